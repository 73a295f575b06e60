/**
 * Sign-in by mobile number and SMS code (SPEC §2.5 login type mobile, §3 login payload "username
 * (or mobile number for SMS), password (or SMS code)"). The phone-number form of a username
 * sign-in (§5.1 "Username or phone is accepted for login") is login-subject.ts. Called from the
 * login handler (session.ts) after the human check.
 */
import { fail } from '../../contracts/envelope.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { RouteContext } from '../lib/route-handler.ts';
import { codeRefused, verifyCode } from '../services/verification-codes.ts';
import { HOME_DIALING_CODE, loginPhoneKey } from './login-subject.ts';
import type { MemberRow } from './sessions.ts';

/**
 * Type `sms`: `username` is the mobile number, `password` the code sent by
 * /wps/verification/sms/noLogin (purpose login). A spent, wrong, expired or never sent code answers
 * the one refusal of verification-codes.ts (error_sms_code_invalid, whatever the reason, so the
 * answer does not tell members' numbers from others); a number without a member, error_credentials.
 * `signIn` creates the session; the password-change flag never applies after SMS login (§4).
 */
export async function smsLogin(ctx: RouteContext<'login'>, signIn: (member: MemberRow) => Promise<HandlerResult>): Promise<HandlerResult> {
  const recipient = loginPhoneKey(ctx.input.username, (ctx.input.countryDialingCode ?? HOME_DIALING_CODE).replace(/^\+/, ''));
  if (!recipient)
    return { body: fail('error_phone_invalid', 'Invalid or missing phone number.', { fields: { username: 'error_phone_invalid' } }), status: 400 };
  const check = await verifyCode(ctx.db, 'login', recipient, ctx.input.password, ctx.now);
  if (check !== 'ok') return codeRefused('password');
  const member = await ctx.db.prepare('SELECT * FROM members WHERE mobile_num = ?').bind(recipient).first<MemberRow>();
  if (!member) return { body: fail('error_credentials', 'Account or password incorrect.'), status: 400 };
  return signIn(member);
}
