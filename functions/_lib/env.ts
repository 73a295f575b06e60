/**
 * Bindings of the edge (DESIGN.md "Runtime picture"). An operator points the portal at their own
 * platform with one of PLATFORM (a service binding) or PLATFORM_URL; otherwise the embedded
 * sandbox platform answers, on the DB binding.
 * - PLATFORM_PUBLIC_JWK: JSON of the upstream's RSA public key; encrypted bodies go as JWE to it.
 * - UPSTREAM_TIMEOUT_MS: how long the edge waits for the answer of a PLATFORM or PLATFORM_URL
 *   upstream before answering 504 (default 8000, functions/_lib/upstream.ts).
 */
import type { PlatformEnv } from '../../src/platform/lib/env.ts';

/** Environment of every Pages Function. */
export interface EdgeEnv extends PlatformEnv {
  ASSETS: Fetcher;
  PLATFORM?: Fetcher;
  PLATFORM_URL?: string;
  PLATFORM_PUBLIC_JWK?: string;
  UPSTREAM_TIMEOUT_MS?: string;
}
