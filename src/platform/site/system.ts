/**
 * System handlers: status, whitelabel feature flags, registration field rules, banners,
 * promotions, and the dev-only status switch (SPEC §2.2, §2.9, §3, §4, §5.3, §7.1).
 */
import { ok } from '../../contracts/envelope.ts';
import type { SystemStatus, WhitelabelNode } from '../../contracts/schemas/system.ts';
import { DEFAULT_REGISTER_RULES } from '../../contracts/validation/register-rules.ts';
import type { Handler, HandlerContext } from '../lib/context.ts';

async function setting<T>(ctx: HandlerContext, key: string, fallback: T): Promise<T> {
  const row = await ctx.db.prepare('SELECT value FROM system_settings WHERE key = ?').bind(key).first<{ value: string }>();
  return row ? (JSON.parse(row.value) as T) : fallback;
}

/** GET /wps/system/status: 0 normal, 1 maintenance (with end time), 2 region restricted; echoes the visitor IP. */
export const systemStatus: Handler = async (ctx) => {
  const s = await setting<Omit<SystemStatus, 'ip'>>(ctx, 'status', { status: 0, maintenanceEndTime: null, customerServiceUrl: null });
  return { body: ok({ ...s, ip: ctx.ip }) };
};

/** POST /wps/dev/system-status (dev tools only): sets the system status for tests and demos. */
export const devSystemStatus: Handler<{ status: 0 | 1 | 2; maintenanceEndTime: string | null }> = async (ctx) => {
  const value = { status: ctx.input.status, maintenanceEndTime: ctx.input.maintenanceEndTime, customerServiceUrl: null };
  await ctx.db.prepare('INSERT INTO system_settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').bind('status', JSON.stringify(value)).run();
  return { body: ok(value) };
};

/**
 * Default whitelabel modules: the feature flags of SPEC §5.3. The sandbox turns on every identity
 * flow (mobile registration, SMS login, free play, phone recovery) so the demo and the e2e tests
 * show them all; PTSYS3 (points system, SPEC §2.3, §5.3) shows the header's points balance.
 */
export const DEFAULT_MODULES: WhitelabelNode[] = [
  { modId: 'USERNAMEREG3', enabled: true, childrenNodes: [] },
  { modId: 'DIRECTREG3', enabled: true, childrenNodes: [] },
  { modId: 'MOBILENUMREG3', enabled: true, childrenNodes: [{ modId: 'REGMOBVERF3', enabled: true, childrenNodes: [] }] },
  { modId: 'MOBILENUMPASSREG3', enabled: true, childrenNodes: [] },
  { modId: 'FREEPLAY3', enabled: true, childrenNodes: [] },
  { modId: 'PWDEXPFORCECHANGE3', enabled: true, childrenNodes: [] },
  { modId: 'MOBILEVERCODELOGIN3', enabled: true, childrenNodes: [] },
  { modId: 'PTSYS3', enabled: true, childrenNodes: [] },
];

/** GET /wps/system/whitelabel: `{ modules }`, stored under the `whitelabel` setting. */
export const whitelabel: Handler = async (ctx) => ({ body: ok({ modules: await setting(ctx, 'whitelabel', DEFAULT_MODULES) }) });

/** GET /wps/system/setting/register: per-field rules (the `registerRules` setting, else the sandbox defaults). */
export const registerSettings: Handler = async (ctx) => ({ body: ok(await setting(ctx, 'registerRules', DEFAULT_REGISTER_RULES)) });

/** GET /wps/system/banners: every banner, ordered by group and sequence. */
export const banners: Handler = async (ctx) => {
  const { results } = await ctx.db.prepare('SELECT banner_id, group_name, url, title, linkage_type, link FROM banners ORDER BY group_name, sequence').all<Record<string, string | number | null>>();
  return {
    body: ok(results.map((b) => ({ bannerId: b.banner_id, groupName: b.group_name, url: b.url, title: b.title, linkageType: b.linkage_type, link: b.link }))),
  };
};

/** GET /wps/system/promotions: every promotion, ordered by sequence. */
export const promotions: Handler = async (ctx) => {
  const { results } = await ctx.db.prepare('SELECT id, title, category, type, tags_json, images_json FROM promotions ORDER BY sequence').all<Record<string, string | number>>();
  return {
    body: ok(results.map((p) => ({ id: p.id, title: p.title, category: p.category, type: p.type, tags: JSON.parse(String(p.tags_json)), announcementImages: JSON.parse(String(p.images_json)) }))),
  };
};
