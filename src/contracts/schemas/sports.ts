/**
 * Calls of the sandbox's sportsbook stand-in (SPEC §2.10; DOMAIN.md §4; src/platform/games/vendors/sports.ts):
 * matches with 1X2 and over/under 2.5 odds, bet slips (singles and accumulators), cash-out.
 * Odds in thousandths (1.850 = 1850), money in minor units, times in ms since epoch.
 */
import * as z from 'zod/mini';
import { INHOUSE_STAKE } from './games.ts';

const PICK = ['home', 'draw', 'away', 'over', 'under'] as const;
const odds = z.record(z.enum(PICK), z.int());

/** A match open for betting: teams, kick-off, current odds; score once finished. */
export const sportsMatchSchema = z.object({
  id: z.string(),
  home: z.string(),
  away: z.string(),
  kickoffAt: z.number(),
  status: z.enum(['scheduled', 'finished', 'abandoned', 'withdrawn']),
  odds,
  score: z.nullable(z.tuple([z.int(), z.int()])),
});

/** One leg of a slip: the pick at the odds accepted, and its result once the match is over. */
export const slipLegSchema = z.object({
  matchId: z.string(),
  home: z.string(),
  away: z.string(),
  pick: z.enum(PICK),
  odds: z.int(),
  result: z.optional(z.enum(['won', 'lost', 'void'])),
});

/** A bet slip: stake, total odds, legs, state, payout (the stake back when void or rolled back) and the cash-out offer. */
export const sportsSlipSchema = z.object({
  slipId: z.string(),
  stake: z.int(),
  odds: z.int(),
  legs: z.array(slipLegSchema),
  state: z.enum(['open', 'won', 'lost', 'void', 'cashed_out', 'rolled_back']),
  payout: z.int(),
  cashOut: z.nullable(z.int()),
  createdAt: z.number(),
});

/** The sportsbook's state for the member: open matches and their latest slips. */
export const sportsbookSchema = z.object({ matches: z.array(sportsMatchSchema), slips: z.array(sportsSlipSchema) });

/**
 * A slip: `nodeId` the sports game launched, `slipKey` its idempotency key, `stake` minor units (the in-house stake range),
 * 1 … 6 legs on different matches (one: a single; more: an accumulator).
 */
export const sportsBetRequestSchema = z.object({
  nodeId: z.int().check(z.positive()),
  slipKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  stake: z.int().check(z.gte(INHOUSE_STAKE.min), z.lte(INHOUSE_STAKE.max)),
  legs: z.array(z.object({ matchId: z.string().check(z.maxLength(32)), pick: z.enum(PICK) })).check(z.minLength(1), z.maxLength(6)),
});

/** A cash-out of slip `slipId`. */
export const sportsCashOutRequestSchema = z.object({ slipId: z.string().check(z.maxLength(80)) });

/** Answer of a bet or cash-out: the member's balance after it (minor units) and the sportsbook state. */
export const sportsPlayResponseSchema = z.object({ balance: z.int(), book: sportsbookSchema });
