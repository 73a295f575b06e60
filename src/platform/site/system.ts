/**
 * System handlers: status, whitelabel feature flags, the country list
 * and the dev-only status switch (SPEC §2.2, §2.9, §3, §4, §5.3, §7.1).
 */
import { ok } from '../../contracts/envelope.ts';
import type { SystemStatus } from '../../contracts/schemas/system.ts';
import type { Country } from '../../contracts/schemas/verification.ts';
import { DEFAULT_MODULES, systemSetting } from '../lib/features.ts';
import type { RouteHandler } from '../lib/route-handler.ts';

/** GET /wps/system/status: 0 normal, 1 maintenance (with end time), 2 region restricted; echoes the visitor IP. */
export const systemStatus: RouteHandler<'systemStatus'> = async (ctx) => {
  const s = await systemSetting<Omit<SystemStatus, 'ip'>>(ctx.db, 'status', { status: 0, maintenanceEndTime: null, customerServiceUrl: null });
  return { body: ok({ ...s, ip: ctx.ip }) };
};

/** POST /wps/dev/system-status (dev tools only): sets the system status for tests and demos. */
export const devSystemStatus: RouteHandler<'devSystemStatus'> = async (ctx) => {
  const value = { status: ctx.input.status, maintenanceEndTime: ctx.input.maintenanceEndTime, customerServiceUrl: null };
  await ctx.db
    .prepare('INSERT INTO system_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
    .bind('status', JSON.stringify(value))
    .run();
  return { body: ok(value) };
};

/** GET /wps/system/whitelabel: `{ modules }`, stored under the `whitelabel` setting. */
export const whitelabel: RouteHandler<'whitelabel'> = async (ctx) => ({ body: ok({ modules: await systemSetting(ctx.db, 'whitelabel', DEFAULT_MODULES) }) });

/**
 * Countries of the dialing-code picker (SPEC §3 Country): the markets of the portal's 37
 * languages and their neighbours, Vietnam first (the default).
 */
export const COUNTRIES: readonly Country[] = (
  [
    ['VN', '84'],
    ['TH', '66'],
    ['KH', '855'],
    ['LA', '856'],
    ['MM', '95'],
    ['MY', '60'],
    ['SG', '65'],
    ['ID', '62'],
    ['PH', '63'],
    ['CN', '86'],
    ['TW', '886'],
    ['HK', '852'],
    ['MO', '853'],
    ['JP', '81'],
    ['KR', '82'],
    ['MN', '976'],
    ['IN', '91'],
    ['PK', '92'],
    ['BD', '880'],
    ['LK', '94'],
    ['NP', '977'],
    ['KZ', '7'],
    ['UZ', '998'],
    ['RU', '7'],
    ['TR', '90'],
    ['AE', '971'],
    ['SA', '966'],
    ['IR', '98'],
    ['KE', '254'],
    ['TZ', '255'],
    ['BR', '55'],
    ['PT', '351'],
    ['ES', '34'],
    ['FR', '33'],
    ['DE', '49'],
    ['GB', '44'],
    ['US', '1'],
    ['AU', '61'],
  ] as const
).map(([countryCode, countryDialingCode]) => ({ countryCode, countryDialingCode }));

/** GET /wps/system/countryCode: the country list (SPEC §7.1 "getCountryCode call at start"). */
export const countryCodes: RouteHandler<'countryCodes'> = async () => ({ body: ok(COUNTRIES) });
