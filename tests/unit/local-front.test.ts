// The local server's front (scripts/lib/local-front.mjs, started by scripts/serve.mjs): workerd
// answers a request line past 64 KB with its own bare 414 before any Function runs, so the front
// answers over-long requests itself with the edge's answer and security headers; it passes
// everything else through, with CF-Connecting-IP taken from the connection and no forwarding
// header (the edge's dev-tools decision reads both: src/platform/dev/dev-tools.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_HEAD_BYTES, preferBrotli, startFront } from '../../scripts/lib/local-front.mjs';

let upstream: http.Server;
let front: http.Server;
let base = '';
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    seen.push(req.headers);
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      res.setHeader('set-cookie', ['a=1; HttpOnly', 'b=2']);
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'text/plain' });
      res.end(`${req.method} ${req.url} ${body}`);
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  front = await startFront({ port: 0, upstreamPort: (upstream.address() as AddressInfo).port });
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});
afterAll(() => {
  front.close();
  upstream.close();
});

function expectSecurityHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
}

describe('the local front', () => {
  it('answers an over-long request line 414 and over-long headers 431, with the security headers', async () => {
    const long = await fetch(`${base}/?q=${'a'.repeat(MAX_HEAD_BYTES + 100)}`);
    expect([long.status, await long.text()]).toEqual([414, '414']);
    expectSecurityHeaders(long);
    const big = await fetch(`${base}/`, { headers: { 'x-padding': 'b'.repeat(MAX_HEAD_BYTES + 100) } });
    expect([big.status, await big.text()]).toEqual([431, '431']);
    expectSecurityHeaders(big);
  });

  it('passes requests and answers through, bodies, statuses and repeated headers included', async () => {
    const res = await fetch(`${base}/wps/x?y=1`, { method: 'POST', body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect([res.status, await res.text()]).toEqual([200, 'POST /wps/x?y=1 hello']);
    expect(res.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2']);
    expect((await fetch(`${base}/missing`)).status).toBe(404);
  });

  it('sets CF-Connecting-IP from the connection, replacing a visitor’s own, and adds no forwarding header', async () => {
    seen.length = 0;
    // node:http, since fetch does not let a caller choose the Host header.
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/`, { headers: { 'cf-connecting-ip': '203.0.113.9', host: 'portal.example' } }, (res) => res.resume().on('end', resolve))
        .on('error', reject);
    });
    expect(seen[0]!['cf-connecting-ip']).toBe('127.0.0.1');
    expect(seen[0]!.host).toBe('portal.example');
    for (const h of ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-host']) expect(seen[0]![h], h).toBeUndefined();
  });

  it('asks the runtime for Brotli first when the browser accepts it, as Cloudflare answers', async () => {
    seen.length = 0;
    await new Promise<void>((resolve, reject) => {
      http.get(`${base}/`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (res) => res.resume().on('end', resolve)).on('error', reject);
    });
    expect(seen[0]!['accept-encoding']).toBe('br, gzip, deflate, zstd');
    expect(preferBrotli('gzip, br;q=0.5')).toBe('br;q=0.5, gzip');
    // Refused or absent Brotli leaves the header as the browser sent it.
    for (const kept of ['gzip, deflate', 'gzip, br;q=0', 'br, gzip', undefined]) expect(preferBrotli(kept)).toBe(kept);
  });

  it('takes a connection that arrived at one of its visitor hosts as that visitor, and refuses a visitor host off loopback', async () => {
    const lanes = await startFront({ port: 0, upstreamPort: (upstream.address() as AddressInfo).port, visitorHosts: ['127.0.0.2'] });
    try {
      const at = (host: string) => `http://${host}:${(lanes.address() as AddressInfo).port}/`;
      seen.length = 0;
      for (const url of [at('127.0.0.2'), at('127.0.0.1')]) expect((await fetch(url, { headers: { 'cf-connecting-ip': '203.0.113.9' } })).status).toBe(200);
      expect(seen.map((h) => h['cf-connecting-ip'])).toEqual(['127.0.0.2', '127.0.0.1']);
    } finally {
      lanes.close();
    }
    await expect(startFront({ port: 0, upstreamPort: 1, visitorHosts: ['0.0.0.0'] })).rejects.toThrow(/not a loopback address/);
  });

  it('answers 502 with the security headers when the runtime is not there', async () => {
    const lonely = await startFront({ port: 0, upstreamPort: 1 });
    try {
      const res = await fetch(`http://127.0.0.1:${(lonely.address() as AddressInfo).port}/`);
      expect([res.status, await res.text()]).toEqual([502, '502']);
      expectSecurityHeaders(res);
    } finally {
      lonely.close();
    }
  });
});
