/**
 * Serves the built portal on the local edge runtime: creates the dev keys if missing, applies the
 * D1 migrations and the demo seed to the local database, then runs `wrangler pages dev dist` on
 * an internal port (PORT + 4) with its state under STATE_DIR (default .wrangler/state), behind
 * a small front on 127.0.0.1:PORT (default 8788, scripts/lib/local-front.mjs) that answers
 * over-long requests with the edge's error answer (workerd's own 414 has no security headers and
 * no Function can intercept it) and sets CF-Connecting-IP from the connection. The front starts
 * listening once the runtime answers, so whoever waits for PORT waits for the whole portal.
 * Beside it runs the periodic-work Worker (workers/cron, `wrangler dev --test-scheduled` on the same
 * state) and fires its scheduled handler every CRON_INTERVAL_MS (default 30 s; 0 turns it off, as
 * the e2e suite does: its tests run ticks themselves through the dev call).
 * With SERVE_LOG (a file path; `npm start` sets .wrangler/start.log) each setup step prints one
 * progress line and every tool's output (the seed alone is thousands of lines of JSON) and the
 * runtime's own logs (the edge's JSON request lines: log level `log`, scripts/lib/log-level.mjs) go to that file.
 * Both runtimes read their secrets from .dev.vars (the cron Worker only those its config requires);
 * a LOTTERY_FEED_SECRET in this script's environment (the e2e suite makes one per run,
 * scripts/test.mjs) replaces the one of .dev.vars for both.
 * Stays in the foreground; stop it by its process group (Ctrl-C does) so workerd stops too.
 * Usage: node scripts/serve.mjs   (env PORT, STATE_DIR, CRON_INTERVAL_MS, SERVE_LOG, LOTTERY_FEED_SECRET)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { step, waitForUrl } from './lib/run.mjs';
import { startFront } from './lib/local-front.mjs';
import { runtimeLogLevel } from './lib/log-level.mjs';

const port = process.env.PORT ?? '8788';
const state = process.env.STATE_DIR ?? '.wrangler/state';
const inspector = String(Number(port) + 1000);
const edgePort = String(Number(port) + 4);
const log = process.env.SERVE_LOG || undefined;
const quiet = { env: { ...process.env, CI: 'true' }, log };

await step('local secrets (.dev.vars)', 'node', ['scripts/dev-keys.mjs'], { log });
const secrets = secretArgs();
await step('D1 migrations', 'wrangler', ['d1', 'migrations', 'apply', 'portal', '--local', '--persist-to', state], quiet);
await step('demo seed (SQL)', 'node', ['scripts/seed.ts', `${state}/seed.sql`], { log });
await step('demo seed into the local D1', 'wrangler', ['d1', 'execute', 'portal', '--local', '--persist-to', state, '--file', `${state}/seed.sql`], quiet);

// Same process group as this script: whoever started it (npm start, Playwright) stops the group,
// and wrangler and workerd go with it.
/** @type {import('node:child_process').StdioOptions} */
const out = log ? ['ignore', openSync(log, 'a'), openSync(log, 'a')] : 'inherit';
if (log) console.log(`edge runtime and cron Worker starting on port ${port} …`);
const child = spawn(
  'wrangler',
  [
    'pages',
    'dev',
    'dist',
    '--ip',
    '127.0.0.1',
    '--port',
    edgePort,
    '--inspector-port',
    inspector,
    '--persist-to',
    state,
    '--log-level',
    runtimeLogLevel(process.env),
    '--show-interactive-dev-session=false',
    ...secrets.pages,
  ],
  { stdio: out },
);
const cronInterval = Number(process.env.CRON_INTERVAL_MS ?? 30_000);
const cronPort = String(Number(port) + 2);
const cron =
  cronInterval > 0
    ? spawn(
        'wrangler',
        [
          'dev',
          '--config',
          'workers/cron/wrangler.toml',
          '--test-scheduled',
          '--ip',
          '127.0.0.1',
          '--port',
          cronPort,
          '--inspector-port',
          String(Number(port) + 1002),
          '--persist-to',
          state,
          '--log-level',
          runtimeLogLevel(process.env),
          '--show-interactive-dev-session=false',
          ...secrets.cron,
        ],
        { stdio: out },
      )
    : null;
// Local stand-in for the cron trigger: fire the Worker's scheduled handler on an interval.
const ticker = cron ? setInterval(() => void fetch(`http://127.0.0.1:${cronPort}/__scheduled?cron=*+*+*+*+*`).catch(() => {}), cronInterval) : null;
/** @type {import('node:http').Server | null} */
let front = null;
const stop = () => {
  front?.close();
  if (ticker) clearInterval(ticker);
  cron?.kill('SIGTERM');
  child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
await waitForUrl(`http://127.0.0.1:${edgePort}/`, 180_000);
front = await startFront({ port: Number(port), upstreamPort: Number(edgePort) });
if (log) console.log(`portal on http://127.0.0.1:${port}/`);

/**
 * The secret arguments of each runtime. The edge reads .dev.vars by itself; the cron Worker, whose
 * folder has none, loads it with `--env-file` and gets only the secrets its config requires
 * ([secrets] in workers/cron/wrangler.toml). A run that brings its own LOTTERY_FEED_SECRET (the
 * e2e suite) hands it to the edge with `--binding`, which overrides .dev.vars (`wrangler pages dev`
 * reads no other file; the key is made for this one run on a state deleted before the next), and
 * to the cron Worker in a file under STATE_DIR (git-ignored, mode 0600).
 */
function secretArgs() {
  const own = process.env.LOTTERY_FEED_SECRET;
  if (!own) return { pages: [], cron: ['--env-file', resolve('.dev.vars')] };
  mkdirSync(state, { recursive: true });
  const file = resolve(state, 'cron.vars');
  // The cron Worker's other required secrets (the VAPID pair) still come from .dev.vars.
  const vapid = readFileSync('.dev.vars', 'utf8')
    .split('\n')
    .filter((l) => /^VAPID_[A-Z_]+=/.test(l));
  writeFileSync(file, [`LOTTERY_FEED_SECRET=${own}`, ...vapid, ''].join('\n'), { mode: 0o600 });
  return { pages: ['--binding', `LOTTERY_FEED_SECRET=${own}`], cron: ['--env-file', file] };
}
