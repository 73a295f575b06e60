// Sign-up and sign-in flows (SPEC §2.5, §2.6, §4, §5), in vi, then in en
// (project identity): registration by username on the page and in the modal with field
// errors and the invitation-code warning, registration by mobile number with the SMS code read
// from the sandbox outbox, login by SMS code, login after the captcha, remember me, and the
// country dialing-code picker. Every form passes the ALTCHA human check in the browser.
import { expect, type Page } from '@playwright/test';
import { forEachFlowLocale, test } from './fixtures.ts';
import { agree, captchaAnswer, messages, outboxCode, prefix } from './helpers.ts';
import { formatMoney } from '../../src/lib/format-money.ts';

const uniqueName = (tag: string) => `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);
const uniqueMobile = () => `09${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const e164 = (national: string) => `+84${national.replace(/^0/, '')}`;

async function signOutQuietly(page: Page, home: string) {
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(home);
}

forEachFlowLocale(() => {
  test.describe('registration', () => {
    test('by username on the page: field errors from the rules, then success at home', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/register?referralCode=FRIEND7`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register_page_title', { amount: formatMoney(1000, locale, 'VND', 0) }));
      await expect(page.getByRole('link', { name: t('register_back_home') })).toHaveAttribute('href', `${prefix(locale)}/`);
      const form = page.locator('.register-page__card');
      await expect(form.getByRole('link', { name: t('auth_user_agreement') })).toHaveAttribute('href', `${prefix(locale)}/help/`);
      // The referral code from the query shows once the form is in use (the page is prerendered).
      await form.getByLabel(t('auth_username'), { exact: true }).focus();
      await expect(form.getByLabel(t('auth_referral_code'))).toHaveValue('FRIEND7');

      // Empty, then invalid values: each field shows its translated rule. The agreement starts unticked.
      await expect(form.getByRole('checkbox', { name: t('auth_agree_terms'), exact: false })).not.toBeChecked();
      await form.getByRole('button', { name: t('auth_submit_register') }).click();
      await expect(form.getByText(t('required')).first()).toBeVisible();
      await form.getByLabel(t('auth_username'), { exact: true }).fill('7bad');
      await form.getByLabel(t('auth_password'), { exact: true }).fill('Secret123');
      await form.getByLabel(t('auth_confirm_password')).fill('Secret124');
      await form.getByLabel(t('auth_email')).fill('not-an-email');
      await form.getByLabel(t('auth_payee_name')).fill('Single');
      await form.getByRole('button', { name: t('auth_submit_register') }).click();
      await expect(form.getByText(t('pattern_1'))).toBeVisible();
      await expect(form.getByText(t('error_password_mismatch'))).toBeVisible();
      await expect(form.getByText(t('pattern_3'))).toBeVisible();
      await expect(form.getByText(t('pattern_21'))).toBeVisible();
      await form.getByLabel(t('auth_username'), { exact: true }).fill('ab');
      await form.getByRole('button', { name: t('auth_submit_register') }).click();
      await expect(form.getByText(t('pattern_length', { min: 4, max: 16 }))).toBeVisible();

      // Reset exists only on the page and clears the form.
      await form.getByRole('button', { name: t('auth_reset') }).click();
      await expect(form.getByLabel(t('auth_username'), { exact: true })).toHaveValue('');

      const username = uniqueName('p');
      await form.getByLabel(t('auth_username'), { exact: true }).fill(username);
      await form.getByLabel(t('auth_password'), { exact: true }).fill('Secret123');
      await form.getByLabel(t('auth_confirm_password')).fill('Secret123');
      await form.getByLabel(t('auth_payee_name')).fill('Nguyen Van An');
      await form.getByLabel(t('auth_email')).fill(`${username}@example.com`);
      await agree(form, t);
      await form.getByRole('button', { name: t('auth_submit_register') }).click();

      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/$`));
      const success = page.getByRole('dialog', { name: t('auth_register_success_title') });
      await expect(success).toContainText(username);
      await success.getByRole('button', { name: t('common_ok') }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: t('header_account_menu', { account: username }) })).toBeVisible();
    });

    test('by username in the modal: an invalid invitation code stops with a warning, a valid one registers', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header_register'), exact: true })
        .click();
      const dialog = page.getByRole('dialog', { name: t('auth_register_title') });
      await expect(dialog.getByRole('button', { name: t('auth_reset') })).toHaveCount(0);
      const username = uniqueName('m');
      await dialog.getByLabel(t('auth_username'), { exact: true }).fill(username);
      await dialog.getByLabel(t('auth_password'), { exact: true }).fill('Secret123');
      await dialog.getByLabel(t('auth_confirm_password')).fill('Secret123');
      await dialog.getByLabel(t('auth_affiliate_code')).fill('NOPE99');
      await agree(dialog, t);
      await dialog.getByRole('button', { name: t('auth_submit_register') }).click();
      const warning = page.getByRole('dialog', { name: t('auth_warning_title') });
      await expect(warning).toContainText(t('error_affiliate_invalid'));
      await warning.getByRole('button', { name: t('common_confirm') }).click();
      await expect(warning).toBeHidden();

      await dialog.getByLabel(t('auth_affiliate_code')).fill('AG0001');
      await dialog.getByRole('button', { name: t('auth_submit_register') }).click();
      await expect(page.getByRole('dialog', { name: t('auth_register_success_title') })).toContainText(username);
    });

    // A native control reacts at the tap, before React is there, and is never toggled twice: the
    // island's script is held back until after the tap (a slow phone), then the page hydrates.
    test('the terms box on the page ticks at the first tap before hydration and stays ticked after it', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${prefix(locale)}/register`);
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/_astro/**', async (route) => {
        await held;
        await route.continue();
      });
      const box = page.locator('.register-page__card').getByRole('checkbox', { name: t('auth_agree_terms'), exact: false });
      await box.click();
      // Ticked at the tap itself, not once React comes (read at once, no waiting).
      expect(await box.isChecked()).toBe(true);
      release();
      // The form's island has hydrated (Astro drops its `ssr` attribute), and React has its handlers on the box.
      await expect(page.locator('.register-page__card astro-island:not([ssr])')).toHaveCount(1);
      await page.waitForFunction(() => {
        const input = document.querySelector('.register-page__card input[type="checkbox"]');
        return !!input && Object.keys(input).some((k) => k.startsWith('__reactProps'));
      });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await expect(box).toBeChecked();
      // A second tap, now on the live form, unticks it: one tap, one toggle.
      await box.click();
      await expect(box).not.toBeChecked();
    });

    test('a valid site code hides the invitation field', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/register?affiliateCode=AG0001`);
      const form = page.locator('.register-page__card');
      await form.getByLabel(t('auth_username'), { exact: true }).focus();
      await expect(form.getByLabel(t('auth_affiliate_code'))).toHaveCount(0);
    });

    test('by mobile number: SMS code from the outbox, the generated account, then the success modal', async ({ page, request, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/register`);
      const form = page.locator('.register-page__card');
      await form.getByRole('tab', { name: t('auth_register_by_mobile') }).click();
      await expect(form.getByLabel(t('auth_username'), { exact: true })).toHaveCount(0);

      // The number is checked before any request.
      await form.getByLabel(t('auth_mobile_number'), { exact: true }).fill('12');
      await form.getByRole('button', { name: t('auth_sms_send') }).click();
      await expect(form.getByText(t('error_phone_invalid'))).toBeVisible();

      const mobile = uniqueMobile();
      await form.getByLabel(t('auth_mobile_number'), { exact: true }).fill(mobile);
      await form.getByRole('button', { name: t('auth_sms_send') }).click();
      await expect(form.getByRole('button', { name: new RegExp(t('auth_sms_resend_in', { seconds: '\\d+' })) })).toBeDisabled();
      const { code } = await outboxCode(request, e164(mobile), 'register');
      await form.getByLabel(t('auth_sms_code'), { exact: true }).fill(code);
      await agree(form, t);
      await form.getByRole('button', { name: t('auth_submit_register') }).click();

      const generated = page.getByRole('dialog', { name: t('auth_mobile_generated_title') });
      await expect(generated).toBeVisible();
      const account = (await generated.textContent())!.match(/\bm[a-z2-9]{9}\b/)![0];
      await generated.getByRole('button', { name: t('common_ok') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/$`));
      const success = page.getByRole('dialog', { name: t('auth_register_success_title') });
      await expect(success).toContainText(account);
      // Signed in, like a registration by username.
      await success.getByRole('button', { name: t('common_ok') }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: t('header_account_menu', { account }) })).toBeVisible();
    });
  });

  test.describe('login', () => {
    test('by SMS code with the country picker, remembered for next time', async ({ page, request, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header_login'), exact: true })
        .click();
      const login = page.getByRole('dialog', { name: t('auth_login_title') });
      await login.getByRole('button', { name: t('auth_login_type') }).click();
      await login.getByRole('option', { name: t('auth_login_by_sms') }).click();

      // Country picker: keyboard choice, then it closes after focus leaves it.
      const country = login.getByRole('button', { name: t('auth_country_code') });
      await country.click();
      const list = login.getByRole('listbox', { name: t('auth_country_code') });
      await expect(list).toBeVisible();
      // The country list loads on first use: wait for it before moving through it.
      await expect(list.getByRole('option', { name: /\+66/ })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(country).toHaveText(/\+66/);
      await country.click();
      await expect(list).toBeVisible();
      await login.getByLabel(t('auth_mobile_number'), { exact: true }).click();
      await expect(list).toBeHidden();
      await country.click();
      await login.getByRole('option', { name: /\+84/ }).first().click();
      await expect(country).toHaveText(/\+84/);

      await login.getByLabel(t('auth_mobile_number'), { exact: true }).fill('0901234567');
      await login.getByRole('button', { name: t('auth_sms_send') }).click();
      // The countdown means the platform answered, so the newest outbox message is this one.
      await expect(login.getByRole('button', { name: new RegExp(t('auth_sms_resend_in', { seconds: '\\d+' })) })).toBeDisabled();
      const { code } = await outboxCode(request, '+84901234567', 'login');
      await login.getByLabel(t('auth_sms_code'), { exact: true }).fill(code);
      await login.getByLabel(t('auth_remember_me')).check();
      await login.getByRole('button', { name: t('auth_submit_login'), exact: true }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: t('header_account_menu', { account: 'demo01' }) })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.getItem('passwordChangeRequired'))).toBeNull();

      // Remembered: the SMS type and the number come back; no password or code is stored.
      const stored = await page.evaluate(() => localStorage.getItem('rememberedLogin'));
      expect(stored).toContain('901234567');
      expect(stored).not.toContain(code);
      await signOutQuietly(page, `${prefix(locale)}/`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header_login'), exact: true })
        .click();
      await expect(login.getByLabel(t('auth_mobile_number'), { exact: true })).toHaveValue('0901234567');
      await expect(login.getByLabel(t('auth_remember_me'))).toBeChecked();
    });

    test('after a failed login with the captcha, remembering the username only', async ({ page, request, portalLocale: locale }) => {
      const t = messages(locale);
      const username = uniqueName('c');
      // A fresh member, so the captcha state of other tests does not matter.
      await page.goto(`${prefix(locale)}/register`);
      const form = page.locator('.register-page__card');
      await form.getByLabel(t('auth_username'), { exact: true }).fill(username);
      await form.getByLabel(t('auth_password'), { exact: true }).fill('Secret123');
      await form.getByLabel(t('auth_confirm_password')).fill('Secret123');
      await agree(form, t);
      await form.getByRole('button', { name: t('auth_submit_register') }).click();
      await expect(page.getByRole('dialog', { name: t('auth_register_success_title') })).toBeVisible();
      await signOutQuietly(page, `${prefix(locale)}/`);

      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header_login'), exact: true })
        .click();
      const login = page.getByRole('dialog', { name: t('auth_login_title') });
      await login.getByLabel(t('auth_username_or_phone')).fill(username);
      await login.getByLabel(t('auth_password'), { exact: true }).fill('Wrong1234');
      await login.getByRole('button', { name: t('auth_submit_login'), exact: true }).click();
      await expect(login.getByRole('alert').first()).toHaveText(t('error_credentials'));
      const captchaInput = login.getByLabel(t('auth_captcha'), { exact: true });
      await expect(login.getByRole('img', { name: t('auth_captcha_image') })).toBeVisible();
      const captchaKey = await login.locator('input[name="captchaKey"]').inputValue();
      await captchaInput.fill(await captchaAnswer(request, captchaKey));
      await login.getByLabel(t('auth_password'), { exact: true }).fill('Secret123');
      await login.getByLabel(t('auth_remember_me')).check();
      await login.getByRole('button', { name: t('auth_submit_login'), exact: true }).click();
      await expect(page.getByRole('banner').getByRole('button', { name: t('header_account_menu', { account: username }) })).toBeVisible();

      const stored = await page.evaluate(() => localStorage.getItem('rememberedLogin'));
      expect(stored).toContain(username);
      expect(stored).not.toContain('Secret123');
      expect((await page.context().cookies()).map((c) => c.value).join(' ')).not.toContain('Secret123');
      await signOutQuietly(page, `${prefix(locale)}/`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header_login'), exact: true })
        .click();
      await expect(login.getByLabel(t('auth_username_or_phone'))).toHaveValue(username);
      await expect(login.getByLabel(t('auth_password'), { exact: true })).toHaveValue('');
    });
  });
});
