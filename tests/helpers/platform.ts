/**
 * A real sandbox platform for tests: a fresh in-memory local D1 (workerd's, through Miniflare:
 * ./d1-gateway.ts), migrated, with password hashing configured from the same .wasm files workerd imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { exportJWK, generateKeyPair } from 'jose';
import { configurePasswordHashing } from '../../src/platform/crypto/password.ts';
import type { PlatformEnv } from '../../src/platform/lib/env.ts';
import { startD1Gateway } from './d1-gateway.ts';

/** The dev-tools key of test platforms (src/platform/dev/dev-tools.ts); platformCaller sends it on dev-only calls. */
export const TEST_DEV_TOOLS_KEY = 'test-dev-tools-key-0123456789abcdef';
/** The human-verification key of test platforms: like every platform, they check proofs (tests/helpers/human-proof.ts solves them). */
export const TEST_ALTCHA_HMAC_KEY = 'test-altcha-key-0123456789abcdef';

/** Compiles the Argon2 modules and installs them (idempotent). */
export async function setUpHashing(): Promise<void> {
  const wasm = (f: string) => new WebAssembly.Module(readFileSync(`node_modules/argon2-wasm-edge/wasm/${f}`));
  await configurePasswordHashing({ argon2WASM: wasm('argon2.wasm'), blake2bWASM: wasm('blake2b.wasm') });
}

/**
 * Applies every migration of src/platform/migrations to `db` in one batch (one round trip, one
 * transaction): statement by statement, each through getPlatformProxy, cost every test file about 3 s of
 * the machine's CPU. Statements are split on `;` at a line end (triggers keep BEGIN … END; on one line).
 */
export async function migrate(db: D1Database): Promise<void> {
  const statements = readdirSync('src/platform/migrations')
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .flatMap((file) =>
      readFileSync(`src/platform/migrations/${file}`, 'utf8')
        .replace(/--.*$/gm, '')
        .split(/;\s*\n/),
    )
    .map((s) => s.trim())
    .filter(Boolean);
  await db.batch(statements.map((s) => db.prepare(s)));
}

/**
 * Starts a platform env on an empty, migrated D1, with every key a deployment has (JWE pair,
 * ALTCHA_HMAC_KEY, dev tools); call dispose() when done. Calls that need a human-verification
 * proof need one here too: platformCaller adds it (tests/helpers/platform-call.ts).
 */
export async function startPlatform(): Promise<{ env: PlatformEnv & { PLATFORM_PUBLIC_JWK: string }; dispose: () => Promise<void> }> {
  await setUpHashing();
  const d1 = await startD1Gateway();
  await migrate(d1.DB);
  const { publicKey, privateKey } = await generateKeyPair('RSA-OAEP-256', { extractable: true });
  const env = {
    DB: d1.DB,
    FILES: d1.FILES,
    PLATFORM_PUBLIC_JWK: JSON.stringify(await exportJWK(publicKey)),
    PLATFORM_PRIVATE_JWK: JSON.stringify(await exportJWK(privateKey)),
    SANDBOX_DEV_TOOLS: '1',
    DEV_TOOLS_KEY: TEST_DEV_TOOLS_KEY,
    // A new key per platform, as a deployment's own: nothing in the repository draws the official stand-in.
    LOTTERY_FEED_SECRET: [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join(''),
    ALTCHA_HMAC_KEY: TEST_ALTCHA_HMAC_KEY,
  };
  return { env, dispose: () => d1.dispose() };
}
