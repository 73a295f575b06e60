/**
 * The site-content snapshot for prerendering (SPEC §3), read at build time by pages and shell
 * components: translated promotions with their terms, banner titles, help articles, app
 * resources and whether customer service exists. Server-only (used in .astro files), so the HTML
 * carries the content in the page's language with no JavaScript.
 */
import raw from '../generated/site-content.json';
import type { Locale } from '../contracts/locales.ts';
import type { Banner } from '../contracts/schemas/system.ts';
import type { HelpArticle, PromotionDetail, Resource } from '../contracts/schemas/site.ts';
import { siteSnapshotSchema } from './site-snapshot-schema.ts';

const snapshot = siteSnapshotSchema.parse(raw);

function forLocale(locale: Locale) {
  const entry = snapshot.locales[locale];
  if (!entry) throw new Error(`site content has no locale ${locale}`);
  return entry;
}

/** Promotions in `locale`, in the platform's order; optionally only those of `category` (new_player, SPEC §2.6). */
export function localizedPromotions(locale: Locale, category?: string): PromotionDetail[] {
  const list = forLocale(locale).promotions;
  return category ? list.filter((p) => p.category === category) : list;
}

/** One promotion in `locale`, or undefined. */
export function localizedPromotion(locale: Locale, id: number): PromotionDetail | undefined {
  return forLocale(locale).promotions.find((p) => p.id === id);
}

/** Title of `banner` in `locale` (alt text and caption), falling back to the banner's own title. */
export function bannerTitle(locale: Locale, banner: Banner): string {
  return forLocale(locale).bannerTitles[String(banner.bannerId)] ?? banner.title;
}

/** Help-center articles in `locale` (SPEC §2.1 /helpmc). */
export function helpArticles(locale: Locale): HelpArticle[] {
  return forLocale(locale).help;
}

/** App resources (SPEC §3 Resource) for the download page and modal. */
export function appResources(): Resource[] {
  return snapshot.resources;
}

/** True when the platform lists customer-service links (SPEC §2.4 "Customer service, if services exist"). */
export function hasCustomerService(): boolean {
  return snapshot.customerService;
}

/** The right bar's social links (SPEC §2.4; the platform's menu settings, §7.2); null: not shown. */
export function socialLinks(): { facebook: string | null; telegram: string | null } {
  return snapshot.social;
}
