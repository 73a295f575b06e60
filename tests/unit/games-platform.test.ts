// The sandbox platform's games and wallet calls on a real local D1 (SPEC §7.2): catalog paging and
// filters, hot games, favorites behind the member gate, launch rules, the seamless wallet's error
// cases, provably-fair in-house rounds paid through it, and wallet transfers.
import { diceRoll, dicePayout, REEL_STRIPS, roundBytes, serverSeedHash, slotMultiplier } from '../../src/contracts/provably-fair.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { SeamlessWallet } from '../../src/platform/games/seamless-wallet.ts';
import { catalogSnapshot, gamesSeedSql, seedGames } from '../../src/platform/seed/games.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { startPlatform } from '../helpers/platform.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
let db: D1Database;
const tokens: Record<'member' | 'trial' | 'poor', string> = { member: '', trial: '', poor: '' };
const ids = { member: 501, trial: 502, poor: 503 };

beforeAll(async () => {
  platform = await startPlatform();
  db = platform.env.DB;
  const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  await db.batch(gamesSeedSql(q).map((s) => db.prepare(s)));
  const house = await ensureAccount(db, null, 'VND');
  for (const [who, type] of [
    ['member', 0],
    ['trial', 4],
    ['poor', 0],
  ] as const) {
    // created_at now, as a freshly registered member. (sessionMember once let `m.*` shadow the
    // session's created_at; sessions.ts now aliases the session's times.)
    await db
      .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', ?, 0, ?)")
      .bind(ids[who], `${who}01`, type, Date.now())
      .run();
    tokens[who] = await createSession(db, ids[who]);
    const wallet = await ensureAccount(db, ids[who], 'VND');
    const amount = who === 'poor' ? 1_500 : 1_000_000;
    await postTransaction(db, {
      idempotencyKey: `open-${who}`,
      kind: 'deposit',
      entries: [
        { accountId: house, amount: -amount },
        { accountId: wallet, amount },
      ],
    });
  }
});
afterAll(() => platform.dispose());

