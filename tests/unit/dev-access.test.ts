// The sandbox's dev tools (dev-only calls and the /dev pages) open only for a local developer with
// the switch on (src/platform/dev/dev-tools.ts): the edge keys its decision on the connection
// (CF-Connecting-IP absent or loopback, no forwarding headers) and on SANDBOX_DEV_TOOLS with a
// configured key, never on the Host header, which any reverse proxy can set to 127.0.0.1.
import { vi } from 'vitest';
import { DEV_TOOLS_HEADER, edgeDevToolsAllowed, isLocalConnection, isLoopbackAddress } from '../../src/platform/dev/dev-tools.ts';
import type { EdgeEnv } from '../../functions/_lib/env.ts';
import { routes } from '../../src/contracts/routes.ts';

// The upstream module imports the password-hashing .wasm files that only workerd loads; these
// tests answer through a PLATFORM service binding instead, so the modules are never used.
vi.mock('argon2-wasm-edge/wasm/argon2.wasm', () => ({ default: {} }));
vi.mock('argon2-wasm-edge/wasm/blake2b.wasm', () => ({ default: {} }));

const { proxyCall } = await import('../../functions/_lib/proxy.ts');
const { onRequest } = await import('../../functions/_middleware.ts');

const KEY = 'local-dev-tools-key-0123456789abcdef';
const PUBLIC_IP = '203.0.113.9';

/** An edge env whose upstream (a PLATFORM binding) records what it is sent and answers `value`. */
function edgeEnv(over: Partial<EdgeEnv> = {}, value: unknown = []) {
  const sent: Request[] = [];
  const env = {
    SANDBOX_DEV_TOOLS: '1',
    DEV_TOOLS_KEY: KEY,
    PLATFORM: {
      fetch: async (r: Request) => {
        sent.push(r);
        return Response.json({ success: true, code: 'OK', value });
      },
    },
    ASSETS: {
      fetch: async (u: Request | string | URL) =>
        new URL(String(u instanceof Request ? u.url : u)).pathname.startsWith('/404')
          ? new Response('<h1>404</h1>', { headers: { 'content-type': 'text/html' } })
          : new Response('<p>page</p>', { headers: { 'content-type': 'text/html' } }),
    },
    ...over,
  } as unknown as EdgeEnv;
  return { env, sent };
}

/** GET `path` on the loopback host with `headers`. */
const local = (path: string, headers: Record<string, string> = {}) => new Request(`http://127.0.0.1:8788${path}`, { headers });

describe('the connection, not the Host, decides', () => {
  it('knows loopback addresses', () => {
    for (const ip of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) expect(isLoopbackAddress(ip), ip).toBe(true);
    for (const ip of [PUBLIC_IP, '10.0.0.1', '127.0.0.1.evil.example', '128.0.0.1', '::2', 'localhost', '']) expect(isLoopbackAddress(ip), ip).toBe(false);
  });

  it('counts a request as local only without a public CF-Connecting-IP and without forwarding headers', () => {
    expect(isLocalConnection(local('/'))).toBe(true);
    expect(isLocalConnection(local('/', { 'cf-connecting-ip': '127.0.0.1' }))).toBe(true);
    expect(isLocalConnection(local('/', { 'cf-connecting-ip': PUBLIC_IP }))).toBe(false);
    for (const h of ['x-forwarded-for', 'x-real-ip', 'forwarded', 'true-client-ip', 'x-forwarded-host'])
      expect(isLocalConnection(local('/', { [h]: '127.0.0.1' })), h).toBe(false);
    // Host names a public site, the connection is local: local (what Host says is not evidence).
    expect(isLocalConnection(new Request('https://portal.example/'))).toBe(true);
  });

  it('needs the switch and a real key as well', () => {
    expect(edgeDevToolsAllowed(local('/'), { SANDBOX_DEV_TOOLS: '1', DEV_TOOLS_KEY: KEY })).toBe(true);
    expect(edgeDevToolsAllowed(local('/'), { SANDBOX_DEV_TOOLS: '0', DEV_TOOLS_KEY: KEY })).toBe(false);
    expect(edgeDevToolsAllowed(local('/'), { DEV_TOOLS_KEY: KEY })).toBe(false);
    expect(edgeDevToolsAllowed(local('/'), { SANDBOX_DEV_TOOLS: '1', DEV_TOOLS_KEY: 'short' })).toBe(false);
    expect(edgeDevToolsAllowed(local('/', { 'cf-connecting-ip': PUBLIC_IP }), { SANDBOX_DEV_TOOLS: '1', DEV_TOOLS_KEY: KEY })).toBe(false);
  });
});

