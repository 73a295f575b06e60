/**
 * Rate-limit policy of the identity calls (SPEC §4 SMS throttle, §8 too many requests, §9): per-IP and per-account limits on
 * login, SMS, registration, captcha and the recovery calls, answered 429 `error_rate_limited`
 * with Retry-After (src/platform/services/rate-limit.ts). One table keyed by route name; the
 * dispatcher applies it to every call after input validation, so a call added to the table is
 * covered without touching its handler.
 *
 * Limits that count only failures (a wrong password, a wrong code) reserve one attempt atomically
 * before the handler runs (one upsert: 40 concurrent guesses cannot all read "room left") and give
 * it back when the answer was not a counted failure, so they cost nothing to a user who gets it right, and a shared office IP or the benchmark's
 * repeated logins are not throttled; brute force is. The per-IP numbers sit above what one
 * visitor (or the whole e2e suite, which runs from one IP) does in a window; the per-account and
 * per-recipient ones are the tight ones. The login and registration SMS calls are throttled inside
 * their handler (identity/sms-throttle.ts smsThrottle: one a second, then five per number and
 * thirty per IP in 5 minutes, then a 5-minute wait, SPEC §4, §8), so they are not listed here
 * and no request is counted twice; the second-step codes use the same numbers below.
 */
import type { RouteName } from '../../contracts/routes.ts';
import type { HandlerContext, HandlerResult } from '../lib/context.ts';
import { loginPhoneKey } from '../identity/login-subject.ts';
import { resolveLoginSubject } from '../identity/login-subject.ts';
import { hitRateLimit, rateLimitedResult, refundRateLimit, type RateLimit } from '../services/rate-limit.ts';
import { CODE_REFUSED } from '../services/verification-codes.ts';

/**
 * One limit:
 * - `bucket`: counter family; routes naming the same bucket share counters (all SMS sends).
 * - `per`: `ip` (the visitor IP the edge forwards), `member` (the session's member), or `input`
 *   (the first non-empty of `fields` in the validated input, lower-cased: username, number…).
 * - `counts`: `request` counts every call; `failure` counts only unsuccessful answers, and with
 *   `failureCodes` only answers with one of those codes (a wrong old password counts, a new
 *   password that breaks the rule does not).
 */
export interface RateLimitRule extends RateLimit {
  bucket: string;
  per: 'ip' | 'member' | 'input';
  fields?: readonly string[];
  /**
   * How an input value becomes the counter's subject: `account` resolves a sign-in name to its
   * member (every spelling of one account is one counter, src/platform/identity/login-subject.ts), `phone`
   * to its E.164 form; without it the value is trimmed and lower-cased.
   */
  subject?: 'account' | 'phone';
  counts: 'request' | 'failure';
  failureCodes?: readonly string[];
}

const MINUTE = 60_000;

const smsRules = (fields: readonly string[]): RateLimitRule[] => [
  { bucket: 'sms', per: 'ip', counts: 'request', limit: 20, windowMs: 10 * MINUTE },
  // SPEC §8 "too many requests (retry after 5 minutes)".
  { bucket: 'sms', per: 'input', fields, counts: 'request', limit: 5, windowMs: 5 * MINUTE },
];
/** Answers that mean a guessed code was wrong (one code for every refusal, services/verification-codes.ts). */
const WRONG_CODE = [CODE_REFUSED] as const;
const registerRules: RateLimitRule[] = [{ bucket: 'register', per: 'ip', counts: 'request', limit: 30, windowMs: 10 * MINUTE }];

