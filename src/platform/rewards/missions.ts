/**
 * Missions (SPEC §2.7 rewardCenter and missionLeaderboard with its badge; §7.2 missions),
 * and the winners leaderboard. The missions are configured in src/platform/rewards/economics.ts
 * (DOMAIN.md §3 "Reward economics": each reward counts against the bound on return per stake). A
 * mission counts settled rounds of at least its minimum stake, their valid bet (stake) or paid
 * deposits within its period: the ICT (UTC+7) day, or the ICT week from Monday. A done mission's
 * reward is claimed once per period: a ledger transaction (kind mission_reward) keyed on member +
 * mission + period with its `mission_claims` row and its turnover requirement in the batch
 * (src/platform/rewards/payout.ts), so a second or concurrent claim moves nothing. Amounts in
 * minor units, times in ms.
 */
import { missionConfig, REWARD_ECONOMICS, type MissionConfig } from './economics.ts';
import { payReward } from './payout.ts';

const ICT = 7 * 3_600_000;
const DAY = 86_400_000;

/** A mission with the member's progress in the current period (`minStake`: least stake of a counted round, 0 unless bet_count). */
export interface MissionView {
  id: number;
  period: 'daily' | 'weekly';
  kind: MissionConfig['kind'];
  target: number;
  minStake: number;
  reward: number;
  progress: number;
  done: boolean;
  claimed: boolean;
  periodEnd: number;
}

/** The period of `period` containing `now`: its start and end (ms) and its key (e.g. `D2026-11-24`, `W2026-11-23`). */
export function missionPeriod(period: 'daily' | 'weekly', now: number): { start: number; end: number; key: string } {
  const dayStart = Math.floor((now + ICT) / DAY) * DAY - ICT;
  if (period === 'daily') return { start: dayStart, end: dayStart + DAY, key: `D${new Date(dayStart + ICT).toISOString().slice(0, 10)}` };
  const weekday = (new Date(dayStart + ICT).getUTCDay() + 6) % 7; // Monday 0
  const start = dayStart - weekday * DAY;
  return { start, end: start + 7 * DAY, key: `W${new Date(start + ICT).toISOString().slice(0, 10)}` };
}

async function progressOf(db: D1Database, memberId: number, m: MissionConfig, start: number, end: number): Promise<number> {
  if (m.kind === 'deposit') {
    const r = await db
      .prepare(
        "SELECT COALESCE(SUM(amount), 0) AS v FROM deposits WHERE member_id = ? AND status = 'paid' AND COALESCE(settled_at, created_at) >= ? AND COALESCE(settled_at, created_at) < ?",
      )
      .bind(memberId, start, end)
      .first<{ v: number }>();
    return r?.v ?? 0;
  }
  // A round-count mission counts only rounds of at least its minimum stake: otherwise a few
  // rounds at the table minimum would earn the reward for almost no stake.
  const col = m.kind === 'bet_count' ? 'COUNT(*)' : 'COALESCE(SUM(stake), 0)';
  const r = await db
    .prepare(
      `SELECT ${col} AS v FROM game_rounds WHERE member_id = ? AND status = 'settled' AND stake >= ? AND COALESCE(settled_at, created_at) >= ? AND COALESCE(settled_at, created_at) < ?`,
    )
    .bind(memberId, m.kind === 'bet_count' ? m.minRoundStake : 0, start, end)
    .first<{ v: number }>();
  return r?.v ?? 0;
}

/** The configured missions with the member's progress at `now`, in configuration order. */
export async function memberMissions(db: D1Database, memberId: number, now: number): Promise<MissionView[]> {
  const out: MissionView[] = [];
  for (const m of REWARD_ECONOMICS.missions.list) {
    const p = missionPeriod(m.period, now);
    const progress = await progressOf(db, memberId, m, p.start, p.end);
    const claimed =
      (await db.prepare('SELECT 1 FROM mission_claims WHERE member_id = ? AND mission_id = ? AND period_key = ?').bind(memberId, m.id, p.key).first()) !== null;
    out.push({
      id: m.id,
      period: m.period,
      kind: m.kind,
      target: m.target,
      minStake: m.minRoundStake,
      reward: m.reward,
      progress,
      done: progress >= m.target,
      claimed,
      periodEnd: p.end,
    });
  }
  return out;
}

