// The sandbox's live-baccarat table and cockfight arena at 360 px (SPEC §2.10, §2.7; DOMAIN.md §4),
// in vi, then in en: a fresh player opens each stand-in from its lobby, bets on the round
// taking bets, sees the bet settled by the table's own reads (no cron tick) and the header balance
// follow, with no sideways scroll; then the betting record lists both bets with their game type,
// vendor, round and state, and the account record their stakes and settlements.
import { expect, type Page } from '@playwright/test';
import { forEachFlowLocale, test } from './fixtures.ts';
import { messages, prefix, registerViaModal } from './helpers.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Settled = 'won' | 'lost' | 'void' | 'rolled_back';

/** One bet as the player saw it: its game type, the vendor the lobby launched, the round's number, the state it settled in, the game's balance after it. */
interface PlayedBet {
  category: 'live' | 'cockfight';
  vendor: string;
  round: string;
  state: Settled;
  balance: string;
}

async function playOnce(page: Page, locale: string, category: PlayedBet['category'], kind: 'baccarat' | 'cockfight', side: string): Promise<PlayedBet> {
  const t = messages(locale);
  await page.goto(`${prefix(locale)}/${category}`);
  await expect(page.locator('astro-island[component-url*="GameLobbyIsland"]')).not.toHaveAttribute('ssr', /.*/);
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toContainText('₫');
  const before = (await balance.textContent())!.trim();
  const play = new RegExp(escape(t('games_play', { name: 'NAME' })).replace('NAME', '.+'));
  // A vendor's lobby card (isGame VASSALAGE) opens a chooser, not a game: take a table itself.
  const launched = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await page
    .getByRole('region', { name: t('games_all_games') })
    .getByRole('button', { name: play })
    .filter({ hasNotText: /Lobby/ })
    .first()
    .click();
  const vendor = new URL((await launched).url()).searchParams.get('vassalage')!;
  const game = page.frameLocator('iframe[title]:not([title=""])');
  await expect(game.getByRole('heading', { level: 1, name: t(`table_${kind}`) })).toBeVisible();
  await expect(game.getByText(t(`table_stand_in_${kind}`))).toBeVisible();
  // A round takes bets for 15–20 s, then deals or fights for 5–10 s: the side buttons wait for the next window.
  const bet = game.getByRole('button', {
    name: new RegExp(`^${escape(t('table_bet_on', { side: t(`table_${side}`), odds: 'ODDS' })).replace('ODDS', '.+')}$`),
  });
  const row = game.getByTestId('table-bet').first();
  // A tap as the window closes may reach the table after it (refused: table_round_closed); the player then bets in the next round.
  const closed = game.getByRole('alert').filter({ hasText: t('table_round_closed') });
  for (let tries = 0; ; tries++) {
    await expect(bet).toBeEnabled({ timeout: 15_000 });
    await bet.click();
    await expect(row.or(closed)).toBeVisible();
    if ((await row.count()) > 0 || tries === 1) break;
  }
  await expect(row).toContainText(t(`table_${side}`));
  await expect(balance).not.toHaveText(before);
  // The page's reads settle the round once it is over: won, lost, void or rolled back.
  const states: Settled[] = ['won', 'lost', 'void', 'rolled_back'];
  await expect(row).toContainText(new RegExp(states.map((s) => escape(t(`games_bet_state_${s}`))).join('|')), { timeout: 40_000 });
  const seen = (await row.textContent())!;
  const inGame = (await game.getByTestId('game-balance').textContent())!.trim();
  await expect(balance).toContainText(inGame);
  // Phones first: nothing scrolls sideways, in the frame or around it.
  const frame = page.frames().find((f) => f.url().includes(`/inhouse-games/${kind}/`))!;
  expect(await frame.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
  // The bet's line names its round ("Round 123 · …") and its state, as the player reads them off the table.
  const round = new RegExp(escape(t('table_round', { round: 'N' })).replace('N', '(\\d+)')).exec(seen)![1]!;
  return { category, vendor, round, state: states.find((s) => seen.includes(t(`games_bet_state_${s}`)))!, balance: inGame };
}

forEachFlowLocale(() => {
  test('at 360 px, a baccarat bet and a cockfight bet opened from their lobbies settle, move the header balance and appear settled in the records', async ({
    page,
    baseURL,
    portalLocale: locale,
  }) => {
    test.setTimeout(150_000);
    const t = messages(locale);
    // A fresh player (the demo accounts are shared across runs and projects): the records hold only these bets.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(`${prefix(locale)}/live`);
    await registerViaModal(page, locale, `tb${locale}`);
    expect((await page.request.post('/wps/dev/credit', { data: { amount: 1_000_000 }, headers: { origin: baseURL! } })).ok()).toBe(true);
    const bets = [await playOnce(page, locale, 'live', 'baccarat', 'banker'), await playOnce(page, locale, 'cockfight', 'cockfight', 'meron')];

    // The betting record: each bet found by its round's number, under its game type and vendor, in the state the table settled it in.
    await page.goto(`${prefix(locale)}/#member/personalHistoryCopy`);
    const center = page.getByRole('dialog', { name: t('overlay_member_center') });
    const record = center.getByRole('table', { name: t('overlay_page_betting_record') });
    await expect(record.getByRole('row')).toHaveCount(1 + bets.length);
    for (const b of bets) {
      const row = record.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`-${b.round}$`) }) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t(`category_${b.category}`));
      await expect(row.getByRole('cell', { name: new RegExp(`(^|\\s)${b.vendor}$`) })).toHaveCount(1);
      await expect(row).toContainText(t(b.state === 'rolled_back' ? 'member_status_rolled_back' : `member_state_${b.state}`));
    }

    // The account record: the credit, both stakes and each settlement that paid (a loss pays nothing),
    // newest first, the newest ending on the balance the table last showed.
    await center.getByRole('button', { name: t('overlay_page_account_record') }).click();
    const account = center.getByRole('table', { name: t('overlay_page_account_record') });
    const ofType = (kind: string) =>
      account.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`${escape(t(`member_kind_${kind}`))}$`) }) });
    await expect(ofType('bet')).toHaveCount(2);
    await expect(ofType('win')).toHaveCount(bets.filter((b) => b.state === 'won').length);
    await expect(ofType('rollback')).toHaveCount(bets.filter((b) => b.state === 'void' || b.state === 'rolled_back').length);
    await expect(account.getByRole('row').nth(1)).toContainText(bets[1]!.balance);
  });
});
