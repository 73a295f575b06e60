/**
 * The lottery's cron jobs (DESIGN.md "Periodic work"), in the order a tick runs them: schedule
 * ahead, close, draw, settle (src/platform/lottery/draws.ts). Idempotent, like every job. The
 * official draws come from the sandbox's stand-in feed keyed by the env's LOTTERY_FEED_SECRET
 * (src/platform/lottery/sandbox-feed.ts); when it refuses (no secret, a broken commitment) the
 * job's report says why in `detail`.
 */
import type { CronJob, CronJobReport } from '../cron/jobs.ts';
import { closeDraws, drawDue, scheduleDraws, settleDue } from './draws.ts';
import { sandboxFeed, type SandboxFeed } from './sandbox-feed.ts';

const report = (job: string, changed: number, feed: SandboxFeed): CronJobReport =>
  feed.problems.size ? { job, changed, detail: [...feed.problems].join(',') } : { job, changed };

/** Schedules, closes, draws and settles the lottery's draws at the tick's time. */
export const lotteryJobs: CronJob[] = [
  {
    name: 'lottery.schedule',
    run: async (env, now) => {
      const feed = sandboxFeed(env);
      return report('lottery.schedule', await scheduleDraws(env.DB, now, feed), feed);
    },
  },
  { name: 'lottery.close', run: async (env, now) => ({ job: 'lottery.close', changed: await closeDraws(env.DB, now) }) },
  {
    name: 'lottery.draw',
    run: async (env, now) => {
      const feed = sandboxFeed(env);
      return report('lottery.draw', await drawDue(env.DB, now, feed), feed);
    },
  },
  { name: 'lottery.settle', run: async (env, now) => ({ job: 'lottery.settle', changed: await settleDue(env.DB, now) }) },
];
