// Sandbox verification services on a real local D1: the outbox notifier, one-time codes and the
// rate limiter that the identity flows (SPEC §4 SMS button, §2.5 two-step, forgot by phone) share.
import { DEV_TOOLS_HEADER } from '../../src/platform/dev/dev-tools.ts';
import { TEST_DEV_TOOLS_KEY } from '../helpers/platform.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import { hitRateLimit, hitRateLimits } from '../../src/platform/services/rate-limit.ts';
import { outboxNotifier, readOutbox } from '../../src/platform/services/notifier.ts';
import { issueCode, MAX_CODE_ATTEMPTS, verifyCode } from '../../src/platform/services/verification-codes.ts';
import { startPlatform } from '../helpers/platform.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.dispose());

const send = (recipient: string, now: number, purpose = 'login') =>
  issueCode({
    db: platform.env.DB,
    notifier: outboxNotifier(platform.env.DB),
    purpose,
    channel: 'sms',
    recipient,
    subject: 'Code',
    text: (c) => `Your code is ${c}`,
    ttlMs: 60_000,
    now,
  });
const lastCode = async (to: string) => (await readOutbox(platform.env.DB, to))[0]!.body.match(/\d{6}/)![0];

describe('one-time codes', () => {
  it('delivers a 6-digit code to the outbox and accepts it once', async () => {
    const { expiresAt } = await send('+84900000001', 1_000);
    expect(expiresAt).toBe(61_000);
    const code = await lastCode('+84900000001');
    expect(await verifyCode(platform.env.DB, 'login', '+84900000001', code, 2_000)).toBe('ok');
    expect(await verifyCode(platform.env.DB, 'login', '+84900000001', code, 2_000)).toBe('refused');
  });

  it('refuses, with one outcome, a wrong code, an expired one, another purpose, and every try after too many', async () => {
    await send('+84900000002', 0);
    const code = await lastCode('+84900000002');
    expect(await verifyCode(platform.env.DB, 'register', '+84900000002', code, 1)).toBe('refused');
    expect(await verifyCode(platform.env.DB, 'login', '+84900000002', code, 60_000)).toBe('refused');
    await send('+84900000002', 100_000);
    const fresh = await lastCode('+84900000002');
    const wrong = fresh === '000000' ? '000001' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) expect(await verifyCode(platform.env.DB, 'login', '+84900000002', wrong, 100_001)).toBe('refused');
    expect(await verifyCode(platform.env.DB, 'login', '+84900000002', fresh, 100_002)).toBe('refused');
    expect(await verifyCode(platform.env.DB, 'login', '+84900000099', fresh, 100_002)).toBe('refused');
  });

  it('shows the outbox through the dev-only call', async () => {
    await send('+84900000003', 5);
    const withKey = (key?: string) =>
      new Request('http://p.test/wps/dev/outbox?to=%2B84900000003', { headers: key === undefined ? {} : { [DEV_TOOLS_HEADER]: key } });
    const res = await handlePlatform(withKey(TEST_DEV_TOOLS_KEY), platform.env);
    const body = (await res.json()) as { value: { purpose: string; body: string }[] };
    expect(body.value[0]).toMatchObject({ purpose: 'login', body: expect.stringMatching(/\d{6}/) });
    // Switch off, or no key, a wrong key, or a key too short to be one: as if the call did not exist.
    expect((await handlePlatform(withKey(TEST_DEV_TOOLS_KEY), { ...platform.env, SANDBOX_DEV_TOOLS: '0' })).status).toBe(404);
    expect((await handlePlatform(withKey(), platform.env)).status).toBe(404);
    expect((await handlePlatform(withKey(`${TEST_DEV_TOOLS_KEY.slice(0, -1)}x`), platform.env)).status).toBe(404);
    expect((await handlePlatform(withKey('short'), { ...platform.env, DEV_TOOLS_KEY: 'short' })).status).toBe(404);
    expect((await handlePlatform(withKey(''), { ...platform.env, DEV_TOOLS_KEY: undefined })).status).toBe(404);
  });

  it('refuses every dev-only call of the route table without the key', async () => {
    const { routes } = await import('../../src/contracts/routes.ts');
    const dev = (Object.values(routes) as import('../../src/contracts/route-def.ts').RouteDef[]).filter((r) => r.devOnly);
    expect(dev.length).toBeGreaterThanOrEqual(7);
    for (const r of dev) {
      const res = await handlePlatform(
        new Request(`http://p.test${r.path}`, {
          method: r.method,
          headers: { 'content-type': 'application/json' },
          body: r.method === 'GET' ? undefined : '{}',
        }),
        platform.env,
      );
      expect(res.status, r.path).toBe(404);
    }
  });
});

describe('rate limits', () => {
  it('allows `limit` hits per window, then refuses with the time left, then resets', async () => {
    const rule = { limit: 2, windowMs: 1_000 };
    expect(await hitRateLimit(platform.env.DB, 'k1', rule, 10_000)).toEqual({ allowed: true, retryAfterMs: 0, windowStart: 10_000 });
    expect((await hitRateLimit(platform.env.DB, 'k1', rule, 10_100)).allowed).toBe(true);
    expect(await hitRateLimit(platform.env.DB, 'k1', rule, 10_400)).toEqual({ allowed: false, retryAfterMs: 600, windowStart: 10_000 });
    expect((await hitRateLimit(platform.env.DB, 'k1', rule, 11_000)).allowed).toBe(true);
  });

  it('counts concurrent hits exactly', async () => {
    const rule = { limit: 5, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 12 }, () => hitRateLimit(platform.env.DB, 'k2', rule, 50_000)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('refuses when any of several limits refuses', async () => {
    const hits = [
      { key: 'ip:a', rule: { limit: 10, windowMs: 1_000 } },
      { key: 'acct:a', rule: { limit: 1, windowMs: 5_000 } },
    ];
    expect((await hitRateLimits(platform.env.DB, hits, 0)).allowed).toBe(true);
    expect(await hitRateLimits(platform.env.DB, hits, 10)).toEqual({ allowed: false, retryAfterMs: 4_990 });
  });
});
