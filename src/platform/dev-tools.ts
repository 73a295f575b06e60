/**
 * Who may use the sandbox's dev-only calls (src/contracts/routes/dev.ts and the sandbox payment
 * provider's calls: outbox, credit, status switch, captcha answers, cron tick…). They must be
 * unreachable on any deployment, so two things are needed, and a deployment has neither:
 * - the switch `SANDBOX_DEV_TOOLS=1`, and
 * - the secret `DEV_TOOLS_KEY` (≥ 32 characters, generated into the git-ignored .dev.vars by
 *   scripts/dev-keys.mjs) carried in the {@link DEV_TOOLS_HEADER} header. Only local tools have
 *   it: the edge adds it to a dev call only when the portal is served on a loopback host
 *   (functions/_lib/proxy.ts), and never forwards a visitor's own copy of the header.
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

/** True for the hosts of local development (`localhost`, 127.0.0.0/8, `::1`), never a deployment's. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]' || hostname === '::1';
}
