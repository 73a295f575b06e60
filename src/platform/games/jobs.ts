/**
 * The games area's periodic work (DESIGN.md "Periodic work"): in-house rounds left open by an
 * interruption between bet and win are settled with their stored outcome, or rolled back
 * (src/platform/games/inhouse-games.ts reconcileOpenRounds). Idempotent: keyed by the round.
 */
import { siteConfig } from '../../contracts/site-config.ts';
import type { CronJob } from '../cron/jobs.ts';
import { reconcileOpenRounds } from './inhouse-games.ts';

/** Closes interrupted in-house rounds older than their grace period. */
export const reconcileRoundsJob: CronJob = {
  name: 'games.reconcileOpenRounds',
  run: async (env, now) => ({ job: 'games.reconcileOpenRounds', changed: await reconcileOpenRounds(env.DB, siteConfig.currency, now) }),
};
