/**
 * The upstream platform behind the proxy and the gate: env.PLATFORM (service binding), else
 * env.PLATFORM_URL (any HTTPS origin), else the embedded sandbox platform on D1 (DESIGN.md).
 */
import argon2WASM from 'argon2-wasm-edge/wasm/argon2.wasm';
import blake2bWASM from 'argon2-wasm-edge/wasm/blake2b.wasm';
import { configurePasswordHashing } from '../../src/platform/crypto/password.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import type { EdgeEnv } from './env.ts';

/** Which upstream answers: 'binding', 'url' or 'sandbox'. */
export function upstreamKind(env: EdgeEnv): 'binding' | 'url' | 'sandbox' {
  if (env.PLATFORM) return 'binding';
  if (env.PLATFORM_URL) return 'url';
  return 'sandbox';
}

/**
 * Sends `request` (already addressed to a path such as /wps/member/info) to the upstream.
 * Network failures reject; the caller turns them into error_upstream.
 */
export async function upstreamFetch(request: Request, env: EdgeEnv): Promise<Response> {
  const kind = upstreamKind(env);
  if (kind === 'binding') return env.PLATFORM!.fetch(request);
  if (kind === 'url') {
    const url = new URL(request.url);
    return fetch(new Request(new URL(url.pathname + url.search, env.PLATFORM_URL), request));
  }
  await configurePasswordHashing({ argon2WASM, blake2bWASM });
  return handlePlatform(request, env);
}
