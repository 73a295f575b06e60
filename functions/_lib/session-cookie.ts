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

/** The session token from the request's cookies, or null. */
export function readSessionToken(request: Request): string | null {
  const name = sessionCookieName(new URL(request.url));
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
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
