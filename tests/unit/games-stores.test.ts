// Launcher, favorites and catalog stores (SPEC §2.10, §4, §5.3, §9) against a fake fetch, the only
// boundary they cross: the launch rules for visitors, trial users and members, the launch payload,
// the member gate of favorites, the 200 ms infinite-scroll throttle and the image cache.
import type { Game } from '../../src/contracts/schemas/games.ts';
import { $catalog, hasMoreGames, initCatalog, loadMoreGames, setCatalogQuery } from '../../src/features/games/stores/catalog.ts';
import { GRID_FIRST_RENDER } from '../../src/features/games/first-screen.ts';
import { $favorites, loadFavorites, toggleFavorite } from '../../src/features/games/stores/favorites.ts';
import { LruCache } from '../../src/features/games/stores/image-cache.ts';
import { $launcher, launch, planLaunch, type LaunchEffects } from '../../src/features/launcher/stores/launcher.ts';
import { catalogSnapshot, seedGames } from '../../src/platform/seed/games.ts';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]> = {};
const calls: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
vi.stubGlobal('fetch', async (input: Request) => {
  const url = new URL(input.url);
  calls.push({ method: input.method, path: url.pathname, query: url.searchParams, body: input.method === 'GET' ? null : await input.json() });
  const next = answers[url.pathname]?.shift();
  if (!next) throw new TypeError('network down');
  return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
});
vi.stubGlobal('location', { href: 'http://portal.test/en/rng', origin: 'http://portal.test' });

const snapshots = catalogSnapshot();
const byClassify = (c: string) => snapshots.find((s) => s.gameClassify === c)!;
const game = (pred: (g: Game) => boolean): Game => snapshots.flatMap((s) => [...s.games, ...s.hot]).find(pred)!;
const slot = game((g) => g.gameType === 'SLOT' && !g.maintenance && g.vendor !== 'inhouse');
const dice = game((g) => g.gameCode === 'dice');
const okEnvelope = (value: unknown) => ({ status: 200, body: { success: true, code: 'OK', value } });
const effects = () => {
  const fx = { assigned: [] as string[], opened: 0, window: null as null | { location: { href: string }; close: () => void } };
  const api: LaunchEffects = { assign: (h) => void fx.assigned.push(h), open: () => (fx.opened++, fx.window as never) };
  return { fx, api };
};

beforeEach(() => {
  answers = {};
  calls.length = 0;
  $launcher.set({ status: 'idle', game: null, games: [], error: null });
});

