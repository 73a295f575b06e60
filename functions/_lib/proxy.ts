/**
 * The edge proxy for /wps/*, /lgw/* and /lotto/* (SPEC §7; DESIGN.md "Runtime picture"): the route table
 * decides everything per call. It rejects calls outside the contract (404), dev-only calls for
 * anyone but a local developer with the switch on (404, src/platform/dev/dev-tools.ts), calls with the
 * wrong method (405), checks Origin on state-changing calls (403 error_csrf), adds the session token
 * from the HttpOnly cookie on token routes (401 error_not_logged_in without one, before any
 * upstream call), encrypts encrypted bodies as JWE, sets the Language, X-Client-IP and X-Request-Id
 * headers, logs one JSON line per upstream call (request id, route, upstream status, ms) and one
 * per failure (unreachable 502, timeout 504, an answer breaking the contract 502 naming the field
 * that failed, never its value), moves the token of a login or registration answer into the cookie, and passes platform errors on
 * in the platform's envelope, never a stack trace.
 */
import { envelopeResponse, fail } from '../../src/contracts/envelope.ts';
import { checkAnswer } from './answer-check.ts';
import { isLocale, platformLanguage, splitLocalePath, baseLocale } from '../../src/contracts/locales.ts';
import { SESSION_ISSUING } from '../../src/contracts/identity-routes.ts';
import { findRoute } from '../../src/contracts/routes.ts';
import type { EdgeEnv } from './env.ts';
import { encryptForUpstream } from './jwe.ts';
import { clearSessionCookie, readSessionToken, sessionCookie } from './session-cookie.ts';
import { invalidateSystemStatus } from './system-status.ts';
import { forwardedRequestId, logEvent, REQUEST_ID_HEADER } from './log.ts';
import { UpstreamTimeout, upstreamFetch } from './upstream.ts';
import { DEV_TOOLS_HEADER, edgeDevToolsAllowed } from '#sandbox';

/** The visitor's IP: CF-Connecting-IP at Cloudflare, loopback in local development. */
export function clientIp(request: Request): string {
  return request.headers.get('cf-connecting-ip') ?? request.headers.get('x-real-ip') ?? '127.0.0.1';
}

/** UI locale of a call: the X-Locale header the browser client sends, else the Referer's path. */
function callLocale(request: Request): string {
  const header = request.headers.get('x-locale');
  if (isLocale(header)) return header;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      return splitLocalePath(new URL(referer).pathname).locale;
    } catch {
      /* ignore a malformed Referer */
    }
  }
  return baseLocale;
}

