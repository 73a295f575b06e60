/**
 * Calls of the sandbox's timed-table stand-ins (SPEC §2.10; DOMAIN.md §4; src/platform/games/vendors/tables.ts):
 * a live baccarat table (sides player, banker, tie) and a cockfight arena (sides meron, wala), rounds on a
 * time grid with a committed server seed. Odds in thousandths, stake included (2.000 = 1:1), money in
 * minor units, times in ms since epoch.
 */
import * as z from 'zod/mini';
import { INHOUSE_STAKE } from './games.ts';

/** The sides a table bet may take (baccarat: player, banker, tie; cockfight: meron, wala). */
export const TABLE_SIDE = ['player', 'banker', 'tie', 'meron', 'wala'] as const;

/** A round's revealed result: cancelled by the vendor, or its winner (a side, or `draw` for a fight) and a coup's cards. */
export const tableResultSchema = z.object({
  cancelled: z.boolean(),
  winner: z.nullable(z.string()),
  cards: z.nullable(z.object({ player: z.array(z.string()), banker: z.array(z.string()), playerTotal: z.int(), bankerTotal: z.int() })),
});

/** A member's bet on a table: its side, stake, odds, state and payout (the stake back when void or rolled back). */
export const tableBetSchema = z.object({
  betId: z.string(),
  roundId: z.string(),
  side: z.enum(TABLE_SIDE),
  stake: z.int(),
  odds: z.int(),
  state: z.enum(['open', 'won', 'lost', 'void', 'rolled_back']),
  payout: z.int(),
  createdAt: z.number(),
});

/**
 * The table at the time of the answer (`now`): the round taking bets until `closesAt` and revealed at
 * `settlesAt` with its committed seed hash, the odds of each side, the last rounds (result and revealed
 * seed) and the member's 20 latest bets there.
 */
export const tableStateSchema = z.object({
  kind: z.enum(['baccarat', 'cockfight']),
  now: z.number(),
  round: z.object({ roundId: z.string(), opensAt: z.number(), closesAt: z.number(), settlesAt: z.number(), serverSeedHash: z.string() }),
  odds: z.record(z.string(), z.int()),
  history: z.array(z.object({ roundId: z.string(), result: tableResultSchema, serverSeed: z.string(), serverSeedHash: z.string() })),
  bets: z.array(tableBetSchema),
});

/** The table of game `nodeId` (a live or cockfight game). */
export const tableStateRequestSchema = z.object({ nodeId: z.coerce.number().check(z.int(), z.positive()) });

/** A bet: on game `nodeId`, in round `roundId`, on `side`, `stake` minor units (the in-house stake range), `betKey` its idempotency key. */
export const tableBetRequestSchema = z.object({
  nodeId: z.int().check(z.positive()),
  roundId: z.string().check(z.maxLength(80)),
  side: z.enum(TABLE_SIDE),
  stake: z.int().check(z.gte(INHOUSE_STAKE.min), z.lte(INHOUSE_STAKE.max)),
  betKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
});

/** Answer of a table read or bet: the member's balance (minor units) and the table. */
export const tablePlayResponseSchema = z.object({ balance: z.int(), table: tableStateSchema });
