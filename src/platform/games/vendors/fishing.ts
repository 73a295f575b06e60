/**
 * The sandbox's fishing (arcade) stand-in (SPEC §2.10; DOMAIN.md §4 "slots and fishing settle per
 * spin or per batch"): what a fishing vendor does behind its client, speaking to the platform only
 * through the seamless-wallet protocol (../vendor-wallet.ts).
 *
 * - A session is one vendor round (`fish-<session key>`). The player fires many shots a second; the
 *   page sends them as batches (about one a second), each with its sequence number: batch N is one
 *   vendor `bet` of shots × the cannon's stake per shot (transaction `fish-<key>:<N>:bet`), so a
 *   replayed batch moves nothing twice.
 * - What a batch's shots catch is drawn when the batch is taken (the vendor's own random draw, kept
 *   on the bet) and paid when its shots land: with the next batch, or when the session closes. Each
 *   shot catches at most one fish: {@link FISH} lists them with their chance and multiplier of the
 *   shot's stake (return to player about 96%).
 * - The vendor closes a session when the player leaves, or when no batch came for
 *   {@link IDLE_MS} (the cron job {@link runFishing}): every batch still open is paid what it
 *   caught, and the round closes (a batch sent to a closed session is `round_closed`).
 */
import { VendorWallet, type VendorAnswer } from '../vendor-wallet.ts';

/** A session with no batch for this long is closed by the cron job (ms). */
export const IDLE_MS = 2 * 60_000;

/** The fish a shot may catch: its chance per shot in millionths, and its multiplier of the shot's stake. */
export const FISH = [
  { fish: 'shark', chance: 300, multiplier: 100 },
  { fish: 'turtle', chance: 4_000, multiplier: 20 },
  { fish: 'pufferfish', chance: 50_000, multiplier: 5 },
  { fish: 'clownfish', chance: 300_000, multiplier: 2 },
] as const;

/** A catch of a batch: the fish, how many, and what they pay (minor units). */
export interface FishCatch {
  fish: (typeof FISH)[number]['fish'];
  count: number;
  amount: number;
}

/** What `shots` shots at `level` catch, drawn with `random` (uniform integers 0 ≤ x < 1,000,000). */
export function drawCatches(shots: number, level: number, random: () => number): FishCatch[] {
  const counts = new Map<FishCatch['fish'], number>();
  for (let i = 0; i < shots; i++) {
    let x = random();
    for (const f of FISH) {
      if (x < f.chance) {
        counts.set(f.fish, (counts.get(f.fish) ?? 0) + 1);
        break;
      }
      x -= f.chance;
    }
  }
  return FISH.filter((f) => counts.has(f.fish)).map((f) => ({ fish: f.fish, count: counts.get(f.fish)!, amount: counts.get(f.fish)! * f.multiplier * level }));
}

function secureMillionth(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
}

/** The session as the client shows it (money in minor units). */
export interface FishSessionView {
  sessionKey: string;
  open: boolean;
  batches: number;
  shots: number;
  staked: number;
  won: number;
  /** Stake of the shots still in flight (open batches). */
  inFlight: number;
  /** What the batches that just landed caught. */
  landed: FishCatch[];
}

/** The vendor round of session `key`. */
export function fishRound(key: string): string {
  return `fish-${key}`;
}

interface BatchRow {
  round_id: string;
  stake: number;
  status: string;
  payout: number;
  detail_json: string | null;
  tx_id: string;
}
interface BatchDetail {
  kind: 'fish_batch';
  seq: number;
  shots: number;
  level: number;
  catches: FishCatch[];
  payout: number;
}

async function batches(db: D1Database, vendor: string, key: string, memberId: number): Promise<BatchRow[]> {
  const { results } = await db
    .prepare(
      "SELECT r.round_id, r.stake, r.status, r.payout, r.detail_json, s.tx_id FROM game_rounds r JOIN seamless_transactions s ON s.vendor = r.vendor AND s.round_id = r.round_id AND s.type = 'bet' " +
        'WHERE r.vendor = ? AND r.vendor_round_id = ? AND r.member_id = ? ORDER BY r.id',
    )
    .bind(vendor, fishRound(key), memberId)
    .all<BatchRow>();
  return results;
}

const detailOf = (b: BatchRow) => JSON.parse(b.detail_json ?? '{}') as BatchDetail;

/**
 * Pays every open batch of the session sent before batch `before` (all of them when null) what it
 * caught; the last one closes the round when `close`. A replayed old batch thus lands nothing new.
 */
async function land(
  db: D1Database,
  wallet: VendorWallet,
  s: { vendor: string; memberId: number; key: string },
  before: number | null,
  close: boolean,
  now: number,
): Promise<{ answer: VendorAnswer | null; landed: FishCatch[] }> {
  const open = (await batches(db, s.vendor, s.key, s.memberId)).filter((b) => b.status === 'open' && (before === null || detailOf(b).seq < before));
  let answer: VendorAnswer | null = null;
  const landed: FishCatch[] = [];
  for (const [i, b] of open.entries()) {
    const d = detailOf(b);
    answer = await wallet.settle({
      vendor: s.vendor,
      memberId: s.memberId,
      txId: `${b.tx_id}:win`,
      betTxId: b.tx_id,
      roundId: fishRound(s.key),
      amount: d.payout,
      roundClosed: close && i === open.length - 1,
    });
    if (answer.ok && !answer.replayed) landed.push(...d.catches);
  }
  if (close && open.length === 0) {
    await db
      .prepare("UPDATE vendor_rounds SET status = 'closed', closed_at = ? WHERE vendor = ? AND round_id = ? AND member_id = ? AND status = 'open'")
      .bind(now, s.vendor, fishRound(s.key), s.memberId)
      .run();
  }
  return { answer, landed };
}

