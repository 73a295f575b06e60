// Login and registration rules shared by the forms and the platform (SPEC §5.1).
import { fieldErrors, loginRequestSchema } from '../../src/contracts/schemas/session.ts';
import { registerRequestSchema } from '../../src/contracts/schemas/signup.ts';
import { DEFAULT_REGISTER_RULES, validateRegistration } from '../../src/contracts/validation/register-rules.ts';
import { checkLoginFields } from '../../src/contracts/validation/login-fields.ts';

const valid = { username: 'player7', password: 'Secret12', confirmPassword: 'Secret12', agree: true };

describe('login payload', () => {
  it('trims the username and requires both fields', () => {
    expect(loginRequestSchema.parse({ username: '  demo01 ', password: 'x' })).toMatchObject({ username: 'demo01', type: 'username' });
    const r = loginRequestSchema.safeParse({ username: ' ', password: '' });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error.issues)).toEqual({ username: 'required', password: 'required' });
  });

  // The login modal checks its fields without zod (src/contracts/validation/login-fields.ts): it
  // must answer as the edge's schema does, field by field, so no login the form lets through is
  // refused for its shape, and none it refuses would have passed.
  it.each([
    ['a valid login', { username: ' demo01 ', password: 'x' }],
    ['empty fields', { username: '   ', password: '' }],
    ['a username at and past its limit', { username: 'u'.repeat(64), password: 'p'.repeat(129) }],
    ['a username past its limit', { username: 'u'.repeat(65), password: 'p'.repeat(128) }],
    ['a captcha answer past its limit', { username: 'demo01', password: 'x', captcha: ' ' + 'c'.repeat(17) }],
    ['a captcha answer at its limit, padded', { username: 'demo01', password: 'x', captcha: '  ' + 'c'.repeat(16) + ' ' }],
  ])('the form checks %s as the schema does', (_, input) => {
    const r = loginRequestSchema.safeParse(input);
    expect(checkLoginFields(input)).toEqual(r.success ? {} : fieldErrors(r.error.issues));
  });
});

describe('registration payload', () => {
  const check = (v: Record<string, unknown>) => validateRegistration(DEFAULT_REGISTER_RULES, 'username', registerRequestSchema.parse(v));

  it('accepts a valid username registration and defaults referralCode to null', () => {
    expect(registerRequestSchema.parse(valid)).toMatchObject({ username: 'player7', referralCode: null, registerMethod: 'WEB', login: true });
    expect(check(valid)).toEqual({});
  });

  it.each([
    ['username', '7player', 'pattern_1'],
    ['username', 'abc', 'pattern_length'],
    ['username', 'a'.repeat(17), 'pattern_length'],
    ['password', 'sec ret12', 'pattern_9'],
    ['password', 'short', 'pattern_length'],
  ])('rejects %s %j with %s', (field, value, key) => {
    expect(check({ ...valid, [field]: value, confirmPassword: field === 'password' ? value : valid.confirmPassword })[field]).toBe(key);
  });

  it('requires the confirmation to match and the agreement', () => {
    expect(check({ ...valid, confirmPassword: 'Other123' })).toEqual({ confirmPassword: 'error_password_mismatch' });
    expect(check({ ...valid, agree: false })).toEqual({ agree: 'agreement_required' });
  });
});
