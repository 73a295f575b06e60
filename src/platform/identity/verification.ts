/**
 * Verification handlers of the sandbox platform (SPEC §4 SMS button and human verification, §7.1
 * Request login SMS, Registration SMS, Country list):
 * - GET /wps/verification/challenge: a human-verification (ALTCHA) challenge.
 * - POST /wps/verification/sms/noLogin: a code for SMS login or forgot-by-phone.
 * - POST /wps/verification/sms/register: a code for registration (both variants).
 * - GET /wps/system/countryCode: the countries of the dialing-code picker.
 *
 * Every SMS request has passed the human check (the route table's `humanCheck`, enforced by the
 * dispatcher), then meets the throttles: one request a second per number
 * and per IP (429 error_rate_limited), and at most {@link SMS_WINDOW_LIMIT} per number
 * (and {@link SMS_IP_WINDOW_LIMIT} per IP) in 5 minutes, after which the number or IP waits
 * 5 minutes (429 error_sms_too_many, SPEC §8 "too many requests (retry after 5 minutes)").
 * Codes go out through the outbox notifier; login and recovery codes go only to numbers that
 * belong to a member, but the answer is the same either way, so the call does not reveal which
 * numbers are registered.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { toE164, type Country, type LoginSmsRequest, type RegisterSmsRequest, type SmsPurpose } from '../../contracts/schemas/verification.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { Handler, HandlerContext, HandlerResult } from '../lib/context.ts';
import { createHumanChallenge, humanCheckAvailable, humanCheckRefusal } from '../services/human-check.ts';
import { outboxNotifier } from '../services/notifier.ts';
import { hitRateLimits, rateLimitedResult } from '../services/rate-limit.ts';
import { issueCode } from '../services/verification-codes.ts';

/** Minutes before the button may request again (the countdown, SPEC §9 default 60 s). */
export const SMS_EXPIRED_MINUTES = 1;
/** Lifetime of an SMS code in ms: longer than the countdown, so a slow SMS still works. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Throttle: one request a second per number and per IP (SPEC §9 "SMS request throttle 1 s"). */
export const SMS_THROTTLE_MS = 1000;
/** The "too many requests" window and wait, in ms (SPEC §9 "Too-many-requests wait 5 minutes"). */
export const SMS_LOCKOUT_MS = 5 * 60_000;
/** Requests per number allowed in one lockout window before the number must wait. */
export const SMS_WINDOW_LIMIT = 5;
/** Requests per IP allowed in one lockout window before the IP must wait. */
export const SMS_IP_WINDOW_LIMIT = 30;

/**
 * GET /wps/verification/challenge: a signed ALTCHA challenge; 503 error_human_check_unavailable
 * on a platform without the key (the calls that need a proof are refused there too).
 */
export const humanChallenge: Handler = async (ctx) => {
  if (!humanCheckAvailable(ctx.env)) return humanCheckRefusal('unavailable');
  return { body: ok(await createHumanChallenge(ctx.env, ctx.now)) };
};

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
    await db.prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT (key) DO UPDATE SET window_start = excluded.window_start, count = 1').bind(key, now).run();
  }
}

function tooMany(retryAfterMs: number): HandlerResult {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return { body: fail('error_sms_too_many', 'Too many requests. Please try again in 5 minutes.', { retryAfter: seconds }), status: 429, headers: { 'retry-after': String(seconds) } };
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
  const burst = await hitRateLimits(db, [
    { key: `sms:1s:num:${recipient}`, rule: { limit: 1, windowMs: SMS_THROTTLE_MS } },
    { key: `sms:1s:ip:${who}`, rule: { limit: 1, windowMs: SMS_THROTTLE_MS } },
  ], now);
  if (!burst.allowed) return rateLimitedResult(burst.retryAfterMs);
  const perNumber = await hitRateLimits(db, [{ key: `sms:5m:num:${recipient}`, rule: { limit: SMS_WINDOW_LIMIT, windowMs: SMS_LOCKOUT_MS } }], now);
  const perIp = await hitRateLimits(db, [{ key: `sms:5m:ip:${who}`, rule: { limit: SMS_IP_WINDOW_LIMIT, windowMs: SMS_LOCKOUT_MS } }], now);
  if (!perNumber.allowed || !perIp.allowed) {
    await lock(db, [...(perNumber.allowed ? [] : [lockKeys[0]!]), ...(perIp.allowed ? [] : [lockKeys[1]!])], now);
    return tooMany(SMS_LOCKOUT_MS);
  }
  return null;
}

const PURPOSE_TEXT: Record<SmsPurpose, string> = {
  login: 'sign-in',
  forgotPassword: 'password reset',
  register: 'registration',
};

