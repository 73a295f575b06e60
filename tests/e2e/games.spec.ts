// Game lobby and launcher (SPEC §2.1, §2.10), in vi, then in en: a visitor sees the catalog in the
// HTML (the grid's first cards), the rest of the first page on "show more", and is asked to log in
// to play or to see more; a signed-in player opens /inhouse, launches Lotus Dice,
// bets three times, closes the game and sees the header balance follow; favorites; a game under
// maintenance suggests popular games.
import { expect, type Page } from '@playwright/test';
import { forEachFlowLocale, test } from './fixtures.ts';
import { messages, prefix, signInViaModal } from './helpers.ts';
import { formatMoney } from '../../src/lib/format-money.ts';
import { siteConfig } from '../../src/contracts/site-config.ts';
import { GAME_PAGE_SIZE } from '../../src/contracts/schemas/games.ts';
import { GRID_FIRST_RENDER } from '../../src/features/games/first-screen.ts';

/** Seeded accounts (src/platform/seed/demo-content.ts), one per locale, used by no other flow. */
const players: Record<string, { username: string; password: string }> = {
  vi: { username: 'games01', password: 'Games1234' },
  en: { username: 'games02', password: 'Games1234' },
};

async function signIn(page: Page, locale: string) {
  const { username, password } = players[locale]!;
  await signInViaModal(page, locale, username, password);
  await expect(page.getByRole('banner').getByTestId('balance')).toContainText('₫');
  // These tests are about playing, not the first tap on a lobby still waiting for intent: open
  // the page signed in, as a returning player does, and wait for the lobby to hydrate.
  await page.reload();
  await expect(page.locator('astro-island[component-url*="GameLobbyIsland"]')).not.toHaveAttribute('ssr', /.*/);
}

/**
 * Signs in from /inhouse, then holds back every script (`/_astro/`) the page loads next, as on a
 * slow phone, until the returned release() is called (SPEC §2.10 lobby and games, before hydration).
 */
