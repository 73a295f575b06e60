/**
 * The session cookie (DESIGN.md "Session (backend-for-frontend)"): the platform's token lives only
 * here, HttpOnly and SameSite=Lax, Secure (with the __Host- prefix) on HTTPS. Page JavaScript never
 * sees it.
 */

/** Cookie lifetime in seconds: the platform's absolute session lifetime (12 h). */
export const SESSION_COOKIE_MAX_AGE = 12 * 60 * 60;

/** Cookie name for a request: `__Host-sid` on HTTPS, `sid` on plain-HTTP local development. */
export function sessionCookieName(url: URL): string {
  return url.protocol === 'https:' ? '__Host-sid' : 'sid';
}

/** Session tokens as platforms issue them: URL-safe, 16–512 characters. */
export const SESSION_TOKEN_SHAPE = /^[A-Za-z0-9._~-]{16,512}$/;

/**
 * The session token from the request's cookies, or null when there is none or it is malformed.
 * Never throws: a cookie header is attacker-controlled (`sid=%` is not valid percent-encoding),
 * so a value that does not decode, or decodes to something no platform issues, counts as no
 * session.
 */
export function readSessionToken(request: Request): string | null {
  const name = sessionCookieName(new URL(request.url));
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return null;
    }
    return SESSION_TOKEN_SHAPE.test(value) ? value : null;
  }
  return null;
}

/** Set-Cookie value that stores `token`. */
export function sessionCookie(url: URL, token: string): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${sessionCookieName(url)}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_COOKIE_MAX_AGE}${secure}`;
}

/** Set-Cookie value that deletes the session cookie. */
export function clearSessionCookie(url: URL): string {
  const secure = url.protocol === 'https:' ? '; Secure' : '';
  return `${sessionCookieName(url)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}
