// Rewards as a member uses them (SPEC §2.3 points balance, §2.7 manualRebate, points shop,
// messageV2, feedback, playerRank, missions; DOMAIN.md §3): the member plays a round, sees the
// points in the header, the VIP progress and the mission progress,
// claims the betting rebate once, redeems an item with the payment password, sends feedback, and
// the avatar's unread badge clears after reading the new message; then applies to a promotion,
// claims the bonus the operator issues, and draws the daily raffle once.
import { expect } from '@playwright/test';
import { missionConfig, raffleConfig, REWARD_ECONOMICS } from '../../src/platform/rewards/economics.ts';
import { rebateAmount } from '../../src/platform/rewards/rebate.ts';
import { forEachFlowLocale, test } from './fixtures.ts';
import { messages, prefix, signInViaModal } from './helpers.ts';
import { pngBytes } from '../helpers/images.ts';

/** The round's stake, and what it earns under the configured rates (src/platform/rewards/economics.ts). */
const STAKE = 100_000;
const POINTS = 1_000 + Math.floor((STAKE * REWARD_ECONOMICS.points.per10k.inhouse!) / 10_000);
const REBATE = rebateAmount(STAKE, REWARD_ECONOMICS.rebate.rateBp.inhouse!);
/** A number as the page may group it (1,020 / 1.020 / 1 020). */
const grouped = (n: number) => new RegExp(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '[.,\\s\u00a0\u202f]?'));

const accounts: Record<string, string> = { vi: 'rewardsvi', en: 'rewardsen' };

