/**
 * Points (SPEC §2.7 points shop, §3 points item, §4 redeem statuses, §9 points never expire;
 * DOMAIN.md §3). Points are earned per valid bet (settled `game_rounds` stake) at a rate per game
 * category (points per 10,000 minor units, floored per round; src/platform/rewards/economics.ts)
 * and kept in `point_entries`, whose sum is the balance; a trigger refuses any spending below 0,
 * so concurrent spending cannot overdraw. Redeeming takes the points and one unit of the item in
 * one batch (status process → approved or rejected, a rejection returns the points); converting
 * credits money through the ledger in multiples of a step within a daily cap, with a turnover
 * requirement like a bonus (DOMAIN.md §3). Both run behind the payment password (checked by the
 * handler). Errors are codes of src/contracts/error-codes.ts.
 */
import { REWARD_ECONOMICS } from './economics.ts';
import { payReward } from './payout.ts';

/** The ICT (UTC+7) calendar day of `ms`, `YYYY-MM-DD`: the daily cap's day. */
export function ictDay(ms: number): string {
  return new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The points conversion rules: steps of `convertPoints` worth `convertAmount` (minor units), at most `dailyCapPoints` a day. */
export interface PointConfig {
  convertPoints: number;
  convertAmount: number;
  dailyCapPoints: number;
}

/** A points shop item row. */
export interface PointItemRow {
  id: number;
  name_key: string;
  remark_key: string | null;
  image: string | null;
  points_required: number;
  amount_required: number;
  quantity: number;
  status: 'active' | 'inactive';
  sequence: number;
}

/** A redemption row joined with its item's name key. */
export interface RedemptionRow {
  id: number;
  member_id: number;
  item_id: number;
  name_key: string;
  points: number;
  request_id: string;
  status: 'process' | 'rejected' | 'approved';
  created_at: number;
  decided_at: number | null;
}

/** Codes a redeem can fail with. */
export type RedeemError =
  'error_points_insufficient' | 'error_points_sold_out' | 'error_points_item_closed' | 'error_points_amount_requirement' | 'error_not_found';

/** Codes a conversion can fail with. */
export type ConvertError = 'error_points_insufficient' | 'error_points_convert_multiple' | 'error_points_daily_cap';

/**
 * Records the points of every settled round of `memberId` not yet counted (idempotent: one entry
 * per round). Called before any read or spending, so points appear as soon as a round settles.
 */
export async function accruePoints(db: D1Database, memberId: number): Promise<void> {
  // The configured rates go in as one JSON object (category → points per 10,000), read by json_each.
  await db
    .prepare(
      "INSERT OR IGNORE INTO point_entries (member_id, source, source_id, points, created_at) SELECT r.member_id, 'bet', CAST(r.id AS TEXT), (r.stake * pr.value) / 10000, COALESCE(r.settled_at, r.created_at) FROM game_rounds r LEFT JOIN game_vendors v ON v.code = r.vendor JOIN json_each(?) pr ON pr.key = COALESCE(v.game_classify, '') WHERE r.member_id = ? AND r.status = 'settled' AND (r.stake * pr.value) / 10000 > 0 AND NOT EXISTS (SELECT 1 FROM point_entries e WHERE e.source = 'bet' AND e.source_id = CAST(r.id AS TEXT))",
    )
    .bind(JSON.stringify(REWARD_ECONOMICS.points.per10k), memberId)
    .run();
}

/** The member's points balance after accrual. */
export async function pointBalance(db: D1Database, memberId: number): Promise<number> {
  await accruePoints(db, memberId);
  const row = await db.prepare('SELECT COALESCE(SUM(points), 0) AS p FROM point_entries WHERE member_id = ?').bind(memberId).first<{ p: number }>();
  return row?.p ?? 0;
}

/** The conversion rules (src/platform/rewards/economics.ts). */
export function pointConfig(): PointConfig {
  const { convertPoints, convertAmount, dailyCapPoints } = REWARD_ECONOMICS.points;
  return { convertPoints, convertAmount, dailyCapPoints };
}

/** The earning rates: points per 10,000 of valid bet, by game category, in category order. */
export function pointRates(): { category: string; pointsPer10k: number }[] {
  return Object.entries(REWARD_ECONOMICS.points.per10k)
    .map(([category, pointsPer10k]) => ({ category, pointsPer10k }))
    .sort((a, b) => a.category.localeCompare(b.category));
}

/** Points the member converted on the ICT day of `now`. */
export async function convertedToday(db: D1Database, memberId: number, now: number): Promise<number> {
  const row = await db
    .prepare('SELECT COALESCE(SUM(points), 0) AS p FROM point_converts WHERE member_id = ? AND day = ?')
    .bind(memberId, ictDay(now))
    .first<{ p: number }>();
  return row?.p ?? 0;
}

/** Total of the member's paid deposits (the items' amount requirement), minor units. */
export async function paidDeposits(db: D1Database, memberId: number): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(SUM(amount), 0) AS a FROM deposits WHERE member_id = ? AND status = 'paid'")
    .bind(memberId)
    .first<{ a: number }>();
  return row?.a ?? 0;
}