/** The missions themselves (no progress), for visitors (MCSFE_getMissionSummaryDetails). */
export function missionList(): Pick<MissionView, 'id' | 'period' | 'kind' | 'target' | 'minStake' | 'reward'>[] {
  return REWARD_ECONOMICS.missions.list.map((m) => ({
    id: m.id,
    period: m.period,
    kind: m.kind,
    target: m.target,
    minStake: m.minRoundStake,
    reward: m.reward,
  }));
}

/**
 * Claims mission `missionId`'s reward for the current period at `now` in `currency`, with a
 * turnover requirement of reward × the configured multiple. Errors: error_not_found (no such
 * mission), error_mission_not_done, error_mission_claimed (this period already claimed, also by a
 * concurrent claim); nothing moves on an error.
 */
export async function claimMission(
  db: D1Database,
  memberId: number,
  missionId: number,
  currency: string,
  now: number,
): Promise<MissionView | 'error_not_found' | 'error_mission_not_done' | 'error_mission_claimed'> {
  const m = missionConfig(missionId);
  if (!m) return 'error_not_found';
  const p = missionPeriod(m.period, now);
  const progress = await progressOf(db, memberId, m, p.start, p.end);
  if (progress < m.target) return 'error_mission_not_done';
  const id = `${memberId}:${m.id}:${p.key}`;
  const res = await payReward(db, {
    memberId,
    currency,
    kind: 'mission_reward',
    idempotencyKey: `mission:${id}`,
    amount: m.reward,
    source: 'mission_reward',
    sourceId: id,
    turnoverMultiple: REWARD_ECONOMICS.missions.turnoverMultiple,
    now,
    extra: [
      db
        .prepare('INSERT INTO mission_claims (member_id, mission_id, period_key, reward, created_at) VALUES (?, ?, ?, ?, ?)')
        .bind(memberId, m.id, p.key, m.reward, now),
    ],
  });
  if (!res.ok || res.replayed) return 'error_mission_claimed';
  return {
    id: m.id,
    period: m.period,
    kind: m.kind,
    target: m.target,
    minStake: m.minRoundStake,
    reward: m.reward,
    progress,
    done: true,
    claimed: true,
    periodEnd: p.end,
  };
}

/** An account shown on a public board: first two characters, stars, last character. */
export function maskAccount(account: string): string {
  return account.length <= 3 ? `${account[0] ?? ''}**` : `${account.slice(0, 2)}***${account.slice(-1)}`;
}

/** The mission leaderboard of the current ICT week: members by missions claimed, then rewards (top 20). */
export async function missionLeaderboard(db: D1Database, now: number): Promise<{ rank: number; account: string; missions: number; rewards: number }[]> {
  const week = missionPeriod('weekly', now);
  const rows = (
    await db
      .prepare(
        'SELECT m.account, COUNT(*) AS n, SUM(c.reward) AS r FROM mission_claims c JOIN members m ON m.id = c.member_id WHERE c.created_at >= ? AND c.created_at < ? GROUP BY c.member_id ORDER BY n DESC, r DESC, MIN(c.created_at) LIMIT 20',
      )
      .bind(week.start, week.end)
      .all<{ account: string; n: number; r: number }>()
  ).results;
  return rows.map((r, i) => ({ rank: i + 1, account: maskAccount(r.account), missions: r.n, rewards: r.r }));
}

/** The winners leaderboard: the biggest wins (payout − stake) of the last 7 days (top 20). */
export async function winnersLeaderboard(db: D1Database, now: number): Promise<{ rank: number; account: string; game: string; win: number; at: number }[]> {
  const rows = (
    await db
      .prepare(
        "SELECT m.account, COALESCE((SELECT g.name FROM games g WHERE g.vendor = r.vendor AND g.game_code = r.game_code), r.game_code) AS game, r.payout - r.stake AS win, COALESCE(r.settled_at, r.created_at) AS at FROM game_rounds r JOIN members m ON m.id = r.member_id WHERE r.status = 'settled' AND r.payout > r.stake AND COALESCE(r.settled_at, r.created_at) >= ? ORDER BY win DESC, at DESC LIMIT 20",
      )
      .bind(now - 7 * DAY)
      .all<{ account: string; game: string; win: number; at: number }>()
  ).results;
  return rows.map((r, i) => ({ rank: i + 1, account: maskAccount(r.account), game: r.game, win: r.win, at: r.at }));
}
