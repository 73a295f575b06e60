/**
 * Builds the site: paraglide compiles the messages (src/paraglide), the browser's route index and
 * the content, site-content and game catalog snapshots are written (src/generated/content.json, site-content.json, games.json),
 * and each route's error codes read off the platform's sources (src/generated/route-errors.json: scripts/route-errors.ts),
 * then Astro prerenders every page of every locale to dist/, long words get soft hyphens in the
 * locales that need them (scripts/hyphenate-pages.ts), each page's bundled scripts move into the
 * data block its boot script loads after the first paint and its CSP meta keeps only its own
 * inline code's hashes (scripts/finish-pages.ts), the service worker is bundled with its
 * precache list (dist/sw.js: scripts/service-worker.ts), and the
 * edge files are written beside them (dist/_routes.json, dist/_headers, dist/openapi.json:
 * scripts/edge-files.ts).
 * Usage: node scripts/build.mjs [--production] [--sources | --site]
 * --sources writes only the generated sources (messages, route index, snapshots, route errors: what the
 * typecheck and lint read), --site only what follows from them (dist/); `npm test` runs the checks
 * beside the second half.
 * --production (or CF_PAGES=1, set by Cloudflare Pages' CI) needs SITE_URL, the public https
 * origin written into canonical, hreflang, sitemap and og:image URLs, and stops at once without it
 * (scripts/lib/site-url.mjs). Without the flag the sandbox origin http://127.0.0.1:8788 is used.
 */
import { run } from './lib/run.mjs';
import { resolveSiteUrl } from './lib/site-url.mjs';

if (process.argv.includes('--production')) process.env.PORTAL_BUILD = 'production';
let site;
try {
  site = resolveSiteUrl();
} catch (err) {
  console.error(`build: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const started = Date.now();
const sources = !process.argv.includes('--site');
const pages = !process.argv.includes('--sources');
if (sources) await generateSources();
if (pages) await buildSite();
console.log(`build: ${pages ? '' : 'sources '}done in ${((Date.now() - started) / 1000).toFixed(1)} s for ${site}`);

/**
 * The generated sources under src/: the compiled messages, the route index, the snapshots and each route's error codes.
 * The messages come without `.d.ts` files: TypeScript reads their types from the JSDoc of the
 * compiled JavaScript (`allowJs`; a missing input or an unknown message still fails tsc), and
 * emitting declarations ran the TypeScript compiler over 1,240 message modules inside the compile:
 * 45–51 s against 19 s here, on the path every later step waits for.
 */
async function generateSources() {
  await run('paraglide-js', ['compile', '--project', './i18n/project.inlang', '--outdir', './src/paraglide', '--no-emit-readme', '--silent']);
  await run('node', ['scripts/route-index.ts']);
  await run('node', ['scripts/content-snapshot.ts']);
  await run('node', ['scripts/games-snapshot.ts']);
  await run('node', ['scripts/site-snapshot.ts']);
  await run('node', ['scripts/route-errors.ts']);
}

/** dist/: the prerendered pages and what is finished from them, the service worker and the edge files. */
async function buildSite() {
  await run('astro', ['build', '--silent']);
  await run('node', ['scripts/hyphenate-pages.ts']);
  await run('node', ['scripts/finish-pages.ts']);
  await run('node', ['scripts/service-worker.ts']);
  await run('node', ['scripts/edge-files.ts']);
}
