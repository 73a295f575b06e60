/**
 * The CDN's part of the local front (scripts/lib/local-front.mjs), for the benchmark: the files
 * that `dist/_routes.json` keeps out of the Functions (scripts/edge-files.ts: `/_astro/*`, images,
 * manifests…) answered straight from `dist/`, with the headers `dist/_headers` gives them, as
 * Cloudflare's edge serves a Pages project's static files: from its cache, never through a Worker.
 * Locally they otherwise pass through wrangler's proxy Worker and the asset Worker, 30–80 ms each
 * while Chromium fetches a page's 40 files at once on the 2-core machine, and Lighthouse's
 * simulation charges the median of an origin's answer times to every request of the page,
 * the document and its largest image included (measured on `/rng/`: 50 ms against 3–5 ms from
 * here; the floor page, one request, 18 ms either way). Pages, the API and every other path
 * still go to the Functions.
 * Each answer: the file's bytes (Brotli, else gzip, for text types the request accepts), its
 * content type, `etag` (304 to a matching If-None-Match), `cache-control: public, max-age=0,
 * must-revalidate` and `access-control-allow-origin: *` as Pages sends them, then every matching
 * `_headers` rule. A file the folder does not have is left to the runtime (its 404).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lookup } from 'mrmime';
import { ruleMatches } from './pages-files.ts';

/** Content types sent compressed (as Cloudflare compresses them). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * True when an Accept-Encoding header (`accept`, RFC 9110 §12.5.3) lists `coding`
 * (case-insensitive) without `q=0`.
 * @param {string | string[] | undefined} accept @param {string} coding
 */
export function acceptsEncoding(accept, coding) {
  return String(accept ?? '')
    .split(',')
    .some((entry) => {
      const [name = '', ...params] = entry.split(';');
      return name.trim().toLowerCase() === coding && !params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/i.test(p));
    });
}

/**
 * The rules of a `_headers` file: each unindented line a path rule, each indented `name: value`
 * line a header of the rule above.
 * @param {string} text
 * @returns {{ rule: string; headers: [string, string][] }[]}
 */
export function parseHeadersFile(text) {
  /** @type {{ rule: string; headers: [string, string][] }[]} */
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ rule: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      if (colon > 0) rules.at(-1)?.headers.push([line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

/**
 * A request handler for the static files of the built site in `dir` (read once at start:
 * `_routes.json`'s exclusions and `_headers`); it answers and returns true for a GET or HEAD of an
 * excluded path whose file exists, else returns false and writes nothing. Files are read again
 * when they change (size or mtime), so a rebuild is served.
 * @param {string} dir the build's folder (`dist`)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 */
export function staticFiles(dir) {
  /** @type {string[]} */
  const excluded = JSON.parse(readFileSync(join(dir, '_routes.json'), 'utf8')).exclude ?? [];
  const headerRules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'));
  /** @type {Map<string, { stamp: string; body: Buffer; etag: string; type: string; br?: Buffer; gzip?: Buffer }>} */
  const files = new Map();
  /**
   * Per request path, whether the front serves it and the `_headers` rules' headers for it (null:
   * left to the runtime); decided once per path, since `ruleMatches` builds a RegExp per call.
   * @type {Map<string, [string, string][] | null>}
   */
  const decided = new Map();
  /** @param {string} path */
  const decide = (path) => {
    let rules = decided.get(path);
    if (rules === undefined) {
      rules = excluded.some((rule) => ruleMatches(rule, path)) ? headerRules.filter(({ rule }) => ruleMatches(rule, path)).flatMap((r) => r.headers) : null;
      decided.set(path, rules);
    }
    return rules;
  };

  /** @param {string} path @returns {{ stamp: string; body: Buffer; etag: string; type: string; br?: Buffer; gzip?: Buffer } | null} */
  const read = (path) => {
    let stat;
    try {
      stat = statSync(join(dir, path));
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const stamp = `${stat.size}:${stat.mtimeMs}`;
    const known = files.get(path);
    if (known?.stamp === stamp) return known;
    const body = readFileSync(join(dir, path));
    const type = lookup(path) ?? 'application/octet-stream';
    const file = { stamp, body, type, etag: `"${createHash('md5').update(body).digest('hex')}"` };
    files.set(path, file);
    return file;
  };

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let path;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://front').pathname);
    } catch {
      return false;
    }
    const rules = path.includes('..') ? null : decide(path);
    const file = rules && read(path);
    if (!rules || !file) return false;
    /** @type {Record<string, string>} */
    const headers = { 'content-type': file.type, 'cache-control': 'public, max-age=0, must-revalidate', etag: file.etag, 'access-control-allow-origin': '*' };
    for (const [name, value] of rules) headers[name] = value;
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    let body = file.body;
    if (COMPRESSIBLE.test(file.type)) {
      headers.vary = 'accept-encoding';
      const accept = req.headers['accept-encoding'];
      if (acceptsEncoding(accept, 'br')) {
        file.br ??= brotliCompressSync(file.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
        body = file.br;
        headers['content-encoding'] = 'br';
      } else if (acceptsEncoding(accept, 'gzip')) {
        file.gzip ??= gzipSync(file.body);
        body = file.gzip;
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
