/**
 * The embedded sandbox platform as the edge sees it (DESIGN.md "Sandbox platform"): the answer of
 * a call when no PLATFORM / PLATFORM_URL is set, and the local dev tools' gate. The edge imports it
 * only as `#sandbox` (package.json "imports"): an own-platform build (`npm run deploy --
 * --platform-url=…`, WRANGLER_BUILD_CONDITIONS=own-platform,…) resolves that name to
 * ./no-sandbox.ts instead, so no sandbox code is in the deployed bundle.
 */
import argon2WASM from 'argon2-wasm-edge/wasm/argon2.wasm';
import blake2bWASM from 'argon2-wasm-edge/wasm/blake2b.wasm';
import { configurePasswordHashing } from '../../src/platform/crypto/password.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import type { PlatformEnv } from '../../src/platform/lib/env.ts';

export { DEV_TOOLS_HEADER, edgeDevToolsAllowed } from '../../src/platform/dev/dev-tools.ts';

/** True in this build: the sandbox platform is bundled and answers when no upstream is configured. */
export const SANDBOX_BUNDLED = true;

/** Answers `request` with the embedded sandbox platform on `env` (its DB, FILES and keys). */
export async function sandboxFetch(request: Request, env: PlatformEnv): Promise<Response> {
  await configurePasswordHashing({ argon2WASM, blake2bWASM });
  return handlePlatform(request, env);
}