describe('launch rules (SPEC §2.10)', () => {
  it('asks a visitor to log in first, whatever the game', () => {
    for (const g of [slot, dice, { ...slot, maintenance: true }, game((x) => x.gameType === 'ELOTT')])
      expect(planLaunch(g, null, 'en')).toEqual({ kind: 'login' });
  });

  it('lets trial users and members launch (a login gate, not a member gate)', () => {
    expect(planLaunch(slot, 4, 'en')).toEqual({ kind: 'launch' });
    expect(planLaunch(slot, 0, 'en')).toEqual({ kind: 'launch' });
    expect(planLaunch(slot, 1, 'vi')).toEqual({ kind: 'launch' });
  });

  it('sends lottery, e-lottery and Vietnam lottery to their pages, VASSALAGE to its popup, maintenance to the notice', () => {
    expect(
      planLaunch(
        game((g) => g.gameType === 'ELOTT'),
        0,
        'en',
      ),
    ).toEqual({ kind: 'navigate', href: '/en/lottery/?gameCode=LTL5D&playType=5D' });
    expect(
      planLaunch(
        game((g) => g.gameCode === 'LTLLOTTO'),
        0,
        'vi',
      ),
    ).toEqual({ kind: 'navigate', href: '/lottery/?gameCode=LTLLOTTO&playType=LOTTO' });
    expect(
      planLaunch(
        game((g) => g.vendor === 'VNL'),
        0,
        'en',
      ),
    ).toEqual({ kind: 'navigate', href: '/en/vnlottery/?gameCode=VNLLOBBY' });
    expect(
      planLaunch(
        game((g) => g.vendor === 'SEA'),
        0,
        'en',
      ),
    ).toEqual({ kind: 'launch' });
    expect(
      planLaunch(
        game((g) => g.isGame === 'VASSALAGE'),
        0,
        'en',
      ),
    ).toEqual({ kind: 'vassalage' });
    expect(planLaunch({ ...slot, maintenance: true }, 0, 'en')).toEqual({ kind: 'maintenance' });
  });

  it('launches a trial user’s game with the §3 payload and opens the /game iframe page', async () => {
    answers['/wps/game/launchGame'] = [okEnvelope({ url: '/en/inhouse-games/dice/', launchKind: 'iframe', gameName: 'Lotus Dice' })];
    const { fx, api } = effects();
    expect(await launch(dice, { account: 'guest1', type: 4 }, 'en', '/en/inhouse', { effects: api })).toBe('done');
    expect(Object.fromEntries(calls[0]!.query)).toEqual({
      gameId: 'dice',
      nodeId: String(dice.nodeId),
      accountType: '1',
      confirmTrans: '0',
      vassalage: 'inhouse',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: '3',
      username: 'guest1',
      merchantCode: 'LOTUS',
      language: 'EN',
    });
    expect(fx.assigned).toEqual([`/en/game/?${new URLSearchParams({ url: '/en/inhouse-games/dice/', name: 'Lotus Dice', from: '/en/inhouse' })}`]);
  });

  it('does nothing for a visitor but ask for the login popup', async () => {
    const { fx, api } = effects();
    expect(await launch(dice, null, 'en', '/en/inhouse', { effects: api })).toBe('login');
    expect(calls).toEqual([]);
    expect(fx.assigned).toEqual([]);
  });

  it('opens the /seamless route for a seamless vendor and a separate window for the SEA lottery', async () => {
    answers['/wps/game/launchGame'] = [
      okEnvelope({ url: '/inhouse-games/slot/?nodeId=1', launchKind: 'seamless', gameName: 'Saigon Sports' }),
      okEnvelope({ url: '/lottery/?gameCode=SEALOBBY&playType=SEA', launchKind: 'window', gameName: 'SEA Lottery' }),
    ];
    const sports = game((g) => g.vendor === 'SSB');
    const { fx, api } = effects();
    await launch(sports, { account: 'm', type: 0 }, 'vi', '/sports', { effects: api });
    expect(fx.assigned[0]).toMatch(/^\/seamless\/\?url=/);
    fx.window = { location: { href: 'about:blank' }, close: () => undefined };
    await launch(
      game((g) => g.vendor === 'SEA'),
      { account: 'm', type: 0 },
      'vi',
      '/elott',
      { effects: api },
    );
    expect(fx.opened).toBe(1);
    expect(fx.window.location.href).toBe('/lottery/?gameCode=SEALOBBY&playType=SEA');
  });

  it('reports a blocked game window without calling the platform', async () => {
    const { api } = effects();
    await launch(
      game((g) => g.vendor === 'SEA'),
      { account: 'm', type: 0 },
      'vi',
      '/elott',
      { effects: api },
    );
    expect($launcher.get()).toMatchObject({ status: 'error', error: 'launcher_popup_blocked' });
    expect(calls).toEqual([]);
  });

  it('shows the maintenance notice when the platform says so, and the VASSALAGE list from its call', async () => {
    answers['/wps/game/launchGame'] = [{ status: 409, body: { success: false, code: 'game_maintenance', message: 'x' } }];
    const { api } = effects();
    await launch(slot, { account: 'm', type: 0 }, 'en', '/en/rng', { effects: api });
    expect($launcher.get()).toMatchObject({ status: 'maintenance', game: slot });
    const tables = seedGames.filter((g) => g.vendor === 'GPL' && g.isGame === null).length;
    answers['/wps/relay/GCSGAME_getVassGameType'] = [
      okEnvelope(
        snapshots
          .flatMap((s) => s.games)
          .filter((g) => g.vendor === 'RLL')
          .slice(0, tables),
      ),
    ];
    await launch(
      game((g) => g.isGame === 'VASSALAGE'),
      { account: 'm', type: 0 },
      'en',
      '/en/live',
      { effects: api },
    );
    expect($launcher.get().status).toBe('vassalage');
    expect(calls.at(-1)!.query.get('vassalage')).toBe('GPL');
  });

  it('shows a PvP game’s rooms first, then joins the chosen room with its roomId', async () => {
    const { fx, api } = effects();
    const pvp = game((g) => g.gameClassify === 'pvp' && !g.maintenance);
    expect(planLaunch(pvp, 0, 'en')).toEqual({ kind: 'rooms' });
    const rooms = [{ roomId: `${pvp.gameCode}-R1`, name: 'Room 1', minBet: 100, players: 1, maxPlayers: 4 }];
    answers['/wps/relay/GLS2_roomList'] = [okEnvelope(rooms)];
    await launch(pvp, { account: 'm', type: 0 }, 'en', '/en/pvp', { effects: api });
    expect($launcher.get()).toMatchObject({ status: 'rooms', game: pvp, rooms });
    expect(calls.at(-1)!.query.get('nodeId')).toBe(String(pvp.nodeId));
    expect(fx.assigned).toEqual([]);
    answers['/wps/game/launchGame'] = [okEnvelope({ url: '/en/inhouse-games/slot/?roomId=x', launchKind: 'iframe', gameName: pvp.name })];
    await launch(pvp, { account: 'm', type: 0 }, 'en', '/en/pvp', { roomId: rooms[0]!.roomId, effects: api });
    expect(calls.at(-1)!.query.get('roomId')).toBe(rooms[0]!.roomId);
    expect(calls.at(-1)!.query.get('gameId')).toBeNull();
    expect(fx.assigned[0]).toMatch(/^\/en\/game\/?\?/);
  });
});

