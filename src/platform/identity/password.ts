/**
 * Password handlers (SPEC §2.5 forgot-password and change-password modals, §5.1, §7.1):
 * - POST /wps/member/password/email: forgot by e-mail. When username and e-mail belong together,
 *   a temporary password is mailed (outbox in the sandbox); signing in with it within 30 minutes
 *   replaces the old password and forces a change (password-policy.ts). The answer is the same
 *   either way, so the call reveals no accounts.
 * - POST /wps/member/password/verification: forgot by phone, with the SMS code of
 *   /wps/verification/sms/noLogin (purpose forgotPassword) and the new password.
 * - POST /wps/member/password: change password (token).
 * A new password ends every session of the member, so the portal signs in again (SPEC §2.5
 * "After a successful change, the login modal opens again").
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { toE164 } from '../../contracts/schemas/verification.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { isPortalAccountType } from '../../contracts/access.ts';
import { forgotEmailErrors, newPasswordError } from '../../contracts/validation/password-rules.ts';
import { hashPassword, verifyPassword } from '../crypto/password.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { DEFAULT_PASSWORD, newTemporaryPassword, temporaryPasswordStatement, TEMPORARY_PASSWORD_TTL_MS } from './password-policy.ts';
import { codeRefused, verifyCode } from '../services/verification-codes.ts';

/** SMS purpose of forgot-by-phone codes (verification.ts sends them). */
export const FORGOT_SMS_PURPOSE = 'forgotPassword';

const refuse = (code: string, message: string, field?: string): HandlerResult => ({
  body: fail(code, message, field ? { fields: { [field]: code } } : undefined),
  status: 400,
});
const defaultRefused = () => refuse('account_password_default', 'Choose a password other than the default one.', 'newPassword');
/** 400 error_validation with the field errors of the §5.1 rules. */
const invalid = (fields: Record<string, string>): HandlerResult => ({ body: fail('error_validation', 'Some fields are not valid.', { fields }), status: 400 });

/**
 * Stores `newPassword` for the member, ends all the member's sessions and drops a pending
 * temporary password, in one batch.
 */
async function setPassword(db: D1Database, memberId: number, newPassword: string, now: number): Promise<void> {
  const hash = await hashPassword(newPassword);
  await db.batch([
    db.prepare('UPDATE members SET password_hash = ?, password_changed_at = ? WHERE id = ?').bind(hash, now, memberId),
    db.prepare('DELETE FROM sessions WHERE member_id = ?').bind(memberId),
    db.prepare('DELETE FROM password_resets WHERE member_id = ?').bind(memberId),
  ]);
}

/**
 * POST /wps/member/password/email `username=…&email=…`: answers ok(null) (the portal shows
 * in_been_out) whether or not the pair matches; when it does, mails a temporary password. Both
 * paths do the same work (one Argon2id hash, one two-statement batch), so the answer's timing does
 * not tell whether the pair matched.
 */
export const forgotPasswordEmail: RouteHandler<'forgotPasswordEmail'> = async (ctx) => {
  const errors = forgotEmailErrors(ctx.input);
  if (Object.keys(errors).length) return invalid(errors);
  const member = await ctx.db
    .prepare('SELECT id, type, email FROM members WHERE account = ? AND email = ? AND email IS NOT NULL')
    .bind(ctx.input.username, ctx.input.email)
    .first<{ id: number; type: number; email: string }>();
  const matched = !!member && isPortalAccountType(member.type);
  const temporary = newTemporaryPassword();
  const tempHash = await hashPassword(temporary);
  const mail = {
    subject: `${siteConfig.brand}: your temporary password`,
    body:
      `Someone asked to reset the password of ${ctx.input.username}.\n\n` +
      `Temporary password: ${temporary}\n\n` +
      `Log in with it within ${TEMPORARY_PASSWORD_TTL_MS / 60_000} minutes; you will then choose a new password. ` +
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  };
  // The mail is queued in the same batch as the reset (the sandbox's provider is its outbox);
  // without a match the same two statements run and write nothing.
  await ctx.db.batch([
    temporaryPasswordStatement(ctx.db, member?.id ?? 0, tempHash, ctx.now, matched),
    ctx.db
      .prepare("INSERT INTO outbox (channel, recipient, purpose, subject, body, created_at) SELECT 'email', ?, 'forgotPassword', ?, ?, ? WHERE ?")
      .bind(member?.email ?? '', mail.subject, mail.body, ctx.now, matched ? 1 : 0),
  ]);
  return { body: ok(null) };
};

/**
 * POST /wps/member/password/verification `{ mobileNum, countryDialingCode, verificationCode,
 * newPassword }`: sets the new password of the member with that number when the SMS code is
 * right. Errors: error_sms_code_invalid (wrong, expired, none requested, or no member with that
 * number: one answer, services/verification-codes.ts), account_password_default.
 */
export const forgotPasswordPhone: RouteHandler<'forgotPasswordPhone'> = async (ctx) => {
  const ruleError = newPasswordError(ctx.input.newPassword);
  if (ruleError) return invalid({ newPassword: ruleError });
  if (ctx.input.newPassword === DEFAULT_PASSWORD) return defaultRefused();
  const recipient = toE164(ctx.input.countryDialingCode, ctx.input.mobileNum);
  const check = await verifyCode(ctx.db, FORGOT_SMS_PURPOSE, recipient, ctx.input.verificationCode, ctx.now);
  if (check !== 'ok') return codeRefused('verificationCode');
  const member = await ctx.db.prepare('SELECT id, type FROM members WHERE mobile_num = ?').bind(recipient).first<{ id: number; type: number }>();
  // Codes go only to members' numbers, so this is a member that left meanwhile: same answer.
  if (!member || !isPortalAccountType(member.type)) return codeRefused('verificationCode');
  await setPassword(ctx.db, member.id, ctx.input.newPassword, ctx.now);
  return { body: ok(null) };
};

/**
 * POST /wps/member/password (token) `{ oldPassword?, newPassword, confirmNewPassword }`: changes
 * the password and ends every session of the member (the edge clears the cookie). The old
 * password is required and checked when the account has one stored (SPEC §5.1). Errors:
 * account_old_password_wrong, account_password_default, account_password_same.
 */
export const changePassword: RouteHandler<'changePassword'> = async (ctx) => {
  const member = ctx.member;
  const row = await ctx.db.prepare('SELECT password_hash FROM members WHERE id = ?').bind(member.id).first<{ password_hash: string }>();
  const stored = row?.password_hash ?? '';
  const { oldPassword, newPassword } = ctx.input;
  const ruleError = newPasswordError(newPassword);
  if (ruleError) return invalid({ newPassword: ruleError });
  if (stored) {
    if (!oldPassword) return refuse('required', 'The current password is required.', 'oldPassword');
    if (!(await verifyPassword(oldPassword, stored))) return refuse('account_old_password_wrong', 'The current password is wrong.', 'oldPassword');
  }
  if (newPassword === DEFAULT_PASSWORD) return defaultRefused();
  if (stored && newPassword === oldPassword) return refuse('account_password_same', 'The new password must differ from the current one.', 'newPassword');
  await setPassword(ctx.db, member.id, newPassword, ctx.now);
  return { body: ok(null) };
};
