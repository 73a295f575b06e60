/**
 * In-house game handlers (the sandbox's own calls under /wps/inhouse, SPEC §2.1 /inhouse): the
 * provably-fair state and seed rotation, dice and slot rounds through the seamless wallet, and the
 * member's latest rounds. Any signed-in player may play (the login gate, trial included).
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { HandlerContext, HandlerResult } from '../lib/context.ts';
import type { MemberRow } from '../identity/sessions.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { fairState, INHOUSE_VENDOR, playRound, recentRounds, rotateSeed, type PlayInput, type RoundGame } from './inhouse-games.ts';
import { gameByNode } from './lobby.ts';
import { rateLimitedResult } from '../services/rate-limit.ts';

/** GET /wps/inhouse/fair: the active seed's hash, client seed, next nonce and the revealed seeds. */
export const inhouseFair: RouteHandler<'inhouseFair'> = async (ctx) => ({ body: ok(await fairState(ctx.db, ctx.member.id, ctx.now)) });

/** POST /wps/inhouse/fair/rotate: reveals the active server seed and starts a new pair. */
export const inhouseFairRotate: RouteHandler<'inhouseFairRotate'> = async (ctx) => ({
  body: ok(await rotateSeed(ctx.db, ctx.member.id, ctx.input.clientSeed, ctx.now)),
});

// Fallback texts of the refusals (the portal shows the code's translation).
const PLAY_MESSAGES: Record<string, string> = {
  wallet_insufficient_funds: 'Insufficient balance.',
  wallet_idempotency_conflict: 'This round key was already used for another bet.',
};

async function play(ctx: HandlerContext<unknown, MemberRow>, input: PlayInput, game: RoundGame): Promise<HandlerResult> {
  // Responsible gaming (DOMAIN.md §5) is enforced by the bet's own write: playRound answers its
  // refusals (403 error_rg_*), and a refused bet touches nothing, not even the nonce.
  const res = await playRound(ctx.db, siteConfig.currency, ctx.member.id, input, game, ctx.now);
  if (!res.ok) {
    if (res.code === 'error_rate_limited') return rateLimitedResult(1_000);
    const message =
      PLAY_MESSAGES[res.code] ?? (res.code.startsWith('error_rg_') ? 'Responsible gaming settings stop this bet.' : 'Something went wrong. Please try again.');
    return { body: fail(res.code, message), status: res.status };
  }
  return { body: ok({ round: res.round, balance: res.balance }) };
}

/** The in-house game row of `gameCode`, for the round's node id. */
async function inhouseGame(db: D1Database, gameCode: string): Promise<RoundGame> {
  const row = await db.prepare('SELECT node_id FROM games WHERE vendor = ? AND game_code = ?').bind(INHOUSE_VENDOR, gameCode).first<{ node_id: number }>();
  return { nodeId: row?.node_id ?? null, vendor: INHOUSE_VENDOR, gameCode };
}

/**
 * POST /wps/inhouse/dice: one dice round. Errors: 402 wallet_insufficient_funds, 403 error_rg_*
 * (self-exclusion, time-out, session, wager or loss limit), 409 wallet_idempotency_conflict (round
 * key reused for another bet), 429 error_rate_limited (too many of the member's bets at once).
 */
export const inhouseDice: RouteHandler<'inhouseDice'> = async (ctx) => play(ctx, { game: 'dice', ...ctx.input }, await inhouseGame(ctx.db, 'dice'));

/**
 * POST /wps/inhouse/slot: one slot spin; with `nodeId` the engine stands in for that sandbox
 * vendor's game (404 for an unknown game, 409 game_maintenance). Errors as for dice.
 */
export const inhouseSlot: RouteHandler<'inhouseSlot'> = async (ctx) => {
  let game = await inhouseGame(ctx.db, 'slot');
  if (ctx.input.nodeId !== undefined) {
    const g = await gameByNode(ctx.db, ctx.input.nodeId);
    if (!g || g.isGame === 'VASSALAGE') return { body: fail('error_not_found', 'No such game.'), status: 404 };
    if (g.maintenance) return { body: fail('game_maintenance', 'This game is under maintenance.'), status: 409 };
    game = { nodeId: g.nodeId, vendor: g.vendor, gameCode: g.gameCode };
  }
  return play(ctx, { game: 'slot', roundKey: ctx.input.roundKey, stake: ctx.input.stake }, game);
};

/** GET /wps/inhouse/rounds: the member's 20 latest rounds (betting records), newest first. */
export const inhouseRounds: RouteHandler<'inhouseRounds'> = async (ctx) => ({ body: ok(await recentRounds(ctx.db, ctx.member.id)) });
