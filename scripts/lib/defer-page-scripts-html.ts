/**
 * The HTML side of "page scripts after the first paint" (src/lib/hydration/page-scripts.ts):
 * takes a prerendered page's `<script type="module" src="…"></script>` tags (Astro's bundled
 * component scripts) out of the page and lists their URLs, in document order and once each, in
 * one JSON data block just before `</body>` (Astro writes a page file's own script after
 * `</html>`; it moves too), which the head's boot script imports after the first paint. Inline
 * scripts, data blocks, islands and templates are left as they are.
 */
import { PAGE_SCRIPTS_BOOT, PAGE_SCRIPTS_ID } from '../../src/lib/hydration/page-scripts.ts';

/** Astro's external module script tag, exactly as it writes it (no other attributes, no body). */
const MODULE_SCRIPT = /<script type="module" src="([^"]+)"><\/script>/g;

/**
 * Returns `html` with its external module scripts moved into the {@link PAGE_SCRIPTS_ID} block,
 * or `html` unchanged when it has none, already has the block (the pass may run twice), or does not
 * carry the boot script that would load them (a page outside src/layouts/BaseLayout.astro).
 * Throws when a page with module scripts has no `</body>`.
 */
export function deferPageScripts(html: string): string {
  if (html.includes(`id="${PAGE_SCRIPTS_ID}"`) || !html.includes(PAGE_SCRIPTS_BOOT)) return html;
  const urls = [...new Set([...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]))];
  if (urls.length === 0) return html;
  // Astro writes a page file's own script after `</html>`, so tags are taken from the whole text.
  const rest = html.replace(MODULE_SCRIPT, '');
  const at = rest.lastIndexOf('</body>');
  if (at < 0) throw new Error('deferPageScripts: a page with module scripts has no </body>');
  // `<` is escaped so that no URL can close the data block.
  const block = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(urls).replaceAll('<', '\\u003c')}</script>`;
  return `${rest.slice(0, at)}${block}${rest.slice(at)}`;
}
