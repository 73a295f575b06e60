/**
 * Soft hyphens for long words (no SPEC section: the 37 locales and their messages of DESIGN.md
 * "Decisions", at phone widths; docs/decisions.md "Soft hyphens at build time"), applied at build time only (server-side; never
 * bundled for the browser). `hyphens: auto` needs a hyphenation dictionary in the browser, and
 * Chromium on Linux (and many WebViews) has none, so a long German or Tamil word that did not fit
 * a 320 px column broke at any letter. With U+00AD at the syllable boundaries of Liang's TeX
 * patterns (the `hyphen` package) every browser breaks such a word where a reader expects it,
 * with a visible hyphen, and shows nothing when it fits. Screen readers and Playwright's name
 * matching ignore U+00AD.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A synchronous hyphenator: text in, text with U+00AD inserted out. */
export type Hyphenate = (text: string, options: { minWordLength: number }) => string;

/**
 * Portal locale → the `hyphen` package's pattern set. The languages whose words outgrow a phone's
 * column: German compounds, the agglutinative Dravidian languages, Russian and Turkish.
 */
export const HYPHENATION_PATTERNS: Readonly<Record<string, string>> = {
  de: 'de',
  ta: 'ta',
  te: 'te',
  ml: 'ml',
  kn: 'kn',
  ru: 'ru',
  tr: 'tr',
};

/** Words shorter than this many UTF-16 code units are left whole (they fit any control). */
export const MIN_WORD_LENGTH = 10;

/** Character references (`&amp;`) and message placeholders (`{amount}`) are never split. */
const PROTECTED = /(&#?[a-zA-Z0-9]+;|\{[^{}]*\})/;

/** The hyphenator of `locale`, or null where the portal does not hyphenate. */
export function hyphenatorFor(locale: string): Hyphenate | null {
  const patterns = HYPHENATION_PATTERNS[locale];
  if (!patterns) return null;
  const mod = require(`hyphen/${patterns}`) as { hyphenateSync: Hyphenate };
  return mod.hyphenateSync;
}

/**
 * `text` with soft hyphens in its words of {@link MIN_WORD_LENGTH} or more code units; character
 * references and `{placeholder}`s stay whole. Plain text only (no tags).
 */
export function hyphenateText(text: string, hyphenate: Hyphenate): string {
  if (text.length < MIN_WORD_LENGTH) return text;
  return text
    .split(PROTECTED)
    .map((part, i) => (i % 2 === 1 || part.length < MIN_WORD_LENGTH ? part : hyphenate(part, { minWordLength: MIN_WORD_LENGTH })))
    .join('');
}

/**
 * A message table with soft hyphens for `locale` (the same object when the locale is not
 * hyphenated). Used for the strings islands and overlays render, which the page pass
 * (scripts/hyphenate-pages.ts) does not touch.
 */
export function hyphenateMessages<T extends Record<string, string>>(locale: string, messages: T): T {
  const hyphenate = hyphenatorFor(locale);
  if (!hyphenate) return messages;
  return Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, hyphenateText(v, hyphenate)])) as T;
}
