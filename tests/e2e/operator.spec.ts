// Operator deployment (README "Operator deployment") through wrangler's local Pages runtime: static
// files skip the Function (_routes.json) yet keep the security headers (_headers), pages and API
// calls still go through it (X-Request-Id from the request-log middleware), the OpenAPI document is
// served, and a browser error reaches the edge's error endpoint.
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';

test.describe('operator deployment', () => {
  test('static files skip the Function, pages and API calls do not', async ({ request }) => {
    const page = await request.get('/en/');
    expect(page.status()).toBe(200);
    expect(page.headers()['x-request-id']).toBeTruthy();
    const bundle =
      (await page.text()).match(/\/_astro\/[\w.-]+\.(js|css)/)?.[0] ??
      (await (await request.get('/en/register')).text()).match(/\/_astro\/[\w.-]+\.(js|css)/)?.[0];
    expect(bundle).toBeTruthy();
    for (const path of [bundle!, '/favicon.svg', '/i18n/cashier/en.json']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['x-request-id'], path).toBeUndefined();
      expect(res.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
      expect(res.headers()['x-content-type-options'], path).toBe('nosniff');
    }
    expect((await request.get(bundle!)).headers()['cache-control']).toContain('immutable');
    const api = await request.get('/wps/system/status');
    expect(api.status()).toBe(200);
    expect((await api.json()).success).toBe(true);
    expect(api.headers()['x-request-id']).toBeTruthy();
    expect((await request.get('/wps/member/info')).status()).toBe(401);
  });

  test('the OpenAPI document is served without the sandbox-only calls', async ({ request }) => {
    const res = await request.get('/openapi.json');
    expect(res.status()).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/wps/session/login']).toBeTruthy();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/wps/dev/'))).toEqual([]);
  });

  test('a window error is reported to the edge; garbage is refused without a 500', async ({ page, request, baseURL }) => {
    await page.goto('/en/');
    const reported = page.waitForResponse((r) => r.url().endsWith('/edge/client-error'));
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('operator e2e error');
      }, 0),
    );
    expect((await reported).status()).toBe(204);
    const garbage = await request.post('/edge/client-error', { data: '{{{', headers: { origin: baseURL!, 'content-type': 'application/json' } });
    expect(garbage.status()).toBe(400);
    expect((await request.get('/edge/client-error')).status()).toBe(405);
  });
});
