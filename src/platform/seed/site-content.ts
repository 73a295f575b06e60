/**
 * Site content of the sandbox platform (SPEC §3), translated for every UI locale: promotion
 * titles, summaries and terms, banner titles, announcements of each type (B, PL, PU, PR, H), help
 * center articles, the speed-check domains, the app resources and the customer-service links.
 * The texts live in site-content/{locale}.json (one file per locale, the same keys in each);
 * `siteContentSql()` turns everything into idempotent SQL for scripts/seed.ts, and the build reads
 * the same data through `localizedPromotions`, `localizedHelp` and friends (scripts/site-snapshot.ts).
 * Node only (reads files); the platform itself reads the seeded tables.
 */
import { readFileSync } from 'node:fs';
import { baseLocale, locales, type Locale } from '../../contracts/locales.ts';
import type { HelpArticle, PromotionDetail, Resource } from '../../contracts/schemas/site.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { encryptServicePath } from '../../lib/service-link-cipher.ts';
import { raffleConfig } from '../rewards/economics.ts';
import { demoBanners, demoPromotions, groupSlug } from './demo-content.ts';

/** One locale's texts: [title, summary] per promotion id, banner titles by `{group}-{n}`, announcement [title, content] by key, help [title, ...paragraphs] by slug. */
export interface SiteTexts {
  promotions: Record<string, [string, string]>;
  banners: Record<string, string>;
  announcements: Record<AnnouncementKey, [string, string]>;
  help: Record<HelpSlug, [string, ...string[]]>;
}

/** Announcement text keys. */
export type AnnouncementKey = 'welcome' | 'upgrade' | 'deposit' | 'cashback' | 'holiday' | 'maintenance';
/**
 * Help-center article slugs, in reading order; `contact` is the customer-service anchor and
 * `lottery-fairness` the rule of house-drawn lottery draws (the lottery's "Verify this draw" panel).
 * An article's id and order are its index here, seeded with INSERT OR IGNORE: add new ones at the end.
 */
export const HELP_SLUGS = ['user-agreement', 'privacy', 'deposit-withdrawal', 'responsible-gaming', 'contact', 'lottery-fairness'] as const;
/** A help article slug. */
export type HelpSlug = (typeof HELP_SLUGS)[number];

const cache = new Map<Locale, SiteTexts>();

/** The texts of `locale` (site-content/{locale}.json). Throws when the file is missing. */
export function siteTexts(locale: Locale): SiteTexts {
  let t = cache.get(locale);
  if (!t) {
    t = JSON.parse(readFileSync(new URL(`./site-content/${locale}.json`, import.meta.url), 'utf8')) as SiteTexts;
    cache.set(locale, t);
  }
  return t;
}

const day = 86_400_000;
/** Fixed reference time of the demo content (2026-11-20 09:30 UTC), so seeds are stable. */
const BASE_TIME = Date.UTC(2026, 10, 20, 9, 30, 0);

/** Validity window and terms per promotion id (SPEC §3 promotion; amounts in VND minor units). */
export const promotionTerms: Record<number, Pick<PromotionDetail, 'startTime' | 'endTime' | 'terms'>> = {
  101: {
    startTime: Date.UTC(2026, 0, 1),
    endTime: Date.UTC(2027, 11, 31),
    terms: { bonusRateBp: 10_000, maxBonus: 5_000_000, minDeposit: 100_000, turnover: 10 },
  },
  102: { startTime: Date.UTC(2026, 0, 1), endTime: Date.UTC(2027, 11, 31), terms: { bonusRateBp: 120, maxBonus: 2_000_000, minDeposit: 0, turnover: 1 } },
  103: { startTime: Date.UTC(2026, 5, 1), endTime: Date.UTC(2027, 5, 30), terms: { bonusRateBp: 500, maxBonus: 3_000_000, minDeposit: 50_000, turnover: 3 } },
  104: { startTime: Date.UTC(2026, 0, 1), endTime: Date.UTC(2027, 11, 31), terms: { bonusRateBp: 0, maxBonus: 8_888_000, minDeposit: 0, turnover: 1 } },
  105: {
    startTime: Date.UTC(2026, 2, 1),
    endTime: Date.UTC(2027, 2, 31),
    terms: { bonusRateBp: 2_000, maxBonus: 1_000_000, minDeposit: 100_000, turnover: 5 },
  },
  // The daily raffle: its top prize and turnover multiple are the configured raffle's (src/platform/rewards/economics.ts).
  106: {
    startTime: Date.UTC(2026, 0, 1),
    endTime: Date.UTC(2027, 11, 31),
    terms: {
      bonusRateBp: 0,
      maxBonus: Math.max(...(raffleConfig(106)?.prizes.map((p) => p.amount) ?? [0])),
      minDeposit: 0,
      turnover: raffleConfig(106)?.turnoverMultiple ?? 1,
    },
  },
};