/** The shop's items in order (active and inactive, sold out included). */
export async function listItems(db: D1Database): Promise<PointItemRow[]> {
  return (await db.prepare('SELECT * FROM point_items ORDER BY sequence, id').all<PointItemRow>()).results;
}

const REDEMPTION_SELECT = 'SELECT p.*, i.name_key FROM point_redemptions p JOIN point_items i ON i.id = p.item_id';

/** The member's redemptions, newest first (at most 50). */
export async function listRedemptions(db: D1Database, memberId: number): Promise<RedemptionRow[]> {
  return (await db.prepare(`${REDEMPTION_SELECT} WHERE p.member_id = ? ORDER BY p.created_at DESC, p.id DESC LIMIT 50`).bind(memberId).all<RedemptionRow>())
    .results;
}

/**
 * Redeems item `itemId` for the member at `now`; `requestId` makes a retry return the first
 * redemption. Takes the points and one unit in one batch; a race that would overdraw or sell
 * past zero aborts the whole batch.
 */
export async function redeemItem(db: D1Database, memberId: number, itemId: number, requestId: string, now: number): Promise<RedemptionRow | RedeemError> {
  const again = await db.prepare(`${REDEMPTION_SELECT} WHERE p.member_id = ? AND p.request_id = ?`).bind(memberId, requestId).first<RedemptionRow>();
  if (again) return again;
  const item = await db.prepare('SELECT * FROM point_items WHERE id = ?').bind(itemId).first<PointItemRow>();
  if (!item) return 'error_not_found';
  if (item.status !== 'active') return 'error_points_item_closed';
  if (item.quantity <= 0) return 'error_points_sold_out';
  if ((await paidDeposits(db, memberId)) < item.amount_required) return 'error_points_amount_requirement';
  if ((await pointBalance(db, memberId)) < item.points_required) return 'error_points_insufficient';
  try {
    await db.batch([
      db
        .prepare("INSERT INTO point_redemptions (member_id, item_id, points, request_id, status, created_at) VALUES (?, ?, ?, ?, 'process', ?)")
        .bind(memberId, itemId, item.points_required, requestId, now),
      db.prepare("UPDATE point_items SET quantity = quantity - 1 WHERE id = ? AND status = 'active'").bind(itemId),
      db
        .prepare(
          "INSERT INTO point_entries (member_id, source, source_id, points, created_at) VALUES (?, 'redeem', (SELECT CAST(id AS TEXT) FROM point_redemptions WHERE member_id = ? AND request_id = ?), ?, ?)",
        )
        .bind(memberId, memberId, requestId, -item.points_required, now),
    ]);
  } catch (err) {
    const msg = String(err);
    if (msg.includes('sold_out')) return 'error_points_sold_out';
    if (msg.includes('points_insufficient')) return 'error_points_insufficient';
    if (msg.includes('UNIQUE') && msg.includes('point_redemptions')) {
      const first = await db.prepare(`${REDEMPTION_SELECT} WHERE p.member_id = ? AND p.request_id = ?`).bind(memberId, requestId).first<RedemptionRow>();
      if (first) return first;
    }
    throw err;
  }
  return (await db.prepare(`${REDEMPTION_SELECT} WHERE p.member_id = ? AND p.request_id = ?`).bind(memberId, requestId).first<RedemptionRow>())!;
}

