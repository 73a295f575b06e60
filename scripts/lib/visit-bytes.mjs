/**
 * Bytes a signed-out visit of a page moves over the network (DESIGN.md "Budgets": lite mode at
 * most half of the full page), measured one way for the bench (scripts/bench.mjs) and the lite-mode
 * e2e test (tests/e2e/pwa.spec.ts): every response as sent (compressed bodies plus headers, the
 * DevTools protocol's encodedDataLength) once the page is idle, with `Save-Data: on` when `lite`
 * (functions/_lib/lite-mode.ts). The service worker is blocked, so its precache is not counted
 * against the page.
 */
import { BOOT_ON_INTENT, PAGE_SCRIPTS_ID } from '../../src/lib/hydration/page-scripts.ts';

/**
 * Visits `url` in a fresh context of `browser` and answers the bytes moved (see the module).
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url absolute, or relative to `baseURL`
 * @param {{ lite: boolean, baseURL?: string, viewport?: { width: number, height: number } }} options viewport defaults to a 360 × 740 phone
 * @returns {Promise<number>} bytes
 */
export async function visitBytes(browser, url, { lite, baseURL, viewport = { width: 360, height: 740 } }) {
  const context = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    viewport,
    serviceWorkers: 'block',
    extraHTTPHeaders: lite ? { 'save-data': 'on' } : {},
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  await page.goto(url, { waitUntil: 'networkidle' });
  // The page scripts come after the first paint, which a busy machine may draw after the network
  // first went quiet (a lite page waits for a tap instead: data-boot="intent").
  await page.waitForFunction(
    ({ id, intent }) =>
      !document.getElementById(id) || document.documentElement.hasAttribute('data-booted') || document.documentElement.getAttribute('data-boot') === intent,
    { id: PAGE_SCRIPTS_ID, intent: BOOT_ON_INTENT },
  );
  await page.waitForLoadState('networkidle');
  await context.close();
  return bytes;
}
