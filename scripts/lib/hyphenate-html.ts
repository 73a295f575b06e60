/**
 * Soft hyphens for long words in prerendered pages (why: src/lib/i18n/hyphenation.ts).
 *
 * Only text the page itself renders is touched: never a tag or attribute, the head (title, meta),
 * scripts, styles, templates, code, form values, SVG, or an island's markup (`<astro-island>`:
 * React hydrates it and must find the text it rendered).
 */
import { hyphenateText, type Hyphenate } from '../../src/lib/i18n/hyphenation.ts';

/** Elements whose content is left alone (raw text, hydrated or not shown as text). */
const SKIPPED = new Set(['head', 'script', 'style', 'template', 'astro-island', 'textarea', 'pre', 'code', 'svg', 'option', 'title', 'noscript']);
/** Elements whose content is raw text: the next matching end tag closes them, whatever is inside. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

const TAG = /<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?(\/?)>|<!--[\s\S]*?-->|<![^>]*>/g;

/**
 * Inserts soft hyphens into the long words of `html`'s rendered text (see the module comment for
 * what is skipped). Character references stay whole. Returns the new HTML; the same string when
 * there is nothing to hyphenate.
 */
export function hyphenateHtml(html: string, hyphenate: Hyphenate): string {
  let out = '';
  let at = 0;
  const open: string[] = [];
  const text = (s: string) => (open.length > 0 ? s : hyphenateText(s, hyphenate));
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