async function sendCode(ctx: HandlerContext, purpose: SmsPurpose, recipient: string, deliver: boolean): Promise<HandlerResult> {
  const expirationTime = ctx.now + SMS_EXPIRED_MINUTES * 60_000;
  if (deliver) {
    try {
      await issueCode({
        db: ctx.db,
        notifier: outboxNotifier(ctx.db),
        purpose,
        channel: 'sms',
        recipient,
        subject: `${siteConfig.brand} ${PURPOSE_TEXT[purpose]} code`,
        text: (code) => `${siteConfig.brand}: your ${PURPOSE_TEXT[purpose]} code is ${code}. It expires in ${SMS_CODE_TTL_MS / 60_000} minutes. Never share it.`,
        ttlMs: SMS_CODE_TTL_MS,
        now: ctx.now,
      });
    } catch (err) {
      console.error('sms provider failed', err);
      return { body: fail('error_sms_send_failed', 'The SMS could not be sent. Please try again later.'), status: 502 };
    }
  }
  return { body: ok({ expiredMinutes: SMS_EXPIRED_MINUTES, expirationTime }) };
}

/** POST /wps/verification/sms/noLogin: `{ expiredMinutes, expirationTime }`; the code goes only to a member's number. */
export const loginSms: Handler<LoginSmsRequest> = async (ctx) => {
  const recipient = toE164(ctx.input.countryDialingCode, ctx.input.mobileNum);
  const limited = await smsThrottle(ctx.db, recipient, ctx.ip, ctx.now);
  if (limited) return limited;
  const member = await ctx.db.prepare('SELECT id FROM members WHERE mobile_num = ?').bind(recipient).first();
  return sendCode(ctx, ctx.input.purpose, recipient, member !== null);
};

/**
 * POST /wps/verification/sms/register: `{ expiredMinutes, expirationTime }` for every number, so
 * the answer never tells whether a number is registered (the same rule as the login SMS). A new
 * number gets a registration code; a registered one gets no code but a notice that it already has
 * an account, so only the number's owner learns it (registerMobile then refuses the missing code).
 */
export const registerSms: Handler<RegisterSmsRequest> = async (ctx) => {
  const recipient = toE164(ctx.input.countryDialingCode, ctx.input.mobileNo);
  const limited = await smsThrottle(ctx.db, recipient, ctx.ip, ctx.now);
  if (limited) return limited;
  const taken = await ctx.db.prepare('SELECT id FROM members WHERE mobile_num = ?').bind(recipient).first();
  if (!taken) return sendCode(ctx, 'register', recipient, true);
  try {
    await outboxNotifier(ctx.db).send({
      channel: 'sms',
      to: recipient,
      purpose: 'register',
      subject: `${siteConfig.brand} account`,
      body: `${siteConfig.brand}: this number already has an account. Sign in, or reset your password if you forgot it. If you did not ask, ignore this message.`,
    }, ctx.now);
  } catch (err) {
    console.error('sms provider failed', err);
    return { body: fail('error_sms_send_failed', 'The SMS could not be sent. Please try again later.'), status: 502 };
  }
  return sendCode(ctx, 'register', recipient, false);
};

/**
 * Countries of the dialing-code picker (SPEC §3 Country): the markets of the portal's 37
 * languages and their neighbours, Vietnam first (the default).
 */
export const COUNTRIES: readonly Country[] = (
  [
    ['VN', '84'], ['TH', '66'], ['KH', '855'], ['LA', '856'], ['MM', '95'], ['MY', '60'], ['SG', '65'], ['ID', '62'], ['PH', '63'],
    ['CN', '86'], ['TW', '886'], ['HK', '852'], ['MO', '853'], ['JP', '81'], ['KR', '82'], ['MN', '976'], ['IN', '91'], ['PK', '92'],
    ['BD', '880'], ['LK', '94'], ['NP', '977'], ['KZ', '7'], ['UZ', '998'], ['RU', '7'], ['TR', '90'], ['AE', '971'], ['SA', '966'],
    ['IR', '98'], ['KE', '254'], ['TZ', '255'], ['BR', '55'], ['PT', '351'], ['ES', '34'], ['FR', '33'], ['DE', '49'], ['GB', '44'],
    ['US', '1'], ['AU', '61'],
  ] as const
).map(([countryCode, countryDialingCode]) => ({ countryCode, countryDialingCode }));

/** GET /wps/system/countryCode: the country list (SPEC §7.1 "getCountryCode call at start"). */
export const countryCodes: Handler = async () => ({ body: ok(COUNTRIES) });
