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
/** Files the passes write beside the pages: path under the site's root → text. */
const propsFiles = new Map<string, string>();
const scriptFiles = new Map<string, string>();
const cssFiles = new Map<string, string>();
const markupFiles = new Map<string, string>();
for (const file of listFiles(dist).filter((f) => f.endsWith('.html'))) {
  const path = join(dist, file);
  const html = readFileSync(path, 'utf8');
  const external = externalizeIslandScripts(html);
  for (const [file, text] of external.files) scriptFiles.set(file, text);
  const moved = deferPageScripts(external.html);
  const outlined = outlineIslandProps(moved);
  for (const [file, text] of outlined.files) propsFiles.set(file, text);
  const markup = outlineDeferredMarkup(outlined.html);
  for (const [file, text] of markup.files) markupFiles.set(file, text);
  const css = await splitInlineCss(markup.html, beasties);
  for (const [file, text] of css.files) cssFiles.set(file, text);
  if (css.files.size) split++;
  const next = pruneCspHashes(css.html);
  if (moved !== external.html) deferred++;
  if (next !== css.html) pruned++;
  if (next !== html) writeFileSync(path, next);
}
for (const [file, text] of [...propsFiles, ...scriptFiles, ...markupFiles, ...cssFiles]) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), text);
}
console.log(
  `finish-pages: page scripts load after the first paint in ${deferred} pages; CSP hashes cut to the page's own in ${pruned}; ${propsFiles.size} island props files; ${scriptFiles.size} island scripts out of the pages; ${markupFiles.size} deferred markup files; ${split} pages inline only their own CSS (${cssFiles.size} whole stylesheets)`,
);
