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
 * With SERVE_WATCH=0 (the test suite) the rebuild watchers are frozen once the portal answers (`quietWatchers`).
 * With SERVE_STATIC_FILES=front (the benchmark) the front answers the static files itself, as Cloudflare's edge does.
 * Usage: node scripts/serve.mjs   (env PORT, STATE_DIR, CRON_INTERVAL_MS, SERVE_LOG, SERVE_WATCH, SERVE_VISITOR_HOSTS, SERVE_STATIC_FILES, LOTTERY_FEED_SECRET)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { setPriority } from 'node:os';
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
/** @type {number[] | undefined} */
let watchers;
const stop = () => {
  front?.close();
  for (const pid of watchers ?? []) signal(pid, 'SIGCONT');
  if (ticker) clearInterval(ticker);
  cron?.kill('SIGTERM');
  child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));
await waitForUrl(`http://127.0.0.1:${edgePort}/`, 180_000);
// SERVE_VISITOR_HOSTS (comma-separated loopback addresses, the e2e lanes'): each is a visitor of its own (scripts/lib/local-front.mjs).
const visitorHosts = (process.env.SERVE_VISITOR_HOSTS ?? '').split(',').filter(Boolean);
// SERVE_STATIC_FILES=front (the benchmark's server): static files answered by the front, as Cloudflare's edge does (scripts/lib/static-files.mjs).
const staticDir = process.env.SERVE_STATIC_FILES === 'front' ? 'dist' : undefined;
front = await startFront({ port: Number(port), upstreamPort: Number(edgePort), visitorHosts, staticDir });
watchers = quietWatchers([child.pid, cron?.pid], process.env.SERVE_WATCH === '0');
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

/**
 * Quiets the esbuild services that `wrangler pages dev` and `wrangler dev` keep running to rebuild
 * on a change of functions/ or of the cron Worker's sources. esbuild's watch mode polls every
 * bundled file: about a third of a core for as long as the server runs (measured: 15 CPU-s during
 * a 77 s e2e project, a quarter of all the CPU the run used), taken from the browser, workerd and
 * vitest on the 2-core CI machine; wrangler has no switch to turn the watcher off. With `freeze`
 * (SERVE_WATCH=0: the test suite, which serves one fixed build) the watchers are stopped
 * (SIGSTOP; `stop` continues them so they end with the server); else (`npm start`) they run at the
 * least priority (nice 19) and still pick up an edit to functions/. Linux only (reads /proc);
 * elsewhere nothing changes.
 * @param {(number | undefined)[]} roots process ids whose descendants are searched
 * @param {boolean} freeze
 * @returns {number[]} the watchers' process ids
 */
function quietWatchers(roots, freeze) {
  /** @type {Map<number, number[]>} parent → children */
  const children = new Map();
  /** @type {Map<number, string>} */
  const names = new Map();
  let entries;
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return [];
  }
  for (const e of entries) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      names.set(Number(e), name);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(e)]);
    } catch {
      // the process ended while being read
    }
  }
  /** @type {number[]} */
  const found = [];
  const queue = roots.filter((p) => p !== undefined);
  while (queue.length) {
    const pid = /** @type {number} */ (queue.pop());
    for (const c of children.get(pid) ?? []) {
      queue.push(c);
      if (names.get(c) === 'esbuild') found.push(c);
    }
  }
  for (const pid of found)
    if (freeze) signal(pid, 'SIGSTOP');
    else
      try {
        setPriority(pid, 19);
      } catch {
        // not ours to change: leave it
      }
  return found;
}

/**
 * Sends `sig` to `pid`, ignoring a process that has already ended.
 * @param {number} pid
 * @param {NodeJS.Signals} sig
 */
function signal(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
    // already gone
  }
}
