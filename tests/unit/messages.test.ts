// Every locale has every message with the same placeholders (DESIGN.md "Messages").
import { locales } from '../../src/contracts/locales.ts';
import { formatMoney } from '../../src/lib/format-money.ts';
import { format } from '../../src/lib/i18n/translate.ts';
import { duplicateKeys, loadMessages as load } from '../../scripts/lib/message-files.ts';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = load('en');

describe('message files', () => {
  it('lists 37 locales with vi first', () => {
    expect(locales).toHaveLength(37);
    expect(locales[0]).toBe('vi');
  });

  it.each(locales)('%s defines each key in one file only (core or one area)', (locale) => {
    expect(duplicateKeys(locale)).toEqual([]);
  });

  it.each(locales.filter((l) => l !== 'en'))('%s has every key with the same placeholders, translated', (locale) => {
    const m = load(locale);
    expect(Object.keys(m).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) {
      if (key === '$schema') continue;
      expect(placeholders(m[key]!), `${locale}.${key}`).toEqual(placeholders(value));
      expect(m[key]!.trim(), `${locale}.${key}`).not.toBe('');
    }
    const same = Object.keys(en).filter((k) => k !== '$schema' && m[k] === en[k] && !/^(VIP|Facebook|Telegram|OK|Menu|App)$/.test(en[k]!));
    // Loanwords (Email, Domain, Normal, Deposit…) are legitimately identical in some locales: allow 2%.
    expect(same.length, `${locale} untranslated: ${same.join(', ')}`).toBeLessThanOrEqual(Math.max(4, Math.ceil(Object.keys(en).length * 0.02)));
  });
});

describe('formatting', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(format('Hi {name}, {x}', { name: 'An' }, 'en')).toBe('Hi An, {x}');
  });

  it('writes the numbers of a message in the locale, and strings as they are', () => {
    expect(format('Pays {odds}×', { odds: 9.5 }, 'vi')).toBe('Pays 9,5×');
    expect(format('Pays {odds}×', { odds: 9.5 }, 'en')).toBe('Pays 9.5×');
    expect(format('{n} points', { n: 12_500 }, 'de')).toBe('12.500 points');
    // Four digits stay one word (a count, a year); ids and codes are passed as strings.
    expect(format('{n} · {issue}', { n: 2026, issue: '20261128' }, 'vi')).toBe('2026 · 20261128');
  });

  it('formats integer minor units per locale and refuses floats', () => {
    expect(formatMoney(1_000_000, 'vi', 'VND', 0)).toMatch(/^1\.000\.000\s?₫$/);
    expect(formatMoney(1_000_000, 'en', 'VND', 0)).toBe('₫1,000,000');
    expect(() => formatMoney(1.5, 'en', 'VND', 0)).toThrow(RangeError);
  });
});

describe('words that must keep their meaning', () => {
  it('names the betting-bonus entry (SPEC §2.4) as a rebate on bets, the same word as the rebate page, in every locale', () => {
    expect(load('en').menu_rebate).not.toMatch(/bonus/i);
    for (const locale of locales) {
      const m = load(locale);
      expect(m.menu_rebate, locale).toBe(m.overlay_page_manual_rebate);
    }
  });
});
