/**
 * The in-house game server (SPEC §2.1 /inhouse; DESIGN.md "Sandbox platform"): provably-fair seeds per member and rounds of dice and
 * slot that pay through the seamless wallet (bet, then win; a rollback when settling fails).
 *
 * A round is identified by the player's `roundKey` (its idempotency key): the same key with the
 * same bet returns the first round, with another bet `wallet_idempotency_conflict`. Concurrent
 * requests with one key settle one round: the bet's provider transaction id is derived from the
 * key, so the second bet is a replay and then settles the round the first one placed.
 *
 * The nonce is taken inside the bet's own batch: after the round's insert, the batch records the
 * active seed's current nonce on the round and steps it by one (the fair_seeds_nonce_step trigger of
 * 0050_atomic_limits.sql refuses a step on a seed revealed meanwhile; the bet is then placed on the
 * new seed). A bet refused for funds, responsible-gaming limits or exclusion rolls back whole, so
 * it leaves no trace in the fairness sequence, and the rounds of one seed carry the nonces 0, 1,
 * 2… without a gap, in parallel too, without a bet ever waiting for another. The outcome is fixed
 * by the bet: it follows from the seed and the nonce recorded on the round (computed right after
 * the bet, stored with the win), so a round interrupted between bet and win settles the same way
 * on retry or by {@link reconcileOpenRounds}.
 */
import {
  diceRoll,
  dicePayout,
  newClientSeed,
  newServerSeed,
  roundBytes,
  serverSeedHash,
  slotLine,
  slotPayout,
  slotStops,
  type DiceDirection,
} from '../../contracts/provably-fair.ts';
import type { FairState, InhouseRound } from '../../contracts/schemas/games.ts';
import { sha256Hex } from '../crypto/token.ts';
import { memberBalance } from '../lib/ledger.ts';
import { logPlatformEvent } from '../lib/log.ts';
import type { ResponsibleGamingRefusal } from '../member/responsible-gaming.ts';
import { SeamlessWallet, type SeamlessResult } from './seamless-wallet.ts';

/** The in-house vendor code. */
export const INHOUSE_VENDOR = 'inhouse';
/** How many revealed seeds the fairness panel lists. */
const REVEALED_SHOWN = 5;

interface SeedRow {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  revealed_at: number | null;
}

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
    .prepare(
      'SELECT id, server_seed, server_seed_hash, client_seed, nonce, revealed_at FROM fair_seeds WHERE member_id = ? ORDER BY revealed_at IS NULL DESC, revealed_at DESC LIMIT ?',
    )
    .bind(memberId, REVEALED_SHOWN + 1)
    .all<SeedRow>();
  const active = results.find((r) => r.revealed_at === null)!;
  return {
    serverSeedHash: active.server_seed_hash,
    clientSeed: active.client_seed,
    nonce: active.nonce,
    revealed: results
      .filter((r) => r.revealed_at !== null)
      .map((r) => ({
        serverSeed: r.server_seed,
        serverSeedHash: r.server_seed_hash,
        clientSeed: r.client_seed,
        nonce: r.nonce,
        revealedAt: new Date(r.revealed_at!).toISOString(),
      })),
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
    db
      .prepare('INSERT INTO fair_seeds (member_id, server_seed, server_seed_hash, client_seed, nonce, created_at) VALUES (?, ?, ?, ?, 0, ?)')
      .bind(memberId, seed, await serverSeedHash(seed), clientSeed, now),
  ]);
  return fairState(db, memberId, now);
}

/** The member's active seed (created when missing); its `nonce` is the next round's. */
async function activeSeed(db: D1Database, memberId: number, now: number): Promise<SeedRow> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await db
      .prepare('SELECT id, server_seed, server_seed_hash, client_seed, nonce, revealed_at FROM fair_seeds WHERE member_id = ? AND revealed_at IS NULL')
      .bind(memberId)
      .first<SeedRow>();
    if (row) return row;
    await ensureSeed(db, memberId, now);
  }
  throw new Error('no active seed');
}

// How many times a bet is placed again because its seed was revealed (rotated) in the meantime.
const MAX_SEED_ATTEMPTS = 3;

/** The bet of an in-house round: the game, the stake (minor units) and, for dice, target and direction. */
export type PlayBet = { game: 'dice'; stake: number; target: number; direction: DiceDirection } | { game: 'slot'; stake: number };
/** A bet on one of the in-house games with its round key (already checked by the route's schema). */
export type PlayInput = PlayBet & { roundKey: string };

/** The catalog game a round is recorded under. */
export interface RoundGame {
  nodeId: number | null;
  vendor: string;
  gameCode: string;
}

