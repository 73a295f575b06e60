/**
 * `#sandbox` in an own-platform build (package.json "imports", condition `own-platform`; see
 * ./sandbox.ts): no sandbox platform and no dev tools are bundled. Without PLATFORM or PLATFORM_URL
 * such a deployment answers every call 503 error_upstream (functions/_lib/upstream.ts) instead of
 * running a platform it does not have; /dev pages and dev-only calls are refused as on any deployment.
 */
import type { PlatformEnv } from '../../src/platform/lib/env.ts';

/** The header the sandbox's dev tools use; never sent by this build (no dev tools are allowed). */
export const DEV_TOOLS_HEADER = 'x-dev-tools-key';

/** False in this build: no sandbox platform is bundled. */
export const SANDBOX_BUNDLED = false;

/** Never allowed: an own-platform build has no dev tools. */
export function edgeDevToolsAllowed(_request: Request, _env: { SANDBOX_DEV_TOOLS?: string; DEV_TOOLS_KEY?: string }): boolean {
  return false;
}

/** Never called when the platform is configured; without one, says so (the proxy answers error_upstream). */
export async function sandboxFetch(_request: Request, _env: PlatformEnv): Promise<Response> {
  throw new Error('no platform configured: set PLATFORM_URL (or the PLATFORM service binding); this build has no sandbox platform');
}
