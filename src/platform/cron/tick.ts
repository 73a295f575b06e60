/**
 * One tick of the periodic work (DESIGN.md "Periodic work"): runs every job of
 * src/platform/cron/jobs.ts in order at `now` and reports what each changed. Called by the cron
 * Worker's `scheduled` handler (every minute), and by the dev call `/wps/dev/cron-tick` so tests
 * and the local demo can run a tick on demand. A failing job is reported and does not stop the
 * others; nothing it half-did survives, since every job writes in single D1 batches.
 */
import type { PlatformEnv } from '../env.ts';
import { cronJobs, type CronJobReport } from './jobs.ts';

/** Runs every job once at `now` (ms since epoch); returns one report per job. Never throws. */
export async function runCronTick(env: PlatformEnv, now: number): Promise<CronJobReport[]> {
  const reports: CronJobReport[] = [];
  for (const job of cronJobs) {
    try {
      reports.push(await job.run(env, now));
    } catch (err) {
      console.error('cron job failed', job.name, err);
      reports.push({ job: job.name, changed: 0, detail: 'failed' });
    }
  }
  return reports;
}
