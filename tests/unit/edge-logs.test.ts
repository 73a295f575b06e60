/**
 * The edge's JSON log lines (request id, route, status, duration) carry no
 * token, cookie or personal data; the browser error endpoint logs reports redacted and refuses
 * garbage, floods and big bodies without a 500; the inline reporter sends window errors to it.
 * The proxy forwards the request id upstream, sends the upstream's own Origin, and logs one JSON
 * line per upstream call (id, route, status, ms) and per failure (which field broke the contract).
 */
import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EdgeEnv } from '../../functions/_lib/env.ts';
import { handleClientError, MAX_REPORT_BYTES, MinuteLimiter } from '../../functions/_lib/client-error.ts';
import { redactText, redactUrl, requestLogLine, routeLabel, writeLog } from '../../functions/_lib/log.ts';
import { logRequests } from '../../functions/_lib/request-log.ts';
import { routes } from '../../src/contracts/routes.ts';
import { CLIENT_ERROR_PATH, ERROR_REPORTER_SCRIPT } from '../../src/lib/error-reporter.ts';
import { runtimeLogLevel } from '../../scripts/lib/log-level.mjs';

// The upstream module imports the password-hashing .wasm files that only workerd loads; these
// tests answer through a fake upstream at the fetch boundary (a PLATFORM binding, or fetch).
vi.mock('argon2-wasm-edge/wasm/argon2.wasm', () => ({ default: {} }));
vi.mock('argon2-wasm-edge/wasm/blake2b.wasm', () => ({ default: {} }));
const { proxyCall } = await import('../../functions/_lib/proxy.ts');

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789ABCD';

describe('request log lines', () => {
  it('have id, method, redacted path, route, status and duration, and nothing else', () => {
    const req = new Request(`https://portal.example/en/?token=${TOKEN}&page=2`, {
      headers: { cookie: `sid=${TOKEN}`, authorization: `Bearer ${TOKEN}`, 'cf-connecting-ip': '203.0.113.9' },
    });
    const line = requestLogLine(req, 302, 12.4, 'req-1');
    expect(line).toEqual({
      level: 'info',
      msg: 'request',
      id: 'req-1',
      method: 'GET',
      path: '/en/?token=[redacted]&page=2',
      route: 'page',
      status: 302,
      ms: 12,
    });
    const text = JSON.stringify(line);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('203.0.113.9');
  });

  it('name API calls by the route table and grade the level by status', () => {
    expect(routeLabel(routes.login.path)).toBe('login');
    expect(routeLabel('/wps/nope')).toBe('api-unknown');
    expect(routeLabel('/_astro/a.js')).toBe('asset');
    expect(routeLabel(CLIENT_ERROR_PATH)).toBe('edge');
    const api = new Request(`https://portal.example${routes.login.path}`, { method: 'POST' });
    expect(requestLogLine(api, 401, 3, 'x').level).toBe('warn');
    const failed = requestLogLine(api, 500, 3, 'x', new URIError(`URI malformed sid=${TOKEN}`));
    expect(failed.level).toBe('error');
    expect(failed.error).toBe('URIError: URI malformed sid=[redacted]');
  });

  it('redact every query value but a few harmless ones', () => {
    expect(redactUrl('/dev/outbox?to=%2B84901234567')).toBe('/dev/outbox?to=[redacted]');
    expect(redactUrl('/x?email=a%40b.co&sid=1&id=42&page=<script>')).toBe('/x?email=[redacted]&sid=[redacted]&id=42&page=[redacted]');
    expect(redactUrl(`/${'a'.repeat(400)}`).length).toBeLessThanOrEqual(301);
  });

  it('redact tokens, e-mails, phone numbers and JWTs in free text', () => {
    const text = redactText(`failed at https://p.example/?token=${TOKEN} for ana@example.com +84 901 234 567 eyJhbGciOi.eyJzdWIi.sig`);
    expect(text).not.toMatch(new RegExp(`${TOKEN}|ana@example|901 234|eyJ`));
    expect(text).toContain('failed at');
    expect(redactText('ab '.repeat(300), 100)).toHaveLength(101);
  });

  it('are written as one JSON line with a timestamp', () => {
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    writeLog({ msg: 'request', status: 200 });
    const out = JSON.parse(spy.mock.calls[0]![0] as string);
    spy.mockRestore();
    expect(out).toMatchObject({ msg: 'request', status: 200 });
    expect(Date.parse(out.t)).not.toBeNaN();
  });
});

