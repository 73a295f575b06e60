/**
 * `npm test`: every check, in order, stopping at the first failure: the build (which also
 * compiles the messages the typecheck needs), typecheck, unit and platform tests (vitest), the
 * JavaScript byte budgets of DESIGN.md, then the end-to-end suite in Chromium through the edge on
 * a fresh local D1. Closes with one 'N passed, N failed' line over vitest and Playwright.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { run } from './lib/run.mjs';

const step = async (name, cmd, args, env = {}) => {
  console.log(`\n=== ${name}`);
  await run(cmd, args, { env: { ...process.env, ...env } });
};

rmSync('test-reports', { recursive: true, force: true });
try {
  await step('build', 'node', ['scripts/build.mjs']);
  await step('typecheck', 'tsc', ['--noEmit', '-p', '.']);
  await step('unit and platform tests', 'vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-reports/vitest.json']);
  await step('JavaScript byte budgets', 'node', ['scripts/bench.mjs', '--bytes-only', '--check']);
  rmSync('.wrangler/e2e-state', { recursive: true, force: true });
  await step('end-to-end tests', 'playwright', ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-reports/playwright.json' });
  console.log('\nAll checks passed.');
  console.log(summary());
} catch (err) {
  console.error(`\n${err.message}`);
  console.log(summary());
  process.exit(1);
}

/** The closing line CI reads: 'N passed, N failed' over vitest and Playwright. */
function summary() {
  let passed = 0;
  let failed = 0;
  if (existsSync('test-reports/vitest.json')) {
    const v = JSON.parse(readFileSync('test-reports/vitest.json', 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
  }
  if (existsSync('test-reports/playwright.json')) {
    const p = JSON.parse(readFileSync('test-reports/playwright.json', 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
  }
  return `${passed} passed, ${failed} failed`;
}
