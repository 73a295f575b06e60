/**
 * The in-house game server (issue 4 item 4): provably-fair seeds per member and rounds of dice and
 * slot that pay through the seamless wallet (bet, then win; a rollback when settling fails).
 *
 * A round is identified by the player's `roundKey` (its idempotency key): the same key with the
 * same bet returns the first round, with another bet `wallet_idempotency_conflict`. Concurrent
 * requests with one key settle one round: the bet's provider transaction id is derived from the
 * key, so the second bet is a replay and then reads the outcome the first one stored.
 * The outcome is fixed before the bet from the active seed and a nonce reserved atomically, and
 * stored on the round, so a round interrupted between bet and win settles the same way on retry.
 */
import { diceRoll, dicePayout, newClientSeed, newServerSeed, roundBytes, serverSeedHash, slotLine, slotPayout, slotStops, type DiceDirection } from '../contracts/provably-fair.ts';
import type { FairState, InhouseRound } from '../contracts/schemas/games.ts';
import { sha256Hex } from './crypto/token.ts';
import { memberBalance } from './ledger.ts';
import { SeamlessWallet } from './seamless-wallet.ts';

/** The in-house vendor code. */
export const INHOUSE_VENDOR = 'inhouse';
/** How many revealed seeds the fairness panel lists. */
const REVEALED_SHOWN = 5;

interface SeedRow { id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number; revealed_at: number | null }

/** Creates the member's active seed pair when there is none (idempotent under races). */
async function ensureSeed(db: D1Database, memberId: number, now: number, clientSeed = newClientSeed()): Promise<void> {
  const seed = newServerSeed();
  await db
    .prepare('INSERT OR IGNORE INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed, nonce, created_at) VALUES (?, ?, ?, ?, 0, ?)')
    .bind(memberId, seed, await serverSeedHash(seed), clientSeed, now)
    .run();
}

/** The fairness state shown before a round: active seed hash, client seed, next nonce, revealed seeds. */
export async function fairState(db: D1Database, memberId: number, now: number): Promise<FairState> {
  await ensureSeed(db, memberId, now);
  const { results } = await db
    .prepare('SELECT id, server_seed, server_seed_hash, client_seed, nonce, revealed_at FROM fair_seeds WHERE member_id = ? ORDER BY revealed_at IS NULL DESC, revealed_at DESC LIMIT ?')
    .bind(memberId, REVEALED_SHOWN + 1)
    .all<SeedRow>();
  const active = results.find((r) => r.revealed_at === null)!;
  return {
    serverSeedHash: active.server_seed_hash,
    clientSeed: active.client_seed,
    nonce: active.nonce,
    revealed: results
      .filter((r) => r.revealed_at !== null)
      .map((r) => ({ serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: r.nonce, revealedAt: new Date(r.revealed_at!).toISOString() })),
  };
}

/**
 * Rotates the seed pair: reveals the active server seed (its rounds can now be verified) and
 * starts a new one with `clientSeed` and nonce 0, in one batch.
 */
export async function rotateSeed(db: D1Database, memberId: number, clientSeed: string, now: number): Promise<FairState> {
  await ensureSeed(db, memberId, now);
  const seed = newServerSeed();
  await db.batch([
    db.prepare('UPDATE fair_seeds SET revealed_at = ? WHERE member_id = ? AND revealed_at IS NULL').bind(now, memberId),
    db.prepare('INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed, nonce, created_at) VALUES (?, ?, ?, ?, 0, ?)').bind(memberId, seed, await serverSeedHash(seed), clientSeed, now),
  ]);
  return fairState(db, memberId, now);
}

/** Reserves the next nonce of the active seed atomically; returns the seed and the nonce to use. */
async function reserveNonce(db: D1Database, memberId: number, now: number): Promise<{ seedId: number; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await db
      .prepare('UPDATE fair_seeds SET nonce = nonce + 1 WHERE member_id = ? AND revealed_at IS NULL RETURNING id, server_seed, server_seed_hash, client_seed, nonce')
      .bind(memberId)
      .first<SeedRow>();
    if (row) return { seedId: row.id, serverSeed: row.server_seed, serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.nonce - 1 };
    await ensureSeed(db, memberId, now);
  }
  throw new Error('no active seed');
}

