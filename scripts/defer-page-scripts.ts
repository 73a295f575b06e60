/**
 * Moves every prerendered page's bundled module scripts into the data block that the head's boot
 * script imports after the first paint (run by scripts/build.mjs after the hyphenation pass; see
 * src/lib/hydration/page-scripts.ts and scripts/lib/defer-page-scripts-html.ts).
 * Usage: node scripts/defer-page-scripts.ts [dist]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deferPageScripts } from './lib/defer-page-scripts-html.ts';
import { listFiles } from './lib/pages-files.ts';

const dist = process.argv[2] ?? 'dist';
let changed = 0;
for (const file of listFiles(dist).filter((f) => f.endsWith('.html'))) {
  const path = join(dist, file);
  const html = readFileSync(path, 'utf8');
  const next = deferPageScripts(html);
  if (next !== html) {
    writeFileSync(path, next);
    changed++;
  }
}
console.log(`defer-page-scripts: page scripts load after the first paint in ${changed} pages`);
