// Domain words (DOMAIN.md; i18n/glossary.json): each term has one meaning-true word per locale and
// every translation follows it. Walks every message of i18n/messages: a message whose English text
// names a term (word boundaries) carries that term's word in each locale the glossary lists, and
// where two terms must stay apart (withdrawal and a lottery draw, payout and dividend, rebate and
// refund, a daily or hourly wage and a monthly salary), a message that names only one of them
// does not carry the other's word.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface Term {
  meaning: string;
  en: string;
  exceptKeys?: string[];
  words: Record<string, string[]>;
}
const glossary = JSON.parse(readFileSync('i18n/glossary.json', 'utf8')) as { terms: Record<string, Term>; distinct: [string, string][] };
const locales = (JSON.parse(readFileSync('i18n/project.inlang/settings.json', 'utf8')) as { locales: string[] }).locales;

/** Every message of `locale`, from the root file and each area's file. */
function messagesOf(locale: string): Record<string, string> {
  const dir = 'i18n/messages';
  const files = [
    join(dir, `${locale}.json`),
    ...readdirSync(dir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => join(dir, d.name, `${locale}.json`)),
  ];
  const out: Record<string, string> = {};
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) if (typeof value === 'string') out[key] = value;
  }
  return out;
}

const messages = Object.fromEntries(locales.map((l) => [l, messagesOf(l)]));
const english = messages.en!;
// Placeholders are not English words: "draw {issue}" names a draw, not an issue.
const names = (term: Term, key: string) => !term.exceptKeys?.includes(key) && new RegExp(`\\b(${term.en})\\b`, 'i').test(english[key]!.replace(/\{\w+\}/g, ''));
const carries = (text: string, words: string[]) => words.some((w) => text.toLocaleLowerCase().includes(w.toLocaleLowerCase()));
/** Keys of the English messages that name `term`. */
const keysNaming = (term: Term) => Object.keys(english).filter((key) => names(term, key));

describe('the glossary', () => {
  it('lists only real locales and terms, and each term names at least one English message', () => {
    for (const [id, term] of Object.entries(glossary.terms)) {
      expect(
        Object.keys(term.words).filter((l) => !locales.includes(l)),
        id,
      ).toEqual([]);
      // A term no message names only keeps its word out of the others' messages (a monthly salary).
      if (keysNaming(term).length === 0) expect(glossary.distinct.flat(), id).toContain(id);
    }
    for (const pair of glossary.distinct) for (const id of pair) expect(glossary.terms[id], id).toBeDefined();
  });

  it('gives the domain terms their word in th, ja, ko, ar and es', () => {
    const covered = (id: string) => Object.keys(glossary.terms[id]!.words);
    expect(covered('valid_bet')).toEqual(expect.arrayContaining(['th', 'ja', 'ko', 'ar', 'es']));
    expect(covered('salary_daily')).toContain('th');
    expect(covered('payout')).toEqual(expect.arrayContaining(['ja', 'ko']));
    expect(covered('draw')).toContain('ar');
    expect(covered('refund')).toContain('es');
  });
});

describe('every translation', () => {
  it("uses each term's glossary word wherever the English names the term", () => {
    const missing: string[] = [];
    for (const [id, term] of Object.entries(glossary.terms))
      for (const key of keysNaming(term))
        for (const [locale, words] of Object.entries(term.words)) {
          const text = messages[locale]![key];
          if (text !== undefined && !carries(text, words)) missing.push(`${locale} ${key} (${id}: ${words.join(' | ')}): ${text}`);
        }
    expect(missing).toEqual([]);
  });

  it("never uses the word of a term the English does not name where it would mean the other's concept", () => {
    const ambiguous: string[] = [];
    for (const pair of glossary.distinct)
      for (const [a, b] of [pair, [pair[1], pair[0]]] as const) {
        const named = glossary.terms[a]!;
        const other = glossary.terms[b]!;
        for (const key of keysNaming(named)) {
          if (names(other, key)) continue;
          for (const [locale, words] of Object.entries(other.words)) {
            const text = messages[locale]![key];
            // Only where the locale's two words differ: a term sharing the other's word is caught above.
            if (text !== undefined && named.words[locale] && carries(text, words))
              ambiguous.push(`${locale} ${key} (${a}, not ${b}: ${words.join(' | ')}): ${text}`);
          }
        }
      }
    expect(ambiguous).toEqual([]);
  });

  it('keeps every {placeholder} of the English message', () => {
    const broken: string[] = [];
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const keys = new Set(Object.values(glossary.terms).flatMap(keysNaming));
    for (const key of keys)
      for (const locale of locales) {
        const text = messages[locale]![key];
        if (text !== undefined && JSON.stringify(params(text)) !== JSON.stringify(params(english[key]!))) broken.push(`${locale} ${key}: ${text}`);
      }
    expect(broken).toEqual([]);
  });
});
