// The suite's `test`: Playwright's, with every page's goto and reload also waiting until the page's
// own scripts have run (src/lib/hydration/page-scripts.ts: they load after the first paint, which
// can come after the load event that goto waits for). A person's early tap is held and replayed by
// the page itself; a test's keyboard steps right after a tap would otherwise race the scripts.
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

/** Playwright's `test`; every page of the test's browser context (popups too) waits for its page scripts on goto and reload. */
export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitForPageScripts);
    await use(context);
  },
});
