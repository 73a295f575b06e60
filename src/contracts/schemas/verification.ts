/**
 * Schemas of the verification calls (SPEC §3 "SMS code request", "SMS code response value",
 * "Country"; §4 SMS button; §7.1 Request login SMS, Registration SMS) and the
 * human-verification challenge (DESIGN.md ALTCHA). Shared by the SMS button, the edge and the
 * sandbox platform.
 */
import * as z from 'zod/mini';

/**
 * What a code is for. `login` and `forgotPassword` are requested through
 * /wps/verification/sms/noLogin, `register` through /wps/verification/sms/register (both
 * registration variants). The platform keeps one live code per (purpose, number).
 */
export const SMS_PURPOSES = ['login', 'forgotPassword', 'register'] as const;
/** One SMS purpose. */
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Country dialing code, digits only after normalizing (`+84` and `84` are both `84`). */
export const countryDialingCodeSchema = z.pipe(
  z.string().check(z.trim(), z.regex(/^\+?[1-9][0-9]{0,3}$/, 'error_phone_invalid')),
  z.transform((v) => v.replace(/^\+/, '')),
);

/** A national mobile number as typed: digits, spaces and dashes removed; 6–15 digits. */
export const mobileNumSchema = z
  .pipe(
    z.string().check(z.maxLength(32)),
    z.transform((v) => v.replace(/[\s-]/g, '')),
  )
  .check(z.refine((v) => /^[0-9]{6,15}$/.test(v), 'error_phone_invalid'));

/**
 * The E.164 form of a number (`+84901234567`): the platform's key for members' mobile numbers and
 * the recipient of SMS codes. A national leading 0 is dropped.
 */
export function toE164(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, '')}${mobileNum.replace(/[\s-]/g, '').replace(/^0+/, '')}`;
}

/** The human-verification proof a form sends: base64 of the ALTCHA payload JSON. */
export const humanProofSchema = z.optional(z.string().check(z.maxLength(4096)));

/**
 * Login SMS request (SPEC §3): `mobileNum`, `countryDialingCode` and the human-verification
 * result. `purpose` `forgotPassword` serves the forgot-by-phone flow through the same call.
 */
export const loginSmsRequestSchema = z.object({
  mobileNum: mobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  purpose: z._default(z.enum(['login', 'forgotPassword']), 'login'),
  altcha: humanProofSchema,
});
/** Parsed login SMS request. */
export type LoginSmsRequest = z.infer<typeof loginSmsRequestSchema>;

/**
 * Registration SMS request (SPEC §3): `countryDialingCode`, `mobileNo` and the bot-check result;
 * `registerType` names the variant (username registration with SMS on, or registerMobile).
 */
export const registerSmsRequestSchema = z.object({
  mobileNo: mobileNumSchema,
  countryDialingCode: countryDialingCodeSchema,
  registerType: z._default(z.enum(['username', 'mobile']), 'username'),
  altcha: humanProofSchema,
});
/** Parsed registration SMS request. */
export type RegisterSmsRequest = z.infer<typeof registerSmsRequestSchema>;

/**
 * SMS code response value (SPEC §3): `expiredMinutes` drives the button's countdown (× 60 s);
 * `expirationTime` (ms since epoch) is the same moment as an absolute time, which the forgot flow
 * counts down to.
 */
export const smsCodeResponseSchema = z.object({ expiredMinutes: z.number().check(z.positive()), expirationTime: z.number() });
/** SMS code response value. */
export type SmsCodeResponse = z.infer<typeof smsCodeResponseSchema>;

/** Country (SPEC §3): ISO 3166 alpha-2 `countryCode` and `countryDialingCode` (digits). */
export const countrySchema = z.object({ countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)), countryDialingCode: z.string().check(z.regex(/^[0-9]{1,4}$/)) });
/** One country of the dialing-code picker. */
export type Country = z.infer<typeof countrySchema>;

/** ALTCHA v2 challenge (GET /wps/verification/challenge): signed parameters the browser solves. */
export const humanChallengeSchema = z.object({
  // Loose: every parameter is covered by the signature, so none may be dropped on the way.
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    expiresAt: z.optional(z.number()),
  }),
  signature: z.optional(z.string()),
});
/** A challenge as received. */
export type HumanChallengeValue = z.infer<typeof humanChallengeSchema>;
