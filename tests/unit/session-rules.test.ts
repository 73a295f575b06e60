// Login and registration rules shared by the forms and the platform (SPEC §5.1).
import { fieldErrors, loginRequestSchema, registerRequestSchema } from '../../src/contracts/schemas/session.ts';

const valid = { username: 'player7', password: 'Secret12', confirmPassword: 'Secret12', agree: true };

describe('login payload', () => {
  it('trims the username and requires both fields', () => {
    expect(loginRequestSchema.parse({ username: '  demo01 ', password: 'x' })).toMatchObject({ username: 'demo01', type: 'username' });
    const r = loginRequestSchema.safeParse({ username: ' ', password: '' });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error.issues)).toEqual({ username: 'required', password: 'required' });
  });
});

describe('registration payload', () => {
  it('accepts a valid username registration and defaults referralCode to null', () => {
    expect(registerRequestSchema.parse(valid)).toMatchObject({ username: 'player7', referralCode: null, registerMethod: 'WEB', login: true });
  });

  it.each([
    ['username', '7player', 'pattern_1'],
    ['username', 'abc', 'pattern_length'],
    ['username', 'a'.repeat(17), 'pattern_length'],
    ['password', 'sec ret12', 'pattern_9'],
    ['password', 'short', 'pattern_length'],
  ])('rejects %s %j with %s', (field, value, key) => {
    const r = registerRequestSchema.safeParse({ ...valid, [field]: value, confirmPassword: field === 'password' ? value : valid.confirmPassword });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error.issues)[field]).toBe(key);
  });

  it('requires the confirmation to match and the agreement', () => {
    const r = registerRequestSchema.safeParse({ ...valid, confirmPassword: 'Other123' });
    expect(r.success).toBe(false);
    if (!r.success) expect(fieldErrors(r.error.issues)).toEqual({ confirmPassword: 'error_password_mismatch' });
    const a = registerRequestSchema.safeParse({ ...valid, agree: false });
    expect(a.success).toBe(false);
    if (!a.success) expect(fieldErrors(a.error.issues)).toEqual({ agree: 'agreement_required' });
  });
});
