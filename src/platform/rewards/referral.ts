/**
 * Referral, invite friends (SPEC §2.4 refer and earn, §2.7 referral; issue 12): the member's code
 * (their account, which the registration form's referralCode takes), whether the referral
 * promotion is on (`referral_config`), the friends who registered with the code (accounts masked,
 * join time, whether they made a paid deposit) and what referral rewards the member received
 * (ledger kind referral_reward, minor units).
 */
import { maskAccount } from './missions.ts';

/** The member's referral page data. */
export interface ReferralInfo { enabled: boolean; code: string; friends: { account: string; joinedAt: number; deposited: boolean }[]; earned: number }

/** Referral data of member `memberId` with account `account`. */
export async function referralInfo(db: D1Database, memberId: number, account: string): Promise<ReferralInfo> {
  const cfg = await db.prepare('SELECT enabled FROM referral_config WHERE id = 1').first<{ enabled: number }>();
  const friends = (
    await db
      .prepare("SELECT m.account, m.created_at, EXISTS (SELECT 1 FROM deposits d WHERE d.member_id = m.id AND d.status = 'paid') AS deposited FROM members m WHERE m.referral_code = ? COLLATE NOCASE AND m.id <> ? ORDER BY m.created_at DESC LIMIT 100")
      .bind(account, memberId)
      .all<{ account: string; created_at: number; deposited: number }>()
  ).results;
  const earned = await db
    .prepare("SELECT COALESCE(SUM(e.amount), 0) AS a FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id WHERE t.kind = 'referral_reward' AND a.member_id = ?")
    .bind(memberId)
    .first<{ a: number }>();
  return { enabled: (cfg?.enabled ?? 0) === 1, code: account, friends: friends.map((f) => ({ account: maskAccount(f.account), joinedAt: f.created_at, deposited: f.deposited === 1 })), earned: earned?.a ?? 0 };
}
