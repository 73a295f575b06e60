/**
 * Soft hyphens for long words in prerendered pages (issue 13 item 15): `hyphens: auto` needs a
 * hyphenation dictionary in the browser, and Chromium on Linux (and many WebViews) has none, so a
 * long German or Tamil word that does not fit a 320 px column broke at any letter. With U+00AD at
 * the syllable boundaries of Liang's TeX patterns (the `hyphen` package) every browser breaks such
 * a word where a reader expects it, with a visible hyphen, and shows nothing when it fits.
 *
 * Only text the page itself renders is touched: never a tag or attribute, the head (title, meta),
 * scripts, styles, templates, code, form values, SVG, or an island's markup (`<astro-island>`:
 * React hydrates it and must find the text it rendered).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A synchronous hyphenator: text in, text with U+00AD inserted out. */
type Hyphenate = (text: string, options: { minWordLength: number }) => string;

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

/** Elements whose content is left alone (raw text, hydrated or not shown as text). */
const SKIPPED = new Set(['head', 'script', 'style', 'template', 'astro-island', 'textarea', 'pre', 'code', 'svg', 'option', 'title', 'noscript']);
/** Elements whose content is raw text: the next matching end tag closes them, whatever is inside. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>|<!--[\s\S]*?-->|<![^>]*>/g;
const ENTITY = /(&#?[a-zA-Z0-9]+;)/;

/** The hyphenator of `locale`, or null where the portal does not hyphenate. */
export function hyphenatorFor(locale: string): Hyphenate | null {
  const patterns = HYPHENATION_PATTERNS[locale];
  if (!patterns) return null;
  const mod = require(`hyphen/${patterns}`) as { hyphenateSync: Hyphenate };
  return mod.hyphenateSync;
}

/**
 * Inserts soft hyphens into the long words of `html`'s rendered text (see the module comment for
 * what is skipped). Character references stay whole. Returns the new HTML; the same string when
 * there is nothing to hyphenate.
 */
export function hyphenateHtml(html: string, hyphenate: Hyphenate): string {
  let out = '';
  let at = 0;
  const open: string[] = [];
  const text = (s: string) =>
    open.length > 0 ? s : s.split(ENTITY).map((part, i) => (i % 2 === 1 || part.length < MIN_WORD_LENGTH ? part : hyphenate(part, { minWordLength: MIN_WORD_LENGTH }))).join('');
  TAG.lastIndex = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    out += text(html.slice(at, m.index)) + m[0];
    at = TAG.lastIndex;
    const name = m[1]?.toLowerCase();
    if (!name) continue;
    const closing = m[0].startsWith('</');
    if (!closing && RAW_TEXT.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, at);
      const stop = end === -1 ? html.length : end;
      out += html.slice(at, stop);
      at = stop;
      TAG.lastIndex = stop;
      continue;
    }
    if (!SKIPPED.has(name) || m[2] === '/') continue;
    if (!closing) open.push(name);
    else if (open.at(-1) === name) open.pop();
  }
  return out + text(html.slice(at));
}
