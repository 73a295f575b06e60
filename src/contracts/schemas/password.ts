/**
 * Schemas of the password calls (SPEC §3 forgot by e-mail, forgot by phone, change password;
 * §5.1 their rules; §7.1; issue 3 item 6). Shared by the forms, the edge and the sandbox
 * platform, so a request that bypasses the form meets the same rules.
 */
import * as z from 'zod/mini';
import { fieldRuleStringSchema } from '../validation/patterns.ts';
import { DEFAULT_REGISTER_RULES, passwordSchema, usernameSchema } from '../validation/register-rules.ts';
import { countryDialingCodeSchema, mobileNumSchema } from './verification.ts';
import { VERIFICATION_CODE_MAX } from './two-factor.ts';

/** E-mail rule of the forgot form: the registration e-mail rule (pattern id 3), required. */
export const emailSchema = fieldRuleStringSchema({ ...DEFAULT_REGISTER_RULES.email!, enabled: true, required: true });

/**
 * POST /wps/member/password/email (form-encoded): `username` (username rule) and `email` (e-mail
 * rule), both required (SPEC §5.1 "Forgot by email").
 */
export const forgotPasswordEmailRequestSchema = z.object({ username: usernameSchema, email: emailSchema });
/** Parsed forgot-by-e-mail request. */
export type ForgotPasswordEmailRequest = z.infer<typeof forgotPasswordEmailRequestSchema>;

/**
 * POST /wps/member/password/verification: `mobileNum` with its `countryDialingCode`, the SMS
 * `verificationCode` (required, at most 255) and `newPassword` (password rule), SPEC §5.1
 * "Forgot by phone". The code comes from /wps/verification/sms/noLogin with purpose forgotPassword.
 */
export const forgotPasswordPhoneRequestSchema = z.object({
  mobileNum: mobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  verificationCode: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(VERIFICATION_CODE_MAX)),
  newPassword: passwordSchema,
});
/** Parsed forgot-by-phone request. */
export type ForgotPasswordPhoneRequest = z.infer<typeof forgotPasswordPhoneRequestSchema>;

/**
 * POST /wps/member/password (token): `oldPassword` (required by the platform only when the
 * account has a password stored), `newPassword` (password rule), `confirmNewPassword` equal to
 * it (SPEC §5.1 "Change password").
 */
export const changePasswordRequestSchema = z
  .object({
    oldPassword: z.optional(z.string().check(z.maxLength(128))),
    newPassword: passwordSchema,
    confirmNewPassword: z.string().check(z.maxLength(128)),
  })
  .check(z.refine((v) => v.newPassword === v.confirmNewPassword, { path: ['confirmNewPassword'], message: 'error_password_mismatch' }));
/** Parsed change-password request. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