describe('favorites (member gate)', () => {
  it('blocks visitors and trial users before any call', async () => {
    expect(await toggleFavorite(dice, null)).toEqual({ verdict: 'login_required' });
    expect(await toggleFavorite(dice, 4)).toEqual({ verdict: 'trial_blocked' });
    expect(calls).toEqual([]);
  });

  it('adds at once for a member, sends (nodeId, vendor, gameType), and puts the list back on failure', async () => {
    $favorites.set([]);
    answers['/wps/relay/MCSFE_toggleFavoriteGame'] = [okEnvelope({ favorite: true })];
    expect(await toggleFavorite(dice, 0)).toEqual({ verdict: 'allow' });
    expect(calls[0]!.body).toEqual({ nodeId: dice.nodeId, vendor: 'inhouse', gameType: 'DICE', favorite: true });
    expect($favorites.get().map((g) => g.nodeId)).toEqual([dice.nodeId]);
    answers['/wps/relay/MCSFE_toggleFavoriteGame'] = [{ status: 500, body: { success: false, code: 'error_internal', message: 'x' } }];
    expect(await toggleFavorite(dice, 0)).toEqual({ verdict: 'allow', error: 'error_internal' });
    expect($favorites.get().map((g) => g.nodeId)).toEqual([dice.nodeId]);
  });

  /**
   * Runs `first` while the answers to `heldPath` wait, then `second`, then lets them through:
   * the list ends with the toggled game either way.
   */
  async function race(heldPath: string, first: () => Promise<unknown>, second: () => Promise<unknown>) {
    $favorites.set([]);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    answers['/wps/relay/MCSFE_getFavoriteGames'] = [okEnvelope([])];
    answers['/wps/relay/MCSFE_toggleFavoriteGame'] = [okEnvelope({ favorite: true })];
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: Request) => {
      if (new URL(input.url).pathname === heldPath) await gate;
      return realFetch(input);
    });
    const held = first();
    await second();
    release();
    await held;
    vi.stubGlobal('fetch', realFetch);
    expect($favorites.get().map((g) => g.nodeId)).toEqual([dice.nodeId]);
  }

  it('keeps a toggle made while the list was loading', async () => {
    await race(
      '/wps/relay/MCSFE_getFavoriteGames',
      () => loadFavorites(0),
      () => toggleFavorite(dice, 0),
    );
  });

  it('keeps a toggle when the list is requested while the toggle is on its way (answered before it was written)', async () => {
    await race(
      '/wps/relay/MCSFE_toggleFavoriteGame',
      () => toggleFavorite(dice, 0),
      () => loadFavorites(0),
    );
  });
});

describe('catalog', () => {
  it('shows the rest of the first page before it asks for the next, then one page per 200 ms of scrolling, appending 42 games', async () => {
    await initCatalog(byClassify('rng'));
    expect($catalog.get().shown).toBe(GRID_FIRST_RENDER);
    expect(hasMoreGames()).toBe(true);
    const page2 = {
      list: seedGames
        .filter((g) => g.gameClassify === 'rng')
        .slice(42, 84)
        .map((g) => ({ ...byClassify('rng').games[0]!, nodeId: g.nodeId, name: g.name })),
      total: byClassify('rng').total,
      pageNo: 2,
      pageSize: 42,
    };
    answers['/wps/relay/GCSGAME_gameList'] = [okEnvelope(page2), okEnvelope({ ...page2, list: [], pageNo: 3 })];
    const t0 = 1_000_000;
    await Promise.all([loadMoreGames(t0), loadMoreGames(t0 + 50)]);
    expect(calls).toHaveLength(0);
    expect($catalog.get().shown).toBe(42);
    await Promise.all([loadMoreGames(t0 + 200), loadMoreGames(t0 + 250), loadMoreGames(t0 + 399)]);
    expect(calls.filter((c) => c.path === '/wps/relay/GCSGAME_gameList')).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ gameClassify: 'rng', pageNo: 2, pageSize: 42 });
    expect($catalog.get().games).toHaveLength(84);
    expect($catalog.get().shown).toBe(84);
    await loadMoreGames(t0 + 400);
    expect(calls).toHaveLength(2);
  });

  it('keeps a visitor on the snapshot, filtered locally, when the list call needs a session', async () => {
    await initCatalog(byClassify('rng'));
    answers['/wps/relay/GCSGAME_gameList'] = [{ status: 401, body: { success: false, code: 'error_not_logged_in', message: 'x' } }];
    const vendor = byClassify('rng').games[0]!.vendor;
    await setCatalogQuery({ vassalage: vendor });
    const s = $catalog.get();
    expect(s.status).toBe('login_required');
    expect(s.games.length).toBeGreaterThan(0);
    expect(s.games.every((g) => g.vendor === vendor)).toBe(true);
  });
});

describe('image cache', () => {
  it('keeps the 200 most recently used entries', () => {
    const c = new LruCache<string, string>(200);
    for (let i = 0; i < 201; i++) c.set(`u${i}`, 'loaded');
    expect(c.size).toBe(200);
    expect(c.get('u0')).toBeUndefined();
    c.get('u1');
    c.set('u201', 'failed');
    expect(c.get('u1')).toBe('loaded');
    expect(c.get('u2')).toBeUndefined();
  });
});
