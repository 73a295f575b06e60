/**
 * Site and system calls (SPEC §7.1 system, §7.2 menu settings and customer service): status, whitelabel, domains, help, banners, promotions.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import * as z from 'zod/mini';
import { route, type RouteDef } from '../route-def.ts';
import * as system from '../schemas/system.ts';
import * as site from '../schemas/site.ts';
import * as verification from '../schemas/verification.ts';

/** The site area's calls, keyed by the portal's name for each. */
export const siteRoutes = {
  whitelabel: route({ path: '/wps/system/whitelabel', method: 'GET', token: false, encrypted: false, response: system.whitelabelSchema }),
  systemStatus: route({ path: '/wps/system/status', method: 'GET', token: false, encrypted: false, response: system.systemStatusSchema }),
  domainRoute: route({
    path: '/wps/system/domainRoute',
    method: 'GET',
    token: false,
    encrypted: false,
    request: z.object({ device: z._default(z.string(), '0') }),
    response: site.domainRouteSchema,
  }),
  helpCenter: route({ path: '/wps/system/helpCenter', method: 'GET', token: false, encrypted: false, response: site.helpCenterSchema }),
  permission: route({
    path: '/wps/system/permission',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    request: z.object({ host: z.optional(z.string()) }),
    response: site.permissionSchema,
  }),
  countryCodes: route({
    path: '/wps/system/countryCode',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    response: z.array(verification.countrySchema),
  }),
  speedPing: route({
    path: '/wps/system/ping',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    request: z.object({ speed: z.optional(z.string()) }),
    response: z.null(),
  }),
  banners: route({ path: '/wps/system/banners', method: 'GET', token: false, encrypted: false, specPath: false, response: z.array(system.bannerSchema) }),
  promotions: route({
    path: '/wps/system/promotions',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    response: z.array(site.promotionDetailSchema),
  }),
  menuSettings: route({ path: '/wps/system/menuSettings', method: 'GET', token: false, encrypted: false, specPath: false, response: site.menuSettingsSchema }),
  serviceLink: route({
    path: '/wps/system/serviceLink',
    method: 'GET',
    token: false,
    encrypted: false,
    specPath: false,
    request: site.serviceLinkRequestSchema,
    response: site.serviceLinkSchema,
  }),
} as const satisfies Record<string, RouteDef>;
