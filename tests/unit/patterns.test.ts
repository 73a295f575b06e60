// The 24 pattern ids of SPEC §5.2 and the per-field rule check of §3/§5.1,
// shared by the forms and the platform.
import {
  PATTERN_IDS,
  PATTERNS,
  checkField,
  checkFields,
  fieldErrorMessage,
  fieldRuleStringSchema,
  matchesPattern,
  type FieldRule,
  type PatternId,
} from '../../src/contracts/validation/patterns.ts';
import { DEFAULT_REGISTER_RULES, effectiveRegisterRules, validateRegistration } from '../../src/contracts/validation/register-rules.ts';
import { format } from '../../src/lib/i18n/translate.ts';
import { loadMessages } from '../../scripts/lib/message-files.ts';

/** Accepted and rejected examples of every pattern id. */
const EXAMPLES: Record<PatternId, { accepted: string[]; rejected: string[] }> = {
  0: { accepted: ['anything at all', '測試 ✓', ' '], rejected: [] },
  1: { accepted: ['player7', 'A', 'abc123XYZ'], rejected: ['7player', '_abc', 'ab c', 'abé'] },
  2: { accepted: ['张三', '王五2024', '123'], rejected: ['张三abc', 'Zhang', '张 三'] },
  3: { accepted: ['a@b.co', 'first.last+tag@mail.example.com', "o'neil@x.vn"], rejected: ['plain', 'a@b', '@b.com', 'a b@c.com', 'a@-b.com'] },
  4: { accepted: ['abc', '123', 'abc123'], rejected: ['abc 123', 'abc-1', 'été'] },
  5: { accepted: ['abc123', '1a'], rejected: ['abcdef', '123456', 'abc 123'] },
  6: { accepted: ['0', '0987654321'], rejected: ['12a', '+84', '1 2', '١٢٣'] },
  7: { accepted: ['Abc123', 'ABC'], rejected: ['abc123', 'Abc-123'] },
  8: { accepted: ['John Smith', 'abc'], rejected: ['Nguyễn Văn', 'John3', 'a-b'] },
  9: { accepted: ['Secret12', 'p@ss!word', '密码'], rejected: ['two words', 'tab\there', ' lead'] },
  10: { accepted: ['你好，世界。', '中文'], rejected: ['中文abc', '中 文', '123'] },
  11: { accepted: ['2000-02-29', '1999-12-31'], rejected: ['1999-02-29', '2000-13-01', '2000-1-1', '01-31-2000'] },
  12: { accepted: ['Nguyễn Văn An', 'abc', 'Ana María'], rejected: ['two  spaces', 'trailing ', 'A1', 'a-b'] },
  13: { accepted: ['02-29-2000', '12-31-1999'], rejected: ['02-29-1999', '13-01-2000', '2000-01-01'] },
  14: { accepted: ['abc', 'AB12'], rejected: ['ab cd', 'ab_cd'] },
  15: { accepted: ['김민수', '한국어'], rejected: ['김 민수', 'Kim', '김1'] },
  16: { accepted: ['สวัสดี', 'ภาษาไทย'], rejected: ['สวัสดี ครับ', 'Thai', 'ไทย1'] },
  17: { accepted: ['สวัสดี ครับ', 'Hello World', 'Hello สวัสดี'], rejected: ['Hello1', 'สวัสดี!', 'Привет'] },
  18: { accepted: ['JOHN SMITH', 'A'], rejected: ['John Smith', '   ', 'JOHN1'] },
  19: { accepted: ['abc!@#', 'P4$$w0rd', '+-*/'], rejected: ['abc def', 'héllo', '密码'] },
  20: { accepted: ['Abcdef1!', 'zZ9#'], rejected: ['Abcdef12', 'abcdef1!', 'ABCDEF1!', 'Abcdef!!', 'Ab 1!cdef'] },
  21: { accepted: ['Nguyen Van', 'Nguyễn Văn An', "Mary O'Brien"], rejected: ['Nguyen', 'Nguyen  Van', ' Nguyen Van', 'J0hn Smith'] },
  22: { accepted: ['やまだ', 'ヤマダ', '山田　太郎', 'ＡＢＣ'], rejected: ['ﾔﾏﾀﾞ', 'Yamada', '山田 太郎'] },
  23: { accepted: ['ABC', 'Z'], rejected: ['AbC', 'AB C', 'AB1'] },
};

describe('pattern ids of SPEC §5.2', () => {
  it('defines exactly the ids 0 to 23', () => {
    expect(PATTERN_IDS).toEqual(Array.from({ length: 24 }, (_, i) => i));
  });

  describe.each(PATTERN_IDS)('pattern %i', (id) => {
    it(`accepts its examples (${PATTERNS[id].meaning})`, () => {
      for (const v of EXAMPLES[id].accepted) expect(matchesPattern(id, v), `${id} should accept ${JSON.stringify(v)}`).toBe(true);
    });
    it('rejects its counter-examples', () => {
      for (const v of EXAMPLES[id].rejected) expect(matchesPattern(id, v), `${id} should reject ${JSON.stringify(v)}`).toBe(false);
    });
    it('has a message in English and Vietnamese that names no placeholder but min and max', () => {
      for (const locale of ['en', 'vi']) {
        const text = loadMessages(locale)[`pattern_${id}`];
        expect(text, `pattern_${id} in ${locale}`).toBeTruthy();
        for (const [, name] of text!.matchAll(/\{(\w+)\}/g)) expect(['min', 'max']).toContain(name);
      }
    });
  });
});