describe('the request-log middleware', () => {
  const ctx = (next: () => Promise<Response>, url = 'https://portal.example/wps/member/info?token=secret') =>
    ({ request: new Request(url, { headers: { 'cf-ray': 'ray-123' } }), next, env: {} }) as unknown as Parameters<typeof logRequests>[0];

  it('logs one line and sets X-Request-Id', async () => {
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await logRequests(ctx(async () => new Response('ok', { status: 201 })));
    const line = JSON.parse(spy.mock.calls[0]![0] as string);
    spy.mockRestore();
    expect(res.status).toBe(201);
    expect(res.headers.get('x-request-id')).toBe('ray-123');
    expect(line).toMatchObject({ msg: 'request', id: 'ray-123', status: 201, path: '/wps/member/info?token=[redacted]' });
  });

  it('turns a throw into a 500 envelope with security headers and no stack', async () => {
    const spy = vi.spyOn(console, 'log').mockImplementation(() => {});
    const res = await logRequests(
      ctx(async () => {
        throw new Error('boom at /work/functions/x.ts:1');
      }),
    );
    spy.mockRestore();
    expect(res.status).toBe(500);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const body = await res.text();
    expect(body).toContain('error_internal');
    expect(body).not.toContain('/work/');
  });
});

describe('POST /edge/client-error', () => {
  const origin = 'https://portal.example';
  const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
    new Request(`${origin}${CLIENT_ERROR_PATH}`, {
      method: 'POST',
      body,
      headers: { origin, 'content-type': 'application/json', 'cf-connecting-ip': '198.51.100.7', ...headers },
    });
  const report = {
    kind: 'error',
    message: `TypeError: x is undefined for ana@example.com`,
    source: `${origin}/_astro/a.js?token=${TOKEN}`,
    line: 3,
    col: 9,
    stack: `at f (${origin}/_astro/a.js:3:9)`,
    page: '/en/register',
  };

  it('logs a report, redacted, and answers 204', async () => {
    const lines: object[] = [];
    const res = await handleClientError(post(JSON.stringify(report)), (l) => lines.push(l), new MinuteLimiter());
    expect(res.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'client-error',
      kind: 'error',
      source: '/_astro/a.js?token=[redacted]',
      line: 3,
      page: '/en/register',
    });
    expect(JSON.stringify(lines)).not.toMatch(new RegExp(`${TOKEN}|ana@example|198\\.51`));
  });

  it('refuses garbage, other methods, other origins and big bodies without a 500', async () => {
    const lines: object[] = [];
    const log = (l: object) => lines.push(l);
    const rate = () => new MinuteLimiter(1000, 1000);
    for (const body of ['', 'not json', '{"kind":"error"}', '[]', 'null', JSON.stringify({ ...report, line: -1 }), '\u0000\uFFFF']) {
      expect((await handleClientError(post(body), log, rate())).status, body).toBe(400);
    }
    expect((await handleClientError(new Request(`${origin}${CLIENT_ERROR_PATH}`), log, rate())).status).toBe(405);
    expect((await handleClientError(post(JSON.stringify(report), { origin: 'https://evil.example' }), log, rate())).status).toBe(403);
    expect((await handleClientError(post(JSON.stringify({ ...report, stack: 'x'.repeat(MAX_REPORT_BYTES) })), log, rate())).status).toBe(413);
    expect(lines).toHaveLength(0);
  });

  it('rate-limits per IP and in all, per minute', async () => {
    const limiter = new MinuteLimiter(2, 3);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await handleClientError(post(JSON.stringify(report)), () => {}, limiter, 1_000)).status);
    statuses.push((await handleClientError(post(JSON.stringify(report), { 'cf-connecting-ip': '198.51.100.8' }), () => {}, limiter, 2_000)).status);
    statuses.push((await handleClientError(post(JSON.stringify(report), { 'cf-connecting-ip': '198.51.100.9' }), () => {}, limiter, 3_000)).status);
    statuses.push((await handleClientError(post(JSON.stringify(report)), () => {}, limiter, 61_000)).status);
    expect(statuses).toEqual([204, 204, 429, 204, 429, 204]);
  });
});

