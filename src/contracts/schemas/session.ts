/**
 * Schemas of the session calls (SPEC §3 login payload and response, §5.1 login and registration,
 * §7.1 login, logout, register, captcha). Shared by the forms, the edge and the sandbox platform,
 * so a request that bypasses the form meets the same rules.
 */
import * as z from 'zod/mini';
import { twoFactorChallengeSchema } from './two-factor.ts';
import { humanProofSchema } from './verification.ts';
import { LOGIN_MAX_LENGTH } from '../validation/login-fields.ts';

/**
 * Field errors of a failed parse as `{ field: messageKey }` (first issue per field). Message keys
 * are those of i18n/messages (pattern_*, required, error_*).
 */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues)
    out[String(issue.path[0] ?? '_')] ??= /^(pattern_|error_|required$|agreement_required$)/.test(issue.message) ? issue.message : 'error_validation';
  return out;
}

/**
 * Login payload (SPEC §3): `username` + `password`, type `username`; or, type `sms`, the mobile
 * number + the SMS code with `countryDialingCode`. `captcha` and `captchaKey` only after a failed
 * login asked for them. Username or phone is accepted (§5.1), trimmed. The limits are the login
 * form's own (src/contracts/validation/login-fields.ts), so the form checks them without zod.
 */
export const loginRequestSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(LOGIN_MAX_LENGTH.username)),
  password: z.string().check(z.minLength(1, 'required'), z.maxLength(LOGIN_MAX_LENGTH.password)),
  type: z._default(z.enum(['username', 'sms']), 'username'),
  captcha: z.optional(z.string().check(z.trim(), z.maxLength(LOGIN_MAX_LENGTH.captcha))),
  captchaKey: z.optional(z.string().check(z.maxLength(64))),
  /** Where the sign-in is for (SPEC §6): the agent area needs an agent type (error_not_agent). */
  area: z._default(z.enum(['member', 'agent']), 'member'),
  /** Type sms: the dialing code of the mobile number in `username` (default the site's, 84). */
  countryDialingCode: z.optional(z.string().check(z.regex(/^\+?[0-9]{1,4}$/))),
  /** The human-verification result (ALTCHA payload), SPEC §3 login payload. */
  altcha: humanProofSchema,
});
/** Parsed login payload. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * A signed-in answer (SPEC §3 login response value). The edge removes `token` before the
 * browser sees it and keeps it in an HttpOnly cookie, so the browser schema makes it optional.
 * `passwordExpired` means the change-password modal must open: the password is the default
 * 123456, a temporary one from the forgot-by-e-mail flow, or expired while PWDEXPFORCECHANGE3 is on.
 */
export const signedInSchema = z.object({
  token: z.optional(z.string()),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
/** A signed-in answer. */
export type SignedIn = z.infer<typeof signedInSchema>;

/**
 * Login response value: signed in, or, on a sign-in from an unregistered IP, the second step
 * `{ twoFactor: { challengeId, methods, expiresAt } }` with no token (SPEC §2.5).
 */
export const loginResponseSchema = z.union([signedInSchema, z.object({ twoFactor: twoFactorChallengeSchema })]);
/** Login response value. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Captcha query: a client-chosen key ties the image to the answer (16–64 URL-safe characters). */
export const captchaQuerySchema = z.object({ captchaKey: z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/)) });

/**
 * The accessible alternative to the captcha image (WCAG 1.1.1; SPEC §2.5 captcha): a question a
 * screen reader can read, "what is a plus b?" (two numbers of 10–49); the answer is their sum,
 * checked and spent like the image's under the same captchaKey.
 */
export const captchaTextSchema = z.object({ a: z.int(), b: z.int() });

/** Captcha response value: a base64 PNG image (SPEC §3), without the data: prefix. */
export const captchaResponseSchema = z.string().check(z.regex(/^[A-Za-z0-9+/=]+$/));
