// The signed-in header on phones (SPEC §2.3): at 320, 360 and 390 px, in vi, de and ar (right to
// left), the balance, one Deposit button and the avatar all fit: no sideways scroll, no clipped
// control, the balance on one line, the avatar on screen; withdraw lives in the avatar menu.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { collectHydrationErrors, hydrateAllIslands, messages, platformBalance, prefix, registerViaModal, signInViaModal } from './helpers.ts';
import { pageTemplate, prerenderedPages } from '../helpers/prerendered-pages.ts';
import { formatMoney } from '../../src/lib/format-money.ts';
import { siteConfig } from '../../src/contracts/site-config.ts';

async function measure(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector<HTMLElement>('.site-header')!;
    const clipped = [...header.querySelectorAll<HTMLElement>('button, a')]
      .filter((el) => el.offsetParent !== null && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 2))
      .map((el) => el.getAttribute('aria-label') ?? el.textContent);
    const avatar = header.querySelector<HTMLElement>('.avatar-button')!.getBoundingClientRect();
    const value = header.querySelector<HTMLElement>('[data-testid="balance"]')!;
    const lineHeight = parseFloat(getComputedStyle(value).lineHeight) || 20;
    return {
      pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
      headerOverflow: header.scrollWidth - header.clientWidth,
      clipped,
      avatarOnScreen: avatar.left >= 0 && avatar.right <= window.innerWidth,
      balanceLines: Math.round(value.getBoundingClientRect().height / lineHeight),
    };
  });
}

test('the signed-in header fits phones in vi, de and ar, with an eight-digit balance', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await signInViaModal(page, 'vi', 'agent01', 'Agent1234');
  // The widest balance a phone must still fit: eight digits (₫98,765,432), whatever earlier flows left.
  const sumBalance = await platformBalance(page.request);
  expect(sumBalance).toBeLessThan(98_765_432);
  expect((await page.request.post('/wps/dev/credit', { data: { amount: 98_765_432 - sumBalance }, headers: { origin: baseURL! } })).ok()).toBe(true);
  for (const locale of ['vi', 'de', 'ar']) {
    const t = messages(locale);
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`${prefix(locale)}/`);
      const header = page.getByRole('banner');
      await expect(header.getByTestId('balance')).toContainText(formatMoney(98_765_432, locale, siteConfig.currency, siteConfig.currencyDecimals));
      await expect(header.getByRole('button', { name: t('header_deposit'), exact: true })).toBeVisible();
      const m = await measure(page);
      expect(m, `${locale} at ${width}px`).toEqual({ pageOverflow: 0, headerOverflow: 0, clipped: [], avatarOnScreen: true, balanceLines: 1 });
    }
  }
  // Withdraw moved into the avatar menu.
  const t = messages('ar');
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header_account_menu', { account: 'agent01' }) })
    .click();
  await expect(page.getByRole('menuitem', { name: t('header_withdraw') })).toBeVisible();
});

test('the signed-out header fits phones: Log in and Register whole in vi, de, ru, ta and ar', async ({ page }) => {
  for (const locale of ['vi', 'de', 'ru', 'ta', 'ar']) {
    const t = messages(locale);
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 640 });
      await page.goto(`${prefix(locale)}/`);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: t('header_login'), exact: true })).toBeVisible();
      const m = await page.evaluate(() => {
        const el = document.querySelector<HTMLElement>('.site-header')!;
        return {
          headerOverflow: el.scrollWidth - el.clientWidth,
          clipped: [...el.querySelectorAll<HTMLElement>('button, a')]
            .filter(
              (b) =>
                b.offsetParent !== null &&
                (b.scrollWidth > b.clientWidth + 1 || b.getBoundingClientRect().left < 0 || b.getBoundingClientRect().right > window.innerWidth),
            )
            .map((b) => b.getAttribute('aria-label') ?? b.textContent),
        };
      });
      expect(m, `${locale} at ${width}px`).toEqual({ headerOverflow: 0, clipped: [] });
    }
  }
});

// SPEC §2.3: money the platform moves by itself reaches an open page without a reload; the phone
// header keeps its refresh button (src/lib/balance-watch.ts).
test('at 360 px the header shows money the platform moved by itself, without a reload', async ({ page, baseURL }) => {
  const t = messages('en');
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/en/');
  await registerViaModal(page, 'en', 'live');
  const header = page.getByRole('banner');
  const balance = header.getByTestId('balance');
  // A new member holds the sign-up reward the registration page promises (SPEC §2.6).
  const start = siteConfig.registrationBonusAmount;
  await expect(balance).toContainText(formatMoney(start, 'en', 'VND', 0));
  await expect(header.getByRole('button', { name: t('wallet_refresh_balance') })).toBeVisible();

  // The platform credits the account on its own (the sandbox's dev credit, as a payout would).
  let loads = 0;
  page.on('load', () => loads++);
  const credited = await page.request.post('/wps/dev/credit', { data: { amount: 123_000 }, headers: { origin: baseURL! } });
  expect(credited.ok()).toBe(true);
  await expect(balance).toContainText(formatMoney(start + 123_000, 'en', 'VND', 0));
  expect(loads).toBe(0);
});

// Signed in, every island hydrates at once: none may throw the server's HTML away (React #418).
// The smoke covers the signed-out pages (tests/e2e/smoke.spec.ts).
test('signed in, the first page of every template hydrates without a mismatch in vi, en, th and ar', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/en/');
  await registerViaModal(page, 'en', 'hyd');
  const errors = collectHydrationErrors(page);
  for (const locale of ['vi', 'en', 'th', 'ar']) {
    const firsts = new Map<string, string>();
    for (const path of prerenderedPages(locale)) if (!firsts.has(pageTemplate(path, locale))) firsts.set(pageTemplate(path, locale), path);
    for (const path of firsts.values()) {
      await page.goto(path);
      await hydrateAllIslands(page);
    }
  }
  expect(errors).toEqual([]);
});

/** Texts wider than the room inside their control (a select's shown option, a field's placeholder), measured with the control's own font. */
async function clippedTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((controls) => {
    const ctx = document.createElement('canvas').getContext('2d')!;
    return controls.flatMap((el) => {
      const cs = getComputedStyle(el);
      ctx.font = cs.font;
      // A select keeps about 24 px for its arrow.
      const room = el.clientWidth - parseFloat(cs.paddingInlineStart) - parseFloat(cs.paddingInlineEnd) - (el instanceof HTMLSelectElement ? 24 : 0);
      const texts = el instanceof HTMLSelectElement ? [...el.options].map((o) => o.text) : [(el as HTMLInputElement).placeholder];
      return texts.filter((text) => ctx.measureText(text).width > room).map((text) => `${el.id || el.tagName}: ${text}`);
    });
  });
}

test('at 320 px the lottery bet type and game selects and the game search show their whole text in de, ru and ta', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const locale of ['de', 'ru', 'ta']) {
    const t = messages(locale);
    await page.goto(`${prefix(locale)}/lottery/`);
    // The game menu loads on a visitor's first intent.
    await page.getByLabel(t('lottery_unit_stake'), { exact: true }).click();
    await expect(page.getByLabel(t('lottery_game'), { exact: true })).not.toHaveAttribute('aria-busy', 'true');
    expect(await clippedTexts(page, '.lottery__field select'), `${locale} /lottery`).toEqual([]);
    await page.goto(`${prefix(locale)}/rng/`);
    await expect(page.getByLabel(t('games_search_label'), { exact: true })).toBeVisible();
    expect(await clippedTexts(page, '.game-filters input, .game-filters select'), `${locale} /rng`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${locale} sideways`).toBe(0);
  }
});
