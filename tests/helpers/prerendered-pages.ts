/**
 * The prerendered pages of dist/, by locale: what the static scan (tests/built) and the browser
 * smoke suite (tests/e2e/smoke.spec.ts) walk, so pages added by any feature are covered by both.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { baseLocale, locales } from '../../src/contracts/locales.ts';

/** The built site; `npm run build` (or the first step of `npm test`) writes it. */
export const DIST = 'dist';
/** Locales written right to left (html dir="rtl"). */
export const RTL_LOCALES = new Set(['ar', 'fa', 'ur']);

/** Every prerendered page URL path of `locale` (e.g. /en/promotions/), sorted; the sandbox's /dev pages are left out. */
export function prerenderedPages(locale: string): string[] {
  if (!existsSync(DIST)) throw new Error(`${DIST}/ is missing: build the site first (npm run build)`);
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') out.push(`/${relative(DIST, dir).split(sep).join('/')}`.replace(/\/?$/, '/'));
    }
  };
  walk(DIST);
  return out
    .map((p) => p.replace(/^\/\//, '/'))
    .filter((p) => !/^\/dev\//.test(p))
    .filter((p) => {
      const seg = p.split('/')[1] ?? '';
      const isOther = (locales as readonly string[]).includes(seg) && seg !== baseLocale;
      return locale === baseLocale ? !isOther : seg === locale;
    })
    .sort();
}

/** The file of a page path: /en/promotions/ → dist/en/promotions/index.html. */
export function pageFile(path: string): string {
  return join(DIST, path, 'index.html');
}

/** Template of a page: its first locale-free path segment ('' for home, 'promoDetail', …). */
export function pageTemplate(path: string, locale: string): string {
  const rest = locale === baseLocale ? path : path.slice(locale.length + 1);
  return rest.split('/')[1] ?? '';
}
