/**
 * The sign-up reward (SPEC §2.6: the registration page's title promises an amount,
 * siteConfig.registrationBonusAmount): every new member is paid REWARD_ECONOMICS.signup.reward once,
 * as a `bonus` in the account record, with its turnover requirement (DOMAIN.md §3 "Reward
 * economics": bonus money carries a turnover requirement).
 *
 * Registration pays it at once; when that payment fails (a database busy past its retries), the
 * member is registered all the same, and {@link signupRewardsJob} pays it on a later run of the
 * periodic work, keyed like the first attempt so it is never paid twice.
 */
import type { CronJob } from '../cron/jobs.ts';
import type { PostResult } from '../lib/ledger.ts';
import { REWARD_ECONOMICS, type RewardEconomics } from './economics.ts';
import { payReward } from './payout.ts';
import { siteConfig } from '../../contracts/site-config.ts';

/** How far back (ms) the sweep looks for members left unpaid: a bounded scan, long past any outage. */
export const SIGNUP_SWEEP_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** Most members one sweep pays (the rest wait for the next run). */
const SIGNUP_SWEEP_BATCH = 200;

/**
 * Pays member `memberId` the sign-up reward in `currency`, keyed `signup:<memberId>` so a retry or a
 * second call pays nothing more (`replayed`). Answers null when the configured reward is 0 (nothing
 * promised, nothing paid); else the ledger's result (`ok`, `replayed`, or a failure that moved nothing).
 * @param now ms since the epoch
 */
export async function paySignupReward(
  db: D1Database,
  memberId: number,
  currency: string,
  now: number,
  config: RewardEconomics = REWARD_ECONOMICS,
): Promise<PostResult | null> {
  const { reward, turnoverMultiple } = config.signup;
  if (!(reward > 0)) return null;
  return payReward(db, {
    memberId,
    currency,
    kind: 'bonus',
    idempotencyKey: `signup:${memberId}`,
    amount: reward,
    source: 'signup',
    sourceId: String(memberId),
    turnoverMultiple,
    now,
  });
}

/**
 * Pays the sign-up reward to every self-registered member (register_method WEB or MOBILE, player
 * type 0; accounts an agent opens are not paid) who registered within {@link SIGNUP_SWEEP_WINDOW_MS}
 * before `now` and holds no `signup:<id>` transaction. Answers how many were paid now (0 when the
 * configured reward is 0). A failed payment stays for the next run; a member paid meanwhile by the
 * registration itself is a replay that moves nothing.
 * @param now ms since the epoch
 */
export async function sweepSignupRewards(db: D1Database, currency: string, now: number, config: RewardEconomics = REWARD_ECONOMICS): Promise<number> {
  if (!(config.signup.reward > 0)) return 0;
  const unpaid = (
    await db
      .prepare(
        `SELECT m.id FROM members m
          WHERE m.register_method IN ('WEB', 'MOBILE') AND m.type = 0 AND m.created_at BETWEEN ?1 AND ?2
            AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.idempotency_key = 'signup:' || m.id)
          ORDER BY m.id LIMIT ?3`,
      )
      .bind(now - SIGNUP_SWEEP_WINDOW_MS, now, SIGNUP_SWEEP_BATCH)
      .all<{ id: number }>()
  ).results;
  let paid = 0;
  for (const { id } of unpaid) {
    const result = await paySignupReward(db, id, currency, now, config);
    if (result?.ok && !result.replayed) paid++;
  }
  return paid;
}

/** The periodic sweep of sign-up rewards a registration could not pay (DESIGN.md "Periodic work"). */
export const signupRewardsJob: CronJob = {
  name: 'rewards.signupRewards',
  run: async (env, now) => ({ job: 'rewards.signupRewards', changed: await sweepSignupRewards(env.DB, siteConfig.currency, now) }),
};
