/**
 * The payment password (SPEC §2.7 withdraw: "payment password (set, change; required for
 * withdrawals, redeem and convert)"; SPEC §7.2 passwordCheck/ calls). Stored as an Argon2id PHC
 * string in `payment_passwords`; five wrong answers lock it for 15 minutes. The counter is
 * checked and raised in single statements keyed on the member id, so concurrent guesses cannot
 * pass the limit.
 */
import { hashPassword, verifyPassword } from '../crypto/password.ts';

/** Wrong answers before the payment password locks. */
export const PAYMENT_PASSWORD_MAX_ATTEMPTS = 5;
/** How long a locked payment password stays locked, in ms. */
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

/** Outcome of {@link verifyPaymentPassword}; each non-ok value is also an error code (message key). */
export type PaymentPasswordCheck = 'ok' | 'error_payment_password_not_set' | 'error_payment_password_wrong' | 'error_payment_password_locked';

/** True when the member has set a payment password. */
export async function hasPaymentPassword(db: D1Database, memberId: number): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM payment_passwords WHERE member_id = ?').bind(memberId).first()) !== null;
}

/**
 * Sets (or replaces) the member's payment password (`password`: the plain text, already checked
 * against its rule by the caller) and clears the attempt counter.
 */
export async function setPaymentPassword(db: D1Database, memberId: number, password: string, now: number): Promise<void> {
  const hash = await hashPassword(password);
  await db
    .prepare(
      'INSERT INTO payment_passwords (member_id, password_hash, failed_attempts, locked_until, set_at) VALUES (?, ?, 0, 0, ?) ON CONFLICT (member_id) DO UPDATE SET password_hash = excluded.password_hash, failed_attempts = 0, locked_until = 0, set_at = excluded.set_at',
    )
    .bind(memberId, hash, now)
    .run();
}

/**
 * Checks `password` against the member's payment password at `now` (ms). A wrong answer raises
 * the counter atomically and locks the password at the limit; a right one resets it.
 * Returns 'ok' or the error code to answer with (403 for wrong/locked, 400 for not set).
 */
export async function verifyPaymentPassword(db: D1Database, memberId: number, password: string, now: number): Promise<PaymentPasswordCheck> {
  const row = await db
    .prepare('SELECT password_hash, locked_until FROM payment_passwords WHERE member_id = ?')
    .bind(memberId)
    .first<{ password_hash: string; locked_until: number }>();
  if (!row) return 'error_payment_password_not_set';
  if (row.locked_until > now) return 'error_payment_password_locked';
  if (await verifyPassword(password, row.password_hash)) {
    // Only a request that still finds the password unlocked may reset the counter.
    const reset = await db.prepare('UPDATE payment_passwords SET failed_attempts = 0 WHERE member_id = ? AND locked_until <= ?').bind(memberId, now).run();
    return reset.meta.changes === 1 ? 'ok' : 'error_payment_password_locked';
  }
  const raised = await db
    .prepare(
      'UPDATE payment_passwords SET failed_attempts = failed_attempts + 1, locked_until = CASE WHEN failed_attempts + 1 >= ? THEN ? ELSE locked_until END WHERE member_id = ? RETURNING failed_attempts',
    )
    .bind(PAYMENT_PASSWORD_MAX_ATTEMPTS, now + PAYMENT_PASSWORD_LOCK_MS, memberId)
    .first<{ failed_attempts: number }>();
  return (raised?.failed_attempts ?? PAYMENT_PASSWORD_MAX_ATTEMPTS) >= PAYMENT_PASSWORD_MAX_ATTEMPTS
    ? 'error_payment_password_locked'
    : 'error_payment_password_wrong';
}
