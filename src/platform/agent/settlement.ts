/**
 * Settlement of agent contracts (SPEC §4 real-time salary; DOMAIN.md §2), run by the cron jobs of
 * src/platform/cron/jobs.ts. For one contract and one period:
 * - team = the contract holder and every descendant (src/platform/agent/tree.ts);
 * - daily / hourly salary: tier reached by team valid bet and active members; gross = valid bet × rate;
 * - dividend: team P&L = payouts + rebates + bonuses − stakes; only when the team lost, gross =
 *   |loss| × rate of the tier reached by valid bet, active members and loss;
 * - real-time salary (5-minute windows of settled rounds): each round of at least the single-bet
 *   amount pays stake × (player won ? profit rate : loss rate);
 * - each holder receives its gross minus the gross of its direct downlines' active contracts of the
 *   type, floored at 0 (for real-time: its rate minus the downline's rate).
 * Every payout is one ledger transaction from the house keyed `agent-payout:<contract>:<period>`,
 * written with its agent_payouts row, so a rerun pays nothing twice. Rates are basis points;
 * amounts integer minor units; valid bet = stake of settled rounds, by bet time.
 */
import { siteConfig } from '../../contracts/site-config.ts';
import { BONUS_KINDS } from '../../contracts/schemas/member-center.ts';
import { ensureAccount, postTransaction } from '../lib/ledger.ts';
import { reachedTier, tiersOf, type ContractRow, type ContractType, type DividendPeriod } from './contracts.ts';
import { ACTIVE_MEMBER_MIN_BET, ictDayStart } from './team.ts';
import { TEAM_CTE } from './tree.ts';

/** Valid bet (minor units) that makes a team member active for dividends (DOMAIN.md §2). */
export const DIVIDEND_ACTIVE_MIN_BET = 1000;
/** Length of a real-time salary window (SPEC §4: every 5 minutes). */
export const REALTIME_WINDOW_MS = 5 * 60_000;
/** Daily salary and dividends settle at 02:00 ICT for the period before (DOMAIN.md §2). */
export const SETTLE_DELAY_MS = 2 * 3_600_000;
/** How far back the real-time job looks for windows not paid yet. */
export const REALTIME_LOOKBACK_MS = 60 * 60_000;

/** A period to settle: key (part of the ledger key) and [from, to) in ms. */
export interface SettlePeriod {
  key: string;
  from: number;
  to: number;
}

const ICT = 7 * 3_600_000;
const dayKey = (t: number) => new Date(t + ICT).toISOString().slice(0, 10);

/** The ICT day before the one settled at `now` (daily salary; settles from 02:00). */
export function previousDay(now: number): SettlePeriod {
  const to = ictDayStart(now - SETTLE_DELAY_MS);
  const from = to - 86_400_000;
  return { key: `d${dayKey(from)}`, from, to };
}

/** The last full hour before `now` (hourly salary). */
export function previousHour(now: number): SettlePeriod {
  const to = Math.floor(now / 3_600_000) * 3_600_000;
  return { key: `h${new Date(to - 3_600_000).toISOString().slice(0, 13)}`, from: to - 3_600_000, to };
}

/** The last completed dividend period of kind `period` at `now` (ICT calendar, settled from 02:00). */
export function previousDividendPeriod(period: DividendPeriod, now: number): SettlePeriod {
  const t = now - SETTLE_DELAY_MS;
  if (period === 'daily') return previousDay(now);
  const local = new Date(t + ICT);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const at = (yy: number, mm: number, dd: number) => Date.UTC(yy, mm, dd) - ICT;
  let from: number;
  let to: number;
  if (period === 'weekly') {
    const today = ictDayStart(t);
    to = today - ((local.getUTCDay() + 6) % 7) * 86_400_000; // this Monday
    from = to - 7 * 86_400_000;
  } else if (period === 'monthly') {
    to = at(y, m, 1);
    from = at(y, m - 1, 1);
  } else if (local.getUTCDate() >= 16) {
    from = at(y, m, 1);
    to = at(y, m, 16);
  } else {
    from = at(y, m - 1, 16);
    to = at(y, m, 1);
  }
  return { key: `${period[0]}${dayKey(from)}`, from, to };
}

/**
 * What the house paid the team's players besides payouts (DOMAIN.md §2 team P&L "payouts +
 * rebates + bonuses"): every bonus kind of the member center's bonus details except the agents'
 * own salary and dividend.
 */
export const PLAYER_REWARD_KINDS = BONUS_KINDS.filter((k) => k !== 'salary' && k !== 'dividend');

