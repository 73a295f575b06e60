/**
 * Writes the browser's view of the route table to src/generated/route-index.json: for each call
 * its path, method (omitted for GET) and whether the body is a form (`{ login: { path, method, form } }`);
 * sandbox-only calls are left out. Generated
 * from src/contracts/routes.ts, so the table stays the one source; the browser bundle then holds
 * no zod schemas (the edge checks answers against the table's response schemas instead).
 * Usage: node scripts/route-index.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { routes } from '../src/contracts/routes.ts';

// GET is the default (not written), and the sandbox-only calls stay out: no portal page calls them
// through the api client, and a deployment's bundle should not even name them.
const index = Object.fromEntries(
  Object.entries(routes)
    .filter(([, def]) => !('devOnly' in def && def.devOnly))
    .map(([name, def]) => [name, { path: def.path, ...(def.method === 'GET' ? {} : { method: def.method }), ...('form' in def && def.form ? { form: true } : {}) }]),
);
mkdirSync('src/generated', { recursive: true });
writeFileSync('src/generated/route-index.json', `${JSON.stringify(index)}\n`);
console.log(`route-index: ${Object.keys(index).length} calls`);