/** A bet on one of the in-house games (already checked by the route's schema). */
export type PlayInput =
  | { game: 'dice'; roundKey: string; stake: number; target: number; direction: DiceDirection }
  | { game: 'slot'; roundKey: string; stake: number };

/** The catalog game a round is recorded under. */
export interface RoundGame { nodeId: number | null; vendor: string; gameCode: string }

/** Outcome of a play: the round and the balance, or an error code (message key) with HTTP status. */
export type PlayResult =
  | { ok: true; round: InhouseRound; balance: number }
  | { ok: false; code: 'wallet_insufficient_funds' | 'wallet_idempotency_conflict' | 'error_internal'; status: number; balance: number };

interface RoundRow { round_id: string; game_code: string; stake: number; payout: number; status: InhouseRound['status']; detail_json: string | null; created_at: number }
interface Detail { requestHash: string; game: string; serverSeedHash: string; clientSeed: string; nonce: number; payout: number; result: Record<string, unknown> }

/** Maps a round row to the betting record the player sees. */
export function toRound(row: RoundRow): InhouseRound {
  const d = (row.detail_json ? JSON.parse(row.detail_json) : {}) as Partial<Detail>;
  return {
    roundId: row.round_id,
    game: d.game ?? row.game_code,
    stake: row.stake,
    payout: row.payout,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    serverSeedHash: d.serverSeedHash ?? '',
    clientSeed: d.clientSeed ?? '',
    nonce: d.nonce ?? 0,
    result: d.result ?? {},
  };
}

async function readRound(db: D1Database, vendor: string, roundId: string): Promise<RoundRow | null> {
  return db.prepare('SELECT round_id, game_code, stake, payout, status, detail_json, created_at FROM game_rounds WHERE vendor = ? AND round_id = ?').bind(vendor, roundId).first<RoundRow>();
}

/**
 * Plays one round for `memberId` (see the module rules). Money moves only through the seamless
 * wallet in `currency`; the answer's balance is the main wallet after the round.
 */
export async function playRound(db: D1Database, currency: string, memberId: number, input: PlayInput, game: RoundGame, now: number): Promise<PlayResult> {
  const wallet = new SeamlessWallet(db, currency, () => now);
  const roundId = `${memberId}-${input.roundKey}`;
  const { roundKey: _key, ...bet } = input;
  const requestHash = await sha256Hex(JSON.stringify([bet, game.nodeId, game.vendor]));
  const balance = () => memberBalance(db, memberId, currency);

  let row = await readRound(db, game.vendor, roundId);
  if (!row) {
    // A bet the balance cannot cover is refused before a nonce is reserved: it moves nothing.
    const before = await balance();
    if (before < input.stake) return { ok: false, code: 'wallet_insufficient_funds', status: 402, balance: before };
    const seed = await reserveNonce(db, memberId, now);
    const bytes = await roundBytes(seed.serverSeed, seed.clientSeed, seed.nonce);
    let payout: number;
    let result: Record<string, unknown>;
    if (input.game === 'dice') {
      const roll = diceRoll(bytes);
      payout = dicePayout(input.stake, input.target, input.direction, roll);
      result = { roll, target: input.target, direction: input.direction };
    } else {
      const stops = slotStops(bytes);
      payout = slotPayout(input.stake, stops);
      result = { stops, line: slotLine(stops) };
    }
    const detail: Detail = { requestHash, game: input.game, serverSeedHash: seed.serverSeedHash, clientSeed: seed.clientSeed, nonce: seed.nonce, payout, result };
    const placed = await wallet.bet({ memberId, vendor: game.vendor, txId: `${roundId}:bet`, roundId, gameCode: game.gameCode, nodeId: game.nodeId, amount: input.stake, detail });
    if (!placed.ok) {
      if (placed.error === 'insufficient_funds') {
        // The balance fell between the check and the bet (a concurrent bet): the nonce is given
        // back unless a later round already took the next one (then it stays a visible gap).
        await db.prepare('UPDATE fair_seeds SET nonce = nonce - 1 WHERE id = ? AND nonce = ?').bind(seed.seedId, seed.nonce + 1).run();
        return { ok: false, code: 'wallet_insufficient_funds', status: 402, balance: placed.balance };
      }
      // Another request with this key is placing the same round, or placed another bet with it.
      row = await readRound(db, game.vendor, roundId);
      if (!row) return { ok: false, code: 'wallet_idempotency_conflict', status: 409, balance: placed.balance };
    } else {
      row = await readRound(db, game.vendor, roundId);
    }
  }
  if (!row) return { ok: false, code: 'error_internal', status: 500, balance: await balance() };
  const detail = (row.detail_json ? JSON.parse(row.detail_json) : {}) as Partial<Detail>;
  if (detail.requestHash !== requestHash) return { ok: false, code: 'wallet_idempotency_conflict', status: 409, balance: await balance() };

  if (row.status === 'open') {
    // Settle with the outcome stored on the round (also when resuming an interrupted round).
    const won = await wallet.win({ memberId, vendor: game.vendor, txId: `${roundId}:win`, roundId, amount: detail.payout ?? 0 });
    if (!won.ok && won.error !== 'already_settled') {
      const undone = await wallet.rollback({ memberId, vendor: game.vendor, txId: `${roundId}:rollback`, refTxId: `${roundId}:bet` });
      if (!undone.ok && undone.error !== 'already_settled') console.error('inhouse: round left open', roundId, won, undone);
      return { ok: false, code: 'error_internal', status: 500, balance: await balance() };
    }
    row = (await readRound(db, game.vendor, roundId))!;
  }
  return { ok: true, round: toRound(row), balance: await balance() };
}

