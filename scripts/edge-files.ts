/**
 * Writes the edge files beside the prerendered site (run by scripts/build.mjs after Astro):
 * dist/_routes.json and dist/_headers (which requests skip the Function, and their headers:
 * scripts/lib/pages-files.ts) and dist/openapi.json (the platform API from the route table, without
 * the sandbox-only calls, with each call's error codes and examples: scripts/lib/openapi-document.ts).
 * Usage: node scripts/edge-files.ts [dist]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtOpenApiDocument } from './lib/openapi-document.ts';
import { functionRoutes, listFiles, pagesHeaders, pagesRoutes } from './lib/pages-files.ts';

const dist = process.argv[2] ?? 'dist';
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
writeFileSync(join(dist, 'openapi.json'), `${JSON.stringify(builtOpenApiDocument(pkg.version), null, 1)}\n`);
const routesFile = pagesRoutes(listFiles(dist), functionRoutes(listFiles('functions')));
writeFileSync(join(dist, '_routes.json'), `${JSON.stringify(routesFile, null, 2)}\n`);
writeFileSync(join(dist, '_headers'), pagesHeaders(routesFile.exclude));
console.log(`edge-files: _routes.json (${routesFile.exclude.length} static exclusions), _headers, openapi.json`);
