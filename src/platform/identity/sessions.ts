/**
 * Platform sessions (SPEC §4 session; DESIGN.md "Session"): a new random token at every login, stored as its SHA-256
 * hash, ended at logout, after 30 minutes without use or 12 hours after login.
 */
import { newSessionToken, sha256Hex } from '../crypto/token.ts';

/** Inactivity limit of a session in ms. */
export const SESSION_IDLE_MS = 30 * 60_000;
/** Absolute lifetime of a session in ms. */
export const SESSION_MAX_MS = 12 * 60 * 60_000;

/** A member row as the handlers use it. */
export interface MemberRow {
  id: number;
  account: string;
  nickname: string;
  type: number;
  upline_id: number | null;
  member_label: string | null;
  club_label_json: string | null;
  first_login: number;
  password_changed_at: number;
  /** Preset avatar id (SPEC §2.3; src/contracts/schemas/member.ts AVATARS), '0' the default. */
  avatar: string;
}

/** Live sessions a member may have at once (devices); the oldest end when a new one starts. */
export const MAX_SESSIONS_PER_MEMBER = 5;

/**
 * Creates a session for `memberId` and returns the plain token (given out once). `ip` (the
 * visitor's, as the edge forwards it) is kept for the member's list of recent sign-ins. Ends the
 * member's oldest sessions beyond {@link MAX_SESSIONS_PER_MEMBER}, in the same batch. With
 * `passwordChangeDue` the session may only change its password until it does (src/platform/index.ts);
 * `device` is its short device name (src/platform/identity/device-name.ts).
 */
export async function createSession(
  db: D1Database,
  memberId: number,
  now = Date.now(),
  ip: string | null = null,
  passwordChangeDue = false,
  device: string | null = null,
): Promise<string> {
  const token = newSessionToken();
  await db.batch([
    db
      .prepare('INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, ip, password_change_due, device) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(await sha256Hex(token), memberId, now, now, ip, passwordChangeDue ? 1 : 0, device),
    // At most MAX_SESSIONS_PER_MEMBER live sessions: a new sign-in ends the oldest beyond that.
    db
      .prepare(
        'DELETE FROM sessions WHERE member_id = ?1 AND token_hash NOT IN (SELECT token_hash FROM sessions WHERE member_id = ?1 ORDER BY created_at DESC, rowid DESC LIMIT ?2)',
      )
      .bind(memberId, MAX_SESSIONS_PER_MEMBER),
  ]);
  return token;
}

/**
 * Member of a live session, or null when the token is unknown or the session expired (an
 * expired session is deleted). Touches last_seen_at at most once a minute to spare writes.
 */
export async function sessionMember(db: D1Database, token: string, now = Date.now()): Promise<(MemberRow & { session_password_change_due?: number }) | null> {
  const hash = await sha256Hex(token);
  const row = await db
    // The session's times are aliased: members has a created_at of its own that m.* would put
    // over the session's, ending every session of an account older than SESSION_MAX_MS.
    .prepare(
      'SELECT m.*, s.created_at AS session_created_at, s.last_seen_at AS session_last_seen_at, s.password_change_due AS session_password_change_due FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.token_hash = ?',
    )
    .bind(hash)
    .first<MemberRow & { session_created_at: number; session_last_seen_at: number }>();
  if (!row) return null;
  if (now - row.session_last_seen_at > SESSION_IDLE_MS || now - row.session_created_at > SESSION_MAX_MS) {
    await db.prepare('DELETE FROM sessions WHERE token_hash = ?').bind(hash).run();
    return null;
  }
  if (now - row.session_last_seen_at > 60_000) await db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').bind(now, hash).run();
  return row;
}

/** Ends the session of `token`; unknown tokens are ignored. */
export async function endSession(db: D1Database, token: string): Promise<void> {
  await db
    .prepare('DELETE FROM sessions WHERE token_hash = ?')
    .bind(await sha256Hex(token))
    .run();
}
