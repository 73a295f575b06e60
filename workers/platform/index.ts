/**
 * The sandbox platform as a standalone Worker (workers/platform/wrangler.toml): every call of the
 * route table the sandbox implements, answered by src/platform on the Worker's own D1 and R2, and
 * one tick of the periodic work (src/platform/cron) per cron trigger. It is what the portal embeds
 * when no PLATFORM / PLATFORM_URL is set, served on its own URL: an operator can run it as their
 * platform, and the conformance checks (scripts/lib/conformance.ts) run against it in `npm test`.
 */
import argon2WASM from 'argon2-wasm-edge/wasm/argon2.wasm';
import blake2bWASM from 'argon2-wasm-edge/wasm/blake2b.wasm';
import { configurePasswordHashing } from '../../src/platform/crypto/password.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import type { PlatformEnv } from '../../src/platform/lib/env.ts';
import { tickAndLog } from '../cron/index.ts';

/** The Worker: the platform's calls on fetch, its periodic work on the cron trigger. */
export default {
  /** Answers one platform call (never throws: every failure is an error envelope). */
  async fetch(request, env) {
    await configurePasswordHashing({ argon2WASM, blake2bWASM });
    return handlePlatform(request, env);
  },
  /** One tick of the periodic work at the trigger's scheduled time (ms since epoch). */
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(tickAndLog(env, controller.cron, controller.scheduledTime));
  },
} satisfies ExportedHandler<PlatformEnv>;
