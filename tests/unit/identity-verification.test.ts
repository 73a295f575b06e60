// Human verification (ALTCHA) and the SMS request calls of the sandbox platform on a real local
// D1 (SPEC §4 SMS button, §7.1 Request login SMS / Registration SMS, §8 phone errors): proofs are single use, codes land in the outbox, requests are throttled to one
// a second and too many mean a 5-minute wait.
import { CompactEncrypt, importJWK } from 'jose';
import { handlePlatform } from '../../src/platform/index.ts';
import { SMS_LOCKOUT_MS, SMS_WINDOW_LIMIT, smsThrottle } from '../../src/platform/identity/sms-throttle.ts';
import { readOutbox } from '../../src/platform/services/notifier.ts';
import { humanProof } from '../helpers/human-proof.ts';
import { startPlatform } from '../helpers/platform.ts';
import { platformCaller } from '../helpers/platform-call.ts';
import type { RouteDef } from '../../src/contracts/route-def.ts';
import { routes, type RouteName } from '../../src/contracts/routes.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
beforeAll(async () => {
  platform = await startPlatform();
  await platform.env.DB.prepare(
    "INSERT INTO members (id, account, nickname, password_hash, type, first_login, password_changed_at, created_at, mobile_num) VALUES (7, 'phoneuser', 'phoneuser', 'x', 0, 0, 0, 0, '+84901111222')",
  ).run();
  await platform.env.DB.prepare(
    "INSERT INTO members (id, account, nickname, password_hash, type, first_login, password_changed_at, created_at, mobile_num) VALUES (8, 'phoneuser2', 'phoneuser2', 'x', 0, 0, 0, 0, '+84901111333')",
  ).run();
});
afterAll(() => platform.dispose());

let ipSeq = 0;
async function call(method: string, path: string, body?: unknown, opts: { encrypt?: boolean; ip?: string } = {}) {
  const headers: Record<string, string> = { 'x-client-ip': opts.ip ?? `198.51.100.${++ipSeq}` };
  let payload: string | undefined;
  if (body !== undefined) {
    if (opts.encrypt === false) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    } else {
      const key = await importJWK(JSON.parse(platform.env.PLATFORM_PUBLIC_JWK), 'RSA-OAEP-256');
      payload = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body)))
        .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
        .encrypt(key);
      headers['content-type'] = 'application/jose';
    }
  }
  const res = await handlePlatform(new Request(`http://platform.test${path}`, { method, headers, body: payload }), platform.env);
  return { status: res.status, headers: res.headers, body: (await res.json()) as { success: boolean; code: string; value?: any } };
}

describe('human verification', () => {
  it('hands out signed challenges', async () => {
    const r = await call('GET', '/wps/verification/challenge');
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ parameters: { algorithm: 'SHA-256' }, signature: expect.any(String) });
  });

  it('refuses an SMS request without a proof, with a forged one, and with a spent one', async () => {
    const target = { mobileNo: '0902000001', countryDialingCode: '+84' };
    expect((await call('POST', '/wps/verification/sms/register', target)).body.code).toBe('error_human_verification');
    expect((await call('POST', '/wps/verification/sms/register', { ...target, altcha: btoa('{"challenge":{},"solution":{}}') })).body.code).toBe(
      'error_human_verification',
    );
    const proof = await humanProof(platform.env);
    expect((await call('POST', '/wps/verification/sms/register', { ...target, altcha: proof })).status).toBe(200);
    const again = await call('POST', '/wps/verification/sms/register', { ...target, mobileNo: '0902000002', altcha: proof });
    expect(again.body).toMatchObject({ code: 'error_human_verification', value: { fields: { altcha: 'spent' } } });
  });
});

