// The login form before hydration (DESIGN.md budget "the login form usable within 1.5 s of the
// tap"; src/lib/hydration/shell.ts): while the header's JavaScript is held back, a tap on Log in
// opens the server-rendered form at once; what is typed there, the focused field and a pressed
// Log in carry over to the React modal when it arrives, and a shell closed before then stays closed.
// Earlier still, before Astro's island runtime itself has run (it loads after the first paint:
// scripts/lib/island-scripts-html.ts), a tap on Log in is held and then opens the form
// (src/lib/hydration/early-taps.ts).
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { messages, prefix } from './helpers.ts';
import { ISLAND_SCRIPTS_DIR } from '../../scripts/lib/island-scripts-html.ts';

/** Holds every request for the header island's script until the returned function is called. */
async function holdHeaderScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/_astro\/HeaderIsland\.[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the header's script, loads the locale's home page and taps Log in: the shell is open. */
async function openShellOnHome(page: Page, locale: string) {
  const t = messages(locale);
  const release = await holdHeaderScript(page);
  await page.goto(`${prefix(locale)}/`);
  const login = page.getByRole('banner').getByRole('button', { name: t('header_login'), exact: true });
  await login.click();
  return { t, release, login, dialog: page.getByRole('dialog', { name: t('auth_login_title') }) };
}

test.describe('signing in before the header has hydrated', () => {
  test('typed and submitted in the shell, the sign-in completes once React arrives (vi)', async ({ page }) => {
    const { t, release, dialog } = await openShellOnHome(page, 'vi');
    const header = page.getByRole('banner');
    const username = dialog.getByLabel(t('auth_username_or_phone'));
    await expect(username).toBeFocused();
    await username.fill('demo01');
    await dialog.getByLabel(t('auth_password'), { exact: true }).fill('Demo1234');
    await dialog.getByRole('button', { name: t('auth_submit_login'), exact: true }).click();
    // Nothing can sign in before React: the form waits, busy.
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    await expect(header.getByRole('button', { name: t('header_account_menu', { account: 'demo01' }) })).toHaveCount(0);
    release();
    await expect(header.getByRole('button', { name: t('header_account_menu', { account: 'demo01' }) })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the focused field and its text move into the React modal; Escape then returns focus to Log in (en)', async ({ page }) => {
    const { t, release, login, dialog } = await openShellOnHome(page, 'en');
    await dialog.getByLabel(t('auth_username_or_phone')).fill('someone');
    const password = dialog.getByLabel(t('auth_password'), { exact: true });
    await password.fill('secret');
    await dialog.getByRole('checkbox', { name: t('auth_remember_me') }).check();
    await password.focus();
    const shell = await dialog.elementHandle();
    release();
    // The React modal replaced the shell: a different dialog element, same values, same focus.
    await expect.poll(async () => shell!.evaluate((d) => d.isConnected), { timeout: 20_000 }).toBe(false);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.getByLabel(t('auth_username_or_phone'))).toHaveValue('someone');
    await expect(password).toHaveValue('secret');
    await expect(password).toBeFocused();
    await expect(dialog.getByRole('checkbox', { name: t('auth_remember_me') })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(login).toBeFocused();
  });

  test('a shell closed before React arrives stays closed, and Log in then opens the React modal (en)', async ({ page }) => {
    const { t, release, login, dialog } = await openShellOnHome(page, 'en');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('common_close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(login).toBeFocused();
    release();
    // Hydration happened (the island's script loaded) and opened nothing by itself.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await login.click();
    await expect(dialog.getByLabel(t('auth_username_or_phone'))).toBeEditable();
  });
});

test.describe('a tap before the island runtime has run', () => {
  test('Log in tapped while the directive is held opens the login form once it has run (vi)', async ({ page }) => {
    const t = messages('vi');
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    // The island element's code arrives, the directive's is held: the order a slow network may
    // give them, in which the islands must wait for the directive rather than fail.
    await page.route(new RegExp(`${ISLAND_SCRIPTS_DIR}/[0-9a-f]+\\.js$`), async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.includes('customElements.define("astro-island"')) await released;
      await route.fulfill({ response, body });
    });
    await page.goto(`${prefix('vi')}/`, { waitUntil: 'commit' });
    const login = page.getByRole('banner').getByRole('button', { name: t('header_login'), exact: true });
    await login.click();
    // Nothing listens on the island yet: the tap waits, held.
    await expect.poll(() => page.evaluate(() => customElements.get('astro-island') !== undefined)).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('astro-island[data-armed]')).toHaveCount(0);
    release();
    const dialog = page.getByRole('dialog', { name: t('auth_login_title') });
    await expect(dialog.getByLabel(t('auth_username_or_phone'))).toBeEditable({ timeout: 20_000 });
  });
});
