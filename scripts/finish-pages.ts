/**
 * Finishes every prerendered page (run by scripts/build.mjs after the hyphenation pass), in one
 * read and write per page:
 * - Astro's inline island runtime and client directive become module scripts of their own
 *   (scripts/lib/island-scripts-html.ts);
 * - its module scripts, those too, move into the data block that the head's boot script imports after
 *   the first paint (src/lib/hydration/page-scripts.ts, scripts/lib/defer-page-scripts-html.ts);
 * - its CSP meta keeps only the hashes of the inline code it carries (scripts/lib/csp-meta-html.ts);
 * - its large `client:intent` island props move to files the island fetches when it hydrates
 *   (scripts/lib/island-props-html.ts);
 * - the content of its templates marked to wait for the page's scripts moves to files of their own
 *   (scripts/lib/deferred-markup-html.ts);
 * - its inline stylesheet keeps the rules of its own elements, the whole one loading beside it
 *   without holding the first paint (scripts/lib/critical-css-html.ts).
 * Usage: node scripts/finish-pages.ts [dist]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createBeasties, splitInlineCss } from './lib/critical-css-html.ts';
import { pruneCspHashes } from './lib/csp-meta-html.ts';
import { deferPageScripts } from './lib/defer-page-scripts-html.ts';
import { outlineDeferredMarkup } from './lib/deferred-markup-html.ts';
import { outlineIslandProps } from './lib/island-props-html.ts';
import { externalizeIslandScripts } from './lib/island-scripts-html.ts';
import { listFiles } from './lib/pages-files.ts';

const dist = process.argv[2] ?? 'dist';
let deferred = 0;
let pruned = 0;
let split = 0;
const beasties = createBeasties();
/** The kinds of file the passes write beside the pages, as the closing line counts them. */
type Written = 'island props' | 'island scripts' | 'deferred markup' | 'whole stylesheets';
/** Files the passes write beside the pages: path under the site's root → its text and kind (one file shared by many pages is written once). */
const written = new Map<string, { text: string; kind: Written }>();
const keep = (kind: Written, files: Map<string, string>) => {
  for (const [file, text] of files) written.set(file, { text, kind });
};
const count = (kind: Written) => [...written.values()].filter((f) => f.kind === kind).length;
for (const file of listFiles(dist).filter((f) => f.endsWith('.html'))) {
  const path = join(dist, file);
  const html = readFileSync(path, 'utf8');
  const external = externalizeIslandScripts(html);
  keep('island scripts', external.files);
  const moved = deferPageScripts(external.html);
  const outlined = outlineIslandProps(moved);
  keep('island props', outlined.files);
  const markup = outlineDeferredMarkup(outlined.html);
  keep('deferred markup', markup.files);
  const css = await splitInlineCss(markup.html, beasties);
  keep('whole stylesheets', css.files);
  if (css.files.size) split++;
  const next = pruneCspHashes(css.html);
  if (moved !== external.html) deferred++;
  if (next !== css.html) pruned++;
  if (next !== html) writeFileSync(path, next);
}
for (const [file, { text }] of written) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
}
console.log(
  `finish-pages: page scripts load after the first paint in ${deferred} pages; CSP hashes cut to the page's own in ${pruned}; ${count('island props')} island props files; ${count('island scripts')} island scripts out of the pages; ${count('deferred markup')} deferred markup files; ${split} pages inline only their own CSS (${count('whole stylesheets')} whole stylesheets)`,
);
