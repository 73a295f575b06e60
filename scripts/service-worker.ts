/**
 * Builds the service worker (src/sw/service-worker.ts) into dist/sw.js at the end of the build
 * (scripts/build.mjs, after the pages are final and before the edge files, so /sw.js is listed
 * among the static files): esbuild bundles it with Workbox and the API prefixes of the route table
 * (src/contracts/routes.ts, plus the edge's own /edge/ and the sandbox's /dev/), then Workbox's
 * injectManifest writes the precache list of the shell (the app icons, favicon, logo) with each
 * file's revision.
 * Usage: node scripts/service-worker.ts [dist]
 */
import { build } from 'esbuild';
import { injectManifest } from 'workbox-build';
import { join } from 'node:path';
import { routes } from '../src/contracts/routes.ts';
import { SW_URL } from '../src/lib/offline.ts';

const dist = process.argv[2] ?? 'dist';
const out = join(dist, SW_URL);
/** First path segments answered by the API or the edge: never cached by the worker. */
const networkOnly = [...new Set([...Object.values(routes).map((r) => r.path.split('/')[1]!), 'edge', 'dev'])].sort();

await build({
  entryPoints: ['src/sw/service-worker.ts'],
  outfile: out,
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  define: { NETWORK_ONLY_PREFIXES: JSON.stringify(networkOnly), 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const { count, size, warnings } = await injectManifest({
  swSrc: out,
  swDest: out,
  globDirectory: dist,
  globPatterns: ['icons/*.png', 'favicon.png', 'logo.svg'],
});
for (const w of warnings) console.warn(`service-worker: ${w}`);
console.log(`service-worker: ${SW_URL}, network only /${networkOnly.join('/, /')}/, precache ${count} files (${size} bytes)`);
