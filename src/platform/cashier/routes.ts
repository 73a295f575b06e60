/**
 * The sandbox platform's cashier area (SPEC §2.7 depositv2, withdraw, transferFund, transferUpline; DOMAIN.md §3): the handler of each call in
 * src/contracts/routes/cashier.ts, typed from its route. Rules live beside this file.
 */
import type { RouteHandlers } from '../route-handler.ts';

/** Handlers of the cashier area's calls, merged into the dispatcher by src/platform/index.ts. */
export const cashierHandlers: RouteHandlers = {};
