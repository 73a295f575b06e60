/**
 * Who may use the sandbox's dev-only calls (src/contracts/routes/dev.ts and the sandbox payment
 * provider's calls: outbox, credit, status switch, captcha answers, cron tick…) and the /dev pages.
 * They must be unreachable on any deployment, so three things are needed, and a deployment has
 * none of them:
 * - the switch `SANDBOX_DEV_TOOLS=1`;
 * - the secret `DEV_TOOLS_KEY` (≥ 32 characters, generated into the git-ignored .dev.vars by
 *   scripts/dev-keys.mjs), which the platform requires in the {@link DEV_TOOLS_HEADER} header;
 * - a local connection ({@link isLocalConnection}): the edge adds the key to a dev call, and
 *   serves a /dev page, only for a request that reached it straight from this machine
 *   ({@link edgeDevToolsAllowed}). It never forwards a visitor's own copy of the header.
 * The Host header decides nothing: any proxy can send `Host: 127.0.0.1`.
 */
/** Header that carries the dev-tools key from the edge (or a test) to the platform. */
export const DEV_TOOLS_HEADER = 'x-dev-tools-key';
/** Shortest key accepted, in characters. */
export const DEV_TOOLS_KEY_MIN_LENGTH = 32;

/** Constant-time string comparison, so the key cannot be guessed a character at a time. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * True when `request` may use a dev-only call under `env`: the switch is on, a key of at least
 * {@link DEV_TOOLS_KEY_MIN_LENGTH} characters is configured, and the request carries exactly it.
 */
export function devToolsAllowed(request: Request, env: { SANDBOX_DEV_TOOLS?: string; DEV_TOOLS_KEY?: string }): boolean {
  const key = env.DEV_TOOLS_KEY ?? '';
  if (env.SANDBOX_DEV_TOOLS !== '1' || key.length < DEV_TOOLS_KEY_MIN_LENGTH) return false;
  return sameText(request.headers.get(DEV_TOOLS_HEADER) ?? '', key);
}

/**
 * Headers a proxy adds when it forwards a request (de facto and RFC 7239). A request carrying one
 * came through another server, so it is not a local developer's, whatever its addresses say.
 */
const FORWARDED_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'true-client-ip', 'x-forwarded-host'];

/** True for loopback IP addresses: 127.0.0.0/8, `::1` and IPv4-mapped `::ffff:127.x.x.x`. */
export function isLoopbackAddress(ip: string): boolean {
  const v4 = ip.replace(/^::ffff:/i, '');
  return /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(v4) || ip === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(ip);
}

/**
 * True when `request` reached the edge straight from this machine. At Cloudflare every request
 * carries CF-Connecting-IP with the visitor's address, which is never a loopback one. The local
 * runtime (wrangler's workerd) sets the same header to the connection's peer address, so a local
 * browser arrives with 127.0.0.1; a direct call of the function (tests) has none. Anything that
 * passed a proxy is refused by its forwarding headers. Host plays no part.
 */
export function isLocalConnection(request: Request): boolean {
  const ip = request.headers.get('cf-connecting-ip');
  if (ip !== null && !isLoopbackAddress(ip.trim())) return false;
  return !FORWARDED_HEADERS.some((h) => request.headers.has(h));
}

/**
 * The edge's decision for a dev-only call or a /dev page (functions/_lib/proxy.ts,
 * functions/_middleware.ts): the switch is on, a key of at least
 * {@link DEV_TOOLS_KEY_MIN_LENGTH} characters is configured, and the connection is local.
 */
export function edgeDevToolsAllowed(request: Request, env: { SANDBOX_DEV_TOOLS?: string; DEV_TOOLS_KEY?: string }): boolean {
  return env.SANDBOX_DEV_TOOLS === '1' && (env.DEV_TOOLS_KEY ?? '').length >= DEV_TOOLS_KEY_MIN_LENGTH && isLocalConnection(request);
}
