// The suite's `test`: Playwright's, with every page's goto and reload also waiting until the page's
// own scripts have run (src/lib/hydration/page-scripts.ts: they load after the first paint, which
// can come after the load event that goto waits for). A person's early tap is held and replayed by
// the page itself; a test's keyboard steps right after a tap would otherwise race the scripts.
// It also carries the portal locale a flow runs in (`portalLocale`), set per locale by
// `forEachFlowLocale`.
import { test as base, type Page } from '@playwright/test';
import { BOOT_ON_INTENT, PAGE_SCRIPTS_ID } from '../../src/lib/hydration/page-scripts.ts';

/**
 * Resolves once the page has no page-scripts block, its scripts have run (`html[data-booted]`), or
 * it is a lite page waiting for the visitor's first tap (`html[data-boot="intent"]`; that tap is held
 * and replayed by the page).
 */
async function pageScriptsRan(page: Page): Promise<void> {
  await page.waitForFunction(
    ([id, intent]) =>
      !document.getElementById(id) || document.documentElement.hasAttribute('data-booted') || document.documentElement.getAttribute('data-boot') === intent,
    [PAGE_SCRIPTS_ID, BOOT_ON_INTENT] as const,
  );
}

/** Makes `page.goto` and `page.reload` wait for {@link pageScriptsRan} after their own wait. */
function waitForPageScripts(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await pageScriptsRan(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await pageScriptsRan(page);
    return response;
  };
}

/** Makes every page of `context` (a second player's, opened with `browser.newContext`) wait for its page scripts on goto and reload, as the suite's own context does. */
export function waitForPageScriptsIn(context: import('@playwright/test').BrowserContext): void {
  context.on('page', waitForPageScripts);
}

/**
 * The portal locales each flow of {@link forEachFlowLocale} runs in, in the order they run: vi (the
 * portal's default locale) first, then en. The order matters: several of these flows share sandbox
 * state (the clock a lottery or settlement tick moves, the demo accounts), and vi's tests have
 * always run before en's.
 */
export const FLOW_LOCALES = ['vi', 'en'] as const;

/** A locale of {@link FLOW_LOCALES}, as the portal names it (its message file, its pages' path prefix: helpers.ts `prefix`). */
export type FlowLocale = (typeof FLOW_LOCALES)[number];

/**
 * The browser's own locale for each portal locale (Playwright's `locale`: Accept-Language,
 * `navigator.language`, Intl's defaults): a player reading the portal in vi has a Vietnamese
 * browser, as a real one would.
 */
export const BROWSER_LOCALE: Record<FlowLocale, string> = { vi: 'vi-VN', en: 'en-US' };

/**
 * Playwright's `test` with the option `portalLocale` (the {@link FlowLocale} the test's flow runs in,
 * vi unless a describe of {@link forEachFlowLocale} sets it); every page of the test's browser context
 * (popups too) waits for its page scripts on goto and reload.
 */
export const test = base.extend<{ portalLocale: FlowLocale }>({
  portalLocale: ['vi', { option: true }],
  context: async ({ context }, use) => {
    context.on('page', waitForPageScripts);
    await use(context);
  },
});

/**
 * Declares the tests of `body` once per locale of {@link FLOW_LOCALES}, each set inside a describe
 * titled with its locale (so every test's title names it) that sets `portalLocale` and the browser's
 * `locale` ({@link BROWSER_LOCALE}). Call it once per spec file, around all of the file's tests:
 * Playwright runs a file's tests in the order they are declared, so vi's all run before en's, as
 * when each locale was a project of its own. Both locales run in one project and so in one worker
 * and browser: a project of its own per locale cost a new worker and browser at every switch, 4-5 s
 * with no test running in npm test's lanes on the 2-core machine (README).
 */
export function forEachFlowLocale(body: () => void): void {
  for (const locale of FLOW_LOCALES)
    test.describe(locale, () => {
      test.use({ portalLocale: locale, locale: BROWSER_LOCALE[locale] });
      body();
    });
}
