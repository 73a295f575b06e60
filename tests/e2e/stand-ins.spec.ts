// The sandbox's vendor stand-ins as players meet them at 360 px (SPEC §2.10, §2.7; DOMAIN.md §4),
// in vi and en: from the lobbies a fresh player opens the fishing game and fires batches of shots,
// then leaves (the session settles); two fresh players, each in their own browser, sit at the same
// Tien Len table and play one hand to its result (the pot and rake move money between them); the
// first places a sportsbook accumulator, which the cron tick settles once its matches are over.
// Each moves the game's and the header's balance, and the betting records list the bets with their
// provider, round and state.
import { expect, type Page } from '@playwright/test';
import { FLOW_LOCALES, forEachFlowLocale, test, waitForPageScriptsIn } from './fixtures.ts';
import { formatMoney } from '../../src/lib/format-money.ts';
import { MATCH_MS } from '../../src/platform/games/vendors/sports.ts';
import { messages, prefix, registerViaModal } from './helpers.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern for message `key` with `{name}` standing for any text. */
const anyName = (t: (k: string, v?: Record<string, string | number>) => string, key: string) =>
  new RegExp(escape(t(key, { name: 'NAME' })).replace('NAME', '.+'));

/**
 * Opens a game of lobby `category` from its grid (the `game`-th, 0 for the first); answers the
 * game's frame. A player who has `played` before sees their recent games come in as a row above the
 * grid once the lobby has loaded them, which moves the grid down: the tap waits for that row, as a
 * person's would. A PvP game opens in its room number `room` (0 for the first).
 */
async function launchFromLobby(page: Page, locale: string, category: string, { played = true, room = 0, game = 0 } = {}) {
  const t = messages(locale);
  await page.goto(`${prefix(locale)}/${category}`);
  await expect(page.locator('astro-island[component-url*="GameLobbyIsland"]')).not.toHaveAttribute('ssr', /.*/);
  if (played) await expect(page.getByRole('region', { name: t('games_recent') })).toBeVisible();
  await page
    .getByRole('region', { name: t('games_all_games') })
    .getByRole('button', { name: anyName(t, 'games_play') })
    .nth(game)
    .click();
  if (category === 'pvp') {
    const rooms = page.getByRole('dialog', { name: anyName(t, 'launcher_choose_room') });
    await rooms
      .getByRole('listitem')
      .nth(room)
      .getByRole('button', { name: t('launcher_room_join') })
      .click();
  }
  // Seamless-wallet vendors (the sportsbook) open in the /seamless frame, the others in /game.
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/(game|seamless)/\\?`));
  return page.frameLocator('iframe').first();
}

/** No sideways scroll in the game's page. */
async function noSidewaysScroll(page: Page) {
  const frame = page.frames().find((f) => f.url().includes('/inhouse-games/'))!;
  expect(await frame.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A fresh player at 360 px registered through the modal in `page`, credited 2,000,000 ₫ by the sandbox; answers the header's balance. */
async function freshPlayer(page: Page, locale: string, name: string, origin: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${prefix(locale)}/`);
  await registerViaModal(page, locale, name);
  expect((await page.request.post('/wps/dev/credit', { data: { amount: 2_000_000 }, headers: { origin } })).ok()).toBe(true);
  await page.reload();
  const header = page.getByRole('banner').getByTestId('balance');
  await expect(header).toContainText('₫');
  return header;
}

/** Closes the game's frame; the header then shows the game's last balance. */
async function closeGame(page: Page, locale: string, inGame: string) {
  await page.getByRole('link', { name: messages(locale)('launcher_close_game') }).click();
  await expect(page.getByRole('banner').getByTestId('balance')).toContainText(inGame);
}

