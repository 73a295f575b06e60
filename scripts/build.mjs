/**
 * Builds the site: paraglide compiles the messages (src/paraglide), the browser's route index and
 * the content, site-content and game catalog snapshots are written (src/generated/content.json, site-content.json, games.json),
 * then Astro prerenders every page of every locale to dist/.
 * Usage: node scripts/build.mjs
 */
import { run } from './lib/run.mjs';

const started = Date.now();
await run('paraglide-js', ['compile', '--project', './i18n/project.inlang', '--outdir', './src/paraglide', '--emit-ts-declarations', '--no-emit-readme', '--silent']);
await run('node', ['scripts/route-index.ts']);
await run('node', ['scripts/content-snapshot.ts']);
await run('node', ['scripts/games-snapshot.ts']);
await run('node', ['scripts/site-snapshot.ts']);
await run('astro', ['build', '--silent']);
console.log(`build: done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
