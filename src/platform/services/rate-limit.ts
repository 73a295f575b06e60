/**
 * Fixed-window rate limits on D1 (per-account and per-IP limits on login, SMS,
 * registration and captcha, answered 429 with Retry-After, SPEC §8 too many requests; SPEC §4 SMS throttle of one request a
 * second and "too many requests, retry after 5 minutes"). One atomic upsert per hit, so
 * concurrent requests cannot both slip under the limit.
 */
import { fail } from '../../contracts/envelope.ts';
import type { HandlerResult } from '../lib/context.ts';

/** A limit: at most `limit` hits per `windowMs` ms. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

/**
 * Result of one hit: `retryAfterMs` is how long until the window resets (0 when allowed);
 * `windowStart` (ms) identifies the window the hit was counted in, for {@link refundRateLimit}.
 */
export interface RateLimitResult {
  allowed: boolean;
  retryAfterMs: number;
  windowStart?: number;
}

/**
 * Counts one hit on `key` (e.g. `sms:ip:203.0.113.9`, `login:account:demo01`) at `now` (ms) and
 * says whether it is within `rule`. A refused hit still counts, so hammering keeps the window full.
 */
export async function hitRateLimit(db: D1Database, key: string, rule: RateLimit, now: number): Promise<RateLimitResult> {
  const row = await db
    .prepare(
      'INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1) ' +
        'ON CONFLICT (key) DO UPDATE SET ' +
        'count = CASE WHEN rate_limits.window_start <= ?2 - ?3 THEN 1 ELSE rate_limits.count + 1 END, ' +
        'window_start = CASE WHEN rate_limits.window_start <= ?2 - ?3 THEN ?2 ELSE rate_limits.window_start END ' +
        'RETURNING count, window_start',
    )
    .bind(key, now, rule.windowMs)
    .first<{ count: number; window_start: number }>();
  const count = row?.count ?? 1;
  const windowStart = row?.window_start ?? now;
  if (count <= rule.limit) return { allowed: true, retryAfterMs: 0, windowStart };
  return { allowed: false, retryAfterMs: Math.max(0, windowStart + rule.windowMs - now), windowStart };
}

/**
 * Gives back one hit counted by {@link hitRateLimit} in the window that started at `windowStart`
 * (ms), when the attempt it reserved turned out not to count (a right password). A window that
 * has since restarted is left alone, and the count never goes below 0.
 */
export async function refundRateLimit(db: D1Database, key: string, windowStart: number): Promise<void> {
  await db.prepare('UPDATE rate_limits SET count = count - 1 WHERE key = ? AND window_start = ? AND count > 0').bind(key, windowStart).run();
}

/**
 * Checks several limits for one request (e.g. per IP and per account); all are counted, and the
 * answer is refused with the longest wait if any refuses.
 */
export async function hitRateLimits(db: D1Database, hits: readonly { key: string; rule: RateLimit }[], now: number): Promise<RateLimitResult> {
  let retryAfterMs = 0;
  for (const h of hits) {
    const r = await hitRateLimit(db, h.key, h.rule, now);
    if (!r.allowed) retryAfterMs = Math.max(retryAfterMs, r.retryAfterMs);
  }
  return { allowed: retryAfterMs === 0, retryAfterMs };
}

/**
 * The platform's answer to a refused hit: 429 `error_rate_limited` with `Retry-After` in whole
 * seconds (rounded up) and `value.retryAfter` in seconds for the UI.
 */
export function rateLimitedResult(retryAfterMs: number): HandlerResult {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return {
    body: fail('error_rate_limited', 'Too many requests. Please wait a moment and try again.', { retryAfter: seconds }),
    status: 429,
    headers: { 'retry-after': String(seconds) },
  };
}
