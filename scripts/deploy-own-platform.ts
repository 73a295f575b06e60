/**
 * `npm run deploy -- --platform-url=https://api.example.com` (or PLATFORM_URL in the environment):
 * deploys the portal in front of an operator's own platform (README "Deploying in front of your own
 * platform"). scripts/deploy.mjs hands over to this script when a platform URL is given. Unlike the
 * sandbox deploy it needs no D1, no R2 and no migrations, and the deployed bundle holds no sandbox
 * code and the site no /dev pages:
 *   1. checks the configuration: SITE_URL (a public https origin), the platform URL (https; a
 *      loopback http origin only in --dry-run), and the secret the edge needs, PLATFORM_PUBLIC_JWK
 *      (an RSA public JWK): on the Pages project (`wrangler pages secret list`), or in --dry-run in
 *      the environment or .dev.vars;
 *   2. checks the platform answers the contract's health calls (scripts/lib/conformance.ts
 *      checkHealth: system status and white label, envelope and schema);
 *   3. builds for production with PLATFORM_URL set (no /dev pages, no sandbox-only pages; banners
 *      and flags from the platform), unless DEPLOY_SKIP_BUILD=1 reuses dist/;
 *   4. compiles the Functions with `wrangler pages functions build` under the build condition
 *      `own-platform` (package.json "imports" `#sandbox` → functions/_lib/no-sandbox.ts) and stops
 *      if esbuild's metafile lists any module of src/platform/ or a .wasm file (the sandbox's);
 *   5. writes the Pages config of this deploy (.wrangler/own-platform/wrangler.toml: PLATFORM_URL as
 *      a variable, production and [env.preview], no D1, no R2) and, unless --dry-run, deploys
 *      dist/ with the compiled Functions as its `_worker.js` (`wrangler pages deploy`).
 * --dry-run does steps 1–5 without Cloudflare (no account needed) and deploys nothing.
 * Usage: SITE_URL=https://www.example.com node scripts/deploy-own-platform.ts --platform-url=URL
 *        [--preview-platform-url=URL] [--dry-run] [--project-name portal] [--branch main]
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkHealth, conformanceReport } from './lib/conformance.ts';
import { step } from './lib/run.mjs';
import { resolveSiteUrl } from './lib/site-url.mjs';

const args = process.argv.slice(2);
const value = (name: string) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const dryRun = args.includes('--dry-run');
const project = value('project-name') ?? 'portal';
const branch = value('branch') ?? 'main';
const platformUrl = value('platform-url') ?? process.env.PLATFORM_URL ?? '';
const previewUrl = value('preview-platform-url') ?? process.env.PREVIEW_PLATFORM_URL ?? platformUrl;
/** Where this deploy's config, compiled Functions and tool output go. */
export const STAGE = '.wrangler/own-platform';
const log = `${STAGE}.log`;
/** The esbuild conditions of the own-platform bundle: `own-platform` first, then wrangler's defaults. */
export const OWN_PLATFORM_CONDITIONS = 'own-platform,workerd,worker,browser';

function fail(message: string): never {
  console.error(`deploy: ${message}`);
  process.exit(1);
}

/** Null when `url` may be the platform of this deploy, else why not. */
export function platformUrlProblem(url: string, local: boolean): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `the platform URL "${url}" is not a URL (--platform-url=https://api.example.com)`;
  }
  if (parsed.protocol === 'https:' && parsed.pathname === '/') return null;
  if (local && parsed.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)) return null;
  return `the platform URL must be an https origin without a path (got ${url})`;
}

/** Null when `jwk` is an RSA public key in JWK JSON (no private part), else why not. */
export function publicJwkProblem(jwk: string | undefined): string | null {
  if (!jwk) return 'PLATFORM_PUBLIC_JWK is not set';
  try {
    const key = JSON.parse(jwk) as { kty?: string; n?: string; e?: string; d?: string };
    if (key.kty !== 'RSA' || !key.n || !key.e) return 'PLATFORM_PUBLIC_JWK is not an RSA key in JWK JSON';
    if (key.d) return 'PLATFORM_PUBLIC_JWK holds a private key: give the edge the public half only';
    return null;
  } catch {
    return 'PLATFORM_PUBLIC_JWK is not JSON';
  }
}