/** Outcome of a play: the round and the balance, or an error code (message key) with HTTP status. */
export type PlayResult =
  | { ok: true; round: InhouseRound; balance: number }
  | {
      ok: false;
      code: 'wallet_insufficient_funds' | 'wallet_idempotency_conflict' | 'error_internal' | 'error_rate_limited' | ResponsibleGamingRefusal;
      status: number;
      balance: number;
    };

interface RoundRow {
  round_id: string;
  game_code: string;
  stake: number;
  payout: number;
  status: InhouseRound['status'];
  detail_json: string | null;
  created_at: number;
}
/**
 * What an in-house round stores: the request's hash, the game and its bet, the seed it was played
 * on (id, hash, client seed) and the nonce its bet took; the payout and result once settled
 * (rounds placed before the nonce moved into the bet's batch carry them from the bet on).
 */
interface Detail {
  requestHash: string;
  game: string;
  bet?: PlayBet;
  seedId?: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  payout: number;
  result: Record<string, unknown>;
}

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
  return db
    .prepare('SELECT round_id, game_code, stake, payout, status, detail_json, created_at FROM game_rounds WHERE vendor = ? AND round_id = ?')
    .bind(vendor, roundId)
    .first<RoundRow>();
}

/** The payout (minor units) and result of `bet` on a seed pair and nonce. */
async function outcome(bet: PlayBet, serverSeed: string, clientSeed: string, nonce: number): Promise<{ payout: number; result: Record<string, unknown> }> {
  const bytes = await roundBytes(serverSeed, clientSeed, nonce);
  if (bet.game === 'dice') {
    const roll = diceRoll(bytes);
    return { payout: dicePayout(bet.stake, bet.target, bet.direction, roll), result: { roll, target: bet.target, direction: bet.direction } };
  }
  const stops = slotStops(bytes);
  return { payout: slotPayout(bet.stake, stops), result: { stops, line: slotLine(stops) } };
}

/**
 * The outcome of an open round: the one stored on it, or the one its seed and recorded nonce give.
 * Null when neither is known (a round this engine did not place).
 */
async function roundOutcome(db: D1Database, d: Partial<Detail>): Promise<{ payout: number; result: Record<string, unknown> } | null> {
  if (d.payout !== undefined) return { payout: d.payout, result: d.result ?? {} };
  if (d.bet === undefined || d.seedId === undefined || d.nonce === undefined) return null;
  const seed = await db
    .prepare('SELECT server_seed, client_seed FROM fair_seeds WHERE id = ?')
    .bind(d.seedId)
    .first<{ server_seed: string; client_seed: string }>();
  return seed ? outcome(d.bet, seed.server_seed, seed.client_seed, d.nonce) : null;
}

/**
 * Places the bet of a new round on the member's active seed, in one batch with its nonce (see the
 * module rules); placed again on the new seed when the seed was revealed meanwhile, at most
 * MAX_SEED_ATTEMPTS times. Null when the attempts ran out.
 */
async function placeBet(
  db: D1Database,
  wallet: SeamlessWallet,
  memberId: number,
  bet: PlayBet,
  requestHash: string,
  game: RoundGame,
  roundId: string,
  now: number,
): Promise<SeamlessResult | null> {
  for (let attempt = 0; attempt < MAX_SEED_ATTEMPTS; attempt++) {
    const seed = await activeSeed(db, memberId, now);
    const detail: Omit<Detail, 'nonce' | 'payout' | 'result'> = {
      requestHash,
      game: bet.game,
      bet,
      seedId: seed.id,
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
    };
    const placed = await wallet.bet({
      memberId,
      vendor: game.vendor,
      txId: `${roundId}:bet`,
      roundId,
      gameCode: game.gameCode,
      nodeId: game.nodeId,
      amount: bet.stake,
      detail,
      extra: [
        db
          .prepare(
            "UPDATE game_rounds SET detail_json = json_set(detail_json, '$.nonce', (SELECT nonce FROM fair_seeds WHERE id = ?1)) WHERE vendor = ?2 AND round_id = ?3",
          )
          .bind(seed.id, game.vendor, roundId),
        db.prepare('UPDATE fair_seeds SET nonce = nonce + 1 WHERE id = ?').bind(seed.id),
      ],
    });
    if (placed.ok || placed.error !== 'refused' || placed.detail !== 'fair_seed_revealed') return placed;
  }
  return null;
}

