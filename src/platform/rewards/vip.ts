/**
 * VIP levels (SPEC §2.7 playerRank; DOMAIN.md §3 "levels by deposit and valid bet over a period,
 * with a keep threshold and an upgrade gift per level"), configured in
 * src/platform/rewards/economics.ts (the gifts count against the bound on return per stake). Over
 * the rolling VIP_PERIOD_MS the member's paid deposits and valid bet (settled `game_rounds` stake)
 * are summed; reaching both thresholds of a higher level upgrades at once and pays the gift of
 * every level passed, each once (ledger key member + level, with its `vip_gifts` row and the
 * gift's turnover requirement in the batch, src/platform/rewards/payout.ts).
 * One period after the level was reached it is reviewed: kept if the keep thresholds are met,
 * else lowered to the highest level whose keep thresholds are met (or which is qualified for).
 * A member without a row starts at the rank of their club label (seeded demo accounts). The
 * member's club label follows the level (rank above 4 routes customer service to VIP, SPEC §6).
 */
import { REWARD_ECONOMICS, type VipLevelConfig } from './economics.ts';
import { payReward } from './payout.ts';

/** The rolling period of the thresholds and between keep reviews: 30 days, in ms. */
export const VIP_PERIOD_MS = 30 * 86_400_000;

/** The member's VIP position after evaluation (amounts in minor units, times in ms). */
export interface VipStatus {
  level: number;
  since: number;
  reviewAt: number;
  deposit: number;
  validBet: number;
  levels: {
    level: number;
    name: string;
    depositRequired: number;
    validBetRequired: number;
    keepDeposit: number;
    keepValidBet: number;
    upgradeGift: number;
    giftPaid: boolean;
  }[];
  /** Gifts paid by this evaluation (level → amount). */
  paidNow: { level: number; amount: number }[];
}

/** Paid deposits and valid bet of the member in (from, to]. */
export async function vipActivity(db: D1Database, memberId: number, from: number, to: number): Promise<{ deposit: number; validBet: number }> {
  const dep = await db
    .prepare(
      "SELECT COALESCE(SUM(amount), 0) AS a FROM deposits WHERE member_id = ? AND status = 'paid' AND COALESCE(settled_at, created_at) > ? AND COALESCE(settled_at, created_at) <= ?",
    )
    .bind(memberId, from, to)
    .first<{ a: number }>();
  const bet = await db
    .prepare(
      "SELECT COALESCE(SUM(stake), 0) AS v FROM game_rounds WHERE member_id = ? AND status = 'settled' AND COALESCE(settled_at, created_at) > ? AND COALESCE(settled_at, created_at) <= ?",
    )
    .bind(memberId, from, to)
    .first<{ v: number }>();
  return { deposit: dep?.a ?? 0, validBet: bet?.v ?? 0 };
}

/** The level the activity qualifies for (highest with both thresholds met). */
export function qualifiedLevel(levels: readonly VipLevelConfig[], a: { deposit: number; validBet: number }): number {
  return Math.max(0, ...levels.filter((l) => a.deposit >= l.depositRequired && a.validBet >= l.validBetRequired).map((l) => l.level));
}

/** The level kept at a review from `current` (highest ≤ current whose keep thresholds are met, or the qualified one). */
export function keptLevel(levels: readonly VipLevelConfig[], current: number, a: { deposit: number; validBet: number }): number {
  const keep = levels.filter((l) => l.level <= current && a.deposit >= l.keepDeposit && a.validBet >= l.keepValidBet).map((l) => l.level);
  return Math.max(0, qualifiedLevel(levels, a), ...keep);
}

/**
 * Evaluates the member's level at `now` in `currency` (upgrade with gifts, or the keep review when
 * due) and answers the status. Safe to run concurrently: the level moves by compare-and-set and
 * each gift is keyed, so two evaluations pay nothing twice.
 */
