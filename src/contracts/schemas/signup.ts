/**
 * Schemas of the registration calls (SPEC §3 registration user object, §4 registration and
 * affiliate, §7.1 Register, Mobile register, Affiliate check). The request schemas check only the
 * shape (types and generous size caps); the field rules come from the server at run time and are
 * applied by `validateRegistration` (src/contracts/validation/register-rules.ts), in the form and
 * again on the platform, so a request that bypasses the form meets the same rules.
 */
import * as z from 'zod/mini';
import { humanProofSchema } from './verification.ts';

const text = (max = 255) => z.optional(z.string().check(z.maxLength(max)));

/** Fields both registration types share (SPEC §3). `agree` is checked by the rules (agreement_required). */
const common = {
  payeeName: text(),
  email: text(),
  qqNum: text(),
  mobileNum: text(32),
  countryDialingCode: text(8),
  recommenderId: text(),
  captcha: text(16),
  captchaKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{0,64}$/))),
  verificationCode: text(),
  affiliateCode: text(32),
  paymentPassword: text(128),
  line: text(),
  whatsapp: text(),
  zalo: text(),
  facebook: text(),
  wechat: text(),
  idNumber: text(),
  referralCode: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(32))), null),
  domain: text(253),
  registerUrl: text(2048),
  registerMethod: z._default(z.literal('WEB'), 'WEB'),
  login: z._default(z.literal(true), true),
  agree: z._default(z.boolean(), false),
  altcha: humanProofSchema,
};

/** Registration by username (PUT /wps/member/register). */
export const registerRequestSchema = z.object({
  username: z.string().check(z.maxLength(64)),
  password: z.string().check(z.maxLength(128)),
  confirmPassword: z.string().check(z.maxLength(128)),
  ...common,
});
/** Parsed registration payload. */
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** Registration by mobile number (PUT /wps/member/register/mobile): the account is generated. */
export const registerMobileRequestSchema = z.object({ ...common });
/** Parsed mobile registration payload. */
export type RegisterMobileRequest = z.infer<typeof registerMobileRequestSchema>;

/** Register answers like login: the new member is signed in with the returned value (§4 step 6). */
export const registerResponseSchema = z.object({
  token: z.optional(z.string()),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The member's account name; for registerMobile the generated one (§4 step 7). */
  account: z.string(),
});
/** Registration response value. */
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** Affiliate check query (SPEC §7.1 "sends code and domain"): either may be empty, not both. */
export const affiliateQuerySchema = z.object({
  code: z._default(z.string().check(z.trim(), z.maxLength(32)), ''),
  domain: z._default(z.string().check(z.trim(), z.maxLength(253)), ''),
});
/** Valid affiliate: the code to register under (the site's own code when asked by domain). */
export const affiliateResponseSchema = z.object({ code: z.string() });