describe('dev-only calls at the edge proxy', () => {
  const outbox = '/wps/dev/outbox?to=%2B84900000001';

  it('refuses Host 127.0.0.1 with a CF-Connecting-IP (a request through Cloudflare or a proxy), without calling the platform', async () => {
    const { env, sent } = edgeEnv();
    const tries: Record<string, string>[] = [
      { 'cf-connecting-ip': PUBLIC_IP },
      { 'x-forwarded-for': PUBLIC_IP },
      { 'cf-connecting-ip': PUBLIC_IP, [DEV_TOOLS_HEADER]: KEY },
    ];
    for (const headers of tries) {
      const res = await proxyCall(local(outbox, headers), env);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, code: 'error_not_found' });
    }
    expect(sent).toHaveLength(0);
  });

  it('opens nothing with the switch off, even locally', async () => {
    for (const over of [{ SANDBOX_DEV_TOOLS: '0' }, { SANDBOX_DEV_TOOLS: undefined }, { DEV_TOOLS_KEY: undefined }]) {
      const { env, sent } = edgeEnv(over);
      expect((await proxyCall(local(outbox), env)).status).toBe(404);
      expect(sent).toHaveLength(0);
    }
  });

  it('passes a local call with the switch on to the platform with the key, whatever the Host', async () => {
    for (const request of [local(outbox), local(outbox, { 'cf-connecting-ip': '127.0.0.1' }), new Request(`http://portal.test${outbox}`)]) {
      const { env, sent } = edgeEnv();
      const res = await proxyCall(request, env);
      expect(res.status).toBe(200);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.headers.get(DEV_TOOLS_HEADER)).toBe(KEY);
    }
  });

  it('never sends the key on a call that is not dev-only', async () => {
    const { env, sent } = edgeEnv({}, { status: 0, maintenanceEndTime: null, customerServiceUrl: null, ip: '127.0.0.1' });
    await proxyCall(local(routes.systemStatus.path), env);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers.get(DEV_TOOLS_HEADER)).toBeNull();
  });
});

describe('the /dev pages at the gate', () => {
  const gate = onRequest[1]!;
  const page = async (request: Request, over: Partial<EdgeEnv> = {}) => {
    const { env } = edgeEnv(over, { status: 0, maintenanceEndTime: null, customerServiceUrl: null, ip: '127.0.0.1' });
    let reachedPage = false;
    const res = await gate({
      request,
      env,
      next: async () => {
        reachedPage = true;
        return new Response('<p>outbox</p>', { headers: { 'content-type': 'text/html' } });
      },
    } as never);
    return { res, reachedPage };
  };

  it('are not found through Cloudflare or a proxy, or with the switch off', async () => {
    for (const [request, over] of [
      [local('/dev/outbox/', { 'cf-connecting-ip': PUBLIC_IP }), {}],
      [local('/dev/pay/?d=1&t=x', { 'x-forwarded-for': PUBLIC_IP }), {}],
      [local('/dev/outbox/'), { SANDBOX_DEV_TOOLS: '0' }],
    ] as const) {
      const { res, reachedPage } = await page(request, over);
      expect(res.status, request.url).toBe(404);
      expect(reachedPage).toBe(false);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    }
  });

  it('are served to a local developer with the switch on', async () => {
    const { res, reachedPage } = await page(local('/dev/outbox/'));
    expect(res.status).toBe(200);
    expect(reachedPage).toBe(true);
  });
});
