/**
 * `npm run deploy`: deploys the portal to Cloudflare in one command (README
 * "Operator deployment"):
 *   1. checks the configuration: SITE_URL (a public https origin) and, for a real deploy, a
 *      D1 database_id in wrangler.toml that is not the local placeholder, and that the cron
 *      Worker already holds every secret its config requires (`[secrets] required` in
 *      workers/cron/wrangler.toml: LOTTERY_FEED_SECRET), so nothing is half deployed;
 *   2. builds for production (scripts/build.mjs --production: dist/ with _routes.json, _headers
 *      and openapi.json);
 *   3. applies the D1 migrations (`wrangler d1 migrations apply portal --remote`);
 *   4. deploys the Pages project (`wrangler pages deploy dist --project-name P --branch B`);
 *   5. deploys the cron Worker (`wrangler deploy --config workers/cron/wrangler.toml`), unless
 *      --no-cron (an operator whose own platform does the periodic work).
 * Wrangler authenticates as usual (`wrangler login`, or CLOUDFLARE_API_TOKEN and
 * CLOUDFLARE_ACCOUNT_ID in CI).
 *
 * --dry-run does every step against wrangler's local mode instead and changes nothing on
 * Cloudflare: migrations on a scratch local D1 (.wrangler/deploy-dry-run), the Functions compiled
 * with `wrangler pages functions build`, the cron Worker bundled with `wrangler deploy --dry-run`,
 * then the production build served by `wrangler pages dev` on that D1 and checked (home page,
 * an API call, openapi.json, a static file skipping the Function). Needs no Cloudflare account.
 *
 * With --platform-url=https://… (or PLATFORM_URL in the environment) the portal goes in front of
 * the operator's own platform instead: scripts/deploy-own-platform.ts takes over (no D1, no R2, no
 * migrations, no cron Worker, no sandbox code in the bundle, no /dev pages).
 *
 * Usage: SITE_URL=https://www.example.com node scripts/deploy.mjs [--dry-run] [--project-name portal]
 *        [--branch main] [--no-cron] [--platform-url=https://api.example.com]   (env DEPLOY_DRY_RUN_PORT, default 8790)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { startGroup, step, stopGroup, waitForUrl } from './lib/run.mjs';
import { resolveSiteUrl } from './lib/site-url.mjs';

const args = process.argv.slice(2);
if (args.some((a) => a.startsWith('--platform-url')) || process.env.PLATFORM_URL) {
  const own = spawnSync('node', ['scripts/deploy-own-platform.ts', ...args], { stdio: 'inherit' });
  process.exit(own.status ?? 1);
}
const flag = (/** @type {string} */ name) => args.includes(name);
const option = (/** @type {string} */ name, /** @type {string} */ fallback) => {
  const i = args.indexOf(name);
  const value = i >= 0 ? args[i + 1] : undefined;
  return value || fallback;
};
const dryRun = flag('--dry-run');
const project = option('--project-name', 'portal');
const branch = option('--branch', 'main');
const withCron = !flag('--no-cron');
const PLACEHOLDER_DB = '00000000-0000-4000-8000-000000000000';
const scratch = '.wrangler/deploy-dry-run';
const log = `${scratch}.log`;

/**
 * Stops with a message (exit 1).
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

/**
 * The names a wrangler config lists under `[secrets] required`.
 * @param {string} toml
 * @returns {string[]}
 */
function requiredSecrets(toml) {
  const list = /^\[secrets\][^[]*?^required\s*=\s*\[([^\]]*)\]/ms.exec(toml)?.[1] ?? '';
  return [...list.matchAll(/"([A-Z0-9_]+)"/g)].map((m) => m[1] ?? '');
}

/**
 * Stops unless the deployed cron Worker holds every secret in `names` (`wrangler secret list`).
 * @param {string[]} names
 */
function checkCronSecrets(names) {
  if (names.length === 0) return;
  const put = names.map((n) => `npx wrangler secret put ${n} --config workers/cron/wrangler.toml`).join(' and ');
  const r = spawnSync('wrangler', ['secret', 'list', '--config', 'workers/cron/wrangler.toml', '--format', 'json'], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  /** @type {string[]} */
  let held = [];
  try {
    held = JSON.parse(r.stdout.slice(r.stdout.indexOf('['))).map((/** @type {{ name: string }} */ s) => s.name);
  } catch {
    fail(
      `could not list the cron Worker's secrets (${(r.stderr || r.stdout || '').trim().split('\n').pop()}). Set them first: ${put} (the first time it offers to create the Worker).`,
    );
  }
  const missing = names.filter((n) => !held.includes(n));
  if (missing.length)
    fail(
      `the cron Worker lacks the secret(s) ${missing.join(', ')}: ${missing.map((n) => `npx wrangler secret put ${n} --config workers/cron/wrangler.toml`).join(' and ')}`,
    );
}

// 1. Configuration.
process.env.PORTAL_BUILD = 'production';
let site;
try {
  site = resolveSiteUrl();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
const toml = readFileSync('wrangler.toml', 'utf8');
const databaseId = /database_id\s*=\s*"([^"]*)"/.exec(toml)?.[1];
if (!dryRun && (!databaseId || databaseId === PLACEHOLDER_DB))
  fail(
    'wrangler.toml still has the placeholder D1 database_id: create the database (`npx wrangler d1 create portal`) and put its id in wrangler.toml and workers/cron/wrangler.toml.',
  );
