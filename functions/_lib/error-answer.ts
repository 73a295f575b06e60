/**
 * The edge's own error answer (SPEC §7.3 envelope): what a visitor gets when
 * something below the portal's code fails — a throw in a Function, or a 5xx from the static-asset
 * layer or the local runtime (wrangler's asset server answers a path such as `/index.html/` with
 * a 502 whose body names a file of the machine). API paths get the error envelope, every other path
 * the bare status number (it needs no translation), both with the security headers, no-store and
 * nothing of the failure's own body.
 */
import { envelopeResponse, fail } from '../../src/contracts/envelope.ts';
import { withSecurityHeaders } from './security-headers.ts';

/** Paths answered with JSON envelopes: the API (/wps, /lgw, /lotto) and the edge's own (/edge). */
export function isApiPath(pathname: string): boolean {
  return /^\/(wps|lgw|lotto|edge)\//.test(pathname);
}

/**
 * The error answer for `pathname` with HTTP `status` (≥ 400): on API paths the envelope with
 * `error_internal` (500), `error_busy` (503) or `error_upstream` (any other), elsewhere the status
 * number as text/plain. `headers` (e.g. Retry-After) are added.
 */
export function edgeErrorAnswer(pathname: string, status: number, headers: HeadersInit = {}): Response {
  const answer = isApiPath(pathname)
    ? envelopeResponse(
        status === 500
          ? fail('error_internal', 'Something went wrong. Please try again.')
          : status === 503
            ? fail('error_busy', 'The service is busy right now. Please try again in a few seconds.')
            : fail('error_upstream', 'The service is temporarily unavailable. Please try again.'),
        status,
        headers,
      )
    : new Response(String(status), {
        status,
        headers: { ...Object.fromEntries(new Headers(headers)), 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
  return withSecurityHeaders(answer, pathname);
}

/**
 * `response` unless it is a server error (5xx) from below the portal, which becomes
 * {@link edgeErrorAnswer} with the same status (and its Retry-After). Answers of the portal's own
 * code keep their body: the API's envelopes (the proxy never lets an upstream body through
 * unchecked) and the maintenance page, which the gate serves before reaching the assets.
 */
export function replaceLowerServerError(response: Response, pathname: string): Response {
  if (response.status < 500 || isApiPath(pathname)) return response;
  const retryAfter = response.headers.get('retry-after');
  // The failure's body is not read: it may name files of the machine (local wrangler).
  void response.body?.cancel();
  return edgeErrorAnswer(pathname, response.status, retryAfter ? { 'retry-after': retryAfter } : {});
}
