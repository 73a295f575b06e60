/**
 * The app hand-off of SPEC §4 (issue 3 item 9): a page URL carrying `?token=…` becomes a session
 * at the edge and the token leaves the URL. The token is checked against the platform (member
 * info with Bearer) and the login gate of src/contracts/access.ts; a good one is stored in the
 * HttpOnly session cookie like a login answer's (plus the non-secret hand-off marker the page
 * reads), a bad one is dropped. Either way the answer is a 302 to the same URL without `token`,
 * so the token does not stay in the address bar, the history or a Referer.
 */
import { checkGate } from '../../src/contracts/access.ts';
import { routes } from '../../src/contracts/routes.ts';
import { HANDOFF_COOKIE, HANDOFF_COOKIE_MAX_AGE } from '../../src/contracts/session-handoff.ts';
import type { EdgeEnv } from './env.ts';
import { clientIp } from './proxy.ts';
import { readSessionToken, SESSION_TOKEN_SHAPE, sessionCookie } from './session-cookie.ts';
import { upstreamFetch } from './upstream.ts';


/** The member type behind `token`, or null when the platform does not know the session. */
async function sessionType(token: string, origin: string, request: Request, env: EdgeEnv): Promise<number | null> {
  try {
    const res = await upstreamFetch(
      new Request(new URL(routes.memberInfo.path, origin), { method: 'GET', headers: { accept: 'application/json', authorization: `Bearer ${token}`, 'x-client-ip': clientIp(request) } }),
      env,
    );
    if (!res.ok) return null;
    const parsed = routes.memberInfo.response.safeParse(((await res.json()) as { value?: unknown })?.value);
    return parsed.success ? parsed.data.type : null;
  } catch (err) {
    console.error('token hand-off: platform unreachable', err);
    return null;
  }
}

/**
 * Answers a page request whose URL has a `token` query parameter: a 302 to the URL without it,
 * with the session cookie when the token is a live session that may enter and the visitor has no
 * live session of their own under another token. Returns null when the URL has no token. The
 * token is never logged, and the answer keeps `Referrer-Policy: no-referrer`.
 */
export async function tokenHandoff(request: Request, env: EdgeEnv): Promise<Response | null> {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  if (token === null) return null;
  url.searchParams.delete('token');
  const headers = new Headers({ location: url.toString(), 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  // A live session of another member is never replaced by a link: a signed-in player who opens a
  // crafted link stays who they are (they can sign out and open it again).
  const current = readSessionToken(request);
  const otherSessionLive = current !== null && current !== token && (await sessionType(current, url.origin, request, env)) !== null;
  if (!otherSessionLive && SESSION_TOKEN_SHAPE.test(token)) {
    const type = await sessionType(token, url.origin, request, env);
    if (type !== null && checkGate('login', type) === 'allow') {
      headers.append('set-cookie', sessionCookie(url, token));
      headers.append('set-cookie', `${HANDOFF_COOKIE}=1; Path=/; Max-Age=${HANDOFF_COOKIE_MAX_AGE}; SameSite=Lax${url.protocol === 'https:' ? '; Secure' : ''}`);
    }
  }
  return new Response(null, { status: 302, headers });
}
