/**
 * The catalog snapshot for prerendering (banners, promotions, feature flags), written by
 * scripts/content-snapshot.ts before the build. Server-only: pages read it at build time so the
 * HTML carries the content with no JavaScript.
 */
import raw from '../generated/content.json';
import { contentSnapshotSchema, enabledFlags, type Banner, type FeatureFlag, type Promotion } from '../contracts/schemas/system.ts';

const snapshot = contentSnapshotSchema.parse(raw);
const flags = enabledFlags(snapshot.whitelabel.modules);

/** Banners whose groupName is `group` (SPEC §2.2), in their order. */
export function bannersFor(group: string): Banner[] {
  return snapshot.banners.filter((b) => b.groupName === group);
}

/** Promotions, optionally only those of `category` (e.g. new_player, SPEC §2.6). */
export function promotions(category?: string): Promotion[] {
  return category ? snapshot.promotions.filter((p) => p.category === category) : snapshot.promotions;
}

/** True when feature flag `flag` is enabled in the whitelabel modules (SPEC §5.3). */
export function flagEnabled(flag: FeatureFlag): boolean {
  return flags.has(flag);
}
