/**
 * Bound bank accounts (SPEC §2.7 withdraw: "bound bank accounts (add, list; holder name checked
 * against the registered name)"). The holder must be the member's registered full name (payee_name),
 * compared without case, accents or extra spaces, as banks print names; a member without a
 * registered name registers it with the first account. At most {@link MAX_BANK_ACCOUNTS}.
 */
import { maskAccount } from './withdrawals.ts';

/** Most accounts a member may bind. */
export const MAX_BANK_ACCOUNTS = 3;

/** A name as banks compare it: accents removed (đ → d), upper case, single spaces. */
export function normalizeHolderName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A bound account as the calls answer it. */
export function bankAccountView(a: { id: number; bank_name: string; account_number: string; holder_name: string }) {
  return { id: a.id, bankName: a.bank_name, accountNumberMasked: maskAccount(a.account_number), holderName: a.holder_name };
}

/** The member's bound accounts, oldest first. */
export async function listBankAccounts(db: D1Database, memberId: number) {
  return (
    await db
      .prepare('SELECT id, bank_name, account_number, holder_name FROM bank_accounts WHERE member_id = ? ORDER BY id')
      .bind(memberId)
      .all<{ id: number; bank_name: string; account_number: string; holder_name: string }>()
  ).results;
}

/**
 * Binds an account. Refusals (error codes): error_bank_holder_mismatch (not the registered name),
 * error_bank_account_exists (already bound), error_bank_account_limit (already MAX_BANK_ACCOUNTS).
 */
export async function addBankAccount(db: D1Database, memberId: number, input: { bankName: string; accountNumber: string; holderName: string }, now: number) {
  const member = await db.prepare('SELECT payee_name FROM members WHERE id = ?').bind(memberId).first<{ payee_name: string | null }>();
  const holder = input.holderName.replace(/\s+/g, ' ').trim();
  if (member?.payee_name && normalizeHolderName(member.payee_name) !== normalizeHolderName(holder)) return 'error_bank_holder_mismatch' as const;
  const existing = await listBankAccounts(db, memberId);
  if (existing.some((a) => a.account_number === input.accountNumber)) return 'error_bank_account_exists' as const;
  if (existing.length >= MAX_BANK_ACCOUNTS) return 'error_bank_account_limit' as const;
  const stmts = [
    db
      .prepare(
        'INSERT INTO bank_accounts (member_id, bank_name, account_number, holder_name, created_at) SELECT ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM bank_accounts WHERE member_id = ?) < ?',
      )
      .bind(memberId, input.bankName, input.accountNumber, holder, now, memberId, MAX_BANK_ACCOUNTS),
  ];
  if (!member?.payee_name) stmts.push(db.prepare('UPDATE members SET payee_name = ? WHERE id = ? AND payee_name IS NULL').bind(holder, memberId));
  try {
    await db.batch(stmts);
  } catch {
    return 'error_bank_account_exists' as const;
  }
  const row = await db
    .prepare('SELECT id, bank_name, account_number, holder_name FROM bank_accounts WHERE member_id = ? AND account_number = ?')
    .bind(memberId, input.accountNumber)
    .first<{ id: number; bank_name: string; account_number: string; holder_name: string }>();
  return row ? bankAccountView(row) : ('error_bank_account_limit' as const);
}