describe('the inline error reporter', () => {
  it('beacons window errors and rejections (path only, at most 5) to the endpoint', () => {
    const listeners: Record<string, (e: unknown) => void> = {};
    const sent: { url: string; body: Record<string, unknown> }[] = [];
    const navigator = {
      sendBeacon: (url: string, body: string) => {
        sent.push({ url, body: JSON.parse(body) });
        return true;
      },
    };
    new Function('addEventListener', 'navigator', 'location', ERROR_REPORTER_SCRIPT)(
      (type: string, fn: (e: unknown) => void) => {
        listeners[type] = fn;
      },
      navigator,
      { pathname: '/en/register', search: `?token=${TOKEN}` },
    );
    listeners.error!({
      type: 'error',
      message: 'Uncaught TypeError: boom',
      filename: 'https://p.example/_astro/a.js',
      lineno: 3,
      colno: 7,
      error: { stack: 'TypeError: boom\n at f' },
    });
    listeners.unhandledrejection!({ type: 'unhandledrejection', reason: new Error('nope') });
    listeners.unhandledrejection!({ type: 'unhandledrejection', reason: 'plain' });
    expect(sent[0]).toEqual({
      url: CLIENT_ERROR_PATH,
      body: {
        kind: 'error',
        message: 'Uncaught TypeError: boom',
        source: 'https://p.example/_astro/a.js',
        line: 3,
        col: 7,
        stack: 'TypeError: boom\n at f',
        page: '/en/register',
      },
    });
    expect(sent[1]!.body).toMatchObject({ kind: 'unhandledrejection', message: 'nope', page: '/en/register' });
    expect(sent[2]!.body).toEqual({ kind: 'unhandledrejection', message: 'plain', page: '/en/register' });
    for (let i = 0; i < 10; i++) listeners.error!({ type: 'error', message: `again ${i}` });
    expect(sent).toHaveLength(5);
    expect(JSON.stringify(sent)).not.toContain(TOKEN);
  });

  it('sends what the endpoint accepts', async () => {
    let body = '';
    new Function('addEventListener', 'navigator', 'location', ERROR_REPORTER_SCRIPT)(
      (type: string, fn: (e: unknown) => void) => {
        if (type === 'error') fn({ type, message: 'x'.repeat(5000), error: { stack: 'y'.repeat(9000) } });
      },
      {
        sendBeacon: (_: string, b: string) => {
          body = b;
          return true;
        },
      },
      { pathname: '/' },
    );
    const res = await handleClientError(
      new Request(`https://p.example${CLIENT_ERROR_PATH}`, { method: 'POST', body, headers: { origin: 'https://p.example' } }),
      () => {},
      new MinuteLimiter(),
    );
    expect(res.status).toBe(204);
  });
});

/** Every JSON line written to console.log, .warn and .error while `run` runs, parsed. */
async function captureLines<T>(run: () => Promise<T>): Promise<{ result: T; lines: Record<string, unknown>[]; raw: unknown[][] }> {
  const calls: unknown[][] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void calls.push(a));
  const err = vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void calls.push(a));
  const warn = vi.spyOn(console, 'warn').mockImplementation((...a: unknown[]) => void calls.push(a));
  try {
    const result = await run();
    return { result, lines: calls.map((c) => JSON.parse(c[0] as string) as Record<string, unknown>), raw: calls };
  } finally {
    log.mockRestore();
    err.mockRestore();
    warn.mockRestore();
  }
}

/** An edge env whose PLATFORM binding is `platform`. */
const bindingEnv = (platform: (r: Request) => Promise<Response>, extra: Partial<EdgeEnv> = {}) =>
  ({ PLATFORM: { fetch: platform }, ASSETS: { fetch: async () => new Response('') }, ...extra }) as unknown as EdgeEnv;
const statusValue = { status: 0, maintenanceEndTime: null, customerServiceUrl: null, ip: '198.51.100.4' };

/** The request-log middleware with the proxy below it, as the /wps/* Function runs. */
const throughLog = (request: Request, env: EdgeEnv) =>
  logRequests({ request, env, next: (forwarded: Request) => proxyCall(forwarded, env) } as unknown as Parameters<typeof logRequests>[0]);

