/**
 * Double-entry wallet ledger on D1 (DESIGN.md "Ledger"). Every movement is one transaction whose entries sum to zero, written in a single
 * D1 batch (one SQLite transaction), so it lands whole or not at all. Member accounts carry a
 * CHECK (balance >= 0), so an overdraft aborts the batch. Every write carries an idempotency key:
 * a replay returns the first result; the same key with other parameters is refused.
 */
import type { LedgerKind } from '../../contracts/ledger-kinds.ts';
import { sha256Hex } from '../crypto/token.ts';

/** One leg of a transaction: `amount` in integer minor units, positive credits the account. */
export interface LedgerEntry {
  accountId: number;
  amount: number;
}

/**
 * Outcome of postTransaction. `aborted` means a statement of the caller's `extra` list refused the
 * batch (a trigger's `RAISE(ABORT, 'ledger_abort:<detail>')` or another constraint); `detail` then
 * names it (e.g. `already_settled`), and nothing was written.
 */
export type PostResult =
  | { ok: true; transactionId: number; replayed: boolean }
  | { ok: false; reason: 'unbalanced' | 'insufficient_funds' | 'idempotency_conflict' | 'invalid_amount' }
  | { ok: false; reason: 'aborted'; detail: string };

/** The main wallet account kind of a member. */
export const MAIN_WALLET = 'main';
/** The house account kind: the counterparty of deposits, bets and wins; may go negative. */
export const HOUSE = 'house';

/** Kind of a member's transfer wallet at a game vendor (GCS_walletTransfer, SPEC §7.2). */
export function vendorWalletKind(vendor: string): string {
  return `game:${vendor}`;
}

/**
 * Returns the id of an account in `currency`, creating it (balance 0) if missing.
 * `memberId` null means a system account (the house by default; it may go negative); otherwise a
 * member account of `kind` (the main wallet by default, or a vendor transfer wallet), which can
 * never go negative.
 */
export async function ensureAccount(
  db: D1Database,
  memberId: number | null,
  currency: string,
  kind: string = memberId === null ? HOUSE : MAIN_WALLET,
): Promise<number> {
  const find = () =>
    memberId === null
      ? db.prepare('SELECT id FROM ledger_accounts WHERE member_id IS NULL AND kind = ? AND currency = ?').bind(kind, currency).first<{ id: number }>()
      : db.prepare('SELECT id FROM ledger_accounts WHERE member_id = ? AND kind = ? AND currency = ?').bind(memberId, kind, currency).first<{ id: number }>();
  const found = await find();
  if (found) return found.id;
  await db
    .prepare('INSERT OR IGNORE INTO ledger_accounts (member_id, kind, currency, balance, allow_negative) VALUES (?, ?, ?, 0, ?)')
    .bind(memberId, kind, currency, memberId === null ? 1 : 0)
    .run();
  const created = await find();
  if (!created) throw new Error('ledger account could not be created');
  return created.id;
}

/** Balance of a member's main wallet in minor units (0 when the account does not exist yet). */
export async function memberBalance(db: D1Database, memberId: number, currency: string): Promise<number> {
  const row = await db
    .prepare('SELECT balance FROM ledger_accounts WHERE member_id = ? AND kind = ? AND currency = ?')
    .bind(memberId, MAIN_WALLET, currency)
    .first<{ balance: number }>();
  return row?.balance ?? 0;
}

/**
 * The detail of a refusal raised by a trigger (`RAISE(ABORT, 'ledger_abort:<detail>')`, e.g.
 * `rg_wager_limit`) carried by a D1 error, or null when `err` is another failure.
 */
export function abortDetail(err: unknown): string | null {
  return String(err).match(/ledger_abort:(\w+)/)?.[1] ?? null;
}

/**
 * Posts a balanced transaction atomically; `kind` is one of src/contracts/ledger-kinds.ts (the
 * account record names each).
 * Returns `unbalanced` when entries do not sum to zero, `invalid_amount` for non-integer or zero
 * legs, `insufficient_funds` when a member balance would go negative, `idempotency_conflict` when
 * the key was used with other entries; a replay with the same entries returns the first id.
 * `extra` statements (e.g. a seamless-wallet record and its game round) run in the same D1 batch,
 * after the ledger rows, so they land together or not at all; they are not part of the replay
 * comparison, so callers keep their own parameters under the same key. A refusal raised by one of
 * them answers `aborted` with its detail.
 */
export async function postTransaction(
  db: D1Database,
  tx: { idempotencyKey: string; kind: LedgerKind; entries: readonly LedgerEntry[]; now?: number; extra?: readonly D1PreparedStatement[] },
  retried = false,
): Promise<PostResult> {
  if (tx.entries.length < 2 || tx.entries.some((e) => !Number.isSafeInteger(e.amount) || e.amount === 0)) return { ok: false, reason: 'invalid_amount' };
  if (tx.entries.reduce((s, e) => s + e.amount, 0) !== 0) return { ok: false, reason: 'unbalanced' };
  const requestHash = await sha256Hex(JSON.stringify([tx.kind, [...tx.entries].sort((a, b) => a.accountId - b.accountId || a.amount - b.amount)]));
  const existing = await db
    .prepare('SELECT id, request_hash FROM ledger_transactions WHERE idempotency_key = ?')
    .bind(tx.idempotencyKey)
    .first<{ id: number; request_hash: string }>();
  if (existing)
    return existing.request_hash === requestHash ? { ok: true, transactionId: existing.id, replayed: true } : { ok: false, reason: 'idempotency_conflict' };
  const stmts = [
    db
      .prepare('INSERT INTO ledger_transactions (idempotency_key, kind, request_hash, created_at) VALUES (?, ?, ?, ?)')
      .bind(tx.idempotencyKey, tx.kind, requestHash, tx.now ?? Date.now()),
    ...tx.entries.flatMap((e) => [
      db
        .prepare(
          'INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES ((SELECT id FROM ledger_transactions WHERE idempotency_key = ?), ?, ?)',
        )
        .bind(tx.idempotencyKey, e.accountId, e.amount),
      db.prepare('UPDATE ledger_accounts SET balance = balance + ? WHERE id = ?').bind(e.amount, e.accountId),
    ]),
    ...(tx.extra ?? []),
  ];
  try {
    await db.batch(stmts);
  } catch (err) {
    const msg = String(err);
    const detail = abortDetail(err);
    if (detail) return { ok: false, reason: 'aborted', detail };
    if (msg.includes('CHECK constraint') && msg.includes('allow_negative')) return { ok: false, reason: 'insufficient_funds' };
    // A concurrent request with the same key won the race: answer as its replay (once).
    if (msg.includes('ledger_transactions.idempotency_key') && !retried) return postTransaction(db, tx, true);
    if (msg.includes('constraint')) return { ok: false, reason: 'aborted', detail: 'constraint' };
    throw err;
  }
  const row = await db.prepare('SELECT id FROM ledger_transactions WHERE idempotency_key = ?').bind(tx.idempotencyKey).first<{ id: number }>();
  return { ok: true, transactionId: row!.id, replayed: false };
}
