// A new player's whole first visit at 360 px (SPEC §2.3 balance, §2.6 register, §2.7 deposit and
// withdraw, §7.2 lottery), in vi, then in en: register, deposit, play a round, win the fast
// lottery, withdraw, and see the withdrawal paid. After every step the header's balance equals the
// platform's, with no reload: money-moving answers set it, and money the platform moves by itself
// (the payment provider's callback, the draw's payout, the payout of the withdrawal) reaches the
// open page through the balance watch (src/lib/balance-watch.ts).
import { expect, type Page } from '@playwright/test';
import { forEachFlowLocale, test } from './fixtures.ts';
import { awaitSellingIssue, messages, prefix, platformBalance, prepareFirstWithdrawal, registerViaModal, TICK_JOBS } from './helpers.ts';
import { formatMoney } from '../../src/lib/format-money.ts';
import { siteConfig } from '../../src/contracts/site-config.ts';

/**
 * Waits (at most the 10 s the spec allows) for the header to show the platform's balance; never
 * reloads. Answers the balance.
 */
async function expectHeaderMatchesPlatform(page: Page, locale: string, step: string): Promise<number> {
  const balance = page.getByRole('banner').getByTestId('balance');
  let sum = 0;
  await expect
    .poll(
      async () => {
        sum = await platformBalance(page.request);
        const shown = ((await balance.textContent()) ?? '').replace(/\s+/g, ' ');
        const expected = formatMoney(sum, locale, siteConfig.currency, siteConfig.currencyDecimals).replace(/\s+/g, ' ');
        return shown.includes(expected) ? 'equal' : `header "${shown}" ≠ platform "${expected}"`;
      },
      { message: `after ${step}`, timeout: 10_000, intervals: [250, 500, 1_000] },
    )
    .toBe('equal');
  return sum;
}

