/**
 * The 24 pattern ids of SPEC §5.2 and the per-field rule check of §3 and §5.1, in one module that
 * the forms (browser) and the sandbox platform both run, so a request that bypasses the form meets
 * exactly the same rules (DESIGN.md "Validation").
 *
 * A rule comes from the server (GET /wps/system/setting/register): `enabled`, `required`,
 * `acceptedPattern` (a regular expression source, `*` for any value, empty for the pattern id's
 * own expression), `patternId` (which message explains the pattern), `minLength`/`maxLength` (in
 * characters, i.e. Unicode code points) and `type` (`password` values are not trimmed).
 *
 * A failed check is a message key: `required`, `pattern_{patternId}`, or a length key
 * (`pattern_length` "between {min} and {max}", `pattern_length_exact` "{count}" when min equals
 * max, `pattern_length_max` when there is no lower bound). {@link fieldErrorMessage} fills the
 * numbers from the rule.
 */
import * as z from 'zod/mini';
import { fieldRuleSchema, type FieldRule } from './field-rule.ts';

/** A pattern id of SPEC §5.2, 0 to 23. */
export type PatternId = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23;

/** One pattern: its whole-value expression (compiled with the `u` flag) and an optional extra check. */
export interface PatternDef {
  /** What the spec calls it (§5.2), for docs and tests. */
  meaning: string;
  /** Source of the whole-value regular expression; always anchored with ^…$. */
  source: string;
  /** A further check the expression cannot express (real calendar dates). */
  valid?: (value: string) => boolean;
}

function realDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const MM = '(?:0[1-9]|1[0-2])';
const DD = '(?:0[1-9]|[12][0-9]|3[01])';

/** The 24 patterns of SPEC §5.2, indexed by pattern id. */
export const PATTERNS: Readonly<Record<PatternId, PatternDef>> = {
  0: { meaning: 'any characters', source: '^[\\s\\S]*$' },
  1: { meaning: 'starts with a letter, then letters and numbers', source: '^[A-Za-z][A-Za-z0-9]*$' },
  2: { meaning: 'Chinese characters and numbers', source: '^[\\p{Script=Han}0-9]+$' },
  3: {
    meaning: 'email format',
    source: "^[A-Za-z0-9._%+'-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\\.[A-Za-z]{2,}$",
  },
  4: { meaning: 'letters or numbers only', source: '^[A-Za-z0-9]+$' },
  5: { meaning: 'letters plus numbers (both)', source: '^(?=[^]*[A-Za-z])(?=[^]*[0-9])[A-Za-z0-9]+$' },
  6: { meaning: 'digits only', source: '^[0-9]+$' },
  7: { meaning: 'alphanumeric with at least one uppercase', source: '^(?=[^]*[A-Z])[A-Za-z0-9]+$' },
  8: { meaning: 'English letters and spaces', source: '^[A-Za-z ]+$' },
  9: { meaning: 'no spaces', source: '^\\S+$' },
  10: { meaning: 'Chinese and punctuation', source: '^[\\p{Script=Han}\\p{P}]+$' },
  11: {
    meaning: 'date yyyy-MM-dd',
    source: `^[0-9]{4}-${MM}-${DD}$`,
    valid: (v) => realDate(Number(v.slice(0, 4)), Number(v.slice(5, 7)), Number(v.slice(8, 10))),
  },
  12: { meaning: 'letters and a space (between words)', source: '^\\p{L}+(?: \\p{L}+)*$' },
  13: {
    meaning: 'date MM-dd-yyyy',
    source: `^${MM}-${DD}-[0-9]{4}$`,
    valid: (v) => realDate(Number(v.slice(6, 10)), Number(v.slice(0, 2)), Number(v.slice(3, 5))),
  },
  14: { meaning: 'alphanumeric', source: '^[A-Za-z0-9]+$' },
  15: { meaning: 'Korean only', source: '^\\p{Script=Hangul}+$' },
  16: { meaning: 'Thai only', source: '^\\p{Script=Thai}+$' },
  17: { meaning: 'Thai or English with spaces', source: '^[\\p{Script=Thai}A-Za-z ]+$' },
  18: { meaning: 'uppercase and spaces, with at least one English letter', source: '^(?=[^]*[A-Z])[A-Z ]+$' },
  19: { meaning: 'letters, numbers and symbols', source: '^[A-Za-z0-9\\p{P}\\p{S}]+$' },
  20: {
    meaning: 'at least one uppercase, lowercase, number and special symbol',
    source: '^(?=[^]*[A-Z])(?=[^]*[a-z])(?=[^]*[0-9])(?=[^]*[^A-Za-z0-9\\s])\\S+$',
  },
  21: { meaning: 'full name, first and last part separated by a space', source: "^\\p{L}[\\p{L}\\p{M}.'-]*(?: \\p{L}[\\p{L}\\p{M}.'-]*)+$" },
  // Full-width only: hiragana, katakana (not the half-width forms U+FF61–FF9F), kanji, CJK
  // punctuation, the ideographic space and the full-width forms of ASCII.
  22: { meaning: 'full-width Japanese', source: '^[\\u3000-\\u303F\\u3040-\\u309F\\u30A0-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uFF01-\\uFF5E]+$' },
  23: { meaning: 'uppercase only, no spaces', source: '^[A-Z]+$' },
};

