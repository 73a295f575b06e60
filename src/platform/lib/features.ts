/**
 * Feature flags as the sandbox platform itself applies them (SPEC §5.3): the same whitelabel
 * modules that GET /wps/system/whitelabel answers, so a flag switched off for the portal is off
 * for a request that bypasses it too (free play, forced change of an expired password).
 */
import { enabledFlags, type FeatureFlag, type WhitelabelNode } from '../../contracts/schemas/system.ts';

/** True when `flag` is enabled in the stored whitelabel modules (or the defaults). */
export async function featureEnabled(db: D1Database, flag: FeatureFlag): Promise<boolean> {
  const row = await db.prepare("SELECT value FROM system_settings WHERE key = 'whitelabel'").first<{ value: string }>();
  const modules = row ? (JSON.parse(row.value) as WhitelabelNode[]) : DEFAULT_MODULES;
  return enabledFlags(modules).has(flag);
}

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

/**
 * The stored system setting `key` (`system_settings`, JSON), or `fallback` when none is stored
 * (the sandbox defaults). Shared by the site and identity areas' settings calls.
 */
export async function systemSetting<T>(db: D1Database, key: string, fallback: T): Promise<T> {
  const row = await db.prepare('SELECT value FROM system_settings WHERE key = ?').bind(key).first<{ value: string }>();
  return row ? (JSON.parse(row.value) as T) : fallback;
}
