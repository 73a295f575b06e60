/**
 * The game launcher (SPEC §2.10, §3 launch payload). `planLaunch` decides, in the
 * spec's order: the login check first; a game under maintenance; LOTT and ELOTT games open the
 * lottery page; a Vietnam lottery vendor opens /vnlottery; isGame VASSALAGE shows a popup game
 * list; a PvP game shows its rooms (SPEC §7.2 GLS2_roomList) and joins the one chosen; everything else is launched through GET /wps/game/launchGame and opens in the /game iframe,
 * the /seamless route, or (SEA lottery) a separate window.
 * `$launcher` holds what the launcher shows: a busy game, the maintenance notice with popular
 * games, the VASSALAGE popup list, the PvP rooms, or an error (message key).
 */
import { atom } from 'nanostores';
import { checkGate } from '../../../contracts/access.ts';
import { platformLanguage, type Locale } from '../../../contracts/locales.ts';
import type { Game, Room } from '../../../contracts/schemas/games.ts';
import { siteConfig } from '../../../contracts/site-config.ts';
import { callApi } from '../../../lib/api-client.ts';
import { localeHref } from '../../../lib/i18n/locale-paths.ts';

/** What launching `game` means for this user. */
export type LaunchPlan =
  { kind: 'login' } | { kind: 'maintenance' } | { kind: 'navigate'; href: string } | { kind: 'vassalage' } | { kind: 'rooms' } | { kind: 'launch' };

/**
 * Decides how `game` opens for a user of `userType` (null = signed out) in `locale` (SPEC §2.10).
 * Pure; trial users pass (launching is a login gate, not a member gate).
 */
export function planLaunch(game: Game, userType: number | null, locale: Locale): LaunchPlan {
  if (checkGate('login', userType) !== 'allow') return { kind: 'login' };
  if (game.maintenance) return { kind: 'maintenance' };
  const query = (o: Record<string, string | null>) => new URLSearchParams(Object.entries(o).filter((e): e is [string, string] => !!e[1])).toString();
  if (game.launchKind === 'vnlottery') return { kind: 'navigate', href: `${localeHref(locale, '/vnlottery')}?${query({ gameCode: game.gameCode })}` };
  if (game.launchKind !== 'window' && (game.gameType === 'LOTT' || game.gameType === 'ELOTT' || game.launchKind === 'lottery')) {
    return { kind: 'navigate', href: `${localeHref(locale, '/lottery')}?${query({ gameCode: game.gameCode, playType: game.defaultPlayType })}` };
  }
  if (game.isGame === 'VASSALAGE') return { kind: 'vassalage' };
  if (game.gameClassify === 'pvp') return { kind: 'rooms' };
  return { kind: 'launch' };
}

/**
 * The launch payload of SPEC §3 for `game` (query of GET /wps/game/launchGame): gameId or roomId,
 * nodeId, accountType 1, confirmTrans 0, vassalage, launchMode GLS, platform html5-desktop,
 * clientType 3, username, merchantCode and language. The token is not here: the edge adds it.
 */
export function launchPayload(game: Game, account: string, locale: Locale, roomId?: string): Record<string, string> {
  return {
    ...(roomId ? { roomId } : { gameId: game.gameCode }),
    nodeId: String(game.nodeId),
    accountType: '1',
    confirmTrans: '0',
    vassalage: game.vassalage,
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: String(siteConfig.clientType),
    username: account,
    merchantCode: siteConfig.merchantCode,
    language: platformLanguage(locale),
  };
}

/** What the launcher shows. */
export interface LauncherState {
  status: 'idle' | 'launching' | 'maintenance' | 'vassalage' | 'rooms' | 'error';
  game: Game | null;
  /** The VASSALAGE vendor's games (status vassalage). */
  games: Game[];
  /** The PvP game's rooms (status rooms; minimum bets in minor units). */
  rooms?: Room[];
  /** Message key of the error (status error). */
  error: string | null;
}

/** The launcher's state. */
export const $launcher = atom<LauncherState>({ status: 'idle', game: null, games: [], error: null });

