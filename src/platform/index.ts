/**
 * The sandbox platform's entry point: `handlePlatform(request, env)` answers every call of the
 * route table that the sandbox implements (DESIGN.md "Sandbox platform"). It is the default
 * upstream of the edge proxy and has the same fetch interface as an operator's platform.
 *
 * Per request: find the route (404 outside the contract), check the method (405), resolve the
 * session on token routes (401 error_not_logged_in), check the route's access gate (403
 * in_need_true_account / error_not_agent, src/contracts/access.ts), answer 501 for a call the
 * sandbox does not implement, decrypt a JWE body on encrypted routes (400
 * error_encryption_required for a plain one), parse and validate the input with the route's zod
 * schema (400 error_validation with per-field message keys), apply the rate-limit policy (429
 * error_rate_limited with Retry-After, src/platform/policies/rate-limits.ts), check the
 * human-verification proof of a `humanCheck` call (400 error_human_verification; 503
 * error_human_check_unavailable on a platform without ALTCHA_HMAC_KEY, which never skips the
 * check; src/platform/services/human-check.ts), run the handler.
 * A busy database is retried statement by statement and, if it stays busy, answers 503 error_busy
 * with Retry-After (src/platform/lib/d1-busy.ts), never 500. Other unexpected errors answer 500
 * error_internal without details; nothing half-written survives because multi-row writes are
 * single D1 batches.
 */
import { envelopeResponse, fail } from '../contracts/envelope.ts';
import { checkGate, gateErrorCode, PASSWORD_CHANGE_ALLOWED } from '../contracts/access.ts';
import { findRoute, routeGate } from '../contracts/routes.ts';
import { fieldErrors } from '../contracts/schemas/session.ts';
import type { Handler } from './lib/context.ts';
import type { RouteHandlers } from './lib/route-handler.ts';
import { decryptBody } from './crypto/jwe.ts';
import { BUSY_RETRY_AFTER_S, isBusyError, withBusyRetry } from './lib/d1-busy.ts';
import type { PlatformEnv } from './lib/env.ts';
import { devToolsAllowed } from './dev/dev-tools.ts';
import { logPlatformEvent } from './lib/log.ts';
import { withRateLimits } from './policies/rate-limits.ts';
import { checkHumanProof, humanCheckRefusal } from './services/human-check.ts';
import { sessionMember } from './identity/sessions.ts';
import { memberBalance } from './lib/ledger.ts';
import { siteConfig } from '../contracts/site-config.ts';
import { agentHandlers } from './agent/routes.ts';
import { cashierHandlers } from './cashier/routes.ts';
import { cronHandlers } from './cron/routes.ts';
import { devHandlers } from './dev/routes.ts';
import { gamesHandlers } from './games/routes.ts';
import { identityHandlers } from './identity/routes.ts';
import { lotteryHandlers } from './lottery/routes.ts';
import { memberHandlers } from './member/routes.ts';
import { rewardsHandlers } from './rewards/routes.ts';
import { siteHandlers } from './site/routes.ts';
import { supportHandlers } from './support/routes.ts';
import { walletHandlers } from './wallet/routes.ts';

// One handler map per area (src/platform/<area>/routes.ts), each typed from the route table.
const handlers: RouteHandlers = {
  ...identityHandlers,
  ...gamesHandlers,
  ...walletHandlers,
  ...devHandlers,
  ...cronHandlers,
  ...memberHandlers,
  ...cashierHandlers,
  ...lotteryHandlers,
  ...agentHandlers,
  ...rewardsHandlers,
  ...supportHandlers,
  ...siteHandlers,
};

async function readInput(request: Request, encrypted: boolean, form: boolean, env: PlatformEnv): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return Object.fromEntries(new URL(request.url).searchParams);
  const text = await request.text();
  if (encrypted) {
    if (!(request.headers.get('content-type') ?? '').startsWith('application/jose')) throw new InputError('error_encryption_required');
    const plain = await decryptBody(text, env.PLATFORM_PRIVATE_JWK);
    return form ? Object.fromEntries(new URLSearchParams(plain)) : JSON.parse(plain);
  }
  if (form) return Object.fromEntries(new URLSearchParams(text));
  return text ? JSON.parse(text) : {};
}

class InputError extends Error {}

/**
 * The answer to a database that stayed busy through its retries (src/platform/lib/d1-busy.ts): 503
 * `error_busy`, with Retry-After in the header and `retryAfter` (seconds) in the envelope.
 */
