/**
 * `npm test`: every check, in order, stopping at the first failure: the build (which also
 * compiles the messages the typecheck needs), typecheck, unit and platform tests (vitest), the
 * JavaScript byte budgets of DESIGN.md, then the end-to-end suite in Chromium through the edge on
 * a fresh local D1. Closes with one 'N passed, N failed' line over vitest and Playwright.
 *
 * The end-to-end suite runs in three phases over one server (playwright.config.ts E2E_PHASE): the
 * flows one at a time, the read-only smoke projects two at a time (on the 2-core machine the CPU
 * is the limit: two browsers gained about 7%), then the system status, which flips the whole
 * portal's status and so comes last. Each step prints its time, so a slow CI run shows where.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { run, startGroup, stopGroup, waitForUrl } from './lib/run.mjs';

const E2E_PHASES = [
  ['flows', 'one at a time'],
  ['smoke', 'every page in every locale, two at a time'],
  ['system', 'the system status, last'],
];

const step = async (name, cmd, args, env = {}) => {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  await run(cmd, args, { env: { ...process.env, ...env } });
  console.log(`=== ${name}: done in ${Math.round((Date.now() - started) / 1000)} s`);
};

rmSync('test-reports', { recursive: true, force: true });
try {
  await step('build', 'node', ['scripts/build.mjs']);
  await step('typecheck', 'tsc', ['--noEmit', '-p', '.']);
  await step('unit and platform tests', 'vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=test-reports/vitest.json']);
  await step('JavaScript byte budgets', 'node', ['scripts/bench.mjs', '--bytes-only', '--check']);
  await endToEnd();
  console.log('\nAll checks passed.');
  console.log(summary());
} catch (err) {
  console.error(`\n${err.message}`);
  console.log(summary());
  process.exit(1);
}

/**
 * Starts the sandbox portal once (fresh local D1 under .wrangler/e2e-state, runtime output in
 * .wrangler/e2e-server.log, a LOTTERY_FEED_SECRET made for this run so the official draws of
 * the stand-in feed are known to no one beforehand), runs each E2E phase against it with its own JSON report
 * (test-reports/playwright-<phase>.json), and stops the server whatever happened.
 */
async function endToEnd() {
  const port = process.env.E2E_PORT ?? '8799';
  const state = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state';
  rmSync(state, { recursive: true, force: true });
  rmSync('.wrangler/e2e-server.log', { force: true });
  console.log('\n=== end-to-end tests: starting the sandbox portal');
  const server = startGroup('node', ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: port, STATE_DIR: state, CRON_INTERVAL_MS: '0', SERVE_LOG: '.wrangler/e2e-server.log', LOTTERY_FEED_SECRET: randomBytes(32).toString('hex') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForUrl(`http://127.0.0.1:${port}/`, 180_000);
    for (const [phase, what] of E2E_PHASES) {
      await step(`end-to-end tests: ${phase} (${what})`, 'playwright', ['test'], {
        E2E_PHASE: phase,
        E2E_REUSE_SERVER: '1',
        E2E_PORT: port,
        PLAYWRIGHT_JSON_OUTPUT_NAME: `test-reports/playwright-${phase}.json`,
      });
    }
  } catch (err) {
    const log = '.wrangler/e2e-server.log';
    if (existsSync(log)) console.error(`\n--- last lines of ${log} (the sandbox portal's output)\n${readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`);
    throw err;
  } finally {
    await stopGroup(server);
  }
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
  const reports = existsSync('test-reports') ? readdirSync('test-reports').filter((f) => /^playwright.*\.json$/.test(f)) : [];
  for (const file of reports) {
    const p = JSON.parse(readFileSync(`test-reports/${file}`, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
  }
  return `${passed} passed, ${failed} failed`;
}
