// Smoke suite, one Playwright project per locale (smoke-vi … smoke-de): every prerendered page of
// the project's locale, discovered from dist/ (so pages added by any feature are covered), answers
// 200 with the right html lang and dir, shows no raw message key and no unfilled {placeholder},
// has every hreflang alternate, and does not scroll sideways at 360 px. axe-core then checks
// accessibility (serious and critical violations fail): on every page in vi, en and ar (light),
// once per template in the dark theme in vi (the themes' colours do not change with the locale),
// and on a rotating sample in the other locales so that every page template is still
// checked in several locales while the suite stays affordable (README "Smoke suite").
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { baseLocale, locales } from '../../src/contracts/locales.ts';
import { loadMessages } from '../../scripts/lib/message-files.ts';
import { portalLocale } from './helpers.ts';

/** Locales whose every page gets axe, in both themes. */
const FULL_AXE_LOCALES = ['vi', 'en', 'ar'];
/** The locale whose templates axe also checks in the dark theme (one is enough: colours are locale-free). */
const DARK_AXE_LOCALE = 'vi';
/** Pages per other locale that get axe (home plus a rotation over the templates). */
const SAMPLED_AXE_PAGES = 3;
const RTL = new Set(['ar', 'fa', 'ur']);

/** Every prerendered page URL path of `locale`, from dist/ (e.g. /en/promotions/), sorted. */
function prerenderedPages(locale: string): string[] {
  const root = 'dist';
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === 'index.html') out.push(`/${relative(root, dir).split(sep).join('/')}`.replace(/\/?$/, '/'));
    }
  };
  walk(root);
  return out
    .map((p) => p.replace(/^\/\//, '/'))
    // The sandbox's dev tools (the SMS outbox page) are not a visitor's page.
    .filter((p) => !/^\/dev\//.test(p))
    .filter((p) => {
      const seg = p.split('/')[1] ?? '';
      const isOther = (locales as readonly string[]).includes(seg) && seg !== baseLocale;
      return locale === baseLocale ? !isOther : seg === locale;
    })
    .sort();
}

/** Template of a page: its first locale-free path segment ('' for home, 'promoDetail', …). */
function template(path: string, locale: string): string {
  const rest = locale === baseLocale ? path : path.slice(locale.length + 1);
  return rest.split('/')[1] ?? '';
}

/** The pages of `locale` that axe checks: all in the full locales, else home plus a rotation over the other templates. */
function axePages(locale: string, pages: string[]): string[] {
  if (FULL_AXE_LOCALES.includes(locale)) return pages;
  const byTemplate = new Map<string, string>();
  for (const p of pages) if (!byTemplate.has(template(p, locale))) byTemplate.set(template(p, locale), p);
  const others = [...byTemplate.entries()].filter(([t]) => t !== '').map(([, p]) => p);
  const offset = locales.indexOf(locale as never) * (SAMPLED_AXE_PAGES - 1);
  const picked = Array.from({ length: Math.min(SAMPLED_AXE_PAGES - 1, others.length) }, (_, i) => others[(offset + i) % others.length]!);
  return [byTemplate.get('') ?? pages[0]!, ...picked];
}

const keyPattern = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;
const messageKeys = new Set(Object.keys(loadMessages('en')));

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

test.use({ viewport: { width: 360, height: 740 } });

test('every prerendered page answers 200 in its language, fully translated, with hreflang and no sideways scroll at 360 px', async ({ page }, info) => {
  const locale = portalLocale(info);
  const pages = prerenderedPages(locale);
  expect(pages.length, 'prerendered pages found in dist/').toBeGreaterThan(5);
  // One test walks every page: its time limit grows with the page count (the machine is shared).
  test.setTimeout(30_000 + pages.length * 8_000);
  for (const path of pages) {
    await test.step(path, async () => {
      const res = await page.goto(path);
      expect.soft(res?.status(), `${path} status`).toBe(200);
      const html = page.locator('html');
      await expect.soft(html, `${path} lang`).toHaveAttribute('lang', locale);
      await expect.soft(html, `${path} dir`).toHaveAttribute('dir', RTL.has(locale) ? 'rtl' : 'ltr');
      const facts = await page.evaluate(() => {
        const attrs = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder], meta[content]')].flatMap((e) =>
          ['aria-label', 'alt', 'title', 'placeholder', 'content'].map((a) => e.getAttribute(a) ?? ''),
        );
        return {
          text: document.body.innerText,
          attrs: attrs.join('\n'),
          hreflangs: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang')),
          scrollWidth: document.documentElement.scrollWidth,
          width: window.innerWidth,
        };
      });
      const rawKeys = [...facts.text.matchAll(keyPattern)].map((m) => m[0]).filter((k) => messageKeys.has(k));
      expect.soft(rawKeys, `${path} raw message keys`).toEqual([]);
      expect.soft(`${facts.text}\n${facts.attrs}`.match(/\{[A-Za-z_]\w*\}/g) ?? [], `${path} unfilled placeholders`).toEqual([]);
      expect.soft(facts.hreflangs.length, `${path} hreflang links`).toBe(locales.length + 1);
      expect.soft(facts.hreflangs, `${path} x-default`).toContain('x-default');
      expect.soft(facts.scrollWidth, `${path} width at 360 px`).toBeLessThanOrEqual(facts.width);
    });
  }
});

test('axe finds no serious or critical accessibility violation', async ({ page }, info) => {
  const locale = portalLocale(info);
  const pages = axePages(locale, prerenderedPages(locale));
  const themes: ('light' | 'dark')[] = locale === DARK_AXE_LOCALE ? ['light', 'dark'] : ['light'];
  test.setTimeout(30_000 + pages.length * themes.length * 15_000);
  for (const path of pages) {
    for (const colorScheme of themes) {
      // The dark theme is checked once per template; light on every page.
      if (colorScheme === 'dark' && pages.findIndex((p) => template(p, locale) === template(path, locale)) !== pages.indexOf(path)) continue;
      await test.step(`${path} (${colorScheme})`, async () => {
        await page.emulateMedia({ colorScheme });
        await page.goto(path);
        expect.soft(await seriousViolations(page), `${path} ${colorScheme}`).toEqual([]);
      });
    }
  }
});
