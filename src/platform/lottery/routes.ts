/**
 * The sandbox platform's lottery area (SPEC §2.1 /lottery and /vnlottery, §7.2 lottery calls, DOMAIN.md §1): the handler of each call in
 * src/contracts/routes/lottery.ts, typed from its route. Rules live beside this file.
 */
import type { RouteHandlers } from '../route-handler.ts';

/** Handlers of the lottery area's calls, merged into the dispatcher by src/platform/index.ts. */
export const lotteryHandlers: RouteHandlers = {};