async function signInOnASlowPhone(page: Page, locale: string): Promise<() => void> {
  await page.goto(`${prefix(locale)}/inhouse`);
  await signIn(page, locale);
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/_astro/**', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

forEachFlowLocale(() => {
  test.describe('a visitor browses the games', () => {
    test('the category page lists games in its HTML, with no JavaScript', async ({ browser, request, portalLocale: locale }) => {
      const t = messages(locale);
      const html = await (await request.get(`${prefix(locale)}/rng`)).text();
      expect(html).toContain(t('games_all_games'));
      expect(html).toContain('Jade Reels');
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${prefix(locale)}/rng`);
      const grid = page.getByRole('region', { name: t('games_all_games') }).getByRole('list');
      await expect(grid.getByRole('listitem')).toHaveCount(GRID_FIRST_RENDER);
      await expect(page.getByRole('navigation', { name: t('games_vendors') }).getByRole('link', { name: 'Jade Reels' })).toBeVisible();
      await context.close();
    });

    test('the grid shows the rest of its first page on "show more", then asks a visitor to log in for the next', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/rng`);
      const all = page.getByRole('region', { name: t('games_all_games') });
      await expect(all.getByRole('list').getByRole('listitem')).toHaveCount(GRID_FIRST_RENDER);
      await all.getByRole('button', { name: t('games_load_more') }).click();
      await expect(all.getByRole('list').getByRole('listitem')).toHaveCount(GAME_PAGE_SIZE);
      // The next page is a token call (SPEC §7.2): asking for it (the scroll's sentinel or the
      // button, once the 200 ms throttle has passed) asks to log in.
      await expect(async () => {
        const more = all.getByRole('button', { name: t('games_load_more') });
        if (await more.isVisible()) await more.click();
        await expect(all.getByText(t('games_login_to_browse'))).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await expect(all.getByRole('list').getByRole('listitem')).toHaveCount(GAME_PAGE_SIZE);
    });

    test('launching a game asks to log in first and launches nothing', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/inhouse`);
      await page
        .getByRole('button', { name: t('games_play', { name: 'Lotus Dice' }) })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: t('auth_login_title') })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/inhouse/?$`));
    });

    test('a favorite asks to log in first', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/inhouse`);
      await page
        .getByRole('button', { name: t('games_add_favorite', { name: 'Lotus Dice' }) })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: t('auth_login_title') })).toBeVisible();
    });
  });

  test.describe('a signed-in player plays for money', () => {
    test('launch Lotus Dice from /inhouse, bet three times, close it, and the header balance follows', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/inhouse`);
      await signIn(page, locale);
      const balance = page.getByRole('banner').getByTestId('balance');
      const before = await balance.textContent();

      await page
        .getByRole('button', { name: t('games_play', { name: 'Lotus Dice' }) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/game/\\?`));
      const game = page.frameLocator(`iframe[title="${t('launcher_game_frame', { name: 'Lotus Dice' })}"]`);
      // The 64-character hash is shown shortened, whole in its copy button's clipboard: copied by
      // keyboard, said so in a status.
      const hash = game.getByTestId('server-seed-hash');
      await expect(hash).toHaveText(/^[0-9a-f]{8}…[0-9a-f]{8}$/);
      const whole = (await hash.getAttribute('title'))!;
      expect(whole).toMatch(/^[0-9a-f]{64}$/);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const copy = game.getByRole('button', { name: t('common_copy_named', { name: t('games_fair_server_hash') }) });
      await copy.focus();
      await copy.press('Enter');
      await expect(game.getByRole('status').filter({ hasText: t('common_copied') })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(whole);
      // Each bet moves the game's balance (a loss takes the stake, a win pays 1.98×) and tops the
      // list of my bets with the round's nonce.
      const gameBalance = game.getByTestId('game-balance');
      await expect(gameBalance).toContainText('₫');
      const firstBet = game
        .getByRole('region', { name: t('games_my_bets') })
        .getByRole('row')
        .nth(1);
      const nonce = Number(await game.getByTestId('next-nonce').textContent());
      for (let i = 0; i < 3; i++) {
        const previous = await gameBalance.textContent();
        await game.getByRole('button', { name: t('games_roll'), exact: true }).click();
        await expect(firstBet).toContainText(`#${nonce + i}`);
        await expect(gameBalance).not.toHaveText(previous!);
        await expect(game.getByRole('button', { name: t('games_roll'), exact: true })).toBeEnabled();
      }
      const inGame = (await gameBalance.textContent())!.trim();

      await page.getByRole('link', { name: t('launcher_close_game') }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/inhouse/?$`));
      await expect(balance).toContainText(inGame);
      expect(await balance.textContent()).not.toBe(before);
      await expect(page.getByRole('region', { name: t('games_recent') }).getByRole('button', { name: t('games_play', { name: 'Lotus Dice' }) })).toBeVisible();
    });

    // A slow phone: the game's code is held back while the player types a stake. React must take the
    // typed stake, not put its default back, and the round must use it (src/lib/hydration/typed-values.ts).
    test('a stake typed before the game has hydrated is kept and is the stake the round uses', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      const release = await signInOnASlowPhone(page, locale);
      await page.goto(`${prefix(locale)}/inhouse-games/dice/`, { waitUntil: 'commit' });
      const stake = page.getByLabel(t('games_stake'));
      await stake.fill('1000');
      release();
      await expect(page.locator('astro-island:not([ssr])')).not.toHaveCount(0);
      const roll = page.getByRole('button', { name: t('games_roll'), exact: true });
      await expect(roll).toBeEnabled();
      await expect(stake).toHaveValue('1000');
      await roll.click();
      const firstBet = page
        .getByRole('region', { name: t('games_my_bets') })
        .getByRole('row')
        .nth(1);
      await expect(firstBet).toContainText(formatMoney(1_000, locale, siteConfig.currency, siteConfig.currencyDecimals));
      await expect(firstBet).not.toContainText(formatMoney(10_000, locale, siteConfig.currency, siteConfig.currencyDecimals));
    });

    // A slow phone, signed in: the lobby hydrates at once, but its code is still on the way when the
    // player taps a game. The tap must be held and replayed, not fall on server HTML with no handler.
    test('a game tapped before the signed-in lobby has hydrated still launches', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      const release = await signInOnASlowPhone(page, locale);
      await page.goto(`${prefix(locale)}/inhouse`, { waitUntil: 'commit' });
      const play = page.getByRole('button', { name: t('games_play', { name: 'Lotus Dice' }) }).first();
      await play.click();
      release();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/game/\\?`));
    });

    test('a starred game shows under my favorites and stays after a reload', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/inhouse`);
      await signIn(page, locale);
      const star = page
        .getByRole('region', { name: t('games_all_games') })
        .getByRole('button', { name: t('games_add_favorite', { name: 'Lotus Fortune Slot' }) });
      await star.click();
      const favorites = page.getByRole('region', { name: t('games_favorites') });
      await expect(favorites.getByRole('button', { name: t('games_play', { name: 'Lotus Fortune Slot' }) })).toBeVisible();
      await page.reload();
      await expect(favorites.getByRole('button', { name: t('games_play', { name: 'Lotus Fortune Slot' }) })).toBeVisible();
      await favorites.getByRole('button', { name: t('games_remove_favorite', { name: 'Lotus Fortune Slot' }) }).click();
      await expect(favorites).toHaveCount(0);
    });

    test('a game under maintenance shows the notice and suggests popular games', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/rng`);
      await signIn(page, locale);
      await page.getByLabel(t('games_search_label')).fill('maintenance');
      const card = page
        .getByRole('region', { name: t('games_all_games') })
        .getByRole('button', { name: new RegExp(`\\(maintenance\\)`) })
        .first();
      await card.click();
      const dialog = page.getByRole('dialog', { name: t('game_maintenance') });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem').first().getByRole('button')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/rng`));
    });

    test('a PvP game shows its rooms; joining one opens the game in that room', async ({ page, portalLocale: locale }) => {
      const t = messages(locale);
      await page.goto(`${prefix(locale)}/pvp`);
      await signIn(page, locale);
      const card = page
        .getByRole('region', { name: t('games_all_games') })
        .getByRole('button', {
          name: new RegExp(
            t('games_play', { name: 'NAME' })
              .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
              .replace('NAME', '.+'),
          ),
        })
        .first();
      await card.click();
      const dialog = page.getByRole('dialog', {
        name: new RegExp(
          t('launcher_choose_room', { name: 'NAME' })
            .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
            .replace('NAME', '.+'),
        ),
      });
      await expect(dialog.getByRole('listitem')).toHaveCount(4);
      await expect(dialog.getByRole('listitem').first()).toContainText(t('launcher_room_players', { players: 'X', max: 4 }).replace(/.*X/, ''));
      await dialog
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: t('launcher_room_join') })
        .click();
      await expect(page).toHaveURL(/\/game\/?\?url=.*roomId/);
    });
  });
});
