// The sandbox's vendor stand-ins as a player meets them at 360 px (SPEC §2.10, §2.7; DOMAIN.md §4),
// in vi and en: from the lobbies a fresh player opens the fishing game and fires batches of shots,
// then leaves (the session settles); sits at a Tien Len table and plays a hand against the sandbox
// bots to its result; places a sportsbook single. Each moves the game's and the header's balance, and
// the betting record lists the bets with their provider, round and state.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { formatMoney } from '../../src/lib/format-money.ts';
import { messages, portalLocale, prefix, registerViaModal } from './helpers.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A pattern for message `key` with `{name}` standing for any text. */
const anyName = (t: (k: string, v?: Record<string, string | number>) => string, key: string) =>
  new RegExp(escape(t(key, { name: 'NAME' })).replace('NAME', '.+'));

/** Opens the first game of lobby `category` from its grid; answers the game's frame. */
async function launchFirst(page: Page, locale: string, category: string) {
  const t = messages(locale);
  await page.goto(`${prefix(locale)}/${category}`);
  await expect(page.locator('astro-island[component-url*="GameLobbyIsland"]')).not.toHaveAttribute('ssr', /.*/);
  await page
    .getByRole('region', { name: t('games_all_games') })
    .getByRole('button', { name: anyName(t, 'games_play') })
    .first()
    .click();
  if (category === 'pvp') {
    const rooms = page.getByRole('dialog', { name: anyName(t, 'launcher_choose_room') });
    await rooms
      .getByRole('listitem')
      .first()
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

test('a player fishes, plays a Tien Len hand and bets on sports from the lobbies, and sees each in the betting record', async ({ page, baseURL }, info) => {
  test.setTimeout(180_000);
  const locale = portalLocale(info);
  const t = messages(locale);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`${prefix(locale)}/`);
  await registerViaModal(page, locale, `si${locale}`);
  expect((await page.request.post('/wps/dev/credit', { data: { amount: 2_000_000 }, headers: { origin: baseURL! } })).ok()).toBe(true);
  const header = page.getByRole('banner').getByTestId('balance');

  // Fishing: shots go out as a batch within a second; leaving settles the session.
  let game = await launchFirst(page, locale, 'fish');
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
  const afterFish = (await balance.textContent())!.trim();
  await page.getByRole('link', { name: t('launcher_close_game') }).click();
  await expect(header).toContainText(afterFish);

  // Tien Len: a seat (the room's stake), the deal against three bots, the hand played out to its result.
  game = await launchFirst(page, locale, 'pvp');
  await expect(game.getByText(t('cards_stand_in_note'))).toBeVisible();
  await game.getByRole('button', { name: new RegExp(`^${escape(t('cards_join', { stake: 'S' }).split('S')[0]!)}`) }).click();
  await game.getByRole('button', { name: t('cards_deal') }).click();
  await expect(game.getByRole('heading', { name: t('cards_your_cards') })).toBeVisible();
  await expect(
    game
      .getByTestId('card-hand')
      .getByRole('listitem')
      .filter({ hasText: t('cards_bot', { n: 2 }) }),
  ).toBeVisible();
  await noSidewaysScroll(page);
  await expect(game.getByTestId('card-result')).toBeVisible({ timeout: 30_000 });
  const afterCards = (await game.getByTestId('game-balance').textContent())!.trim();
  await page.getByRole('link', { name: t('launcher_close_game') }).click();
  await expect(header).toContainText(afterCards);

  // The sportsbook: one selection, a single at the default stake.
  game = await launchFirst(page, locale, 'sports');
  await expect(game.getByText(t('sports_stand_in_note'))).toBeVisible();
  await game.getByRole('listitem').first().getByRole('button', { pressed: false }).first().click();
  await game.getByRole('button', { name: t('sports_place_bet') }).click();
  await expect(game.getByTestId('sports-slip').first()).toContainText(t('games_bet_state_open'));
  await noSidewaysScroll(page);
  const afterSports = (await game.getByTestId('game-balance').textContent())!.trim();
  await page.getByRole('link', { name: t('launcher_close_game') }).click();
  await expect(header).toContainText(afterSports);

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
  await expect(table.getByRole('row').filter({ hasText: /slip-/ }).first()).toContainText(t('member_status_open'));
  await center.getByLabel(t('member_filter_status')).selectOption('open');
  await expect(table.getByRole('row').filter({ hasText: /hand-\d+/ })).toHaveCount(0);
  await expect(table.getByRole('row').filter({ hasText: /slip-/ }).first()).toBeVisible();
});
