/**
 * Site-content schemas: promotion details with types and tags (SPEC §3 Promotion),
 * announcements (§3, §9: 9 per page, types B PL PU PR H), domains for the speed check (§3 Domain,
 * §4), the help center (§7.1), app resources (§3 Resource), customer-service links (§7.2) and the
 * permission info that carries resources and services (§3 Permission info).
 * Times are ms since the epoch; amounts are integer minor units of the site currency.
 */
import * as z from 'zod/mini';
import { promotionSchema, registerSettingsSchema, whitelabelNodeSchema } from './system.ts';

/** Promotion types of SPEC §3, in the order the promotion list offers them as filters. */
export const PROMOTION_TYPES = [
  'all',
  'others',
  'sports',
  'live casino',
  'slots',
  'card games',
  'fish',
  'lotto',
  'rebate',
  'points mall',
  'ranking',
  'deposit',
  'app download',
  'newbie',
] as const;
/** One promotion type. */
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** Promotion tags of SPEC §3. */
export const PROMOTION_TAGS = ['newbie', 'limited', 'special', 'daily', 'high rebate', 'VIP'] as const;
/** One promotion tag. */
export type PromotionTag = (typeof PROMOTION_TAGS)[number];

/** Message-key suffix of a type or tag: 'live casino' → 'live_casino', 'VIP' → 'vip'. */
export function termSlug(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, '_');
}

/**
 * The terms of a promotion, rendered with translated templates: bonus rate in basis points
 * (10000 = 100 %), maximum bonus and minimum deposit in minor units, turnover as a multiple.
 */
export const promotionTermsSchema = z.object({
  bonusRateBp: z.int().check(z.nonnegative()),
  maxBonus: z.int().check(z.nonnegative()),
  minDeposit: z.int().check(z.nonnegative()),
  turnover: z.int().check(z.nonnegative()),
});

/**
 * A promotion as the platform answers it in the caller's language (Language header): the SPEC §3
 * fields plus a one-sentence summary, the validity window and the terms.
 */
export const promotionDetailSchema = z.extend(promotionSchema, {
  summary: z.string(),
  startTime: z.int(),
  endTime: z.int(),
  terms: promotionTermsSchema,
});
/** Promotion with its translated texts and terms. */
export type PromotionDetail = z.infer<typeof promotionDetailSchema>;

/** Announcement types (SPEC §3 site configuration). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** Announcements per page (SPEC §9). */
export const ANNOUNCEMENTS_PER_PAGE = 9;

/** Announcement (SPEC §3): title, content and its publication time in ms (shown as yyyy-MM-dd HH:mm:ss). */
export const announcementSchema = z.object({
  id: z.int(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  executionType: z.string(),
  title: z.string(),
  content: z.string(),
  timestamp: z.int(),
});
/** Announcement. */
export type Announcement = z.infer<typeof announcementSchema>;

/** Query of MCSFE_getListAnnouncements: 1-based page, page size (default 9), optional type. */
export const announcementListRequestSchema = z.object({
  pageNo: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), ANNOUNCEMENTS_PER_PAGE),
  type: z.optional(z.enum(ANNOUNCEMENT_TYPES)),
});
/** One page of announcements, newest first; `total` counts every matching announcement. */
export const announcementListSchema = z.object({
  list: z.array(announcementSchema),
  total: z.int(),
  pageNo: z.int(),
  pageSize: z.int(),
});
/** A page of announcements. */
export type AnnouncementList = z.infer<typeof announcementListSchema>;

/** Domain route answer (SPEC §7.1): the site's domains, as origins such as https://a.example. */
export const domainRouteSchema = z.object({ domainList: z.array(z.object({ domainName: z.string() })) });

/** Help-center article: stable slug (anchor), title and paragraphs in the caller's language. */
export const helpArticleSchema = z.object({ id: z.int(), slug: z.string(), title: z.string(), paragraphs: z.array(z.string()) });
/** A help-center article. */
export type HelpArticle = z.infer<typeof helpArticleSchema>;
/** Help center answer (SPEC §7.1 /wps/system/helpCenter). */
export const helpCenterSchema = z.object({ articles: z.array(helpArticleSchema) });

/**
 * Menu settings answer (SPEC §7.2 "Menu settings call"; §2.4 side menu and its right bar): what
 * the side menu shows that the platform decides. `referral`: refer and earn is shown to members
 * (visitors and agents always see it) while the referral promotion is on. `facebook`, `telegram`:
 * the right bar's links (https URLs), null when the operator has none (the link is not shown).
 */
export const menuSettingsSchema = z.object({
  referral: z.boolean(),
  facebook: z.nullable(z.string().check(z.regex(/^https:\/\//))),
  telegram: z.nullable(z.string().check(z.regex(/^https:\/\//))),
});
/** Menu settings. */
export type MenuSettings = z.infer<typeof menuSettingsSchema>;

/** App resource (SPEC §3): resourceType android or ios, store/download url, QR target, English label. */
export const resourceSchema = z.object({ resourceType: z.string(), url: z.string(), qrCodeUrl: z.string(), labelNameEn: z.string() });
/** An app resource. */
export type Resource = z.infer<typeof resourceSchema>;

/** A customer-service entry (SPEC §3 customerService): csType 3 paths are encrypted (see service-link-cipher). */
export const serviceEntrySchema = z.object({ csType: z.int(), path: z.string() });
/** Query of the service-link call: live chat, or the VIP service for rank levels above 4 (SPEC §6). */
export const serviceLinkRequestSchema = z.object({ service: z._default(z.enum(['chat', 'vip']), 'chat') });
/** Service-link answer: the path list of the chosen service. */
export const serviceLinkSchema = z.object({ pathList: z.array(serviceEntrySchema) });

/** Permission info (SPEC §3): drives status, flags, services, CDNs, resources and registration rules (§7.3). */
export const permissionSchema = z.object({
  whitelabel: z.array(whitelabelNodeSchema),
  registerRules: registerSettingsSchema,
  resources: z.array(resourceSchema),
  customerService: z.array(serviceEntrySchema),
  gtagId: z.nullable(z.string()),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.nullable(z.string()) }),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
});
/** Permission info. */
export type Permission = z.infer<typeof permissionSchema>;

/** A message of the customer-service chat (SPEC §6 live chat): `auto` marks the automatic acknowledgement (its text is the page's). */
export const supportMessageSchema = z.object({ id: z.int(), from: z.enum(['member', 'support']), body: z.string(), auto: z.boolean(), createdAt: z.int() });
/** The chat's messages after message id `after` (0: the newest 100). */
export const supportListSchema = z.object({ after: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(2_147_483_647)), 0) });
/** A member's message to support: 1–500 characters once trimmed (checked by the platform). */
export const supportSendSchema = z.object({ body: z.string().check(z.maxLength(2000)) });
/** Sandbox: a support agent answers member `account`. */
export const devSupportReplySchema = z.object({ account: z.string().check(z.minLength(1), z.maxLength(64)), body: z.string().check(z.maxLength(2000)) });
