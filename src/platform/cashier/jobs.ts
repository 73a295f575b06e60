/**
 * The cashier's periodic work (DESIGN.md "Periodic work"): pending deposits past their expiry
 * become `expired` (DEPOSIT_TTL_MS); withdrawals are approved, paid and auto-confirmed after the
 * configured delays. Idempotent: a second run finds nothing to change and moves nothing twice.
 */
import type { CronJob } from '../cron/jobs.ts';
import { expireDeposits } from './deposits.ts';
import { processWithdrawals } from './withdrawals.ts';

/** Expires pending deposits older than their time to live. */
export const expireDepositsJob: CronJob = {
  name: 'cashier.expireDeposits',
  run: async (env, now) => ({ job: 'cashier.expireDeposits', changed: await expireDeposits(env.DB, null, now) }),
};

/** The sandbox's automatic approval, payout and auto-confirmation of withdrawals. */
export const processWithdrawalsJob: CronJob = {
  name: 'cashier.processWithdrawals',
  run: async (env, now) => ({ job: 'cashier.processWithdrawals', changed: await processWithdrawals(env.DB, now) }),
};