/** The session's totals. */
export async function fishSession(db: D1Database, vendor: string, key: string, memberId: number, landed: FishCatch[] = []): Promise<FishSessionView> {
  const rows = await batches(db, vendor, key, memberId);
  const round = await db
    .prepare('SELECT status FROM vendor_rounds WHERE vendor = ? AND round_id = ? AND member_id = ?')
    .bind(vendor, fishRound(key), memberId)
    .first<{ status: string }>();
  return {
    sessionKey: key,
    open: round?.status !== 'closed',
    batches: rows.length,
    shots: rows.reduce((a, b) => a + detailOf(b).shots, 0),
    staked: rows.reduce((a, b) => a + b.stake, 0),
    won: rows.reduce((a, b) => a + (b.status === 'settled' ? b.payout : 0), 0),
    inFlight: rows.filter((b) => b.status === 'open').reduce((a, b) => a + b.stake, 0),
    landed,
  };
}

/** A batch of shots: session key, sequence number (its idempotency), shots and the stake per shot. */
export interface FishBatch {
  vendor: string;
  gameCode: string;
  memberId: number;
  sessionKey: string;
  seq: number;
  shots: number;
  level: number;
}

/**
 * Takes batch `seq` of the session as one vendor bet (its catches drawn now, or those of the first
 * time for a replay), then pays the earlier batches, whose shots have landed. Answers the wallet's
 * refusal (funds, limits, `round_closed`), or the balance after the last call and the session.
 */
export async function fireBatch(
  db: D1Database,
  currency: string,
  b: FishBatch,
  now: number,
  random: () => number = secureMillionth,
): Promise<Extract<VendorAnswer, { ok: false }> | { ok: true; balance: number; session: FishSessionView }> {
  const wallet = new VendorWallet(db, currency, () => now);
  const catches = drawCatches(b.shots, b.level, random);
  const txId = `${fishRound(b.sessionKey)}:${b.seq}:bet`;
  const detail: BatchDetail = { kind: 'fish_batch', seq: b.seq, shots: b.shots, level: b.level, catches, payout: catches.reduce((a, c) => a + c.amount, 0) };
  const bet = await wallet.placeBet({
    vendor: b.vendor,
    memberId: b.memberId,
    txId,
    roundId: fishRound(b.sessionKey),
    gameCode: b.gameCode,
    amount: b.shots * b.level,
    detail,
  });
  if (!bet.ok) return bet;
  const { answer, landed } = await land(db, wallet, { vendor: b.vendor, memberId: b.memberId, key: b.sessionKey }, b.seq, false, now);
  const balance = answer?.ok ? answer.balance : bet.balance;
  return { ok: true, balance, session: await fishSession(db, b.vendor, b.sessionKey, b.memberId, landed) };
}

/** The vendor closes the session (the player left): every open batch is paid what it caught, the round closes. Idempotent. */
export async function closeSession(
  db: D1Database,
  currency: string,
  s: { vendor: string; memberId: number; sessionKey: string },
  now: number,
): Promise<{ balance: number | null; session: FishSessionView }> {
  const wallet = new VendorWallet(db, currency, () => now);
  const { answer, landed } = await land(db, wallet, { vendor: s.vendor, memberId: s.memberId, key: s.sessionKey }, null, true, now);
  return { balance: answer?.ok ? answer.balance : null, session: await fishSession(db, s.vendor, s.sessionKey, s.memberId, landed) };
}

/**
 * The fishing stand-in's periodic work (cron, DESIGN.md "Periodic work"): closes every fishing
 * session whose last batch is older than {@link IDLE_MS}, paying its open batches. Runs before the
 * generic reconcile (whose grace is longer), which would roll them back instead. Returns how many
 * sessions it closed.
 */
export async function runFishing(db: D1Database, currency: string, now: number): Promise<number> {
  const { results } = await db
    .prepare(
      "SELECT v.vendor, v.round_id, v.member_id FROM vendor_rounds v WHERE v.status = 'open' AND v.game_type = 'fish' AND v.round_id LIKE 'fish-%' " +
        'AND (SELECT MAX(r.created_at) FROM game_rounds r WHERE r.vendor = v.vendor AND r.vendor_round_id = v.round_id AND r.member_id = v.member_id) <= ? LIMIT 200',
    )
    .bind(now - IDLE_MS)
    .all<{ vendor: string; round_id: string; member_id: number }>();
  for (const r of results) await closeSession(db, currency, { vendor: r.vendor, memberId: r.member_id, sessionKey: r.round_id.slice(5) }, now);
  return results.length;
}