describe('traceable calls through the edge proxy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('forwards the request id upstream and logs it with the upstream status and duration', async () => {
    const seen: Request[] = [];
    const env = bindingEnv(async (r) => (seen.push(r), Response.json({ success: true, code: 'OK', value: statusValue })));
    const request = new Request(`https://portal.example${routes.systemStatus.path}`, { headers: { 'cf-ray': 'ray-77', 'x-request-id': 'visitor-made' } });
    const { result, lines } = await captureLines(async () => throughLog(request, env));
    expect(result.status).toBe(200);
    expect(result.headers.get('x-request-id')).toBe('ray-77');
    expect(seen[0]!.headers.get('x-request-id')).toBe('ray-77');
    const upstream = lines.find((l) => l.msg === 'upstream');
    expect(upstream).toEqual({
      t: expect.any(String),
      level: 'info',
      msg: 'upstream',
      id: 'ray-77',
      route: 'systemStatus',
      status: 200,
      ms: expect.any(Number),
    });
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ id: 'ray-77', status: 200 });
  });

  it('sends a PLATFORM_URL upstream its own Origin, so a platform that checks Origin accepts the sign-in', async () => {
    const { publicKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    const seen: Request[] = [];
    vi.stubGlobal('fetch', async (r: Request) => (seen.push(r), Response.json({ success: false, code: 'error_credentials', message: 'no' }, { status: 400 })));
    const env = { PLATFORM_URL: 'https://platform.example:8443', PLATFORM_PUBLIC_JWK: JSON.stringify(await exportJWK(publicKey)) } as unknown as EdgeEnv;
    const request = new Request(`https://portal.example${routes.login.path}`, {
      method: 'POST',
      headers: { origin: 'https://portal.example', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo01', password: 'x' }),
    });
    const { result } = await captureLines(() => proxyCall(request, env));
    expect(result.status).toBe(400);
    expect(seen[0]!.url).toBe(`https://platform.example:8443${routes.login.path}`);
    expect(seen[0]!.headers.get('origin')).toBe('https://platform.example:8443');
    expect(seen[0]!.headers.get('content-type')).toBe('application/jose');
  });

  it('logs which field of an answer broke the contract, never its value, and answers 502', async () => {
    const env = bindingEnv(async () => Response.json({ success: true, code: 'OK', value: { ...statusValue, status: 'secret-text' } }));
    const request = new Request(`https://portal.example${routes.systemStatus.path}`, { headers: { 'x-request-id': 'id-contract' } });
    const { result, lines } = await captureLines(() => proxyCall(request, env));
    expect(result.status).toBe(502);
    expect(await result.json()).toMatchObject({ success: false, code: 'error_upstream' });
    const line = lines.find((l) => l.msg === 'contract-violation');
    expect(line).toMatchObject({
      level: 'error',
      id: 'id-contract',
      route: 'systemStatus',
      status: 200,
      field: 'value.status',
      problem: expect.stringMatching(/^invalid_/),
    });
    expect(JSON.stringify(lines)).not.toContain('secret-text');
  });

  it('logs every failure as one JSON line with the request id, no raw objects', async () => {
    const failures: [string, EdgeEnv][] = [
      ['upstream-unreachable', bindingEnv(async () => Promise.reject(new TypeError('connect ECONNREFUSED')))],
      ['upstream-not-json', bindingEnv(async () => new Response('<html>oops</html>', { status: 500 }))],
      ['contract-violation', bindingEnv(async () => Response.json({ ok: true }))],
    ];
    for (const [msg, env] of failures) {
      const request = new Request(`https://portal.example${routes.systemStatus.path}`, { headers: { 'x-request-id': `id-${msg}` } });
      const { result, lines, raw } = await captureLines(() => proxyCall(request, env));
      expect(result.status, msg).toBe(502);
      expect(
        raw.every((args) => args.length === 1 && typeof args[0] === 'string'),
        msg,
      ).toBe(true);
      expect(
        lines.filter((l) => l.level === 'error'),
        msg,
      ).toEqual([expect.objectContaining({ msg, id: `id-${msg}`, route: 'systemStatus' })]);
    }
  });
});

describe('the local server log level', () => {
  it('keeps the edge request lines when the output goes to a file (npm start), warnings only in a terminal', () => {
    expect(runtimeLogLevel({ SERVE_LOG: '.wrangler/start.log' })).toBe('log');
    expect(runtimeLogLevel({})).toBe('warn');
    expect(runtimeLogLevel({ SERVE_LOG: 'x.log', WRANGLER_LOG: 'debug' })).toBe('debug');
  });
});
