/**
 * Verification handlers of the sandbox platform (SPEC §4 SMS button and human verification, §7.1
 * Request login SMS, Registration SMS; the country list is src/platform/site/system.ts):
 * - GET /wps/verification/challenge: a human-verification (ALTCHA) challenge.
 * - POST /wps/verification/sms/noLogin: a code for SMS login or forgot-by-phone.
 * - POST /wps/verification/sms/register: a code for registration (both variants).
 *
 * Every SMS request has passed the human check (the route table's `humanCheck`, enforced by the
 * dispatcher), then meets the throttles of sms-throttle.ts: one request a second per number
 * and per IP (429 error_rate_limited), and at most SMS_WINDOW_LIMIT per number
 * (and SMS_IP_WINDOW_LIMIT per IP) in 5 minutes, after which the number or IP waits
 * 5 minutes (429 error_sms_too_many, SPEC §8 "too many requests (retry after 5 minutes)").
 * Codes go out through the outbox notifier; login and recovery codes go only to numbers that
 * belong to a member, but the answer is the same either way, so the call does not reveal which
 * numbers are registered.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { toE164, type SmsPurpose } from '../../contracts/schemas/verification.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { HandlerContext, HandlerResult } from '../lib/context.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { createHumanChallenge, humanCheckAvailable, humanCheckRefusal } from '../services/human-check.ts';
import { outboxNotifier } from '../services/notifier.ts';
import { issueCode } from '../services/verification-codes.ts';
import { smsThrottle } from './sms-throttle.ts';
import { logPlatformEvent } from '../lib/log.ts';

/** Minutes before the button may request again (the countdown, SPEC §9 default 60 s). */
export const SMS_EXPIRED_MINUTES = 1;
/** Lifetime of an SMS code in ms: longer than the countdown, so a slow SMS still works. */
export const SMS_CODE_TTL_MS = 5 * 60_000;

/**
 * GET /wps/verification/challenge: a signed ALTCHA challenge; 503 error_human_check_unavailable
 * on a platform without the key (the calls that need a proof are refused there too).
 */
export const humanChallenge: RouteHandler<'humanChallenge'> = async (ctx) => {
  if (!humanCheckAvailable(ctx.env)) return humanCheckRefusal('unavailable');
  return { body: ok(await createHumanChallenge(ctx.env, ctx.now)) };
};

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
        text: (code) =>
          `${siteConfig.brand}: your ${PURPOSE_TEXT[purpose]} code is ${code}. It expires in ${SMS_CODE_TTL_MS / 60_000} minutes. Never share it.`,
        ttlMs: SMS_CODE_TTL_MS,
        now: ctx.now,
      });
    } catch (err) {
      logPlatformEvent('error', 'sms-provider-failed', { id: ctx.requestId }, err);
      return { body: fail('error_sms_send_failed', 'The SMS could not be sent. Please try again later.'), status: 502 };
    }
  }
  return { body: ok({ expiredMinutes: SMS_EXPIRED_MINUTES, expirationTime }) };
}

/** POST /wps/verification/sms/noLogin: `{ expiredMinutes, expirationTime }`; the code goes only to a member's number. */
export const loginSms: RouteHandler<'loginSms'> = async (ctx) => {
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
export const registerSms: RouteHandler<'registerSms'> = async (ctx) => {
  const recipient = toE164(ctx.input.countryDialingCode, ctx.input.mobileNo);
  const limited = await smsThrottle(ctx.db, recipient, ctx.ip, ctx.now);
  if (limited) return limited;
  const taken = await ctx.db.prepare('SELECT id FROM members WHERE mobile_num = ?').bind(recipient).first();
  if (!taken) return sendCode(ctx, 'register', recipient, true);
  try {
    await outboxNotifier(ctx.db).send(
      {
        channel: 'sms',
        to: recipient,
        purpose: 'register',
        subject: `${siteConfig.brand} account`,
        body: `${siteConfig.brand}: this number already has an account. Sign in, or reset your password if you forgot it. If you did not ask, ignore this message.`,
      },
      ctx.now,
    );
  } catch (err) {
    logPlatformEvent('error', 'sms-provider-failed', { id: ctx.requestId }, err);
    return { body: fail('error_sms_send_failed', 'The SMS could not be sent. Please try again later.'), status: 502 };
  }
  return sendCode(ctx, 'register', recipient, false);
};
