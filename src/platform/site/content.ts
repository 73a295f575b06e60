/**
 * Site-content handlers of the sandbox platform (SPEC §3, §7.1): promotions and banners in the caller's
 * language, announcements (SPEC §3, §9), the domain route and speed ping (§4, §7.1), the help
 * center (§7.1), customer-service links (§7.2) and the permission info (§3). The language comes
 * from the Language header (platform codes TY, EN, …); a text missing in that language falls back
 * to the base locale's.
 */
import { ok } from '../../contracts/envelope.ts';
import { baseLocale, locales, platformLanguage, type Locale } from '../../contracts/locales.ts';
import type { HelpArticle, Permission, PromotionDetail } from '../../contracts/schemas/site.ts';
import type { HandlerContext } from '../lib/context.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { DEFAULT_REGISTER_RULES } from '../../contracts/validation/register-rules.ts';
import { DEFAULT_MODULES } from '../lib/features.ts';

/** UI locale of a platform language code (`TY` → vi, `EN` → en); unknown codes give the base locale. */
export function localeOfLanguage(code: string): Locale {
  const upper = code.toUpperCase();
  return locales.find((l) => platformLanguage(l) === upper) ?? baseLocale;
}

type Row = Record<string, string | number | null>;

/** SQL fragment choosing the caller's text row, else the base locale's: `t` must alias the text table. */
const TEXT_ORDER = `CASE t.locale WHEN ?1 THEN 0 ELSE 1 END`;

/** GET /wps/system/promotions: every promotion with its texts and terms in the caller's language, by sequence. */
export const promotions: RouteHandler<'promotions'> = async (ctx) => {
  const locale = localeOfLanguage(ctx.language);
  const { results } = await ctx.db
    .prepare(
      `SELECT p.id, p.category, p.type, p.tags_json, p.images_json, p.title AS base_title,
        (SELECT t.title FROM promotion_texts t WHERE t.promotion_id = p.id AND t.locale IN (?1, ?2) ORDER BY ${TEXT_ORDER}) AS title,
        (SELECT t.summary FROM promotion_texts t WHERE t.promotion_id = p.id AND t.locale IN (?1, ?2) ORDER BY ${TEXT_ORDER}) AS summary,
        d.start_time, d.end_time, d.bonus_rate_bp, d.max_bonus, d.min_deposit, d.turnover
       FROM promotions p LEFT JOIN promotion_details d ON d.promotion_id = p.id ORDER BY p.sequence, p.id`,
    )
    .bind(locale, baseLocale)
    .all<Row>();
  const value: PromotionDetail[] = results.map((p) => ({
    id: Number(p.id),
    title: String(p.title ?? p.base_title),
    summary: String(p.summary ?? ''),
    category: String(p.category),
    type: String(p.type),
    tags: JSON.parse(String(p.tags_json)) as string[],
    announcementImages: JSON.parse(String(p.images_json)) as { url: string; sequence: number }[],
    startTime: Number(p.start_time ?? 0),
    endTime: Number(p.end_time ?? 0),
    terms: {
      bonusRateBp: Number(p.bonus_rate_bp ?? 0),
      maxBonus: Number(p.max_bonus ?? 0),
      minDeposit: Number(p.min_deposit ?? 0),
      turnover: Number(p.turnover ?? 0),
    },
  }));
  return { body: ok(value) };
};

/** GET /wps/system/banners: every banner with its title in the caller's language, by group and sequence. */
export const banners: RouteHandler<'banners'> = async (ctx) => {
  const locale = localeOfLanguage(ctx.language);
  const { results } = await ctx.db
    .prepare(
      `SELECT b.banner_id, b.group_name, b.url, b.linkage_type, b.link, b.title AS base_title,
        (SELECT t.title FROM banner_texts t WHERE t.banner_id = b.banner_id AND t.locale IN (?1, ?2) ORDER BY ${TEXT_ORDER}) AS title
       FROM banners b ORDER BY b.group_name, b.sequence`,
    )
    .bind(locale, baseLocale)
    .all<Row>();
  return {
    body: ok(
      results.map((b) => ({
        bannerId: Number(b.banner_id),
        groupName: String(b.group_name),
        url: String(b.url),
        title: String(b.title ?? b.base_title),
        linkageType: b.linkage_type as string | null,
        link: b.link as string | null,
      })),
    ),
  };
};

