/**
 * Lottery calls (SPEC §7.2 lottery; DOMAIN.md §1): VN menu, opened issues, popular games.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import { route, type RouteDef } from '../route-def.ts';

/** The lottery area's calls, keyed by the portal's name for each. */
export const lotteryRoutes = {
  // §7.2 lottery
  vnGameMenu: route({ path: '/lgw/vn/games/game_menu', method: 'GET', token: false, encrypted: false }),
  vnGameMenuRecent: route({ path: '/lgw/vn/games/game_menu/recent', method: 'GET', token: true, gate: 'login', encrypted: false }),
  vnOpenedNumeros: route({ path: '/lgw/vn/numeros/opened/game', method: 'GET', token: false, encrypted: false }),
  openedNumero: route({ path: '/lotto/lgw/games/opened/numero', method: 'GET', token: true, gate: 'login', encrypted: false }),
  popularGames: route({ path: '/lgw/games/popular', method: 'GET', token: false, encrypted: false }),
} as const satisfies Record<string, RouteDef>;
