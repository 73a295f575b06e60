/**
 * Calls of the sandbox's card-room stand-in (SPEC §2.10, §7.2 PvP rooms; DOMAIN.md §4;
 * src/platform/games/vendors/cards.ts): a Tien Len hand in a room of the lobby. Money in minor units,
 * cards as faces (`3♠`, `10♥`).
 */
import * as z from 'zod/mini';

/** A player of the hand: you, another member (account masked) or a sandbox bot (its seat number). */
const handPlayer = z.object({
  kind: z.enum(['you', 'member', 'bot']),
  name: z.string(),
  cardsLeft: z.int(),
  left: z.boolean(),
  last: z.nullable(z.string()),
});

/** A hand as the member sees it: their cards, the others' counts, the turns so far, the result once settled. */
export const cardHandSchema = z.object({
  handId: z.int(),
  roomId: z.string(),
  stake: z.int(),
  status: z.enum(['waiting', 'playing', 'settled', 'cancelled']),
  remainingMs: z.nullable(z.int()),
  players: z.array(handPlayer),
  yourCards: z.array(z.string()),
  youLeft: z.boolean(),
  turns: z.array(z.object({ player: z.int(), card: z.nullable(z.string()) })),
  result: z.nullable(z.object({ winner: z.int(), pot: z.int(), rake: z.int(), paid: z.int() })),
});

/** A room of PvP game `nodeId` (a room of its lobby). */
export const cardRoomRequestSchema = z.object({
  nodeId: z.coerce.number().check(z.int(), z.positive()),
  roomId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
});

/** A hand `handId` of PvP game `nodeId`. */
export const cardHandRequestSchema = z.object({ nodeId: z.int().check(z.positive()), handId: z.int().check(z.positive()) });

/**
 * The member's balance after the call (null when nothing moved), their hand in the room (null when
 * none) and the room's stake (minor units; null on a call naming a hand, not a room).
 */
export const cardRoomResponseSchema = z.object({ balance: z.nullable(z.int()), hand: z.nullable(cardHandSchema), stake: z.nullable(z.int()) });
