/**
 * Writes the site-content snapshot the prerendered pages are built from (SPEC §3) to
 * src/generated/site-content.json: per locale the promotions with their texts and terms, the banner
 * titles and the help-center articles (SPEC §2.2, §3, §7.1), plus the app resources and whether
 * customer service exists (SPEC §2.4, §3 permission info), and the right bar's social links (the
 * menu settings call, §7.2). With PLATFORM_URL set it asks the
 * operator's platform once per locale (Language header); otherwise it reads the sandbox's seed.
 * Usage: node scripts/site-snapshot.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { locales, platformLanguage, type Locale } from '../src/contracts/locales.ts';
import { routes } from '../src/contracts/routes.ts';
import { siteSnapshotSchema, type SiteSnapshot } from '../src/lib/site-snapshot-schema.ts';
import { localizedBannerTitles, localizedHelp, localizedPromotions, resourceSeeds, serviceSeeds } from '../src/platform/seed/site-content.ts';
import { socialLinks } from '../src/platform/site/menu-settings.ts';

async function fromPlatform(base: string): Promise<unknown> {
  const get = async (path: string, locale: Locale) => {
    const res = await fetch(new URL(path, base), { headers: { accept: 'application/json', language: platformLanguage(locale) } });
    const body = (await res.json()) as { success: boolean; value: unknown };
    if (!body.success) throw new Error(`${path} (${locale}) failed`);
    return body.value as never;
  };
  const perLocale: Record<string, unknown> = {};
  for (const locale of locales) {
    const banners = (await get(routes.banners.path, locale)) as { bannerId: number; title: string }[];
    perLocale[locale] = {
      promotions: await get(routes.promotions.path, locale),
      bannerTitles: Object.fromEntries(banners.map((b) => [b.bannerId, b.title])),
      help: ((await get(routes.helpCenter.path, locale)) as { articles: unknown }).articles,
    };
  }
  const permission = (await get(routes.permission.path, locales[0]!)) as { resources: unknown; customerService: unknown[] };
  const menu = (await get(routes.menuSettings.path, locales[0]!)) as { facebook: unknown; telegram: unknown };
  return {
    locales: perLocale,
    resources: permission.resources,
    customerService: permission.customerService.length > 0,
    social: { facebook: menu.facebook, telegram: menu.telegram },
  };
}

function fromSeed(): SiteSnapshot {
  return {
    locales: Object.fromEntries(
      locales.map((l) => [l, { promotions: localizedPromotions(l), bannerTitles: localizedBannerTitles(l), help: localizedHelp(l) }]),
    ),
    resources: resourceSeeds,
    customerService: serviceSeeds.length > 0,
    social: socialLinks(),
  };
}

const snapshot = siteSnapshotSchema.parse(process.env.PLATFORM_URL ? await fromPlatform(process.env.PLATFORM_URL) : fromSeed());
mkdirSync('src/generated', { recursive: true });
writeFileSync('src/generated/site-content.json', JSON.stringify(snapshot));
console.log(`site-snapshot: ${Object.keys(snapshot.locales).length} locales, ${snapshot.resources.length} app resources`);