/**
 * Plays one round for `memberId` (see the module rules). Money moves only through the seamless
 * wallet in `currency`; the answer's balance is the main wallet after the round. Refusals, each
 * moving nothing and taking no nonce: 402 wallet_insufficient_funds, 403 error_rg_* (responsible
 * gaming, DOMAIN.md §5), 409 wallet_idempotency_conflict (round key reused for another bet), 429
 * error_rate_limited (the seed kept being rotated while the bet was placed: try again).
 */
export async function playRound(db: D1Database, currency: string, memberId: number, input: PlayInput, game: RoundGame, now: number): Promise<PlayResult> {
  const wallet = new SeamlessWallet(db, currency, () => now);
  const roundId = `${memberId}-${input.roundKey}`;
  const { roundKey: _key, ...rest } = input;
  const bet = rest as PlayBet;
  const requestHash = await sha256Hex(JSON.stringify([bet, game.nodeId, game.vendor]));
  const balance = () => memberBalance(db, memberId, currency);

  let row = await readRound(db, game.vendor, roundId);
  if (!row) {
    const placed = await placeBet(db, wallet, memberId, bet, requestHash, game, roundId, now);
    if (!placed) return { ok: false, code: 'error_rate_limited', status: 429, balance: await balance() };
    if (!placed.ok) {
      if (placed.error === 'insufficient_funds') return { ok: false, code: 'wallet_insufficient_funds', status: 402, balance: placed.balance };
      if (placed.error === 'limit_refused') return { ok: false, code: placed.refusal, status: 403, balance: placed.balance };
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
    // Settle with the outcome the bet fixed (also when resuming an interrupted round).
    const settled = await roundOutcome(db, detail);
    const won = settled
      ? await wallet.win({ memberId, vendor: game.vendor, txId: `${roundId}:win`, roundId, amount: settled.payout, detail: { ...detail, ...settled } })
      : ({ ok: false, error: 'unknown_transaction' } as const);
    if (!won.ok && won.error !== 'already_settled') {
      const undone = await wallet.rollback({ memberId, vendor: game.vendor, txId: `${roundId}:rollback`, refTxId: `${roundId}:bet` });
      if (!undone.ok && undone.error !== 'already_settled')
        logPlatformEvent('error', 'inhouse-round-left-open', { roundId, win: won.error, rollback: undone.error });
      return { ok: false, code: 'error_internal', status: 500, balance: await balance() };
    }
    row = (await readRound(db, game.vendor, roundId))!;
  }
  return { ok: true, round: toRound(row), balance: await balance() };
}

/** The member's latest rounds (betting records), newest first, at most `limit`. */
export async function recentRounds(db: D1Database, memberId: number, limit = 20): Promise<InhouseRound[]> {
  const { results } = await db
    .prepare(
      'SELECT round_id, game_code, stake, payout, status, detail_json, created_at FROM game_rounds WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
    )
    .bind(memberId, limit)
    .all<RoundRow>();
  return results.map(toRound);
}

/** Age in ms after which an open in-house round counts as interrupted and is reconciled. */
export const OPEN_ROUND_GRACE_MS = 2 * 60_000;

/**
 * Settles in-house rounds left open by an interruption between their bet and their win (a
 * platform error, a lost request): each open round older than {@link OPEN_ROUND_GRACE_MS} at `now`
 * is paid the outcome its bet fixed (stored on it, or given by its seed and recorded nonce),
 * through the seamless wallet under the round's own `:win` key; when that fails or the outcome is
 * unknown the bet is rolled back under its `:rollback` key. Both are keyed, so a rerun or a
 * concurrent resume moves nothing twice. Only rounds of this engine (their detail carries the
 * request hash and the game) are touched: lottery tickets stay open until their draw. Returns how
 * many rounds were closed.
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
    const detail = JSON.parse(r.detail_json) as Partial<Detail>;
    const settled = await roundOutcome(db, detail);
    if (settled) {
      const won = await wallet.win({
        memberId: r.member_id,
        vendor: r.vendor,
        txId: `${r.round_id}:win`,
        roundId: r.round_id,
        amount: settled.payout,
        detail: { ...detail, ...settled },
      });
      if (won.ok) {
        closed += 1;
        continue;
      }
      if (won.error === 'already_settled') continue;
    }
    const undone = await wallet.rollback({ memberId: r.member_id, vendor: r.vendor, txId: `${r.round_id}:rollback`, refTxId: `${r.round_id}:bet` });
    if (undone.ok) closed += 1;
    else if (undone.error !== 'already_settled') logPlatformEvent('error', 'reconcile-round-still-open', { roundId: r.round_id, rollback: undone.error });
  }
  return closed;
}
