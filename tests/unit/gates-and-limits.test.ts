// Roles, gates, rate limits and session lifetimes on the sandbox platform (SPEC
// §5.3, §6, §8): the route table's gates enforced by the dispatcher, who may sign in where,
// 429 with Retry-After from the policy table, identity calls encrypted, sessions that end.
import { checkLogin } from '../../src/contracts/access.ts';
import { carriesBody, identityRouteNames } from '../../src/contracts/identity-routes.ts';
import type { RouteDef } from '../../src/contracts/route-def.ts';
import { routeGate, routes } from '../../src/contracts/routes.ts';
import { rateLimitPolicy } from '../../src/platform/policies/rate-limits.ts';
import { createSession, MAX_SESSIONS_PER_MEMBER, SESSION_IDLE_MS, SESSION_MAX_MS } from '../../src/platform/identity/sessions.ts';
import { hashPassword } from '../../src/platform/crypto/password.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const sandbox = usePlatform();
afterEach(() => vi.useRealTimers());

async function member(account: string, type: number, password = 'Secret12'): Promise<number> {
  const row = await sandbox.env.DB.prepare(
    'INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at) VALUES (?, ?, ?, ?, 0, ?, ?) RETURNING id',
  )
    .bind(account, account, await hashPassword(password), type, Date.now(), Date.now())
    .first<{ id: number }>();
  await sandbox.env.DB.prepare("INSERT INTO member_ips (member_id, ip, registered_at) VALUES (?, 'unknown', 0)").bind(row!.id).run();
  return row!.id;
}

describe('the route table', () => {
  it('sends every identity call that carries a body encrypted upstream', () => {
    const names = identityRouteNames();
    expect(names.length).toBeGreaterThan(8);
    for (const name of names) {
      const def: RouteDef = routes[name];
      if (carriesBody(def)) expect(def.encrypted, name).toBe(true);
    }
  });

  it('gives every token route a gate, member unless it says otherwise', () => {
    for (const def of Object.values(routes) as RouteDef[]) {
      if (def.token) expect(['login', 'member', 'agent']).toContain(routeGate(def));
      else expect(routeGate(def)).toBeNull();
    }
    expect(routeGate(routes.balance)).toBe('login');
    expect(routeGate(routes.launchGame)).toBe('login');
    expect(routeGate(routes.walletTransfer)).toBe('member');
    expect(routeGate(routes.favoriteGames)).toBe('member');
  });

  it('limits login, second-step SMS, registration and captcha (login and registration SMS throttle in their handler)', () => {
    for (const name of ['login', 'twoFactorSend', 'register', 'registerMobile', 'captcha'] as const) {
      expect(
        rateLimitPolicy[name]?.some((r) => r.per === 'ip'),
        name,
      ).toBe(true);
    }
    expect(rateLimitPolicy.login?.some((r) => r.per === 'input' && r.fields?.includes('username'))).toBe(true);
  });
});

describe('who may sign in where', () => {
  it('keeps non-member account types out and the agent area to agents', () => {
    expect(checkLogin('member', 0)).toBe('allow');
    expect(checkLogin('member', 4)).toBe('allow');
    for (const t of [1, 2, 41, 42]) expect(checkLogin('agent', t)).toBe('allow');
    expect(checkLogin('agent', 0)).toBe('error_not_agent');
    expect(checkLogin('agent', 4)).toBe('error_not_agent');
    for (const t of [3, 9, 99]) expect(checkLogin('member', t)).toBe('member_no_enter');
  });

  it('refuses a non-member account with member_no_enter and no session', async () => {
    await member('house7', 9);
    const r = await sandbox.call.post('login', { username: 'house7', password: 'Secret12' });
    expect(r).toMatchObject({ status: 403, body: { code: 'member_no_enter' } });
    expect(r.body.value?.token).toBeUndefined();
  });

  it('refuses the agent area to a member with error_not_agent, and opens it to an agent', async () => {
    await member('plain7', 0);
    await member('agent7', 41);
    expect(await sandbox.call.post('login', { username: 'plain7', password: 'Secret12', area: 'agent' })).toMatchObject({
      status: 403,
      body: { code: 'error_not_agent' },
    });
    const agent = await sandbox.call.post('login', { username: 'agent7', password: 'Secret12', area: 'agent' });
    expect(agent.status).toBe(200);
    expect(typeof agent.body.value.token).toBe('string');
  });
});

