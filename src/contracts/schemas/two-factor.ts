/**
 * Schemas of the two-step verification (SPEC §2.5 "Two-step verification is
 * required on login from an unregistered IP", §7.1): the challenge in the login answer, sending
 * a code, verifying. Shared by the forms, the edge and the sandbox platform.
 */
import * as z from 'zod/mini';

/** Longest verification code accepted (SPEC §9 "Verification code length: at most 255"). */
export const VERIFICATION_CODE_MAX = 255;

/**
 * The ways to pass the second step (SPEC §2.5): SMS, e-mail, authenticator code (TOTP), bank account
 * name, or one of the account's passkeys (answered through /wps/session/login/verification/passkey,
 * src/contracts/schemas/passkey.ts, not with a typed code).
 */
export const twoFactorMethodSchema = z.enum(['sms', 'email', 'totp', 'bank', 'passkey']);
/** One second-step method. */
export type TwoFactorMethod = z.infer<typeof twoFactorMethodSchema>;

/** An offered method; `destination` is the masked number or address for sms and email, else null. */
export const twoFactorOptionSchema = z.object({ method: twoFactorMethodSchema, destination: z.nullable(z.string()) });

/** A challenge id: 43 base64url characters as issued (16–64 accepted). */
const challengeIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

/**
 * The login answer's second step (value.twoFactor): the password was right but the IP is new.
 * `expiresAt` in ms since epoch; the methods the account has, at least one.
 */
export const twoFactorChallengeSchema = z.object({
  challengeId: challengeIdSchema,
  methods: z.array(twoFactorOptionSchema).check(z.minLength(1)),
  expiresAt: z.number(),
});
/** A second-step challenge. */
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /wps/session/login/verification/send: send the code of `method` (sms or email). */
export const twoFactorSendRequestSchema = z.object({ challengeId: challengeIdSchema, method: z.enum(['sms', 'email']) });
/** Its answer: the code's lifetime in minutes (SPEC §3 SMS code response value). */
export const codeSentSchema = z.object({ expiredMinutes: z.int().check(z.positive()) });

/**
 * POST /wps/session/login/verification: the second step. `code` is the SMS / e-mail / TOTP code,
 * or the bank account name for `bank` (trimmed, required, at most 255 characters).
 */
export const twoFactorVerifyRequestSchema = z.object({
  challengeId: challengeIdSchema,
  method: twoFactorMethodSchema,
  code: z.string().check(z.trim(), z.minLength(1, 'required'), z.maxLength(VERIFICATION_CODE_MAX)),
});

/** POST /wps/dev/member-ips (dev tools only): forget an account's registered IPs, for tests. */
export const devClearMemberIpsSchema = z.object({ account: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });
