/**
 * The sandbox's timed-table stand-ins (SPEC §2.10, §7.2; DOMAIN.md §4): what a live-casino vendor
 * (a baccarat table, ./baccarat.ts) or a cockfight arena (./cockfight.ts) does behind its client,
 * speaking to the platform only through the seamless-wallet protocol (../vendor-wallet.ts).
 *
 * - Each table (a live or cockfight game of a vendor) runs one round after another on a fixed time
 *   grid: round n opens for bets at n × cycle, closes them `windowMs` later (the deal or the fight),
 *   and its result is revealed at (n + 1) × cycle, when round n + 1 opens ({@link TABLE_TIMING}).
 * - The result is committed before any bet: each round gets a fresh server seed whose SHA-256 is
 *   shown during the bet window; its outcome bytes are HMAC-SHA256(seed, `<vendor>:<game code>:<n>`)
 *   (provably-fair roundBytes with the table as client seed and n as nonce), and the seed is shown
 *   once the round is over, so anyone can re-compute the cards or the fight.
 * - The vendor cancels about one round in {@link CANCEL_ONE_IN} (the last outcome byte decides: a
 *   misdeal, a fight called off): every bet in it is rolled back.
 * - A member places any number of bets in a round, each one vendor bet keyed by the member's bet
 *   key; a bet after the window, or on a round that is not the table's current one, is refused
 *   (the 0057_live_rounds.sql trigger refuses it inside the bet's batch too).
 * - {@link settleTables} reveals the results of rounds past their end and settles every open bet in
 *   them through the wallet (won, lost, void for a push or a draw; rolled back for a cancelled
 *   round). The table's read runs it for that table (the page polls), the cron job for all.
 *   Keyed by the bet: a rerun moves nothing twice.
 */
import type { GameClassify } from '../../../contracts/schemas/games.ts';
import { newServerSeed, roundBytes, serverSeedHash } from '../../../contracts/provably-fair.ts';
import { VendorWallet, type VendorAnswer } from '../vendor-wallet.ts';
import { BACCARAT_ODDS, BACCARAT_SIDES, baccaratPayout, cardFace, dealBaccarat, type BaccaratDeal, type BaccaratSide } from './baccarat.ts';
import { COCKFIGHT_SIDES, fightOdds, fightPayout, fightResult, type CockfightSide, type FightResult } from './cockfight.ts';

/** The timed-table stand-ins. */
export type TableKind = 'baccarat' | 'cockfight';

/** The stand-in a game type (game classify) opens, if it is a timed table. */
export const TABLE_KIND_OF: Partial<Record<GameClassify | string, TableKind>> = { live: 'baccarat', cockfight: 'cockfight' };

/** Bet window and round length of each kind (ms): a round is `windowMs` of bets, then the deal or fight until `cycleMs`. */
export const TABLE_TIMING: Record<TableKind, { windowMs: number; cycleMs: number }> = {
  baccarat: { windowMs: 15_000, cycleMs: 20_000 },
  cockfight: { windowMs: 20_000, cycleMs: 30_000 },
};

/** About one round in this many is cancelled by the vendor. */
export const CANCEL_ONE_IN = 16;

/** Every side a bet may take, by kind. */
export const TABLE_SIDES: Record<TableKind, readonly string[]> = { baccarat: BACCARAT_SIDES, cockfight: COCKFIGHT_SIDES };

/** A table: a live or cockfight game of a vendor. */
export interface Table {
  vendor: string;
  gameCode: string;
  kind: TableKind;
}

/** A round's revealed result: cancelled, or the winning side (and a coup's cards, faces like `10♥`). */
export interface TableResult {
  cancelled: boolean;
  winner: string | null;
  cards: { player: string[]; banker: string[]; playerTotal: number; bankerTotal: number } | null;
}

interface RoundRow {
  vendor: string;
  game_code: string;
  round_no: number;
  round_id: string;
  kind: TableKind;
  server_seed: string;
  server_seed_hash: string;
  opens_at: number;
  closes_at: number;
  settles_at: number;
  status: 'open' | 'settled' | 'cancelled';
  result_json: string | null;
}

/** The number of the round of `kind` open (or dealing) at `now`. */
export function roundNoAt(kind: TableKind, now: number): number {
  return Math.floor(now / TABLE_TIMING[kind].cycleMs);
}

/** The vendor's id of round `roundNo` of game `gameCode`. */
export function tableRoundId(gameCode: string, roundNo: number): string {
  return `${gameCode}-${roundNo}`;
}

/** The odds (thousandths, stake included) of each side of round `roundId`. */
export function sideOdds(kind: TableKind, roundId: string): Record<string, number> {
  return kind === 'baccarat' ? BACCARAT_ODDS : fightOdds(roundId);
}

/**
 * Round `roundNo` of `table`, created with a fresh server seed (or `seed`, for tests) when it does
 * not exist yet; concurrent callers get the same round.
 */
export async function ensureRound(db: D1Database, table: Table, roundNo: number, seed = newServerSeed()): Promise<RoundRow> {
  const { windowMs, cycleMs } = TABLE_TIMING[table.kind];
  const opens = roundNo * cycleMs;
  const roundId = tableRoundId(table.gameCode, roundNo);
  await db
    .prepare(
      'INSERT OR IGNORE INTO sandbox_table_rounds (vendor, game_code, round_no, round_id, kind, server_seed, server_seed_hash, opens_at, closes_at, settles_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .bind(table.vendor, table.gameCode, roundNo, roundId, table.kind, seed, await serverSeedHash(seed), opens, opens + windowMs, opens + cycleMs)
    .run();
  return (await db
    .prepare('SELECT * FROM sandbox_table_rounds WHERE vendor = ? AND game_code = ? AND round_no = ?')
    .bind(table.vendor, table.gameCode, roundNo)
    .first<RoundRow>())!;
}

/** The 32 outcome bytes of a round (see the module rules). */
export function outcomeBytes(r: { server_seed: string; vendor: string; game_code: string; round_no: number }): Promise<Uint8Array> {
  return roundBytes(r.server_seed, `${r.vendor}:${r.game_code}`, r.round_no);
}

type Outcome = { cancelled: true } | { cancelled: false; deal: BaccaratDeal } | { cancelled: false; fight: FightResult };

/** A round's outcome from its bytes: cancelled by the vendor, a coup or a fight. */
export function roundOutcome(kind: TableKind, roundId: string, bytes: Uint8Array): Outcome {
  if (bytes[31]! % CANCEL_ONE_IN === 0) return { cancelled: true };
  return kind === 'baccarat' ? { cancelled: false, deal: dealBaccarat(bytes) } : { cancelled: false, fight: fightResult(roundId, bytes) };
}

function toResult(o: Outcome): TableResult {
  if (o.cancelled) return { cancelled: true, winner: null, cards: null };
  if ('fight' in o) return { cancelled: false, winner: o.fight.winner, cards: null };
  const d = o.deal;
  return {
    cancelled: false,
    winner: d.winner,
    cards: { player: d.player.map(cardFace), banker: d.banker.map(cardFace), playerTotal: d.playerTotal, bankerTotal: d.bankerTotal },
  };
}

/** A bet to place: the member's bet key (its idempotency key), the round it was placed for, its side and stake (minor units). */
export interface TableBetRequest {
  memberId: number;
  table: Table;
  betKey: string;
  roundId: string;
  side: string;
  stake: number;
}

/** Why a bet is refused before it reaches the wallet: the round is not taking bets, or the side is not the table's. */
export type TableRefusal = 'table_round_closed' | 'error_validation';

/**
 * Places one bet (see the module rules). Refuses, moving nothing, a side the table has not
 * (`error_validation`) and a round that is not the one taking bets at `now` (`table_round_closed`);
 * otherwise answers the wallet's answer (funds, limits, `round_closed`, replay). A replayed bet
 * key answers its first answer even once the window closed.
 */
export async function placeTableBet(db: D1Database, currency: string, req: TableBetRequest, now: number): Promise<{ refused: TableRefusal } | VendorAnswer> {
  const { table } = req;
  if (!TABLE_SIDES[table.kind].includes(req.side)) return { refused: 'error_validation' };
  const txId = `${table.kind}:${req.memberId}:${req.betKey}`;
  const replay = await db.prepare('SELECT round_id FROM sandbox_table_bets WHERE tx_id = ?').bind(txId).first<{ round_id: string }>();
  if (!replay) {
    const current = await ensureRound(db, table, roundNoAt(table.kind, now));
    if (current.round_id !== req.roundId || now >= current.closes_at) return { refused: 'table_round_closed' };
  }
  const odds = sideOdds(table.kind, req.roundId)[req.side]!;
  return new VendorWallet(db, currency, () => now).placeBet({
    vendor: table.vendor,
    memberId: req.memberId,
    txId,
    roundId: req.roundId,
    gameCode: table.gameCode,
    amount: req.stake,
    detail: { kind: table.kind, side: req.side, odds },
    extra: [
      db
        .prepare(
          'INSERT INTO sandbox_table_bets (tx_id, vendor, game_code, round_id, member_id, side, stake, odds, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(txId, table.vendor, table.gameCode, req.roundId, req.memberId, req.side, req.stake, odds, now),
    ],
  });
}

interface BetRow {
  tx_id: string;
  vendor: string;
  game_code: string;
  round_id: string;
  member_id: number;
  side: string;
  stake: number;
  odds: number;
  created_at: number;
}

/**
 * The tables' settlement (on a table's read and in the cron job): reveals the result of every round
 * past its end (of `only` that table, or of all), then settles each open bet of a revealed round
 * through the wallet: paid as won, lost or void (a baccarat push, a fight's draw), and for a round
 * the vendor cancelled, every bet of each member rolled back (VendorWallet.cancelRound). Each call is
 * keyed by the bet, so reruns and concurrent passes move nothing twice. Returns how many bets it settled.
 */
export async function settleTables(db: D1Database, currency: string, now: number, only?: { vendor: string; gameCode: string }): Promise<number> {
  const filter = only ? ' AND vendor = ? AND game_code = ?' : '';
  const args = only ? [only.vendor, only.gameCode] : [];
  const { results: due } = await db
    .prepare(`SELECT * FROM sandbox_table_rounds WHERE status = 'open' AND settles_at <= ?${filter} ORDER BY settles_at LIMIT 100`)
    .bind(now, ...args)
    .all<RoundRow>();
  for (const r of due) {
    const result = toResult(roundOutcome(r.kind, r.round_id, await outcomeBytes(r)));
    await db
      .prepare("UPDATE sandbox_table_rounds SET status = ?, result_json = ? WHERE vendor = ? AND round_id = ? AND status = 'open'")
      .bind(result.cancelled ? 'cancelled' : 'settled', JSON.stringify(result), r.vendor, r.round_id)
      .run();
  }
  const { results: open } = await db
    .prepare(
      `SELECT b.*, r.kind, r.status AS round_status, r.server_seed, r.round_no FROM sandbox_table_bets b JOIN sandbox_table_rounds r ON r.vendor = b.vendor AND r.round_id = b.round_id ` +
        `WHERE b.status = 'open' AND r.status <> 'open'${only ? ' AND b.vendor = ? AND b.game_code = ?' : ''} ORDER BY b.created_at LIMIT 500`,
    )
    .bind(...args)
    .all<BetRow & { kind: TableKind; round_status: RoundRow['status']; server_seed: string; round_no: number }>();
  const wallet = new VendorWallet(db, currency, () => now);
  const close = (txIds: string[]) =>
    db
      .prepare(`UPDATE sandbox_table_bets SET status = 'closed' WHERE tx_id IN (${txIds.map(() => '?').join(',')})`)
      .bind(...txIds)
      .run();
  let settled = 0;
  const cancelled = new Set<string>();
  for (const b of open) {
    if (b.round_status === 'cancelled') {
      const key = `${b.vendor}\n${b.round_id}\n${b.member_id}`;
      if (cancelled.has(key)) continue;
      cancelled.add(key);
      settled += await wallet.cancelRound(b.vendor, b.member_id, b.round_id, 'cancel');
      await close(open.filter((o) => o.vendor === b.vendor && o.round_id === b.round_id && o.member_id === b.member_id).map((o) => o.tx_id));
      continue;
    }
    const outcome = roundOutcome(b.kind, b.round_id, await outcomeBytes(b));
    if (outcome.cancelled) continue;
    const pay =
      'deal' in outcome ? baccaratPayout(b.side as BaccaratSide, b.stake, outcome.deal) : fightPayout(b.side as CockfightSide, b.stake, b.odds, outcome.fight);
    const res = await wallet.settle({
      vendor: b.vendor,
      memberId: b.member_id,
      txId: `${b.tx_id}:settle`,
      betTxId: b.tx_id,
      roundId: b.round_id,
      amount: pay.amount,
      outcome: pay.outcome,
      roundClosed: true,
    });
    // A bet the reconcile job rolled back meanwhile is settled all the same.
    if (res.ok || res.error === 'already_settled') {
      await close([b.tx_id]);
      if (res.ok && !res.replayed) settled++;
    }
  }
  return settled;
}

/** A bet as the member's table shows it (money in minor units, odds in thousandths). */
export interface TableBet {
  betId: string;
  roundId: string;
  side: string;
  stake: number;
  odds: number;
  state: 'open' | 'won' | 'lost' | 'void' | 'rolled_back';
  payout: number;
  createdAt: number;
}

/** A past round of a table: its id, result and the seed it was committed to (to check it). */
export interface TableRound {
  roundId: string;
  result: TableResult;
  serverSeed: string;
  serverSeedHash: string;
}

/** The table as the member sees it at `now`: the round taking bets (or dealing), the sides' odds, the last results, the member's bets. */
export interface TableState {
  kind: TableKind;
  now: number;
  round: { roundId: string; opensAt: number; closesAt: number; settlesAt: number; serverSeedHash: string };
  odds: Record<string, number>;
  history: TableRound[];
  bets: TableBet[];
}

/** Settles `table`'s rounds that are over, then reads its state for `memberId` (see {@link TableState}). */
export async function tableState(db: D1Database, currency: string, table: Table, memberId: number, now: number): Promise<TableState> {
  await settleTables(db, currency, now, table);
  const round = await ensureRound(db, table, roundNoAt(table.kind, now));
  const [history, bets] = await db.batch<RoundRow | (BetRow & { round_status: string; payout: number; outcome: TableBet['state'] | null })>([
    db
      .prepare("SELECT * FROM sandbox_table_rounds WHERE vendor = ? AND game_code = ? AND status <> 'open' ORDER BY round_no DESC LIMIT 8")
      .bind(table.vendor, table.gameCode),
    db
      .prepare(
        "SELECT b.*, r.status AS round_status, r.payout, r.outcome FROM sandbox_table_bets b JOIN game_rounds r ON r.vendor = b.vendor AND r.round_id = b.round_id || '/' || b.tx_id " +
          'WHERE b.member_id = ? AND b.vendor = ? AND b.game_code = ? ORDER BY b.created_at DESC, b.tx_id LIMIT 20',
      )
      .bind(memberId, table.vendor, table.gameCode),
  ]);
  return {
    kind: table.kind,
    now,
    round: { roundId: round.round_id, opensAt: round.opens_at, closesAt: round.closes_at, settlesAt: round.settles_at, serverSeedHash: round.server_seed_hash },
    odds: sideOdds(table.kind, round.round_id),
    history: (history!.results as RoundRow[]).map((r) => ({
      roundId: r.round_id,
      result: JSON.parse(r.result_json!) as TableResult,
      serverSeed: r.server_seed,
      serverSeedHash: r.server_seed_hash,
    })),
    bets: (bets!.results as (BetRow & { round_status: string; payout: number; outcome: TableBet['state'] | null })[]).map((b) => {
      const state: TableBet['state'] =
        b.outcome ?? (b.round_status === 'open' ? 'open' : b.round_status === 'rolled_back' ? 'rolled_back' : b.payout > 0 ? 'won' : 'lost');
      return {
        betId: b.tx_id,
        roundId: b.round_id,
        side: b.side,
        stake: b.stake,
        odds: b.odds,
        state,
        payout: state === 'void' || state === 'rolled_back' ? b.stake : b.payout,
        createdAt: b.created_at,
      };
    }),
  };
}
