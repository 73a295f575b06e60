/**
 * System schemas: status (SPEC §2.9, §4), whitelabel modules and feature flags (§5.3),
 * registration field rules (§3, §5.1), banners and promotions (§2.2, §3).
 */
import * as z from 'zod/mini';
import { fieldRuleSchema } from '../validation/field-rule.ts';

/** System status values (SPEC §4): 0 normal, 1 maintenance, 2 region restricted. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

/**
 * Status value (/wps/system/status). `maintenanceEndTime` is ISO 8601 when known;
 * `customerServiceUrl` is the service link shown on the system pages; `ip` is the visitor's IP as
 * the platform saw it.
 */
export const systemStatusSchema = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenanceEndTime: z.nullable(z.string()),
  customerServiceUrl: z.nullable(z.string()),
  ip: z.nullable(z.string()),
});
/** System status. */
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** Feature flags carried by whitelabel modules (SPEC §5.3). */
export const FEATURE_FLAGS = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'PTSYS3',
] as const;
/** One feature flag. */
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** A node of the whitelabel tree (SPEC §3 permission info). */
export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
/** zod schema of the whitelabel tree. */
export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(whitelabelNodeSchema) }),
);
/** Whitelabel settings value (GET /wps/system/whitelabel). */
export const whitelabelSchema = z.object({ modules: z.array(whitelabelNodeSchema) });

/**
 * Flattens the whitelabel tree into the set of enabled feature flags. A child counts only when it
 * and every ancestor are enabled.
 */
export function enabledFlags(nodes: readonly WhitelabelNode[]): Set<string> {
  const out = new Set<string>();
  const walk = (list: readonly WhitelabelNode[]) => {
    for (const n of list) {
      if (!n.enabled) continue;
      out.add(n.modId);
      walk(n.childrenNodes);
    }
  };
  walk(nodes);
  return out;
}

/**
 * Per-field registration rule (SPEC §3): pattern `*` means any. Lengths in characters. Defined
 * with the pattern ids in src/contracts/validation/patterns.ts.
 */
export const registerFieldRuleSchema = fieldRuleSchema;
/** Registration field rules by field name (GET /wps/system/setting/register). */
export const registerSettingsSchema = z.record(z.string(), registerFieldRuleSchema);

/** Banner (SPEC §3). A banner is clickable only when `linkageType` is set (§2.2). */
export const bannerSchema = z.object({
  bannerId: z.int(),
  url: z.string(),
  groupName: z.string(),
  linkageType: z.nullable(z.string()),
  link: z.nullable(z.string()),
  title: z.string(),
});
/** Banner. */
export type Banner = z.infer<typeof bannerSchema>;

/** Promotion (SPEC §3): images are ordered by `sequence`. */
export const promotionSchema = z.object({
  id: z.int(),
  title: z.string(),
  category: z.string(),
  type: z.string(),
  tags: z.array(z.string()),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.int() })),
});
/** Promotion. */
export type Promotion = z.infer<typeof promotionSchema>;

/** The catalog snapshot the pages are prerendered from (scripts/content-snapshot.ts). */
export const contentSnapshotSchema = z.object({ banners: z.array(bannerSchema), promotions: z.array(promotionSchema), whitelabel: whitelabelSchema });
/** Catalog snapshot. */
export type ContentSnapshot = z.infer<typeof contentSnapshotSchema>;
