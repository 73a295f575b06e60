/**
 * Demo data of the agent center (SPEC §2.8, §4 contracts; DOMAIN.md §2), appended to the
 * seed by scripts/seed.ts: agent01's own contracts from the house (daily, hourly, dividend monthly,
 * real-time; upline NULL), a sub-agent agent02 (Agent1234, member id 1400, wallet 1400) under
 * agent01 holding an active daily-salary contract from it. Rates in basis points, thresholds in
 * minor units. Idempotent (INSERT OR IGNORE with fixed ids).
 */

/** The sub-agent's account, password and ids. */
export const AGENT_DEMO = { account: 'agent02', password: 'Agent1234', memberId: 1400, walletId: 1400 } as const;

const tier = (t: Partial<Record<'validBet' | 'activeMembers' | 'loss' | 'rate' | 'singleBet' | 'profitRate' | 'lossRate', number>>) => ({
  validBet: 0,
  activeMembers: 0,
  loss: 0,
  rate: 0,
  singleBet: 0,
  profitRate: 0,
  lossRate: 0,
  ...t,
});

/** agent01's house contracts and agent02's contract: [id, type, upline account or null, downline account, tiers, period]. */
export const AGENT_DEMO_CONTRACTS: [number, string, string | null, string, ReturnType<typeof tier>[], string | null][] = [
  [1400, 'daily', null, 'agent01', [tier({ validBet: 1_000, rate: 150 }), tier({ validBet: 10_000_000, activeMembers: 3, rate: 200 })], null],
  [1401, 'hourly', null, 'agent01', [tier({ validBet: 1_000, rate: 100 })], null],
  [
    1402,
    'dividend',
    null,
    'agent01',
    [tier({ validBet: 100_000, loss: 50_000, rate: 2800 }), tier({ validBet: 1_000_000, loss: 500_000, rate: 3500 })],
    'monthly',
  ],
  [1403, 'realtime', null, 'agent01', [tier({ singleBet: 1_000, profitRate: 50, lossRate: 150 })], null],
  [1404, 'daily', 'agent01', 'agent02', [tier({ validBet: 1_000, rate: 80 })], null],
];

/** SQL statements of the agent demo data. */
export async function agentDemoSql(o: {
  q: (v: string | number | null) => string;
  hashPassword: (p: string) => Promise<string>;
  now: number;
  currency: string;
}): Promise<string[]> {
  const { q, now } = o;
  const sql = [
    `INSERT OR IGNORE INTO members (id, account, nickname, password_hash, type, upline_id, first_login, password_changed_at, created_at) SELECT ${AGENT_DEMO.memberId}, ${q(AGENT_DEMO.account)}, 'Demo Sub-agent', ${q(await o.hashPassword(AGENT_DEMO.password))}, 1, id, 0, ${now}, ${now} FROM members WHERE account = 'agent01';`,
    `INSERT OR IGNORE INTO ledger_accounts (id, member_id, kind, currency, balance, allow_negative) VALUES (${AGENT_DEMO.walletId}, ${AGENT_DEMO.memberId}, 'main', ${q(o.currency)}, 0, 0);`,
  ];
  for (const [id, type, up, down, tiers, period] of AGENT_DEMO_CONTRACTS) {
    const upline = up ? `(SELECT id FROM members WHERE account = ${q(up)})` : 'NULL';
    sql.push(
      `INSERT OR IGNORE INTO agent_contracts (id, type, upline_id, downline_id, tiers_json, period, status, created_at, accepted_at) SELECT ${id}, ${q(type)}, ${upline}, id, ${q(JSON.stringify(tiers))}, ${q(period)}, 'active', ${now}, ${now} FROM members WHERE account = ${q(down)};`,
    );
  }
  return sql;
}
