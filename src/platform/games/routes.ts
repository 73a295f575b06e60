/**
 * The sandbox platform's games area (SPEC §2.1, §2.10, §7.2; DOMAIN.md §4): the handler of each
 * lobby, favourite, launch and in-house game call, typed from its route in
 * src/contracts/routes/games.ts. Handlers in lobby.ts and inhouse.ts; rules beside them
 * (inhouse-games.ts, seamless-wallet.ts, jobs.ts).
 */
import type { RouteHandlers } from '../lib/route-handler.ts';
import { inhouseDice, inhouseFair, inhouseFairRotate, inhouseRounds, inhouseSlot } from './inhouse.ts';
import {
  favoriteGames,
  favoriteGamesList,
  gameList,
  gameMenus,
  hotGames,
  launchGame,
  newGameVendor,
  rankList,
  recentGames,
  roomList,
  toggleFavorite,
  vassGameType,
} from './lobby.ts';
import { sportsBet, sportsBook, sportsCashOut } from './sportsbook.ts';
import { cardsDeal, cardsJoin, cardsLeave, cardsRoom, fishFire, fishLeave } from './arcade.ts';
import { tableBet, tableStateHandler } from './table-games.ts';

/** Handlers of the games area's calls, merged into the dispatcher by src/platform/index.ts. */
export const gamesHandlers: RouteHandlers = {
  gameMenus,
  hotGames,
  gameList,
  vassGameType,
  newGameVendor,
  favoriteGames,
  favoriteGamesList,
  toggleFavorite,
  recentGames,
  rankList,
  roomList,
  launchGame,
  inhouseFair,
  inhouseFairRotate,
  inhouseDice,
  inhouseSlot,
  inhouseRounds,
  sportsBook,
  sportsBet,
  sportsCashOut,
  fishFire,
  fishLeave,
  cardsRoom,
  cardsJoin,
  cardsDeal,
  cardsLeave,
  tableState: tableStateHandler,
  tableBet,
};