/**
 * The operator's decision on a redemption in process (sandbox dev route): approved, or rejected
 * with the points and the unit returned. A redemption is decided once; null when not in process.
 */
export async function decideRedemption(db: D1Database, id: number, decision: 'approved' | 'rejected', now: number): Promise<RedemptionRow | null> {
  const row = await db.prepare(`${REDEMPTION_SELECT} WHERE p.id = ?`).bind(id).first<RedemptionRow>();
  if (!row || row.status !== 'process') return null;
  const stmts = [db.prepare("UPDATE point_redemptions SET status = ?, decided_at = ? WHERE id = ? AND status = 'process'").bind(decision, now, id)];
  if (decision === 'rejected') {
    stmts.push(
      db
        .prepare("INSERT INTO point_entries (member_id, source, source_id, points, created_at) SELECT ?, 'refund', ?, ?, ? WHERE changes() = 1")
        .bind(row.member_id, String(id), row.points, now),
      db.prepare('UPDATE point_items SET quantity = quantity + 1 WHERE id = ? AND changes() = 1').bind(row.item_id),
    );
  }
  await db.batch(stmts);
  return db.prepare(`${REDEMPTION_SELECT} WHERE p.id = ?`).bind(id).first<RedemptionRow>();
}

/**
 * Converts `points` to money at `now` in `currency`: a positive multiple of the step, within the
 * daily cap and the balance. The ledger transaction (kind points_convert, keyed on member +
 * requestId) carries the conversion row (with the day's cap, which its trigger enforces against
 * concurrent conversions), the points entry and the money's turnover requirement (amount × the
 * configured multiple), so all land together or none.
 */
export async function convertPoints(
  db: D1Database,
  memberId: number,
  points: number,
  requestId: string,
  currency: string,
  now: number,
): Promise<{ points: number; amount: number; balancePoints: number } | ConvertError> {
  const config = pointConfig();
  if (points <= 0 || points % config.convertPoints !== 0) return 'error_points_convert_multiple';
  const balance = await pointBalance(db, memberId);
  const amount = (points / config.convertPoints) * config.convertAmount;
  const done = await db
    .prepare('SELECT points, amount FROM point_converts WHERE member_id = ? AND request_id = ?')
    .bind(memberId, requestId)
    .first<{ points: number; amount: number }>();
  if (done) return { points: done.points, amount: done.amount, balancePoints: balance };
  if (balance < points) return 'error_points_insufficient';
  if ((await convertedToday(db, memberId, now)) + points > config.dailyCapPoints) return 'error_points_daily_cap';
  const key = `points-convert:${memberId}:${requestId}`;
  const res = await payReward(db, {
    memberId,
    currency,
    kind: 'points_convert',
    idempotencyKey: key,
    amount,
    source: 'points_convert',
    sourceId: key,
    turnoverMultiple: REWARD_ECONOMICS.points.turnoverMultiple,
    now,
    extra: [
      db
        .prepare('INSERT INTO point_converts (member_id, request_id, points, amount, day, daily_cap, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .bind(memberId, requestId, points, amount, ictDay(now), config.dailyCapPoints, now),
      db
        .prepare("INSERT INTO point_entries (member_id, source, source_id, points, created_at) VALUES (?, 'convert', ?, ?, ?)")
        .bind(memberId, `${memberId}:${requestId}`, -points, now),
    ],
  });
  if (!res.ok) return res.reason === 'aborted' && res.detail === 'points_daily_cap' ? 'error_points_daily_cap' : 'error_points_insufficient';
  return { points, amount, balancePoints: await pointBalance(db, memberId) };
}

/** The member's points movements, newest first (at most 100). */
export async function pointEntries(
  db: D1Database,
  memberId: number,
): Promise<{ id: number; source: 'bet' | 'redeem' | 'refund' | 'convert' | 'grant'; points: number; createdAt: number }[]> {
  await accruePoints(db, memberId);
  const rows = (
    await db
      .prepare('SELECT id, source, points, created_at FROM point_entries WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 100')
      .bind(memberId)
      .all<{ id: number; source: 'bet' | 'redeem' | 'refund' | 'convert' | 'grant'; points: number; created_at: number }>()
  ).results;
  return rows.map((r) => ({ id: r.id, source: r.source, points: r.points, createdAt: r.created_at }));
}
