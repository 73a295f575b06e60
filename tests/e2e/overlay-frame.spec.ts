// The overlay frame of the member and agent centers (SPEC §2.7, §2.8; DESIGN.md "Overlay
// registry"): the header, the avatar menu and the side menu open pages through one registry; a
// page has a deep link that survives a reload; Back and Escape close it; a visitor is asked to
// sign in; a member cannot open the agent center.
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { humanProof, messages, outboxCode, portalLocale, prefix, signInViaModal } from './helpers.ts';

const players: Record<string, { username: string; password: string }> = {
  vi: { username: 'player02', password: 'Player1234' },
  en: { username: 'player02', password: 'Player1234' },
};

test('a member opens deposit, my account and the records from the header, by deep link, and closes with Back and Escape', async ({ page }, info) => {
  const locale = portalLocale(info);
  const t = messages(locale);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${prefix(locale)}/`);
  // The frame's and its pages' styles are not in the page's first paint: they come with them.
  const firstPaintStyles = await page.locator('head style').allTextContents();
  expect(firstPaintStyles.join('')).not.toMatch(/\.overlay__menu|\.deposit/);
  await signInViaModal(page, locale, players[locale]!.username, players[locale]!.password);

  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header_deposit'), exact: true })
    .click();
  const frame = page.getByRole('dialog', { name: t('overlay_member_center') });
  await expect(frame).toBeVisible();
  await expect(frame.getByRole('heading', { name: t('overlay_page_deposit'), level: 3 })).toBeVisible();
  // …and they apply before the frame shows: full screen on a phone, the deposit page laid out.
  expect(await frame.evaluate((d) => [getComputedStyle(d).display, Math.round(d.getBoundingClientRect().width)])).toEqual(['flex', 360]);
  await expect(page).toHaveURL(/#member\/depositv2$/);

  // The menu moves between pages; the URL follows.
  await frame.getByRole('button', { name: t('overlay_page_account_record') }).click();
  await expect(frame.getByRole('heading', { name: t('overlay_page_account_record'), level: 3 })).toBeVisible();
  await expect(page).toHaveURL(/#member\/transactionHistory$/);

  // A reload keeps the page open.
  await page.reload();
  await expect(
    page.getByRole('dialog', { name: t('overlay_member_center') }).getByRole('heading', { name: t('overlay_page_account_record'), level: 3 }),
  ).toBeVisible();

  // Escape closes; the hash goes.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: t('overlay_member_center') })).toBeHidden();
  await expect(page).not.toHaveURL(/#member/);

  // The avatar menu opens my account; Back closes it.
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('header_account_menu', { account: players[locale]!.username }) })
    .click();
  await page.getByRole('menuitem', { name: t('header_my_account') }).click();
  const account = page.getByRole('dialog', { name: t('overlay_member_center') });
  await expect(account.getByRole('heading', { name: t('overlay_page_security_center'), level: 3 })).toBeVisible();
  // My account shows the profile and this device among the signed-in ones (SPEC §2.7 securityCenter).
  await expect(account.getByText(players[locale]!.username, { exact: true })).toBeVisible();
  await expect(account.getByRole('listitem').filter({ hasText: t('member_sc_this_device') })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog', { name: t('overlay_member_center') })).toBeHidden();

  // My wallet moves money between the main wallet and a transfer-wallet vendor (SPEC §7.2 GCS_walletTransfer).
  await page.goto(`${prefix(locale)}/#member/transferFund`);
  const wallet = page.getByRole('dialog', { name: t('overlay_member_center') }).getByRole('region', { name: t('overlay_page_transfer_fund') });
  await wallet.getByLabel(t('cashier_amount'), { exact: true }).fill('10000');
  await wallet.getByRole('button', { name: t('cashier_transfer_submit'), exact: true }).click();
  await expect(wallet.getByRole('status').filter({ hasText: t('cashier_transfer_done') })).toBeVisible();

  // A member is refused the agent center.
  await page.goto(`${prefix(locale)}/#agent/agentTeamOverview`);
  await expect(page.getByText(t('error_not_agent'))).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('overlay_agent_center') })).toBeHidden();
});

