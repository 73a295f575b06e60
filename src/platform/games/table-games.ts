/**
 * Handlers of the sandbox's timed-table stand-ins (SPEC §2.10; the rules in vendors/tables.ts): a live
 * baccarat table for live-casino games and a cockfight arena for cockfight games. Reading a table
 * settles its rounds that are over (the page polls); the cron job settles the rest. Sandbox-only:
 * these calls exist on the sandbox platform alone, as the pages that make them are built only for it.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { Game } from '../../contracts/schemas/games.ts';
import type { HandlerResult } from '../lib/context.ts';
import { memberBalance } from '../lib/ledger.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { gameByNode } from './lobby.ts';
import type { VendorAnswer } from './vendor-wallet.ts';
import { placeTableBet, TABLE_KIND_OF, tableState, type Table } from './vendors/tables.ts';
import { standInRefusal, type RefusalTable } from './stand-in-refusal.ts';

/** The table of `game`, or null when it is no live or cockfight game. */
function tableOf(game: Game | null): Table | null {
  const kind = game && game.isGame !== 'VASSALAGE' ? TABLE_KIND_OF[game.gameClassify] : undefined;
  return game && kind ? { vendor: game.vendor, gameCode: game.gameCode, kind } : null;
}

// Error code, fallback text (the stand-in shows the code's translation) and status of each refusal.
const REFUSALS: RefusalTable = {
  insufficient_funds: ['wallet_insufficient_funds', 'Insufficient balance.', 402],
  duplicate_transaction: ['wallet_idempotency_conflict', 'This bet key was already used for another bet.', 409],
  round_closed: ['table_round_closed', 'Betting on this round has closed.', 409],
  table_round_closed: ['table_round_closed', 'Betting on this round has closed.', 409],
  error_validation: ['error_validation', 'Check the bet.', 400],
};

async function answer(db: D1Database, memberId: number, table: Table, now: number, res?: VendorAnswer | { refused: string }): Promise<HandlerResult> {
  if (res && ('refused' in res || !res.ok)) return standInRefusal(REFUSALS, res);
  const state = await tableState(db, siteConfig.currency, table, memberId, now);
  // Reading the table may have settled bets: the balance is read after it.
  return { body: ok({ balance: await memberBalance(db, memberId, siteConfig.currency), table: state }) };
}

const notFound = (): HandlerResult => ({ body: fail('error_not_found', 'No such game.'), status: 404 });

/** GET /wps/inhouse/table/state?nodeId=: the table of live or cockfight game `nodeId` (404 for another game), its rounds over settled first. */
export const tableStateHandler: RouteHandler<'tableState'> = async (ctx) => {
  const table = tableOf(await gameByNode(ctx.db, ctx.input.nodeId));
  return table ? answer(ctx.db, ctx.member.id, table, ctx.now) : notFound();
};

/**
 * POST /wps/inhouse/table/bet: one bet on a side of the round taking bets at table `nodeId` (404 for
 * another game, 409 game_maintenance). Errors: 402 wallet_insufficient_funds, 403 error_rg_*, 409
 * table_round_closed (the window closed, or another round), 409 wallet_idempotency_conflict,
 * 400 error_validation (a side the table has not).
 */
export const tableBet: RouteHandler<'tableBet'> = async (ctx) => {
  const game = await gameByNode(ctx.db, ctx.input.nodeId);
  const table = tableOf(game);
  if (!game || !table) return notFound();
  if (game.maintenance) return { body: fail('game_maintenance', 'This game is under maintenance.'), status: 409 };
  const { roundId, side, stake, betKey } = ctx.input;
  const res = await placeTableBet(ctx.db, siteConfig.currency, { memberId: ctx.member.id, table, betKey, roundId, side, stake }, ctx.now);
  return answer(ctx.db, ctx.member.id, table, ctx.now, res);
};