/** The policy: route name → its limits (all must allow). Routes not listed are not limited. */
export const rateLimitPolicy: Partial<Record<RouteName, readonly RateLimitRule[]>> = {
  login: [
    { bucket: 'login', per: 'ip', counts: 'failure', limit: 50, windowMs: 5 * MINUTE },
    { bucket: 'login', per: 'input', fields: ['username'], subject: 'account', counts: 'failure', limit: 10, windowMs: 15 * MINUTE },
  ],
  register: registerRules,
  registerMobile: registerRules,
  twoFactorSend: smsRules(['challengeId']),
  twoFactorVerify: [
    {
      bucket: 'two-factor',
      per: 'ip',
      counts: 'failure',
      failureCodes: [...WRONG_CODE, 'account_bank_name_wrong', 'account_challenge_expired'],
      limit: 30,
      windowMs: 10 * MINUTE,
    },
  ],
  captcha: [{ bucket: 'captcha', per: 'ip', counts: 'request', limit: 60, windowMs: MINUTE }],
  // The text question shares the image's counter: switching kinds gives no extra tries.
  captchaText: [{ bucket: 'captcha', per: 'ip', counts: 'request', limit: 60, windowMs: MINUTE }],
  forgotPasswordEmail: [
    { bucket: 'forgot-email', per: 'ip', counts: 'request', limit: 10, windowMs: 10 * MINUTE },
    { bucket: 'forgot-email', per: 'input', fields: ['username'], subject: 'account', counts: 'request', limit: 5, windowMs: 15 * MINUTE },
  ],
  forgotPasswordPhone: [
    { bucket: 'forgot-phone', per: 'ip', counts: 'failure', failureCodes: WRONG_CODE, limit: 20, windowMs: 10 * MINUTE },
    {
      bucket: 'forgot-phone',
      per: 'input',
      fields: ['mobileNum'],
      subject: 'phone',
      counts: 'failure',
      failureCodes: WRONG_CODE,
      limit: 5,
      windowMs: 15 * MINUTE,
    },
  ],
  changePassword: [
    { bucket: 'change-password', per: 'member', counts: 'failure', failureCodes: ['account_old_password_wrong'], limit: 5, windowMs: 15 * MINUTE },
  ],
  contactCode: [{ bucket: 'contact-code', per: 'member', counts: 'request', limit: 10, windowMs: 15 * MINUTE }],
  contactBind: [
    { bucket: 'contact-bind', per: 'member', counts: 'failure', failureCodes: [...WRONG_CODE, 'account_old_password_wrong'], limit: 5, windowMs: 15 * MINUTE },
  ],
  authenticatorConfirm: [
    { bucket: 'authenticator', per: 'member', counts: 'failure', failureCodes: ['error_authenticator_code_invalid'], limit: 5, windowMs: 15 * MINUTE },
  ],
  authenticatorRemove: [
    { bucket: 'authenticator', per: 'member', counts: 'failure', failureCodes: ['error_authenticator_code_invalid'], limit: 5, windowMs: 15 * MINUTE },
  ],
  // Adding a passkey asks for the password: guessing it there is limited like changing it.
  passkeyAddOptions: [
    { bucket: 'passkey-password', per: 'member', counts: 'failure', failureCodes: ['error_passkey_password_wrong'], limit: 5, windowMs: 15 * MINUTE },
  ],
  passkeyLogin: [{ bucket: 'passkey-login', per: 'ip', counts: 'failure', limit: 50, windowMs: 5 * MINUTE }],
  freePlayLogin: [{ bucket: 'freeplay', per: 'ip', counts: 'request', limit: 10, windowMs: 10 * MINUTE }],
  // An agent creates accounts by hand (SPEC §2.8 register center); a script filling the tree, or a
  // stolen agent session doing so, is stopped at 30 an hour per agent (every attempt counts, so
  // probing for taken names costs the same).
  // A chat is typed by hand: 20 messages in 10 minutes per member stops a flood of the support queue.
  supportSend: [{ bucket: 'support-send', per: 'member', counts: 'request', limit: 20, windowMs: 10 * MINUTE }],
  agentCreateDownline: [{ bucket: 'downline-create', per: 'member', counts: 'request', limit: 30, windowMs: 60 * MINUTE }],
};

/** The counter key of `rule` for this request, or null when the subject is unknown (no member). */
async function subjectKey(rule: RateLimitRule, ctx: HandlerContext): Promise<string | null> {
  if (rule.per === 'ip') return `${rule.bucket}:ip:${ctx.ip ?? '-'}`;
  if (rule.per === 'member') return ctx.member ? `${rule.bucket}:member:${ctx.member.id}` : null;
  const input = (ctx.input ?? {}) as Record<string, unknown>;
  for (const f of rule.fields ?? []) {
    const v = input[f];
    if (typeof v !== 'string' || !v.trim()) continue;
    if (rule.subject === 'account') return `${rule.bucket}:${(await resolveLoginSubject(ctx.db, v)).key}`;
    if (rule.subject === 'phone') return `${rule.bucket}:${f}:${loginPhoneKey(v) ?? v.trim().toLowerCase()}`;
    return `${rule.bucket}:${f}:${v.trim().toLowerCase()}`;
  }
  return null;
}

/** Whether `result` is a failure that `rule` counts. */
function countsAsFailure(rule: RateLimitRule, result: HandlerResult): boolean {
  return !result.body.success && (!rule.failureCodes || rule.failureCodes.includes(result.body.code));
}

/**
 * Runs `handle` under the limits of route `name`: every limit is hit atomically before the
 * handler runs (so each counter sees the request even when another refuses), and the request is
 * refused with 429 and Retry-After (the longest wait) when any is over. A `failure` limit's hit
 * is a reservation: it is given back when the answer is not a failure that limit counts, and also
 * when another limit refused (nothing was tried).
 */
export async function withRateLimits(name: RouteName, ctx: HandlerContext, handle: () => Promise<HandlerResult>): Promise<HandlerResult> {
  const rules = rateLimitPolicy[name];
  if (!rules) return handle();
  const hits: { rule: RateLimitRule; key: string; windowStart?: number }[] = [];
  let wait = 0;
  for (const rule of rules) {
    const key = await subjectKey(rule, ctx);
    if (!key) continue;
    const r = await hitRateLimit(ctx.db, key, rule, ctx.now);
    hits.push({ rule, key, windowStart: r.windowStart });
    if (!r.allowed) wait = Math.max(wait, r.retryAfterMs);
  }
  const refund = async (keep: (rule: RateLimitRule) => boolean) => {
    for (const h of hits) if (h.rule.counts === 'failure' && h.windowStart !== undefined && !keep(h.rule)) await refundRateLimit(ctx.db, h.key, h.windowStart);
  };
  if (wait > 0) {
    // A refused request tried nothing, so it is no failure; only `request` limits keep it.
    await refund(() => false);
    return rateLimitedResult(wait);
  }
  const result = await handle();
  await refund((rule) => countsAsFailure(rule, result));
  return result;
}
