/**
 * The periodic jobs of the sandbox platform (DESIGN.md "Periodic work"): lottery draws and
 * settlement, agent salaries and dividends, withdrawal auto-processing. Each area adds its jobs to
 * this list; the cron Worker (workers/cron) and the dev tick call run them all through
 * src/platform/cron/tick.ts.
 *
 * A job must be idempotent: every money movement it makes is a ledger transaction keyed by what
 * it settles (draw and ticket, contract and period, withdrawal id), so running a tick twice, or two
 * ticks at once, moves nothing twice.
 */
import type { PlatformEnv } from '../lib/env.ts';
import { expireDepositsJob, processWithdrawalsJob } from '../cashier/jobs.ts';
import { cardRoomsJob, fishingJob, reconcileRoundsJob, reconcileVendorRoundsJob, sportsbookJob, tablesJob } from '../games/jobs.ts';
import { lotteryJobs } from '../lottery/jobs.ts';
import { agentSettlementJobs } from '../agent/jobs.ts';
import { referralRewardsJob } from '../rewards/referral.ts';
import { signupRewardsJob } from '../rewards/signup-reward.ts';
import { pushNotificationsJob } from '../member/jobs.ts';

/** What a job did in one tick, for logs and the dev tick's answer (counts only, no personal data). */
export interface CronJobReport {
  job: string;
  changed: number;
  detail?: string;
}

/** One periodic job: a name and a run function given the env and the tick's time (ms since epoch). */
export interface CronJob {
  /** Stable name, e.g. `lottery.draw`, `agent.dailySalary`. */
  name: string;
  /** Runs one pass; returns how many things it changed. Throws only for bugs. */
  run: (env: PlatformEnv, now: number) => Promise<CronJobReport>;
}

/** Every job, run in this order by each tick. Areas append theirs. */
export const cronJobs: CronJob[] = [
  expireDepositsJob,
  processWithdrawalsJob,
  reconcileRoundsJob,
  sportsbookJob,
  // The fishing and card-room stand-ins settle what they left open before the generic reconcile rolls it back.
  fishingJob,
  cardRoomsJob,
  tablesJob,
  reconcileVendorRoundsJob,
  ...lotteryJobs,
  ...agentSettlementJobs,
  referralRewardsJob,
  signupRewardsJob,
  // Last: it announces what the jobs above just paid and settled.
  pushNotificationsJob,
];
