/**
 * The sandbox platform's rewards area (SPEC §2.7 rewards pages, §7.2 missions, promotions, messages, points, DOMAIN.md §3): the handler of each call in
 * src/contracts/routes/rewards.ts, typed from its route. Rules live beside this file.
 */
import type { RouteHandlers } from '../route-handler.ts';

/** Handlers of the rewards area's calls, merged into the dispatcher by src/platform/index.ts. */
export const rewardsHandlers: RouteHandlers = {};
