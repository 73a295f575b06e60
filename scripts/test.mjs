/**
 * `npm test`: every check, in order, stopping at the first failed stage: the generated sources
 * (compiled messages, route index, snapshots, route errors), then the site's build beside the format check,
 * lint and typecheck (TypeScript, the .mjs scripts with checkJs), then `astro check` on the .astro
 * files, unit and platform tests and the static scan of the built pages (vitest), then the
 * end-to-end suite in Chromium through the edge with the JavaScript byte budgets of DESIGN.md
 * beside it. Closes with each step's time and one 'N passed, N failed' line over vitest and Playwright.
 *
 * One sandbox portal (a fresh local D1, migrated and seeded) serves both the byte budgets and the
 * end-to-end suite. It starts right after the build, in the background, so its migrations and
 * seed overlap the typecheck and vitest instead of being waited for twice.
 *
 * The end-to-end suite runs over that server in two stages (playwright.config.ts E2E_PHASE): the
 * flows in two lanes (E2E_LANE: the projects that share the sandbox's clock, lottery draws and
 * demo accounts in one, those with accounts of their own in the other; each lane one project at a
 * time) side by side with the read-only smoke (one project, a test per locale, one at a time; it
 * runs after vitest, since beside it vitest's burst tests passed their time limits), then the
 * system status, which flips the whole portal's status and so comes last.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { run, startGroup, stopGroup, waitForUrl } from './lib/run.mjs';
import { LANE_VISITOR_IP } from '../src/platform/seed/identity-security.ts';

/** The shared server's port (E2E_PORT) and its address (the byte budgets, the readiness wait). */
const port = process.env.E2E_PORT ?? '8799';
const base = `http://127.0.0.1:${port}`;

/**
 * One command of a step: `cmd args` with `env` over the suite's environment; `what` names it in
 * the closing table when the step runs several side by side.
 * @typedef {{ what?: string; cmd: string; args: string[]; env?: Record<string, string | undefined> }} Run
 */

/**
 * A Playwright run against the shared server, with its own JSON report
 * (test-reports/playwright-<phase>[-<lane>].json).
 * @param {string} what @param {Record<string, string>} env E2E_PHASE, and E2E_LANE, E2E_HOST, E2E_SMOKE_WORKERS as needed
 * @returns {Run}
 */
const playwrightRun = (what, env) => ({
  what,
  cmd: 'playwright',
  args: ['test'],
  env: {
    ...env,
    E2E_REUSE_SERVER: '1',
    E2E_PORT: port,
    PLAYWRIGHT_JSON_OUTPUT_NAME: `test-reports/playwright-${env.E2E_PHASE}${env.E2E_LANE ? `-${env.E2E_LANE}` : ''}.json`,
  },
});

/**
 * The end-to-end stages, in order: each a name and the runs it starts side by side. The two flow
 * lanes and the smoke run together: measured on the 2-core machine, the flows alone leave a
 * quarter of it idle, and the three together took 704 s; the two flow lanes alone 631 s, the smoke
 * alone about 300 s after them. The byte budgets join them: they only count bytes (no timing),
 * and alone they kept the machine about 70 % busy for 40 s (every page waits for the network to
 * go quiet). The system status flips the whole portal, so it runs last, alone.
 * @type {[string, Run[]][]}
 */
const E2E_STAGES = [
  [
    'flows in two lanes, beside the smoke of every page in every locale and the byte budgets',
    [
      playwrightRun('flows, shared lane', { E2E_PHASE: 'flows', E2E_LANE: 'shared' }),
      // A visitor of its own (playwright.config.ts E2E_HOST): its registrations and logins do not
      // share the per-IP limits with the other lane's. The demo accounts know the address, as they
      // know 127.0.0.1 (LOCAL_IPS).
      playwrightRun('flows, own lane', { E2E_PHASE: 'flows', E2E_LANE: 'own', E2E_HOST: LANE_VISITOR_IP }),
      playwrightRun('smoke', { E2E_PHASE: 'smoke', E2E_SMOKE_WORKERS: '1' }),
      { what: 'JavaScript byte budgets', cmd: 'node', args: ['scripts/bench.mjs', '--bytes-only', '--check'], env: { BENCH_BASE_URL: base } },
    ],
  ],
  ['system status, last', [playwrightRun('system status', { E2E_PHASE: 'system' })]],
];

