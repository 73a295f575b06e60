// The edge's error answer (functions/_lib/error-answer.ts): a server error from below the portal
// (the asset layer; local wrangler answers `/index.html/` with a 502 naming a file of the machine)
// reaches the visitor as the portal's own answer with the security headers and nothing of the
// failure's body; the API's envelopes pass as they are, a busy platform's 503 with its Retry-After.
import { vi } from 'vitest';
import type { EdgeEnv } from '../../functions/_lib/env.ts';
import { edgeErrorAnswer } from '../../functions/_lib/error-answer.ts';
import { BUSY_RETRY_AFTER_S } from '../../src/platform/lib/d1-busy.ts';

// The upstream module imports the password-hashing .wasm files that only workerd loads; these
// tests answer through a PLATFORM service binding instead.
vi.mock('argon2-wasm-edge/wasm/argon2.wasm', () => ({ default: {} }));
vi.mock('argon2-wasm-edge/wasm/blake2b.wasm', () => ({ default: {} }));

const { proxyCall } = await import('../../functions/_lib/proxy.ts');
const { onRequest } = await import('../../functions/_middleware.ts');
const { busyResponse } = await import('../../src/platform/index.ts');

const LEAK = "ENOTDIR: not a directory, stat '/work/portal/dist/index.html/index.html'";
const statusValue = { status: 0, maintenanceEndTime: null, customerServiceUrl: null, ip: '198.51.100.4' };

function env(platform: (r: Request) => Promise<Response>): EdgeEnv {
  return { PLATFORM: { fetch: platform }, ASSETS: { fetch: async () => new Response('<h1>404</h1>') } } as unknown as EdgeEnv;
}
const okStatus = env(async () => Response.json({ success: true, code: 'OK', value: statusValue }));

/** The middleware chain (request log, gate) for `path`, with `below` answering as the assets. */
async function throughEdge(path: string, below: () => Promise<Response>): Promise<Response> {
  const request = new Request(`http://127.0.0.1:8788${path}`, { headers: { 'cf-connecting-ip': '198.51.100.4' } });
  const [log, gate] = onRequest as ((c: unknown) => Promise<Response>)[];
  const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    return await log!({ request, env: okStatus, next: () => gate!({ request, env: okStatus, next: below }) });
  } finally {
    spy.mockRestore();
  }
}

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('strict-transport-security')).toContain('max-age=');
}

describe('a server error from below the portal', () => {
  it('reaches the visitor of /index.html/ as the portal 502 with the security headers and no file path', async () => {
    const res = await throughEdge('/index.html/', async () => new Response(LEAK, { status: 502, headers: { 'content-type': 'text/plain' } }));
    expect(res.status).toBe(502);
    expect(await res.text()).toBe('502');
    expectSecurityHeaders(res);
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('is replaced for every page and asset path and every 5xx, keeping a Retry-After', async () => {
    for (const [path, status] of [
      ['/en/promotions/', 500],
      ['/_astro/x.js', 503],
      ['/logo.svg', 504],
    ] as const) {
      const res = await throughEdge(path, async () => new Response(`${LEAK}\n    at /work/node_modules/x.js:1`, { status, headers: { 'retry-after': '30' } }));
      expect(res.status, path).toBe(status);
      const body = await res.text();
      expect(body, path).toBe(String(status));
      expect(res.headers.get('retry-after'), path).toBe('30');
      expectSecurityHeaders(res);
    }
  });

  it('leaves pages and the API’s own answers alone', async () => {
    const page = await throughEdge('/en/', async () => new Response('<h1>home</h1>', { headers: { 'content-type': 'text/html' } }));
    expect([page.status, await page.text()]).toEqual([200, '<h1>home</h1>']);
    const api = await throughEdge('/wps/member/info', async () => Response.json({ success: false, code: 'error_upstream', message: 'x' }, { status: 502 }));
    expect([api.status, ((await api.json()) as { code: string }).code]).toEqual([502, 'error_upstream']);
  });

  it('is an envelope on API paths', async () => {
    const res = edgeErrorAnswer('/wps/x', 502);
    expect(await res.json()).toEqual({ success: false, code: 'error_upstream', message: expect.any(String) });
    expectSecurityHeaders(res);
  });
});

describe('a busy platform through the edge proxy', () => {
  it('answers 503 error_busy with Retry-After in the header and the envelope', async () => {
    const res = await proxyCall(
      new Request('http://127.0.0.1:8788/wps/system/status'),
      env(async () => busyResponse()),
    );
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(BUSY_RETRY_AFTER_S));
    expect(await res.json()).toEqual({ success: false, code: 'error_busy', message: expect.any(String), value: { retryAfter: BUSY_RETRY_AFTER_S } });
  });
});

describe('a platform that does not answer in time', () => {
  it('answers 504 error_upstream in the envelope after UPSTREAM_TIMEOUT_MS and logs the timeout with the request id', async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    let aborted = false;
    const never = (r: Request, init?: RequestInit) =>
      new Promise<Response>(() => {
        init?.signal?.addEventListener('abort', () => (aborted = true));
        void r;
      });
    const res = await proxyCall(new Request('http://127.0.0.1:8788/wps/system/status', { headers: { 'x-request-id': 'id-slow' } }), {
      ...env(never as (r: Request) => Promise<Response>),
      UPSTREAM_TIMEOUT_MS: '50',
    });
    spy.mockRestore();
    log.mockRestore();
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({ success: false, code: 'error_upstream', message: expect.any(String) });
    expect(aborted).toBe(true);
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      expect.objectContaining({ level: 'error', msg: 'upstream-timeout', id: 'id-slow', route: 'systemStatus' }),
    ]);
  });
});
