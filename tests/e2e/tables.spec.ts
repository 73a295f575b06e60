// The sandbox's live-baccarat table and cockfight arena at 360 px (SPEC §2.10; DOMAIN.md §4), in
// each locale project: a signed-in player opens each stand-in from its lobby, bets on the round
// taking bets, sees the bet settled by the table's own reads (no cron tick) and the header balance
// follow, with no sideways scroll.
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { messages, portalLocale, prefix, signInViaModal } from './helpers.ts';

/** Seeded accounts (src/platform/seed/demo-content.ts) of the games projects, which run one at a time. */
const players: Record<string, { username: string; password: string }> = {
  vi: { username: 'games01', password: 'Games1234' },
  en: { username: 'games02', password: 'Games1234' },
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function playOnce(page: Page, locale: string, category: 'live' | 'cockfight', kind: 'baccarat' | 'cockfight', side: string) {
  const t = messages(locale);
  await page.goto(`${prefix(locale)}/${category}`);
  await expect(page.locator('astro-island[component-url*="GameLobbyIsland"]')).not.toHaveAttribute('ssr', /.*/);
  const balance = page.getByRole('banner').getByTestId('balance');
  await expect(balance).toContainText('₫');
  const before = (await balance.textContent())!.trim();
  const play = new RegExp(escape(t('games_play', { name: 'NAME' })).replace('NAME', '.+'));
  // A vendor's lobby card (isGame VASSALAGE) opens a chooser, not a game: take a table itself.
  await page
    .getByRole('region', { name: t('games_all_games') })
    .getByRole('button', { name: play })
    .filter({ hasNotText: /Lobby/ })
    .first()
    .click();
  const game = page.frameLocator('iframe[title]:not([title=""])');
  await expect(game.getByRole('heading', { level: 1, name: t(`table_${kind}`) })).toBeVisible();
  await expect(game.getByText(t(`table_stand_in_${kind}`))).toBeVisible();
  // A round takes bets for 15–20 s, then deals or fights for 5–10 s: the side buttons wait for the next window.
  const bet = game.getByRole('button', {
    name: new RegExp(`^${escape(t('table_bet_on', { side: t(`table_${side}`), odds: 'ODDS' })).replace('ODDS', '.+')}$`),
  });
  await expect(bet).toBeEnabled({ timeout: 15_000 });
  await bet.click();
  const row = game.getByTestId('table-bet').first();
  await expect(row).toContainText(t(`table_${side}`));
  await expect(balance).not.toHaveText(before);
  // The page's reads settle the round once it is over: won, lost, void or rolled back.
  const settled = ['won', 'lost', 'void', 'rolled_back'].map((s) => escape(t(`games_bet_state_${s}`))).join('|');
  await expect(row).toContainText(new RegExp(settled), { timeout: 40_000 });
  const inGame = (await game.getByTestId('game-balance').textContent())!.trim();
  await expect(balance).toContainText(inGame);
  // Phones first: nothing scrolls sideways, in the frame or around it.
  const frame = page.frames().find((f) => f.url().includes(`/inhouse-games/${kind}/`))!;
  expect(await frame.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBe(0);
}

test('at 360 px, a baccarat bet and a cockfight bet opened from their lobbies settle and move the header balance', async ({ page }, info) => {
  test.setTimeout(150_000);
  const locale = portalLocale(info);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${prefix(locale)}/live`);
  await signInViaModal(page, locale, players[locale]!.username, players[locale]!.password);
  await playOnce(page, locale, 'live', 'baccarat', 'banker');
  await playOnce(page, locale, 'cockfight', 'cockfight', 'meron');
});
