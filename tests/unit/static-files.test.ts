// The benchmark's CDN (scripts/lib/static-files.mjs, behind the local front): the files the build's
// _routes.json keeps out of the Functions come from the folder with the headers _headers gives them,
// compressed and revalidated as Cloudflare's edge answers them; anything else is left to the runtime.
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { acceptsEncoding, parseHeadersFile, staticFiles } from '../../scripts/lib/static-files.mjs';

let dir = '';
let server: http.Server;
let base = '';
const script = 'export const answer = 42;\n'.repeat(40);

/** GET (or `method`) of `path` with `headers`, by node:http: the raw answer, body undecoded. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .request(`${base}${path}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'app.js'), script);
  writeFileSync(join(dir, 'favicon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'index.html'), '<h1>page</h1>');
  writeFileSync(join(dir, '_routes.json'), JSON.stringify({ version: 1, include: ['/*'], exclude: ['/_astro/*', '/favicon.png'] }));
  writeFileSync(
    join(dir, '_headers'),
    '# generated\n/_astro/*\n  x-content-type-options: nosniff\n  cache-control: public, max-age=31536000, immutable\n/favicon.png\n  x-frame-options: DENY\n',
  );
  const cdn = staticFiles(dir);
  server = http.createServer((req, res) => {
    if (cdn(req, res)) return;
    res.writeHead(299, { 'content-type': 'text/plain' });
    res.end('runtime');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static files at the front', () => {
  it('answers an excluded file with its type, Pages’ defaults and its _headers rules, Brotli when accepted', async () => {
    const res = await get('/_astro/app.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const icon = await get('/favicon.png', { 'accept-encoding': 'br' });
    expect([icon.status, icon.headers['content-encoding'], icon.headers['cache-control'], icon.headers['x-frame-options']]).toEqual([
      200,
      undefined,
      'public, max-age=0, must-revalidate',
      'DENY',
    ]);
    expect(icon.body).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await get('/_astro/app.js');
    expect(first.body.toString()).toBe(script);
    const again = await get('/_astro/app.js', { 'if-none-match': String(first.headers.etag) });
    expect([again.status, again.body.length]).toEqual([304, 0]);
    const head = await get('/_astro/app.js', {}, 'HEAD');
    expect([head.status, head.body.length, head.headers.etag]).toEqual([200, 0, first.headers.etag]);
  });

  it('leaves pages, missing files, paths climbing out and other methods to the runtime', async () => {
    for (const path of ['/', '/index.html', '/_astro/missing.js', '/_astro/../index.html', '/_astro/%2e%2e/index.html'])
      expect((await get(path)).status, path).toBe(299);
    expect((await get('/_astro/app.js', {}, 'POST')).status).toBe(299);
  });

  it('reads Accept-Encoding and _headers as the browser and Cloudflare write them', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('GZIP;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(parseHeadersFile('# c\n/a/*\n  X-One: 1\n  x-two: a: b\n/b\n')).toEqual([
      {
        rule: '/a/*',
        headers: [
          ['x-one', '1'],
          ['x-two', 'a: b'],
        ],
      },
      { rule: '/b', headers: [] },
    ]);
  });
});