/** The figures of a team (holder and descendants) over [from, to); `extras` are {@link PLAYER_REWARD_KINDS} credited in it (minor units). */
export async function teamFigures(db: D1Database, holderId: number, from: number, to: number, activeMin: number) {
  const TEAM = `WITH RECURSIVE ${TEAM_CTE}`;
  const [bets, active, extras] = await db.batch([
    db
      .prepare(
        `${TEAM} SELECT COALESCE(SUM(r.stake), 0) AS valid, COALESCE(SUM(r.payout), 0) AS payout FROM game_rounds r JOIN team ON team.id = r.member_id WHERE r.status = 'settled' AND r.created_at >= ? AND r.created_at < ?`,
      )
      .bind(holderId, from, to),
    db
      .prepare(
        `${TEAM} SELECT COUNT(*) AS n FROM (SELECT r.member_id FROM game_rounds r JOIN team ON team.id = r.member_id AND team.depth > 0 WHERE r.status = 'settled' AND r.created_at >= ? AND r.created_at < ? GROUP BY r.member_id HAVING SUM(r.stake) >= ?)`,
      )
      .bind(holderId, from, to, activeMin),
    db
      .prepare(
        `${TEAM} SELECT COALESCE(SUM(e.amount), 0) AS total FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'main' JOIN team ON team.id = a.member_id WHERE t.kind IN (${PLAYER_REWARD_KINDS.map(() => '?').join(', ')}) AND e.amount > 0 AND t.created_at >= ? AND t.created_at < ?`,
      )
      .bind(holderId, ...PLAYER_REWARD_KINDS, from, to),
  ]);
  const b = bets!.results[0] as { valid: number; payout: number };
  return {
    validBet: b.valid,
    payout: b.payout,
    extras: (extras!.results[0] as { total: number }).total,
    activeMembers: (active!.results[0] as { n: number }).n,
  };
}

/** What a contract earns before the downline deduction: base, rate applied (bp) and gross amount. */
export async function grossFor(db: D1Database, c: ContractRow, p: SettlePeriod): Promise<{ base: number; rate: number; gross: number }> {
  const tiers = tiersOf(c);
  if (c.type === 'realtime') {
    const t = tiers[0]!;
    const row = await db
      .prepare(
        `WITH RECURSIVE ${TEAM_CTE} SELECT COALESCE(SUM(r.stake), 0) AS base, COALESCE(SUM(r.stake * CASE WHEN r.payout > r.stake THEN ? ELSE ? END), 0) AS weighted FROM game_rounds r JOIN team ON team.id = r.member_id WHERE r.status = 'settled' AND r.settled_at >= ? AND r.settled_at < ? AND r.stake >= ?`,
      )
      .bind(c.downline_id, t.profitRate, t.lossRate, p.from, p.to, t.singleBet)
      .first<{ base: number; weighted: number }>();
    const base = row?.base ?? 0;
    return { base, rate: base ? Math.round(row!.weighted / base) : 0, gross: Math.floor((row?.weighted ?? 0) / 10_000) };
  }
  const f = await teamFigures(db, c.downline_id, p.from, p.to, c.type === 'dividend' ? DIVIDEND_ACTIVE_MIN_BET : ACTIVE_MEMBER_MIN_BET);
  if (c.type === 'dividend') {
    const pnl = f.payout + f.extras - f.validBet;
    if (pnl >= 0) return { base: 0, rate: 0, gross: 0 };
    const loss = -pnl;
    const tier = reachedTier('dividend', tiers, { validBet: f.validBet, activeMembers: f.activeMembers, loss });
    return { base: loss, rate: tier?.rate ?? 0, gross: tier ? Math.floor((loss * tier.rate) / 10_000) : 0 };
  }
  const tier = reachedTier(c.type, tiers, f);
  return { base: f.validBet, rate: tier?.rate ?? 0, gross: tier ? Math.floor((f.validBet * tier.rate) / 10_000) : 0 };
}

/**
 * The amount contract `c` pays for period `p`: its gross minus its direct downlines' gross for the
 * same period (their active contracts of the type), floored at 0.
 */
export async function netFor(db: D1Database, c: ContractRow, p: SettlePeriod): Promise<{ base: number; rate: number; gross: number; amount: number }> {
  const own = await grossFor(db, c, p);
  if (own.gross === 0) return { ...own, amount: 0 };
  const children = (
    await db
      .prepare("SELECT * FROM agent_contracts WHERE upline_id = ? AND type = ? AND status = 'active' AND accepted_at < ?")
      .bind(c.downline_id, c.type, p.to)
      .all<ContractRow>()
  ).results;
  let deduction = 0;
  for (const child of children) deduction += (await grossFor(db, child, p)).gross;
  return { ...own, amount: Math.max(0, own.gross - deduction) };
}