async function call(method: string, path: string, opts: { token?: string; body?: unknown; query?: Record<string, string | number>; language?: string } = {}) {
  const url = new URL(`http://platform.test${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { language: opts.language ?? 'TY' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await handlePlatform(new Request(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) }), platform.env);
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value?: any } };
}
const list = (body: unknown, token = tokens.member) => call('POST', '/wps/relay/GCSGAME_gameList', { token, body });

describe('catalog', () => {
  it('pages the slots 42 at a time with the total, in catalog order, without overlap', async () => {
    const p1 = await list({ gameClassify: 'rng' });
    const p2 = await list({ gameClassify: 'rng', pageNo: 2 });
    expect(p1.body.value.list).toHaveLength(42);
    expect(p1.body.value.total).toBeGreaterThan(400);
    const ids1 = p1.body.value.list.map((g: { nodeId: number }) => g.nodeId);
    const ids2 = p2.body.value.list.map((g: { nodeId: number }) => g.nodeId);
    expect(ids1.filter((id: number) => ids2.includes(id))).toEqual([]);
    expect(ids1).toEqual(
      seedGames
        .filter((g) => g.gameClassify === 'rng' && g.listed)
        .slice(0, 42)
        .map((g) => g.nodeId),
    );
  });

  it('filters by vendor, minimum bet and name, and escapes wildcards in the search', async () => {
    const jdr = await list({ gameClassify: 'rng', vassalage: 'JDR', pageSize: 100 });
    expect(jdr.body.value.list.every((g: { vendor: string }) => g.vendor === 'JDR')).toBe(true);
    const cheap = await list({ gameClassify: 'rng', minBet: 500, pageSize: 100 });
    expect(cheap.body.value.total).toBeGreaterThan(0);
    expect(cheap.body.value.list.every((g: { minBet: number }) => g.minBet <= 500)).toBe(true);
    const dragons = await list({ gameClassify: 'rng', name: 'dragon', pageSize: 100 });
    expect(dragons.body.value.total).toBeGreaterThan(0);
    expect(dragons.body.value.list.every((g: { name: string }) => /dragon/i.test(g.name))).toBe(true);
    expect((await list({ gameClassify: 'rng', name: '%' })).body.value.total).toBe(0);
  });

  it('refuses a bad query and needs a session', async () => {
    expect((await list({ gameClassify: 'casino' })).status).toBe(400);
    expect((await list({ gameClassify: 'rng', pageSize: 500 })).status).toBe(400);
    expect((await call('POST', '/wps/relay/GCSGAME_gameList', { body: { gameClassify: 'rng' } })).status).toBe(401);
  });

  it('lists at most 20 hot games, none under maintenance, and every category in the menus', async () => {
    const hot = await call('GET', '/wps/relay/GCSGAME_hotGamesV2', { query: { gameClassify: 'rng' } });
    expect(hot.body.value.length).toBeGreaterThan(0);
    expect(hot.body.value.length).toBeLessThanOrEqual(20);
    expect(hot.body.value.every((g: { isHot: boolean; maintenance: boolean }) => g.isHot && !g.maintenance)).toBe(true);
    const menus = await call('GET', '/lgw/games/game_menus');
    expect(menus.body.value.map((m: { gameClassify: string }) => m.gameClassify)).toEqual([
      'sports',
      'live',
      'rng',
      'fish',
      'pvp',
      'esports',
      'cockfight',
      'elott',
      'inhouse',
    ]);
    expect(menus.body.value.every((m: { vendors: unknown[] }) => m.vendors.length > 0)).toBe(true);
    const esports = menus.body.value.find((m: { gameClassify: string }) => m.gameClassify === 'esports');
    expect(esports.gameCategory).toBe('SPORTS');
  });

  it('matches the build snapshot of every category page: first page, total and hot games', async () => {
    for (const snap of catalogSnapshot()) {
      const page = (await list({ gameClassify: snap.gameClassify })).body.value;
      expect(page.list, snap.gameClassify).toEqual(snap.games);
      expect(page.total).toBe(snap.total);
      expect((await call('GET', '/wps/relay/GCSGAME_hotGamesV2', { query: { gameClassify: snap.gameClassify } })).body.value).toEqual(snap.hot);
    }
  });

  it('shows a VASSALAGE vendor’s games in its popup list, not in the grid', async () => {
    const live = await list({ gameClassify: 'live', pageSize: 100 });
    const lobby = live.body.value.list.find((g: { isGame: string | null }) => g.isGame === 'VASSALAGE');
    expect(lobby.vendor).toBe('GPL');
    expect(live.body.value.list.filter((g: { vendor: string }) => g.vendor === 'GPL')).toHaveLength(1);
    const popup = await call('GET', '/wps/relay/GCSGAME_getVassGameType', { token: tokens.member, query: { vassalage: 'GPL' } });
    expect(popup.body.value.length).toBeGreaterThan(3);
  });
});

describe('favorites', () => {
  const dice = seedGames.find((g) => g.vendor === 'inhouse' && g.gameCode === 'dice')!;
  const fav = { nodeId: dice.nodeId, vendor: 'inhouse', gameType: 'DICE' };

  it('are refused to trial users with in_need_true_account and to visitors', async () => {
    const r = await call('POST', '/wps/relay/MCSFE_toggleFavoriteGame', { token: tokens.trial, body: fav });
    expect(r).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    expect((await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { token: tokens.trial })).status).toBe(403);
    expect((await call('POST', '/wps/relay/MCSFE_toggleFavoriteGame', { body: fav })).status).toBe(401);
  });

  it('toggle on and off for a member, keep (nodeId, vendor, gameType), and an explicit state is idempotent', async () => {
    expect((await call('POST', '/wps/relay/MCSFE_toggleFavoriteGame', { token: tokens.member, body: fav })).body.value).toEqual({ favorite: true });
    expect((await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { token: tokens.member })).body.value).toEqual([fav]);
    expect((await call('GET', '/wps/relay/MCSFE_getFavoriteGames', { token: tokens.member })).body.value[0].name).toBe('Lotus Dice');
    expect((await call('POST', '/wps/relay/MCSFE_toggleFavoriteGame', { token: tokens.member, body: { ...fav, favorite: true } })).body.value).toEqual({
      favorite: true,
    });
    expect((await call('POST', '/wps/relay/MCSFE_toggleFavoriteGame', { token: tokens.member, body: fav })).body.value).toEqual({ favorite: false });
    expect((await call('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { token: tokens.member })).body.value).toEqual([]);
  });

  it('refuses a game that does not exist with that vendor and type', async () => {
    const r = await call('POST', '/wps/relay/MCSFE_toggleFavoriteGame', { token: tokens.member, body: { ...fav, vendor: 'JDR' } });
    expect(r).toMatchObject({ status: 404, body: { code: 'error_not_found' } });
  });
});

describe('launch', () => {
  const payload = (g: { nodeId: number; vendor: string }, extra: Record<string, string | number> = {}) => ({
    nodeId: g.nodeId,
    vassalage: g.vendor,
    accountType: '1',
    confirmTrans: '0',
    launchMode: 'GLS',
    platform: 'html5-desktop',
    clientType: '3',
    username: 'member01',
    merchantCode: 'LOTUS',
    language: 'EN',
    ...extra,
  });
  const launch = (g: { nodeId: number; vendor: string }, token = tokens.member, language = 'TY') =>
    call('GET', '/wps/game/launchGame', { token, query: payload(g), language });

  it('opens an in-house game in the caller’s locale and records it as recent; trial users may launch', async () => {
    const dice = seedGames.find((g) => g.gameCode === 'dice')!;
    expect((await launch(dice, tokens.member, 'EN')).body.value).toEqual({ url: '/en/inhouse-games/dice/', launchKind: 'iframe', gameName: 'Lotus Dice' });
    expect((await launch(dice, tokens.trial)).body.value.url).toBe('/inhouse-games/dice/');
    const recent = await call('GET', '/wps/relay/GCS_recentGame', { token: tokens.member });
    expect(recent.body.value[0].nodeId).toBe(dice.nodeId);
  });

  it('refuses a game under maintenance, a VASSALAGE lobby, a wrong vendor and a bad payload', async () => {
    const down = seedGames.find((g) => g.maintenance)!;
    expect(await launch(down)).toMatchObject({ status: 409, body: { code: 'game_maintenance' } });
    expect((await launch(seedGames.find((g) => g.isGame === 'VASSALAGE')!)).status).toBe(404);
    expect((await launch({ nodeId: seedGames[0]!.nodeId, vendor: 'JDR' })).status).toBe(404);
    const bad = await call('GET', '/wps/game/launchGame', { token: tokens.member, query: payload(seedGames[0]!, { launchMode: 'XYZ' }) });
    expect(bad.status).toBe(400);
  });

  it('sends lottery games to the lottery pages with gameCode and playType', async () => {
    const vn = seedGames.find((g) => g.vendor === 'VNL')!;
    expect((await launch(vn)).body.value).toMatchObject({ url: '/vnlottery/?gameCode=VNLLOBBY', launchKind: 'vnlottery' });
    const elott = seedGames.find((g) => g.gameType === 'ELOTT')!;
    expect((await launch(elott)).body.value.url).toBe('/lottery/?gameCode=LTL5D&playType=5D');
    expect((await launch(seedGames.find((g) => g.vendor === 'SEA')!)).body.value.launchKind).toBe('window');
  });

  it('lists a PvP game’s rooms and joins an open one; an unknown, foreign or full room is refused', async () => {
    const pvp = seedGames.filter((g) => g.gameClassify === 'pvp' && !g.maintenance && g.nodeId % 3 === 0)[0]!;
    const rooms = (await call('GET', '/wps/relay/GLS2_roomList', { token: tokens.member, query: { nodeId: pvp.nodeId } })).body.value as {
      roomId: string;
      minBet: number;
      players: number;
      maxPlayers: number;
    }[];
    expect(rooms.map((r) => r.minBet)).toEqual([1, 5, 20, 100].map((x) => pvp.minBet * x));
    expect(rooms[3]!.players).toBe(rooms[3]!.maxPlayers);
    const join = (roomId: string, g: { nodeId: number; vendor: string } = pvp) =>
      call('GET', '/wps/game/launchGame', { token: tokens.member, query: payload(g, { roomId }), language: 'EN' });
    const joined = await join(rooms[0]!.roomId);
    expect(joined.status).toBe(200);
    expect(joined.body.value.url).toContain(`roomId=${rooms[0]!.roomId}`);
    for (const bad of ['nope', rooms[3]!.roomId]) expect(await join(bad)).toMatchObject({ status: 404, body: { code: 'error_room_not_found' } });
    const slot = seedGames.find(
      (g) => g.gameClassify !== 'pvp' && g.vendor !== 'inhouse' && !g.maintenance && g.isGame !== 'VASSALAGE' && g.gameType === 'SLOT',
    )!;
    expect(await join(rooms[0]!.roomId, slot)).toMatchObject({ status: 404, body: { code: 'error_room_not_found' } });
    expect((await call('GET', '/wps/relay/GLS2_roomList', { token: tokens.member, query: { nodeId: slot.nodeId } })).status).toBe(404);
  });
});

describe('seamless wallet', () => {
  const wallet = () => new SeamlessWallet(db, 'VND');
  const base = { memberId: 503, vendor: 'JDR', gameCode: 'JDRS001', nodeId: null };

  it('refuses a bet above the balance with the balance, and moves nothing', async () => {
    const r = await wallet().bet({ ...base, txId: 'sw-1', roundId: 'sw-r1', amount: 2_000 });
    expect(r).toEqual({ ok: false, error: 'insufficient_funds', balance: 1_500 });
    expect(await memberBalance(db, 503, 'VND')).toBe(1_500);
  });

  it('debits a bet once, replays it, refuses the id reused with another amount', async () => {
    expect(await wallet().bet({ ...base, txId: 'sw-2', roundId: 'sw-r2', amount: 1_000 })).toEqual({ ok: true, txId: 'sw-2', balance: 500, replayed: false });
    expect(await wallet().bet({ ...base, txId: 'sw-2', roundId: 'sw-r2', amount: 1_000 })).toEqual({ ok: true, txId: 'sw-2', balance: 500, replayed: true });
    expect(await wallet().bet({ ...base, txId: 'sw-2', roundId: 'sw-r2', amount: 100 })).toMatchObject({ ok: false, error: 'duplicate_transaction' });
  });

  it('answers unknown_transaction for a win or rollback without a bet, already_settled after settling', async () => {
    expect(await wallet().win({ ...base, txId: 'sw-w0', roundId: 'nope', amount: 10 })).toMatchObject({ ok: false, error: 'unknown_transaction' });
    expect(await wallet().rollback({ ...base, txId: 'sw-rb0', refTxId: 'nope' })).toMatchObject({ ok: false, error: 'unknown_transaction' });
    expect(await wallet().win({ ...base, txId: 'sw-w2', roundId: 'sw-r2', amount: 3_000 })).toMatchObject({ ok: true, balance: 3_500 });
    expect(await wallet().rollback({ ...base, txId: 'sw-rb2', refTxId: 'sw-2' })).toMatchObject({ ok: false, error: 'already_settled', balance: 3_500 });
    expect(await wallet().win({ ...base, txId: 'sw-w2b', roundId: 'sw-r2', amount: 3_000 })).toMatchObject({ ok: false, error: 'already_settled' });
  });

  it('rolls a bet back once, and a win after the rollback is already_settled', async () => {
    await wallet().bet({ ...base, txId: 'sw-3', roundId: 'sw-r3', amount: 1_000 });
    expect(await wallet().rollback({ ...base, txId: 'sw-rb3', refTxId: 'sw-3' })).toMatchObject({ ok: true, balance: 3_500, replayed: false });
    expect(await wallet().rollback({ ...base, txId: 'sw-rb3', refTxId: 'sw-3' })).toMatchObject({ ok: true, replayed: true, balance: 3_500 });
    expect(await wallet().win({ ...base, txId: 'sw-w3', roundId: 'sw-r3', amount: 5 })).toMatchObject({ ok: false, error: 'already_settled' });
    const round = await db.prepare("SELECT status FROM game_rounds WHERE round_id = 'sw-r3'").first<{ status: string }>();
    expect(round?.status).toBe('rolled_back');
  });
});

describe('in-house games', () => {
  const dice = (body: Record<string, unknown>, token = tokens.member) => call('POST', '/wps/inhouse/dice', { token, body });

  it('plays a dice round through the wallet and writes the betting record', async () => {
    const before = await memberBalance(db, ids.member, 'VND');
    const fair = (await call('GET', '/wps/inhouse/fair', { token: tokens.member })).body.value;
    const r = await dice({ roundKey: 'dice-round-1', stake: 10_000, target: 50, direction: 'under' });
    expect(r.status).toBe(200);
    const { round, balance } = r.body.value;
    expect(round).toMatchObject({ stake: 10_000, status: 'settled', serverSeedHash: fair.serverSeedHash, clientSeed: fair.clientSeed, nonce: fair.nonce });
    expect(round.payout).toBe(dicePayout(10_000, 50, 'under', round.result.roll));
    expect(balance).toBe(before - 10_000 + round.payout);
    const records = (await call('GET', '/wps/inhouse/rounds', { token: tokens.member })).body.value;
    expect(records[0]).toMatchObject({ roundId: round.roundId, game: 'dice', stake: 10_000, payout: round.payout, status: 'settled' });
  });

  it('replays a round key without moving money and refuses it for another bet', async () => {
    const first = await dice({ roundKey: 'dice-round-2', stake: 5_000, target: 30, direction: 'over' });
    const balance = await memberBalance(db, ids.member, 'VND');
    const again = await dice({ roundKey: 'dice-round-2', stake: 5_000, target: 30, direction: 'over' });
    expect(again.body.value.round).toEqual(first.body.value.round);
    expect(await memberBalance(db, ids.member, 'VND')).toBe(balance);
    expect(await dice({ roundKey: 'dice-round-2', stake: 6_000, target: 30, direction: 'over' })).toMatchObject({
      status: 409,
      body: { code: 'wallet_idempotency_conflict' },
    });
  });

  it('refuses stakes out of range and above the balance', async () => {
    expect((await dice({ roundKey: 'dice-round-3', stake: 10, target: 50, direction: 'under' })).status).toBe(400);
    expect((await dice({ roundKey: 'dice-round-4', stake: 1_000, target: 99, direction: 'under' })).status).toBe(400);
    expect(await dice({ roundKey: 'dice-round-5', stake: 5_000, target: 50, direction: 'under' }, tokens.poor)).toMatchObject({
      status: 402,
      body: { code: 'wallet_insufficient_funds' },
    });
  });

  it('moves nothing for a bet refused for funds, not even the fair nonce', async () => {
    const before = (await call('GET', '/wps/inhouse/fair', { token: tokens.poor })).body.value.nonce;
    for (let i = 0; i < 3; i++)
      expect((await dice({ roundKey: `poor-round-${i}`, stake: 5_000, target: 50, direction: 'under' }, tokens.poor)).status).toBe(402);
    expect((await call('GET', '/wps/inhouse/fair', { token: tokens.poor })).body.value.nonce).toBe(before);
    expect(await db.prepare('SELECT COUNT(*) AS n FROM game_rounds WHERE round_id LIKE ?').bind(`${ids.poor}-poor-round-%`).first<{ n: number }>()).toEqual({
      n: 0,
    });
  });

  it('settles a round left open between bet and win with its stored outcome, once, from the reconciliation job', async () => {
    const { reconcileOpenRounds, OPEN_ROUND_GRACE_MS } = await import('../../src/platform/games/inhouse-games.ts');
    const { SeamlessWallet } = await import('../../src/platform/games/seamless-wallet.ts');
    const t0 = Date.now();
    const balance0 = await memberBalance(db, ids.member, 'VND');
    // An interrupted round: the bet went through, the win never ran.
    const detail = { requestHash: 'h', game: 'dice', serverSeedHash: 's', clientSeed: 'c', nonce: 99, payout: 7_000, result: { roll: 1 } };
    const open = await new SeamlessWallet(db, 'VND', () => t0).bet({
      memberId: ids.member,
      vendor: 'inhouse',
      txId: `${ids.member}-cut-1:bet`,
      roundId: `${ids.member}-cut-1`,
      gameCode: 'dice',
      nodeId: null,
      amount: 4_000,
      detail,
    });
    expect(open.ok).toBe(true);
    expect(await reconcileOpenRounds(db, 'VND', t0 + 1_000)).toBe(0); // still within its grace period
    expect(await reconcileOpenRounds(db, 'VND', t0 + OPEN_ROUND_GRACE_MS + 1)).toBeGreaterThanOrEqual(1);
    expect(await reconcileOpenRounds(db, 'VND', t0 + OPEN_ROUND_GRACE_MS + 2)).toBe(0);
    const row = await db.prepare('SELECT status, payout FROM game_rounds WHERE round_id = ?').bind(`${ids.member}-cut-1`).first();
    expect(row).toEqual({ status: 'settled', payout: 7_000 });
    expect(await memberBalance(db, ids.member, 'VND')).toBe(balance0 - 4_000 + 7_000);
  });

  it('settles an interrupted round with the outcome of its seed and the nonce its bet took', async () => {
    const { reconcileOpenRounds, OPEN_ROUND_GRACE_MS } = await import('../../src/platform/games/inhouse-games.ts');
    const t0 = Date.now();
    await call('GET', '/wps/inhouse/fair', { token: tokens.member });
    const seed = (await db
      .prepare('SELECT id, server_seed, server_seed_hash, client_seed, nonce FROM fair_seeds WHERE member_id = ? AND revealed_at IS NULL')
      .bind(ids.member)
      .first<{ id: number; server_seed: string; server_seed_hash: string; client_seed: string; nonce: number }>())!;
    const balance0 = await memberBalance(db, ids.member, 'VND');
    // What the engine's bet leaves when the request dies before the win: the round with its seed
    // and nonce (taken in the bet's batch), no payout yet.
    const bet = { game: 'dice', stake: 4_000, target: 50, direction: 'under' } as const;
    const detail = {
      requestHash: 'h2',
      game: 'dice',
      bet,
      seedId: seed.id,
      serverSeedHash: seed.server_seed_hash,
      clientSeed: seed.client_seed,
      nonce: seed.nonce,
    };
    const open = await new SeamlessWallet(db, 'VND', () => t0).bet({
      memberId: ids.member,
      vendor: 'inhouse',
      txId: `${ids.member}-cut-2:bet`,
      roundId: `${ids.member}-cut-2`,
      gameCode: 'dice',
      nodeId: null,
      amount: 4_000,
      detail,
      extra: [db.prepare('UPDATE fair_seeds SET nonce = nonce + 1 WHERE id = ?').bind(seed.id)],
    });
    expect(open.ok).toBe(true);
    expect(await reconcileOpenRounds(db, 'VND', t0 + OPEN_ROUND_GRACE_MS + 1)).toBeGreaterThanOrEqual(1);
    const roll = diceRoll(await roundBytes(seed.server_seed, seed.client_seed, seed.nonce));
    const payout = dicePayout(4_000, 50, 'under', roll);
    const row = await db
      .prepare('SELECT status, payout, detail_json FROM game_rounds WHERE round_id = ?')
      .bind(`${ids.member}-cut-2`)
      .first<{ status: string; payout: number; detail_json: string }>();
    expect(row).toMatchObject({ status: 'settled', payout });
    expect(JSON.parse(row!.detail_json)).toMatchObject({ nonce: seed.nonce, payout, result: { roll } });
    expect(await memberBalance(db, ids.member, 'VND')).toBe(balance0 - 4_000 + payout);
  });

  it('reveals the server seed on rotation, and every round of it verifies', async () => {
    const played = [];
    for (let i = 0; i < 3; i++) played.push((await dice({ roundKey: `verify-${i}`, stake: 1_000, target: 60, direction: 'under' })).body.value.round);
    const spin = (await call('POST', '/wps/inhouse/slot', { token: tokens.member, body: { roundKey: 'verify-slot', stake: 1_000 } })).body.value.round;
    const rotated = await call('POST', '/wps/inhouse/fair/rotate', { token: tokens.member, body: { clientSeed: 'my-lucky-seed' } });
    expect(rotated.body.value).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const revealed = rotated.body.value.revealed[0];
    expect(revealed.serverSeedHash).toBe(played[0].serverSeedHash);
    expect(await serverSeedHash(revealed.serverSeed)).toBe(revealed.serverSeedHash);
    for (const round of played) expect(diceRoll(await roundBytes(revealed.serverSeed, round.clientSeed, round.nonce))).toBe(round.result.roll);
    const bytes = await roundBytes(revealed.serverSeed, spin.clientSeed, spin.nonce);
    expect(spin.result.stops).toEqual([0, 1, 2].map((i) => Math.floor((new DataView(bytes.buffer).getUint32(i * 4) * 20) / 2 ** 32)));
  });

  it('stands in for a vendor’s slot, recording the round under that vendor, but not one under maintenance', async () => {
    const jdr = seedGames.find((g) => g.vendor === 'JDR')!;
    const r = await call('POST', '/wps/inhouse/slot', { token: tokens.member, body: { roundKey: 'jdr-spin-1', stake: 2_000, nodeId: jdr.nodeId } });
    expect(r.status).toBe(200);
    const row = await db.prepare("SELECT vendor, node_id FROM game_rounds WHERE round_id LIKE '%jdr-spin-1'").first<{ vendor: string; node_id: number }>();
    expect(row).toEqual({ vendor: 'JDR', node_id: jdr.nodeId });
    const down = seedGames.find((g) => g.maintenance)!;
    expect(
      (await call('POST', '/wps/inhouse/slot', { token: tokens.member, body: { roundKey: 'down-spin-1', stake: 2_000, nodeId: down.nodeId } })).body.code,
    ).toBe('game_maintenance');
  });

  it('pays back 97.25% on the slot and 99% on dice over every outcome', () => {
    let total = 0;
    for (const a of REEL_STRIPS[0]!) for (const b of REEL_STRIPS[1]!) for (const c of REEL_STRIPS[2]!) total += slotMultiplier([a, b, c]);
    expect(total / 20 ** 3).toBeCloseTo(0.9725, 6);
    let paid = 0;
    for (let roll = 0; roll < 10_000; roll++) paid += dicePayout(100, 25, 'under', roll);
    expect(paid / 10_000 / 100).toBeCloseTo(0.99, 6);
  });
});

describe('wallet transfers', () => {
  const transfer = (body: Record<string, unknown>, token = tokens.member) => call('POST', '/wps/relay/GCS_walletTransfer', { token, body });

  it('moves money to a transfer wallet once per id, and the consolidated funds keep the sum', async () => {
    const before = (await call('GET', '/wps/member/info/funds/consolidated', { token: tokens.member })).body.value.sumBalance;
    const r = await transfer({ transferId: 'transfer-0001', from: 'main', to: 'SSB', amount: 50_000 });
    expect(r.body.value.replayed).toBe(false);
    expect(r.body.value.wallets.find((w: { wallet: string }) => w.wallet === 'SSB')).toMatchObject({ name: 'Saigon Sports', balance: 50_000 });
    expect((await transfer({ transferId: 'transfer-0001', from: 'main', to: 'SSB', amount: 50_000 })).body.value.replayed).toBe(true);
    expect(await transfer({ transferId: 'transfer-0001', from: 'main', to: 'SSB', amount: 60_000 })).toMatchObject({
      status: 409,
      body: { code: 'wallet_idempotency_conflict' },
    });
    const funds = (await call('GET', '/wps/member/info/funds/consolidated', { token: tokens.member })).body.value;
    expect(funds.sumBalance).toBe(before);
    expect(funds.wallets[0]).toMatchObject({ wallet: 'main' });
  });

  it('refuses unknown wallets, overdrafts and trial users', async () => {
    expect((await transfer({ transferId: 'transfer-0002', from: 'main', to: 'JDR', amount: 1 })).status).toBe(400);
    expect(await transfer({ transferId: 'transfer-0003', from: 'SSB', to: 'main', amount: 10_000_000 })).toMatchObject({
      status: 402,
      body: { code: 'wallet_insufficient_funds' },
    });
    expect(await transfer({ transferId: 'transfer-0004', from: 'main', to: 'SSB', amount: 1 }, tokens.trial)).toMatchObject({
      status: 403,
      body: { code: 'in_need_true_account' },
    });
  });
});
