// The edge: token routes without a session, calls outside the contract, CSRF, redirects,
// security headers, and a logged-out visitor downloading no React before interacting.
import { expect, test } from '@playwright/test';
import { humanProof } from './helpers.ts';

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
    const ok = await request.post('/wps/session/login', { data: { username: 'demo01', password: 'Demo1234', altcha: await humanProof(request) }, headers: { origin: baseURL! } });
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
