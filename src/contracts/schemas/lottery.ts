/**
 * Schemas of the lottery calls (SPEC §7.2 lottery; §3 lottery menu "gameMenus, gameGroupCode,
 * labelName"; DOMAIN.md §1). Times are ms since epoch, money integer minor units. GET calls
 * arrive as query strings, so numbers are coerced.
 */
import * as z from 'zod/mini';
import { MAX_UNIT_STAKE, MIN_UNIT_STAKE, PLAY_TYPES } from '../lottery-rules.ts';

const gameCode = z.string().check(z.regex(/^[A-Z0-9-]{2,20}$/));

/** The lottery menu: groups (MB, MT, MN, FAST) of games; `drawsToday` a draw on today's ICT day, `drawnToday` its results are in. */
export const lotteryMenuSchema = z.array(
  z.object({
    gameGroupCode: z.enum(['MB', 'MT', 'MN', 'FAST']),
    labelName: z.string(),
    gameMenus: z.array(
      z.object({
        gameCode: z.string(),
        labelName: z.string(),
        layout: z.enum(['MB', 'MN']),
        drawsToday: z.boolean(),
        drawnToday: z.boolean(),
        intervalMin: z.nullable(z.int()),
      }),
    ),
  }),
);

/** Query of one game: its code. */
export const gameQuerySchema = z.object({ gameCode });

/** Query of the opened (drawn) issues: the game and how many (SPEC §9: 100). */
export const openedNumerosQuerySchema = z.object({ gameCode, count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 100) });

/** Query of the popular games: how many (SPEC §9: 20). */
export const popularQuerySchema = z.object({ count: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(20)), 20) });

/** A draw as the calls show it: `seedHash` before the draw, `serverSeed` only after it; numbers by tier once drawn. */
export const drawSchema = z.object({
  gameCode: z.string(),
  issue: z.string(),
  station: z.nullable(z.string()),
  stationName: z.nullable(z.string()),
  openAt: z.number(),
  closeAt: z.number(),
  drawAt: z.number(),
  status: z.enum(['open', 'closed', 'drawn', 'settled', 'void']),
  seedHash: z.nullable(z.string()),
  serverSeed: z.nullable(z.string()),
  numbers: z.nullable(z.record(z.string(), z.array(z.string()))),
});

/** The issue now selling for a game (null when none is scheduled), and the last drawn one. */
export const openedNumeroSchema = z.object({ current: z.nullable(drawSchema), previous: z.nullable(drawSchema) });

/** Popular games: game code and the stake of the last 7 days (minor units). */
export const popularGamesSchema = z.array(z.object({ gameCode: z.string(), stake: z.int() }));

/**
 * A ticket purchase: `ticketId` is the client's key (a retry moves nothing twice), the numbers as
 * strings of the bet type's digits, the unit stake in minor units.
 */
export const buyTicketSchema = z.object({
  ticketId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
  gameCode,
  issue: z.string().check(z.regex(/^\d{8}(-\d{4})?$/)),
  playType: z.enum(PLAY_TYPES),
  numbers: z.array(z.string().check(z.regex(/^\d{1,3}$/))).check(z.minLength(1), z.maxLength(100)),
  unitStake: z.int().check(z.gte(MIN_UNIT_STAKE), z.lte(MAX_UNIT_STAKE)),
});

/** A ticket. */
export const ticketSchema = z.object({
  ticketId: z.string(),
  gameCode: z.string(),
  issue: z.string(),
  playType: z.string(),
  numbers: z.array(z.string()),
  unitStake: z.int(),
  cost: z.int(),
  status: z.enum(['pending', 'won', 'lost', 'void']),
  payout: z.int(),
  createdAt: z.number(),
});

/** A purchase's answer: the ticket and the main wallet after it. */
export const boughtTicketSchema = z.object({ ticket: ticketSchema, balance: z.int() });

/** Query of my tickets: optionally one game. */
export const myTicketsQuerySchema = z.object({ gameCode: z.optional(gameCode) });

/** The latest results of each region (the last drawn day's stations), for pages readable without JavaScript. */
export const latestResultsSchema = z.array(
  z.object({
    region: z.enum(['MB', 'MT', 'MN']),
    issue: z.string(),
    drawAt: z.number(),
    stations: z.array(z.object({ station: z.string(), stationName: z.string(), numbers: z.record(z.string(), z.array(z.string())) })),
  }),
);
