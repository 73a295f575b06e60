/**
 * The throttles of every SMS code request (SPEC §9 "SMS request throttle 1 s", "Too-many-requests
 * wait 5 minutes"; §8 "too many requests (retry after 5 minutes)"): shared by the sign-in and
 * registration SMS calls (verification.ts) and the member center's contact change
 * (src/platform/member/contacts.ts). Counters are single keyed statements on the recipient and IP.
 */
import { fail } from '../../contracts/envelope.ts';
import type { HandlerResult } from '../lib/context.ts';
import { hitRateLimits, rateLimitedResult } from '../services/rate-limit.ts';

/** Throttle: one request a second per number and per IP (SPEC §9 "SMS request throttle 1 s"). */
export const SMS_THROTTLE_MS = 1000;
/** The "too many requests" window and wait, in ms (SPEC §9 "Too-many-requests wait 5 minutes"). */
export const SMS_LOCKOUT_MS = 5 * 60_000;
/** Requests per number allowed in one lockout window before the number must wait. */
export const SMS_WINDOW_LIMIT = 5;
/** Requests per IP allowed in one lockout window before the IP must wait. */
export const SMS_IP_WINDOW_LIMIT = 30;

async function lockedUntil(db: D1Database, keys: readonly string[], now: number): Promise<number> {
  let until = 0;
  for (const key of keys) {
    const row = await db.prepare('SELECT window_start FROM rate_limits WHERE key = ?').bind(key).first<{ window_start: number }>();
    if (row && row.window_start + SMS_LOCKOUT_MS > now) until = Math.max(until, row.window_start + SMS_LOCKOUT_MS);
  }
  return until;
}

async function lock(db: D1Database, keys: readonly string[], now: number): Promise<void> {
  for (const key of keys) {
    await db
      .prepare(
        'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, count = 1',
      )
      .bind(key, now)
      .run();
  }
}

function tooMany(retryAfterMs: number): HandlerResult {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return {
    body: fail('error_sms_too_many', 'Too many requests. Please try again in 5 minutes.', { retryAfter: seconds }),
    status: 429,
    headers: { 'retry-after': String(seconds) },
  };
}

/**
 * The throttles of one SMS request for `recipient` (E.164) from `ip`: null when allowed, else the
 * 429 answer. Exported for the tests.
 */
export async function smsThrottle(db: D1Database, recipient: string, ip: string | null, now: number): Promise<HandlerResult | null> {
  const who = ip ?? 'unknown';
  const lockKeys = [`sms:lock:num:${recipient}`, `sms:lock:ip:${who}`];
  const until = await lockedUntil(db, lockKeys, now);
  if (until) return tooMany(until - now);
  const burst = await hitRateLimits(
    db,
    [
      { key: `sms:1s:num:${recipient}`, rule: { limit: 1, windowMs: SMS_THROTTLE_MS } },
      { key: `sms:1s:ip:${who}`, rule: { limit: 1, windowMs: SMS_THROTTLE_MS } },
    ],
    now,
  );
  if (!burst.allowed) return rateLimitedResult(burst.retryAfterMs);
  const perNumber = await hitRateLimits(db, [{ key: `sms:5m:num:${recipient}`, rule: { limit: SMS_WINDOW_LIMIT, windowMs: SMS_LOCKOUT_MS } }], now);
  const perIp = await hitRateLimits(db, [{ key: `sms:5m:ip:${who}`, rule: { limit: SMS_IP_WINDOW_LIMIT, windowMs: SMS_LOCKOUT_MS } }], now);
  if (!perNumber.allowed || !perIp.allowed) {
    await lock(db, [...(perNumber.allowed ? [] : [lockKeys[0]!]), ...(perIp.allowed ? [] : [lockKeys[1]!])], now);
    return tooMany(SMS_LOCKOUT_MS);
  }
  return null;
}
