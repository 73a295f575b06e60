/**
 * The sandbox platform's site area, handlers typed from their route (src/contracts/routes/site.ts);
 * the older site calls still live in src/platform/site/content.ts and system.ts.
 * Rules beside this file (menu-settings.ts).
 */
import { ok } from '../../contracts/envelope.ts';
import type { RouteHandlers } from '../lib/route-handler.ts';
import { menuSettings } from './menu-settings.ts';

/** Handlers of the site area's newer calls, merged into the dispatcher by src/platform/index.ts. */
export const siteHandlers: RouteHandlers = {
  menuSettings: async (ctx) => ({ body: ok(await menuSettings(ctx.db)) }),
};
