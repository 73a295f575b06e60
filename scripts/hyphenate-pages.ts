/**
 * Puts soft hyphens into the long words of every prerendered page of the locales that need them
 * (run by scripts/build.mjs after Astro; scripts/lib/hyphenate-html.ts says what is touched).
 * Usage: node scripts/hyphenate-pages.ts [dist]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HYPHENATION_PATTERNS, hyphenatorFor } from '../src/lib/i18n/hyphenation.ts';
import { hyphenateHtml } from './lib/hyphenate-html.ts';
import { listFiles } from './lib/pages-files.ts';

const dist = process.argv[2] ?? 'dist';
let pages = 0;
for (const locale of Object.keys(HYPHENATION_PATTERNS)) {
  const hyphenate = hyphenatorFor(locale)!;
  for (const file of listFiles(join(dist, locale)).filter((f) => f.endsWith('.html'))) {
    const path = join(dist, locale, file);
    const html = readFileSync(path, 'utf8');
    const next = hyphenateHtml(html, hyphenate);
    if (next !== html) writeFileSync(path, next);
    pages++;
  }
}
console.log(`hyphenate-pages: soft hyphens in ${pages} pages of ${Object.keys(HYPHENATION_PATTERNS).join(', ')}`);