/** GET /wps/relay/MCSFE_getListAnnouncements: one page (default 9) of announcements, newest first, optionally of one type. */
export const announcements: RouteHandler<'announcements'> = async (ctx) => {
  const locale = localeOfLanguage(ctx.language);
  const { pageNo, pageSize, type } = ctx.input;
  const where = type ? 'WHERE a.type = ?3' : '';
  const total = await ctx.db
    .prepare(`SELECT COUNT(*) AS n FROM announcements a ${type ? 'WHERE a.type = ?1' : ''}`)
    .bind(...(type ? [type] : []))
    .first<{ n: number }>();
  const { results } = await ctx.db
    .prepare(
      `SELECT a.id, a.type, a.execution_type, a.published_at, t.title, t.content
       FROM announcements a JOIN announcement_texts t ON t.announcement_id = a.id
        AND t.locale = (SELECT x.locale FROM announcement_texts x WHERE x.announcement_id = a.id AND x.locale IN (?1, ?2) ORDER BY CASE x.locale WHEN ?1 THEN 0 ELSE 1 END LIMIT 1)
       ${where} ORDER BY a.published_at DESC, a.id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
    )
    .bind(locale, baseLocale, ...(type ? [type] : []))
    .all<Row>();
  return {
    body: ok({
      list: results.map((a) => ({
        id: Number(a.id),
        type: a.type,
        executionType: String(a.execution_type),
        title: String(a.title),
        content: String(a.content),
        timestamp: Number(a.published_at),
      })),
      total: total?.n ?? 0,
      pageNo,
      pageSize,
    }),
  };
};

/** GET /wps/system/domainRoute (device 0): the site's other domains, in order. */
export const domainRoute: RouteHandler<'domainRoute'> = async (ctx) => {
  const { results } = await ctx.db.prepare('SELECT domain_name FROM domains ORDER BY sequence, id').all<Row>();
  return { body: ok({ domainList: results.map((d) => ({ domainName: String(d.domain_name) })) }) };
};

/** GET /wps/system/ping?speed=…: the speed-check target (SPEC §7.1); answers at once, never cached. */
export const speedPing: RouteHandler<'speedPing'> = async () => ({ body: ok(null), headers: { 'cache-control': 'no-store' } });

/** GET /wps/system/helpCenter: the help-center articles in the caller's language. */
export const helpCenter: RouteHandler<'helpCenter'> = async (ctx) => {
  const locale = localeOfLanguage(ctx.language);
  const { results } = await ctx.db
    .prepare(
      `SELECT h.id, h.slug, t.title, t.paragraphs_json FROM help_articles h JOIN help_article_texts t ON t.article_id = h.id
        AND t.locale = (SELECT x.locale FROM help_article_texts x WHERE x.article_id = h.id AND x.locale IN (?1, ?2) ORDER BY CASE x.locale WHEN ?1 THEN 0 ELSE 1 END LIMIT 1)
       ORDER BY h.sequence, h.id`,
    )
    .bind(locale, baseLocale)
    .all<Row>();
  const articles: HelpArticle[] = results.map((h) => ({
    id: Number(h.id),
    slug: String(h.slug),
    title: String(h.title),
    paragraphs: JSON.parse(String(h.paragraphs_json)) as string[],
  }));
  return { body: ok({ articles }) };
};

async function servicePaths(ctx: HandlerContext, service: 'chat' | 'vip') {
  const { results } = await ctx.db.prepare('SELECT cs_type, path FROM customer_service_links WHERE service = ? ORDER BY id').bind(service).all<Row>();
  return results.map((s) => ({ csType: Number(s.cs_type), path: String(s.path) }));
}

/** GET /wps/system/serviceLink?service=chat|vip: the path list of live chat or the VIP service (SPEC §6, §7.2). */
export const serviceLink: RouteHandler<'serviceLink'> = async (ctx) => ({ body: ok({ pathList: await servicePaths(ctx, ctx.input.service) }) });

async function setting<T>(ctx: HandlerContext, key: string, fallback: T): Promise<T> {
  const row = await ctx.db.prepare('SELECT value FROM system_settings WHERE key = ?').bind(key).first<{ value: string }>();
  return row ? (JSON.parse(row.value) as T) : fallback;
}

/** GET /wps/system/permission: whitelabel flags, registration rules, resources, services, CDNs and status (SPEC §3, §7.3). */
export const permission: RouteHandler<'permission'> = async (ctx) => {
  const { results } = await ctx.db.prepare('SELECT resource_type, url, qr_code_url, label_name_en FROM resources ORDER BY id').all<Row>();
  const status = await setting<{ status: number }>(ctx, 'status', { status: 0 });
  const value: Permission = {
    whitelabel: await setting(ctx, 'whitelabel', DEFAULT_MODULES),
    registerRules: await setting(ctx, 'registerRules', DEFAULT_REGISTER_RULES),
    resources: results.map((r) => ({
      resourceType: String(r.resource_type),
      url: String(r.url),
      qrCodeUrl: String(r.qr_code_url),
      labelNameEn: String(r.label_name_en),
    })),
    customerService: await servicePaths(ctx, 'chat'),
    gtagId: null,
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: ctx.ip },
    maintenance: status.status === 1,
    regionRestriction: status.status === 2,
  };
  return { body: ok(value) };
};
