/**
 * Games, PvP and launch calls (SPEC §7.2), and the sandbox's in-house games; the wallet calls
 * are src/contracts/routes/wallet.ts.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import * as z from 'zod/mini';
import { route, type RouteDef } from '../route-def.ts';
import * as site from '../schemas/site.ts';
import * as games from '../schemas/games.ts';
import * as sports from '../schemas/sports.ts';
import * as fishing from '../schemas/fishing.ts';
import * as cards from '../schemas/cards.ts';
import * as tables from '../schemas/tables.ts';

/** The games area's calls, keyed by the portal's name for each. */
export const gamesRoutes = {
  // §7.2 games
  gameMenus: route({ path: '/lgw/games/game_menus', method: 'GET', token: false, encrypted: false, response: z.array(games.vendorCategorySchema) }),
  hotGames: route({
    path: '/wps/relay/GCSGAME_hotGamesV2',
    method: 'GET',
    token: false,
    encrypted: false,
    request: games.hotGamesRequestSchema,
    response: z.array(games.gameSchema),
  }),
  gameList: route({
    path: '/wps/relay/GCSGAME_gameList',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    request: games.gameListRequestSchema,
    response: games.gameListResponseSchema,
  }),
  announcements: route({
    path: '/wps/relay/MCSFE_getListAnnouncements',
    method: 'GET',
    token: false,
    encrypted: false,
    request: site.announcementListRequestSchema,
    response: site.announcementListSchema,
  }),
  vassGameType: route({
    path: '/wps/relay/GCSGAME_getVassGameType',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    request: games.vassGameTypeRequestSchema,
    response: z.array(games.gameSchema),
  }),
  newGameVendor: route({ path: '/wps/relay/GCSGAME_newGameVendor', method: 'GET', token: false, encrypted: false, response: z.array(games.vendorSchema) }),
  favoriteGames: route({ path: '/wps/relay/MCSFE_getFavoriteGames', method: 'GET', token: true, encrypted: false, response: z.array(games.gameSchema) }),
  favoriteGamesList: route({
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    method: 'GET',
    token: true,
    encrypted: false,
    response: z.array(games.favoriteSchema),
  }),
  recentGames: route({ path: '/wps/relay/GCS_recentGame', method: 'GET', token: true, gate: 'login', encrypted: false, response: z.array(games.gameSchema) }),
  rankList: route({ path: '/wps/relay/GCSGAME_getRankList', method: 'GET', token: false, encrypted: false, response: z.array(games.rankEntrySchema) }),
  toggleFavorite: route({
    path: '/wps/relay/MCSFE_toggleFavoriteGame',
    method: 'POST',
    token: true,
    encrypted: false,
    specPath: false,
    request: games.toggleFavoriteRequestSchema,
    response: games.toggleFavoriteResponseSchema,
  }),
  // §7.2 PvP and launch
  roomList: route({
    path: '/wps/relay/GLS2_roomList',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    request: games.roomListRequestSchema,
    response: z.array(games.roomSchema),
  }),
  launchGame: route({
    path: '/wps/game/launchGame',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    request: games.launchRequestSchema,
    response: games.launchResponseSchema,
  }),
  // The sandbox's own in-house games (SPEC §2.1 /inhouse): provably-fair seeds, bets through the seamless
  // wallet, and the member's recent rounds (betting records). Not SPEC §7 calls.
  inhouseFair: route({
    path: '/wps/inhouse/fair',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    response: games.fairStateSchema,
  }),
  inhouseFairRotate: route({
    path: '/wps/inhouse/fair/rotate',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: games.fairRotateRequestSchema,
    response: games.fairStateSchema,
  }),
  inhouseDice: route({
    path: '/wps/inhouse/dice',
    movesMoney: true,
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: games.diceRequestSchema,
    response: games.inhousePlayResponseSchema,
  }),
  inhouseSlot: route({
    path: '/wps/inhouse/slot',
    movesMoney: true,
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: games.slotRequestSchema,
    response: games.inhousePlayResponseSchema,
  }),
  inhouseRounds: route({
    path: '/wps/inhouse/rounds',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    response: z.array(games.inhouseRoundSchema),
  }),
  // The sandbox's sportsbook stand-in for sports and esports vendors (SPEC §2.10; DOMAIN.md §4):
  // matches, bet slips and cash-out, paid through the vendors' seamless-wallet protocol. Not SPEC §7 calls.
  sportsBook: route({
    path: '/wps/inhouse/sports/book',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    response: sports.sportsbookSchema,
  }),
  sportsBet: route({
    path: '/wps/inhouse/sports/bet',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: sports.sportsBetRequestSchema,
    response: sports.sportsPlayResponseSchema,
  }),
  sportsCashOut: route({
    path: '/wps/inhouse/sports/cashout',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: sports.sportsCashOutRequestSchema,
    response: sports.sportsPlayResponseSchema,
  }),
  // The sandbox's fishing and card-room stand-ins for fish and PvP vendors (SPEC §2.10; DOMAIN.md §4):
  // batches of shots, Tien Len hands with pot and rake, paid through the vendors' seamless-wallet protocol. Not SPEC §7 calls.
  fishFire: route({
    path: '/wps/inhouse/fish/fire',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: fishing.fishFireRequestSchema,
    response: fishing.fishPlayResponseSchema,
  }),
  fishLeave: route({
    path: '/wps/inhouse/fish/leave',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: fishing.fishLeaveRequestSchema,
    response: fishing.fishPlayResponseSchema,
  }),
  cardsRoom: route({
    path: '/wps/inhouse/cards/room',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: cards.cardRoomRequestSchema,
    response: cards.cardRoomResponseSchema,
  }),
  cardsJoin: route({
    path: '/wps/inhouse/cards/join',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: cards.cardRoomRequestSchema,
    response: cards.cardRoomResponseSchema,
  }),
  cardsDeal: route({
    path: '/wps/inhouse/cards/deal',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: cards.cardHandRequestSchema,
    response: cards.cardRoomResponseSchema,
  }),
  cardsLeave: route({
    path: '/wps/inhouse/cards/leave',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: cards.cardHandRequestSchema,
    response: cards.cardRoomResponseSchema,
  }),
  // The sandbox's timed-table stand-ins for live-casino (baccarat) and cockfight vendors (SPEC §2.10;
  // DOMAIN.md §4): the table's round, results and the member's bets, bets paid through the vendors'
  // seamless-wallet protocol. Not SPEC §7 calls.
  tableState: route({
    path: '/wps/inhouse/table/state',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: tables.tableStateRequestSchema,
    response: tables.tablePlayResponseSchema,
  }),
  tableBet: route({
    path: '/wps/inhouse/table/bet',
    method: 'POST',
    token: true,
    gate: 'login',
    encrypted: false,
    specPath: false,
    request: tables.tableBetRequestSchema,
    response: tables.tablePlayResponseSchema,
  }),
} as const satisfies Record<string, RouteDef>;
