/**
 * The lottery's cron jobs (DESIGN.md "Periodic work"), in the order a tick runs them: schedule
 * ahead, close, draw, settle (src/platform/lottery/draws.ts). Idempotent, like every job.
 */
import type { CronJob } from '../cron/jobs.ts';
import { closeDraws, drawDue, scheduleDraws, settleDue } from './draws.ts';

/** Schedules, closes, draws and settles the lottery's draws at the tick's time. */
export const lotteryJobs: CronJob[] = [
  { name: 'lottery.schedule', run: async (env, now) => ({ job: 'lottery.schedule', changed: await scheduleDraws(env.DB, now) }) },
  { name: 'lottery.close', run: async (env, now) => ({ job: 'lottery.close', changed: await closeDraws(env.DB, now) }) },
  { name: 'lottery.draw', run: async (env, now) => ({ job: 'lottery.draw', changed: await drawDue(env.DB, now) }) },
  { name: 'lottery.settle', run: async (env, now) => ({ job: 'lottery.settle', changed: await settleDue(env.DB, now) }) },
];
