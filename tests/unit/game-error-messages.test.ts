// Every error code a game can receive is shown translated by the game islands (SPEC §8): the
// codes any call can answer (the api client's own, the edge's, the platform dispatcher's), every
// refusal the platform's game calls list (src/platform/lib/route-errors.ts) and the
// responsible-gaming refusals a bet can meet in the seamless wallet (DOMAIN.md §5), walked through
// the messages each game island is built with and its translate function.
import { locales } from '../../src/contracts/locales.ts';
import type { RouteDef } from '../../src/contracts/route-def.ts';
import { routes, type RouteName } from '../../src/contracts/routes.ts';
import { gamesRoutes } from '../../src/contracts/routes/games.ts';
import { inhouseKeys, lobbyKeys, sportsbookKeys } from '../../src/features/games/island-keys.ts';
import { islandMessages } from '../../src/lib/i18n/island-messages.ts';
import { translate } from '../../src/lib/i18n/translate.ts';
import { routeErrors } from '../../src/platform/lib/route-errors.ts';
import { RESPONSIBLE_GAMING_REFUSALS } from '../../src/platform/member/responsible-gaming.ts';

// SPEC §8 codes that reach any call whatever its handler: no answer or a broken one (the api
// client) and the edge's own answers.
const anyCall = ['error_network', 'error_upstream', 'error_internal', 'error_busy', 'error_csrf', 'error_method_not_allowed', 'error_not_implemented'];
// The calls the game islands make: the games area and the balance beside the game. The vendor
// stand-ins' calls (`standIn`) are made by the stand-in pages, each with its own messages, except
// the sportsbook's, which its island makes.
const gameCalls = [...(Object.keys(gamesRoutes) as RouteName[]).filter((n) => !(routes[n] as RouteDef).standIn), 'balance'] as RouteName[];
const sportsCalls: RouteName[] = ['sportsBook', 'sportsBet', 'sportsCashOut'];
/** The codes the calls `names` can answer, beside those of any call. */
const codesOf = (names: RouteName[]) => {
  const out = new Set<string>(anyCall);
  for (const name of names) for (const set of routeErrors(name, routes[name]).values()) for (const code of set) out.add(code);
  // Every stake is a seamless-wallet debit, which a responsible-gaming trigger can refuse.
  for (const code of RESPONSIBLE_GAMING_REFUSALS) out.add(code);
  return out;
};
const codes = codesOf(gameCalls);

describe('game error display', () => {
  it('walks the refusals of the game calls, responsible gaming included', () => {
    expect([...codes]).toEqual(expect.arrayContaining(['error_rg_excluded', 'error_rg_deposit_limit', 'wallet_insufficient_funds', 'game_maintenance']));
  });

  it.each([
    ['lobby', lobbyKeys, codes],
    ['in-house game', inhouseKeys, codes],
    ['sportsbook', sportsbookKeys, codesOf([...gameCalls, ...sportsCalls])],
  ] as const)('the %s island shows every code translated in every locale', (_island, keys, islandCodes) => {
    const raw: string[] = [];
    for (const locale of locales) {
      const messages = islandMessages(locale, keys);
      for (const code of islandCodes) if (translate(messages, code, undefined, locale) === code) raw.push(`${locale}:${code}`);
    }
    expect(raw).toEqual([]);
  });
});
