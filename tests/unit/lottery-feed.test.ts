// The sandbox's stand-in for the official Vietnamese results (DOMAIN.md §1; src/platform/lottery/
// sandbox-feed.ts) on a real local D1: each official draw publishes the hash of its seed before the
// draw and the seed after, and the seed comes from the deployment's LOTTERY_FEED_SECRET (a new one
// per test platform), so the published numbers cannot be computed from the repository: neither
// with the old fixed-string scheme nor with an empty or a known key. Without the secret the stand-in
// fails closed: nothing is scheduled or drawn, the cron report says why, and a committed draw waits
// (and is void after the official wait) rather than being drawn from anything else.
import { createHmac } from 'node:crypto';
import { numbersFromSeed, type DrawNumbers } from '../../src/contracts/lottery-rules.ts';
import { serverSeedHash } from '../../src/contracts/provably-fair.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { OFFICIAL_RESULT_TIMEOUT_MS, type DrawRow } from '../../src/platform/lottery/draws.ts';
import { lotteryGame, plannedDraws } from '../../src/platform/lottery/schedule.ts';
import { officialDrawSeed } from '../../src/platform/lottery/sandbox-feed.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { TEST_DEV_TOOLS_KEY } from '../helpers/platform.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const DAY = 86_400_000;
let token = '';

beforeAll(async () => {
  const db = p.env.DB;
  await db
    .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (1501, 'feed1501', 'F', 'x', 0, 0, 0)")
    .run();
  token = await createSession(db, 1501);
});

// The stand-in's derivation with any key, empty included (WebCrypto refuses an empty HMAC key);
// checked against the platform's own secret below, so it is the scheme the platform runs.
const seedWith = (key: string, d: DrawRow) =>
  createHmac('sha256', key)
    .update(`vn-official:${d.game_code}:${d.station ?? ''}:${d.issue}`)
    .digest('hex');
const job = (reports: { job: string; detail?: string }[], name: string) => reports.find((r) => r.job === name)!;
const officialDrawn = async () =>
  (await p.env.DB.prepare("SELECT * FROM lottery_draws WHERE game_code NOT LIKE 'LTL%' AND status IN ('drawn', 'settled') ORDER BY draw_at").all<DrawRow>())
    .results;

describe('commitment before the draw, seed after', () => {
  it('publishes the hash of the next XSMB draw before it and reveals a seed that matches it and gives its numbers', async () => {
    const reports = await runCronTick(p.env, Date.now());
    expect(job(reports, 'lottery.schedule').detail).toBeUndefined();
    const before = (await p.call.get('openedNumero', token, { gameCode: 'XSMB' })).body.value.current;
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(before).toMatchObject({ serverSeed: null, numbers: null, status: 'open' });

    await runCronTick(p.env, before.drawAt + 1_000);
    const [drawn] = (await p.call.get('vnOpenedNumeros', undefined, { gameCode: 'XSMB', count: '1' })).body.value;
    // Drawn, and settled in the same tick (nobody bet on it).
    expect(drawn).toMatchObject({ issue: before.issue, status: 'settled', seedHash: before.seedHash });
    expect(await serverSeedHash(drawn.serverSeed)).toBe(before.seedHash);
    expect(drawn.numbers).toEqual(await numbersFromSeed(drawn.serverSeed, drawn.issue, 'MB'));
    // The pages read what the platform published: the latest northern results are these numbers.
    const latest = (await p.call.get('vnLatestResults')).body.value as { region: string; issue: string; stations: { numbers: DrawNumbers }[] }[];
    expect(latest.find((r) => r.region === 'MB')).toMatchObject({ issue: before.issue, stations: [{ numbers: drawn.numbers }] });
  });
});

describe('the published numbers cannot be reproduced from the repository alone', () => {
  it('differ, for every official draw, from the old fixed-string scheme and from an empty or a known key', async () => {
    const draws = await officialDrawn();
    expect(draws.length).toBeGreaterThan(20); // a week of backfilled results and the draw above
    const knownKeys = ['', 'sandbox-official-feed', 'sandbox-payment-callback-secret', TEST_DEV_TOOLS_KEY, '0'.repeat(64)];
    for (const d of draws) {
      const game = lotteryGame(d.game_code)!;
      const published = JSON.parse(d.numbers_json!) as DrawNumbers;
      expect(published, `${d.game_code} ${d.issue}: the old constant`).not.toEqual(
        await numbersFromSeed(`sandbox-official-feed:${d.game_code}:${d.station ?? ''}`, d.issue, game.layout),
      );
      for (const key of knownKeys) {
        const seed = seedWith(key, d);
        expect(seed).not.toBe(d.server_seed);
        expect(published, `${d.game_code} ${d.issue}: key '${key}'`).not.toEqual(await numbersFromSeed(seed, d.issue, game.layout));
      }
      // Only the deployment's secret gives them, through the published commitment.
      const own = seedWith(p.env.LOTTERY_FEED_SECRET!, d);
      expect(own).toBe(d.server_seed);
      expect(await officialDrawSeed(p.env.LOTTERY_FEED_SECRET!, d.game_code, d.station, d.issue)).toBe(own);
      expect(await serverSeedHash(own)).toBe(d.seed_hash);
    }
  });
});