forEachFlowLocale(() => {
  test('at 360 px a new player registers, deposits, plays, wins the fast lottery and is paid a withdrawal, the header equal to the platform after every step', async ({
    page,
    baseURL,
    portalLocale: locale,
  }) => {
    test.setTimeout(240_000);
    const t = messages(locale);
    const origin = { origin: baseURL! };
    await page.setViewportSize({ width: 360, height: 740 });
    // Money the platform moves by itself must reach the page with no document load in between.
    let loads = 0;
    page.on('load', () => loads++);

    // 1. Register: the sign-up reward is there at once.
    await page.goto(`${prefix(locale)}/`);
    await registerViaModal(page, locale, 'trip');
    expect(await expectHeaderMatchesPlatform(page, locale, 'registering')).toBe(siteConfig.registrationBonusAmount);

    // 2. Deposit 200,000 through the sandbox provider's page; its callback credits the wallet.
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header_deposit'), exact: true })
      .click();
    const center = page.getByRole('dialog', { name: t('overlay_member_center') });
    await center.getByLabel(t('cashier_amount'), { exact: true }).fill('200000');
    await center.getByRole('button', { name: t('cashier_submit_deposit') }).click();
    const popup = page.waitForEvent('popup');
    await center.getByRole('button', { name: t('cashier_open_payment') }).click();
    const provider = await popup;
    await provider.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(provider.getByRole('status')).toContainText('paid');
    await provider.close();
    const loadsBeforeCallback = loads;
    await expect(center.locator('.deposit__status').getByText(t('cashier_status_paid'), { exact: true })).toBeVisible({ timeout: 10_000 });
    expect(await expectHeaderMatchesPlatform(page, locale, 'the deposit')).toBe(siteConfig.registrationBonusAmount + 200_000);
    expect(loads).toBe(loadsBeforeCallback);
    await page.keyboard.press('Escape');
    await expect(center).toBeHidden();

    // 3. A round of Lotus Dice: the header follows each roll while the game is open, and after it closes.
    await page.goto(`${prefix(locale)}/inhouse`);
    await page
      .getByRole('button', { name: t('games_play', { name: 'Lotus Dice' }) })
      .first()
      .click();
    const game = page.frameLocator(`iframe[title="${t('launcher_game_frame', { name: 'Lotus Dice' })}"]`);
    await game.getByLabel(t('games_stake')).fill('1000');
    await game.getByRole('button', { name: t('games_roll'), exact: true }).click();
    await expect(game.getByRole('region', { name: t('games_my_bets') }).getByRole('row')).toHaveCount(2);
    await expectHeaderMatchesPlatform(page, locale, 'a dice round, in the game');
    await page.getByRole('link', { name: t('launcher_close_game') }).click();
    await expectHeaderMatchesPlatform(page, locale, 'closing the game');

    // 4. The fast lottery: Đề on all 100 numbers (2,000 a number) is sure to win one; the draw's
    // payout arrives on the open page.
    expect((await page.request.post('/wps/dev/cron-tick', { data: {}, headers: origin })).ok()).toBe(true);
    await awaitSellingIssue(page.request, 'LTL5D', baseURL!);
    await page.goto(`${prefix(locale)}/lottery/?gameCode=LTL5D`);
    const current = page.getByRole('heading', { name: new RegExp(t('lottery_issue', { issue: '\\d{8}-\\d{4}' })) }).first();
    await expect(current).toBeVisible();
    const issue = /\d{8}-\d{4}/.exec((await current.textContent())!)![0];
    await page.getByLabel(t('lottery_bet_type')).selectOption('DE');
    const grid = page.getByRole('group', { name: t('lottery_pick_numbers') });
    await grid.getByRole('button', { name: '00', exact: true }).focus();
    for (let n = 0; n < 100; n++) {
      await page.keyboard.press(' ');
      if (n < 99) await page.keyboard.press('ArrowRight');
    }
    await expect(grid.locator('button[aria-pressed="true"]')).toHaveCount(100);
    await page.getByLabel(t('lottery_unit_stake')).fill('2000');
    await page.getByRole('button', { name: t('lottery_buy'), exact: true }).click();
    await page
      .getByRole('group', { name: t('lottery_confirm_title') })
      .getByRole('button', { name: t('common_confirm'), exact: true })
      .click();
    await expect(page.getByRole('status').filter({ hasText: issue })).toBeVisible();
    const afterTicket = await expectHeaderMatchesPlatform(page, locale, 'buying the ticket');

    const open = (await (await page.request.get('/lotto/lgw/games/opened/numero?gameCode=LTL5D')).json()) as {
      value: { current: { issue: string; drawAt: number } };
    };
    expect(open.value.current.issue).toBe(issue);
    const loadsBeforeDraw = loads;
    expect(
      (await page.request.post('/wps/dev/cron-tick', { data: { at: open.value.current.drawAt + 1_000, jobs: TICK_JOBS.lottery }, headers: origin })).ok(),
    ).toBe(true);
    const tickets = page.getByRole('region', { name: t('lottery_my_tickets'), exact: true });
    await expect(tickets.getByText(t('lottery_status_won')).first()).toBeVisible({ timeout: 10_000 });
    const afterDraw = await expectHeaderMatchesPlatform(page, locale, 'the draw');
    expect(afterDraw).toBeGreaterThan(afterTicket);
    expect(loads).toBe(loadsBeforeDraw);

    // 5. Withdraw 100,000: payment password, a bank account, the request; the sandbox approves and
    // pays on its own, and the page says Paid without a reload.
    await page.goto(`${prefix(locale)}/#member/withdraw`);
    const withdraw = page.getByRole('dialog', { name: t('overlay_member_center') });
    // A new member has no registered name: the first bank account gives it.
    await prepareFirstWithdrawal(withdraw, t, { paymentPassword: '147036', bankNumber: `9${Date.now().toString().slice(-9)}`, holder: 'Journey Tester' });
    await withdraw.getByLabel(t('cashier_amount'), { exact: true }).fill('100000');
    await withdraw.getByLabel(t('cashier_payment_password'), { exact: true }).fill('147036');
    await withdraw
      .locator('.overlay__content')
      .getByRole('button', { name: t('cashier_submit_withdraw'), exact: true })
      .click();
    await expect(withdraw.getByText(t('cashier_withdraw_done'))).toBeVisible();
    expect(await expectHeaderMatchesPlatform(page, locale, 'the withdrawal request')).toBe(afterDraw - 100_000);

    const loadsBeforePayout = loads;
    for (const ahead of [70_000, 140_000]) {
      const tick = await page.request.post('/wps/dev/cron-tick', { data: { at: Date.now() + ahead, jobs: TICK_JOBS.withdrawals }, headers: origin });
      expect(tick.ok()).toBe(true);
    }
    await expect(withdraw.getByText(t('cashier_wstatus_paid'), { exact: true }).first()).toBeVisible({ timeout: 10_000 });
    await expectHeaderMatchesPlatform(page, locale, 'the payout');
    expect(loads).toBe(loadsBeforePayout);
  });
});
