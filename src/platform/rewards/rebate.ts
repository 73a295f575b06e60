/**
 * Manual rebate (SPEC §2.7 manualRebate "betting bonus"; DOMAIN.md §3): a rate per game category
 * (basis points, src/platform/rewards/economics.ts) of the valid bet (settled `game_rounds` stake)
 * since the member's last claim. A claim pays the house → main wallet through the ledger, keyed on
 * member + period start, with its `rebate_claims` row (UNIQUE member + period start) and its
 * turnover requirement in the same batch (src/platform/rewards/payout.ts): a second claim of the
 * same period, also a concurrent one, moves nothing. Amounts in minor units.
 */
import type { GameClassify } from '../../contracts/schemas/games.ts';
import { REWARD_ECONOMICS } from './economics.ts';
import { payReward } from './payout.ts';

/** One category of the open period: valid bet, rate (basis points) and the rebate it gives. */
export interface RebateRow {
  category: string;
  validBet: number;
  rateBp: number;
  amount: number;
}

/** The open period of a member: from (ms, the last claim's end or 0) to `to`, per category. */
export interface RebatePeriod {
  from: number;
  to: number;
  rows: RebateRow[];
  validBet: number;
  total: number;
}

/** A stored claim as the history shows it. */
export interface RebateClaimView {
  id: number;
  from: number;
  to: number;
  validBet: number;
  amount: number;
  createdAt: number;
}

/** Rebate of `validBet` at `rateBp` basis points, floored to whole minor units. */
export function rebateAmount(validBet: number, rateBp: number): number {
  return Math.floor((validBet * rateBp) / 10_000);
}

/** The member's open rebate period up to `now`: valid bet per category since the last claim. */
export async function rebatePeriod(db: D1Database, memberId: number, now: number): Promise<RebatePeriod> {
  const last = await db.prepare('SELECT MAX(to_at) AS to_at FROM rebate_claims WHERE member_id = ?').bind(memberId).first<{ to_at: number | null }>();
  const from = last?.to_at ?? 0;
  const rows = (
    await db
      .prepare(
        "SELECT COALESCE(v.game_classify, '') AS category, SUM(r.stake) AS valid FROM game_rounds r LEFT JOIN game_vendors v ON v.code = r.vendor WHERE r.member_id = ? AND r.status = 'settled' AND COALESCE(r.settled_at, r.created_at) > ? AND COALESCE(r.settled_at, r.created_at) <= ? GROUP BY category ORDER BY valid DESC",
      )
      .bind(memberId, from, now)
      .all<{ category: string; valid: number }>()
  ).results.map((r) => {
    const rateBp = REWARD_ECONOMICS.rebate.rateBp[r.category as GameClassify] ?? 0;
    return { category: r.category, validBet: r.valid, rateBp, amount: rebateAmount(r.valid, rateBp) };
  });
  return { from, to: now, rows, validBet: rows.reduce((s, r) => s + r.validBet, 0), total: rows.reduce((s, r) => s + r.amount, 0) };
}

/** The member's past claims, newest first (at most 50). */
export async function rebateHistory(db: D1Database, memberId: number): Promise<RebateClaimView[]> {
  const rows = (
    await db
      .prepare('SELECT id, from_at, to_at, valid_bet, amount, created_at FROM rebate_claims WHERE member_id = ? ORDER BY to_at DESC LIMIT 50')
      .bind(memberId)
      .all<{ id: number; from_at: number; to_at: number; valid_bet: number; amount: number; created_at: number }>()
  ).results;
  return rows.map((r) => ({ id: r.id, from: r.from_at, to: r.to_at, validBet: r.valid_bet, amount: r.amount, createdAt: r.created_at }));
}

/**
 * Claims the open period's rebate at `now` in `currency`, with a turnover requirement of the
 * amount × the configured multiple. Errors: `error_rebate_nothing` when the
 * period gives no rebate, `error_rebate_claimed` when this period was just claimed (a concurrent or
 * repeated claim); in both cases nothing moves.
 */
export async function claimRebate(
  db: D1Database,
  memberId: number,
  currency: string,
  now: number,
): Promise<RebateClaimView | 'error_rebate_nothing' | 'error_rebate_claimed'> {
  const period = await rebatePeriod(db, memberId, now);
  if (period.total <= 0) return 'error_rebate_nothing';
  const detail = JSON.stringify(period.rows);
  const key = `rebate:${memberId}:${period.from}`;
  const res = await payReward(db, {
    memberId,
    currency,
    kind: 'rebate',
    idempotencyKey: key,
    amount: period.total,
    source: 'rebate',
    sourceId: key,
    turnoverMultiple: REWARD_ECONOMICS.rebate.turnoverMultiple,
    now,
    extra: [
      db
        .prepare('INSERT INTO rebate_claims (member_id, from_at, to_at, valid_bet, amount, detail_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(memberId, period.from, period.to, period.validBet, period.total, detail, now),
    ],
  });
  if (!res.ok || res.replayed) return 'error_rebate_claimed';
  const row = await db
    .prepare('SELECT id, from_at, to_at, valid_bet, amount, created_at FROM rebate_claims WHERE member_id = ? AND from_at = ?')
    .bind(memberId, period.from)
    .first<{ id: number; from_at: number; to_at: number; valid_bet: number; amount: number; created_at: number }>();
  return { id: row!.id, from: row!.from_at, to: row!.to_at, validBet: row!.valid_bet, amount: row!.amount, createdAt: row!.created_at };
}