/** Demo announcements: one of each type, then weekly maintenance notices (12 in all, two pages of 9). */
export const announcementSeeds: { id: number; type: 'B' | 'PL' | 'PU' | 'PR' | 'H'; key: AnnouncementKey; publishedAt: number }[] = [
  { id: 1, type: 'B', key: 'welcome', publishedAt: BASE_TIME },
  { id: 2, type: 'PL', key: 'upgrade', publishedAt: BASE_TIME - 1 * day },
  { id: 3, type: 'PU', key: 'deposit', publishedAt: BASE_TIME - 2 * day },
  { id: 4, type: 'PR', key: 'cashback', publishedAt: BASE_TIME - 3 * day },
  { id: 5, type: 'H', key: 'holiday', publishedAt: BASE_TIME - 4 * day },
  ...Array.from({ length: 7 }, (_, i) => ({ id: 6 + i, type: 'B' as const, key: 'maintenance' as const, publishedAt: BASE_TIME - (5 + 7 * i) * day })),
];

/**
 * Speed-check domains besides the portal's own origin (which the browser always tests). In the
 * sandbox these are loopback ports where nothing listens, so they fail fast and show as
 * unreachable (9999 ms); an operator lists their real mirror domains.
 */
export const domainSeeds = ['http://127.0.0.1:9', 'http://127.0.0.1:1'];

/** App resources (SPEC §3 Resource): store links and the QR targets of the download page. */
export const resourceSeeds: Resource[] = [
  {
    resourceType: 'android',
    url: 'https://play.google.com/store/apps/details?id=com.lotusplay.app',
    qrCodeUrl: 'https://play.google.com/store/apps/details?id=com.lotusplay.app',
    labelNameEn: 'Android',
  },
  { resourceType: 'ios', url: 'https://apps.apple.com/app/id6400000000', qrCodeUrl: 'https://apps.apple.com/app/id6400000000', labelNameEn: 'iOS' },
];

/**
 * Customer-service links (SPEC §7.2): a type-3 (encrypted) entry per service. In the sandbox both
 * lead to the sandbox's chat with support (/support/, the help center one tap away); `vip` is for
 * rank levels above 4 (SPEC §6).
 */
export const serviceSeeds: { id: number; service: 'chat' | 'vip'; csType: number; url: string }[] = [
  { id: 1, service: 'chat', csType: 3, url: '/support/' },
  { id: 2, service: 'vip', csType: 3, url: '/support/?service=vip' },
];

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** Announcement title and content in `locale`, placeholders filled ({brand}, {date} per locale). */
export function announcementText(locale: Locale, seed: (typeof announcementSeeds)[number]): { title: string; content: string } {
  const [title, content] = siteTexts(locale).announcements[seed.key];
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(seed.publishedAt + 3 * day);
  const vars = { brand: siteConfig.brand, date };
  return { title: fill(title, vars), content: fill(content, vars) };
}

/** Every promotion with its texts in `locale` and its terms, in sequence order (SPEC §3). */
export function localizedPromotions(locale: Locale): PromotionDetail[] {
  const texts = siteTexts(locale).promotions;
  return demoPromotions.map((p) => {
    const [title, summary] = texts[String(p.id)] ?? siteTexts(baseLocale).promotions[String(p.id)]!;
    const { sequence: _sequence, ...base } = p;
    return { ...base, title, summary, ...promotionTerms[p.id]! };
  });
}

