// Passkeys in the browser (SPEC §2.5 account security), in vi and en, with Chromium's
// virtual authenticator over CDP (discoverable credentials, user verified): a fresh account adds a
// passkey in the security center behind its password, signs out, signs in with the passkey from the
// login modal, removes it, and the passkey's sign-in is then refused.
// WebAuthn needs a domain for the RP ID (an IP address is refused by the browser), so these tests
// address the portal as localhost; the sandbox takes the RP ID from the origin (passkey-rp.ts).
import { expect, type Page } from '@playwright/test';
import { localhostURL } from '../../playwright.config.ts';
import { FLOW_LOCALES, test } from './fixtures.ts';
import { humanProof, messages, prefix, signInViaModal } from './helpers.ts';

test.use({ baseURL: localhostURL, viewport: { width: 360, height: 740 } });

/** A virtual platform authenticator that holds discoverable credentials and verifies the user. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signOutQuietly(page: Page, home: string) {
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(home);
}

for (const locale of FLOW_LOCALES) {
  test(`${locale}: a passkey is added in the security center, signs in from the login modal, and is refused once removed`, async ({ page }) => {
    const t = messages(locale);
    const home = `${prefix(locale)}/`;
    const username = `pk${locale}${Date.now().toString(36)}`.slice(0, 16);
    const reg = await page.request.put('/wps/member/register', {
      data: { username, password: 'Secret123', confirmPassword: 'Secret123', agree: true, altcha: await humanProof(page.request) },
      headers: { origin: localhostURL },
    });
    expect(reg.status()).toBe(200);
    await addVirtualAuthenticator(page);
    await page.goto(home);
    await signInViaModal(page, locale, username, 'Secret123');

    // Add: a name and the login password, then the (virtual) authenticator creates the passkey.
    await page.goto(`${home}#member/securityCenter`);
    const account = page.getByRole('dialog', { name: t('overlay_member_center') }).getByRole('region', { name: t('overlay_page_security_center') });
    const section = account.getByRole('region', { name: t('member_passkey_title') });
    await expect(section.getByText(t('member_passkey_none'))).toBeVisible();
    await section.getByRole('button', { name: t('member_passkey_add') }).click();
    await section.getByLabel(t('member_passkey_name')).fill('Phone');
    await section.getByLabel(t('member_passkey_password')).fill('Wrong1234');
    await section.getByRole('button', { name: t('member_passkey_create') }).click();
    await expect(section.getByRole('alert')).toHaveText(t('error_passkey_password_wrong'));
    await section.getByLabel(t('member_passkey_password')).fill('Secret123');
    await section.getByRole('button', { name: t('member_passkey_create') }).click();
    await expect(account.getByRole('status').first()).toHaveText(t('member_passkey_added', { name: 'Phone' }));
    // The passkey is listed once, under its name (its buttons carry the name for screen readers too).
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('button', { name: `${t('member_passkey_rename')} Phone` })).toBeVisible();
    await expect(section.getByText(t('member_passkey_never_used'))).toBeVisible();

    // Sign out, then sign in with the passkey: no name, no password.
    await signOutQuietly(page, home);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: t('header_login'), exact: true }).click();
    const login = page.getByRole('dialog', { name: t('auth_login_title') });
    await expect(login.getByLabel(t('auth_username_or_phone'))).toHaveAttribute('autocomplete', 'username webauthn');
    // At 360 px the remember-me box sits beside its label, not above it.
    const box = (await login.getByRole('checkbox', { name: t('auth_remember_me') }).boundingBox())!;
    const label = (await login.locator('label[for="login-remember"]').boundingBox())!;
    expect(label.y).toBeLessThan(box.y + box.height);
    await login.getByRole('button', { name: t('account_passkey_sign_in') }).click();
    await expect(header.getByRole('button', { name: t('header_account_menu', { account: username }) })).toBeVisible();

    // Remove it (asked once more); the list is empty again.
    await page.goto(`${home}#member/securityCenter`);
    await expect(section.getByRole('listitem')).toHaveCount(1);
    await section.getByRole('button', { name: `${t('member_passkey_remove')} Phone` }).click();
    const confirm = section.getByRole('group', { name: t('member_passkey_remove_confirm', { name: 'Phone' }) });
    // The player's name for it is isolated, so a Latin name keeps an Arabic question in order.
    await expect(confirm.locator('bdi')).toHaveText('Phone');
    await confirm.getByRole('button', { name: t('member_passkey_remove') }).click();
    await expect(section.getByText(t('member_passkey_none'))).toBeVisible();

    // The authenticator still holds the passkey, but the portal refuses it at once.
    await signOutQuietly(page, home);
    await header.getByRole('button', { name: t('header_login'), exact: true }).click();
    await login.getByRole('button', { name: t('account_passkey_sign_in') }).click();
    await expect(login.getByRole('alert')).toHaveText(t('error_passkey_unknown'));
    // Still signed out: the header offers Log in (the open modal's submit button has the same name).
    await expect(header.getByRole('button', { name: t('header_login'), exact: true }).first()).toBeVisible();
  });
}