test('a visitor following a member-center link is asked to sign in', async ({ page }, info) => {
  const locale = portalLocale(info);
  const t = messages(locale);
  await page.goto(`${prefix(locale)}/#member/depositv2`);
  await expect(page.getByRole('dialog', { name: t('auth_login_title') })).toBeVisible();
  await expect(page.getByRole('dialog', { name: t('overlay_member_center') })).toBeHidden();
});

test('a new member fills in my account: birthday confirmed at 21, an e-mail bound by code, an authenticator set up with a code', async ({
  page,
  baseURL,
}, info) => {
  const locale = portalLocale(info);
  const t = messages(locale);
  const { base32Decode, totp } = await import('../../src/platform/crypto/totp.ts');
  const username = `acct${locale.replace('-', '')}${Date.now().toString(36)}`.slice(0, 16);
  const reg = await page.request.put('/wps/member/register', {
    data: { username, password: 'Secret123', confirmPassword: 'Secret123', agree: true, altcha: await humanProof(page.request) },
    headers: { origin: baseURL! },
  });
  expect(reg.status()).toBe(200);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${prefix(locale)}/`);
  await signInViaModal(page, locale, username, 'Secret123');
  await page.goto(`${prefix(locale)}/#member/securityCenter`);
  const account = page.getByRole('dialog', { name: t('overlay_member_center') }).getByRole('region', { name: t('overlay_page_security_center') });
  await expect(account.getByText(username, { exact: true })).toBeVisible();

  // Birthday: refused without the confirmation, saved with it, then shown read-only.
  await account.getByLabel(t('member_sc_birthday')).fill('1990-04-15');
  await account.getByLabel(t('member_sc_occupation')).fill('Designer');
  await account
    .getByRole('button', { name: t('member_sc_save'), exact: true })
    .last()
    .click();
  await expect(account.getByRole('alert')).toHaveText(t('error_birthday_confirm_21'));
  await account.getByLabel(t('member_sc_confirm_21')).check();
  await account
    .getByRole('button', { name: t('member_sc_save'), exact: true })
    .last()
    .click();
  await expect(account.getByRole('status').first()).toHaveText(t('member_sc_saved'));
  await expect(account.getByText('1990-04-15', { exact: true })).toBeVisible();
  await expect(account.getByLabel(t('member_sc_confirm_21'))).toHaveCount(0);

  // E-mail: a code goes to the new address (the sandbox outbox), and binds it.
  const email = `${username}@lotus.example`;
  await account.getByRole('button', { name: `${t('member_sc_set')} ${t('member_sc_email')}` }).click();
  await account.getByLabel(t('member_sc_new_email')).fill(email);
  await account.getByRole('button', { name: t('member_sc_send_code'), exact: true }).click();
  await expect(account.getByText(t('member_sc_code_sent', { minutes: 10 }))).toBeVisible();
  const { code } = await outboxCode(page.request, email);
  await account.getByLabel(t('member_sc_code')).fill(code);
  await account.getByRole('button', { name: t('common_confirm'), exact: true }).click();
  await expect(account.getByText(`${username.slice(0, 1)}•••@lotus.example`, { exact: true })).toBeVisible();

  // Authenticator: the key from the set-up, a code from it, and the setting shows on.
  await account
    .getByRole('listitem')
    .filter({ hasText: t('member_sc_authenticator') })
    .getByRole('button', { name: t('member_sc_set'), exact: true })
    .click();
  await account.getByRole('button', { name: t('member_sc_auth_start'), exact: true }).click();
  await expect(account.getByRole('img', { name: t('member_sc_auth_qr') })).toBeVisible();
  const secret = (await account.locator('code').textContent())!.replace(/\s/g, '');
  await account.getByLabel(t('member_sc_code')).fill(await totp(base32Decode(secret), Date.now()));
  await account.getByRole('button', { name: t('common_confirm'), exact: true }).click();
  await expect(account.getByText(`${t('member_sc_authenticator')}: ${t('member_sc_on')}`)).toBeVisible();
});
