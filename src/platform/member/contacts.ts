/**
 * Binding or changing the phone number and e-mail address of my account by a code (SPEC §2.7
 * securityCenter; codes as in §4's SMS rules). The code goes to the NEW destination and is bound to
 * the member (its purpose carries the member id), so only someone who receives messages there
 * and is signed in as that member can bind it. Changing a contact already bound also needs the
 * login password. SMS requests share the SMS throttle of the sign-in flows.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { toE164 } from '../../contracts/schemas/verification.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { RouteContext } from '../lib/route-handler.ts';
import { verifyPassword } from '../crypto/password.ts';
import { smsThrottle } from '../identity/sms-throttle.ts';
import { outboxNotifier } from '../services/notifier.ts';
import { hitRateLimit, rateLimitedResult } from '../services/rate-limit.ts';
import { codeRefused, issueCode, verifyCode } from '../services/verification-codes.ts';

/** Lifetime of a bind code, in ms. */
export const CONTACT_CODE_TTL_MS = 10 * 60_000;
/** E-mail codes a member may request per 15 minutes. */
export const CONTACT_EMAIL_LIMIT = 5;

/** A contact request as the schemas give it. */
export interface ContactInput {
  channel: 'sms' | 'email';
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
}

/** The destination of `input` (E.164 number or lower-cased address), or null when its field is missing. */
export function contactDestination(input: ContactInput): string | null {
  if (input.channel === 'sms') return input.mobileNum ? toE164((input.countryDialingCode ?? '84').replace(/^\+/, ''), input.mobileNum) : null;
  return input.email ? input.email.trim().toLowerCase() : null;
}

const missing = (input: ContactInput): HandlerResult => {
  const field = input.channel === 'sms' ? 'mobileNum' : 'email';
  return { body: fail('error_validation', 'Some fields are not valid.', { fields: { [field]: 'required' } }), status: 400 };
};

/** POST …/contact/code: sends a six-digit code to the new number or address; `{ expiredMinutes }`. */
export async function sendContactCode(ctx: RouteContext<'contactCode'>): Promise<HandlerResult> {
  const to = contactDestination(ctx.input);
  if (!to) return missing(ctx.input);
  if (ctx.input.channel === 'sms') {
    const limited = await smsThrottle(ctx.db, to, ctx.ip, ctx.now);
    if (limited) return limited;
  } else {
    const r = await hitRateLimit(ctx.db, `contact-email:member:${ctx.member.id}`, { limit: CONTACT_EMAIL_LIMIT, windowMs: 15 * 60_000 }, ctx.now);
    if (!r.allowed) return rateLimitedResult(r.retryAfterMs);
  }
  await issueCode({
    db: ctx.db,
    notifier: outboxNotifier(ctx.db),
    purpose: `bind:${ctx.member.id}`,
    channel: ctx.input.channel,
    recipient: to,
    subject: `${siteConfig.brand} verification code`,
    text: (code) =>
      `${siteConfig.brand}: your code to add this ${ctx.input.channel === 'sms' ? 'number' : 'address'} to your account is ${code}. It expires in ${CONTACT_CODE_TTL_MS / 60_000} minutes. Never share it.`,
    ttlMs: CONTACT_CODE_TTL_MS,
    now: ctx.now,
  });
  return { body: ok({ expiredMinutes: CONTACT_CODE_TTL_MS / 60_000 }) };
}

/**
 * POST …/contact: binds the number or address with its code. Checks, in order, before writing:
 * the password when replacing a bound contact (account_old_password_wrong), the code
 * (error_sms_code_invalid, one answer whatever the reason), then that no other member has it (error_mobile_taken /
 * error_email_taken). One UPDATE writes; the unique index settles a race.
 */
export async function bindContact(ctx: RouteContext<'contactBind'>): Promise<HandlerResult> {
  const to = contactDestination(ctx.input);
  if (!to) return missing(ctx.input);
  const column = ctx.input.channel === 'sms' ? 'mobile_num' : 'email';
  const me = await ctx.db
    .prepare(`SELECT password_hash, ${column} AS current FROM members WHERE id = ?`)
    .bind(ctx.member.id)
    .first<{ password_hash: string; current: string | null }>();
  if (me?.current && !(await verifyPassword(ctx.input.password ?? '', me.password_hash))) {
    return { body: fail('account_old_password_wrong', 'The current password is wrong.', { fields: { password: 'account_old_password_wrong' } }), status: 400 };
  }
  const check = await verifyCode(ctx.db, `bind:${ctx.member.id}`, to, ctx.input.code, ctx.now);
  if (check !== 'ok') return codeRefused('code');
  const taken = ctx.input.channel === 'sms' ? 'error_mobile_taken' : 'error_email_taken';
  const takenResult = {
    body: fail(taken, 'Another account already uses it.', { fields: { [ctx.input.channel === 'sms' ? 'mobileNum' : 'email']: taken } }),
    status: 409,
  };
  const other = await ctx.db.prepare(`SELECT 1 AS x FROM members WHERE ${column} = ? COLLATE NOCASE AND id <> ?`).bind(to, ctx.member.id).first();
  if (other) return takenResult;
  try {
    await ctx.db.prepare(`UPDATE members SET ${column} = ? WHERE id = ?`).bind(to, ctx.member.id).run();
  } catch {
    return takenResult;
  }
  return { body: ok(null) };
}