/**
 * Pays contract `c` for period `p` (nothing when the amount is 0 or it was paid). Returns the
 * amount newly paid. The movement is dated `now`, or the wall clock when a dev tick runs ahead of
 * it (a movement is never dated in the future).
 */
export async function settleContract(db: D1Database, c: ContractRow, p: SettlePeriod, now: number): Promise<number> {
  const stamp = Math.min(now, Date.now());
  const key = `agent-payout:${c.id}:${p.key}`;
  if (await db.prepare('SELECT 1 FROM ledger_transactions WHERE idempotency_key = ?').bind(key).first()) return 0;
  const n = await netFor(db, c, p);
  if (n.amount <= 0) return 0;
  const house = await ensureAccount(db, null, siteConfig.currency);
  const wallet = await ensureAccount(db, c.downline_id, siteConfig.currency);
  const res = await postTransaction(db, {
    idempotencyKey: key,
    kind: c.type === 'dividend' ? 'dividend' : 'salary',
    now: stamp,
    entries: [
      { accountId: house, amount: -n.amount },
      { accountId: wallet, amount: n.amount },
    ],
    extra: [
      db
        .prepare(
          'INSERT INTO agent_payouts (contract_id, member_id, type, period_key, base, rate, gross, amount, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(c.id, c.downline_id, c.type, p.key, n.base, n.rate, n.gross, n.amount, stamp),
    ],
  });
  return res.ok && !res.replayed ? n.amount : 0;
}

/** Active contracts of `type` accepted before `before`. */
async function liveContracts(db: D1Database, type: ContractType, before: number): Promise<ContractRow[]> {
  return (
    await db.prepare("SELECT * FROM agent_contracts WHERE type = ? AND status = 'active' AND accepted_at < ? ORDER BY id").bind(type, before).all<ContractRow>()
  ).results;
}

/**
 * Settles every active contract of `type` for its last completed period at `now` (real-time:
 * every 5-minute window of the last hour with settled rounds). Returns how many payouts it made.
 */
export async function settleType(db: D1Database, type: ContractType, now: number): Promise<number> {
  let paid = 0;
  if (type === 'realtime') {
    const end = Math.floor(now / REALTIME_WINDOW_MS) * REALTIME_WINDOW_MS;
    const windows = (
      await db
        .prepare("SELECT DISTINCT settled_at / ? AS w FROM game_rounds WHERE status = 'settled' AND settled_at >= ? AND settled_at < ?")
        .bind(REALTIME_WINDOW_MS, end - REALTIME_LOOKBACK_MS, end)
        .all<{ w: number }>()
    ).results;
    for (const { w } of windows) {
      const from = Math.floor(w) * REALTIME_WINDOW_MS;
      const p = { key: `r${from}`, from, to: from + REALTIME_WINDOW_MS };
      for (const c of await liveContracts(db, type, p.to)) if ((await settleContract(db, c, p, now)) > 0) paid++;
    }
    return paid;
  }
  for (const c of await liveContracts(db, type, now)) {
    const p = type === 'daily' ? previousDay(now) : type === 'hourly' ? previousHour(now) : previousDividendPeriod(c.period ?? 'monthly', now);
    if (c.accepted_at! >= p.to) continue;
    if ((await settleContract(db, c, p, now)) > 0) paid++;
  }
  return paid;
}

/** One payout as the wage and bonus/dividend record pages list it. */
export async function payoutRecords(
  db: D1Database,
  memberId: number,
  q: { types: readonly ContractType[]; from: number; to: number; page: number; pageSize: number },
) {
  const marks = q.types.map(() => '?').join(', ');
  const [rows, count] = await db.batch([
    db
      .prepare(
        `SELECT id, type, period_key, base, rate, gross, amount, created_at FROM agent_payouts WHERE member_id = ? AND type IN (${marks}) AND created_at >= ? AND created_at < ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      )
      .bind(memberId, ...q.types, q.from, q.to, q.pageSize, (q.page - 1) * q.pageSize),
    db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS total FROM agent_payouts WHERE member_id = ? AND type IN (${marks}) AND created_at >= ? AND created_at < ?`,
      )
      .bind(memberId, ...q.types, q.from, q.to),
  ]);
  type Row = { id: number; type: ContractType; period_key: string; base: number; rate: number; gross: number; amount: number; created_at: number };
  const c = count!.results[0] as { n: number; total: number };
  return {
    rows: (rows!.results as Row[]).map((r) => ({
      id: r.id,
      type: r.type,
      period: r.period_key,
      base: r.base,
      rate: r.rate,
      gross: r.gross,
      amount: r.amount,
      createdAt: r.created_at,
    })),
    total: c.n,
    sum: c.total,
    pageSize: q.pageSize,
  };
}