/** Banner titles in `locale` by bannerId (alt text and caption of SPEC §2.2 banners). */
export function localizedBannerTitles(locale: Locale): Record<number, string> {
  const texts = siteTexts(locale).banners;
  return Object.fromEntries(demoBanners.map((b) => [b.bannerId, texts[`${groupSlug(b.groupName)}-${b.sequence + 1}`] ?? b.title]));
}

/** Help-center articles in `locale`, in reading order. */
export function localizedHelp(locale: Locale): HelpArticle[] {
  const texts = siteTexts(locale).help;
  return HELP_SLUGS.map((slug, i) => {
    const [title, ...paragraphs] = texts[slug];
    return { id: i + 1, slug, title, paragraphs };
  });
}

/** The idempotent SQL of the site content (INSERT OR IGNORE), for scripts/seed.ts. */
export async function siteContentSql(): Promise<string[]> {
  const q = (v: string | number): string => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  const sql: string[] = [];
  for (const [id, p] of Object.entries(promotionTerms)) {
    sql.push(
      `INSERT OR IGNORE INTO promotion_details (promotion_id, start_time, end_time, bonus_rate_bp, max_bonus, min_deposit, turnover) VALUES (${id}, ${p.startTime}, ${p.endTime}, ${p.terms.bonusRateBp}, ${p.terms.maxBonus}, ${p.terms.minDeposit}, ${p.terms.turnover});`,
    );
  }
  for (const a of announcementSeeds)
    sql.push(`INSERT OR IGNORE INTO announcements (id, type, execution_type, published_at) VALUES (${a.id}, ${q(a.type)}, 'B', ${a.publishedAt});`);
  for (const [i, slug] of HELP_SLUGS.entries()) sql.push(`INSERT OR IGNORE INTO help_articles (id, slug, sequence) VALUES (${i + 1}, ${q(slug)}, ${i});`);
  for (const locale of locales) {
    for (const p of localizedPromotions(locale))
      sql.push(`INSERT OR IGNORE INTO promotion_texts (promotion_id, locale, title, summary) VALUES (${p.id}, ${q(locale)}, ${q(p.title)}, ${q(p.summary)});`);
    for (const [id, title] of Object.entries(localizedBannerTitles(locale)))
      sql.push(`INSERT OR IGNORE INTO banner_texts (banner_id, locale, title) VALUES (${id}, ${q(locale)}, ${q(title)});`);
    for (const a of announcementSeeds) {
      const t = announcementText(locale, a);
      sql.push(
        `INSERT OR IGNORE INTO announcement_texts (announcement_id, locale, title, content) VALUES (${a.id}, ${q(locale)}, ${q(t.title)}, ${q(t.content)});`,
      );
    }
    for (const h of localizedHelp(locale))
      sql.push(
        `INSERT OR IGNORE INTO help_article_texts (article_id, locale, title, paragraphs_json) VALUES (${h.id}, ${q(locale)}, ${q(h.title)}, ${q(JSON.stringify(h.paragraphs))});`,
      );
  }
  for (const [i, d] of domainSeeds.entries()) sql.push(`INSERT OR IGNORE INTO domains (id, domain_name, sequence) VALUES (${i + 1}, ${q(d)}, ${i});`);
  for (const [i, r] of resourceSeeds.entries())
    sql.push(
      `INSERT OR IGNORE INTO resources (id, resource_type, url, qr_code_url, label_name_en) VALUES (${i + 1}, ${q(r.resourceType)}, ${q(r.url)}, ${q(r.qrCodeUrl)}, ${q(r.labelNameEn)});`,
    );
  for (const s of serviceSeeds) {
    // A fixed key per entry keeps the seed stable enough to read; the IV still differs per run,
    // which INSERT OR IGNORE makes harmless.
    const key = `cs${String(s.id).padStart(6, '0')}`;
    sql.push(
      `INSERT OR IGNORE INTO customer_service_links (id, service, cs_type, path) VALUES (${s.id}, ${q(s.service)}, ${s.csType}, ${q(await encryptServicePath(s.url, key))});`,
    );
  }
  return sql;
}
