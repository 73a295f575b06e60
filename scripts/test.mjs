/**
 * `npm test`: every check, in order, stopping at the first failure: typecheck, unit and platform
 * tests (vitest), the build, the JavaScript byte budgets of DESIGN.md, then the end-to-end suite in
 * Chromium through the edge on a fresh local D1.
 */
import { rmSync } from 'node:fs';
import { run } from './lib/run.mjs';

const step = async (name, cmd, args, env = {}) => {
  console.log(`\n=== ${name}`);
  await run(cmd, args, { env: { ...process.env, ...env } });
};

try {
  await step('build', 'node', ['scripts/build.mjs']);
  await step('typecheck', 'tsc', ['--noEmit', '-p', '.']);
  await step('unit and platform tests', 'vitest', ['run']);
  await step('JavaScript byte budgets', 'node', ['scripts/bench.mjs', '--bytes-only', '--check']);
  rmSync('.wrangler/e2e-state', { recursive: true, force: true });
  await step('end-to-end tests', 'playwright', ['test']);
  console.log('\nAll checks passed.');
} catch (err) {
  console.error(`\n${err.message}`);
  process.exit(1);
}