export function busyResponse(): Response {
  return envelopeResponse(fail('error_busy', 'The service is busy right now. Please try again in a few seconds.', { retryAfter: BUSY_RETRY_AFTER_S }), 503, {
    'retry-after': String(BUSY_RETRY_AFTER_S),
  });
}

/** Answers one platform call. Never throws; every failure is an error envelope. */
export async function handlePlatform(request: Request, rawEnv: PlatformEnv): Promise<Response> {
  // Every statement of this request retries while the database is busy; a write is never repeated
  // after it may have landed (src/platform/lib/d1-busy.ts).
  const env: PlatformEnv = { ...rawEnv, DB: withBusyRetry(rawEnv.DB) };
  const url = new URL(request.url);
  const found = findRoute(url.pathname);
  if (!found || (found.def.devOnly && !devToolsAllowed(request, env))) return envelopeResponse(fail('error_not_found', 'Unknown call.'), 404);
  const { name, def } = found;
  if (request.method !== def.method) return envelopeResponse(fail('error_method_not_allowed', `Use ${def.method}.`), 405, { allow: def.method });

  const token = request.headers.get('authorization')?.match(/^Bearer (\S+)$/)?.[1] ?? null;
  const now = Date.now();
  // The edge's id of this request (X-Request-Id): every line logged for it carries it.
  const requestId = request.headers.get('x-request-id')?.slice(0, 64) ?? null;
  try {
    const memberRow = def.token && token ? await sessionMember(env.DB, token, now) : null;
    if (def.token && !memberRow) return envelopeResponse(fail('error_not_logged_in', 'Not logged in, please log in.'), 401);
    const gate = routeGate(def);
    const refused = gate && memberRow ? gateErrorCode(checkGate(gate, memberRow.type)) : null;
    if (refused) return envelopeResponse(fail(refused, 'This account cannot use this call.'), 403);
    if (memberRow?.session_password_change_due === 1 && !PASSWORD_CHANGE_ALLOWED.has(name)) {
      return envelopeResponse(fail('error_password_change_required', 'Please change your password first.'), 403);
    }
    const handler = handlers[name];
    if (!handler) return envelopeResponse(fail('error_not_implemented', 'This call is not available on the sandbox platform yet.'), 501);

    let input: unknown;
    try {
      input = await readInput(request, def.encrypted, def.form ?? false, env);
    } catch (err) {
      const code = err instanceof InputError ? err.message : 'error_validation';
      return envelopeResponse(fail(code, 'The request body could not be read.'), 400);
    }
    if (def.request) {
      const parsed = def.request.safeParse(input);
      if (!parsed.success) {
        return envelopeResponse(fail('error_validation', 'Some fields are not valid.', { fields: fieldErrors(parsed.error.issues) }), 400);
      }
      input = parsed.data;
    }

    const ctx = {
      env,
      db: env.DB,
      input,
      member: memberRow,
      token,
      ip: request.headers.get('x-client-ip'),
      userAgent: request.headers.get('x-client-ua')?.slice(0, 512) ?? null,
      language: request.headers.get('language') ?? 'TY',
      origin: url.origin,
      requestId,
      now,
    };
    // The human check runs first inside the rate limits, as the handler's first step would: a failed
    // proof is a failed attempt of the call (a refused sign-in counts toward the login limits).
    const result = await withRateLimits(name, ctx, async () => {
      if (def.humanCheck) {
        const human = await checkHumanProof(env, env.DB, (input as { altcha?: string } | null)?.altcha, now);
        if (human !== 'ok') return humanCheckRefusal(human);
      }
      // The one place the per-route types meet: `handler` is the handler of `name`, `input` was
      // parsed by that route's schema and `member` is set on token routes (checked above).
      return (handler as Handler)(ctx);
    });
    // A money-moving call's answer carries the balance after it (SPEC §2.3): the header follows
    // whichever page made the call, without a second read. The call has already landed, so a
    // failed read of the balance leaves it out (the page asks on its own) rather than failing it.
    const { body } = result;
    const balance =
      def.movesMoney && memberRow && body.success ? await memberBalance(env.DB, memberRow.id, siteConfig.currency).catch(() => undefined) : undefined;
    return envelopeResponse(balance === undefined || !body.success ? body : { ...body, balance }, result.status, result.headers);
  } catch (err) {
    if (isBusyError(err)) {
      logPlatformEvent('warn', 'database-busy', { id: requestId, route: name });
      return busyResponse();
    }
    logPlatformEvent('error', 'platform-error', { id: requestId, route: name }, err);
    return envelopeResponse(fail('error_internal', 'Something went wrong. Please try again.'), 500);
  }
}
