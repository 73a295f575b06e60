/**
 * Schemas of the password calls (SPEC §3 forgot by e-mail, forgot by phone, change password;
 * §7.1). Like the registration schemas, they check the shape only (types,
 * required fields, generous size caps) so the route table stays light in the browser; the field
 * rules of §5.1 (username, e-mail and password rules, pattern ids) are applied by
 * src/contracts/validation/password-rules.ts, in the form and again on the platform, so a request
 * that bypasses the form meets the same rules.
 */
import * as z from 'zod/mini';
import { countryDialingCodeSchema, mobileNumSchema } from './verification.ts';
import { VERIFICATION_CODE_MAX } from './two-factor.ts';

const required = (max: number) => z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max));
/** A password as typed: not trimmed (spaces are the password rule's business), at most 128. */
const passwordText = z.string().check(z.minLength(1, 'required'), z.maxLength(128));

/** POST /wps/member/password/email (form-encoded): `username` and `email`, both required (SPEC §5.1). */
export const forgotPasswordEmailRequestSchema = z.object({ username: required(64), email: required(254) });
/** Parsed forgot-by-e-mail request. */
export type ForgotPasswordEmailRequest = z.infer<typeof forgotPasswordEmailRequestSchema>;

/**
 * POST /wps/member/password/verification: `mobileNum` with its `countryDialingCode`, the SMS
 * `verificationCode` (at most 255) and `newPassword`, all required (SPEC §5.1 "Forgot by phone").
 * The code comes from /wps/verification/sms/noLogin with purpose forgotPassword.
 */
export const forgotPasswordPhoneRequestSchema = z.object({
  mobileNum: mobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  verificationCode: required(VERIFICATION_CODE_MAX),
  newPassword: passwordText,
});
/** Parsed forgot-by-phone request. */
export type ForgotPasswordPhoneRequest = z.infer<typeof forgotPasswordPhoneRequestSchema>;

/**
 * POST /wps/member/password (token): `oldPassword` (required by the platform only when the
 * account has a password stored), `newPassword`, and `confirmNewPassword` equal to it (SPEC §5.1
 * "Change password").
 */
export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.optional(z.string().check(z.maxLength(128))),
    newPassword: passwordText,
    confirmNewPassword: z.string().check(z.maxLength(128)),
  })
  .check(z.refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: 'error_password_mismatch' }));
/** Parsed change-password request. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
