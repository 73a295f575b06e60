// The lottery (SPEC §2.1 /lottery and /vnlottery, §7.2; DOMAIN.md §1) in vi and en: a player buys
// a fast-game ticket from the bet slip, a cron tick (the dev call) draws and settles the issue,
// and the player sees the result (and verifies the draw in the browser), the ticket's outcome, the
// balance, and the ticket in the betting record. The Vietnamese lottery page loads its game on a
// visitor's first intent and shows a station's prize table.
import { expect } from '@playwright/test';
import { forEachFlowLocale, test } from './fixtures.ts';
import { awaitSellingIssue, messages, platformBalance, prefix, signInViaModal, TICK_JOBS } from './helpers.ts';

const players: Record<string, string> = { vi: 'player01', en: 'player02' };

forEachFlowLocale(() => {
  test('a player buys a fast-game ticket, a tick draws and settles it, and it shows in the results, the ticket list and the betting record', async ({
    page,
    baseURL,
    portalLocale: locale,
  }) => {
    const t = messages(locale);
    const origin = { origin: baseURL! };
    // Draws are scheduled by the periodic work; in the e2e run ticks only come from the dev call.
    expect((await page.request.post('/wps/dev/cron-tick', { data: {}, headers: origin })).ok()).toBe(true);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${prefix(locale)}/`);
    await signInViaModal(page, locale, players[locale]!, 'Player1234');
    // An issue about to close would race the purchase: then wait for the next one.
    await awaitSellingIssue(page.request, 'LTL5D', baseURL!);
    await page.goto(`${prefix(locale)}/lottery/?gameCode=LTL5D`);
    await expect(page.getByRole('heading', { level: 1, name: t('games_lottery_title') })).toBeVisible();
    const current = page.getByRole('heading', { name: new RegExp(t('lottery_issue', { issue: '\\d{8}-\\d{4}' })) }).first();
    await expect(current).toBeVisible();
    const issue = /\d{8}-\d{4}/.exec((await current.textContent())!)![0];

    // Đề on two numbers, 1,000 a unit: the slip shows 2,000, then asks to confirm.
    await page.getByLabel(t('lottery_bet_type')).selectOption('DE');
    // The grid of 100 numbers is one Tab stop; arrow keys move by cell and row, Home/End jump, Space picks.
    const grid = page.getByRole('group', { name: t('lottery_pick_numbers') });
    await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
    const ball = (n: string) => grid.getByRole('button', { name: n, exact: true });
    await ball('07').click();
    await page.keyboard.press('ArrowDown');
    await expect(ball('17')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(ball('18')).toBeFocused();
    await page.keyboard.press('End');
    await expect(ball('99')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(ball('00')).toBeFocused();
    await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label') ?? null)).not.toBe(
      t('lottery_pick_numbers'),
    );
    await ball('42').focus();
    await page.keyboard.press(' ');
    await expect(ball('42')).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel(t('lottery_unit_stake')).fill('1000');
    await expect(page.getByTestId('lottery-cost')).toHaveText(/2[.,\s ]?000/);
    await page.getByRole('button', { name: t('lottery_buy'), exact: true }).click();
    // Place bet gives way to the confirmation: focus moves into it, then to the outcome, never to the page.
    const confirm = page.getByRole('group', { name: t('lottery_confirm_title') }).getByRole('button', { name: t('common_confirm'), exact: true });
    await expect(confirm).toBeFocused();
    await confirm.click();
    await expect(page.getByRole('status').filter({ hasText: issue })).toBeVisible();
    const slip = page.getByRole('region', { name: t('lottery_slip'), exact: true });
    await expect(slip.locator(':focus')).toHaveCount(1);
    const tickets = page.getByRole('region', { name: t('lottery_my_tickets'), exact: true });
    await expect(tickets.getByText(t('lottery_status_pending'))).toBeVisible();

    // A tick at the issue's draw time draws and settles it (a second tick changes nothing).
    const open = await page.request.get(`/lotto/lgw/games/opened/numero?gameCode=LTL5D`);
    const drawAt = ((await open.json()) as { value: { current: { issue: string; drawAt: number } } }).value.current;
    expect(drawAt.issue).toBe(issue);
    for (const at of [drawAt.drawAt + 1_000, drawAt.drawAt + 2_000])
      expect((await page.request.post('/wps/dev/cron-tick', { data: { at, jobs: TICK_JOBS.lottery }, headers: origin })).ok()).toBe(true);
    const balanceBefore = await platformBalance(page.request);
    const verifierCode: string[] = [];
    page.on('request', (r) => /\/_astro\/VerifyDraw\.[\w-]+\.js$/.test(r.url()) && verifierCode.push(r.url()));
    await page.reload();
    const results = page.getByRole('region', { name: t('lottery_results'), exact: true });
    await expect(results.getByRole('table', { name: new RegExp(issue) })).toBeVisible();
    const special = (await results.getByRole('row', { name: new RegExp(t('lottery_tier_special')) }).textContent())!;
    const won = /(07|42)\s*$/.test(special.trim());
    // The revealed seed is shortened with a copy button, never 64 characters across a phone.
    await expect(results.getByText(/^[0-9a-f]{8}…[0-9a-f]{8}$/).first()).toBeVisible();
    await expect(results.getByRole('button', { name: t('common_copy_named', { name: t('lottery_seed_revealed') }) }).first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: t('lottery_my_tickets'), exact: true })
        .getByText(t(won ? 'lottery_status_won' : 'lottery_status_lost'))
        .first(),
    ).toBeVisible();
    // "Verify this draw": its code loads only when opened; it recomputes the drawn numbers in the
    // browser from the revealed seed and shows that they, and the seed's hash, match.
    expect(verifierCode).toEqual([]);
    const verify = results.getByRole('button', { name: t('lottery_verify_open'), exact: true });
    await expect(verify).toHaveAttribute('aria-expanded', 'false');
    await verify.click();
    await expect(verify).toHaveAttribute('aria-expanded', 'true');
    const verifier = results.getByRole('region', { name: t('lottery_verify_open'), exact: true });
    const verdict = verifier.getByRole('status').filter({ hasText: t('lottery_verify_match') });
    await expect(verdict).toBeVisible();
    await expect(verdict).toContainText(t('lottery_verify_hash_ok'));
    await expect(verifier).toContainText(t('lottery_verify_rule'));
    const recomputed = verifier.getByRole('table', { name: t('lottery_verify_recomputed') });
    const recomputedSpecial = (await recomputed.getByRole('row', { name: new RegExp(t('lottery_tier_special')) }).textContent())!;
    expect(recomputedSpecial.replace(/\D/g, '')).toBe(special.replace(/\D/g, ''));
    expect(verifierCode).toHaveLength(1);

    // Settled once: a further tick moves no money.
    await page.request.post('/wps/dev/cron-tick', { data: { at: drawAt.drawAt + 3_000, jobs: TICK_JOBS.lottery }, headers: origin });
    expect(await platformBalance(page.request)).toBe(balanceBefore);

    // Without JavaScript (a crawler, a slow phone), the page's HTML itself carries each fast game's
    // last drawn issue with its numbers, special prize first, and the draw's time (the edge reuses
    // the results for a few seconds, hence the poll).
    const slotHtml = async () => {
      const html = await (await page.request.get(`${prefix(locale)}/lottery/`)).text();
      return html.slice(html.indexOf('data-slot="fast-latest"'));
    };
    await expect.poll(slotHtml, { timeout: 30_000 }).toContain(t('lottery_issue', { issue }));
    const slot = await slotHtml();
    expect(slot).toContain('Lotus 5D');
    expect(slot).toContain(t('lottery_tier_special'));
    expect(slot).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T/);

    // The ticket is in the betting record of the member center.
    await page.goto(`${prefix(locale)}/#member/personalHistoryCopy`);
    const record = page.getByRole('dialog', { name: t('overlay_member_center') }).getByRole('region', { name: t('overlay_page_betting_record') });
    await expect(record.getByText('Lotus 5D').first()).toBeVisible();
    await expect(record.getByText(t('member_br_ticket', { issue, numbers: '07 42' }))).toBeVisible();
  });

  test("the Vietnamese lottery shows a station's prize table with the special prize first", async ({ page, baseURL, portalLocale: locale }) => {
    const t = messages(locale);
    await page.request.post('/wps/dev/cron-tick', { data: {}, headers: { origin: baseURL! } });
    // A visitor's phone runs no React before the first intent (DESIGN.md budgets): the island's code
    // is not fetched while the page is only read, and the results say they are loading.
    const islandCode: string[] = [];
    page.on('request', (r) => /\/_astro\/LotteryIsland\.[\w-]+\.js$/.test(r.url()) && islandCode.push(r.url()));
    await page.goto(`${prefix(locale)}/vnlottery/?gameCode=XSMB`);
    const results = page.getByRole('region', { name: t('lottery_results'), exact: true });
    await expect(results).toContainText(t('common_loading'));
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500))));
    expect(islandCode).toEqual([]);
    await expect(results).toContainText(t('common_loading'));

    // Touching the game menu (the pointer coming over it) loads the game the URL names.
    await page.getByRole('combobox', { name: t('lottery_game'), exact: true }).hover();
    const table = results.getByRole('table');
    await expect(table).toBeVisible();
    expect(islandCode).toHaveLength(1);
    await expect(page.getByRole('combobox', { name: t('lottery_game'), exact: true })).toHaveValue('XSMB');
    await expect(table.getByRole('row').first()).toContainText(t('lottery_tier_special'));
    await expect(table.getByRole('row')).toHaveCount(8);
    // A visitor is asked to sign in to bet.
    await expect(page.getByRole('button', { name: t('lottery_sign_in'), exact: true })).toBeVisible();

    // Without JavaScript (a crawler, a slow phone): the page's HTML itself carries the latest results
    // of each region with the draw date and the stations, in the page's language.
    const html = await (await page.request.get(`${prefix(locale)}/vnlottery/`)).text();
    const slot = html.slice(html.indexOf('data-slot="vn-latest"'));
    expect(slot).toContain(t('lottery_region_mb'));
    expect(slot).toContain(t('lottery_region_mn'));
    expect(slot).toContain(t('lottery_tier_special'));
    expect(slot).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}T/);
    expect(slot).toMatch(/TP\.HCM|Đồng Tháp|Bến Tre|Đồng Nai|Tây Ninh|Vĩnh Long|Tiền Giang/);
  });

  test.describe('seen from a clock other than Vietnam’s', () => {
    test.use({ timezoneId: 'UTC' });

    test('the Vietnamese lottery is one tap from the side menu and the home tiles, named in the page’s language, its draw time in ICT with the viewer’s beside it', async ({
      page,
      baseURL,
      portalLocale: locale,
    }) => {
      const t = messages(locale);
      const name = t('games_vnlottery_title');
      await page.request.post('/wps/dev/cron-tick', { data: {}, headers: { origin: baseURL! } });
      // The side menu lists it beside E-lottery.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${prefix(locale)}/`);
      await expect(page.getByRole('navigation', { name: t('menu_title') }).getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        `${prefix(locale)}/vnlottery/`,
      );
      // On a phone, a home tile opens it in one tap (signed in: members see the issue selling).
      await page.setViewportSize({ width: 360, height: 800 });
      await signInViaModal(page, locale, players[locale]!, 'Player1234');
      await page
        .getByRole('region', { name: t('menu_categories') })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page).toHaveURL(/\/vnlottery\/$/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // The draw time is the draw's own, in ICT, and the viewer's (UTC) beside it.
      await page.getByRole('combobox', { name: t('lottery_game'), exact: true }).hover();
      const issue = page.getByRole('region', { name: new RegExp(t('lottery_issue', { issue: '\\d{8}' })) });
      await expect(issue).toContainText(/ICT \(.*UTC\)/);

      // E-lottery's card for it carries the same name, not the catalog's English one.
      await page.goto(`${prefix(locale)}/elott/`);
      await expect(page.getByRole('button', { name: t('games_play', { name }) })).toBeVisible();
      await expect(page.getByText('Vietnam Lottery', { exact: true })).toHaveCount(0);
    });
  });
});
