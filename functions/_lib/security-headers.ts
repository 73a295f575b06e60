/**
 * Security headers on every response (DESIGN.md "Runtime picture"). Both CSPs are enforced: the per-page meta
 * that Astro writes (astro.config security.csp) narrows scripts and styles to 'self' plus the
 * hashes of the page's inline ones, so this header leaves those two at 'self' 'unsafe-inline' (the
 * meta policy removes the inline allowance) and adds what a meta tag cannot carry
 * (frame-ancestors) plus the other fetch directives.
 */

/** The Content-Security-Policy header sent with every response (framable pages: see below). */
export const CSP_HEADER = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "frame-src 'self'",
].join('; ');

/**
 * Pages the portal frames itself: the in-house games, shown in the /game iframe (SPEC §2.1). Only
 * these may be framed, and only by the portal's own origin (frame-ancestors 'self', SAMEORIGIN).
 */
export function isSelfFramedPath(pathname: string): boolean {
  return /^(\/[A-Za-z]{2}(-[A-Za-z]{2})?)?\/inhouse-games\//.test(pathname);
}

/**
 * Returns `response` with CSP, HSTS, frame, referrer, nosniff and permissions headers set.
 * `pathname` decides framing: 'none' everywhere except the self-framed in-house game pages.
 */
export function withSecurityHeaders(response: Response, pathname = '/'): Response {
  const res = new Response(response.body, response);
  const h = res.headers;
  const framed = isSelfFramedPath(pathname);
  h.set('content-security-policy', framed ? CSP_HEADER.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : CSP_HEADER);
  h.set('strict-transport-security', 'max-age=63072000; includeSubDomains; preload');
  h.set('x-frame-options', framed ? 'SAMEORIGIN' : 'DENY');
  // A stricter policy chosen by the answer itself (the token hand-off's no-referrer) is kept.
  if (!h.has('referrer-policy')) h.set('referrer-policy', 'strict-origin-when-cross-origin');
  h.set('x-content-type-options', 'nosniff');
  h.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  h.set('cross-origin-opener-policy', 'same-origin');
  return res;
}
