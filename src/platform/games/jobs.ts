/**
 * The games area's periodic work (DESIGN.md "Periodic work"): in-house rounds left open by an
 * interruption between bet and win are settled with their stored outcome, or rolled back
 * (src/platform/games/inhouse-games.ts reconcileOpenRounds), and sandbox vendors' rounds left open
 * are closed with their open bets rolled back (vendor-wallet.ts reconcileVendorRounds). Idempotent:
 * keyed by the round and the bet.
 */
import { siteConfig } from '../../contracts/site-config.ts';
import type { CronJob } from '../cron/jobs.ts';
import { reconcileOpenRounds } from './inhouse-games.ts';
import { reconcileVendorRounds } from './vendor-wallet.ts';
import { runSportsbook } from './vendors/sports.ts';
import { runCardRooms } from './vendors/cards.ts';
import { runFishing } from './vendors/fishing.ts';
import { settleTables } from './vendors/tables.ts';

/** Closes interrupted in-house rounds older than their grace period. */
export const reconcileRoundsJob: CronJob = {
  name: 'games.reconcileOpenRounds',
  run: async (env, now) => ({ job: 'games.reconcileOpenRounds', changed: await reconcileOpenRounds(env.DB, siteConfig.currency, now) }),
};

/** Closes sandbox vendors' rounds left open past their game type's grace, rolling back their open bets (DOMAIN.md §4). */
export const reconcileVendorRoundsJob: CronJob = {
  name: 'games.reconcileVendorRounds',
  run: async (env, now) => ({ job: 'games.reconcileVendorRounds', changed: await reconcileVendorRounds(env.DB, siteConfig.currency, now) }),
};

/** The sportsbook stand-in: schedules matches, ends those past their end and settles their slips (vendors/sports.ts). */
export const sportsbookJob: CronJob = {
  name: 'games.sportsbook',
  run: async (env, now) => ({ job: 'games.sportsbook', changed: await runSportsbook(env.DB, siteConfig.currency, now) }),
};

/** The fishing stand-in: closes sessions idle past their time, paying their open batches (vendors/fishing.ts). */
export const fishingJob: CronJob = {
  name: 'games.fishing',
  run: async (env, now) => ({ job: 'games.fishing', changed: await runFishing(env.DB, siteConfig.currency, now) }),
};

/** The card-room stand-in: settles hands past their end, cancels hands left waiting (vendors/cards.ts). */
export const cardRoomsJob: CronJob = {
  name: 'games.cardRooms',
  run: async (env, now) => ({ job: 'games.cardRooms', changed: await runCardRooms(env.DB, siteConfig.currency, now) }),
};

/** The live-baccarat and cockfight stand-ins: reveals the results of rounds that are over and settles their bets (vendors/tables.ts). */
export const tablesJob: CronJob = {
  name: 'games.tables',
  run: async (env, now) => ({ job: 'games.tables', changed: await settleTables(env.DB, siteConfig.currency, now) }),
};
