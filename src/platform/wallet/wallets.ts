/**
 * Wallet operations on the ledger beyond the seamless interface (SPEC §7.2 wallet): transfers between a member's main wallet and the member's wallets at transfer-wallet vendors
 * (GCS_walletTransfer), the list of those wallets (GCS_merchantWallet, consolidated funds), and
 * the ledger audit the tests and the dev tools read. Amounts are integer minor units.
 */
import { ensureAccount, MAIN_WALLET, postTransaction, vendorWalletKind } from '../lib/ledger.ts';

/** The main wallet's name in transfer requests. */
export const MAIN = 'main';

/** A transfer request: `from` and `to` are 'main' or a transfer-wallet vendor code. */
export interface TransferRequest {
  memberId: number;
  transferId: string;
  from: string;
  to: string;
  amount: number;
}

/** Result of a transfer: the ledger transaction id, or why nothing moved. */
export type TransferResult =
  | { ok: true; replayed: boolean; transactionId: number }
  | { ok: false; error: 'insufficient_funds' | 'idempotency_conflict' | 'invalid_request' | 'rg_excluded' };

const kindOf = (wallet: string) => (wallet === MAIN ? MAIN_WALLET : vendorWalletKind(wallet));

/**
 * Moves `amount` (> 0) between two of the member's wallets as one balanced transaction, keyed by
 * `transfer:{memberId}:{transferId}`: a replay returns the first result, the same id with other
 * wallets or amount is `idempotency_conflict`, an amount above the source balance
 * `insufficient_funds`. `from === to` or a bad amount is `invalid_request`. Into a game wallet
 * while the member's time-out or self-exclusion runs it is `rg_excluded` (DOMAIN.md §5; the
 * `ledger_rg_transfer_to_game` trigger refuses it inside the batch, src/platform/cashier/exclusion.ts).
 * The caller checks that vendor codes name transfer-wallet vendors.
 */
export async function transferFunds(db: D1Database, currency: string, req: TransferRequest, now = Date.now()): Promise<TransferResult> {
  if (req.from === req.to || !Number.isSafeInteger(req.amount) || req.amount <= 0) return { ok: false, error: 'invalid_request' };
  const from = await ensureAccount(db, req.memberId, currency, kindOf(req.from));
  const to = await ensureAccount(db, req.memberId, currency, kindOf(req.to));
  const res = await postTransaction(db, {
    idempotencyKey: `transfer:${req.memberId}:${req.transferId}`,
    kind: 'transfer',
    now,
    entries: [
      { accountId: from, amount: -req.amount },
      { accountId: to, amount: req.amount },
    ],
  });
  if (res.ok) return { ok: true, replayed: res.replayed, transactionId: res.transactionId };
  if (res.reason === 'insufficient_funds') return { ok: false, error: 'insufficient_funds' };
  if (res.reason === 'idempotency_conflict') return { ok: false, error: 'idempotency_conflict' };
  if (res.reason === 'aborted' && res.detail === 'rg_transfer_to_game') return { ok: false, error: 'rg_excluded' };
  return { ok: false, error: 'invalid_request' };
}

/** One wallet of a member: 'main' or a vendor code, with its balance in minor units. */
export interface MemberWallet {
  wallet: string;
  balance: number;
}

/**
 * The member's wallets in `currency`: the main wallet first (0 when not opened yet), then every
 * transfer-wallet vendor's wallet (0 when never used), in vendor order.
 */
export async function memberWallets(db: D1Database, memberId: number, currency: string): Promise<MemberWallet[]> {
  const { results: accounts } = await db
    .prepare('SELECT kind, balance FROM ledger_accounts WHERE member_id = ? AND currency = ?')
    .bind(memberId, currency)
    .all<{ kind: string; balance: number }>();
  const byKind = new Map(accounts.map((a) => [a.kind, a.balance]));
  const { results: vendors } = await db.prepare("SELECT code FROM game_vendors WHERE wallet_type = 'transfer' ORDER BY sequence, code").all<{ code: string }>();
  return [
    { wallet: MAIN, balance: byKind.get(MAIN_WALLET) ?? 0 },
    ...vendors.map((v) => ({ wallet: v.code, balance: byKind.get(vendorWalletKind(v.code)) ?? 0 })),
  ];
}

/**
 * The ledger's invariants, as numbers that must all be 0 (DESIGN.md "Wallet"): the sum of every
 * entry, the accounts whose balance differs from the sum of their entries, the accounts below
 * zero that may not be, and the transactions whose own entries do not sum to zero.
 */
export async function ledgerAudit(
  db: D1Database,
): Promise<{ entrySum: number; mismatchedAccounts: number; negativeAccounts: number; unbalancedTransactions: number }> {
  const [sum, mismatched, negative, unbalanced] = await db.batch<{ n: number }>([
    db.prepare('SELECT COALESCE(SUM(amount), 0) AS n FROM ledger_entries'),
    db.prepare(
      'SELECT COUNT(*) AS n FROM ledger_accounts a WHERE a.balance <> (SELECT COALESCE(SUM(e.amount), 0) FROM ledger_entries e WHERE e.account_id = a.id)',
    ),
    db.prepare('SELECT COUNT(*) AS n FROM ledger_accounts WHERE allow_negative = 0 AND balance < 0'),
    db.prepare('SELECT COUNT(*) AS n FROM (SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING SUM(amount) <> 0)'),
  ]);
  const n = (r: D1Result<{ n: number }> | undefined) => r?.results[0]?.n ?? -1;
  return { entrySum: n(sum), mismatchedAccounts: n(mismatched), negativeAccounts: n(negative), unbalancedTransactions: n(unbalanced) };
}
