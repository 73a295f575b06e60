/**
 * Calls of the sandbox's fishing stand-in (SPEC §2.10; DOMAIN.md §4; src/platform/games/vendors/fishing.ts):
 * batches of shots, each one vendor bet, and leaving (the vendor closes the session). Money in minor units.
 */
import * as z from 'zod/mini';
import { FISH_LEVELS, FISH_MAX_SHOTS } from '../fishing-rules.ts';

const sessionKey = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** A catch: the fish, how many, what they paid. */
export const fishCatchSchema = z.object({ fish: z.enum(['shark', 'turtle', 'pufferfish', 'clownfish']), count: z.int(), amount: z.int() });

/** The session: batches, shots, staked, won, the stake still in flight, and what just landed. */
export const fishSessionSchema = z.object({
  sessionKey: z.string(),
  open: z.boolean(),
  batches: z.int(),
  shots: z.int(),
  staked: z.int(),
  won: z.int(),
  inFlight: z.int(),
  landed: z.array(fishCatchSchema),
});

/**
 * A batch: `nodeId` the fishing game launched, `sessionKey` the session, `seq` the batch's number in it
 * (its idempotency), 1 … FISH_MAX_SHOTS `shots` at `level` minor units a shot (one of FISH_LEVELS, ../fishing-rules.ts).
 */
export const fishFireRequestSchema = z.object({
  nodeId: z.int().check(z.positive()),
  sessionKey,
  seq: z.int().check(z.gte(0), z.lte(1_000_000)),
  shots: z.int().check(z.gte(1), z.lte(FISH_MAX_SHOTS)),
  level: z.literal(FISH_LEVELS),
});

/** Leaving session `sessionKey` of game `nodeId`. */
export const fishLeaveRequestSchema = z.object({ nodeId: z.int().check(z.positive()), sessionKey });

/** Answer of a batch or a leave: the balance after it (null when nothing moved) and the session. */
export const fishPlayResponseSchema = z.object({ balance: z.nullable(z.int()), session: fishSessionSchema });