describe('a platform without ALTCHA_HMAC_KEY', () => {
  const shape = (def: RouteDef) => (def.request as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def?.shape ?? {};
  const bodies: Partial<Record<RouteName, Record<string, unknown>>> = {
    login: { username: 'phoneuser', password: 'Secret12' },
    loginSms: { mobileNum: '0901111222', countryDialingCode: '84' },
    registerSms: { mobileNo: '0906000001', countryDialingCode: '84', registerType: 'mobile' },
    register: { username: 'nokeyuser1', password: 'Secret12', confirmPassword: 'Secret12', agree: true },
    registerMobile: { mobileNum: '0906000001', countryDialingCode: '84', verificationCode: '123456', agree: true },
  };
  const counts = async () =>
    Promise.all(
      ['members', 'sessions', 'outbox', 'verification_codes'].map(
        async (t) => (await platform.env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>())!.n,
      ),
    );

  it('flags every call whose form carries the human-verification proof', () => {
    const withProof = (Object.entries(routes) as [RouteName, RouteDef][]).filter(([, def]) => 'altcha' in shape(def)).map(([name]) => name);
    const flagged = (Object.entries(routes) as [RouteName, RouteDef][]).filter(([, def]) => def.humanCheck).map(([name]) => name);
    expect(flagged.sort()).toEqual(withProof.sort());
    expect(Object.keys(bodies).sort()).toEqual(flagged);
  });

  it.each([
    ['no key', undefined],
    ['a key too short to be one', 'short-key'],
  ])('with %s answers 503 on every call that needs the check, and on the challenge, changing nothing', async (_label, key) => {
    const keyless = platformCaller({ ...platform.env, ALTCHA_HMAC_KEY: key });
    const before = await counts();
    for (const [name, body] of Object.entries(bodies) as [RouteName, Record<string, unknown>][]) {
      // Even a proof that a keyed platform would accept does not get through.
      const r = await keyless.post(name, { ...body, altcha: await humanProof(platform.env) }, undefined, `198.51.100.${++ipSeq}`);
      expect({ name, status: r.status, code: r.body.code }).toEqual({ name, status: 503, code: 'error_human_check_unavailable' });
    }
    const challenge = await keyless.get('humanChallenge');
    expect(challenge).toMatchObject({ status: 503, body: { success: false, code: 'error_human_check_unavailable' } });
    expect(await counts()).toEqual(before);
  });
});

describe('SMS requests', () => {
  it('sends a registration code to the outbox and answers expiredMinutes and expirationTime', async () => {
    const before = Date.now();
    const r = await call('POST', '/wps/verification/sms/register', {
      mobileNo: '0903 000 003',
      countryDialingCode: '84',
      registerType: 'mobile',
      altcha: await humanProof(platform.env),
    });
    expect(r.status).toBe(200);
    expect(r.body.value.expiredMinutes).toBe(1);
    expect(r.body.value.expirationTime).toBeGreaterThanOrEqual(before + 60_000);
    const [msg] = await readOutbox(platform.env.DB, '+84903000003');
    expect(msg).toMatchObject({ channel: 'sms', purpose: 'register' });
    expect(msg!.body).toMatch(/\b\d{6}\b/);
  });

  it("answers a registration SMS for a member's number like any other, and sends its owner a notice instead of a code", async () => {
    const member = await call('POST', '/wps/verification/sms/register', {
      mobileNo: '901111222',
      countryDialingCode: '84',
      altcha: await humanProof(platform.env),
    });
    const stranger = await call('POST', '/wps/verification/sms/register', {
      mobileNo: '909999777',
      countryDialingCode: '84',
      altcha: await humanProof(platform.env),
    });
    expect(member.status).toBe(stranger.status);
    expect(Object.keys(member.body.value).sort()).toEqual(Object.keys(stranger.body.value).sort());
    const [notice] = await readOutbox(platform.env.DB, '+84901111222');
    expect(notice!.body).toMatch(/already has an account/);
    expect(notice!.body).not.toMatch(/\b\d{6}\b/);
  });

  it('sends a login code only to a member, with the same answer either way', async () => {
    const member = await call('POST', '/wps/verification/sms/noLogin', {
      mobileNum: '0901111333',
      countryDialingCode: '84',
      altcha: await humanProof(platform.env),
    });
    const stranger = await call('POST', '/wps/verification/sms/noLogin', {
      mobileNum: '0909999888',
      countryDialingCode: '84',
      altcha: await humanProof(platform.env),
    });
    expect(member.status).toBe(200);
    expect(stranger.status).toBe(200);
    expect(Object.keys(member.body.value)).toEqual(Object.keys(stranger.body.value));
    expect((await readOutbox(platform.env.DB, '+84901111333'))[0]).toMatchObject({ purpose: 'login' });
    expect(await readOutbox(platform.env.DB, '+84909999888')).toEqual([]);
  });

  it('rejects a malformed number, and a plain (unencrypted) body', async () => {
    const bad = await call('POST', '/wps/verification/sms/noLogin', { mobileNum: '12ab', countryDialingCode: '84', altcha: 'x' });
    expect(bad.body).toMatchObject({ code: 'error_validation', value: { fields: { mobileNum: 'error_phone_invalid' } } });
    const plain = await call('POST', '/wps/verification/sms/noLogin', { mobileNum: '0901111222', countryDialingCode: '84' }, { encrypt: false });
    expect(plain.body.code).toBe('error_encryption_required');
  });

  it('lists the countries of the dialing-code picker, Vietnam first', async () => {
    const r = await call('GET', '/wps/system/countryCode');
    expect(r.body.value[0]).toEqual({ countryCode: 'VN', countryDialingCode: '84' });
    expect(r.body.value.length).toBeGreaterThan(20);
  });
});

describe('SMS throttles', () => {
  const db = () => platform.env.DB;

  it('allows one request a second per number', async () => {
    const t = 1_000_000;
    expect(await smsThrottle(db(), '+84911000001', '203.0.113.1', t)).toBeNull();
    const second = await smsThrottle(db(), '+84911000001', '203.0.113.2', t + 300);
    expect(second).toMatchObject({ status: 429, body: { code: 'error_rate_limited' } });
    expect(await smsThrottle(db(), '+84911000001', '203.0.113.3', t + 1_300)).toBeNull();
  });

  it('allows one request a second per IP', async () => {
    const t = 2_000_000;
    expect(await smsThrottle(db(), '+84911000002', '203.0.113.9', t)).toBeNull();
    expect(await smsThrottle(db(), '+84911000003', '203.0.113.9', t + 10)).toMatchObject({ status: 429 });
  });

  it('makes a number wait 5 minutes after too many requests', async () => {
    const t = 3_000_000;
    const n = '+84911000004';
    for (let i = 0; i < SMS_WINDOW_LIMIT; i++) expect(await smsThrottle(db(), n, `192.0.2.${i}`, t + i * 1_500)).toBeNull();
    const blocked = await smsThrottle(db(), n, '192.0.2.99', t + SMS_WINDOW_LIMIT * 1_500);
    expect(blocked).toMatchObject({ status: 429, body: { code: 'error_sms_too_many', value: { retryAfter: 300 } }, headers: { 'retry-after': '300' } });
    const lockedAt = t + SMS_WINDOW_LIMIT * 1_500;
    expect(await smsThrottle(db(), n, '192.0.2.100', lockedAt + SMS_LOCKOUT_MS - 1_000)).toMatchObject({ body: { code: 'error_sms_too_many' } });
    expect(await smsThrottle(db(), n, '192.0.2.101', lockedAt + SMS_LOCKOUT_MS + 1)).toBeNull();
  });

  it('answers 429 with Retry-After through the call', async () => {
    const [p1, p2] = [await humanProof(platform.env), await humanProof(platform.env)];
    const body = { mobileNo: '0904000005', countryDialingCode: '84' };
    expect((await call('POST', '/wps/verification/sms/register', { ...body, altcha: p1 }, { ip: '198.51.100.200' })).status).toBe(200);
    const r = await call('POST', '/wps/verification/sms/register', { ...body, altcha: p2 }, { ip: '198.51.100.201' });
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('1');
  });
});

describe('login with human verification and by SMS code', () => {
  beforeAll(async () => {
    const { hashPassword } = await import('../../src/platform/crypto/password.ts');
    await platform.env.DB.prepare(
      "INSERT INTO members (id, account, nickname, password_hash, type, first_login, password_changed_at, created_at, mobile_num) VALUES (9, 'smslogin1', 'smslogin1', ?, 0, 1, ?, 0, '+84905555666')",
    )
      .bind(await hashPassword('Secret12'), Date.now())
      .run();
    // The IP the password sign-in below comes from is registered, so it skips the two-step verification.
    await platform.env.DB.prepare("INSERT INTO member_ips (member_id, ip, registered_at) VALUES (9, '203.0.113.250', 0)").run();
  });

  it('needs the human check before the password is even looked at', async () => {
    const r = await call('POST', '/wps/session/login', { username: 'smslogin1', password: 'Secret12' });
    expect(r.body.code).toBe('error_human_verification');
  });

  it('accepts the mobile number as the username', async () => {
    const r = await call(
      'POST',
      '/wps/session/login',
      { username: '0905555666', password: 'Secret12', altcha: await humanProof(platform.env) },
      { ip: '203.0.113.250' },
    );
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ firstTimeLogin: true, token: expect.any(String) });
  });

  it('signs in by SMS code once, never asking for a password change', async () => {
    await call('POST', '/wps/verification/sms/noLogin', { mobileNum: '0905555666', countryDialingCode: '84', altcha: await humanProof(platform.env) });
    const code = (await readOutbox(platform.env.DB, '+84905555666'))[0]!.body.match(/\b(\d{6})\b/)![1]!;
    const wrong = await call('POST', '/wps/session/login', {
      type: 'sms',
      username: '0905555666',
      password: code === '000000' ? '111111' : '000000',
      countryDialingCode: '84',
      altcha: await humanProof(platform.env),
    });
    expect(wrong.body).toMatchObject({ code: 'error_sms_code_invalid', value: { fields: { password: 'error_sms_code_invalid' } } });
    const ok = await call('POST', '/wps/session/login', {
      type: 'sms',
      username: '0905555666',
      password: code,
      countryDialingCode: '84',
      altcha: await humanProof(platform.env),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.value.passwordExpired).toBe(false);
    const again = await call('POST', '/wps/session/login', {
      type: 'sms',
      username: '0905555666',
      password: code,
      countryDialingCode: '84',
      altcha: await humanProof(platform.env),
    });
    expect(again.body.code).toBe('error_sms_code_invalid');
  });
});
