/**
 * The sandbox platform's agent area (SPEC §2.8 agent center, §4 contracts, DOMAIN.md §2): the handler of each call in
 * src/contracts/routes/agent.ts, typed from its route. Rules live beside this file.
 */
import type { RouteHandlers } from '../route-handler.ts';

/** Handlers of the agent area's calls, merged into the dispatcher by src/platform/index.ts. */
export const agentHandlers: RouteHandlers = {};