describe('gates on token routes', () => {
  it('lets a trial user read the balance but not use member calls', async () => {
    const id = await member('trial7', 4);
    const token = await createSession(sandbox.env.DB, id);
    expect((await sandbox.call.get('balance', token)).status).toBe(200);
    expect(
      await sandbox.call.post('changePassword', { oldPassword: 'Secret12', newPassword: 'Other123', confirmNewPassword: 'Other123' }, token),
    ).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after too many failed logins for one account, whatever the IP', async () => {
    for (let i = 0; i < 10; i++) {
      const r = await sandbox.call.post('login', { username: 'victim1', password: `Wrong${i}99` }, undefined, `203.0.113.${i}`);
      expect(r.status, `attempt ${i}`).toBe(400);
    }
    const blocked = await sandbox.call.post('login', { username: 'VICTIM1', password: 'Wrong999' }, undefined, '203.0.113.200');
    expect(blocked).toMatchObject({ status: 429, body: { code: 'error_rate_limited', value: { retryAfter: expect.any(Number) } } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    // Another account from the same IP is not affected.
    expect((await sandbox.call.post('login', { username: 'other11', password: 'Wrong999' }, undefined, '203.0.113.200')).status).toBe(400);
  });

  it('does not count successful logins', async () => {
    await member('busy77', 0);
    for (let i = 0; i < 12; i++)
      expect((await sandbox.call.post('login', { username: 'busy77', password: 'Secret12' }, undefined, '192.0.2.7')).status).toBe(200);
  });

  it('limits captcha images per IP and lets the window pass', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_800_000_000_000);
    const get = (ip: string) => sandbox.call.get('captcha', undefined, { captchaKey: `k${'x'.repeat(20)}${ip.length}` }, ip);
    for (let i = 0; i < 60; i++) expect((await get('192.0.2.50')).status).toBe(200);
    const blocked = await get('192.0.2.50');
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('60');
    expect((await get('192.0.2.51')).status).toBe(200);
    vi.setSystemTime(1_800_000_000_000 + 61_000);
    expect((await get('192.0.2.50')).status).toBe(200);
  });
});

describe('session lifetime', () => {
  it('ends a session after 30 minutes without use', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = 1_800_000_000_000;
    vi.setSystemTime(t0);
    const token = await createSession(sandbox.env.DB, await member('idle77', 0), t0);
    vi.setSystemTime(t0 + SESSION_IDLE_MS - 1_000);
    expect((await sandbox.call.get('memberInfo', token)).status).toBe(200);
    vi.setSystemTime(t0 + 2 * SESSION_IDLE_MS - 2_000);
    expect((await sandbox.call.get('memberInfo', token)).status).toBe(200);
    vi.setSystemTime(t0 + 3 * SESSION_IDLE_MS);
    expect(await sandbox.call.get('memberInfo', token)).toMatchObject({ status: 401, body: { code: 'error_not_logged_in' } });
  });

  it('ends a session 12 hours after sign-in even when used all along', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = 1_800_000_000_000;
    vi.setSystemTime(t0);
    const token = await createSession(sandbox.env.DB, await member('long77', 0), t0);
    for (let t = t0; t < t0 + SESSION_MAX_MS; t += 20 * 60_000) {
      vi.setSystemTime(t);
      expect((await sandbox.call.get('memberInfo', token)).status).toBe(200);
    }
    vi.setSystemTime(t0 + SESSION_MAX_MS + 1);
    expect((await sandbox.call.get('memberInfo', token)).status).toBe(401);
  });

  it('keeps at most MAX_SESSIONS_PER_MEMBER sessions: a new sign-in ends the oldest', async () => {
    await member('many77', 0);
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_MEMBER + 2; i++)
      tokens.push((await sandbox.call.post('login', { username: 'many77', password: 'Secret12' }, undefined, '192.0.2.8')).body.value.token);
    const live = await Promise.all(tokens.map(async (t) => (await sandbox.call.get('memberInfo', t)).status));
    expect(live).toEqual([401, 401, ...Array(MAX_SESSIONS_PER_MEMBER).fill(200)]);
  });
});
