/**
 * The cashier's periodic work (DESIGN.md "Periodic work"): pending deposits past their expiry
 * become `expired` (DEPOSIT_TTL_MS). Idempotent: a second run finds nothing to change.
 */
import type { CronJob } from '../cron/jobs.ts';
import { expireDeposits } from './deposits.ts';

/** Expires pending deposits older than their time to live. */
export const expireDepositsJob: CronJob = {
  name: 'cashier.expireDeposits',
  run: async (env, now) => ({ job: 'cashier.expireDeposits', changed: await expireDeposits(env.DB, null, now) }),
};
