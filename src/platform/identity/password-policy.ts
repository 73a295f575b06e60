/**
 * When a password must be changed, and the temporary passwords of the forgot-by-e-mail flow
 * (SPEC §2.5, §4 "password change flag"). The change-password modal opens after
 * a sign-in with the default password 123456, with a temporary password, or with a password
 * older than {@link PASSWORD_MAX_AGE_MS} while PWDEXPFORCECHANGE3 is on. Until a temporary
 * password is used, the old password keeps working, so a stranger who knows a member's username
 * and e-mail cannot lock the member out.
 */
import { verifyPassword } from '../crypto/password.ts';
import { featureEnabled } from '../lib/features.ts';

/** Password age after which it counts as expired (SPEC §4 password change flag), in ms. */
export const PASSWORD_MAX_AGE_MS = 180 * 24 * 60 * 60_000;
/** The default password that forces a change (SPEC §4: the six-digit ascending sequence). */
export const DEFAULT_PASSWORD = '123456';
/** Lifetime of a temporary password sent by e-mail, in ms. */
export const TEMPORARY_PASSWORD_TTL_MS = 30 * 60_000;

/**
 * Whether the sign-in must be followed by a password change: `password` is the one just
 * verified, `temporary` says it was a temporary password, `passwordChangedAt` in ms since epoch.
 */
export async function passwordChangeDue(
  db: D1Database,
  opts: { password: string; temporary: boolean; passwordChangedAt: number; now: number },
): Promise<boolean> {
  if (opts.temporary || opts.password === DEFAULT_PASSWORD) return true;
  return opts.now - opts.passwordChangedAt > PASSWORD_MAX_AGE_MS && (await featureEnabled(db, 'PWDEXPFORCECHANGE3'));
}

// Unambiguous characters (no 0/O, 1/l/I), so a temporary password can be typed from the mail.
const TEMP_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

/** A new random temporary password of 10 characters (about 57 bits). */
export function newTemporaryPassword(): string {
  const out: string[] = [];
  const buf = new Uint8Array(1);
  while (out.length < 10) {
    crypto.getRandomValues(buf);
    // Rejection sampling keeps every character equally likely.
    if (buf[0]! < 256 - (256 % TEMP_ALPHABET.length)) out.push(TEMP_ALPHABET[buf[0]! % TEMP_ALPHABET.length]!);
  }
  return out.join('');
}

/**
 * The statement that stores a temporary password's Argon2id hash for the member (replacing an
 * earlier one), expiring {@link TEMPORARY_PASSWORD_TTL_MS} after `now`. With `apply` false the
 * same statement runs and writes nothing, so a caller can do equal work whether or not an
 * account matched (forgot-password answers must not be timed apart).
 */
export function temporaryPasswordStatement(db: D1Database, memberId: number, passwordHash: string, now: number, apply = true): D1PreparedStatement {
  return db
    .prepare(
      'INSERT INTO password_resets (member_id, temp_hash, expires_at, created_at) SELECT ?1, ?2, ?3, ?4 WHERE ?5 ON CONFLICT (member_id) DO UPDATE SET temp_hash = excluded.temp_hash, expires_at = excluded.expires_at, created_at = excluded.created_at',
    )
    .bind(memberId, passwordHash, now + TEMPORARY_PASSWORD_TTL_MS, now, apply ? 1 : 0);
}

/**
 * True when `password` is the member's live temporary password. Signing in with it makes it the
 * account's password, marked expired (so the old password, which the member forgot, stops
 * working, and the change-password form can use the temporary one as the old password); the
 * reset is used up. False when there is none, it expired, or it does not match.
 */
export async function useTemporaryPassword(db: D1Database, memberId: number, password: string, now: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT temp_hash, expires_at FROM password_resets WHERE member_id = ?')
    .bind(memberId)
    .first<{ temp_hash: string; expires_at: number }>();
  if (!row || row.expires_at <= now || !(await verifyPassword(password, row.temp_hash))) return false;
  const del = await db.prepare('DELETE FROM password_resets WHERE member_id = ? AND temp_hash = ?').bind(memberId, row.temp_hash).run();
  if (del.meta.changes !== 1) return false; // a concurrent sign-in used it first
  await db.prepare('UPDATE members SET password_hash = ?, password_changed_at = 0 WHERE id = ?').bind(row.temp_hash, memberId).run();
  return true;
}