/** The signed-in player, as the launcher needs it. */
export interface Player {
  account: string;
  type: number;
}

/** Browser effects, injectable for tests. */
export interface LaunchEffects {
  assign(href: string): void;
  open(): Window | null;
}
const browser: LaunchEffects = {
  assign: (href) => window.location.assign(href),
  open: () => window.open('', '_blank'),
};

let gameWindowOpened = false;

/**
 * Launches `game` for `player` (null = signed out) from a page in `locale`; `from` is the lobby
 * URL the game page returns to. A PvP game without `opts.roomId` loads its rooms into
 * `$launcher` (status rooms) instead; launching again with the chosen `roomId` joins it. Returns `'login'` when the caller must open the login popup (no
 * launch happens), else `'done'`. Never throws: failures land in `$launcher`.
 */
export async function launch(
  game: Game,
  player: Player | null,
  locale: Locale,
  from: string,
  opts: { roomId?: string; effects?: LaunchEffects } = {},
): Promise<'login' | 'done'> {
  const fx = opts.effects ?? browser;
  const plan = planLaunch(game, player?.type ?? null, locale);
  if (plan.kind === 'login') return 'login';
  if (plan.kind === 'maintenance') {
    $launcher.set({ status: 'maintenance', game, games: [], error: null });
    return 'done';
  }
  if (plan.kind === 'navigate') {
    fx.assign(plan.href);
    return 'done';
  }
  $launcher.set({ status: 'launching', game, games: [], error: null });
  if (plan.kind === 'vassalage') {
    const res = await callApi('vassGameType', { vassalage: game.vassalage });
    $launcher.set(res.ok ? { status: 'vassalage', game, games: res.value, error: null } : { status: 'error', game, games: [], error: res.code });
    return 'done';
  }
  if (plan.kind === 'rooms' && !opts.roomId) {
    const res = await callApi('roomList', { nodeId: game.nodeId });
    $launcher.set(res.ok ? { status: 'rooms', game, games: [], rooms: res.value, error: null } : { status: 'error', game, games: [], error: res.code });
    return 'done';
  }
  // A separate window must be opened inside the click, before any await, or it is blocked.
  const win = game.launchKind === 'window' ? fx.open() : null;
  if (game.launchKind === 'window' && !win) {
    $launcher.set({ status: 'error', game, games: [], error: 'launcher_popup_blocked' });
    return 'done';
  }
  const res = await callApi('launchGame', launchPayload(game, player!.account, locale, opts.roomId));
  if (!res.ok) {
    win?.close();
    $launcher.set(
      res.code === 'game_maintenance' ? { status: 'maintenance', game, games: [], error: null } : { status: 'error', game, games: [], error: res.code },
    );
    return 'done';
  }
  const { url, launchKind } = res.value;
  if (win) {
    win.location.href = url;
    gameWindowOpened = true;
    $launcher.set({ status: 'idle', game: null, games: [], error: null });
    return 'done';
  }
  const page = launchKind === 'seamless' ? '/seamless' : '/game';
  fx.assign(`${localeHref(locale, page)}?${new URLSearchParams({ url, name: res.value.gameName, from })}`);
  return 'done';
}

/** Closes the launcher's notice or popup. */
export function dismissLauncher(): void {
  $launcher.set({ status: 'idle', game: null, games: [], error: null });
}

/**
 * Calls `onReturn` when the player comes back from a game (SPEC §2.3 balance
 * refresh): when the page is shown again from the back-forward cache, or when it regains focus
 * after a game window was opened. Returns the unsubscribe function.
 */
export function watchReturnFromGame(onReturn: () => void): () => void {
  const onShow = (e: PageTransitionEvent) => {
    if (e.persisted) {
      $launcher.set({ status: 'idle', game: null, games: [], error: null });
      onReturn();
    }
  };
  const onFocus = () => {
    if (!gameWindowOpened) return;
    gameWindowOpened = false;
    onReturn();
  };
  window.addEventListener('pageshow', onShow);
  window.addEventListener('focus', onFocus);
  return () => {
    window.removeEventListener('pageshow', onShow);
    window.removeEventListener('focus', onFocus);
  };
}
