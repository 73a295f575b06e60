/**
 * Authenticator enrollment and removal on my account (SPEC §2.7 securityCenter, §2.5 "a Google
 * code" as a second factor): a new secret waits as pending until the member proves it with a code
 * from the app (scanned from a QR drawn on the platform), and removal needs a current code. Each
 * time step is used once (the replay rule of the sign-in step), checked and written in one
 * statement so concurrent codes cannot both pass.
 */
import { siteConfig } from '../../contracts/site-config.ts';
import { qrSvg } from '../../lib/qr-svg.ts';
import { base32Encode, verifyTotp } from '../crypto/totp.ts';

/** How long a pending secret may be confirmed, in ms. */
export const AUTHENTICATOR_SETUP_TTL_MS = 10 * 60_000;

/** Refusals: already on / not on, no live enrollment, a wrong or reused code. */
export type AuthenticatorRefusal =
  'error_authenticator_on' | 'error_authenticator_off' | 'error_authenticator_setup_expired' | 'error_authenticator_code_invalid';

async function secrets(db: D1Database, memberId: number) {
  await db.prepare('INSERT OR IGNORE INTO member_security (member_id) VALUES (?)').bind(memberId).run();
  return (await db
    .prepare('SELECT totp_secret, totp_pending_secret, totp_pending_at FROM member_security WHERE member_id = ?')
    .bind(memberId)
    .first<{ totp_secret: string | null; totp_pending_secret: string | null; totp_pending_at: number | null }>())!;
}

/**
 * Starts an enrollment: a new 160-bit secret kept as pending, with its otpauth:// URI (issuer =
 * brand, label = account) and that URI as an SVG QR. Refused while an authenticator is on.
 */
export async function setupAuthenticator(
  db: D1Database,
  memberId: number,
  account: string,
  now: number,
): Promise<AuthenticatorRefusal | { secret: string; otpauthUri: string; qrSvg: string }> {
  if ((await secrets(db, memberId)).totp_secret) return 'error_authenticator_on';
  const secret = base32Encode(crypto.getRandomValues(new Uint8Array(20)));
  await db.prepare('UPDATE member_security SET totp_pending_secret = ?, totp_pending_at = ? WHERE member_id = ?').bind(secret, now, memberId).run();
  const issuer = encodeURIComponent(siteConfig.brand);
  const otpauthUri = `otpauth://totp/${issuer}:${encodeURIComponent(account)}?secret=${secret}&issuer=${issuer}&algorithm=SHA1&digits=6&period=30`;
  return { secret, otpauthUri, qrSvg: qrSvg(otpauthUri, 200, 12) };
}

/** Confirms the pending secret with a code from the app: it becomes the member's authenticator. */
export async function confirmAuthenticator(db: D1Database, memberId: number, code: string, now: number): Promise<AuthenticatorRefusal | null> {
  const s = await secrets(db, memberId);
  if (s.totp_secret) return 'error_authenticator_on';
  if (!s.totp_pending_secret || (s.totp_pending_at ?? 0) + AUTHENTICATOR_SETUP_TTL_MS <= now) return 'error_authenticator_setup_expired';
  const step = await verifyTotp(s.totp_pending_secret, code, now);
  if (step === null) return 'error_authenticator_code_invalid';
  const r = await db
    .prepare(
      'UPDATE member_security SET totp_secret = totp_pending_secret, totp_last_step = ?, totp_pending_secret = NULL, totp_pending_at = NULL WHERE member_id = ? AND totp_pending_secret = ? AND totp_secret IS NULL',
    )
    .bind(step, memberId, s.totp_pending_secret)
    .run();
  return r.meta.changes === 1 ? null : 'error_authenticator_setup_expired';
}

/** Removes the authenticator with a current code (a time step not used before). */
export async function removeAuthenticator(db: D1Database, memberId: number, code: string, now: number): Promise<AuthenticatorRefusal | null> {
  const s = await secrets(db, memberId);
  if (!s.totp_secret) return 'error_authenticator_off';
  const step = await verifyTotp(s.totp_secret, code, now);
  if (step === null) return 'error_authenticator_code_invalid';
  const r = await db
    .prepare(
      'UPDATE member_security SET totp_secret = NULL, totp_last_step = NULL WHERE member_id = ? AND totp_secret = ? AND (totp_last_step IS NULL OR totp_last_step < ?)',
    )
    .bind(memberId, s.totp_secret, step)
    .run();
  return r.meta.changes === 1 ? null : 'error_authenticator_code_invalid';
}
