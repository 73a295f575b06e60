/**
 * One tick of the periodic work (DESIGN.md "Periodic work"): runs every job of
 * src/platform/cron/jobs.ts in order at `now` and reports what each changed. Called by the cron
 * Worker's `scheduled` handler (every minute), and by the dev call `/wps/dev/cron-tick` so tests
 * and the local demo can run a tick on demand. A failing job is reported and does not stop the
 * others; nothing it half-did survives, since every job writes in single D1 batches.
 *
 * The database is retried while busy (src/platform/lib/d1-busy.ts). A job whose database stays busy
 * is reported `detail: 'busy'` and left for the next tick: jobs are idempotent (every money
 * movement keyed by what it settles), so the next tick does what this one could not. A job that
 * fails otherwise (a bug) is reported `detail: 'failed'` and logged as one JSON line.
 */
import type { PlatformEnv } from '../lib/env.ts';
import { isBusyError, withBusyRetry } from '../lib/d1-busy.ts';
import { cronJobs, type CronJobReport } from './jobs.ts';

/** Writes one JSON log line (Workers Logs parse JSON lines into fields). */
export function cronLog(line: Record<string, unknown>): void {
  console.log(JSON.stringify({ t: new Date().toISOString(), ...line }));
}

/**
 * Runs every job (or only those named in `only`) once at `now` (ms since epoch); returns one
 * report per job run. Never throws.
 * `log` receives the JSON line of a job that failed for a reason other than a busy database.
 */
export async function runCronTick(
  env: PlatformEnv,
  now: number,
  log: (line: Record<string, unknown>) => void = cronLog,
  only?: readonly string[],
): Promise<CronJobReport[]> {
  const retrying: PlatformEnv = { ...env, DB: withBusyRetry(env.DB) };
  const reports: CronJobReport[] = [];
  for (const job of only ? cronJobs.filter((j) => only.includes(j.name)) : cronJobs) {
    try {
      reports.push(await job.run(retrying, now));
    } catch (err) {
      if (isBusyError(err)) {
        reports.push({ job: job.name, changed: 0, detail: 'busy' });
        continue;
      }
      log({
        level: 'error',
        msg: 'cron-job-failed',
        job: job.name,
        at: now,
        error: err instanceof Error ? `${err.name}: ${err.message}`.slice(0, 300) : String(err).slice(0, 300),
      });
      reports.push({ job: job.name, changed: 0, detail: 'failed' });
    }
  }
  return reports;
}