forEachFlowLocale(() => {
  test('players fish, play a Tien Len hand two at a table and bet a sports accumulator from the lobbies, and see each settled in the records', async ({
    page,
    browser,
    baseURL,
    locale: browserLocale,
    portalLocale: locale,
  }) => {
    test.setTimeout(240_000);
    const t = messages(locale);
    const header = await freshPlayer(page, locale, `si${locale}`, baseURL!);

    // Fishing: shots go out as a batch within a second; leaving settles the session.
    let game = await launchFromLobby(page, locale, 'fish', { played: false });
    const balance = game.getByTestId('game-balance');
    await expect(balance).not.toHaveText(t('wallet_loading'));
    await expect(game.getByText(t('fish_stand_in_note'))).toBeVisible();
    const fire = game.getByRole('button', { name: new RegExp(`^${escape(t('fish_fire'))}`) });
    for (let i = 0; i < 5; i++) await fire.click();
    await fire.focus();
    await page.keyboard.press('Enter');
    const session = game.getByTestId('fish-session');
    // Six shots of the cheapest cannon are staked (what they catch may pay the stake back, so the balance may not move).
    await expect(session).toContainText(t('fish_totals', { shots: '6', staked: formatMoney(600, locale, 'VND', 0), won: 'Y' }).split('Y')[0]!);
    await noSidewaysScroll(page);
    await game.getByRole('button', { name: t('fish_leave') }).click();
    await expect(session).toContainText(t('fish_in_flight', { amount: formatMoney(0, locale, 'VND', 0) }));
    await closeGame(page, locale, (await balance.textContent())!.trim());

    // Tien Len: a second player in a browser of their own; both take a seat in the same room (its
    // stake each), the first deals, the hand plays out; the winner gets pot − rake, the other loses
    // the stake, so both header balances move.
    const other = await browser.newContext({ baseURL, locale: browserLocale, viewport: { width: 360, height: 800 } });
    waitForPageScriptsIn(other);
    const page2 = await other.newPage();
    const header2 = await freshPlayer(page2, locale, `sj${locale}`, baseURL!);
    const before = [(await header.textContent())!.trim(), (await header2.textContent())!.trim()];
    // Each locale's pair takes a room of its own: the two hands now run back to back in one worker,
    // and a seat or a hand still settling in one room must not meet the other locale's players. A
    // retry plays at the lobby's next table (its rooms the same), since a failed attempt's player
    // may still sit in the waiting hand of the first.
    const at = { room: FLOW_LOCALES.indexOf(locale), game: test.info().retry };
    const tables = [await launchFromLobby(page, locale, 'pvp', at), await launchFromLobby(page2, locale, 'pvp', { ...at, played: false })];
    const join = new RegExp(`^${escape(t('cards_join', { stake: 'S' }).split('S')[0]!)}`);
    for (const g of tables) {
      await expect(g.getByText(t('cards_stand_in_note'))).toBeVisible();
      await g.getByRole('button', { name: join }).click();
      await expect(g.getByRole('button', { name: t('cards_deal') })).toBeVisible();
    }
    // The first sees the second seated (the table reads itself every second), then deals.
    await expect(tables[0]!.getByText(t('cards_waiting', { count: '2' }))).toBeVisible();
    await tables[0]!.getByRole('button', { name: t('cards_deal') }).click();
    // Both see their own cards while the hand plays (HAND_MS): once it is over the winner holds none,
    // so each hand is looked at before either result is awaited.
    for (const [i, g] of tables.entries()) {
      await expect(g.getByRole('heading', { name: t('cards_your_cards') })).toBeVisible();
      await expect(
        g
          .getByTestId('card-hand')
          .getByRole('listitem')
          .filter({ hasText: t('cards_you') }),
      ).toHaveCount(1);
      await noSidewaysScroll(i === 0 ? page : page2);
    }
    for (const g of tables) await expect(g.getByTestId('card-result')).toBeVisible({ timeout: 30_000 });
    for (const [i, pg] of [page, page2].entries()) {
      const inGame = (await tables[i]!.getByTestId('game-balance').textContent())!.trim();
      await closeGame(pg, locale, inGame);
      await expect(pg.getByRole('banner').getByTestId('balance')).not.toHaveText(before[i]!);
    }
    // The second player's record lists the hand, settled.
    await page2.goto(`${prefix(locale)}/#member/personalHistoryCopy`);
    const hand2 = page2
      .getByRole('dialog', { name: t('overlay_member_center') })
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: /hand-\d+/ });
    await expect(hand2.first()).toContainText(new RegExp(`${escape(t('member_state_won'))}|${escape(t('member_state_lost'))}`));
    await other.close();

    // The sportsbook: a selection from each of two matches makes an accumulator.
    const book = page.waitForResponse((r) => r.url().includes('/wps/inhouse/sports/book'));
    game = await launchFromLobby(page, locale, 'sports');
    const listed = ((await (await book).json()) as { value: { matches: { kickoffAt: number }[] } }).value.matches;
    await expect(game.getByText(t('sports_stand_in_note'))).toBeVisible();
    const matches = game.getByRole('listitem').filter({ has: game.getByRole('group') });
    await matches.nth(0).getByRole('button', { pressed: false }).first().click();
    await matches.nth(1).getByRole('button', { pressed: false }).last().click();
    await expect(game.getByRole('heading', { name: new RegExp(escape(t('sports_accumulator'))) })).toBeVisible();
    await noSidewaysScroll(page);
    await game.getByRole('button', { name: t('sports_place_bet') }).click();
    const slip = game.getByTestId('sports-slip').first();
    await expect(slip).toContainText(t('sports_accumulator'));
    await expect(slip).toContainText(t('games_bet_state_open'));
    await closeGame(page, locale, (await game.getByTestId('game-balance').textContent())!.trim());
    // The cron Worker's sportsbook job, run as once every listed match is over, settles the slip
    // (that job alone: the other jobs at that hour would draw lottery issues ahead of later tests).
    const over = Math.max(...listed.map((m) => m.kickoffAt)) + MATCH_MS;
    expect((await page.request.post('/wps/dev/cron-tick', { data: { at: over, jobs: ['games.sportsbook'] }, headers: { origin: baseURL! } })).ok()).toBe(true);
    game = await launchFromLobby(page, locale, 'sports');
    const settled = ['won', 'lost', 'void', 'rolled_back'].map((x) => escape(t(`games_bet_state_${x}`))).join('|');
    await expect(game.getByTestId('sports-slip').first()).toContainText(new RegExp(settled));
    await closeGame(page, locale, (await game.getByTestId('game-balance').textContent())!.trim());

    // The betting record: the fishing batches, the hand and the slip with provider, round and state.
    await page.goto(`${prefix(locale)}/#member/personalHistoryCopy`);
    const center = page.getByRole('dialog', { name: t('overlay_member_center') });
    const table = center.getByRole('table');
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: /hand-\d+/ })
        .first(),
    ).toContainText(new RegExp(`${escape(t('member_state_won'))}|${escape(t('member_state_lost'))}`));
    await expect(table.getByRole('row').filter({ hasText: /fish-/ }).first()).toContainText(t('category_fish'));
    await expect(table.getByRole('row').filter({ hasText: /slip-/ }).first()).not.toContainText(t('member_status_open'));
    // Nothing of this player is still open.
    await center.getByLabel(t('member_filter_status')).selectOption('open');
    await expect(table.getByRole('row').filter({ hasText: /hand-\d+|slip-/ })).toHaveCount(0);
  });
});
