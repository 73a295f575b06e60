/**
 * Astro integration writing dist/sitemap.xml after the build (SEO): every prerendered
 * page (every index.html under dist without a noindex robots meta), whoever added it, one <url> per
 * locale version with xhtml:link hreflang alternates to every locale's version and x-default (the
 * base locale). URLs are absolute on the configured `site`, slash-terminated like the canonical
 * links.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** @type {{ baseLocale: string; locales: string[] }} */
const settings = JSON.parse(readFileSync(new URL('../i18n/project.inlang/settings.json', import.meta.url), 'utf8'));

/**
 * Every index.html under `dir`, with its page path from `root` ('/en/promotions').
 * @param {string} root
 * @param {string} [dir]
 * @returns {Generator<{ file: string; path: string }>}
 */
function* htmlPages(root, dir = root) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlPages(root, full);
    else if (entry.name === 'index.html') yield { file: full, path: `/${relative(root, dir).split(sep).join('/')}` };
  }
}

/**
 * Splits '/en/promotions' into ['en', '/promotions']; unprefixed paths belong to the base locale.
 * @param {string} path
 * @returns {[string, string]}
 */
function splitLocale(path) {
  const seg = path.split('/')[1] ?? '';
  if (seg !== settings.baseLocale && settings.locales.includes(seg)) return [seg, path.slice(seg.length + 1) || '/'];
  return [settings.baseLocale, path];
}

const xml = (/** @type {string} */ s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * The integration: `sitemapIntegration()` in astro.config.mjs.
 * @returns {import('astro').AstroIntegration}
 */
export function sitemapIntegration() {
  let site = 'http://127.0.0.1:8788';
  return {
    name: 'portal:sitemap',
    hooks: {
      'astro:config:done': ({ config }) => {
        if (config.site) site = config.site;
      },
      'astro:build:done': ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        /** @type {Map<string, Map<string, string>>} locale-free path → locale → absolute URL */
        const byPath = new Map();
        for (const { file, path } of htmlPages(root)) {
          if (/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'))) continue;
          const clean = path === '/' ? '/' : `${path.replace(/\/+$/, '')}/`;
          const [locale, rest] = splitLocale(clean);
          let versions = byPath.get(rest);
          if (!versions) byPath.set(rest, (versions = new Map()));
          versions.set(locale, new URL(clean, site).toString());
        }
        /** @type {string[]} */
        const urls = [];
        for (const [, versions] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
          /** @type {[string, string][]} this page's [locale, URL] pairs, in the locale list's order */
          const ordered = settings.locales.flatMap((l) => {
            const url = versions.get(l);
            return url === undefined ? [] : [[l, url]];
          });
          const links = ordered.map(([l, url]) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(url)}"/>`);
          const base = versions.get(settings.baseLocale);
          if (base !== undefined) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(base)}"/>`);
          for (const [, url] of ordered) urls.push(`<url><loc>${xml(url)}</loc>${links.join('')}</url>`);
        }
        writeFileSync(
          join(root, 'sitemap.xml'),
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
        );
        logger.info(`sitemap.xml: ${urls.length} URLs`);
      },
    },
  };
}
