// The portal as an app on a phone (DESIGN.md budgets, SPEC §2.5 app download), in vi and en:
// Chromium finds it installable (each locale's manifest, generated icons), the download page
// offers Install when the browser does, and with the context offline the service worker answers a
// visited page from its cache, an unvisited one with the locale's offline page, and never an API
// call; when the network returns the offline page retries by itself.
import { expect, type Page } from '@playwright/test';
import { FLOW_LOCALES, test, waitForPageScriptsIn } from './fixtures.ts';
import { awaitSellingIssue, messages, prefix, registerViaModal } from './helpers.ts';
import { siteConfig } from '../../src/contracts/site-config.ts';
import { visitBytes } from '../../scripts/lib/visit-bytes.mjs';

const brand = siteConfig.brand;

/** Waits until the service worker is active and has stored `urls` (the page asks it after load). */
async function cachedByWorker(page: Page, urls: string[]): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(async (list) => (await Promise.all(list.map((u) => caches.match(u)))).every(Boolean), urls), { timeout: 20_000 })
    .toBe(true);
}

test.describe('installable app', () => {
  for (const locale of FLOW_LOCALES) {
    test(`Chromium finds no installability error, and the manifest speaks ${locale}`, async ({ playwright, launchOptions, baseURL, request }, info) => {
      const t = messages(locale);
      // Chromium never offers to install from an incognito window, which every Playwright context
      // is; a profile on disk is a normal window.
      const profile = info.outputPath('profile');
      const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${prefix(locale)}/`);
      const cdp = await context.newCDPSession(page);
      await expect.poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors).toEqual([]);
      const href = await page.locator('link[rel=manifest]').getAttribute('href');
      expect(href).toBe(`${prefix(locale)}/manifest.webmanifest`);
      const res = await request.get(href!);
      expect(res.headers()['content-type']).toContain('manifest+json');
      const manifest = await res.json();
      expect(manifest).toMatchObject({
        name: t('home_title', { brand }),
        short_name: brand,
        lang: locale,
        start_url: `${prefix(locale)}/`,
        scope: `${prefix(locale)}/`,
      });
      const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
      expect(icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
      for (const icon of icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
      await context.close();
    });
  }

  for (const locale of FLOW_LOCALES) {
    test(`${locale}: the download page offers Install beside the QR code once the browser allows it`, async ({ page }) => {
      const t = messages(locale);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${prefix(locale)}/down/`);
      const panel = page.getByRole('tabpanel').first();
      const install = panel.getByRole('button', { name: t('pwa_install_button') });
      await expect(panel.getByRole('img', { name: /QR/ })).toBeVisible();
      await expect(install).toBeHidden();
      // Headless Chromium shows no install UI, so the browser's offer is played by a stand-in of
      // BeforeInstallPromptEvent; the page must take it, show Install, and hand the tap to prompt().
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => {
            (window as unknown as { prompted: number }).prompted = 1;
            return Promise.resolve();
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        dispatchEvent(offer);
      });
      await expect(install).toBeVisible();
      await install.click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
      await expect(install).toBeHidden();
    });
  }
});

