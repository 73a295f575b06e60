/**
 * Referral, invite friends (SPEC §2.4 refer and earn, §2.7 referral): the member's code
 * (their account, which the registration form's referralCode takes), whether the referral
 * promotion is on (`referral_config`), the friends who registered with the code (accounts masked,
 * join time, whether they made a paid deposit, what each earned the member) and what referral
 * rewards the member received (ledger kind referral_reward, minor units). The cron job
 * {@link referralRewardsJob} pays the reward once per friend whose paid deposits reach the
 * minimum. The reward and the minimum are configured in src/platform/rewards/economics.ts (the
 * reward counts against the bound on return per stake through the turnover the friend's deposits
 * owe); the switch stays in `referral_config.enabled`.
 */
import { TRIAL_TYPE } from '../../contracts/user-types.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { CronJob } from '../cron/jobs.ts';
import { REWARD_ECONOMICS } from './economics.ts';
import { maskAccount } from './missions.ts';
import { payReward } from './payout.ts';

/** Whether the referral promotion is on (the operator's switch, `referral_config.enabled`). */
async function referralEnabled(db: D1Database): Promise<boolean> {
  return ((await db.prepare('SELECT enabled FROM referral_config WHERE id = 1').first<{ enabled: number }>())?.enabled ?? 0) === 1;
}

/** The referral promotion's terms (minor units): the reward per qualifying friend and the friend's paid deposits it takes. */
export interface ReferralTerms {
  enabled: boolean;
  reward: number;
  minDeposit: number;
}

/** The member's referral page data. */
export interface ReferralInfo extends ReferralTerms {
  code: string;
  friends: { account: string; joinedAt: number; deposited: boolean; earned: number }[];
  earned: number;
}

/** Referral data of member `memberId` with account `account`. */
export async function referralInfo(db: D1Database, memberId: number, account: string): Promise<ReferralInfo> {
  const friends = (
    await db
      .prepare(
        "SELECT m.account, m.created_at, EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = m.id AND d.status = 'paid') AS deposited, " +
          "(SELECT COALESCE(SUM(e.amount), 0) FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id WHERE t.idempotency_key = 'referral:' || m.id AND a.member_id = ?) AS earned " +
          'FROM members m WHERE m.referral_code = ? COLLATE NOCASE AND m.id <> ? ORDER BY m.created_at DESC LIMIT 100',
      )
      .bind(memberId, account, memberId)
      .all<{ account: string; created_at: number; deposited: number; earned: number }>()
  ).results;
  const earned = await db
    .prepare(
      "SELECT COALESCE(SUM(e.amount), 0) AS a FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id WHERE t.kind = 'referral_reward' AND a.member_id = ?",
    )
    .bind(memberId)
    .first<{ a: number }>();
  return {
    enabled: await referralEnabled(db),
    reward: REWARD_ECONOMICS.referral.reward,
    minDeposit: REWARD_ECONOMICS.referral.minDeposit,
    code: account,
    friends: friends.map((f) => ({ account: maskAccount(f.account), joinedAt: f.created_at, deposited: f.deposited === 1, earned: f.earned })),
    earned: earned?.a ?? 0,
  };
}

/** Most friends rewarded in one tick; the rest wait for the next. */
const REFERRAL_BATCH = 100;

/**
 * Pays, at `now`, each referrer its reward for every friend (a member registered with the
 * referrer's account as referral code, not a trial account) whose paid deposits reach the
 * minimum and who earned it nothing yet: house → referrer's main wallet, ledger key
 * `referral:<friend id>` (a rerun or a concurrent tick pays nothing twice), with a turnover
 * requirement of reward × the configured multiple. Nothing is paid while the promotion is off or
 * the reward is 0. Returns how many rewards it paid.
 */
export async function payReferralRewards(db: D1Database, currency: string, now: number): Promise<number> {
  const cfg = REWARD_ECONOMICS.referral;
  if (cfg.reward <= 0 || !(await referralEnabled(db))) return 0;
  const due = (
    await db
      .prepare(
        'SELECT f.id AS friend, r.id AS referrer FROM members f JOIN members r ON r.account = f.referral_code COLLATE NOCASE AND r.id <> f.id ' +
          "WHERE f.referral_code IS NOT NULL AND f.type <> ? AND (SELECT COALESCE(SUM(d.amount), 0) FROM deposits d WHERE d.member_id = f.id AND d.status = 'paid') >= ? " +
          "AND NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.idempotency_key = 'referral:' || f.id) ORDER BY f.id LIMIT ?",
      )
      .bind(TRIAL_TYPE, Math.max(1, cfg.minDeposit), REFERRAL_BATCH)
      .all<{ friend: number; referrer: number }>()
  ).results;
  let paid = 0;
  for (const d of due) {
    const key = `referral:${d.friend}`;
    const res = await payReward(db, {
      memberId: d.referrer,
      currency,
      kind: 'referral_reward',
      idempotencyKey: key,
      amount: cfg.reward,
      source: 'referral_reward',
      sourceId: key,
      turnoverMultiple: cfg.turnoverMultiple,
      now,
    });
    if (res.ok && !res.replayed) paid++;
  }
  return paid;
}

/** The cron job paying referral rewards (SPEC §2.7 referral). */
export const referralRewardsJob: CronJob = {
  name: 'rewards.referralRewards',
  run: async (env, now) => ({ job: 'rewards.referralRewards', changed: await payReferralRewards(env.DB, siteConfig.currency, now) }),
};
