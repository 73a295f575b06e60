// A busy database (SQLite's `database is locked`, D1's `overloaded`) is retried a bounded number of
// times and then answered 503 error_busy with Retry-After, never 500 (src/platform/lib/d1-busy.ts).
// The fake sits at the D1 boundary, around the real local D1: a busy failure runs nothing (as in
// SQLite, where a busy statement or batch is rolled back whole), so a retry cannot write twice; a
// failure whose outcome is unknown (a lost connection after the write) is never retried.
import { BUSY_ATTEMPTS, BUSY_RETRY_AFTER_S, DatabaseBusyError, isBusyError, retryBusy, withBusyRetry } from '../../src/platform/lib/d1-busy.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { cronJobs } from '../../src/platform/cron/jobs.ts';
import { memberBalance } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { siteConfig } from '../../src/contracts/site-config.ts';
import { tickAndLog } from '../../workers/cron/index.ts';
import { platformCaller, usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const memberId = 2710;
let token = '';
const BUSY = 'D1_ERROR: database is locked: SQLITE_BUSY';
const noWait = async () => {};

/**
 * The real D1 with failures injected: the next `failures` calls of the kinds in `on` throw
 * `message` without running; with `afterWrite`, a batch runs first and then throws (its outcome
 * unknown to the caller). `calls` counts every call that reached the fake.
 */
function flakyD1(real: D1Database, plan: { failures: number; on: 'batch' | 'any'; message?: string; afterWrite?: boolean }) {
  let left = plan.failures;
  const stats = { calls: 0, failed: 0 };
  const maybeFail = () => {
    stats.calls++;
    if (left > 0) {
      left--;
      stats.failed++;
      throw new Error(plan.message ?? BUSY);
    }
  };
  type Fake = { inner: D1PreparedStatement } & Record<string, unknown>;
  const statement = (s: D1PreparedStatement): Fake => ({
    inner: s,
    bind: (...v: unknown[]) => statement(s.bind(...v)),
    first: async (c?: string) => {
      if (plan.on === 'any') maybeFail();
      return c === undefined ? s.first() : s.first(c);
    },
    run: async () => {
      if (plan.on === 'any') maybeFail();
      return s.run();
    },
    all: async () => {
      if (plan.on === 'any') maybeFail();
      return s.all();
    },
    raw: async () => {
      if (plan.on === 'any') maybeFail();
      return s.raw();
    },
  });
  const db = {
    prepare: (q: string) => statement(real.prepare(q)),
    batch: async (list: Fake[]) => {
      if (plan.afterWrite) {
        const out = await real.batch(list.map((f) => f.inner));
        maybeFail();
        return out;
      }
      maybeFail();
      return real.batch(list.map((f) => f.inner));
    },
    exec: (q: string) => real.exec(q),
  };
  return { db: db as unknown as D1Database, stats };
}

const balance = () => memberBalance(p.env.DB, memberId, siteConfig.currency);
const credit = (db: D1Database, amount: number) => platformCaller({ ...p.env, DB: db }).post('devCredit', { amount }, token);

beforeAll(async () => {
  await p.env.DB.prepare(
    "INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, 'busyone', 'n', 'x', 0, 0, ?)",
  )
    .bind(memberId, Date.now())
    .run();
  token = await createSession(p.env.DB, memberId);
});

describe('a busy database is retried, and a write lands once', () => {
  it('knows busy errors from the local runtime and from D1', () => {
    for (const m of [BUSY, 'database is locked', 'D1 DB is overloaded. Too many requests queued.']) expect(isBusyError(new Error(m)), m).toBe(true);
    for (const m of ['D1_ERROR: UNIQUE constraint failed: members.account', 'D1_ERROR: Network connection lost.', 'ledger_abort:insufficient'])
      expect(isBusyError(new Error(m)), m).toBe(false);
  });

  it('answers a call whose write met a locked database three times as if nothing happened, crediting once', async () => {
    const before = await balance();
    const { db, stats } = flakyD1(p.env.DB, { failures: BUSY_ATTEMPTS - 1, on: 'batch' });
    const res = await credit(db, 5_000);
    expect([res.status, res.body.code]).toEqual([200, 'OK']);
    expect(stats.failed).toBe(BUSY_ATTEMPTS - 1);
    expect(await balance()).toBe(before + 5_000);
  });

  it('retries reads and writes alike (every statement of the request)', async () => {
    const before = await balance();
    const { db, stats } = flakyD1(p.env.DB, { failures: BUSY_ATTEMPTS - 1, on: 'any' });
    const res = await credit(db, 700);
    expect(res.status).toBe(200);
    expect(stats.failed).toBe(BUSY_ATTEMPTS - 1);
    expect(await balance()).toBe(before + 700);
  });

  it('never repeats a write whose outcome is unknown', async () => {
    const before = await balance();
    const { db, stats } = flakyD1(p.env.DB, { failures: 1, on: 'batch', afterWrite: true, message: 'D1_ERROR: Network connection lost.' });
    const res = await credit(db, 900);
    expect([res.status, res.body.code]).toEqual([500, 'error_internal']);
    expect(stats.failed).toBe(1);
    expect(await balance()).toBe(before + 900);
  });
});

describe('a database that stays busy', () => {
  it('is answered 503 error_busy with Retry-After in the header and the envelope, never 500, moving nothing', async () => {
    const before = await balance();
    const { db } = flakyD1(p.env.DB, { failures: Number.POSITIVE_INFINITY, on: 'any' });
    const res = await credit(db, 1_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
    expect(res.body).toEqual({ success: false, code: 'error_busy', message: expect.any(String), value: { retryAfter: BUSY_RETRY_AFTER_S } });
    expect(await balance()).toBe(before);
  });

  it('is given up on after a bounded number of tries', async () => {
    let tries = 0;
    const op = async () => {
      tries++;
      throw new Error(BUSY);
    };
    await expect(retryBusy(op, noWait)).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(tries).toBe(BUSY_ATTEMPTS);
    tries = 0;
    await expect(
      retryBusy(async () => {
        tries++;
        throw new Error('UNIQUE constraint failed');
      }, noWait),
    ).rejects.toThrow('UNIQUE');
    expect(tries).toBe(1);
  });

  it('leaves every cron job for the next tick and logs the tick as one JSON line, without throwing', async () => {
    const { db } = flakyD1(p.env.DB, { failures: Number.POSITIVE_INFINITY, on: 'any' });
    const env = { ...p.env, DB: withBusyRetry(db, noWait) };
    const lines: Record<string, unknown>[] = [];
    const reports = await runCronTick(env, Date.now(), (l) => lines.push(l));
    expect(reports.map((r) => r.job)).toEqual(cronJobs.map((j) => j.name));
    // The push job without VAPID keys (test platforms have none) sends nothing and reads no table.
    for (const r of reports) expect(r, r.job).toMatchObject({ changed: 0, detail: r.job === 'member.pushNotifications' ? 'vapid_missing' : 'busy' });
    expect(lines).toEqual([]);
    await tickAndLog(env, '* * * * *', Date.now(), (l) => lines.push(l));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'cron-tick',
      cron: '* * * * *',
      reports: expect.arrayContaining([{ job: cronJobs[0]!.name, changed: 0, detail: 'busy' }]),
    });
    expect(() => JSON.stringify(lines[0])).not.toThrow();
  });

  it('runs the cron jobs once the database frees up within the tries', async () => {
    const { db } = flakyD1(p.env.DB, { failures: BUSY_ATTEMPTS - 1, on: 'any' });
    const reports = await runCronTick({ ...p.env, DB: withBusyRetry(db, noWait) }, Date.now());
    expect(reports.filter((r) => r.detail === 'busy' || r.detail === 'failed')).toEqual([]);
  });
});
