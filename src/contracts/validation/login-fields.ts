/**
 * The login form's field checks (SPEC §3 login payload; §5.1 username or phone, SMS login), free
 * of zod and of the pattern table: the login modal runs them in the browser without loading any
 * schema code (DESIGN.md budget: the page after opening the login modal, 110 KB). The edge and the
 * platform check the same limits through loginRequestSchema (src/contracts/schemas/session.ts),
 * which takes them from here; a unit test holds the two to the same answers.
 */

/** Most characters of the login fields (SPEC §3 login payload): username or phone, password, captcha answer. */
export const LOGIN_MAX_LENGTH = { username: 64, password: 128, captcha: 16 } as const;

/**
 * Checks a username-and-password login as typed: `{ field: messageKey }` for each field that fails,
 * empty when all pass. `required` for an empty username (after trimming) or password;
 * `error_validation` past {@link LOGIN_MAX_LENGTH}. `captcha` is checked only when given.
 */
export function checkLoginFields(input: { username?: string; password?: string; captcha?: string }): Record<string, string> {
  const out: Record<string, string> = {};
  const check = (field: keyof typeof LOGIN_MAX_LENGTH, value: string, required: boolean) => {
    if (required && !value) out[field] = 'required';
    else if (value.length > LOGIN_MAX_LENGTH[field]) out[field] = 'error_validation';
  };
  check('username', (input.username ?? '').trim(), true);
  check('password', input.password ?? '', true);
  if (input.captcha !== undefined) check('captcha', input.captcha.trim(), false);
  return out;
}

/** Digits of a national mobile number outside registration (SMS login, SMS requests): 8–11. */
export const MOBILE_DIGITS = { min: 8, max: 11 } as const;
/** Most characters of an SMS code (SPEC §5.1, §9: at most 255). */
export const SMS_CODE_MAX_LENGTH = 255;

/**
 * Checks a national mobile number as typed (spaces and dashes ignored): null when valid, else
 * `required` or `error_phone_invalid`. The registration form uses the server's mobileNum rule
 * instead; this is the check of the login form and the SMS button.
 */
export function checkMobileNum(value: string): 'required' | 'error_phone_invalid' | null {
  const v = value.replace(/[\s-]/g, '');
  if (!v) return 'required';
  return new RegExp(`^[0-9]{${MOBILE_DIGITS.min},${MOBILE_DIGITS.max}}$`).test(v) ? null : 'error_phone_invalid';
}

/** Checks an SMS code: null when valid, else `required` or `error_sms_code_invalid` (digits, at most 255). */
export function checkSmsCode(value: string): 'required' | 'error_sms_code_invalid' | null {
  const v = value.trim();
  if (!v) return 'required';
  return v.length <= SMS_CODE_MAX_LENGTH && /^[0-9]+$/.test(v) ? null : 'error_sms_code_invalid';
}
