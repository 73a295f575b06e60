/**
 * Feature flags as the sandbox platform itself applies them (SPEC §5.3): the same whitelabel
 * modules that GET /wps/system/whitelabel answers, so a flag switched off for the portal is off
 * for a request that bypasses it too (free play, forced change of an expired password).
 */
import { enabledFlags, type FeatureFlag, type WhitelabelNode } from '../../contracts/schemas/system.ts';
import { DEFAULT_MODULES } from '../site/system.ts';

/** True when `flag` is enabled in the stored whitelabel modules (or the defaults). */
export async function featureEnabled(db: D1Database, flag: FeatureFlag): Promise<boolean> {
  const row = await db.prepare("SELECT value FROM system_settings WHERE key = 'whitelabel'").first<{ value: string }>();
  const modules = row ? (JSON.parse(row.value) as WhitelabelNode[]) : DEFAULT_MODULES;
  return enabledFlags(modules).has(flag);
}
