/**
 * Handlers of the sandbox's sportsbook stand-in (SPEC §2.10; the rules in vendors/sports.ts): the
 * member's book (open matches, latest slips), placing a slip and cashing one out. Sandbox-only:
 * these calls exist on the sandbox platform alone, as the page that makes them is built only for it.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { gameByNode } from './lobby.ts';
import type { VendorAnswer } from './vendor-wallet.ts';
import { cashOut, memberSlips, openMatches, placeSlip, SPORTSBOOK_TYPES } from './vendors/sports.ts';
import { standInRefusal, type RefusalTable } from './stand-in-refusal.ts';

async function book(db: D1Database, memberId: number, now: number) {
  return { matches: await openMatches(db, now), slips: await memberSlips(db, memberId, now) };
}

// Error code, fallback text (the stand-in shows the code's translation) and status of each refusal.
const REFUSALS: RefusalTable = {
  insufficient_funds: ['wallet_insufficient_funds', 'Insufficient balance.', 402],
  duplicate_transaction: ['wallet_idempotency_conflict', 'This slip key was already used for another bet.', 409],
  sports_event_closed: ['sports_event_closed', 'Betting on this match has closed.', 409],
  sports_cashout_unavailable: ['sports_cashout_unavailable', 'Cash-out is no longer available for this bet.', 409],
  error_validation: ['error_validation', 'Check the selections.', 400],
};

async function answer(db: D1Database, memberId: number, now: number, res: VendorAnswer | { refused: string }): Promise<HandlerResult> {
  if ('refused' in res || !res.ok) return standInRefusal(REFUSALS, res);
  return { body: ok({ balance: res.balance, book: await book(db, memberId, now) }) };
}

/** GET /wps/inhouse/sports/book: open matches with their current odds and the member's 20 latest slips. */
export const sportsBook: RouteHandler<'sportsBook'> = async (ctx) => ({ body: ok(await book(ctx.db, ctx.member.id, ctx.now)) });

/**
 * POST /wps/inhouse/sports/bet: places a slip on the sports or esports game `nodeId` (404 for
 * another game, 409 game_maintenance). Errors: 402 wallet_insufficient_funds, 403 error_rg_*,
 * 409 sports_event_closed (a match kicked off or unknown), 409 duplicate_transaction, 400 error_validation.
 */
export const sportsBet: RouteHandler<'sportsBet'> = async (ctx) => {
  const g = await gameByNode(ctx.db, ctx.input.nodeId);
  if (!g || g.isGame === 'VASSALAGE' || !SPORTSBOOK_TYPES.includes(g.gameClassify)) return { body: fail('error_not_found', 'No such game.'), status: 404 };
  if (g.maintenance) return { body: fail('game_maintenance', 'This game is under maintenance.'), status: 409 };
  const res = await placeSlip(
    ctx.db,
    siteConfig.currency,
    { memberId: ctx.member.id, vendor: g.vendor, gameCode: g.gameCode, slipKey: ctx.input.slipKey, stake: ctx.input.stake, legs: ctx.input.legs },
    ctx.now,
  );
  return answer(ctx.db, ctx.member.id, ctx.now, res);
};

/** POST /wps/inhouse/sports/cashout: cashes a slip out before kick-off (409 sports_cashout_unavailable). */
export const sportsCashOut: RouteHandler<'sportsCashOut'> = async (ctx) =>
  answer(ctx.db, ctx.member.id, ctx.now, await cashOut(ctx.db, siteConfig.currency, ctx.member.id, ctx.input.slipId, ctx.now));
