/**
 * Demo data of the sign-up and sign-in flows (SPEC §4 affiliate, §2.5 mobile login): agent01's affiliate (invitation) codes,
 * one of them bound to a demo agent domain, and demo01's mobile number for SMS login. Returned as
 * idempotent SQL statements (UPDATE of a fixed value, INSERT OR IGNORE) for scripts/seed.ts.
 */

/** Affiliate codes: `AG0001` typed by hand, `AGSITE` bound to an agent's own domain. */
export const demoAffiliates = [
  { code: 'AG0001', agentAccount: 'agent01', domain: null },
  { code: 'AGSITE', agentAccount: 'agent01', domain: 'agent01.lotus.test' },
] as const;

/** demo01 signs in by SMS with 0901234567 (+84). */
export const demoMobileNumbers = [{ account: 'demo01', mobileNum: '+84901234567' }] as const;

const q = (v: string | null) => (v === null ? 'NULL' : `'${v.replaceAll("'", "''")}'`);

/** The SQL statements of this seed. */
export function identitySignupSeedSql(): string[] {
  const sql: string[] = [];
  for (const m of demoMobileNumbers) sql.push(`UPDATE members SET mobile_num = ${q(m.mobileNum)} WHERE account = ${q(m.account)} AND mobile_num IS NULL;`);
  for (const a of demoAffiliates) {
    sql.push(
      `INSERT OR IGNORE INTO affiliates (code, agent_id, domain, enabled) SELECT ${q(a.code)}, id, ${q(a.domain)}, 1 FROM members WHERE account = ${q(a.agentAccount)};`,
    );
  }
  return sql;
}
