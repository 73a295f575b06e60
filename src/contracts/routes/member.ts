/**
 * Member-center calls (SPEC §2.7): cashier, records, account security, responsible gaming.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import { route, type RouteDef } from '../route-def.ts';

/** The member area's calls, keyed by the portal's name for each. */
export const memberRoutes = {

} as const satisfies Record<string, RouteDef>;
