/**
 * The sandbox platform's dev tools (src/contracts/routes/dev.ts; only with SANDBOX_DEV_TOOLS=1 or
 * a dev-tools token, dev-tools.ts): the ones that belong to no area. An area's own dev calls
 * (credit, captcha answer, cron tick…) live in that area's handler map.
 */
import type { RouteHandlers } from '../lib/route-handler.ts';
import { devOutbox } from './outbox.ts';

/** Handlers of the dev calls that belong to no area, merged into the dispatcher by src/platform/index.ts. */
export const devHandlers: RouteHandlers = { devOutbox };
