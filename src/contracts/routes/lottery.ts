/**
 * Lottery calls (SPEC §7.2 lottery; DOMAIN.md §1): the VN menu, the member's recent games, the
 * opened (drawn) issues, the issue now selling, popular games, and buying and listing tickets.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import * as z from 'zod/mini';
import { route, type RouteDef } from '../route-def.ts';
import * as lottery from '../schemas/lottery.ts';

/** The lottery area's calls, keyed by the portal's name for each. */
export const lotteryRoutes = {
  // §7.2 lottery
  vnGameMenu: route({ path: '/lgw/vn/games/game_menu', method: 'GET', token: false, encrypted: false, response: lottery.lotteryMenuSchema }),
  vnGameMenuRecent: route({
    path: '/lgw/vn/games/game_menu/recent',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    response: z.array(z.string()),
  }),
  vnOpenedNumeros: route({
    path: '/lgw/vn/numeros/opened/game',
    method: 'GET',
    token: false,
    encrypted: false,
    request: lottery.openedNumerosQuerySchema,
    response: z.array(lottery.drawSchema),
  }),
  openedNumero: route({
    path: '/lotto/lgw/games/opened/numero',
    method: 'GET',
    token: true,
    gate: 'login',
    encrypted: false,
    request: lottery.gameQuerySchema,
    response: lottery.openedNumeroSchema,
  }),
  popularGames: route({
    path: '/lgw/games/popular',
    method: 'GET',
    token: false,
    encrypted: false,
    request: lottery.popularQuerySchema,
    response: lottery.popularGamesSchema,
  }),
  // The latest drawn day of each region, every station (the /vnlottery page's results without JavaScript).
  vnLatestResults: route({
    path: '/lgw/vn/results/latest',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    response: lottery.latestResultsSchema,
  }),
  // Tickets (the sandbox's own calls): buy one, list mine.
  lotteryBuy: route({
    path: '/lotto/lgw/tickets',
    movesMoney: true,
    method: 'POST',
    token: true,
    gate: 'member',
    encrypted: false,
    specPath: false,
    request: lottery.buyTicketSchema,
    response: lottery.boughtTicketSchema,
  }),
  lotteryMyTickets: route({
    path: '/lotto/lgw/tickets/mine',
    method: 'GET',
    token: true,
    gate: 'member',
    encrypted: false,
    specPath: false,
    request: lottery.myTicketsQuerySchema,
    response: z.array(lottery.ticketSchema),
  }),
} as const satisfies Record<string, RouteDef>;
