/**
 * The sandbox platform's member area (SPEC §2.7 member center: my account, records, responsible gaming): the handler of each call in
 * src/contracts/routes/member.ts, typed from its route. Rules live beside this file.
 */
import type { RouteHandlers } from '../route-handler.ts';

/** Handlers of the member area's calls, merged into the dispatcher by src/platform/index.ts. */
export const memberHandlers: RouteHandlers = {};
