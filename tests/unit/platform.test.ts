// The sandbox platform on a real local D1 (DESIGN.md "Runtime picture"): route-table dispatch, encrypted
// bodies, sessions, captcha after a failure, and the ledger's invariants.
import { CompactEncrypt, importJWK } from 'jose';
import { DEV_TOOLS_HEADER } from '../../src/platform/dev/dev-tools.ts';
import { TEST_DEV_TOOLS_KEY } from '../helpers/platform.ts';
import { findRoute } from '../../src/contracts/routes.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { siteConfig } from '../../src/contracts/site-config.ts';
import { withHumanProof } from '../helpers/human-proof.ts';
import { startPlatform } from '../helpers/platform.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.dispose());

const B = 'http://platform.test';
async function jwe(body: unknown): Promise<string> {
  const key = await importJWK(JSON.parse(platform.env.PLATFORM_PUBLIC_JWK), 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body))).setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' }).encrypt(key);
}
async function call(method: string, path: string, body?: unknown, opts: { token?: string; encrypt?: boolean } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (path.startsWith('/wps/dev/')) headers[DEV_TOOLS_HEADER] = TEST_DEV_TOOLS_KEY;
  let payload: string | undefined;
  if (body !== undefined) {
    const def = findRoute(path)?.def;
    if (def && body && typeof body === 'object') body = await withHumanProof(platform.env, def, body as Record<string, unknown>);
    payload = opts.encrypt === false ? JSON.stringify(body) : await jwe(body);
    headers['content-type'] = opts.encrypt === false ? 'application/json' : 'application/jose';
  }
  const res = await handlePlatform(new Request(B + path, { method, headers, body: payload }), platform.env);
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value?: any } };
}

describe('dispatch', () => {
  it('answers 404 outside the contract and 405 for the wrong method', async () => {
    expect((await call('GET', '/wps/nothing')).status).toBe(404);
    expect((await call('GET', '/wps/session/login')).status).toBe(405);
  });

  it('refuses a plain body on an encrypted call', async () => {
    const r = await call('POST', '/wps/session/login', { username: 'a', password: 'b' }, { encrypt: false });
    expect(r).toMatchObject({ status: 400, body: { code: 'error_encryption_required' } });
  });

  it('answers 401 on a token call without a valid session', async () => {
    expect((await call('GET', '/wps/member/info')).body.code).toBe('error_not_logged_in');
    expect((await call('GET', '/wps/member/info', undefined, { token: 'forged' })).status).toBe(401);
  });
});

