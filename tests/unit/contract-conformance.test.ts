/**
 * The conformance checks an operator runs against their platform (scripts/lib/conformance.ts,
 * `npm run contract`) pass against the sandbox platform on a real local D1, with and without a
 * member's session, and fail with a readable reason against a platform that breaks one schema or
 * answers an error code the contract does not list. The last group serves the sandbox as its own
 * platform Worker (workers/platform, wrangler's local runtime) and runs `npm run contract` against
 * its URL as an operator would, signing the test account in by username and password.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { exportJWK, generateKeyPair } from 'jose';
import { createTestHarness } from 'wrangler';
import { conformanceReport, runConformance } from '../../scripts/lib/conformance.ts';
import { routes } from '../../src/contracts/routes.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import { ensureAccount } from '../../src/platform/lib/ledger.ts';
import type { PlatformEnv } from '../../src/platform/lib/env.ts';
import { gamesSeedSql } from '../../src/platform/seed/games.ts';
import { platformCaller, usePlatform } from '../helpers/platform-call.ts';
import { migrate, TEST_ALTCHA_HMAC_KEY, TEST_DEV_TOOLS_KEY } from '../helpers/platform.ts';

const sandbox = usePlatform();
const ORIGIN = 'http://platform.test';

/** The game vendors (DBS is a transfer-wallet vendor; not the games) and the house account the ledger pays from. */
async function seedVendors(db: D1Database): Promise<void> {
  const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  await db.batch(
    gamesSeedSql(q)
      .filter((s) => s.includes('game_vendors'))
      .map((s) => db.prepare(s)),
  );
  await ensureAccount(db, null, 'VND');
}

beforeAll(() => seedVendors(sandbox.env.DB));

/** A member's session token on the sandbox, with `credit` minor units in the main wallet. */
async function memberToken(credit = 0): Promise<string> {
  const username = `conform${Math.floor(Math.random() * 1e6)}`;
  const r = await sandbox.call.send('register', { body: { username, password: 'Secret12', confirmPassword: 'Secret12', agree: true }, ip: '198.51.100.20' });
  expect(r.body.code).toBe('OK');
  const token = r.body.value.token as string;
  if (credit) expect((await sandbox.call.post('devCredit', { amount: credit }, token)).body.code).toBe('OK');
  return token;
}

describe('the conformance checks', () => {
  it('fail against a platform that moves the money of a repeated transfer twice, or creates a repeated deposit twice', async () => {
    const token = await memberToken(10_000);
    // Forgets every idempotency key: each request is a new transfer, a new deposit.
    const forgetful = async (r: Request) => {
      const path = new URL(r.url).pathname;
      const key = path === routes.walletTransfer.path ? 'transferId' : path === routes.depositCreate.path ? 'requestId' : null;
      if (!key || r.method !== 'POST') return handlePlatform(r, sandbox.env);
      const body = (await r.json()) as Record<string, unknown>;
      const fresh = `k${crypto.randomUUID().slice(0, 18)}`;
      return handlePlatform(new Request(r.url, { method: 'POST', headers: r.headers, body: JSON.stringify({ ...body, [key]: fresh }) }), sandbox.env);
    };
    const report = conformanceReport(await runConformance({ send: forgetful, origin: ORIGIN, token, gameWallet: 'DBS' }));
    expect(report).toMatch(
      /^FAIL walletTransfer \(same transferId twice, one effect\): the same transferId again: expected success with replayed: true, got 200 OK replayed false$/m,
    );
    expect(report).toMatch(/^FAIL depositCreate \(same requestId twice, one effect\): the same requestId twice answered two deposits \(ids \d+ and \d+\)$/m);
  }, 180_000);

  it('fail, naming the call and the field, against a platform that breaks one schema', async () => {
    const broken = async (r: Request) => {
      const res = await handlePlatform(r, sandbox.env);
      if (new URL(r.url).pathname !== routes.whitelabel.path) return res;
      const body = (await res.json()) as { value: Record<string, unknown> };
      delete body.value.modules;
      return Response.json(body);
    };
    const results = await runConformance({ send: broken, origin: ORIGIN });
    const report = conformanceReport(results);
    expect(report).toMatch(/^FAIL whitelabel \(read\): the value breaks the response schema at value\.modules: invalid_type \(expected array\)$/m);
    expect(report).toMatch(/\d+ passed, 1 failed/);
  }, 180_000);

  it('fail against a platform that answers an error the contract does not list, or lets a token call through', async () => {
    const odd = async (r: Request) => {
      const path = new URL(r.url).pathname;
      if (path === routes.systemStatus.path) return Response.json({ success: false, code: 'error_teapot', message: 'no' }, { status: 418 });
      if (path === routes.balance.path) return Response.json({ success: true, code: 'OK', value: { sumBalance: 0, currency: 'VND' } });
      return handlePlatform(r, sandbox.env);
    };
    const report = conformanceReport(await runConformance({ send: odd, origin: ORIGIN }));
    expect(report).toContain('FAIL systemStatus (read): error error_teapot with HTTP 418 is not one the contract lists for this call');
    expect(report).toContain('FAIL balance (needs a session): without a session: expected 401 error_not_logged_in, got 200 OK');
  }, 180_000);
});

