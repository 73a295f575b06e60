/**
 * Registration field rules (SPEC §3 per-field rule, §5.1 registration) and the one validation of a
 * registration that the form and the platform both run.
 *
 * - {@link DEFAULT_REGISTER_RULES}: the sandbox's rules, also the form's fallback until the
 *   server's rules have loaded.
 * - {@link effectiveRegisterRules}: the rules that apply to one registration type: registerMobile
 *   always requires the mobile number and the SMS code; register requires the SMS code when the
 *   `verificationCode` rule is enabled (the spec's smsEnabled), and then the mobile number too.
 * - {@link validateRegistration}: every field error of a registration, as message keys.
 */
import { MOBILE_DIGITS, SMS_CODE_MAX_LENGTH } from './login-fields.ts';
import { PATTERNS, checkFields, fieldRuleStringSchema, type FieldRule } from './patterns.ts';

/** Registration type (SPEC §2.6): by username plus password, or by mobile number. */
export type RegisterKind = 'username' | 'mobile';

/** Visible fields of the form, in display order (SPEC §5.1). */
export const VISIBLE_REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'mobileNum',
  'verificationCode',
  'paymentPassword',
  'idNumber',
  'email',
  'affiliateCode',
  'captcha',
] as const;
/** Fields with a server rule but no visible input (SPEC §5.1); checked when a request sends them. */
export const HIDDEN_REGISTER_FIELDS = ['qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'recommenderId'] as const;

const rule = (
  enabled: boolean,
  required: boolean,
  patternId: keyof typeof PATTERNS,
  minLength: number,
  maxLength: number,
  type = 'text',
  acceptedPattern = PATTERNS[patternId].source,
): FieldRule => ({
  enabled,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
  type,
});

/**
 * The sandbox's per-field rules (GET /wps/system/setting/register). Username registration shows
 * full name (optional), e-mail (optional) and the affiliate code (optional); mobile number, SMS
 * code, payment password, ID number and captcha are off. An operator changes them in the
 * `registerRules` system setting.
 */
export const DEFAULT_REGISTER_RULES: Readonly<Record<string, FieldRule>> = {
  username: /* @__PURE__ */ rule(true, true, 1, 4, 16),
  password: /* @__PURE__ */ rule(true, true, 9, 6, 20, 'password'),
  confirmPassword: /* @__PURE__ */ rule(true, true, 0, 6, 20, 'password', '*'),
  payeeName: /* @__PURE__ */ rule(true, false, 21, 2, 50),
  email: /* @__PURE__ */ rule(true, false, 3, 5, 64),
  mobileNum: /* @__PURE__ */ rule(false, false, 6, MOBILE_DIGITS.min, MOBILE_DIGITS.max),
  verificationCode: /* @__PURE__ */ rule(false, false, 6, 4, SMS_CODE_MAX_LENGTH),
  affiliateCode: /* @__PURE__ */ rule(true, false, 4, 4, 16),
  paymentPassword: /* @__PURE__ */ rule(false, false, 6, 6, 6, 'password'),
  idNumber: /* @__PURE__ */ rule(false, false, 4, 6, 20),
  captcha: /* @__PURE__ */ rule(false, false, 6, 4, 4),
  qqNum: /* @__PURE__ */ rule(false, false, 6, 5, 12),
  line: /* @__PURE__ */ rule(false, false, 9, 1, 30),
  whatsapp: /* @__PURE__ */ rule(false, false, 6, 6, 15),
  zalo: /* @__PURE__ */ rule(false, false, 6, 6, 15),
  facebook: /* @__PURE__ */ rule(false, false, 9, 1, 50),
  wechat: /* @__PURE__ */ rule(false, false, 9, 1, 30),
  recommenderId: /* @__PURE__ */ rule(false, false, 4, 1, 16),
};

/**
 * The username rule of the defaults as a zod/mini schema (pattern id 1, 4–16 characters), for
 * forms that need it before the server's rules arrive. Issues carry the field error key.
 */
export const usernameSchema = /* @__PURE__ */ fieldRuleStringSchema(DEFAULT_REGISTER_RULES.username!);

/** The password rule of the defaults (pattern id 9, no spaces, 6–20 characters), e.g. for a new password. */
export const passwordSchema = /* @__PURE__ */ fieldRuleStringSchema(DEFAULT_REGISTER_RULES.password!);

/** The mobile-number rule used outside registration (SMS login, SMS requests): digits, 8–11. */
export const MOBILE_RULE: FieldRule = { ...DEFAULT_REGISTER_RULES.mobileNum!, enabled: true, required: true };
/** The SMS-code rule (SPEC §5.1 "SMS code … maximum 255 characters"). */
export const SMS_CODE_RULE: FieldRule = { ...DEFAULT_REGISTER_RULES.verificationCode!, enabled: true, required: true };

const off = (r: FieldRule | undefined): FieldRule => ({ ...(r ?? rule(false, false, 0, 0, 1)), enabled: false, required: false });
const on = (r: FieldRule | undefined, fallback: FieldRule): FieldRule => ({ ...(r ?? fallback), enabled: true, required: true });

/** Whether the SMS code is required for a username registration (the spec's smsEnabled). */
export function smsEnabled(rules: Readonly<Record<string, FieldRule>>): boolean {
  return rules.verificationCode?.enabled === true;
}

/**
 * The rules that apply to one registration type (SPEC §5.1): registerMobile needs only the mobile
 * number, the SMS code, the affiliate code and the captcha as configured (the account is
 * generated); register follows the server rules, and with smsEnabled the mobile number and the
 * code become required.
 */
export function effectiveRegisterRules(rules: Readonly<Record<string, FieldRule>>, kind: RegisterKind): Record<string, FieldRule> {
  const out: Record<string, FieldRule> = { ...rules };
  if (kind === 'mobile') {
    for (const f of Object.keys(out)) if (!['affiliateCode', 'captcha'].includes(f)) out[f] = off(out[f]);
    out.mobileNum = on(rules.mobileNum, MOBILE_RULE);
    out.verificationCode = on(rules.verificationCode, SMS_CODE_RULE);
    return out;
  }
  if (smsEnabled(rules)) {
    out.mobileNum = on(rules.mobileNum, MOBILE_RULE);
    out.verificationCode = on(rules.verificationCode, SMS_CODE_RULE);
  }
  return out;
}

/**
 * Every field error of a registration (SPEC §5.1) as `{ field: messageKey }`: the server rules of
 * `kind`, the confirmation equal to the password (error_password_mismatch) and the agreement
 * (agreement_required). `skip` names fields the caller checks elsewhere (e.g. a hidden affiliate
 * field replaced by the site code).
 */
export function validateRegistration(
  rules: Readonly<Record<string, FieldRule>>,
  kind: RegisterKind,
  values: Readonly<Record<string, unknown>>,
  skip: readonly string[] = [],
): Record<string, string> {
  const effective = effectiveRegisterRules(rules, kind);
  for (const f of skip) delete effective[f];
  const errors: Record<string, string> = checkFields(effective, values);
  if (kind === 'username' && !errors.confirmPassword && effective.confirmPassword?.enabled !== false && values.password !== values.confirmPassword) {
    errors.confirmPassword = 'error_password_mismatch';
  }
  if (values.agree !== true) errors.agree = 'agreement_required';
  return errors;
}