// A branch other than the production one deploys to Pages' preview environment ([env.preview]:
// its own D1 and R2), so its database must be real too, and the migrations go to it.
const preview = branch !== option('--production-branch', 'main');
const previewSection = toml.slice(toml.indexOf('[[env.preview.d1_databases]]'));
const previewDatabase = /database_name\s*=\s*"([^"]*)"/.exec(previewSection)?.[1] ?? 'portal-preview';
if (!dryRun && preview && /database_id\s*=\s*"0{8}-0{4}-4000-8000-0{11}\d"/.test(previewSection))
  fail(
    `wrangler.toml still has the placeholder D1 database_id of [env.preview] (branch ${branch} deploys a preview): \`npx wrangler d1 create ${previewDatabase}\` and put its id there.`,
  );
const cronToml = readFileSync('workers/cron/wrangler.toml', 'utf8');
if (withCron && /database_id\s*=\s*"([^"]*)"/.exec(cronToml)?.[1] !== databaseId)
  fail('workers/cron/wrangler.toml must name the same D1 database_id as wrangler.toml.');
if (withCron && !dryRun) checkCronSecrets(requiredSecrets(cronToml));
console.log(`deploy${dryRun ? ' (dry run, local)' : ''}: ${site} → Pages project ${project} (branch ${branch})${withCron ? ' + cron Worker' : ''}`);
if (dryRun) {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(log, { force: true });
}
const quiet = { env: { ...process.env, CI: 'true' }, ...(dryRun ? { log } : {}) };

// 2. Production build.
await step('production build', 'node', ['scripts/build.mjs', '--production'], quiet);
for (const f of ['dist/index.html', 'dist/_routes.json', 'dist/_headers', 'dist/openapi.json']) if (!existsSync(f)) fail(`${f} is missing after the build`);

if (!dryRun) {
  // 3–5. The real thing.
  if (preview)
    await step('D1 migrations (remote, preview database)', 'wrangler', ['d1', 'migrations', 'apply', previewDatabase, '--remote', '--env', 'preview'], quiet);
  else await step('D1 migrations (remote)', 'wrangler', ['d1', 'migrations', 'apply', 'portal', '--remote'], quiet);
  await step('Pages deploy', 'wrangler', ['pages', 'deploy', 'dist', '--project-name', project, '--branch', branch], quiet);
  if (withCron) await step('cron Worker deploy', 'wrangler', ['deploy', '--config', 'workers/cron/wrangler.toml'], quiet);
  console.log(`deploy: done. Check ${site}/ and ${site}/openapi.json`);
  process.exit(0);
}

// 3–5 in wrangler's local mode.
await step('D1 migrations (local scratch database)', 'wrangler', ['d1', 'migrations', 'apply', 'portal', '--local', '--persist-to', scratch], quiet);
await step('Pages Functions compile', 'wrangler', ['pages', 'functions', 'build', 'functions', '--outdir', `${scratch}/functions`], quiet);
if (withCron)
  await step(
    'cron Worker bundle (wrangler deploy --dry-run)',
    'wrangler',
    ['deploy', '--config', 'workers/cron/wrangler.toml', '--dry-run', '--outdir', `${scratch}/cron`],
    quiet,
  );

const port = process.env.DEPLOY_DRY_RUN_PORT ?? '8790';
const base = `http://127.0.0.1:${port}`;
const server = startGroup(
  'wrangler',
  [
    'pages',
    'dev',
    'dist',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--inspector-port',
    String(Number(port) + 1000),
    '--persist-to',
    scratch,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
  ],
  { stdio: 'ignore' },
);
/** @type {unknown} */
let failed = null;
try {
  process.stdout.write('production build on the local runtime … ');
  await waitForUrl(`${base}/`, 90_000);
  const home = await fetch(`${base}/`);
  if (home.status !== 200 || !(await home.text()).includes(`${site}/`)) throw new Error(`home page: ${home.status}, or canonical URL not on ${site}`);
  const status = await fetch(`${base}/wps/system/status`);
  if (status.status !== 200 || (await status.json()).success !== true) throw new Error(`/wps/system/status: ${status.status}`);
  const api = await fetch(`${base}/openapi.json`);
  if (api.status !== 200 || (await api.json()).openapi !== '3.1.0') throw new Error(`/openapi.json: ${api.status}`);
  const icon = await fetch(`${base}/favicon.svg`);
  if (icon.status !== 200 || icon.headers.get('x-request-id') || !icon.headers.get('content-security-policy'))
    throw new Error('/favicon.svg did not skip the Function with the security headers');
  if (home.headers.get('x-request-id') === null) throw new Error('the home page did not go through the Function');
  console.log('ok (home, /wps/system/status, /openapi.json, static file outside the Function)');
} catch (err) {
  console.log('failed');
  failed = err;
} finally {
  await stopGroup(server);
}
if (failed) fail(failed instanceof Error ? failed.message : String(failed));
console.log(`deploy (dry run): every step passed locally; tool output in ${log}. A real deploy: npm run deploy (without --dry-run).`);
process.exit(0);
