// The edge: token routes without a session, calls outside the contract, CSRF, redirects,
// security headers, and a logged-out visitor downloading no React before interacting; the dev
// tools only for a local developer; uploads re-encoded in workerd; the local runtime's own 502,
// 414 and 431 answered as the portal's errors.
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { humanProof, messages, signInViaModal } from './helpers.ts';
import { base64, concat, jpegBytes, pngBytes } from '../helpers/images.ts';

const t = messages('en');

test.describe('edge proxy and gate', () => {
  test('a token route without a session answers 401 and no data', async ({ request }) => {
    for (const path of ['/wps/member/info', '/wps/v2/wallets/balance']) {
      const res = await request.get(path);
      expect(res.status()).toBe(401);
      const body = await res.json();
      expect(body).toEqual({ success: false, code: 'error_not_logged_in', message: expect.any(String) });
    }
  });

  test('calls outside the contract, wrong methods and cross-site writes are refused', async ({ request, baseURL }) => {
    expect((await request.get('/wps/not/a/call')).status()).toBe(404);
    expect((await request.get('/wps/session/login')).status()).toBe(405);
    const csrf = await request.post('/wps/session/login', { data: { username: 'demo01', password: 'Demo1234' }, headers: { origin: 'https://evil.example' } });
    expect(csrf.status()).toBe(403);
    expect((await csrf.json()).code).toBe('error_csrf');
    const ok = await request.post('/wps/session/login', {
      data: { username: 'demo01', password: 'Demo1234', altcha: await humanProof(request) },
      headers: { origin: baseURL! },
    });
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(body.value.token).toBeUndefined();
    expect(ok.headers()['set-cookie']).toMatch(/HttpOnly/i);
  });

  test('home aliases lead home and pages carry the security headers', async ({ request }) => {
    for (const alias of ['/index', '/index.html', '/home', '/en/home']) {
      const res = await request.get(alias, { maxRedirects: 0 });
      expect(res.status(), alias).toBe(301);
      expect(new URL(res.headers().location!).pathname).toBe(alias.startsWith('/en') ? '/en/' : '/');
    }
    const home = await request.get('/');
    const h = home.headers();
    expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(h['strict-transport-security']).toContain('max-age=');
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('a logged-out visitor downloads no React until interacting, then the login modal opens', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/en/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /client\.|react/.test(s))).toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(scripts.some((s) => /client\./.test(s))).toBe(true);
  });
});

