/**
 * Handlers of the sandbox's fishing and card-room stand-ins (SPEC §2.10, §7.2 PvP rooms; the rules in
 * vendors/fishing.ts and vendors/cards.ts): batches of shots and leaving a fishing session; a Tien Len
 * hand in a room (seat, deal, leave, read). Sandbox-only: these calls exist on the sandbox platform
 * alone, as the pages that make them are built only for it.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { Game } from '../../contracts/schemas/games.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { gameByNode, pvpRooms } from './lobby.ts';
import { dealHand, joinRoom, leaveHand, roomHand, type CardRoom, type CardsAnswer } from './vendors/cards.ts';
import { closeSession, fireBatch } from './vendors/fishing.ts';
import { standInRefusal, type RefusalTable, type StandInRefusal } from './stand-in-refusal.ts';

// Error code, fallback text (the stand-in shows the code's translation) and status of each refusal.
const REFUSALS: RefusalTable = {
  insufficient_funds: ['wallet_insufficient_funds', 'Insufficient balance.', 402],
  duplicate_transaction: ['wallet_idempotency_conflict', 'This key was already used for another bet.', 409],
  round_closed: ['fish_session_closed', 'This session has ended.', 409],
  cards_hand_started: ['cards_hand_started', 'This hand has already been dealt.', 409],
  cards_not_seated: ['cards_not_seated', 'You have no seat in this hand.', 409],
  error_room_not_found: ['error_room_not_found', 'This room is not open.', 404],
};

const refusal = (res: StandInRefusal): HandlerResult => standInRefusal(REFUSALS, res);

/** The game `nodeId` when it is a playable game of game type `classify`, else the refusal (404, 409 game_maintenance). */
async function playable(db: D1Database, nodeId: number, classify: string): Promise<Game | HandlerResult> {
  const g = await gameByNode(db, nodeId);
  if (!g || g.isGame === 'VASSALAGE' || g.gameClassify !== classify) return { body: fail('error_not_found', 'No such game.'), status: 404 };
  if (g.maintenance) return { body: fail('game_maintenance', 'This game is under maintenance.'), status: 409 };
  return g;
}
const isGame = (x: Game | HandlerResult): x is Game => 'nodeId' in x;

/**
 * POST /wps/inhouse/fish/fire: a batch of shots on fishing game `nodeId` (404 for another game,
 * 409 game_maintenance). Errors: 402 wallet_insufficient_funds, 403 error_rg_*, 409 fish_session_closed,
 * 409 wallet_idempotency_conflict (the batch number reused with other shots).
 */
export const fishFire: RouteHandler<'fishFire'> = async (ctx) => {
  const g = await playable(ctx.db, ctx.input.nodeId, 'fish');
  if (!isGame(g)) return g;
  const { sessionKey, seq, shots, level } = ctx.input;
  const res = await fireBatch(
    ctx.db,
    siteConfig.currency,
    { vendor: g.vendor, gameCode: g.gameCode, memberId: ctx.member.id, sessionKey, seq, shots, level },
    ctx.now,
  );
  return res.ok ? { body: ok({ balance: res.balance, session: res.session }) } : refusal(res);
};

/** POST /wps/inhouse/fish/leave: the vendor closes the session, paying its open batches (idempotent). */
export const fishLeave: RouteHandler<'fishLeave'> = async (ctx) => {
  const g = await playable(ctx.db, ctx.input.nodeId, 'fish');
  if (!isGame(g)) return g;
  const res = await closeSession(ctx.db, siteConfig.currency, { vendor: g.vendor, memberId: ctx.member.id, sessionKey: ctx.input.sessionKey }, ctx.now);
  return { body: ok(res) };
};

/** The room `roomId` of PvP game `nodeId` with its stake, or the refusal (404 error_room_not_found). */
async function roomOf(db: D1Database, nodeId: number, roomId: string): Promise<CardRoom | HandlerResult> {
  const g = await playable(db, nodeId, 'pvp');
  if (!isGame(g)) return g;
  const room = pvpRooms(g).find((r) => r.roomId === roomId);
  if (!room) return refusal({ refused: 'error_room_not_found' });
  return { vendor: g.vendor, gameCode: g.gameCode, roomId, stake: room.minBet };
}
const isRoom = (x: CardRoom | HandlerResult): x is CardRoom => 'roomId' in x;

function answer(res: CardsAnswer, stake: number | null = null): HandlerResult {
  if ('refused' in res || !res.ok) return refusal(res);
  return { body: ok({ balance: res.balance, hand: res.hand, stake: stake ?? res.hand?.stake ?? null }) };
}

/** GET /wps/inhouse/cards/room: the member's hand in the room (null when none), settled when its time is over. */
export const cardsRoom: RouteHandler<'cardsRoom'> = async (ctx) => {
  const room = await roomOf(ctx.db, ctx.input.nodeId, ctx.input.roomId);
  if (!isRoom(room)) return room;
  return answer(await roomHand(ctx.db, siteConfig.currency, room, ctx.member.id, ctx.now), room.stake);
};

/**
 * POST /wps/inhouse/cards/join: a seat in the room's waiting hand, its stake (the room's minimum bet)
 * placed as a bet. Errors: 402 wallet_insufficient_funds, 403 error_rg_*, 404 error_room_not_found,
 * 409 cards_hand_started.
 */
export const cardsJoin: RouteHandler<'cardsJoin'> = async (ctx) => {
  const room = await roomOf(ctx.db, ctx.input.nodeId, ctx.input.roomId);
  if (!isRoom(room)) return room;
  return answer(await joinRoom(ctx.db, siteConfig.currency, room, ctx.member.id, ctx.now), room.stake);
};

/** POST /wps/inhouse/cards/deal: deals the waiting hand the member sits in (409 cards_not_seated). */
export const cardsDeal: RouteHandler<'cardsDeal'> = async (ctx) => {
  const g = await playable(ctx.db, ctx.input.nodeId, 'pvp');
  if (!isGame(g)) return g;
  return answer(await dealHand(ctx.db, siteConfig.currency, ctx.input.handId, ctx.member.id, ctx.now));
};

/** POST /wps/inhouse/cards/leave: leaves a hand, refunded before the deal and forfeited after it (409 cards_not_seated). */
export const cardsLeave: RouteHandler<'cardsLeave'> = async (ctx) => {
  const g = await playable(ctx.db, ctx.input.nodeId, 'pvp');
  if (!isGame(g)) return g;
  return answer(await leaveHand(ctx.db, siteConfig.currency, ctx.input.handId, ctx.member.id, ctx.now));
};
