/**
 * Demo data of the identity and security flows (SPEC §2.5, §6), written as SQL by
 * scripts/seed.ts after the demo accounts. Idempotent (INSERT OR IGNORE). Passwords and the TOTP
 * secret are public demo values, listed in the README.
 *
 * - The demo accounts of demo-content.ts get the local addresses registered ({@link LOCAL_IPS}), so
 *   signing in to them locally never asks for the two-step verification.
 * - secure01 has every second factor and no registered IP: each sign-in from a new IP asks for
 *   SMS, e-mail, authenticator (TOTP) or bank account name.
 * - default01/02 carry the default password 123456, expired01 a password older than the
 *   expiry, recover01/02 an e-mail and a mobile number for the forgot-password flows (one account
 *   per e2e locale, because each run changes their password).
 * - house01 is a non-member account type (9): it cannot sign in (member_no_enter).
 */
import { PASSWORD_MAX_AGE_MS } from '../identity/password-policy.ts';

/** A seeded identity account; `ips` are registered IPs, `passwordAgeMs` backdates the password. */
export interface SecurityAccount {
  id: number;
  account: string;
  password: string;
  nickname: string;
  type: number;
  ips: readonly string[];
  passwordAgeMs?: number;
  security?: { email?: string; mobileNum?: string; totpSecret?: string; bankAccountName?: string };
}

/**
 * The second local visitor of the e2e suite: `npm test` runs its `own` lane at this address
 * (scripts/test.mjs), and the local front takes a connection to it as coming from it
 * (scripts/lib/local-front.mjs), so that lane has per-IP limits of its own.
 */
export const LANE_VISITOR_IP = '127.0.0.2';

/** Loopback IPs registered for every local demo account: 127.0.0.1, ::1 and {@link LANE_VISITOR_IP}. */
export const LOCAL_IPS = ['127.0.0.1', '::1', LANE_VISITOR_IP] as const;

/** Base32 TOTP secret of secure01 (add it to an authenticator app for the demo). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

/** Accounts added by this module (ids 1100+, clear of demo-content's 1000+). */
export const securityAccounts: readonly SecurityAccount[] = [
  {
    id: 1100,
    account: 'secure01',
    password: 'Secure1234',
    nickname: 'Secure Player',
    type: 0,
    ips: [],
    security: { email: 'secure01@lotus.example', mobileNum: '+84901110001', totpSecret: DEMO_TOTP_SECRET, bankAccountName: 'NGUYEN VAN AN' },
  },
  { id: 1101, account: 'default01', password: '123456', nickname: 'Default One', type: 0, ips: LOCAL_IPS },
  { id: 1102, account: 'default02', password: '123456', nickname: 'Default Two', type: 0, ips: LOCAL_IPS },
  {
    id: 1103,
    account: 'expired01',
    password: 'Expired1234',
    nickname: 'Expired One',
    type: 0,
    ips: LOCAL_IPS,
    passwordAgeMs: PASSWORD_MAX_AGE_MS + 24 * 60 * 60_000,
  },
  {
    id: 1104,
    account: 'recover01',
    password: 'Recover1234',
    nickname: 'Recover One',
    type: 0,
    ips: LOCAL_IPS,
    security: { email: 'recover01@lotus.example', mobileNum: '+84901110011' },
  },
  {
    id: 1105,
    account: 'recover02',
    password: 'Recover1234',
    nickname: 'Recover Two',
    type: 0,
    ips: LOCAL_IPS,
    security: { email: 'recover02@lotus.example', mobileNum: '+84901110012' },
  },
  { id: 1106, account: 'house01', password: 'House1234', nickname: 'House', type: 9, ips: LOCAL_IPS },
];

/** Quotes a value for SQL. */
export type SqlQuote = (v: string | number | null) => string;

/**
 * SQL statements of this seed. `demoAccountNames` get the loopback IPs; `hashPassword` is the
 * platform's Argon2id; `now` in ms since epoch.
 */
export async function identitySecuritySeedSql(opts: {
  q: SqlQuote;
  hashPassword: (p: string) => Promise<string>;
  now: number;
  demoAccountNames: readonly string[];
}): Promise<string[]> {
  const { q, now } = opts;
  const sql: string[] = [];
  for (const a of securityAccounts) {
    const changedAt = now - (a.passwordAgeMs ?? 0);
    const s = a.security ?? {};
    sql.push(
      `INSERT OR IGNORE INTO members (id, account, nickname, password_hash, type, upline_id, member_label, club_label_json, first_login, password_changed_at, created_at, email, mobile_num) VALUES (${a.id}, ${q(a.account)}, ${q(a.nickname)}, ${q(await opts.hashPassword(a.password))}, ${a.type}, NULL, NULL, NULL, 0, ${changedAt}, ${now}, ${q(s.email ?? null)}, ${q(s.mobileNum ?? null)});`,
    );
    for (const ip of a.ips) sql.push(`INSERT OR IGNORE INTO member_ips (member_id, ip, registered_at) VALUES (${a.id}, ${q(ip)}, ${now});`);
    if (s.totpSecret || s.bankAccountName) {
      sql.push(
        `INSERT OR IGNORE INTO member_security (member_id, totp_secret, bank_account_name) VALUES (${a.id}, ${q(s.totpSecret ?? null)}, ${q(s.bankAccountName ?? null)});`,
      );
    }
  }
  const names = opts.demoAccountNames.map(q).join(', ');
  for (const ip of LOCAL_IPS)
    sql.push(`INSERT OR IGNORE INTO member_ips (member_id, ip, registered_at) SELECT id, ${q(ip)}, ${now} FROM members WHERE account IN (${names});`);
  return sql;
}
