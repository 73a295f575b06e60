/**
 * Sign-in by mobile number and SMS code (SPEC §2.5 login type mobile, §3 login payload "username
 * (or mobile number for SMS), password (or SMS code)"), and the phone-number form
 * of a username sign-in (§5.1 "Username or phone is accepted for login"). Called from the login
 * handler (handlers/session.ts) after the human check.
 */
import { fail } from '../../contracts/envelope.ts';
import type { LoginRequest } from '../../contracts/schemas/session.ts';
import { toE164 } from '../../contracts/schemas/verification.ts';
import type { HandlerContext, HandlerResult } from '../lib/context.ts';
import { codeRefused, verifyCode } from '../services/verification-codes.ts';
import type { MemberRow } from './sessions.ts';

/** The site's home country dialing code, used when a phone number comes without one. */
export const HOME_DIALING_CODE = '84';

/**
 * The E.164 key of a sign-in name that is a phone number (`0901234567`, `+84901234567`), or null
 * for an ordinary account name. Lets members sign in with their number as the username.
 */
export function loginPhoneKey(username: string, countryDialingCode = HOME_DIALING_CODE): string | null {
  const compact = username.replace(/[\s-]/g, '');
  if (/^\+[1-9][0-9]{6,14}$/.test(compact)) return compact;
  if (/^[0-9]{6,15}$/.test(compact)) return toE164(countryDialingCode, compact);
  return null;
}

/**
 * Type `sms`: `username` is the mobile number, `password` the code sent by
 * /wps/verification/sms/noLogin (purpose login). A spent, wrong, expired or never sent code answers
 * the one refusal of verification-codes.ts (error_sms_code_invalid, whatever the reason, so the
 * answer does not tell members' numbers from others); a number without a member, error_credentials.
 * `signIn` creates the session; the password-change flag never applies after SMS login (§4).
 */
export async function smsLogin(ctx: HandlerContext<LoginRequest>, signIn: (member: MemberRow) => Promise<HandlerResult>): Promise<HandlerResult> {
  const recipient = loginPhoneKey(ctx.input.username, (ctx.input.countryDialingCode ?? HOME_DIALING_CODE).replace(/^\+/, ''));
  if (!recipient) return { body: fail('error_phone_invalid', 'Invalid or missing phone number.', { fields: { username: 'error_phone_invalid' } }), status: 400 };
  const check = await verifyCode(ctx.db, 'login', recipient, ctx.input.password, ctx.now);
  if (check !== 'ok') return codeRefused('password');
  const member = await ctx.db.prepare('SELECT * FROM members WHERE mobile_num = ?').bind(recipient).first<MemberRow>();
  if (!member) return { body: fail('error_credentials', 'Account or password incorrect.'), status: 400 };
  return signIn(member);
}
