/**
 * The one route table (DESIGN.md "One route table"): every call of SPEC §7.1 and §7.2 with its
 * path, method where known, whether it needs the session token, whether its body is encrypted
 * upstream (JWE), and the zod schemas of request and response value. The browser client, the edge
 * proxy and the sandbox platform are all driven by it.
 *
 * Each area declares its calls in its own file (src/contracts/routes/<area>.ts, schemas in
 * src/contracts/schemas/<area>.ts) so areas grow without editing one shared file; this module
 * merges them. A name or path declared twice fails the contract test.
 *
 * `specPath: false` marks calls whose path SPEC §7 does not show; the path here is the portal's.
 * `devOnly` calls exist only on the sandbox platform with SANDBOX_DEV_TOOLS=1.
 */
import type { Gate } from './access.ts';
import type { RouteDef } from './route-def.ts';
import { agentRoutes } from './routes/agent.ts';
import { cashierRoutes } from './routes/cashier.ts';
import { devRoutes } from './routes/dev.ts';
import { gamesRoutes } from './routes/games.ts';
import { identityRoutes } from './routes/identity.ts';
import { lotteryRoutes } from './routes/lottery.ts';
import { memberRoutes } from './routes/member.ts';
import { rewardsRoutes } from './routes/rewards.ts';
import { siteRoutes } from './routes/site.ts';

/** The area files merged, in the order their names appear in the table. */
export const routeAreas = { identity: identityRoutes, site: siteRoutes, games: gamesRoutes, lottery: lotteryRoutes, member: memberRoutes, cashier: cashierRoutes, agent: agentRoutes, rewards: rewardsRoutes, dev: devRoutes } as const;

/** Every call, keyed by the portal's name for it. */
export const routes = {
  ...identityRoutes,
  ...siteRoutes,
  ...gamesRoutes,
  ...lotteryRoutes,
  ...memberRoutes,
  ...cashierRoutes,
  ...agentRoutes,
  ...rewardsRoutes,
  ...devRoutes,
} as const satisfies Record<string, RouteDef>;

/**
 * The gate a route's caller must pass (see RouteDef.gate): null for routes without a token,
 * else the route's gate, `member` when it names none.
 */
export function routeGate(def: RouteDef): Gate | null {
  return def.token ? (def.gate ?? 'member') : null;
}

/** Name of a route in the table. */
export type RouteName = keyof typeof routes;

const byPath = new Map<string, { name: RouteName; def: RouteDef }>(
  (Object.entries(routes) as [RouteName, RouteDef][]).map(([name, def]) => [def.path, { name, def }]),
);

/**
 * Finds the route for a pathname (exact match, trailing slash ignored). Returns undefined for a
 * path outside the contract; the edge answers those 404 without calling upstream.
 */
export function findRoute(pathname: string): { name: RouteName; def: RouteDef } | undefined {
  const p = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return byPath.get(p);
}