describe('against the sandbox served as its own platform Worker (workers/platform)', () => {
  let server: ReturnType<typeof createTestHarness>;
  let url: URL;
  let publicJwk: string;
  const member = { username: `worker${Math.floor(Math.random() * 1e6)}`, password: 'Secret12' };
  let token: string;

  // The Worker on wrangler's local runtime with a fresh D1, migrated and given the vendors; one
  // member with 10,000 minor units, made through the platform's own calls on the Worker's bindings.
  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
    publicJwk = JSON.stringify(await exportJWK(publicKey));
    const secrets = {
      PLATFORM_PRIVATE_JWK: JSON.stringify(await exportJWK(privateKey)),
      ALTCHA_HMAC_KEY: TEST_ALTCHA_HMAC_KEY,
      PAYMENT_CALLBACK_SECRET: 'test-payment-callback-secret-0123456789',
      LOTTERY_FEED_SECRET: 'f'.repeat(64),
    };
    server = createTestHarness({ workers: [{ configPath: 'workers/platform/wrangler.toml', secrets }] });
    ({ url } = await server.listen());
    const bindings = await server.getWorker<{ DB: D1Database; FILES: R2Bucket }>().getEnv();
    await migrate(bindings.DB);
    await seedVendors(bindings.DB);
    const env: PlatformEnv & { PLATFORM_PUBLIC_JWK: string } = {
      ...secrets,
      DB: bindings.DB,
      FILES: bindings.FILES,
      PLATFORM_PUBLIC_JWK: publicJwk,
      SANDBOX_DEV_TOOLS: '1',
      DEV_TOOLS_KEY: TEST_DEV_TOOLS_KEY,
    };
    const call = platformCaller(env);
    const r = await call.send('register', { body: { ...member, confirmPassword: member.password, agree: true }, ip: '192.0.2.10' });
    expect(r.body.code).toBe('OK');
    token = r.body.value.token as string;
    expect((await call.post('devCredit', { amount: 10_000 }, token)).body.code).toBe('OK');
  }, 120_000);
  afterAll(() => server?.close());

  it('the operator commands of docs/own-platform-deploy.sh run as written: the contract passes, the own-platform deploy dry run bundles no sandbox', async () => {
    // Each `# local` line, with `npm run <script>` run as package.json says but without
    // scripts/node22.sh (this test already runs on Node 22 with the dependencies installed).
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    const lines = readFileSync('docs/own-platform-deploy.sh', 'utf8')
      .split('\n')
      .filter((l) => /#\s*local\s*$/.test(l))
      .map((l) => l.replace(/^npm run (\S+)( --)?/, (_, name: string) => (scripts[name] ?? name).replace(/^bash scripts\/node22\.sh /, '')));
    expect(lines).toHaveLength(2);
    const env = {
      ...process.env,
      SITE_URL: 'https://www.example.com',
      PLATFORM_URL: url.origin,
      PLATFORM_PUBLIC_JWK: publicJwk,
      CONTRACT_USERNAME: member.username,
      CONTRACT_PASSWORD: member.password,
      CONTRACT_GAME_WALLET: 'DBS',
      // npm test has built dist/ just before; the dry run checks and bundles around it.
      DEPLOY_SKIP_BUILD: '1',
    };
    const run = (line: string) => promisify(execFile)('bash', ['-c', line], { encoding: 'utf8', env });
    const contract = await run(lines[0]!);
    expect(contract.stdout).toMatch(/^\d+ passed, 0 failed, over \d+ calls$/m);
    const deploy = await run(lines[1]!);
    expect(deploy.stdout).toContain('the platform answers systemStatus and whitelabel as the contract says');
    expect(deploy.stdout).toContain('deploy (dry run): every check passed');
    // The bundle the deploy would upload: no sandbox module went in, none of its code is there.
    const meta = JSON.parse(readFileSync('.wrangler/own-platform/meta.json', 'utf8')) as { inputs: Record<string, unknown> };
    const inputs = Object.keys(meta.inputs); // relative to functions/
    expect(inputs).toContain('_lib/proxy.ts');
    expect(inputs).toContain('_lib/no-sandbox.ts');
    expect(inputs.filter((p) => /(^|\/)src\/platform\/|\.wasm$|_lib\/sandbox\.ts$/.test(p))).toEqual([]);
    const bundle = readFileSync('.wrangler/own-platform/worker/index.js', 'utf8');
    expect(bundle).not.toMatch(/function (handlePlatform|postTransaction|runCronTick|devToolsAllowed)\b/);
    const config = readFileSync('.wrangler/own-platform/wrangler.toml', 'utf8');
    expect(config).not.toMatch(/d1_databases|r2_buckets/);
    expect(config).toContain(`PLATFORM_URL = "${url.origin}"`);
  }, 180_000);

  it('the own-platform deploy stops before building when the platform breaks a health call or the key is missing', async () => {
    const deploy = (env: Record<string, string>) =>
      promisify(execFile)('node', ['scripts/deploy-own-platform.ts', `--platform-url=${url.origin}`, '--dry-run'], {
        encoding: 'utf8',
        env: { ...process.env, SITE_URL: 'https://www.example.com', DEPLOY_SKIP_BUILD: '1', ...env },
      }).then(
        () => 'exit 0',
        (err: { stderr: string }) => err.stderr,
      );
    expect(await deploy({ PLATFORM_PUBLIC_JWK: '{"kty":"RSA","n":"x","e":"AQAB","d":"secret"}' })).toContain(
      'deploy: PLATFORM_PUBLIC_JWK holds a private key: give the edge the public half only',
    );
    // A platform on a port where nothing answers.
    const stopped = await promisify(execFile)('node', ['scripts/deploy-own-platform.ts', '--platform-url=http://127.0.0.1:9', '--dry-run'], {
      encoding: 'utf8',
      env: { ...process.env, SITE_URL: 'https://www.example.com', DEPLOY_SKIP_BUILD: '1', PLATFORM_PUBLIC_JWK: publicJwk },
    }).then(
      () => 'exit 0',
      (err: { stderr: string }) => err.stderr,
    );
    expect(stopped).toMatch(/does not answer the contract's health calls:\nFAIL systemStatus \(health\): no answer: /);
  }, 60_000);

  it('fail, naming the call and the field, when an answer of the Worker breaks one schema', async () => {
    const breaking = async (r: Request) => {
      const res = await fetch(new Request(new URL(new URL(r.url).pathname + new URL(r.url).search, url), r));
      if (new URL(r.url).pathname !== routes.depositList.path) return res;
      const body = (await res.json()) as { value?: Record<string, unknown>[] };
      if (!Array.isArray(body.value)) return Response.json(body, { status: res.status });
      return Response.json({ ...body, value: body.value.map((d) => ({ ...d, amount: String(d.amount) })) });
    };
    const results = await runConformance({ send: breaking, origin: url.origin, token, gameWallet: 'DBS' });
    const report = conformanceReport(results);
    expect(report).toMatch(
      /^FAIL depositList \(read with a session\): the value breaks the response schema at value\.0\.amount: invalid_type \(expected number\)$/m,
    );
  }, 120_000);

  it('say why the signed-in checks cannot run without the key to encrypt the sign-in', async () => {
    const results = await runConformance({ send: (r) => fetch(r), origin: url.origin, credentials: member });
    expect(conformanceReport(results)).toMatch(/^FAIL login \(sign in the test account\): needs the platform's public key \(--public-jwk=.*$/m);
  }, 120_000);
});