forEachFlowLocale(() => {
  test('a member claims the rebate, redeems an item, sends feedback and reads a message', async ({ page, portalLocale: locale }) => {
    const t = messages(locale);
    const account = accounts[locale]!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${prefix(locale)}/`);
    await signInViaModal(page, locale, account, 'Rewards1234');
    const origin = new URL(page.url()).origin;

    // A round of Lotus Dice makes a valid bet (points and rebate follow from it).
    const bet = await page.request.post('/wps/inhouse/dice', {
      data: { roundKey: `rw-${locale}-${Date.now()}`, stake: STAKE, target: 50, direction: 'under' },
      headers: { origin },
    });
    expect(bet.ok()).toBe(true);
    // A platform message arrives (the platform writes it as a message key): the avatar shows the unread badge after a reload.
    const sent = await page.request.post('/wps/dev/rewards/message', {
      data: { account, key: 'rewards_message_rebate_ready' },
      headers: { origin },
    });
    expect(sent.ok()).toBe(true);
    await page.reload();
    const header = page.getByRole('banner');
    await expect(header.getByTestId('unread-badge')).toHaveText('1');
    // Signed in, the footer's invitation is Refer and earn (the referral page), not Register.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: t('menu_refer') })).toHaveAttribute('href', '#member/referral');
    await expect(footer.getByRole('link', { name: t('header_register') })).toBeHidden();
    // On a 360 px phone the badge stays inside the page: no sideways scroll.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Seeded 1,000 points + those of the round (the configured in-house rate per 10,000 of valid bet).
    const pointsLabel = new RegExp(
      t('rewards_header_points_aria', { points: 'N' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('N', grouped(POINTS).source),
    );
    await expect(header.getByRole('button', { name: pointsLabel })).toBeVisible();

    // The side menu's VIP entry opens playerRank: level 0, progress toward Bronze.
    await page
      .getByRole('link', { name: t('menu_vip'), exact: true })
      .first()
      .click();
    const frame = page.getByRole('dialog', { name: t('overlay_member_center') });
    await expect(frame.getByText(t('rewards_vip_next', { name: t('rewards_vip_name_1') }))).toBeVisible();
    await expect(frame.getByRole('progressbar')).toHaveCount(2);

    // Missions: the round (at least mission 1's minimum stake) counts toward today's rounds.
    expect(STAKE).toBeGreaterThanOrEqual(missionConfig(1)!.minRoundStake);
    await frame.getByRole('button', { name: t('overlay_page_mission_leaderboard') }).click();
    await expect(frame.getByText(t('rewards_mission_progress', { progress: '1', target: String(missionConfig(1)!.target) })).first()).toBeVisible();

    // Betting bonus: the configured in-house rebate of the round, claimed once.
    await frame.getByRole('button', { name: t('overlay_page_manual_rebate') }).click();
    const claim = frame.getByRole('button', { name: t('rewards_rebate_claim') });
    await expect(frame.getByRole('row').filter({ hasText: t('category_inhouse') })).toContainText(grouped(REBATE));
    await claim.click();
    await expect(frame.getByRole('status').filter({ hasText: grouped(REBATE) })).toBeVisible();
    await expect(claim).toBeDisabled();
    await expect(frame.getByRole('table').last().getByRole('row')).toHaveCount(2);

    // Points shop: redeem the voucher with the payment password; a wrong one is refused first.
    await frame.getByRole('button', { name: t('overlay_page_point_shop') }).click();
    await frame.getByRole('button', { name: t('rewards_redeem_item', { item: t('rewards_item_voucher') }) }).click();
    const redeem = page.getByRole('dialog', { name: t('rewards_redeem_item', { item: t('rewards_item_voucher') }) });
    await redeem.getByLabel(t('rewards_payment_password')).fill('000000');
    await redeem.getByRole('button', { name: t('rewards_confirm') }).click();
    await expect(redeem.getByRole('alert')).toHaveText(t('error_payment_password_wrong'));
    await redeem.getByLabel(t('rewards_payment_password')).fill('246810');
    await redeem.getByRole('button', { name: t('rewards_confirm') }).click();
    await expect(frame.getByRole('status').filter({ hasText: t('rewards_redeem_done') })).toBeVisible();
    await frame.getByRole('tab', { name: t('rewards_tab_history') }).click();
    await expect(frame.getByRole('row').filter({ hasText: t('rewards_item_voucher') })).toContainText(t('rewards_status_process'));

    // Feedback: too few words is refused with a translated error, then sent and listed.
    await frame.getByRole('button', { name: t('overlay_page_feedback') }).click();
    await frame.getByLabel(t('rewards_feedback_type')).selectOption('withdrawal');
    const content = frame.getByLabel(t('rewards_feedback_content'));
    await content.fill('late');
    await frame.getByRole('button', { name: t('rewards_feedback_submit') }).click();
    await expect(frame.getByRole('alert')).toHaveText(t('error_feedback_words'));
    await content.fill('My withdrawal has not arrived yet');
    await frame.getByRole('button', { name: t('rewards_feedback_submit') }).click();
    await expect(frame.getByRole('status').filter({ hasText: t('rewards_feedback_sent') })).toBeVisible();
    await expect(frame.getByText('My withdrawal has not arrived yet')).toBeVisible();

    // Referral: the invitation link carries the member's code, with its QR.
    await frame.getByRole('button', { name: t('overlay_page_referral') }).click();
    await expect(frame.getByLabel(t('rewards_referral_link'))).toHaveValue(new RegExp(`/register/\\?referralCode=${account}$`));
    await expect(frame.getByRole('img', { name: t('rewards_referral_qr') })).toBeVisible();

    // Messages: the platform's message reads in the member's locale (English for an en member, not
    // the Vietnamese of the platform's home market); opening the unread one clears the badge.
    await frame.getByRole('button', { name: t('overlay_page_messages') }).click();
    await frame.getByRole('button', { name: new RegExp(t('rewards_message_rebate_ready_title')) }).click();
    await expect(frame.getByText(t('rewards_message_rebate_ready_body'))).toBeVisible();
    await expect(header.getByTestId('unread-badge')).toHaveCount(0);

    // A promotion's "Join now", signed in: an application with a comment and a png, then its status.
    await page.goto(`${prefix(locale)}/promoDetail/101/`);
    await page.getByRole('button', { name: t('site_promo_join') }).click();
    const form = page.getByRole('form', { name: t('rewards_apply_title') });
    await form.getByLabel(t('rewards_apply_comment')).fill('First deposit done');
    const png = Buffer.from(pngBytes());
    await form.getByLabel(t('rewards_apply_images')).setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png });
    await form.getByRole('button', { name: t('rewards_apply_submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('rewards_activity_applying') })).toBeVisible();
    // The operator issues a 30,000 bonus (sandbox dev call); the member claims it on the page.
    const apps = await (await page.request.get('/wps/rewards/promotions/applications')).json();
    const decided = await page.request.post('/wps/dev/rewards/application-decide', {
      data: { id: apps.value[0].id, decision: 'issued', bonus: 30_000 },
      headers: { origin },
    });
    expect(decided.ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: t('rewards_activity_issued') })).toBeVisible();
    await page
      .getByRole('button', {
        name: new RegExp(
          t('rewards_apply_claim', { amount: 'AMOUNT' })
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace('AMOUNT', '.+'),
        ),
      })
      .click();
    await expect(page.getByRole('status').filter({ hasText: t('rewards_activity_claimed') })).toBeVisible();

    // The daily raffle: today's round reached the raffle's minimum valid bet, so one draw pays a prize, once.
    expect(STAKE).toBeGreaterThanOrEqual(raffleConfig(106)!.minValidBet);
    await page.goto(`${prefix(locale)}/promoDetail/106/`);
    await page.getByRole('button', { name: t('rewards_raffle_draw') }).click();
    const won = new RegExp(
      t('rewards_raffle_won', { amount: 'AMOUNT' })
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('AMOUNT', '.+'),
    );
    await expect(page.getByRole('status').filter({ hasText: won })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: won })).toBeVisible();
    await expect(page.getByRole('button', { name: t('rewards_raffle_draw') })).toHaveCount(0);
  });
});