/** Seconds each finished step took, in order, for the closing table. @type {[string, number][]} */
const times = [];
const suiteStarted = Date.now();

/** Runs one step, printing its name and time. @param {string} name @param {string} cmd @param {string[]} args @param {Record<string, string | undefined>} [env] */
const step = (name, cmd, args, env = {}) => steps(name, [{ cmd, args, env }]);

/**
 * Runs `runs` side by side as one step; waits for every run (so each reports) and fails when any
 * failed. The table gets the step's time and, under it, each named run's own.
 * @param {string} name @param {Run[]} runs
 */
async function steps(name, runs) {
  console.log(`\n=== ${name}`);
  const started = Date.now();
  /** @type {(number | undefined)[]} */
  const took = [];
  const results = await Promise.allSettled(
    runs.map(async (r, i) => {
      const t = Date.now();
      try {
        await run(r.cmd, r.args, { env: { ...process.env, ...r.env } });
      } finally {
        took[i] = Math.round((Date.now() - t) / 1000);
      }
    }),
  );
  const s = Math.round((Date.now() - started) / 1000);
  times.push([name, s]);
  if (runs.length > 1) runs.forEach((r, i) => times.push([`  ${r.what ?? r.cmd}`, took[i] ?? 0]));
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  console.log(`=== ${name}: done in ${s} s`);
}

/**
 * Runs `[name, cmd, args]` steps `width` at a time, each timed as its own step; when any fails,
 * fails once all have ended. With `first`, one lane runs that step (then its `onDone`, then its
 * `after` steps) before it takes steps from the list: while it runs, the list goes one at a time.
 * @param {[string, string, string[]][]} list @param {number} width
 * @param {{ name: string; cmd: string; args: string[]; onDone: () => void; after: [string, string, string[]][] }} [first]
 */
async function stepPool(list, width, first) {
  const queue = [...list];
  /** @type {unknown[]} */
  const errors = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await step(...next).catch((err) => errors.push(err));
  };
  const firstLane = async () => {
    if (!first) return lane();
    try {
      await step(first.name, first.cmd, first.args);
    } catch (err) {
      errors.push(err);
      return;
    }
    first.onDone();
    for (const next of first.after) await step(...next).catch((err) => errors.push(err));
    await lane();
  };
  await Promise.all([firstLane(), ...Array.from({ length: width - 1 }, lane)]);
  if (errors.length) throw errors[0];
}

/** @type {import('node:child_process').ChildProcess | null} */
let server = null;
rmSync('test-reports', { recursive: true, force: true });
try {
  // Prettier and the scripts' typecheck read no generated file (.prettierignore; the scripts import
  // none): they run one after the other beside the generated sources, which keep little more than
  // one core busy (paraglide's compiler is one thread).
  const beside = (async () => {
    await step('format (Prettier, print width 160)', 'prettier', ['--check', '--log-level=warn', '.']);
    await step('typecheck scripts (checkJs)', 'tsc', ['--noEmit', '-p', 'tsconfig.scripts.json']);
  })();
  await Promise.all([step('generated sources (messages, route index, snapshots, route errors)', 'node', ['scripts/build.mjs', '--sources']), beside]);
  // The other checks read only the generated sources; they run beside the site's build, one at a
  // time while it builds (Astro keeps about one core busy) and two at a time once it is done. astro
  // check waits for the build: both write Astro's generated types under .astro/.
  /** @type {[string, string, string[]][]} */
  const checks = [
    ['typecheck', 'tsc', ['--noEmit', '-p', '.']],
    ['lint (ESLint: rules and import zones)', 'eslint', ['src', 'functions', 'workers', 'scripts', 'tests', '*.ts', '*.mjs', 'eslint.config.js']],
  ];
  await stepPool(checks, 2, {
    name: 'build',
    cmd: 'node',
    args: ['scripts/build.mjs', '--site'],
    onDone: () => {
      server = startServer();
    },
    after: [['astro check', 'astro', ['check', '--tsconfig', 'tsconfig.astro.json']]],
  });
  await step('unit and platform tests, static scan of dist/', 'vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=test-reports/vitest.json',
  ]);
  await serverReady();
  for (const [what, runs] of E2E_STAGES) await steps(`end-to-end tests: ${what}`, runs);
  console.log('\nAll checks passed.');
  console.log(stepTimes());
  console.log(summary());
} catch (err) {
  console.error(`\n${err instanceof Error ? err.message : String(err)}`);
  const log = '.wrangler/e2e-server.log';
  if (server && existsSync(log))
    console.error(`\n--- last lines of ${log} (the sandbox portal's output)\n${readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`);
  console.log(stepTimes());
  console.log(summary());
  process.exitCode = 1;
} finally {
  await stopGroup(server);
}

