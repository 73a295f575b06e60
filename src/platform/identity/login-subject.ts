/**
 * The account behind a sign-in name (SPEC §5.1 "Username or phone is accepted for login"): the
 * one subject that login limits, the captcha-after-failure count and recovery limits are keyed
 * on, so `0950029684`, `950029684`, `+84950029684`, `0950 029 684` and `demo01` / `DEMO01` of one
 * account share one counter instead of each spelling getting its own.
 */
import { toE164 } from '../../contracts/schemas/verification.ts';
import type { MemberRow } from './sessions.ts';

/** The site's home country dialing code, used when a phone number comes without one. */
export const HOME_DIALING_CODE = '84';

/**
 * The E.164 key of a sign-in name that is a phone number (`0901234567`, `+84901234567`), or null
 * for an ordinary account name. Lets members sign in with their number as the username.
 */
export function loginPhoneKey(username: string, countryDialingCode = HOME_DIALING_CODE): string | null {
  const compact = username.replace(/[\s-]/g, '');
  if (/^\+[1-9][0-9]{6,14}$/.test(compact)) return compact;
  if (/^[0-9]{6,15}$/.test(compact)) return toE164(countryDialingCode, compact);
  return null;
}

/** A resolved sign-in name: the member (null when none matches) and the counter key. */
export interface LoginSubject {
  member: (MemberRow & { password_hash: string }) | null;
  /** `member:<id>` for an existing account, otherwise `name:<canonical spelling>`. */
  key: string;
}

/**
 * Resolves `username` (an account name, or a phone number in any spelling, national or E.164)
 * to its member: the account name first (accounts compare without case), then the E.164 mobile number. Never throws for
 * odd input; an unknown name keys on its canonical spelling (E.164 for numbers, else trimmed and
 * lower-cased), so guesses at a non-existent account are still counted together.
 */
export async function resolveLoginSubject(db: D1Database, username: string): Promise<LoginSubject> {
  const name = username.trim();
  const phone = loginPhoneKey(name);
  const member = await db
    .prepare('SELECT * FROM members WHERE account = ?1 OR (?2 IS NOT NULL AND mobile_num = ?2) ORDER BY account = ?1 DESC LIMIT 1')
    .bind(name, phone)
    .first<MemberRow & { password_hash: string }>();
  return { member: member ?? null, key: member ? `member:${member.id}` : `name:${phone ?? name.toLowerCase()}` };
}
