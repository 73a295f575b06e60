/**
 * The open page's change mark (SPEC §2.3 header balance; §2.7 deposit, withdraw and lottery
 * states): what the platform changed for a member by itself — settlement, payouts, rewards, a
 * deposit paid by the provider's callback, a withdrawal moved along by the cron tick, a ticket
 * settled by a draw — shows on a page that is already open. The page polls one cheap call and
 * compares the mark; only when it moved does it read anything else again.
 */
import { MAIN_WALLET } from '../lib/ledger.ts';

/**
 * The member's main-wallet balance (minor units of `currency`) and the change mark: the newest
 * ledger entry on any of the member's accounts, how many deposits they have and how many left
 * 'pending', the latest withdrawal update, and how many tickets were settled. Every money move
 * adds a ledger entry, and every state a player waits for is one of the other three, so the
 * mark moves whenever one of them does. One read, all on indexed columns.
 */
export async function balanceAndMark(db: D1Database, memberId: number, currency: string): Promise<{ sumBalance: number; mark: string }> {
  const row = await db
    .prepare(
      `SELECT
        (SELECT balance FROM ledger_accounts WHERE member_id = ?1 AND kind = ?2 AND currency = ?3) AS balance,
        (SELECT COALESCE(MAX(e.id), 0) FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id WHERE a.member_id = ?1) AS ledger,
        (SELECT COUNT(*) || '.' || COALESCE(SUM(status <> 'pending'), 0) FROM deposits WHERE member_id = ?1) AS deposits,
        (SELECT COUNT(*) || '.' || COALESCE(MAX(updated_at), 0) FROM withdrawals WHERE member_id = ?1) AS withdrawals,
        (SELECT COALESCE(SUM(status <> 'pending'), 0) FROM lottery_tickets WHERE member_id = ?1) AS tickets`,
    )
    .bind(memberId, MAIN_WALLET, currency)
    .first<{ balance: number | null; ledger: number; deposits: string; withdrawals: string; tickets: number }>();
  if (!row) return { sumBalance: 0, mark: '0' };
  return { sumBalance: row.balance ?? 0, mark: [row.ledger, row.deposits, row.withdrawals, row.tickets].join('-') };
}
