/**
 * The kinds of ledger transaction the platform writes (DESIGN.md "Ledger"; SPEC §2.7
 * transactionHistory shows them as the account record's "type"). One list shared by the platform
 * (postTransaction only takes a {@link LedgerKind}, so a new kind cannot be written without being
 * listed here) and the client (every kind has a label, `member_kind_<kind>`).
 */

/** Kinds that move money into or out of a member's main wallet, in the account-record filter's order. */
export const WALLET_LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  // A rejected withdrawal's funds back to the main wallet.
  'withdrawal_return',
  // Main wallet ↔ a vendor's transfer wallet (SPEC §7.2).
  'transfer',
  // Within the agent tree, to the upline or a direct downline (SPEC §2.7 transferUpline).
  'transfer_upline',
  'bet',
  'win',
  'rollback',
  'lottery_bet',
  'lottery_win',
  // A lottery ticket's stake back when its draw is void.
  'lottery_refund',
  'bonus',
  'rebate',
  'vip_gift',
  'mission_reward',
  'points_convert',
  'raffle',
  'referral_reward',
  'salary',
  'dividend',
  // The sandbox's opening balance of a free-play (trial) account.
  'demo_credit',
] as const;

/** Every ledger kind: the wallet kinds plus those between house accounts only (a paid withdrawal leaving the pending account). */
export const LEDGER_KINDS = [...WALLET_LEDGER_KINDS, 'withdrawal_payout'] as const;

/** One ledger transaction kind. */
export type LedgerKind = (typeof LEDGER_KINDS)[number];
