// The translated site content of the sandbox (src/platform/seed/site-content/{locale}.json): every
// locale has every text with the same placeholders, really translated, so a visitor in th reads
// Thai promotions, banners, announcements and help.
import { locales } from '../../src/contracts/locales.ts';
import { siteTexts } from '../../src/platform/seed/site-content.ts';

/** Every text of a locale's file as `path → text`. */
function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value as Record<string, unknown>).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const en = flatten(siteTexts('en'));

describe('site content texts', () => {
  it.each(locales.filter((l) => l !== 'en'))('%s has every text of en with the same placeholders, translated', (locale) => {
    const texts = flatten(siteTexts(locale));
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(en)) {
      expect(placeholders(texts[key]!), `${locale} ${key}`).toEqual(placeholders(value));
      expect(texts[key]!.trim(), `${locale} ${key}`).not.toBe('');
    }
    // Brand-only lines (e.g. "VIP") may match English; real sentences may not.
    const same = Object.keys(en).filter((k) => texts[k] === en[k] && en[k]!.split(' ').length > 2);
    expect(same, `${locale} untranslated`).toEqual([]);
  });
});