describe('registration and sessions', () => {
  it('registers, signs in with a new token each time, and ends the session at logout', async () => {
    const reg = await call('PUT', '/wps/member/register', { username: 'tester1', password: 'Secret12', confirmPassword: 'Secret12', agree: true });
    expect(reg.status).toBe(200);
    const t1 = reg.body.value.token as string;
    const info = await call('GET', '/wps/member/info', undefined, { token: t1 });
    expect(info.body.value).toMatchObject({ account: 'tester1', type: 0 });
    // A new member holds the sign-up reward the registration page promises (SPEC §2.6).
    expect((await call('GET', '/wps/v2/wallets/balance', undefined, { token: t1 })).body.value).toEqual({
      sumBalance: siteConfig.registrationBonusAmount,
      currency: 'VND',
    });

    const login = await call('POST', '/wps/session/login', { username: 'tester1', password: 'Secret12' });
    const t2 = login.body.value.token as string;
    expect(t2).not.toBe(t1);
    expect((await call('DELETE', '/wps/session/logout', undefined, { token: t2 })).status).toBe(200);
    expect((await call('GET', '/wps/member/info', undefined, { token: t2 })).status).toBe(401);
    expect((await call('GET', '/wps/member/info', undefined, { token: t1 })).status).toBe(200);
  });

  it('refuses a taken username and invalid fields without creating anything', async () => {
    const dup = await call('PUT', '/wps/member/register', { username: 'TESTER1', password: 'Secret12', confirmPassword: 'Secret12', agree: true });
    expect(dup).toMatchObject({ status: 409, body: { code: 'error_username_taken' } });
    const bad = await call('PUT', '/wps/member/register', { username: '9abc', password: 'a b', confirmPassword: 'x', agree: true });
    expect(bad.body).toMatchObject({ code: 'error_validation', value: { fields: { username: 'pattern_1' } } });
    const count = await platform.env.DB.prepare('SELECT COUNT(*) AS n FROM members').first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it('asks for the captcha after a failed login and accepts the right answer once', async () => {
    const fail1 = await call('POST', '/wps/session/login', { username: 'tester1', password: 'Wrong123' });
    expect(fail1.body).toMatchObject({ code: 'error_credentials', value: { captcha: true } });
    const noCaptcha = await call('POST', '/wps/session/login', { username: 'tester1', password: 'Secret12' });
    expect(noCaptcha.body.code).toBe('error_captcha_invalid');
    const captchaKey = 'k'.repeat(24);
    const img = await call('GET', `/wps/captcha?captchaKey=${captchaKey}`);
    expect(atob(img.body.value).startsWith('\x89PNG')).toBe(true);
    const answer = (await call('GET', `/wps/dev/captcha-answer?captchaKey=${captchaKey}`)).body.value as string;
    const ok = await call('POST', '/wps/session/login', { username: 'tester1', password: 'Secret12', captcha: answer, captchaKey });
    expect(ok.status).toBe(200);
    const reuse = await call('POST', '/wps/session/login', { username: 'tester1', password: 'Wrong123', captcha: answer, captchaKey });
    expect(reuse.body.code).toBe('error_credentials');
  });

  it('accepts the text question instead of the image: the sum, once, and nothing else', async () => {
    const fail1 = await call('POST', '/wps/session/login', { username: 'tester1', password: 'Wrong123' });
    expect(fail1.body.value).toMatchObject({ captcha: true });
    const key = (c: string) => c.repeat(24);
    const q = (await call('GET', `/wps/captcha/text?captchaKey=${key('q')}`)).body.value as { a: number; b: number };
    expect(q.a).toBeGreaterThanOrEqual(10);
    expect(q.b).toBeLessThanOrEqual(49);
    const wrong = await call('POST', '/wps/session/login', { username: 'tester1', password: 'Secret12', captcha: String(q.a + q.b + 1), captchaKey: key('q') });
    expect(wrong.body.code).toBe('error_captcha_invalid');
    // One try per question: the right sum after a wrong one is refused too.
    expect(
      (await call('POST', '/wps/session/login', { username: 'tester1', password: 'Secret12', captcha: String(q.a + q.b), captchaKey: key('q') })).body.code,
    ).toBe('error_captcha_invalid');
    const q2 = (await call('GET', `/wps/captcha/text?captchaKey=${key('r')}`)).body.value as { a: number; b: number };
    const ok = await call('POST', '/wps/session/login', { username: 'tester1', password: 'Secret12', captcha: String(q2.a + q2.b), captchaKey: key('r') });
    expect(ok.status).toBe(200);
    expect((await call('GET', '/wps/captcha/text?captchaKey=short')).status).toBe(400);
  });

  it('does not say whether the username or the password was wrong', async () => {
    const unknown = await call('POST', '/wps/session/login', { username: 'nobody99', password: 'Secret12' });
    expect(unknown.body).toMatchObject({ code: 'error_credentials' });
  });
});

describe('ledger', () => {
  it('posts only balanced transactions, never overdraws, and replays by idempotency key', async () => {
    const db = platform.env.DB;
    const house = await ensureAccount(db, null, 'VND');
    // A member with an empty wallet (a registered one holds the sign-up reward).
    const member = await db
      .prepare(
        "INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at) VALUES ('ledger1', 'ledger1', 'x', 0, 0, 0, 0) RETURNING id",
      )
      .first<{ id: number }>();
    const wallet = await ensureAccount(db, member!.id, 'VND');
    expect(
      await postTransaction(db, {
        idempotencyKey: 'u1',
        kind: 'deposit',
        entries: [
          { accountId: wallet, amount: 500 },
          { accountId: house, amount: -400 },
        ],
      }),
    ).toEqual({ ok: false, reason: 'unbalanced' });
    const first = await postTransaction(db, {
      idempotencyKey: 'd1',
      kind: 'deposit',
      entries: [
        { accountId: wallet, amount: 500 },
        { accountId: house, amount: -500 },
      ],
    });
    expect(first).toMatchObject({ ok: true, replayed: false });
    const replay = await postTransaction(db, {
      idempotencyKey: 'd1',
      kind: 'deposit',
      entries: [
        { accountId: wallet, amount: 500 },
        { accountId: house, amount: -500 },
      ],
    });
    expect(replay).toMatchObject({ ok: true, replayed: true });
    expect(
      await postTransaction(db, {
        idempotencyKey: 'd1',
        kind: 'deposit',
        entries: [
          { accountId: wallet, amount: 900 },
          { accountId: house, amount: -900 },
        ],
      }),
    ).toEqual({ ok: false, reason: 'idempotency_conflict' });
    expect(
      await postTransaction(db, {
        idempotencyKey: 'b1',
        kind: 'bet',
        entries: [
          { accountId: wallet, amount: -501 },
          { accountId: house, amount: 501 },
        ],
      }),
    ).toEqual({ ok: false, reason: 'insufficient_funds' });
    expect(await memberBalance(db, member!.id, 'VND')).toBe(500);
    const sum = await db.prepare('SELECT SUM(amount) AS s FROM ledger_entries').first<{ s: number }>();
    expect(sum?.s).toBe(0);
  });
});

describe('session lifetime', () => {
  it('keeps a fresh session of an old account, ends it after idling and after the absolute lifetime', async () => {
    const { createSession, sessionMember, SESSION_IDLE_MS, SESSION_MAX_MS } = await import('../../src/platform/identity/sessions.ts');
    const db = platform.env.DB;
    const longAgo = 0;
    await db
      .prepare(
        "INSERT INTO members (id, account, nickname, password_hash, type, created_at, password_changed_at, first_login) VALUES (9100, 'oldacct1', 'old', 'x', 0, ?, ?, 0)",
      )
      .bind(longAgo, longAgo)
      .run();
    const start = 100 * SESSION_MAX_MS;
    const token = await createSession(db, 9100, start);
    expect((await sessionMember(db, token, start + 1_000))?.account).toBe('oldacct1');
    expect(await sessionMember(db, token, start + 1_000 + SESSION_IDLE_MS + 1)).toBeNull();
    // Active all along, still ended at the absolute lifetime.
    const t2 = await createSession(db, 9100, start);
    for (let at = start; at < start + SESSION_MAX_MS; at += SESSION_IDLE_MS / 2) expect(await sessionMember(db, t2, at)).not.toBeNull();
    expect(await sessionMember(db, t2, start + SESSION_MAX_MS + 1)).toBeNull();
  });
});

describe('the route table on the sandbox platform', () => {
  it('implements every call: none answers 501 error_not_implemented', async () => {
    const { routes, routeGate } = await import('../../src/contracts/routes.ts');
    const { createSession } = await import('../../src/platform/identity/sessions.ts');
    const { platformCaller } = await import('../helpers/platform-call.ts');
    const db = platform.env.DB;
    const account = async (name: string, type: number) =>
      (await db
        .prepare(
          "INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at) VALUES (?, ?, 'x', ?, 0, ?, ?) RETURNING id",
        )
        .bind(name, name, type, Date.now(), Date.now())
        .first<{ id: number }>())!.id;
    const memberId = await account('walker01', 0);
    const agentId = await account('walkagent01', 1);
    const caller = platformCaller(platform.env);
    const missing: string[] = [];
    for (const [name, def] of Object.entries(routes) as [keyof typeof routes, import('../../src/contracts/route-def.ts').RouteDef][]) {
      // A fresh session per call: a call such as logout ends its own.
      const token = def.token ? await createSession(db, routeGate(def) === 'agent' ? agentId : memberId) : undefined;
      const r = def.method === 'GET' ? await caller.get(name, token) : await caller.post(name, {}, token);
      if (r.status === 501 || r.body.code === 'error_not_implemented') missing.push(`${def.method} ${def.path}`);
    }
    expect(missing).toEqual([]);
    // Every call of the table, one after another: allow for a busy machine.
  }, 120_000);
});
