// Deposits as a player does them (SPEC §2.7 depositv2; DOMAIN.md §3): the header's Deposit opens
// the member center; an amount outside the channel's limits is refused on the form; a bank
// transfer shows the member's reference and QR, opens the sandbox provider's page in its own
// window, Pay there makes the provider's signed callback credit the wallet, and the page and the
// header balance follow; the account record then lists the deposit, and a round played appears in
// the betting record.
import { expect } from '@playwright/test';
import { forEachFlowLocale, test } from './fixtures.ts';
import { messages, prefix, prepareFirstWithdrawal, signInViaModal, TICK_JOBS } from './helpers.ts';
import { pngBytes } from '../helpers/images.ts';
import { formatMoney } from '../../src/lib/format-money.ts';
import { formatNumber } from '../../src/lib/format-number.ts';
import { DEPOSIT_CHANNELS } from '../../src/platform/cashier/deposit-rules.ts';

/** The withdrawal account of a locale (seeded in demo-content.ts): one each, since each locale's run sets the account's payment password, first bank account and deposit limit. */
const payoutAccount = (locale: string) => (locale === 'vi' ? 'payout01' : 'payout02');

forEachFlowLocale(() => {
  test('a player deposits through the sandbox payment page and sees the balance grow', async ({ page, portalLocale: locale }) => {
    const t = messages(locale);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix(locale)}/`);
    await signInViaModal(page, locale, 'cashier01', 'Cashier1234');
    const balance = page.getByRole('banner').getByTestId('balance');
    await expect(balance).toContainText('₫');
    const before = (await balance.textContent()) ?? '';

    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header_deposit'), exact: true })
      .click();
    const frame = page.getByRole('dialog', { name: t('overlay_member_center') });
    await expect(frame.getByRole('heading', { name: t('overlay_page_deposit'), level: 3 })).toBeVisible();
    await expect(frame.getByRole('button', { name: t('cashier_channel_bank') })).toHaveAttribute('aria-pressed', 'true');

    // Below the channel minimum: refused on the form, nothing created.
    const amount = frame.getByLabel(t('cashier_amount'), { exact: true });
    await amount.fill('10');
    await frame.getByRole('button', { name: t('cashier_submit_deposit') }).click();
    await expect(frame.getByRole('alert')).toBeVisible();
    await expect(frame.locator('.deposit__status')).toHaveCount(0);

    // Before paying, the page states the turnover rule of the channel (the platform's own rate).
    const rate = DEPOSIT_CHANNELS.find((c) => c.code === 'bank')!.turnoverRate;
    await expect(frame.getByRole('note').filter({ hasText: t('cashier_deposit_turnover_rule', { times: formatNumber(rate, locale) }) })).toBeVisible();

    await amount.fill('200000');
    await frame.getByRole('button', { name: t('cashier_submit_deposit') }).click();
    await expect(frame.getByText(t('cashier_status_pending'), { exact: true }).first()).toBeVisible();
    await expect(frame.getByRole('img', { name: t('cashier_qr_alt') })).toBeVisible();
    await expect(frame.getByText(/^LP[0-9A-Z]+$/)).toBeVisible();

    const popupPromise = page.waitForEvent('popup');
    await frame.getByRole('button', { name: t('cashier_open_payment') }).click();
    const provider = await popupPromise;
    await provider.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(provider.getByRole('status')).toContainText('paid');
    await provider.close();

    await expect(frame.locator('.deposit__status').getByText(t('cashier_status_paid'), { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(balance).not.toHaveText(before);
    // The success says what the deposit must be wagered, with the member's progress toward it.
    await expect(frame.getByText(t('cashier_deposit_paid_turnover', { amount: formatMoney(200_000 * rate, locale, 'VND', 0) }))).toBeVisible();
    await expect(frame.getByRole('progressbar', { name: t('cashier_turnover') })).toBeVisible();
    // The wallet shows the same progress, and the withdraw page opens with it.
    await frame.getByRole('button', { name: t('overlay_page_transfer_fund'), exact: true }).click();
    await expect(frame.getByRole('progressbar', { name: t('cashier_turnover') })).toBeVisible();
    await frame.getByRole('button', { name: t('overlay_page_withdraw'), exact: true }).click();
    await expect(frame.locator('.overlay__content .ov-card').first()).toContainText(t('cashier_turnover'));

    // The account record shows the deposit with the balance after it (SPEC §2.7 transactionHistory).
    await frame.getByRole('button', { name: t('overlay_page_account_record') }).click();
    const movements = frame.getByRole('table');
    await expect(
      movements
        .getByRole('row')
        .filter({ hasText: t('member_kind_deposit') })
        .first(),
    ).toBeVisible();

    // A round of Lotus Dice, then the betting record lists it with its stake (SPEC §2.7 personalHistoryCopy).
    const roundKey = `e2e-${locale}-${Date.now()}`;
    const bet = await page.request.post('/wps/inhouse/dice', {
      data: { roundKey, stake: 1_000, target: 50, direction: 'under' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(bet.ok()).toBe(true);
    await frame.getByRole('button', { name: t('overlay_page_betting_record') }).click();
    await expect(frame.getByRole('table').getByRole('row').nth(1)).toContainText(t('category_inhouse'));
    await expect(frame.getByText(t('member_total_valid_bet'))).toBeVisible();

    // Personal profit sums it per category (SPEC §2.7 personalProfit).
    await frame.getByRole('button', { name: t('overlay_page_personal_profit') }).click();
    await expect(frame.getByRole('rowheader', { name: t('category_inhouse') })).toBeVisible();
    await expect(frame.getByRole('rowheader', { name: t('member_pp_total') })).toBeVisible();
  });

  test('a player sets a payment password, binds a bank account, withdraws, and answers whether the payout arrived', async ({
    page,
    request,
    baseURL,
    portalLocale: locale,
  }) => {
    const t = messages(locale);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${prefix(locale)}/`);
    await signInViaModal(page, locale, payoutAccount(locale), 'Payout1234');
    await page.goto(`${prefix(locale)}/#member/withdraw`);
    const frame = page.getByRole('dialog', { name: t('overlay_member_center') });
    await expect(frame.getByRole('heading', { name: t('overlay_page_withdraw'), level: 3 })).toBeVisible();

    // The payment password comes first (withdrawals ask for it), then a bank account in the player's
    // name (the first one registers the name; with none, the form is open).
    await prepareFirstWithdrawal(frame, t, { paymentPassword: '258025', bankNumber: locale === 'vi' ? '0011223344' : '0011223355', holder: 'Payout Tester' });

    // A wrong payment password is refused; the right one takes the money at once.
    await frame.getByLabel(t('cashier_amount'), { exact: true }).fill('150000');
    await frame.getByLabel(t('cashier_payment_password'), { exact: true }).fill('000000');
    await frame
      .locator('.overlay__content')
      .getByRole('button', { name: t('cashier_submit_withdraw'), exact: true })
      .click();
    await expect(frame.getByText(t('error_payment_password_wrong'))).toBeVisible();
    await frame.getByLabel(t('cashier_amount'), { exact: true }).fill('150000');
    await frame.getByLabel(t('cashier_payment_password'), { exact: true }).fill('258025');
    await frame
      .locator('.overlay__content')
      .getByRole('button', { name: t('cashier_submit_withdraw'), exact: true })
      .click();
    await expect(frame.getByText(t('cashier_withdraw_done'))).toBeVisible();
    await expect(frame.getByText(t('cashier_wstatus_requested')).first()).toBeVisible();

    // The sandbox approves, then pays, each after its delay: run the periodic work ahead twice.
    for (const ahead of [70_000, 140_000]) {
      const tick = await request.post('/wps/dev/cron-tick', { data: { at: Date.now() + ahead, jobs: TICK_JOBS.withdrawals }, headers: { origin: baseURL! } });
      expect(tick.ok()).toBe(true);
    }
    await page.reload();
    const reloaded = page.getByRole('dialog', { name: t('overlay_member_center') });
    await expect(reloaded.getByText(t('cashier_wstatus_paid'), { exact: true }).first()).toBeVisible();
    if (locale === 'vi') {
      await reloaded
        .getByRole('button', { name: t('cashier_confirm_received'), exact: true })
        .first()
        .click();
      await expect(reloaded.getByText(t('cashier_wstatus_confirmed'), { exact: true }).first()).toBeVisible();
    } else {
      // Not received: a gif is refused, one png proof is taken and support takes over (SPEC §4).
      await reloaded
        .getByRole('button', { name: t('cashier_confirm_not_received'), exact: true })
        .first()
        .click();
      const proof = reloaded.getByLabel(t('cashier_proof_images'));
      await proof.setInputFiles({ name: 'proof.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await reloaded
        .locator('.overlay__content')
        .getByRole('button', { name: t('cashier_confirm_send'), exact: true })
        .click();
      await expect(reloaded.getByText(t('error_file_type'))).toBeVisible();
      await proof.setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes()) });
      await reloaded
        .locator('.overlay__content')
        .getByRole('button', { name: t('cashier_confirm_send'), exact: true })
        .click();
      await expect(reloaded.getByText(t('cashier_disputed'))).toBeVisible();
    }
  });

  test('a player sets a deposit limit from the footer, and a deposit beyond it is refused', async ({ page, portalLocale: locale }) => {
    const t = messages(locale);
    await page.goto(`${prefix(locale)}/`);
    await signInViaModal(page, locale, payoutAccount(locale), 'Payout1234');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: t('cashier_responsible_link') })
      .click();
    const frame = page.getByRole('dialog', { name: t('overlay_member_center') });
    await expect(frame.getByRole('heading', { name: t('overlay_page_responsible_gaming'), level: 3 })).toBeVisible();
    await frame.getByLabel(t('member_rg_kind')).selectOption('deposit');
    await frame.getByLabel(t('member_rg_period')).selectOption('day');
    await frame.getByLabel(t('member_rg_amount')).fill('50000');
    await frame.getByRole('button', { name: t('member_rg_save') }).click();
    await expect(frame.getByText(t('member_rg_kind_deposit')).first()).toBeVisible();

    await frame.getByRole('button', { name: t('overlay_page_deposit') }).click();
    await frame.getByLabel(t('cashier_amount'), { exact: true }).fill('100000');
    await frame.getByRole('button', { name: t('cashier_submit_deposit') }).click();
    await expect(frame.getByRole('alert')).toHaveText(t('error_rg_deposit_limit'));
  });
});