/** A signed-in session token of `username`, read from the login answer's cookie. */
async function sessionToken(request: import('@playwright/test').APIRequestContext, baseURL: string, username: string, password: string): Promise<string> {
  const res = await request.post('/wps/session/login', { data: { username, password, altcha: await humanProof(request) }, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
  return decodeURIComponent(/(?:^|\s)sid=([^;]+)/.exec(res.headers()['set-cookie'] ?? '')![1]!);
}

test.describe('hostile cookies and links', () => {
  test('a malformed session cookie on every call and page answers without a 500, with the security headers', async ({ playwright, baseURL }) => {
    const { routes } = await import('../../src/contracts/routes.ts');
    // Its own context, so the malformed cookie header is the only one sent.
    const api = await playwright.request.newContext({ baseURL });
    const cookies = ['sid=%', 'sid=%E0%A4%A', 'sid=%%%; other=1', 'sid="%00"', 'sid=%ZZ; sid=2', `sid=${'a'.repeat(5000)}`];
    const targets = [
      ...Object.values(routes).map((r) => ({ path: r.path, method: r.method as string })),
      { path: '/', method: 'GET' },
      { path: '/en/promotions/', method: 'GET' },
      { path: '/?token=abc', method: 'GET' },
      { path: '/edge/handoff', method: 'POST' },
    ];
    for (const [i, t] of targets.entries()) {
      const cookie = cookies[i % cookies.length]!;
      const res = await api.fetch(t.path, {
        method: t.method,
        headers: { cookie, origin: baseURL!, 'content-type': 'application/json' },
        data: t.method === 'GET' || t.method === 'DELETE' ? undefined : '{}',
        maxRedirects: 0,
      });
      const where = `${t.method} ${t.path} with ${cookie.slice(0, 20)}`;
      expect(res.status() < 500 || res.status() === 501, where).toBe(true);
      expect(res.headers()['x-content-type-options'], where).toBe('nosniff');
      expect(await res.text(), where).not.toMatch(/\bat .+\.(ts|js):\d+|\/work\//);
    }
    await api.dispose();
  });

  test('a token link never replaces a live session of another member by itself, and the hand-off keeps no-referrer', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const mine = await sessionToken(api, baseURL!, 'player01', 'Player1234');
    const other = await sessionToken(api, baseURL!, 'player02', 'Player1234');
    await api.dispose();
    const raw = await playwright.request.newContext({ baseURL });
    const over = await raw.get(`/?token=${other}`, { headers: { cookie: `sid=${mine}` }, maxRedirects: 0 });
    expect(over.status()).toBe(302);
    const set = over
      .headersArray()
      .filter((h) => h.name.toLowerCase() === 'set-cookie')
      .map((h) => h.value);
    expect(set.some((c) => c.startsWith('sid='))).toBe(false);
    // The link's token waits HttpOnly; the page is told which account it is for.
    expect(set.find((c) => c.startsWith('handoff_pending='))).toMatch(/HttpOnly/);
    expect(set.find((c) => c.startsWith('handoff_ask='))).toMatch(/^handoff_ask=player02;/);
    expect(over.headers()['referrer-policy']).toBe('no-referrer');
    expect(new URL(over.headers().location!).search).toBe('');
    const me = async (sid: string) => (await (await raw.get('/wps/member/info', { headers: { cookie: `sid=${sid}` } })).json()).value.account;
    expect(await me(mine)).toBe('player01');
    // The answer: only a same-origin POST with a boolean, and only while a hand-off is pending.
    const answer = (data: unknown, cookie: string, origin: string | null = baseURL!) =>
      raw.fetch('/edge/handoff', {
        method: 'POST',
        data: data as object,
        headers: { cookie, 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        maxRedirects: 0,
      });
    const pending = `sid=${mine}; handoff_pending=${encodeURIComponent(other)}`;
    expect((await raw.get('/edge/handoff')).status()).toBe(405);
    expect((await answer({ accept: true }, pending, null)).status()).toBe(403);
    expect((await answer({ accept: 'yes' }, pending)).status()).toBe(400);
    expect((await answer({ accept: true }, `sid=${mine}`)).status()).toBe(409);
    const stay = await answer({ accept: false }, pending);
    expect(stay.status()).toBe(204);
    expect(stay.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('sid='))).toBe(false);
    const go = await answer({ accept: true }, pending);
    expect(go.status()).toBe(204);
    expect(go.headersArray().some((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`sid=${encodeURIComponent(other)}`))).toBe(true);
    // Without a session of its own, the same link signs in at once (the hand-off still works).
    const fresh = await raw.get(`/?token=${other}`, { headers: { cookie: '' }, maxRedirects: 0 });
    expect(fresh.headers()['set-cookie']).toContain(`sid=${encodeURIComponent(other)}`);
    expect(fresh.headers()['referrer-policy']).toBe('no-referrer');
    await raw.dispose();
  });

  test('a signed-in player who opens another account’s link is asked, and may stay or switch', async ({ page, playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const other = await sessionToken(api, baseURL!, 'player02', 'Player1234');
    await api.dispose();
    await page.goto('/en/');
    await signInViaModal(page, 'en', 'player01', 'Player1234');
    const header = page.getByRole('banner');
    await page.goto(`/en/?token=${other}`);
    const ask = page.getByRole('dialog', { name: t('account_handoff_title') });
    await expect(ask).toContainText(t('account_handoff_body', { linked: 'player02', current: 'player01' }));
    await ask.getByRole('button', { name: t('account_handoff_stay', { current: 'player01' }) }).click();
    await expect(ask).toBeHidden();
    await page.reload();
    await expect(header.getByRole('button', { name: t('header_account_menu', { account: 'player01' }) })).toBeVisible();
    await expect(ask).toBeHidden();
    await page.goto(`/en/?token=${other}`);
    await ask.getByRole('button', { name: t('account_handoff_switch', { linked: 'player02' }) }).click();
    await expect(header.getByRole('button', { name: t('header_account_menu', { account: 'player02' }) })).toBeVisible();
    expect(page.url()).not.toContain('token');
  });
});

test.describe('sandbox dev tools', () => {
  test('answer a local developer whatever the Host, and nothing that came through a proxy whatever its key header', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    const outbox = '/wps/dev/outbox?to=%2B84900000001';
    expect((await api.get(outbox)).status()).toBe(200);
    expect((await api.get(outbox, { headers: { host: 'portal.example' } })).status()).toBe(200);
    // The local front sets CF-Connecting-IP from the connection (scripts/lib/local-front.mjs): a
    // visitor's own copy neither opens nor closes anything.
    expect((await api.get(outbox, { headers: { 'cf-connecting-ip': '203.0.113.9' } })).status()).toBe(200);
    expect((await api.get('/dev/outbox/')).status()).toBe(200);
    const proxied: Record<string, string>[] = [{ 'x-forwarded-for': '203.0.113.9' }, { forwarded: 'for=203.0.113.9' }, { 'x-real-ip': '127.0.0.1' }];
    for (const forwarded of proxied) {
      const where = JSON.stringify(forwarded);
      const res = await api.get(outbox, { headers: { host: '127.0.0.1', 'x-dev-tools-key': 'guess-guess-guess-guess-guess-guess-guess', ...forwarded } });
      expect(res.status(), where).toBe(404);
      const status = await api.post('/wps/dev/system-status', { headers: { origin: baseURL!, ...forwarded }, data: { status: 1 } });
      expect(status.status(), where).toBe(404);
      const page = await api.get('/dev/outbox/', { headers: forwarded });
      expect(page.status(), where).toBe(404);
      expect(page.headers()['x-content-type-options'], where).toBe('nosniff');
    }
    await api.dispose();
  });
});

test.describe('uploads in the edge runtime', () => {
  test('a jpg is stored re-encoded and a png signature followed by HTML is refused', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    await sessionToken(api, baseURL!, 'player01', 'Player1234');
    const apply = (images: string[]) => api.post('/wps/rewards/promotions/apply', { data: { promotionId: 103, images }, headers: { origin: baseURL! } });
    const polyglot = await apply([base64(concat(pngBytes().subarray(0, 8), new TextEncoder().encode('<html><script>alert(1)</script>')))]);
    expect(polyglot.status()).toBe(400);
    expect((await polyglot.json()).code).toBe('error_file_unreadable');
    // workerd has no Node Buffer: this is jpeg-js re-encoding where the portal runs.
    const jpg = await apply([base64(jpegBytes(64, 48))]);
    expect(jpg.status()).toBe(200);
    expect((await jpg.json()).value).toMatchObject({ promotionId: 103, images: 1 });
    await api.dispose();
  });
});

test.describe('the local runtime’s own errors', () => {
  test('a path the asset layer fails on answers the portal’s error with the security headers and no file path', async ({ request }) => {
    for (const path of ['/index.html/', '/en/index.html/']) {
      const res = await request.get(path, { maxRedirects: 0 });
      const body = await res.text();
      expect(res.status(), path).not.toBe(500);
      expect(body, path).not.toMatch(/\/work\/|dist\/|ENOTDIR|ENOENT|\bat .+\.(ts|js):\d+/);
      expect(res.headers()['content-security-policy'], path).toContain("default-src 'self'");
      expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });

  test('an over-long request line answers 414, and over-long headers 431, with the security headers', async ({ request }) => {
    const long = await request.get(`/?q=${'a'.repeat(70_000)}`);
    expect(long.status()).toBe(414);
    expect(await long.text()).toBe('414');
    expect(long.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(long.headers()['x-content-type-options']).toBe('nosniff');
    const big = await request.get('/', { headers: { 'x-padding': 'b'.repeat(40_000) } });
    expect(big.status()).toBe(431);
    expect(big.headers()['x-content-type-options']).toBe('nosniff');
  });
});