export async function evaluateVip(db: D1Database, memberId: number, currency: string, now: number): Promise<VipStatus> {
  const levels = [...REWARD_ECONOMICS.vip.levels].sort((a, b) => a.level - b.level);
  const read = () =>
    db
      .prepare('SELECT level, since, start_level FROM member_vip WHERE member_id = ?')
      .bind(memberId)
      .first<{ level: number; since: number; start_level: number }>();
  let row = await read();
  if (!row) {
    const club = await db.prepare('SELECT club_label_json FROM members WHERE id = ?').bind(memberId).first<{ club_label_json: string | null }>();
    const rank = club?.club_label_json ? Number((JSON.parse(club.club_label_json) as { rankLevel?: number }).rankLevel ?? 0) : 0;
    const start = levels.some((l) => l.level === rank) ? rank : 0;
    await db.prepare('INSERT OR IGNORE INTO member_vip (member_id, level, since, start_level) VALUES (?, ?, ?, ?)').bind(memberId, start, now, start).run();
    row = (await read())!;
  }
  const activity = await vipActivity(db, memberId, now - VIP_PERIOD_MS, now);
  let target = Math.max(row.level, qualifiedLevel(levels, activity));
  if (target === row.level && now - row.since >= VIP_PERIOD_MS) target = keptLevel(levels, row.level, activity);
  if (target !== row.level) {
    const named = levels.find((l) => l.level === target)!;
    const moved = await db
      .prepare('UPDATE member_vip SET level = ?, since = ? WHERE member_id = ? AND level = ? AND since = ?')
      .bind(target, now, memberId, row.level, row.since)
      .run();
    if (moved.meta.changes === 1) {
      await db
        .prepare("UPDATE members SET club_label_json = json_object('labelName', ?, 'color', ?, 'color2', ?, 'rankLevel', ?) WHERE id = ?")
        .bind(named.name, named.color, named.color2, target, memberId)
        .run();
    }
    row = (await read())!;
  }
  // Gifts of every level reached and not yet paid (a retry or a concurrent evaluation replays).
  const paid = new Set(
    (await db.prepare('SELECT level FROM vip_gifts WHERE member_id = ?').bind(memberId).all<{ level: number }>()).results.map((r) => r.level),
  );
  const paidNow: VipStatus['paidNow'] = [];
  for (const l of levels) {
    // Levels held from the start (club label) were not reached here: no gift for them.
    if (l.level > row.level || l.level <= row.start_level || l.upgradeGift <= 0 || paid.has(l.level)) continue;
    const res = await payGift(db, memberId, l, currency, now);
    if (res) {
      paidNow.push({ level: l.level, amount: l.upgradeGift });
      paid.add(l.level);
    }
  }
  return {
    level: row.level,
    since: row.since,
    reviewAt: row.since + VIP_PERIOD_MS,
    deposit: activity.deposit,
    validBet: activity.validBet,
    levels: levels.map((l) => ({
      level: l.level,
      name: l.name,
      depositRequired: l.depositRequired,
      validBetRequired: l.validBetRequired,
      keepDeposit: l.keepDeposit,
      keepValidBet: l.keepValidBet,
      upgradeGift: l.upgradeGift,
      giftPaid: paid.has(l.level),
    })),
    paidNow,
  };
}

async function payGift(db: D1Database, memberId: number, l: VipLevelConfig, currency: string, now: number): Promise<boolean> {
  const res = await payReward(db, {
    memberId,
    currency,
    kind: 'vip_gift',
    idempotencyKey: `vip-gift:${memberId}:${l.level}`,
    amount: l.upgradeGift,
    source: 'vip_gift',
    sourceId: `${memberId}:${l.level}`,
    turnoverMultiple: REWARD_ECONOMICS.vip.turnoverMultiple,
    now,
    extra: [db.prepare('INSERT INTO vip_gifts (member_id, level, amount, created_at) VALUES (?, ?, ?, ?)').bind(memberId, l.level, l.upgradeGift, now)],
  });
  return res.ok && !res.replayed;
}
