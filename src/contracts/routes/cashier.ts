/**
 * Cashier calls of the member center (SPEC §2.7 depositv2, withdraw, transferFund,
 * transferUpline; SPEC §4 withdrawal confirmation; DOMAIN.md §3): deposit channels and the sandbox
 * payment provider's callback, bank accounts, payment password, withdrawals, transfers.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import { route, type RouteDef } from '../route-def.ts';

/** The cashier area's calls, keyed by the portal's name for each. */
export const cashierRoutes = {

} as const satisfies Record<string, RouteDef>;