/** The member's latest rounds (betting records), newest first, at most `limit`. */
export async function recentRounds(db: D1Database, memberId: number, limit = 20): Promise<InhouseRound[]> {
  const { results } = await db
    .prepare('SELECT round_id, game_code, stake, payout, status, detail_json, created_at FROM game_rounds WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ?')
    .bind(memberId, limit)
    .all<RoundRow>();
  return results.map(toRound);
}

/** Age in ms after which an open in-house round counts as interrupted and is reconciled. */
export const OPEN_ROUND_GRACE_MS = 2 * 60_000;

/**
 * Settles in-house rounds left open by an interruption between their bet and their win (a
 * platform error, a lost request): each open round older than {@link OPEN_ROUND_GRACE_MS} at `now`
 * is paid the payout stored on it when the bet was placed (its outcome was fixed then), through
 * the seamless wallet under the round's own `:win` key; when that fails the bet is rolled back
 * under its `:rollback` key. Both are keyed, so a rerun or a concurrent resume moves nothing twice.
 * Only rounds of this engine (their detail carries the request hash and payout) are touched:
 * lottery tickets stay open until their draw. Returns how many rounds were closed.
 */
export async function reconcileOpenRounds(db: D1Database, currency: string, now: number, limit = 200): Promise<number> {
  const { results } = await db
    .prepare(
      "SELECT member_id, vendor, round_id, detail_json FROM game_rounds WHERE status = 'open' AND created_at <= ? " +
        "AND json_extract(detail_json, '$.requestHash') IS NOT NULL AND json_extract(detail_json, '$.game') IN ('dice', 'slot') ORDER BY id LIMIT ?",
    )
    .bind(now - OPEN_ROUND_GRACE_MS, limit)
    .all<{ member_id: number; vendor: string; round_id: string; detail_json: string }>();
  const wallet = new SeamlessWallet(db, currency, () => now);
  let closed = 0;
  for (const r of results) {
    const payout = (JSON.parse(r.detail_json) as Partial<Detail>).payout ?? 0;
    const won = await wallet.win({ memberId: r.member_id, vendor: r.vendor, txId: `${r.round_id}:win`, roundId: r.round_id, amount: payout });
    if (won.ok) {
      closed += 1;
      continue;
    }
    if (won.error === 'already_settled') continue;
    const undone = await wallet.rollback({ memberId: r.member_id, vendor: r.vendor, txId: `${r.round_id}:rollback`, refTxId: `${r.round_id}:bet` });
    if (undone.ok) closed += 1;
    else if (undone.error !== 'already_settled') console.error('reconcile: round still open', r.round_id, undone.error);
  }
  return closed;
}
