/**
 * The periodic-work Worker (DESIGN.md "Periodic work"): on every cron trigger it runs one tick of
 * the platform's jobs (src/platform/cron/tick.ts: deposit expiry, withdrawal processing, and the
 * jobs later areas add) on the shared D1 database, and logs what each job changed as one JSON line
 * (counts only, no personal data).
 */
import { runCronTick } from '../../src/platform/cron/tick.ts';
import type { PlatformEnv } from '../../src/platform/env.ts';

/** The Worker: only a scheduled handler (no fetch handler: it answers no requests). */
export default {
  /** One tick at the trigger's scheduled time (ms since epoch). */
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runCronTick(env, controller.scheduledTime).then((reports) => console.log(JSON.stringify({ cron: controller.cron, at: controller.scheduledTime, reports }))));
  },
} satisfies ExportedHandler<PlatformEnv>;