/** The bundled inputs of esbuild's metafile that belong to the sandbox: modules of src/platform/ and .wasm files. */
export function sandboxModules(metafile: { inputs: Record<string, unknown> }): string[] {
  return Object.keys(metafile.inputs).filter((path) => /(^|\/)src\/platform\//.test(path) || path.endsWith('.wasm'));
}

/** The Pages config of an own-platform deploy: the platform URL per environment, no D1, no R2. */
export function ownPlatformConfig(name: string, outputDir: string, production: string, preview: string): string {
  return [
    '# Written by scripts/deploy-own-platform.ts: the portal in front of its own platform (no D1, no R2).',
    `name = ${JSON.stringify(name)}`,
    `pages_build_output_dir = ${JSON.stringify(outputDir)}`,
    'compatibility_date = "2026-11-01"',
    '',
    '[vars]',
    `PLATFORM_URL = ${JSON.stringify(production)}`,
    '',
    '[env.preview.vars]',
    `PLATFORM_URL = ${JSON.stringify(preview)}`,
    '',
  ].join('\n');
}

/** PLATFORM_PUBLIC_JWK as this run would deploy it: the environment's, else .dev.vars'. */
function localPublicJwk(): string | undefined {
  if (process.env.PLATFORM_PUBLIC_JWK) return process.env.PLATFORM_PUBLIC_JWK;
  if (!existsSync('.dev.vars')) return undefined;
  return /^PLATFORM_PUBLIC_JWK=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.replace(/^'(.*)'$/, '$1');
}

/** Stops unless the Pages project holds every secret in `names` (`wrangler pages secret list`). */
function checkProjectSecrets(names: string[]): void {
  const r = spawnSync('wrangler', ['pages', 'secret', 'list', '--project-name', project], { encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (r.status !== 0) fail(`could not list the secrets of Pages project ${project} (${(r.stderr || r.stdout || '').trim().split('\n').pop()})`);
  const missing = names.filter((n) => !new RegExp(`^\\s*-?\\s*${n}:`, 'm').test(r.stdout));
  if (missing.length)
    fail(`Pages project ${project} lacks the secret(s) ${missing.join(', ')}: npx wrangler pages secret put ${missing[0]} --project-name ${project}`);
}

async function main(): Promise<void> {
  // 1. Configuration.
  process.env.PORTAL_BUILD = 'production';
  let site: string;
  try {
    site = resolveSiteUrl();
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  const urlProblem = platformUrlProblem(platformUrl, dryRun) ?? (previewUrl !== platformUrl ? platformUrlProblem(previewUrl, dryRun) : null);
  if (urlProblem) fail(urlProblem);
  const platform = new URL(platformUrl).origin;
  if (dryRun) {
    const problem = publicJwkProblem(localPublicJwk());
    if (problem)
      fail(`${problem} (in the environment or .dev.vars; on Cloudflare: npx wrangler pages secret put PLATFORM_PUBLIC_JWK --project-name ${project})`);
  } else checkProjectSecrets(['PLATFORM_PUBLIC_JWK']);
  console.log(
    `deploy${dryRun ? ' (dry run, local)' : ''}: ${site} in front of the platform ${platform} → Pages project ${project} (branch ${branch}); no D1, no R2, no sandbox`,
  );

  // 2. The platform answers the contract's health calls.
  const health = await checkHealth((request) => fetch(request), platform);
  if (health.some((r) => !r.ok)) fail(`the platform at ${platform} does not answer the contract's health calls:\n${conformanceReport(health)}`);
  console.log(`deploy: the platform answers ${health.map((r) => r.route).join(' and ')} as the contract says`);

  rmSync(STAGE, { recursive: true, force: true });
  rmSync(log, { force: true });
  mkdirSync(STAGE, { recursive: true });
  const quiet = { env: { ...process.env, CI: 'true', PLATFORM_URL: platform }, log };

  // 3. Production build against the platform.
  if (process.env.DEPLOY_SKIP_BUILD === '1') console.log('deploy: DEPLOY_SKIP_BUILD=1, using dist/ as it is');
  else {
    await step('production build (PLATFORM_URL set)', 'node', ['scripts/build.mjs', '--production'], quiet);
    if (existsSync('dist/dev')) fail('dist/dev exists after a build with PLATFORM_URL set: the /dev pages must not be deployed');
  }
  for (const f of ['dist/index.html', 'dist/_routes.json', 'dist/openapi.json']) if (!existsSync(f)) fail(`${f} is missing: build first`);

  // 4. The Functions without the sandbox.
  const worker = `${STAGE}/worker`;
  await step(
    'Pages Functions compile (own platform: no sandbox)',
    'wrangler',
    ['pages', 'functions', 'build', 'functions', '--outdir', worker, '--metafile', `${STAGE}/meta.json`],
    {
      ...quiet,
      env: { ...quiet.env, WRANGLER_BUILD_CONDITIONS: OWN_PLATFORM_CONDITIONS },
    },
  );
  const found = sandboxModules(JSON.parse(readFileSync(`${STAGE}/meta.json`, 'utf8')));
  if (found.length) fail(`the Functions bundle holds sandbox modules: ${found.slice(0, 5).join(', ')}`);
  console.log(`deploy: the Functions bundle (${worker}/index.js) holds no module of src/platform/ and no .wasm`);

  // 5. This deploy's Pages config, then the deploy.
  const output = resolve(STAGE, 'dist');
  writeFileSync(`${STAGE}/wrangler.toml`, ownPlatformConfig(project, output, platform, new URL(previewUrl).origin));
  if (dryRun) {
    console.log(
      `deploy (dry run): every check passed; config in ${STAGE}/wrangler.toml, tool output in ${log}. A real deploy: the same command without --dry-run.`,
    );
    return;
  }
  cpSync('dist', output, { recursive: true });
  cpSync(worker, `${output}/_worker.js`, { recursive: true });
  await step('Pages deploy', 'wrangler', ['pages', 'deploy', output, '--project-name', project, '--branch', branch, '--cwd', STAGE], quiet);
  console.log(`deploy: done. Check ${site}/ and ${site}/openapi.json`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/deploy-own-platform.ts')) await main();
