/**
 * The category page's catalog (SPEC §2.1 category pages, §3 game list query, §9 page size 42 and
 * infinite-scroll throttle 200 ms). It starts from the build-time snapshot (first
 * page, hot games) and is kept fresh by the platform:
 * - `$catalog`: the current query (vendor tab, name search, minBet), the games loaded so far, how
 *   many of them the grid shows, the total and the load status. `login_required` means the game
 *   list call answered 401: the list is a token call (SPEC §7.2), so a visitor gets the snapshot's
 *   matching games and is asked to log in for the rest.
 * - The first render (the page's HTML) shows {@link GRID_FIRST_RENDER} of the snapshot's 42: the
 *   grid starts below a phone's first screen, and its other 30 cards were 0.9 KB of the category
 *   page's compressed HTML, which then missed the first round trip (README "Benchmark"). The next scroll towards the grid's end, or "show more",
 *   shows the rest of the loaded page before any call asks for the next one.
 * - `$hotGames`, `$recentGames` (signed in): short lists for their sections.
 * Actions never throw; failures land in the state as error codes (message keys).
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { GRID_FIRST_RENDER } from '../first-screen.ts';
import { GAME_PAGE_SIZE, INFINITE_SCROLL_THROTTLE_MS, type CategorySnapshot, type Game, type GameClassify } from '../../../contracts/schemas/games.ts';

/** The query of the grid: vendor tab (null = all), name search, and the highest minimum bet (null = any). */
export interface CatalogQuery {
  gameClassify: GameClassify;
  vassalage: string | null;
  name: string;
  minBet: number | null;
}

/** The grid's state. `pageNo` is the last page loaded; the grid shows the first `shown` of `games`. */
export interface CatalogState {
  query: CatalogQuery;
  games: Game[];
  shown: number;
  total: number;
  pageNo: number;
  status: 'ready' | 'loading' | 'loading_more' | 'error' | 'login_required';
  error: string | null;
}

/** The grid. */
export const $catalog = atom<CatalogState>({
  query: { gameClassify: 'rng', vassalage: null, name: '', minBet: null },
  games: [],
  shown: 0,
  total: 0,
  pageNo: 1,
  status: 'ready',
  error: null,
});
/** Hot games of the category (≤ 20). */
export const $hotGames = atom<Game[]>([]);
/** The member's recently launched games (≤ 20), empty when signed out. */
export const $recentGames = atom<Game[]>([]);

let generation = 0;
let snapshotGames: Game[] = [];

/**
 * The snapshot's games (first page and hot) that match `q`, for a visitor: the list call needs a
 * session, so a visitor's vendor tab, search and filter work on what the page already holds.
 */
export function filterSnapshot(q: CatalogQuery, games: readonly Game[] = snapshotGames): Game[] {
  const name = q.name.trim().toLowerCase();
  return games.filter(
    (g) => (!q.vassalage || g.vendor === q.vassalage) && (q.minBet === null || g.minBet <= q.minBet) && (!name || g.name.toLowerCase().includes(name)),
  );
}

/** True when the query is the snapshot's (all vendors, no search, no filter). */
function isSnapshotQuery(q: CatalogQuery): boolean {
  return q.vassalage === null && q.name.trim() === '' && q.minBet === null;
}

/**
 * Starts from the page's snapshot. When `query` differs from it (e.g. /rng?vassalage=JDR), page 1
 * of that query is loaded at once.
 */
export function initCatalog(snapshot: CategorySnapshot, query: Partial<Omit<CatalogQuery, 'gameClassify'>> = {}): Promise<void> {
  const q: CatalogQuery = { gameClassify: snapshot.gameClassify, vassalage: query.vassalage ?? null, name: query.name ?? '', minBet: query.minBet ?? null };
  const seen = new Set(snapshot.games.map((g) => g.nodeId));
  snapshotGames = [...snapshot.games, ...snapshot.hot.filter((g) => !seen.has(g.nodeId))];
  $catalog.set({
    query: q,
    games: snapshot.games,
    shown: Math.min(GRID_FIRST_RENDER, snapshot.games.length),
    total: snapshot.total,
    pageNo: 1,
    status: 'ready',
    error: null,
  });
  $hotGames.set(snapshot.hot);
  return isSnapshotQuery(q) ? Promise.resolve() : reloadCatalog();
}

