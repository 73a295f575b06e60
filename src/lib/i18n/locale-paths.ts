/**
 * Per-locale routes from one getStaticPaths (DESIGN.md "Locales"): the default locale unprefixed,
 * every other under /{locale}/. Also builds the hreflang alternates of a page.
 */
import { baseLocale, localePrefix, locales, type Locale } from '../../contracts/locales.ts';

/** getStaticPaths result for a page that exists in every locale. */
export function localeStaticPaths() {
  return locales.map((locale) => ({ params: { locale: locale === baseLocale ? undefined : locale }, props: { locale } }));
}

/**
 * Href of `path` (locale-free, starting with /) in `locale`, e.g. ('en', '/register') →
 * '/en/register/'. Pages are directories (dist/en/register/index.html), which the host serves at
 * the slash-terminated URL and redirects to from the bare one, so links and canonical URLs end
 * in a slash and cost no redirect.
 */
export function localeHref(locale: Locale, path: string): string {
  const p = localePrefix(locale);
  return path === '/' ? `${p}/` : `${p}${path.endsWith('/') ? path : `${path}/`}`;
}

/** Every locale's URL of `path` for hreflang links, plus x-default (the base locale). */
export function alternates(site: URL, path: string): { hreflang: string; href: string }[] {
  const list = locales.map((l) => ({ hreflang: l, href: new URL(localeHref(l, path), site).toString() }));
  return [...list, { hreflang: 'x-default', href: new URL(localeHref(baseLocale, path), site).toString() }];
}