test.describe('offline', () => {
  for (const locale of FLOW_LOCALES) {
    test(`${locale}: a visited page reloads offline, an unvisited one shows the offline page, the API is never answered from cache`, async ({
      page,
      context,
      baseURL,
    }) => {
      const t = messages(locale);
      const home = `${baseURL}${prefix(locale)}/`;
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(home);
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
      // An API answer seen online, which a careless worker would keep.
      expect(await page.evaluate(() => fetch('/wps/system/status').then((r) => r.status))).toBe(200);
      await cachedByWorker(page, [home, `${baseURL}${prefix(locale)}/offline/`]);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading!);
      expect(
        await page.evaluate(() =>
          fetch('/wps/system/status').then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      ).toBe('failed');

      await page.goto(`${prefix(locale)}/promotions/`);
      await expect(page.getByRole('heading', { level: 1, name: t('pwa_offline_page_title') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('pwa_offline_retry') })).toBeVisible();
      expect(page.url()).toBe(`${baseURL}${prefix(locale)}/promotions/`);

      // Back online: the offline page reloads by itself into the page that was asked for.
      await context.setOffline(false);
      await expect(page.getByRole('heading', { level: 1, name: t('pwa_offline_page_title') })).toBeHidden({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // ...and the player continues where they were: the page they asked for, the API answering again.
      expect(page.url()).toBe(`${baseURL}${prefix(locale)}/promotions/`);
      expect(await page.evaluate(() => fetch('/wps/system/status').then((r) => r.status))).toBe(200);
    });
  }
});

test.describe('lite mode', () => {
  for (const locale of FLOW_LOCALES) {
    test(`${locale}: Save-Data gets the page without carousel, art or game pictures, says so, and the edge declares Vary`, async ({
      browser,
      request,
      baseURL,
    }) => {
      const t = messages(locale);
      const full = await request.get(`${prefix(locale)}/`);
      const lite = await request.get(`${prefix(locale)}/`, { headers: { 'save-data': 'on' } });
      for (const res of [full, lite]) expect(res.headers()['vary']).toContain('Save-Data');
      expect(await full.text()).toContain('data-carousel');
      expect(await lite.text()).not.toContain('data-carousel');

      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'save-data': 'on' }, viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${prefix(locale)}/`);
      await expect(page.getByText(t('pwa_lite_notice'))).toBeVisible();
      await expect(page.getByRole('region', { name: t('banner_carousel') })).toHaveCount(0);
      const pictures: string[] = [];
      page.on('request', (r) => r.url().includes('/games/art/') && pictures.push(r.url()));
      await page.goto(`${prefix(locale)}/rng/`);
      await expect(page.getByText(t('pwa_lite_notice'))).toBeVisible();
      expect(pictures).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      await context.close();
    });
  }

  for (const locale of FLOW_LOCALES) {
    test(`${locale}: a lite visit of home and a category moves at most half the bytes, and the menu, sign-in and game search still work`, async ({
      browser,
      baseURL,
    }) => {
      const t = messages(locale);
      for (const path of [`${prefix(locale)}/`, `${prefix(locale)}/rng/`]) {
        const full = await visitBytes(browser, path, { lite: false, baseURL });
        const lite = await visitBytes(browser, path, { lite: true, baseURL });
        expect(lite, `${path}: lite ${lite} bytes against full ${full}`).toBeLessThanOrEqual(full / 2);
      }

      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'save-data': 'on' }, viewport: { width: 360, height: 740 } });
      waitForPageScriptsIn(context);
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(`${prefix(locale)}/rng/`);
      // A visit that only reads moves no script; the first tap brings them, and is not lost.
      expect(scripts).toEqual([]);
      // Text-only tiles: the hot games' row is as tall as its tallest card, no empty band under it.
      const band = await page
        .getByRole('region', { name: t('games_hot') })
        .getByRole('list')
        .evaluate((row) => row.getBoundingClientRect().height - Math.max(...[...row.querySelectorAll('button')].map((c) => c.getBoundingClientRect().height)));
      expect(band).toBeLessThan(16);
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header_menu_toggle') })
        .click();
      await expect(page.getByRole('navigation', { name: t('menu_title') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('pwa_lite_switch') })).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');
      // The lobby's game list and the header's forms come on the first tap inside them.
      await page.getByLabel(t('games_search_label')).fill('Fortune Gems');
      await expect(
        page
          .getByRole('region', { name: t('games_all_games') })
          .getByRole('button', { name: /Fortune Gems/ })
          .first(),
      ).toBeVisible();
      const username = await registerViaModal(page, locale, 'lite');
      await expect(page.getByRole('banner').getByRole('button', { name: t('header_account_menu', { account: username }) })).toBeVisible();
      await context.close();
    });
  }

  test('the side menu switch turns lite mode on and off, and is remembered', async ({ page }) => {
    const t = messages('en');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en/');
    await expect(page.getByText(t('pwa_lite_notice'))).toBeHidden();
    const openMenu = () =>
      page
        .getByRole('banner')
        .getByRole('button', { name: t('header_menu_toggle') })
        .click();
    await openMenu();
    const toggle = page.getByRole('button', { name: t('pwa_lite_switch') });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await Promise.all([page.waitForEvent('load'), toggle.click()]);
    await expect(page.getByText(t('pwa_lite_notice'))).toBeVisible();
    await expect(page.getByRole('region', { name: t('banner_carousel') })).toHaveCount(0);
    await page.goto('/en/promotions/');
    await expect(page.getByText(t('pwa_lite_notice'))).toBeVisible();
    await openMenu();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await Promise.all([page.waitForEvent('load'), toggle.click()]);
    await expect(page.getByText(t('pwa_lite_notice'))).toBeHidden();
  });
});

// Notifications are opt-in (SPEC §2.7; Web Push): nothing asks for the permission on load or
// before the player has done something that needs it; after a ticket is bought the slip offers
// "Tell me when it wins", and only that tap asks the browser. Headless Chromium may have no push
// service: the offer then ends on "this browser cannot show notifications" (the platform's sending
// and the encrypted message are tested in tests/unit/push-notifications.test.ts).
test.describe('notifications, opt-in', () => {
  for (const locale of FLOW_LOCALES) {
    test(`${locale}: nothing asks on load; the offer comes only after a ticket is bought, and only its tap asks`, async ({ browser, baseURL }) => {
      // A registration, a purchase and the offer: a flow, longer than the project's page checks.
      test.setTimeout(120_000);
      const t = messages(locale);
      const context = await browser.newContext({ baseURL, permissions: ['notifications'], viewport: { width: 360, height: 800 } });
      // Count every permission prompt the page could make.
      await context.addInitScript(() => {
        const w = window as unknown as { __asks: number };
        w.__asks = 0;
        if ('Notification' in window) {
          const original = Notification.requestPermission.bind(Notification);
          Notification.requestPermission = (...args: Parameters<typeof Notification.requestPermission>) => {
            w.__asks += 1;
            return original(...args);
          };
        }
      });
      const page = await context.newPage();
      const asks = () => page.evaluate(() => (window as unknown as { __asks: number }).__asks);
      const origin = { origin: baseURL! };
      expect((await page.request.post('/wps/dev/cron-tick', { data: {}, headers: origin })).ok()).toBe(true);
      await page.goto(`${prefix(locale)}/`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

      // A fresh member, registered through the header's modal, with 100,000 to play.
      await registerViaModal(page, locale, 'push');
      expect((await page.request.post('/wps/dev/credit', { data: { amount: 100_000 }, headers: origin })).ok()).toBe(true);

      // An issue about to close would race the purchase: then wait for the next one.
      await awaitSellingIssue(page.request, 'LTL5D', baseURL!);
      await page.goto(`${prefix(locale)}/lottery/?gameCode=LTL5D`);
      await expect(page.getByRole('heading', { level: 1, name: t('games_lottery_title') })).toBeVisible();
      // The slip resets when the current issue arrives: pick once it shows.
      await expect(page.getByRole('heading', { name: new RegExp(t('lottery_issue', { issue: '\\d{8}-\\d{4}' })) }).first()).toBeVisible();
      await page.getByLabel(t('lottery_bet_type')).selectOption('DE');
      // Pick once the lottery has hydrated, and see it picked.
      await expect(page.locator('astro-island[component-url*="LotteryIsland"]')).not.toHaveAttribute('ssr', /.*/);
      const ball = page.getByRole('button', { name: '42', exact: true });
      await ball.click();
      await expect(ball).toHaveAttribute('aria-pressed', 'true');
      await page.getByLabel(t('lottery_unit_stake')).fill('1000');
      await expect(page.getByTestId('lottery-cost')).toHaveText(/1[.,\s ]?000/);
      const offer = page.getByRole('button', { name: t('push_offer_ticket'), exact: true });
      // Signed in, slip filled, nothing bought yet: no offer, no prompt.
      await expect(offer).toHaveCount(0);
      expect(await asks()).toBe(0);

      await page.getByRole('button', { name: t('lottery_buy'), exact: true }).click();
      await page
        .getByRole('group', { name: t('lottery_confirm_title') })
        .getByRole('button', { name: t('common_confirm'), exact: true })
        .click();
      await expect(offer).toBeVisible();
      expect(await asks()).toBe(0);
      await offer.click();
      await expect(
        page.getByRole('status').filter({ hasText: new RegExp(`${esc(t('push_offer_done'))}|${esc(t('push_settings_unsupported'))}`) }),
      ).toBeVisible();
      expect(await asks()).toBe(1);
      await context.close();
    });
  }
});

/** `text` as a literal inside a regular expression. */
const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
