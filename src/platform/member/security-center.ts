/**
 * My account (SPEC §2.7 securityCenter): the member's profile with contact details masked, the
 * profile fields (src/platform/member/profile.ts), the security settings in place (payment
 * password, authenticator), the live sessions with their sign-in time, IP and device, and "sign out of other sessions" (the current one stays).
 */
import { sha256Hex } from '../crypto/token.ts';
import { hasPaymentPassword } from '../cashier/payment-password.ts';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../identity/sessions.ts';
import { profileFields } from './profile.ts';

/** `a•••@example.com`: the first character and the domain of an e-mail address. */
export function maskEmail(email: string): string {
  const [user, domain] = email.split('@');
  return `${(user ?? '').slice(0, 1)}•••@${domain ?? ''}`;
}

/** `+84•••••4567`: the country code and the last 4 digits of an E.164 number. */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}•••••${mobile.slice(-4)}`;
}

/** The profile of `memberId`; `token` marks the caller's own session. */
export async function securityProfile(db: D1Database, memberId: number, token: string, now: number) {
  const m = await db
    .prepare('SELECT account, nickname, payee_name, email, mobile_num FROM members WHERE id = ?')
    .bind(memberId)
    .first<{ account: string; nickname: string; payee_name: string | null; email: string | null; mobile_num: string | null }>();
  const totp = await db.prepare('SELECT totp_secret FROM member_security WHERE member_id = ?').bind(memberId).first<{ totp_secret: string | null }>();
  const current = await sha256Hex(token);
  const sessions = (
    await db
      .prepare(
        'SELECT token_hash, created_at, last_seen_at, ip, device FROM sessions WHERE member_id = ? AND last_seen_at > ? AND created_at > ? ORDER BY last_seen_at DESC LIMIT 10',
      )
      .bind(memberId, now - SESSION_IDLE_MS, now - SESSION_MAX_MS)
      .all<{ token_hash: string; created_at: number; last_seen_at: number; ip: string | null; device: string | null }>()
  ).results;
  return {
    account: m!.account,
    nickname: m!.nickname,
    payeeName: m!.payee_name,
    email: m!.email ? maskEmail(m!.email) : null,
    mobile: m!.mobile_num ? maskMobile(m!.mobile_num) : null,
    hasPaymentPassword: await hasPaymentPassword(db, memberId),
    hasAuthenticator: Boolean(totp?.totp_secret),
    sessions: sessions.map((s) => ({ current: s.token_hash === current, createdAt: s.created_at, lastSeenAt: s.last_seen_at, ip: s.ip, device: s.device })),
    profile: await profileFields(db, memberId),
  };
}

/** Ends every session of `memberId` but the caller's; returns how many ended. */
export async function signOutOthers(db: D1Database, memberId: number, token: string): Promise<number> {
  const res = await db
    .prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash <> ?')
    .bind(memberId, await sha256Hex(token))
    .run();
  return res.meta.changes ?? 0;
}