/** Every pattern id, 0 to 23. */
export const PATTERN_IDS = /* @__PURE__ */ Object.keys(PATTERNS).map(Number) as PatternId[];

export { fieldRuleSchema, type FieldRule };

/** Message keys a failed field check can produce. */
export type FieldErrorKey = 'required' | 'pattern_length' | 'pattern_length_exact' | 'pattern_length_max' | `pattern_${PatternId}`;

let compiled: Map<string, RegExp | null> | undefined;

/** The expression a rule enforces: null for `*`; the pattern id's own when the source is empty or invalid. */
export function ruleRegExp(rule: Pick<FieldRule, 'acceptedPattern' | 'patternId'>): RegExp | null {
  const source = rule.acceptedPattern.trim();
  if (source === '*') return null;
  const own = PATTERNS[rule.patternId as PatternId]?.source ?? PATTERNS[0].source;
  const key = source || own;
  compiled ??= new Map();
  if (!compiled.has(key)) {
    let re: RegExp;
    try {
      re = new RegExp(key, 'u');
    } catch {
      // A malformed server expression must not let anything through: use the id's own.
      re = new RegExp(own, 'u');
    }
    compiled.set(key, re);
  }
  return compiled.get(key) ?? null;
}

/** Length of a value in characters (code points), as the rules count it. */
export function charLength(value: string): number {
  return [...value].length;
}

/** Whether `value` matches pattern `id` on its own (no length rule): the §5.2 table as a function. */
export function matchesPattern(id: PatternId, value: string): boolean {
  const def = PATTERNS[id];
  return ruleRegExp({ acceptedPattern: '', patternId: id })!.test(value) && (def.valid?.(value) ?? true);
}

/** The value as the rule sees it: trimmed, except for passwords. */
export function normalizeFieldValue(rule: Pick<FieldRule, 'type'>, value: string): string {
  return rule.type === 'password' ? value : value.trim();
}

/**
 * Checks one value against one rule (SPEC §5.1): disabled rules accept anything; an empty value
 * fails only when required; then length, then pattern. Returns the message key of the first
 * failure, or null.
 */
export function checkField(rule: FieldRule, raw: string | null | undefined): FieldErrorKey | null {
  if (!rule.enabled) return null;
  const value = normalizeFieldValue(rule, raw ?? '');
  if (value === '') return rule.required ? 'required' : null;
  const len = charLength(value);
  if (len < rule.minLength || len > rule.maxLength) {
    if (rule.minLength === rule.maxLength) return 'pattern_length_exact';
    return rule.minLength > 0 ? 'pattern_length' : 'pattern_length_max';
  }
  const re = ruleRegExp(rule);
  if (!re) return null;
  const def = PATTERNS[rule.patternId as PatternId];
  // The extra check (real dates) applies only when the rule uses the id's own expression.
  const extra = !rule.acceptedPattern.trim() || rule.acceptedPattern === def?.source ? def?.valid : undefined;
  return re.test(value) && (extra?.(value) ?? true) ? null : (`pattern_${rule.patternId}` as FieldErrorKey);
}

/**
 * Checks every field of `values` that has a rule; returns `{ field: messageKey }` for the fields
 * that fail (empty object when all pass). Fields without a rule are not checked here.
 */
export function checkFields(rules: Readonly<Record<string, FieldRule>>, values: Readonly<Record<string, unknown>>): Record<string, FieldErrorKey> {
  const out: Record<string, FieldErrorKey> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const v = values[field];
    const e = checkField(rule, typeof v === 'string' ? v : v == null ? '' : String(v));
    if (e) out[field] = e;
  }
  return out;
}

/**
 * The zod/mini schema of one rule: a string that passes {@link checkField}; an issue's message is
 * the field error key. Output is the normalized value (trimmed unless a password).
 */
export function fieldRuleStringSchema(rule: FieldRule) {
  return z.pipe(
    z.string().check(
      z.superRefine((v, ctx) => {
        const e = checkField(rule, v);
        if (e) ctx.issues.push({ code: 'custom', message: e, input: v });
      }),
    ),
    z.transform((v) => normalizeFieldValue(rule, v)),
  );
}

/**
 * The placeholders of a field error message (SPEC §5.1 "(min) and (max) are replaced by the
 * configured lengths; if min equals max, a single number is used").
 */
export function fieldErrorVars(rule: Pick<FieldRule, 'minLength' | 'maxLength'> | undefined): Record<string, number> {
  if (!rule) return {};
  return { min: rule.minLength, max: rule.maxLength, count: rule.minLength };
}

/**
 * The translated message of a field error: `t(key, vars)` with the rule's lengths filled in.
 * `t` is the island's translate function; `key` any message key (pattern keys or others).
 */
export function fieldErrorMessage(
  t: (key: string, vars?: Record<string, string | number>) => string,
  key: string,
  rule?: Pick<FieldRule, 'minLength' | 'maxLength'>,
): string {
  return t(key, fieldErrorVars(rule));
}
