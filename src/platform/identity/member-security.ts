/**
 * A member's registered IPs and second factors (SPEC §2.5): the IPs a member has
 * signed in or registered from, and the contacts and secrets the two-step verification and the
 * password recovery use (member_ips and member_security of migration 0006; e-mail and mobile
 * number on members, migration 0003).
 */

/** The IP as stored: the edge forwards X-Client-IP; a request without one counts as 'unknown'. */
export function ipKey(ip: string | null): string {
  return ip?.trim() || 'unknown';
}

/** True when `ip` is registered for the member. */
export async function isIpRegistered(db: D1Database, memberId: number, ip: string | null): Promise<boolean> {
  return !!(await db.prepare('SELECT 1 AS x FROM member_ips WHERE member_id = ? AND ip = ?').bind(memberId, ipKey(ip)).first());
}

/** Registers `ip` for the member (idempotent). */
export async function registerIp(db: D1Database, memberId: number, ip: string | null, now: number): Promise<void> {
  await db.prepare('INSERT OR IGNORE INTO member_ips (member_id, ip, registered_at) VALUES (?, ?, ?)').bind(memberId, ipKey(ip), now).run();
}

/** Second factors and recovery contacts of a member; every field null when not set. */
export interface MemberSecurity {
  email: string | null;
  mobileNum: string | null;
  totpSecret: string | null;
  totpLastStep: number | null;
  bankAccountName: string | null;
}

/**
 * The member's second factors: e-mail and mobile number (E.164) from members, the TOTP secret
 * and bank account name from member_security; all nulls for an unknown member.
 */
export async function memberSecurity(db: D1Database, memberId: number): Promise<MemberSecurity> {
  const row = await db
    .prepare(
      'SELECT m.email, m.mobile_num AS mobileNum, s.totp_secret AS totpSecret, s.totp_last_step AS totpLastStep, s.bank_account_name AS bankAccountName ' +
        'FROM members m LEFT JOIN member_security s ON s.member_id = m.id WHERE m.id = ?',
    )
    .bind(memberId)
    .first<MemberSecurity>();
  return row ?? { email: null, mobileNum: null, totpSecret: null, totpLastStep: null, bankAccountName: null };
}

/** Masks a phone number for display: `+84901110001` → `+84•••••0001`. */
export function maskPhone(phone: string): string {
  return phone.length <= 7 ? '•'.repeat(phone.length) : `${phone.slice(0, 3)}${'•'.repeat(phone.length - 7)}${phone.slice(-4)}`;
}

/** Masks an e-mail address for display: `secure01@lotus.example` → `s•••1@lotus.example`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  return `${local[0]}•••${local.length > 2 ? local.slice(-1) : ''}${email.slice(at)}`;
}

/**
 * A bank account name as compared: diacritics dropped (Nguyễn = NGUYEN; đ = d), case and
 * repeated spaces ignored.
 */
export function normalizeAccountName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').replace(/\s+/g, ' ').trim().toUpperCase();
}