const r = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  acceptedPattern: '',
  patternId: 1,
  minLength: 4,
  maxLength: 16,
  type: 'text',
  ...over,
});

describe('a per-field rule from the server', () => {
  it('checks required, then length, then pattern', () => {
    expect(checkField(r(), '')).toBe('required');
    expect(checkField(r(), '   ')).toBe('required');
    expect(checkField(r({ required: false }), '')).toBeNull();
    expect(checkField(r(), 'abc')).toBe('pattern_length');
    expect(checkField(r(), '7abcdef')).toBe('pattern_1');
    expect(checkField(r(), '  player7 ')).toBeNull();
  });

  it('ignores a disabled rule', () => {
    expect(checkField(r({ enabled: false }), '')).toBeNull();
    expect(checkField(r({ enabled: false }), '!!')).toBeNull();
  });

  it('names a single number when min equals max, and only the maximum without a minimum', () => {
    expect(checkField(r({ patternId: 6, minLength: 6, maxLength: 6 }), '12345')).toBe('pattern_length_exact');
    expect(checkField(r({ minLength: 0, maxLength: 5 }), 'abcdefg')).toBe('pattern_length_max');
  });

  it('treats * as any value, but still applies the lengths', () => {
    expect(checkField(r({ acceptedPattern: '*' }), '7 !?')).toBeNull();
    expect(checkField(r({ acceptedPattern: '*' }), '7!')).toBe('pattern_length');
  });

  it('enforces the server expression and reports the message of its pattern id', () => {
    const upper = r({ acceptedPattern: '^[A-Z]+$', patternId: 23 });
    expect(checkField(upper, 'ABCD')).toBeNull();
    expect(checkField(upper, 'abcd')).toBe('pattern_23');
  });

  it('falls back to the pattern id when the server expression is malformed', () => {
    expect(checkField(r({ acceptedPattern: '([' }), 'player7')).toBeNull();
    expect(checkField(r({ acceptedPattern: '([' }), '7player')).toBe('pattern_1');
  });

  it('counts characters, not UTF-16 units, and keeps password spaces', () => {
    expect(checkField(r({ patternId: 2, minLength: 2, maxLength: 2 }), '𠀀𠀁')).toBeNull();
    expect(checkField(r({ patternId: 9, type: 'password', minLength: 1 }), ' secret')).toBe('pattern_9');
  });

  it('rejects impossible dates even when the expression matches', () => {
    expect(checkField(r({ patternId: 11, minLength: 10, maxLength: 10 }), '2023-02-30')).toBe('pattern_11');
  });

  it('checks every field with a rule and returns the failures only', () => {
    expect(
      checkFields({ username: r(), email: r({ patternId: 3, required: false, minLength: 0, maxLength: 64 }) }, { username: 'player7', email: 'nope' }),
    ).toEqual({ email: 'pattern_3' });
  });

  it('is a zod/mini schema too, with the key as the issue message', () => {
    const s = fieldRuleStringSchema(r());
    expect(s.parse(' player7 ')).toBe('player7');
    const bad = s.safeParse('7');
    expect(bad.success).toBe(false);
    if (!bad.success) expect(bad.error.issues[0]?.message).toBe('pattern_length');
  });
});

describe('translated field messages', () => {
  const t = (locale: string) => {
    const m = loadMessages(locale);
    return (key: string, vars?: Record<string, string | number>) => format(m[key] ?? key, vars, locale);
  };
  it.each(['en', 'vi'])('fills (min) and (max), or one number when they are equal, in %s', (locale) => {
    const msg = fieldErrorMessage(t(locale), 'pattern_length', { minLength: 4, maxLength: 16 });
    expect(msg).toContain('4');
    expect(msg).toContain('16');
    const exact = fieldErrorMessage(t(locale), 'pattern_length_exact', { minLength: 6, maxLength: 6 });
    expect(exact).toContain('6');
    expect(exact).not.toMatch(/\{/);
  });
});

describe('registration rules by type', () => {
  const valid = { username: 'player7', password: 'Secret12', confirmPassword: 'Secret12', agree: true };
  it('accepts a valid username registration with the defaults', () => {
    expect(validateRegistration(DEFAULT_REGISTER_RULES, 'username', valid)).toEqual({});
  });
  it('needs the confirmation to match and the agreement', () => {
    expect(validateRegistration(DEFAULT_REGISTER_RULES, 'username', { ...valid, confirmPassword: 'Other123', agree: false })).toEqual({
      confirmPassword: 'error_password_mismatch',
      agree: 'agreement_required',
    });
  });
  it('always needs the mobile number and the SMS code for registerMobile, and no username', () => {
    expect(validateRegistration(DEFAULT_REGISTER_RULES, 'mobile', { agree: true })).toEqual({ mobileNum: 'required', verificationCode: 'required' });
    expect(effectiveRegisterRules(DEFAULT_REGISTER_RULES, 'mobile').username?.enabled).toBe(false);
  });
  it('needs the SMS code for register only when the verificationCode rule is on', () => {
    const rules = { ...DEFAULT_REGISTER_RULES, verificationCode: { ...DEFAULT_REGISTER_RULES.verificationCode!, enabled: true } };
    expect(validateRegistration(rules, 'username', valid)).toEqual({ mobileNum: 'required', verificationCode: 'required' });
  });
});
