// The overlay frame of the member and agent centers (SPEC §2.7, §2.8; DESIGN.md "Overlay
// registry"): the header, the avatar menu and the side menu open pages through one registry; a
// page has a deep link that survives a reload; Back and Escape close it; a visitor is asked to
// sign in; a member cannot open the agent center.
import { expect } from '@playwright/test';
import { forEachFlowLocale, test } from './fixtures.ts';
import { humanProof, messages, outboxCode, prefix, signInViaModal } from './helpers.ts';

const players: Record<string, { username: string; password: string }> = {
  vi: { username: 'player02', password: 'Player1234' },
  en: { username: 'player02', password: 'Player1234' },
};

forEachFlowLocale(() => {
  test('a member opens deposit, my account and the records from the header, by deep link, and closes with Back and Escape', async ({
    page,
    portalLocale: locale,
  }) => {
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

  test('a visitor following a member-center link is asked to sign in', async ({ page, portalLocale: locale }) => {
    const t = messages(locale);
    await page.goto(`${prefix(locale)}/#member/depositv2`);
    await expect(page.getByRole('dialog', { name: t('auth_login_title') })).toBeVisible();
    await expect(page.getByRole('dialog', { name: t('overlay_member_center') })).toBeHidden();
  });

  test('a new member fills in my account: birthday confirmed at 21, an e-mail bound by code, an authenticator set up with a code', async ({
    page,
    baseURL,
    portalLocale: locale,
  }) => {
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

  test('focus returns to the control that opened a layer, Escape closes only the top layer, tabs and the account menu answer arrow keys', async ({
    page,
    baseURL,
    portalLocale: locale,
  }) => {
    const t = messages(locale);
    const username = `focus${locale.replace('-', '')}${Date.now().toString(36)}`.slice(0, 16);
    const reg = await page.request.put('/wps/member/register', {
      data: { username, password: 'Secret123', confirmPassword: 'Secret123', agree: true, altcha: await humanProof(page.request) },
      headers: { origin: baseURL! },
    });
    expect(reg.status()).toBe(200);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix(locale)}/`);
    const banner = page.getByRole('banner');

    // The sign-in dialog's tabs: one Tab stop, the arrow key moves and selects.
    await banner.getByRole('button', { name: t('header_login'), exact: true }).click();
    const auth = page.getByRole('dialog');
    const loginTab = auth.getByRole('tab', { name: t('header_login') });
    const registerTab = auth.getByRole('tab', { name: t('header_register') });
    await expect(registerTab).toHaveAttribute('tabindex', '-1');
    // The prerendered shell answers once the island has taken it over.
    await expect(async () => {
      await loginTab.focus();
      await page.keyboard.press('ArrowRight');
      await expect(registerTab).toBeFocused({ timeout: 1_000 });
    }).toPass();
    await expect(registerTab).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(loginTab).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(auth).toBeHidden();
    await expect(banner.getByRole('button', { name: t('header_login'), exact: true })).toBeFocused();

    // The side menu's download dialog: Escape closes the dialog, focus goes back to the menu's toggle
    // (the link that opened it went away with the menu).
    const toggle = banner.getByRole('button', { name: t('header_menu_toggle') });
    await toggle.click();
    await page
      .getByRole('navigation')
      .getByRole('link', { name: t('menu_app_download') })
      .click();
    const download = page.getByRole('dialog');
    await expect(download).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(download).toBeHidden();
    await expect(toggle).toBeFocused();

    await signInViaModal(page, locale, username, 'Secret123');
    const frame = page.getByRole('dialog', { name: t('overlay_member_center') });

    // The header's Deposit: Escape and × both give focus back to it.
    const deposit = banner.getByRole('button', { name: t('header_deposit'), exact: true });
    await deposit.click();
    await expect(frame).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(frame).toBeHidden();
    await expect(deposit).toBeFocused();
    await deposit.click();
    await frame
      .getByRole('button', { name: t('common_close') })
      .first()
      .click();
    await expect(frame).toBeHidden();
    await expect(deposit).toBeFocused();

    // An account-menu entry closes the menu as it opens the page: focus comes back to the avatar button.
    const avatar = banner.getByRole('button', { name: t('header_account_menu', { account: username }) });
    await avatar.click();
    const menu = page.getByRole('menu');
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem', { name: t('header_sign_out') })).toBeFocused();
    await page.keyboard.press('Home');
    await expect(menu.getByRole('menuitem', { name: t('header_my_account') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('heading', { name: t('overlay_page_security_center'), level: 3 })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(frame).toBeHidden();
    await expect(avatar).toBeFocused();

    // Sign out's confirmation: Escape closes it and focus is back on the avatar button.
    await avatar.click();
    await menu.getByRole('menuitem', { name: t('header_sign_out') }).click();
    const confirmOut = page.getByRole('dialog', { name: t('header_sign_out') });
    await expect(confirmOut).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirmOut).toBeHidden();
    await expect(avatar).toBeFocused();

    // A dialog inside the member center: Escape closes the dialog only, then the center.
    await page.goto(`${prefix(locale)}/#member/responsibleGaming`);
    const start = frame.getByRole('button', { name: t('member_rg_start_timeout') });
    await start.click();
    const confirmBreak = page.getByRole('dialog', { name: t('member_rg_timeout') });
    await expect(confirmBreak).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirmBreak).toBeHidden();
    await expect(frame).toBeVisible();
    await expect(start).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(frame).toBeHidden();

    // Deposit's "Continue to payment" replaces the form by the deposit's state: focus moves there, not to the page.
    await deposit.click();
    await frame.getByLabel(t('cashier_amount'), { exact: true }).fill('100000');
    await frame.getByRole('button', { name: t('cashier_submit_deposit') }).click();
    await expect(frame.getByText(t('cashier_deposit_waiting'))).toBeVisible();
    expect(await page.evaluate(() => document.activeElement !== document.body && !!document.activeElement?.closest('dialog'))).toBe(true);
  });
});
