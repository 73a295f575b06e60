// The walking-skeleton flow (SPEC §2.3, §2.5, §4 session), in vi, then in en: register, signed in, balance
// visible and refreshed, sign out, wrong password, captcha shown, sign in with the captcha's text
// question (its accessible alternative).
import { expect } from '@playwright/test';
import { forEachFlowLocale, test } from './fixtures.ts';
import { agree, messages, prefix } from './helpers.ts';
import { formatMoney } from '../../src/lib/format-money.ts';
import { siteConfig } from '../../src/contracts/site-config.ts';

forEachFlowLocale(() => {
  test.describe('a visitor becomes a member and signs in again', () => {
    test('register, balance, refresh, sign out, wrong password, captcha, sign in', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      const username = `u${locale.replace('-', '')}${Date.now().toString(36)}`.slice(0, 16);
      const password = 'Secret123';
      const header = page.getByRole('banner');

      await page.goto(`${prefix(locale)}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);

      // Register through the header's modal.
      await header.getByRole('button', { name: t('header_register'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('auth_register_title') });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(t('auth_username'), { exact: true }).fill(username);
      await dialog.getByLabel(t('auth_password'), { exact: true }).fill(password);
      await dialog.getByLabel(t('auth_confirm_password')).fill(password);
      await agree(dialog, t);
      await dialog.getByRole('button', { name: t('auth_submit_register') }).click();

      // Signed in: success modal, account menu, balance of a new member.
      const success = page.getByRole('dialog', { name: t('auth_register_success_title') });
      await expect(success).toContainText(username);
      await success.getByRole('button', { name: t('common_ok') }).click();
      await expect(header.getByRole('button', { name: t('header_account_menu', { account: username }) })).toBeVisible();
      // A new member holds the sign-up reward the registration page promised (SPEC §2.6).
      const balance = header.getByTestId('balance');
      await expect(balance).toContainText(formatMoney(siteConfig.registrationBonusAmount, locale, siteConfig.currency, siteConfig.currencyDecimals));

      // Refresh shows the placeholder, then the value again.
      await header.getByRole('button', { name: t('wallet_refresh_balance') }).click();
      await expect(balance).toContainText('₫');

      // The eye hides and shows it.
      await header.getByRole('button', { name: t('wallet_hide_balance') }).click();
      await expect(balance).not.toContainText('₫');
      await header.getByRole('button', { name: t('wallet_show_balance') }).click();
      await expect(balance).toContainText('₫');

      // Sign out asks first, then goes home signed out.
      await header.getByRole('button', { name: t('header_account_menu', { account: username }) }).click();
      await page.getByRole('menuitem', { name: t('header_sign_out') }).click();
      const confirm = page.getByRole('dialog', { name: t('header_sign_out') });
      await expect(confirm).toContainText(t('in_sure_logout'));
      const reloaded = page.waitForEvent('load');
      await confirm.getByRole('button', { name: t('common_confirm') }).click();
      await reloaded;
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/$`));
      await expect(header.getByRole('button', { name: t('header_login'), exact: true })).toBeVisible();
      expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

      // A wrong password is refused and brings the captcha.
      await header.getByRole('button', { name: t('header_login'), exact: true }).click();
      const login = page.getByRole('dialog', { name: t('auth_login_title') });
      await login.getByLabel(t('auth_username_or_phone')).fill(username);
      await login.getByLabel(t('auth_password'), { exact: true }).fill('Wrong1234');
      await login.getByRole('button', { name: t('auth_submit_login'), exact: true }).click();
      await expect(login.getByRole('alert').first()).toHaveText(t('error_credentials'));
      const captchaInput = login.getByLabel(t('auth_captcha'), { exact: true });
      await expect(captchaInput).toBeVisible();
      await expect(login.getByRole('img', { name: t('auth_captcha_image') })).toBeVisible();

      // Who cannot see the image answers a text question instead, read from the field's label (as a
      // screen reader does); the right password with its answer signs in.
      await login.getByRole('button', { name: t('auth_captcha_use_text') }).click();
      const pattern = new RegExp(
        t('auth_captcha_question', { a: 'AAA', b: 'BBB' })
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('AAA', '(\\d+)')
          .replace('BBB', '(\\d+)'),
      );
      const question = login.getByLabel(pattern);
      await expect(question).toBeFocused();
      await expect(login.getByRole('img', { name: t('auth_captcha_image') })).toHaveCount(0);
      const [, a, b] = pattern.exec((await login.locator('label', { hasText: pattern }).textContent()) ?? '')!;
      await question.fill(String(Number(a) + Number(b)));
      await login.getByLabel(t('auth_password'), { exact: true }).fill(password);
      await login.getByRole('button', { name: t('auth_submit_login'), exact: true }).click();
      await expect(header.getByRole('button', { name: t('header_account_menu', { account: username }) })).toBeVisible();
      await expect(header.getByTestId('balance')).toContainText('₫');

      // The session survives a reload.
      await page.reload();
      await expect(header.getByRole('button', { name: t('header_account_menu', { account: username }) })).toBeVisible();
    });

    test('the demo member sees the seeded balance and the registration page works as a page', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/register`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('register_page_title', { amount: formatMoney(1000, locale, 'VND', 0) }));
      const form = page.locator('.register-page__card');
      await form.getByLabel(t('auth_username'), { exact: true }).fill('7bad');
      await agree(form, t);
      await form.getByRole('button', { name: t('auth_submit_register') }).click();
      await expect(form.getByText(t('pattern_1'))).toBeVisible();
      await expect(form.getByRole('button', { name: t('auth_reset') })).toBeVisible();

      await page
        .getByRole('banner')
        .getByRole('button', { name: t('header_login'), exact: true })
        .click();
      const login = page.getByRole('dialog', { name: t('auth_login_title') });
      await login.getByLabel(t('auth_username_or_phone')).fill('demo01');
      await login.getByLabel(t('auth_password'), { exact: true }).fill('Demo1234');
      await login.getByRole('button', { name: t('auth_submit_login'), exact: true }).click();
      await expect(page.getByRole('banner').getByTestId('balance')).toContainText(/1[.,\s]?000[.,\s]?000/);
    });
  });
});
