/**
 * The sign-up reward (SPEC §2.6: the registration page's title promises an amount,
 * siteConfig.registrationBonusAmount): every new member is paid REWARD_ECONOMICS.signup.reward once,
 * as a `bonus` in the account record, with its turnover requirement (DOMAIN.md §3 "Reward
 * economics": bonus money carries a turnover requirement).
 */
import type { PostResult } from '../lib/ledger.ts';
import { REWARD_ECONOMICS, type RewardEconomics } from './economics.ts';
import { payReward } from './payout.ts';

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