async function fetchPage(q: CatalogQuery, pageNo: number) {
  return callApi('gameList', {
    gameClassify: q.gameClassify,
    pageNo,
    pageSize: GAME_PAGE_SIZE,
    ...(q.vassalage ? { vassalage: q.vassalage } : {}),
    ...(q.name.trim() ? { name: q.name.trim() } : {}),
    ...(q.minBet !== null ? { minBet: q.minBet } : {}),
  });
}

/** Loads page 1 of the current query, replacing the grid; a newer query wins over an older answer. */
export async function reloadCatalog(): Promise<void> {
  const gen = ++generation;
  const { query } = $catalog.get();
  $catalog.set({ ...$catalog.get(), status: 'loading', error: null });
  const res = await fetchPage(query, 1);
  if (gen !== generation) return;
  if (res.ok) $catalog.set({ query, games: res.value.list, shown: res.value.list.length, total: res.value.total, pageNo: 1, status: 'ready', error: null });
  else if (res.status === 401) {
    const games = filterSnapshot(query);
    $catalog.set({ query, games, shown: games.length, total: games.length, pageNo: 1, status: 'login_required', error: res.code });
  } else $catalog.set({ ...$catalog.get(), status: 'error', error: res.code });
}

/** Changes the query (vendor tab, search, filter) and reloads page 1. */
export function setCatalogQuery(change: Partial<Omit<CatalogQuery, 'gameClassify'>>): Promise<void> {
  const state = $catalog.get();
  $catalog.set({ ...state, query: { ...state.query, ...change } });
  return reloadCatalog();
}

/** True while more games exist than the grid shows (loaded but not shown yet, or not loaded). */
export function hasMoreGames(s: CatalogState = $catalog.get()): boolean {
  return s.shown < s.games.length || s.games.length < s.total;
}

let lastMoreAt = -Infinity;

/**
 * Shows more of the grid (infinite scroll): the loaded games the first render left out, else the
 * next page, appended. Throttled: calls within INFINITE_SCROLL_THROTTLE_MS (200 ms) of the
 * previous one, or while a load runs, or when everything is shown, do nothing. `now` is injectable
 * for tests (ms).
 */
export async function loadMoreGames(now = Date.now()): Promise<void> {
  const s = $catalog.get();
  const unshown = s.shown < s.games.length;
  if (now - lastMoreAt < INFINITE_SCROLL_THROTTLE_MS || s.status === 'loading' || s.status === 'loading_more' || !hasMoreGames(s)) return;
  if (!unshown && s.status === 'login_required') return;
  lastMoreAt = now;
  if (unshown) return $catalog.set({ ...s, shown: s.games.length });
  const gen = generation;
  $catalog.set({ ...s, status: 'loading_more', error: null });
  const res = await fetchPage(s.query, s.pageNo + 1);
  if (gen !== generation) return;
  const cur = $catalog.get();
  if (res.ok) {
    const seen = new Set(cur.games.map((g) => g.nodeId));
    const games = [...cur.games, ...res.value.list.filter((g) => !seen.has(g.nodeId))];
    $catalog.set({
      ...cur,
      games,
      shown: games.length,
      total: res.value.total,
      pageNo: s.pageNo + 1,
      status: 'ready',
    });
  } else {
    $catalog.set({ ...cur, status: res.status === 401 ? 'login_required' : 'error', error: res.code });
  }
}

/** Refreshes the hot games of `gameClassify` (no session needed); keeps the old list on failure. */
export async function loadHotGames(gameClassify: GameClassify): Promise<ApiResult<RouteValue<'hotGames'>>> {
  const res = await callApi('hotGames', { gameClassify });
  if (res.ok) $hotGames.set(res.value);
  return res;
}

/** Loads the member's recent games; clears them when signed out or on failure. */
export async function loadRecentGames(): Promise<ApiResult<RouteValue<'recentGames'>>> {
  const res = await callApi('recentGames');
  $recentGames.set(res.ok ? res.value : []);
  return res;
}

/** Forgets the member's lists (after sign-out). */
export function resetMemberLists(): void {
  $recentGames.set([]);
}
