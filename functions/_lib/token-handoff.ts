/**
 * The app hand-off of SPEC §4 (DESIGN.md "Session"): a page URL carrying `?token=…` becomes a session
 * at the edge and the token leaves the URL. The token is checked against the platform (member
 * info with Bearer) and the login gate of src/contracts/access.ts; a good one is stored in the
 * HttpOnly session cookie like a login answer's (plus the non-secret hand-off marker the page
 * reads), a bad one is dropped. Either way the answer is a 302 to the same URL without `token`,
 * so the token does not stay in the address bar, the history or a Referer. When the visitor is
 * already signed in as another member, the link's token waits in an HttpOnly cookie and the page
 * asks which account to keep; {@link answerHandoff} applies the answer.
 */
import { checkGate } from '../../src/contracts/access.ts';
import { routes } from '../../src/contracts/routes.ts';
import {
  HANDOFF_ASK_COOKIE,
  HANDOFF_ASK_MAX_AGE,
  HANDOFF_COOKIE,
  HANDOFF_COOKIE_MAX_AGE,
  HANDOFF_PENDING_COOKIE,
} from '../../src/contracts/session-handoff.ts';
import type { EdgeEnv } from './env.ts';
import { clientIp } from './proxy.ts';
import { readSessionToken, SESSION_TOKEN_SHAPE, sessionCookie } from './session-cookie.ts';
import { upstreamFetch } from './upstream.ts';
import { forwardedRequestId, logEvent, REQUEST_ID_HEADER } from './log.ts';

/** The member (type and account) behind `token`, or null when the platform does not know the session. */
async function sessionMember(token: string, origin: string, request: Request, env: EdgeEnv): Promise<{ type: number; account: string } | null> {
  try {
    const res = await upstreamFetch(
      new Request(new URL(routes.memberInfo.path, origin), {
        method: 'GET',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          'x-client-ip': clientIp(request),
          [REQUEST_ID_HEADER]: forwardedRequestId(request),
        },
      }),
      env,
    );
    if (!res.ok) return null;
    const parsed = routes.memberInfo.response.safeParse(((await res.json()) as { value?: unknown })?.value);
    return parsed.success ? { type: parsed.data.type, account: parsed.data.account } : null;
  } catch (err) {
    logEvent('error', 'token-handoff-unreachable', { id: forwardedRequestId(request) }, err);
    return null;
  }
}

/** A cookie of the hand-off question: `value` for `maxAge` seconds (0 deletes it). */
function askCookie(url: URL, name: string, value: string, maxAge: number, httpOnly: boolean): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Strict${httpOnly ? '; HttpOnly' : ''}${url.protocol === 'https:' ? '; Secure' : ''}`;
}

/** The cookies that store `token` as the session, with the marker that makes the page load it. */
function sessionCookies(url: URL, token: string): string[] {
  return [
    sessionCookie(url, token),
    `${HANDOFF_COOKIE}=1; Path=/; Max-Age=${HANDOFF_COOKIE_MAX_AGE}; SameSite=Lax${url.protocol === 'https:' ? '; Secure' : ''}`,
  ];
}

/**
 * Answers a page request whose URL has a `token` query parameter: a 302 to the URL without it.
 * A token of a live session that may enter becomes the session cookie when the visitor has no
 * live session of another member; over such a session it is only kept, HttpOnly, for the page to
 * ask which account to keep (the readable ask cookie names the link's account). Returns null when
 * the URL has no token. The token is never logged, and the answer keeps `Referrer-Policy:
 * no-referrer`.
 */
export async function tokenHandoff(request: Request, env: EdgeEnv): Promise<Response | null> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  const headers = new Headers({ location: url.toString(), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  if (!SESSION_TOKEN_SHAPE.test(token)) return new Response(null, { status: 302, headers });
  const linked = await sessionMember(token, url.origin, request, env);
  if (!linked || checkGate('login', linked.type) !== 'allow') return new Response(null, { status: 302, headers });
  // A live session of another member is never replaced by a link alone: the player is asked.
  const current = readSessionToken(request);
  const otherSessionLive = current !== null && current !== token && (await sessionMember(current, url.origin, request, env)) !== null;
  if (otherSessionLive) {
    headers.append('set-cookie', askCookie(url, HANDOFF_PENDING_COOKIE, token, HANDOFF_ASK_MAX_AGE, true));
    headers.append('set-cookie', askCookie(url, HANDOFF_ASK_COOKIE, linked.account, HANDOFF_ASK_MAX_AGE, false));
  } else {
    for (const c of sessionCookies(url, token)) headers.append('set-cookie', c);
  }
  return new Response(null, { status: 302, headers });
}

/** The pending hand-off token of the request's cookie, or null (never throws on a bad cookie). */
function pendingToken(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== HANDOFF_PENDING_COOKIE) continue;
    try {
      const value = decodeURIComponent(part.slice(eq + 1).trim());
      return SESSION_TOKEN_SHAPE.test(value) ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * POST /edge/handoff `{ accept: boolean }`: the player's answer to "continue as the link's
 * account?". Accepting makes the pending token the session (checked again against the platform
 * and the login gate); declining keeps the current one. Either way the question's cookies are
 * cleared. Answers 204, or 405 (not POST), 403 (not from this origin), 400 (bad body), 409 (no
 * pending hand-off, or its session has ended: nothing changes but the cleared question).
 */
export async function answerHandoff(request: Request, env: EdgeEnv): Promise<Response> {
  const url = new URL(request.url);
  const json = (status: number, code: string) =>
    new Response(JSON.stringify({ success: false, code }), { status, headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
  if (request.method !== 'POST') return json(405, 'error_method_not_allowed');
  if (request.headers.get('origin') !== url.origin) return json(403, 'error_csrf');
  let accept: unknown;
  try {
    accept = ((await request.json()) as { accept?: unknown } | null)?.accept;
  } catch {
    accept = undefined;
  }
  if (typeof accept !== 'boolean') return json(400, 'error_validation');
  const headers = new Headers({ 'cache-control': 'no-store' });
  headers.append('set-cookie', askCookie(url, HANDOFF_PENDING_COOKIE, '', 0, true));
  headers.append('set-cookie', askCookie(url, HANDOFF_ASK_COOKIE, '', 0, false));
  const expired = () => {
    headers.set('content-type', 'application/json');
    return new Response(JSON.stringify({ success: false, code: 'error_handoff_expired' }), { status: 409, headers });
  };
  const token = pendingToken(request);
  if (!token) return expired();
  if (accept) {
    const linked = await sessionMember(token, url.origin, request, env);
    if (!linked || checkGate('login', linked.type) !== 'allow') return expired();
    for (const c of sessionCookies(url, token)) headers.append('set-cookie', c);
  }
  return new Response(null, { status: 204, headers });
}