/**
 * Starts the sandbox portal once, in the background (fresh local D1 under .wrangler/e2e-state,
 * runtime output in .wrangler/e2e-server.log, a LOTTERY_FEED_SECRET made for this run so the
 * official draws of the stand-in feed are known to no one beforehand). The caller stops it.
 * The runtimes log at `warn` (WRANGLER_LOG overrides): the log keeps the warnings and errors a
 * failure needs, not a line per request, whose formatting in wrangler's Node process and in
 * workerd took about a fifth of the server's CPU (measured: 18.3–19.2 s against 14.2–15.0 s of
 * server time for the smoke of four locales), CPU the 2-core machine's browsers then have.
 */
function startServer() {
  const state = process.env.E2E_STATE_DIR ?? '.wrangler/e2e-state';
  rmSync(state, { recursive: true, force: true });
  rmSync('.wrangler/e2e-server.log', { force: true });
  // A clean clone has no .wrangler/ yet, and the server's log goes there from its first line.
  mkdirSync('.wrangler', { recursive: true });
  console.log('\n=== sandbox portal: starting in the background (migrations and demo seed)');
  return startGroup('node', ['scripts/serve.mjs'], {
    env: {
      ...process.env,
      PORT: port,
      STATE_DIR: state,
      CRON_INTERVAL_MS: '0',
      SERVE_LOG: '.wrangler/e2e-server.log',
      WRANGLER_LOG: process.env.WRANGLER_LOG ?? 'warn',
      SERVE_WATCH: '0',
      SERVE_VISITOR_HOSTS: E2E_STAGES.flatMap(([, runs]) => runs.flatMap((r) => (r.env?.E2E_HOST ? [r.env.E2E_HOST] : []))).join(','),
      LOTTERY_FEED_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Waits until the background portal answers (how long it was still awaited is a step of its own);
 * fails at once when the server has already stopped (its log's last lines are printed).
 */
async function serverReady() {
  const started = Date.now();
  const stopped = new Promise((_, reject) => {
    if (server?.exitCode != null) reject(new Error(`the sandbox portal stopped (exit ${server.exitCode}) before it answered`));
    server?.once('exit', (code) => reject(new Error(`the sandbox portal stopped (exit ${code}) before it answered`)));
  });
  await Promise.race([waitForUrl(`${base}/`, 300_000), stopped]);
  times.push(['sandbox portal ready (waited)', Math.round((Date.now() - started) / 1000)]);
}

/** Every finished step with its seconds, and the whole run's. */
function stepTimes() {
  const width = Math.max(...times.map(([n]) => n.length), 5);
  const lines = times.map(([n, t]) => `  ${n.padEnd(width)}  ${String(t).padStart(5)} s`);
  return `\nStep times:\n${lines.join('\n')}\n  ${'total'.padEnd(width)}  ${String(Math.round((Date.now() - suiteStarted) / 1000)).padStart(5)} s`;
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
