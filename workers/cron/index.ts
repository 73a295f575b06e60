/**
 * The periodic-work Worker (DESIGN.md "Periodic work"): on every cron trigger it runs one tick of
 * the platform's jobs (src/platform/cron/tick.ts: deposit expiry, withdrawal processing, and the
 * jobs later areas add) on the shared D1 database, and logs what each job changed as one JSON line
 * (counts only, no personal data). A job whose database stayed busy is reported `busy` in that
 * line and runs again on the next tick; the handler itself never throws, so a busy or failing
 * tick is a log line, not a crashed invocation.
 */
import { cronLog, runCronTick } from '../../src/platform/cron/tick.ts';
import type { PlatformEnv } from '../../src/platform/lib/env.ts';

/**
 * Runs one tick at `scheduledTime` (ms since epoch) for trigger `cron` and logs its one JSON line:
 * level `info`, `warn` when a job was left for the next tick (busy), `error` when one failed.
 * Never throws. Exported for tests.
 */
export async function tickAndLog(env: PlatformEnv, cron: string, scheduledTime: number, log: (line: Record<string, unknown>) => void = cronLog): Promise<void> {
  try {
    const reports = await runCronTick(env, scheduledTime, log);
    const level = reports.some((r) => r.detail === 'failed') ? 'error' : reports.some((r) => r.detail === 'busy') ? 'warn' : 'info';
    log({ level, msg: 'cron-tick', cron, at: scheduledTime, reports });
  } catch (err) {
    log({
      level: 'error',
      msg: 'cron-tick',
      cron,
      at: scheduledTime,
      error: err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 300) : String(err).slice(0, 300),
    });
  }
}

/** The Worker: only a scheduled handler (no fetch handler: it answers no requests). */
export default {
  /** One tick at the trigger's scheduled time (ms since epoch). */
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(tickAndLog(env, controller.cron, controller.scheduledTime));
  },
} satisfies ExportedHandler<PlatformEnv>;
