/**
 * The local server's front door (scripts/serve.mjs): a small Node HTTP proxy on the public port in
 * front of `wrangler pages dev` on an internal one. It exists for what the portal's own code cannot
 * see. workerd (wrangler's local runtime) parses each request line itself and answers one that is
 * too long with its own bare 414, before any Function runs, so the visitor would get neither the
 * portal's error answer nor its security headers; no Pages Function or middleware can intercept
 * it. The front refuses such requests first, with the edge's answer (the status number, the
 * security headers of functions/_lib/security-headers.ts, no-store), and passes everything else
 * through unchanged, streaming both ways.
 *
 * It also gives the edge a trustworthy connection: CF-Connecting-IP is set to the socket's peer
 * address (a visitor's own copy is replaced), which is how the edge recognises a local developer
 * (src/platform/dev/dev-tools.ts), as Cloudflare sets it in production. It adds no forwarding header.
 *
 * Compression as Cloudflare chooses it: Cloudflare answers a browser that accepts Brotli with
 * Brotli (its default: Brotli preferred, gzip the fallback), whatever order the browser lists them
 * in; workerd takes the first encoding of Accept-Encoding it supports, and Chromium lists gzip
 * first, so the local edge answered gzip, 10 % more bytes than a visitor gets (the category page:
 * 15.3 KB against 13.9 KB, past the first round trip's 14.6 KB). The front moves `br` to the front of
 * an Accept-Encoding that accepts it ({@link preferBrotli}).
 *
 * Visitor addresses: the front can also listen on other loopback addresses of this machine (the
 * e2e lanes, scripts/test.mjs), and a connection that arrived at one of them counts as coming from
 * it. Linux gives every loopback connection the source 127.0.0.1 whatever address it reaches, so
 * this is how two local browsers become two visitors, each with its own per-IP limits
 * (src/platform/policies/rate-limits.ts), as two players on two networks are at Cloudflare.
 */
import http from 'node:http';
import { withSecurityHeaders } from '../../functions/_lib/security-headers.ts';
import { isLoopbackAddress } from '../../src/platform/dev/dev-tools.ts';
import { acceptsEncoding, staticFiles } from './static-files.mjs';

/**
 * Longest request head (request line plus headers) the front accepts, in bytes. workerd answers a
 * request line past 64 KB with its own bare `414 URI too long` (measured with wrangler 4.164:
 * 64,000 characters of query pass, 66,000 do not); this stays well below it, so every over-long
 * request is answered here, never by workerd.
 */
export const MAX_HEAD_BYTES = 32 * 1024;

/**
 * `accept` (a request's Accept-Encoding) with `br` moved first when it accepts Brotli (listed,
 * q not 0), so that workerd, which takes the first encoding it supports, answers Brotli as
 * Cloudflare does; otherwise `accept` unchanged (undefined stays undefined).
 * @param {string | undefined} accept
 * @returns {string | undefined}
 */
export function preferBrotli(accept) {
  if (!accept) return accept;
  const codings = accept
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
  const br = codings.findIndex((c) => acceptsEncoding(c, 'br'));
  if (br <= 0) return accept;
  return [codings[br], ...codings.filter((_, i) => i !== br)].join(', ');
}

/** Hop-by-hop headers (RFC 9110 §7.6.1), not passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade', 'transfer-encoding']);

/**
 * The edge's answer `status` as raw HTTP/1.1 bytes: the status number as text, security headers.
 * @param {number} status
 * @param {string} reason
 */
export function rawErrorAnswer(status, reason) {
  const headers = [...withSecurityHeaders(new Response(null)).headers];
  const body = String(status);
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    'content-type: text/plain; charset=utf-8',
    'cache-control: no-store',
    `content-length: ${body.length}`,
    'connection: close',
    ...headers.map(([k, v]) => `${k}: ${v}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Headers of the edge's answer `status`, for a Node response. */
function errorHeaders() {
  return { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...Object.fromEntries(withSecurityHeaders(new Response(null)).headers) };
}

/**
 * Starts the front on `host:port`, passing requests to `upstreamPort` on 127.0.0.1, and on the
 * same port at each of `visitorHosts` (other loopback addresses; a connection that arrives at one
 * is the visitor with that address, see the header). Resolves with the main server once every
 * address listens; closing it closes the others. Throws on a visitor host that is not a loopback
 * address (the edge's own test, src/platform/dev/dev-tools.ts) or is `host` itself.
 * With `staticDir` (the benchmark's server: scripts/bench.mjs), the files its `_routes.json` keeps
 * out of the Functions are answered from that folder as Cloudflare's edge answers them
 * (./static-files.mjs); without it everything goes to the runtime.
 * @param {{ host?: string; port: number; upstreamPort: number; visitorHosts?: string[]; staticDir?: string }} options
 * @returns {Promise<http.Server>}
 */
export async function startFront({ host = '127.0.0.1', port, upstreamPort, visitorHosts = [], staticDir }) {
  for (const h of visitorHosts)
    if (!isLoopbackAddress(h) || h === host) throw new Error(`local front: visitor host ${h} is not a loopback address other than ${host}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const cdn = staticDir ? staticFiles(staticDir) : null;
  /** @type {http.RequestListener} */
  const handler = (req, res) => {
    if (cdn?.(req, res)) return;
    /** @type {http.OutgoingHttpHeaders} */
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && name !== 'cf-connecting-ip') headers[name] = value;
    if (headers['accept-encoding']) headers['accept-encoding'] = preferBrotli(String(headers['accept-encoding']));
    const arrivedAt = req.socket.localAddress ?? '';
    headers['cf-connecting-ip'] = visitorHosts.includes(arrivedAt) ? arrivedAt : (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers, agent }, (answer) => {
      /** @type {http.OutgoingHttpHeaders} */
      const out = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (res.headersSent) return res.destroy();
      res.writeHead(502, errorHeaders());
      res.end('502');
    });
    req.pipe(upstream);
  };
  /**
   * A head over MAX_HEAD_BYTES: 414 when the request line alone is too long, else 431 (RFC 9110,
   * RFC 6585); a request that cannot be parsed at all, 400. Always the edge's answer.
   * @param {Error & { code?: string; rawPacket?: Buffer }} err @param {import('node:stream').Duplex} socket
   */
  const refuse = (err, socket) => {
    if (!socket.writable) return socket.destroy();
    const head = err.rawPacket ? err.rawPacket.toString('latin1') : '';
    const lineEnd = head.indexOf('\r\n');
    const lineTooLong = lineEnd === -1 || lineEnd >= MAX_HEAD_BYTES;
    /** @type {[number, string]} */
    const answer = err.code === 'HPE_HEADER_OVERFLOW' ? (lineTooLong ? [414, 'URI Too Long'] : [431, 'Request Header Fields Too Large']) : [400, 'Bad Request'];
    socket.end(rawErrorAnswer(...answer));
  };
  /** @param {string} address @param {number} at @returns {Promise<http.Server>} */
  const listen = (address, at) => {
    const server = http.createServer({ maxHeaderSize: MAX_HEAD_BYTES, requestTimeout: 0 }, handler);
    server.on('clientError', refuse);
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, address, () => resolve(server));
    });
  };
  const main = await listen(host, port);
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (main.address());
  const others = await Promise.all(visitorHosts.map((h) => listen(h, bound)));
  main.on('close', () => others.forEach((s) => s.close()));
  return main;
}
