/**
 * Writes the browser's view of the route table to src/generated/route-index.json: for each call
 * its path, method (omitted for GET) and whether the body is a form (`{ login: { path, method, form } }`);
 * sandbox-only calls are left out; the feature areas' calls go to route-index-areas.json, loaded lazily. Generated
 * from src/contracts/routes.ts, so the table stays the one source; the browser bundle then holds
 * no zod schemas (the edge checks answers against the table's response schemas instead).
 * Usage: node scripts/route-index.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { routeAreas } from '../src/contracts/routes.ts';
import type { RouteDef } from '../src/contracts/route-def.ts';

/** Areas every page may call (sign-in, site, support chat, balance and wallet, games): bundled with the api client. */
const CORE_AREAS = ['identity', 'site', 'support', 'wallet', 'games'] as const;

// GET is the default (not written), and the sandbox-only calls stay out: no portal page calls them
// through the api client, and a deployment's bundle should not even name them.
const entries = (defs: Record<string, RouteDef>) =>
  Object.fromEntries(
    Object.entries(defs).map(([name, def]) => [
      name,
      { path: def.path, ...(def.method === 'GET' ? {} : { method: def.method }), ...(def.form ? { form: true } : {}) },
    ]),
  );
const core = Object.assign({}, ...CORE_AREAS.map((a) => entries(routeAreas[a] as Record<string, RouteDef>)));
// The member center's, cashier's, agent center's, rewards' and lottery's calls load with their first
// call (src/lib/api-client.ts), so the login modal of every page does not carry them.
const areas = Object.assign(
  {},
  ...Object.entries(routeAreas)
    .filter(([a]) => a !== 'dev' && !(CORE_AREAS as readonly string[]).includes(a))
    .map(([, defs]) => entries(defs as Record<string, RouteDef>)),
);
mkdirSync('src/generated', { recursive: true });
writeFileSync('src/generated/route-index.json', `${JSON.stringify(core)}\n`);
writeFileSync('src/generated/route-index-areas.json', `${JSON.stringify(areas)}\n`);
console.log(`route-index: ${Object.keys(core).length} core calls, ${Object.keys(areas).length} area calls`);
