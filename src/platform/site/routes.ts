/**
 * The sandbox platform's site area (SPEC §2.2, §2.9, §3, §5.3, §7.1): system status, whitelabel
 * flags, country list, site content (banners, promotions, announcements, help, service links,
 * permissions) and menu settings, each handler typed from its route (src/contracts/routes/site.ts;
 * announcements in games.ts). Handlers in system.ts and content.ts; rules in menu-settings.ts.
 */
import { ok } from '../../contracts/envelope.ts';
import type { RouteHandlers } from '../lib/route-handler.ts';
import { announcements, banners, domainRoute, helpCenter, permission, promotions, serviceLink, speedPing } from './content.ts';
import { menuSettings } from './menu-settings.ts';
import { countryCodes, devSystemStatus, systemStatus, whitelabel } from './system.ts';

/** Handlers of the site area's calls, merged into the dispatcher by src/platform/index.ts. */
export const siteHandlers: RouteHandlers = {
  systemStatus,
  whitelabel,
  countryCodes,
  banners,
  promotions,
  announcements,
  domainRoute,
  speedPing,
  helpCenter,
  serviceLink,
  permission,
  devSystemStatus,
  menuSettings: async (ctx) => ({ body: ok(await menuSettings(ctx.db)) }),
};