describe('without the secret the stand-in fails closed', () => {
  it('schedules no official draw (fast ones go on) and says why, for a missing or a too short key', async () => {
    const db = p.env.DB;
    const at = Date.now() + 60 * DAY;
    const count = (official: boolean) =>
      db
        .prepare(`SELECT COUNT(*) AS n FROM lottery_draws WHERE draw_at > ? AND draw_at <= ? AND game_code ${official ? 'NOT ' : ''}LIKE 'LTL%'`)
        .bind(at - 7 * DAY, at + 2 * DAY)
        .first<{ n: number }>();
    for (const secret of [undefined, '', 'short-key']) {
      const reports = await runCronTick({ ...p.env, LOTTERY_FEED_SECRET: secret }, at);
      expect(job(reports, 'lottery.schedule').detail).toBe('feed_secret_missing');
    }
    expect(await count(true)).toEqual({ n: 0 });
    expect((await count(false))!.n).toBeGreaterThan(0);
  });

  it('leaves a committed draw pending while the secret is missing or another one, and never draws it from anything else', async () => {
    const db = p.env.DB;
    const at = Date.now() + 120 * DAY;
    // A draw scheduled by an older version, without a commitment, gets one while it is open.
    const xsmb = plannedDraws(lotteryGame('XSMB')!, at, at + 2 * DAY)[0]!;
    await db
      .prepare('INSERT INTO lottery_draws (game_code, issue, station, open_at, close_at, draw_at) VALUES (?, ?, ?, ?, ?, ?)')
      .bind('XSMB', xsmb.issue, xsmb.station, xsmb.openAt, xsmb.closeAt, xsmb.drawAt)
      .run();
    await runCronTick(p.env, at);
    const row = () =>
      db
        .prepare("SELECT status, seed_hash, server_seed, numbers_json FROM lottery_draws WHERE game_code = 'XSMB' AND issue = ?")
        .bind(xsmb.issue)
        .first<Pick<DrawRow, 'status' | 'seed_hash' | 'server_seed' | 'numbers_json'>>();
    expect((await row())!.seed_hash).toBe(await serverSeedHash(await officialDrawSeed(p.env.LOTTERY_FEED_SECRET!, 'XSMB', xsmb.station, xsmb.issue)));

    const missing = await runCronTick({ ...p.env, LOTTERY_FEED_SECRET: undefined }, xsmb.drawAt + 60_000);
    expect(job(missing, 'lottery.draw').detail).toBe('feed_secret_missing');
    expect(await row()).toMatchObject({ status: 'closed', server_seed: null, numbers_json: null });
    const other = { ...p.env, LOTTERY_FEED_SECRET: 'f'.repeat(64) };
    expect(job(await runCronTick(other, xsmb.drawAt + 120_000), 'lottery.draw').detail).toBe('feed_commitment_mismatch');
    expect(await row()).toMatchObject({ status: 'closed', server_seed: null, numbers_json: null });
    // After the official wait it is void (its tickets refunded by settlement), its seed never shown.
    await runCronTick(other, xsmb.drawAt + OFFICIAL_RESULT_TIMEOUT_MS + 60_000);
    expect(await row()).toMatchObject({ status: 'void', server_seed: null, numbers_json: null });
  });

  it('draws a committed draw once the secret is back', async () => {
    const db = p.env.DB;
    const at = Date.now() + 180 * DAY;
    await runCronTick(p.env, at);
    const next = await db.prepare("SELECT * FROM lottery_draws WHERE game_code = 'XSMB' AND draw_at > ? ORDER BY draw_at LIMIT 1").bind(at).first<DrawRow>();
    await runCronTick({ ...p.env, LOTTERY_FEED_SECRET: undefined }, next!.draw_at + 60_000);
    const reports = await runCronTick(p.env, next!.draw_at + 120_000);
    expect(job(reports, 'lottery.draw').detail).toBeUndefined();
    const drawn = await db.prepare('SELECT * FROM lottery_draws WHERE id = ?').bind(next!.id).first<DrawRow>();
    expect(drawn!.status).toBe('settled');
    expect(JSON.parse(drawn!.numbers_json!)).toEqual(await numbersFromSeed(drawn!.server_seed!, drawn!.issue, 'MB'));
    expect(await serverSeedHash(drawn!.server_seed!)).toBe(next!.seed_hash);
  });
});
