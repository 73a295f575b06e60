// Smoke suite, one test per locale ("smoke vi: …" … "smoke de: …", run side by side in one project
// so each worker's browser serves many locales): what needs a browser, on
// every prerendered page of the test's locale (found in dist/, so pages added by any feature
// are covered). The checks that need none (html lang and dir, hreflang alternates, raw keys and
// placeholders in the served HTML) are the static scan of tests/built, over the same pages.
// Here, per page: it answers 200 through the edge, shows no raw message key and no unfilled
// {placeholder} once its islands have run, and does not scroll sideways at 360 px; in vi, en and ar
// it also reports no React hydration error, with every island hydrated first on the first page of
// every template (as a visitor's first tap would), so a server/client mismatch shows (the
// signed-in pages: tests/e2e/header.spec.ts). axe-core then
// checks accessibility (serious and critical violations fail) in the same visit: on every page in
// vi, en and ar (light), once per template in the dark theme in vi (the themes' colours do not
// change with the locale), and on a rotating sample in the other locales so that every page
// template is still checked in several locales (README "Smoke suite").
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { locales } from '../../src/contracts/locales.ts';
import { loadMessages } from '../../scripts/lib/message-files.ts';
import { pageTemplate, prerenderedPages } from '../helpers/prerendered-pages.ts';
import { collectHydrationErrors, hydrateAllIslands } from './helpers.ts';

/** Locales whose every page gets axe. */
const FULL_AXE_LOCALES = ['vi', 'en', 'ar'];
/** The locale whose templates axe also checks in the dark theme (one is enough: colours are locale-free). */
const DARK_AXE_LOCALE = 'vi';
/** Pages per other locale that get axe (home plus a rotation over the templates). */
const SAMPLED_AXE_PAGES = 3;

/** The first page of each template, home first: where the dark theme is checked, and the sample's pool. */
function firstOfTemplates(locale: string, pages: string[]): Map<string, string> {
  const seen = new Map<string, string>();
  for (const p of pages) if (!seen.has(pageTemplate(p, locale))) seen.set(pageTemplate(p, locale), p);
  return seen;
}

/** The pages of `locale` that axe checks: all in the full locales, else home plus a rotation over the other templates. */
function axePages(locale: string, pages: string[]): Set<string> {
  if (FULL_AXE_LOCALES.includes(locale)) return new Set(pages);
  const byTemplate = firstOfTemplates(locale, pages);
  const others = [...byTemplate.entries()].filter(([t]) => t !== '').map(([, p]) => p);
  const offset = locales.indexOf(locale as never) * (SAMPLED_AXE_PAGES - 1);
  const picked = Array.from({ length: Math.min(SAMPLED_AXE_PAGES - 1, others.length) }, (_, i) => others[(offset + i) % others.length]!);
  return new Set([byTemplate.get('') ?? pages[0]!, ...picked]);
}

/**
 * The script the builder evaluates as axe's source: nothing, since seriousViolations puts axe in
 * the document itself, once (the builder would send and compile its 650 KB twice per check).
 */
const AXE_IN_PAGE = 'void 0';

const keyPattern = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;
const messageKeys = new Set(Object.keys(loadMessages('en')));

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page, one line each. Legacy mode runs axe
 * in the page itself: the default mode opens a second, blank page per check to merge frame
 * results, which cost about 3 s of the 2-core machine's CPU per check, and the portal's pages
 * have no frames to merge (the game frames open only after a launch, never on these pages).
 * axe's source goes in once per document (the dark check's reload needs it again); only the
 * violations carry their nodes (`resultTypes`), so passes are not serialized back to the test.
 * Together about a quarter less CPU in a locale with axe on every page (vi: 93 → 71 s).
 */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_IN_PAGE })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

test.use({ viewport: { width: 360, height: 740 } });
// Each locale is its own test; two workers take them in turn, each with one browser for all.
test.describe.configure({ mode: 'parallel' });

/** The heaviest locales (axe on every page) first, so the run does not end on one of them alone. */
const ORDER = [...FULL_AXE_LOCALES, ...locales.filter((l) => !FULL_AXE_LOCALES.includes(l))];

for (const locale of ORDER) {
  test(`smoke ${locale}: every prerendered page answers 200, fully translated after hydration, with no sideways scroll at 360 px, and passes axe`, async ({
    page,
  }) => {
    await checkLocale(page, locale);
  });
}

/** Every check of the suite on every prerendered page of `locale`, in one browser page. */
async function checkLocale(page: Page, locale: string): Promise<void> {
  const pages = prerenderedPages(locale);
  expect(pages.length, 'prerendered pages found in dist/').toBeGreaterThan(5);
  const axe = axePages(locale, pages);
  const dark = new Set(locale === DARK_AXE_LOCALE ? firstOfTemplates(locale, pages).values() : []);
  // Hydration mismatches are judged in the locales that get every check (vi, en, ar): other
  // locales still show React #418 text mismatches on some templates (km: /inhouse-games/slot/,
  // /pvp/, seen in session 17), to be mended and then judged here too.
  const hydrate = new Set(FULL_AXE_LOCALES.includes(locale) ? firstOfTemplates(locale, pages).values() : []);
  const hydrationErrors = FULL_AXE_LOCALES.includes(locale) ? collectHydrationErrors(page) : [];
  // One test walks every page: its time limit grows with the page and axe counts (the machine is shared).
  test.setTimeout(30_000 + pages.length * 5_000 + (axe.size + dark.size + hydrate.size) * 10_000);
  for (const path of pages) {
    await test.step(path, async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      const res = await page.goto(path);
      expect.soft(res?.status(), `${path} status`).toBe(200);
      if (hydrate.has(path)) await hydrateAllIslands(page);
      const facts = await page.evaluate(() => {
        const attrs = [...document.querySelectorAll('[aria-label], [alt], [title], [placeholder], meta[content]')].flatMap((e) =>
          ['aria-label', 'alt', 'title', 'placeholder', 'content'].map((a) => e.getAttribute(a) ?? ''),
        );
        return { text: document.body.innerText, attrs: attrs.join('\n'), scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth };
      });
      const rawKeys = [...`${facts.text}\n${facts.attrs}`.matchAll(keyPattern)].map((m) => m[0]).filter((k) => messageKeys.has(k));
      expect.soft(rawKeys, `${path} raw message keys`).toEqual([]);
      expect.soft(`${facts.text}\n${facts.attrs}`.match(/\{[A-Za-z_]\w*\}/g) ?? [], `${path} unfilled placeholders`).toEqual([]);
      expect.soft(facts.scrollWidth, `${path} width at 360 px`).toBeLessThanOrEqual(facts.width);
      if (axe.has(path)) expect.soft(await seriousViolations(page), `${path} axe (light)`).toEqual([]);
      expect.soft(hydrationErrors.splice(0), `${path} hydration errors`).toEqual([]);
      if (dark.has(path)) {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto(path);
        expect.soft(await seriousViolations(page), `${path} axe (dark)`).toEqual([]);
      }
    });
  }
}