/** Proxies one API call; see the module comment for the rules. Never throws. */
export async function proxyCall(request: Request, env: EdgeEnv): Promise<Response> {
  const url = new URL(request.url);
  const found = findRoute(url.pathname);
  if (!found) return envelopeResponse(fail('error_not_found', 'Unknown call.'), 404);
  const { name, def } = found;
  // A dev-only call exists only for a local developer with the switch on (src/platform/dev/dev-tools.ts);
  // for anyone else it is as unknown as a call outside the contract, and never reaches the upstream.
  const devAccess = def.devOnly === true && edgeDevToolsAllowed(request, env);
  if (def.devOnly && !devAccess) return envelopeResponse(fail('error_not_found', 'Unknown call.'), 404);
  if (request.method !== def.method) return envelopeResponse(fail('error_method_not_allowed', `Use ${def.method}.`), 405, { allow: def.method });
  if (def.method !== 'GET' && !def.serverToServer && request.headers.get('origin') !== url.origin) {
    return envelopeResponse(fail('error_csrf', 'This request did not come from the portal.'), 403);
  }
  const token = readSessionToken(request);
  if (def.token && !token)
    return envelopeResponse(fail('error_not_logged_in', 'Not logged in, please log in.'), 401, { 'set-cookie': clearSessionCookie(url) });

  const headers = new Headers({ accept: 'application/json', language: platformLanguage(callLocale(request)), 'x-client-ip': clientIp(request) });
  // The platform names a session's device from it (my account's sign-ins); capped, never required.
  const ua = request.headers.get('user-agent');
  if (ua && SESSION_ISSUING.includes(name)) headers.set('x-client-ua', ua.slice(0, 512));
  if (token && (def.token || name === 'logout')) headers.set('authorization', `Bearer ${token}`);
  // Dev-only calls get the local tools' key only on a local connection with the switch on; a
  // visitor's own x-dev-tools-key header is never forwarded (headers are built here, not copied).
  if (devAccess && env.DEV_TOOLS_KEY) headers.set(DEV_TOOLS_HEADER, env.DEV_TOOLS_KEY);
  const id = forwardedRequestId(request);
  headers.set(REQUEST_ID_HEADER, id);
  let body: string | undefined;
  if (def.method !== 'GET') {
    const text = await request.text();
    if (def.encrypted) {
      try {
        body = await encryptForUpstream(text || '{}', env.PLATFORM_PUBLIC_JWK);
      } catch (err) {
        logEvent('error', 'proxy-encryption-failed', { id, route: name }, err);
        return envelopeResponse(fail('error_internal', 'The portal is not configured to reach the platform.'), 500);
      }
      headers.set('content-type', 'application/jose');
    } else {
      body = text;
      headers.set('content-type', def.form ? 'application/x-www-form-urlencoded' : 'application/json');
    }
  }

  const started = Date.now();
  let upstream: Response;
  try {
    upstream = await upstreamFetch(new Request(url.toString(), { method: def.method, headers, body }), env);
  } catch (err) {
    const timedOut = err instanceof UpstreamTimeout;
    logEvent('error', timedOut ? 'upstream-timeout' : 'upstream-unreachable', { id, route: name, ms: Date.now() - started }, err);
    return timedOut
      ? envelopeResponse(fail('error_upstream', 'The platform did not answer in time. Please try again.'), 504)
      : envelopeResponse(fail('error_upstream', 'The platform could not be reached. Please try again.'), 502);
  }
  const ms = Date.now() - started;
  logEvent(upstream.status >= 500 ? 'warn' : 'info', 'upstream', { id, route: name, status: upstream.status, ms });
  let payload: { success?: boolean; value?: unknown } & Record<string, unknown>;
  try {
    payload = await upstream.json();
  } catch (err) {
    logEvent('error', 'upstream-not-json', { id, route: name, status: upstream.status }, err);
    return envelopeResponse(fail('error_upstream', 'The platform answered in an unexpected way.'), 502);
  }
  if (typeof payload?.success !== 'boolean') {
    logEvent('error', 'contract-violation', { id, route: name, status: upstream.status, field: 'success', problem: 'not a boolean' });
    return envelopeResponse(fail('error_upstream', 'The platform answered in an unexpected way.'), 502);
  }

  const out = new Headers();
  const retryAfter = upstream.headers.get('retry-after');
  if (retryAfter) out.set('retry-after', retryAfter);
  if (payload.success && SESSION_ISSUING.includes(name)) {
    const value = payload.value as { token?: unknown } | null;
    if (value && typeof value.token === 'string') {
      out.append('set-cookie', sessionCookie(url, value.token));
      delete value.token;
    }
  }
  // Sign-out, an ended session, and a changed password (the platform ended every session of the
  // member, SPEC §2.5) all clear the cookie.
  if (name === 'logout' || (def.token && upstream.status === 401) || (name === 'changePassword' && payload.success))
    out.append('set-cookie', clearSessionCookie(url));
  if (name === 'devSystemStatus' && payload.success) invalidateSystemStatus();
  // The contract check of the answer happens here, once, instead of in every browser: the
  // browser bundle then carries no zod schemas of the route table (DESIGN.md JS budgets).
  if (payload.success) {
    const checked = checkAnswer(def, payload.value);
    if (!checked.ok) {
      logEvent('error', 'contract-violation', {
        id,
        route: name,
        status: upstream.status,
        field: checked.field ? `value.${checked.field}` : 'value',
        problem: checked.problem,
      });
      return envelopeResponse(fail('error_upstream', 'The platform answered in an unexpected way.'), 502);
    }
    payload.value = checked.value;
    // A money-moving call's balance after it (RouteDef `movesMoney`): an integer in minor units, or left out.
    if (payload.balance !== undefined && !Number.isSafeInteger(payload.balance)) delete payload.balance;
  }
  return envelopeResponse(payload as never, upstream.status, out);
}
