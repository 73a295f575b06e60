/**
 * The conformance checks an operator runs against their platform (scripts/lib/conformance.ts,
 * `npm run contract`) pass against the sandbox platform on a real local D1, with and without a
 * member's session, and fail with a readable reason against a platform that breaks one schema or
 * answers an error code the contract does not list.
 */
import { conformanceReport, runConformance } from '../../scripts/lib/conformance.ts';
import { routes } from '../../src/contracts/routes.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import { ensureAccount } from '../../src/platform/lib/ledger.ts';
import { gamesSeedSql } from '../../src/platform/seed/games.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const sandbox = usePlatform();
const ORIGIN = 'http://platform.test';

// The game vendors (DBS is a transfer-wallet vendor; not the games) and the house account the ledger pays from.
beforeAll(async () => {
  const db = sandbox.env.DB;
  const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  await db.batch(
    gamesSeedSql(q)
      .filter((s) => s.includes('game_vendors'))
      .map((s) => db.prepare(s)),
  );
  await ensureAccount(db, null, 'VND');
});

/** A member's session token on the sandbox, with `credit` minor units in the main wallet. */
async function memberToken(credit = 0): Promise<string> {
  const username = `conform${Math.floor(Math.random() * 1e6)}`;
  const r = await sandbox.call.send('register', { body: { username, password: 'Secret12', confirmPassword: 'Secret12', agree: true }, ip: '198.51.100.20' });
  expect(r.body.code).toBe('OK');
  const token = r.body.value.token as string;
  if (credit) expect((await sandbox.call.post('devCredit', { amount: credit }, token)).body.code).toBe('OK');
  return token;
}

describe('the conformance checks', () => {
  it('pass against the sandbox platform: reads with and without a session, the 401 of every token call, one effect of a repeated transfer', async () => {
    const token = await memberToken(10_000);
    const results = await runConformance({ send: (r) => handlePlatform(r, sandbox.env), origin: ORIGIN, token, gameWallet: 'DBS' });
    expect(conformanceReport(results)).toMatch(/^\d+ passed, 0 failed, over \d+ calls$/);
    const checks = new Set(results.map((r) => `${r.route}:${r.check}`));
    expect(checks).toContain('whitelabel:read');
    expect(checks).toContain('memberInfo:read with a session');
    expect(checks).toContain('walletTransfer:needs a session');
    expect(checks).toContain('walletTransfer:same transferId twice, one effect');
  }, 180_000);

  it('fail against a platform that moves the money of a repeated transfer twice', async () => {
    const token = await memberToken(10_000);
    // Forgets every transfer id: each request is a new transfer.
    const forgetful = async (r: Request) => {
      if (new URL(r.url).pathname !== routes.walletTransfer.path) return handlePlatform(r, sandbox.env);
      const body = (await r.json()) as Record<string, unknown>;
      return handlePlatform(
        new Request(r.url, { method: 'POST', headers: r.headers, body: JSON.stringify({ ...body, transferId: crypto.randomUUID() }) }),
        sandbox.env,
      );
    };
    const report = conformanceReport(await runConformance({ send: forgetful, origin: ORIGIN, token, gameWallet: 'DBS' }));
    expect(report).toMatch(
      /^FAIL walletTransfer \(same transferId twice, one effect\): the same transferId again: expected success with replayed: true, got 200 OK replayed false$/m,
    );
  }, 180_000);

  it('fail, naming the call and the field, against a platform that breaks one schema', async () => {
    const broken = async (r: Request) => {
      const res = await handlePlatform(r, sandbox.env);
      if (new URL(r.url).pathname !== routes.whitelabel.path) return res;
      const body = (await res.json()) as { value: Record<string, unknown> };
      delete body.value.modules;
      return Response.json(body);
    };
    const results = await runConformance({ send: broken, origin: ORIGIN });
    const report = conformanceReport(results);
    expect(report).toMatch(/^FAIL whitelabel \(read\): the value breaks the response schema at value\.modules: invalid_type \(expected array\)$/m);
    expect(report).toMatch(/\d+ passed, 1 failed/);
  }, 180_000);

  it('fail against a platform that answers an error the contract does not list, or lets a token call through', async () => {
    const odd = async (r: Request) => {
      const path = new URL(r.url).pathname;
      if (path === routes.systemStatus.path) return Response.json({ success: false, code: 'error_teapot', message: 'no' }, { status: 418 });
      if (path === routes.balance.path) return Response.json({ success: true, code: 'OK', value: { sumBalance: 0, currency: 'VND' } });
      return handlePlatform(r, sandbox.env);
    };
    const report = conformanceReport(await runConformance({ send: odd, origin: ORIGIN }));
    expect(report).toContain('FAIL systemStatus (read): error error_teapot with HTTP 418 is not one the contract lists for this call');
    expect(report).toContain('FAIL balance (needs a session): without a session: expected 401 error_not_logged_in, got 200 OK');
  }, 180_000);
});
