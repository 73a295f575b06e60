/**
 * Rewards demo data (SPEC §2.7; DOMAIN.md §3): demo01 is VIP Gold and gets settled rounds in two categories (a
 * rebate to claim and points earned from them), a points grant, messages (two unread) and a
 * feedback with a reply. Promotion 106's daily raffle, like every rate and amount the rewards pay,
 * is configured in src/platform/rewards/economics.ts, not seeded. So each rewards page shows
 * something on a clean clone. Idempotent SQL (INSERT OR IGNORE / keyed rows).
 */
import { platformMessageEnglish, type PlatformMessageKey, type PlatformMessageParams } from '../rewards/messages.ts';

/** The rewards e2e accounts (one per locale the flow runs in, so its runs do not share a rebate period): member and ledger ids 1500+. */
export const rewardsE2eAccounts = [
  { id: 1500, account: 'rewardsvi', password: 'Rewards1234', paymentPassword: '246810' },
  { id: 1501, account: 'rewardsen', password: 'Rewards1234', paymentPassword: '246810' },
] as const;

/**
 * SQL statements of the rewards demo, with `now` (ms) as the reference time and the platform's
 * password hashing (`hash`, Argon2id) for the e2e accounts' passwords.
 */
export async function rewardsDemoSql(now: number, hash: (password: string) => Promise<string>): Promise<string[]> {
  const accounts: string[] = [];
  for (const a of rewardsE2eAccounts) {
    const key = `seed-opening-${a.account}`;
    accounts.push(
      `INSERT OR IGNORE INTO members (id, account, nickname, password_hash, type, first_login, password_changed_at, created_at) VALUES (${a.id}, '${a.account}', 'Rewards Tester', '${await hash(a.password)}', 0, 0, ${now}, ${now});`,
      `INSERT OR IGNORE INTO payment_passwords (member_id, password_hash, failed_attempts, locked_until, set_at) VALUES (${a.id}, '${await hash(a.paymentPassword)}', 0, 0, ${now});`,
      `INSERT OR IGNORE INTO ledger_accounts (id, member_id, kind, currency, balance, allow_negative) VALUES (${a.id}, ${a.id}, 'main', 'VND', 0, 0);`,
      `INSERT OR IGNORE INTO ledger_transactions (idempotency_key, kind, request_hash, created_at) VALUES ('${key}', 'deposit', 'seed', ${now});`,
      `INSERT INTO ledger_entries (transaction_id, account_id, amount) SELECT id, ${a.id}, 500000 FROM ledger_transactions WHERE idempotency_key = '${key}' AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = ledger_transactions.id);`,
      `INSERT INTO ledger_entries (transaction_id, account_id, amount) SELECT id, 1, -500000 FROM ledger_transactions WHERE idempotency_key = '${key}' AND (SELECT COUNT(*) FROM ledger_entries e WHERE e.transaction_id = ledger_transactions.id) = 1;`,
      `UPDATE ledger_accounts SET balance = (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE account_id = ledger_accounts.id) WHERE id IN (1, ${a.id});`,
      `INSERT OR IGNORE INTO point_entries (member_id, source, source_id, points, created_at) VALUES (${a.id}, 'grant', 'seed-${a.account}', 1000, ${now});`,
    );
  }
  const demo = "(SELECT id FROM members WHERE account = 'demo01')";
  const day = 86_400_000;
  const rounds: [string, string, number, number][] = [
    ['SSB', 'seed-rw-1', 500_000, 3 * day],
    ['SSB', 'seed-rw-2', 300_000, 2 * day],
    ['JDR', 'seed-rw-3', 200_000, 1 * day],
    ['JDR', 'seed-rw-4', 150_000, day / 2],
  ];
  // Platform messages are message keys with parameters, read in each member's locale (migration 0061 keyed the earlier Vietnamese copies).
  const messages: [PlatformMessageKey, PlatformMessageParams, number, boolean][] = [
    ['rewards_message_points_welcome', {}, 2 * day, true],
    ['rewards_message_rebate_ready', {}, day, false],
    ['rewards_message_maintenance', { from: '02:00', to: '03:00' }, day / 4, false],
  ];
  const sql = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return [
    ...accounts,
    ...rounds.map(
      ([vendor, round, stake, ago]) =>
        `INSERT OR IGNORE INTO game_rounds (vendor, round_id, member_id, game_code, stake, payout, status, created_at, settled_at) SELECT '${vendor}', '${round}', ${demo}, 'seed', ${stake}, ${Math.floor(stake * 0.9)}, 'settled', ${now - ago}, ${now - ago} WHERE ${demo} IS NOT NULL;`,
    ),
    // demo01 is Gold (level 3, its club label) since now: the keep review comes in 30 days.
    `INSERT OR IGNORE INTO member_vip (member_id, level, since, start_level) SELECT ${demo}, 3, ${now}, 3 WHERE ${demo} IS NOT NULL;`,
    `INSERT OR IGNORE INTO point_entries (member_id, source, source_id, points, created_at) SELECT ${demo}, 'grant', 'seed-welcome', 500, ${now - 3 * day} WHERE ${demo} IS NOT NULL;`,
    ...messages.map(([key, params, ago, read]) => {
      const { title, body } = platformMessageEnglish(key, params);
      return `INSERT INTO member_messages (member_id, title, body, message_key, params_json, created_at, read_at) SELECT ${demo}, ${sql(title)}, ${sql(body)}, '${key}', ${sql(JSON.stringify(params))}, ${now - ago}, ${read ? now - ago + 60_000 : 'NULL'} WHERE ${demo} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM member_messages WHERE member_id = ${demo} AND message_key = '${key}');`;
    }),
    `INSERT INTO feedback (member_id, type, content, reply, created_at, replied_at) SELECT ${demo}, 'deposit', 'Khoản nạp qua ngân hàng của tôi chưa được cộng.', 'Khoản nạp đã được cộng lúc 10:05. Cảm ơn bạn đã báo.', ${now - 2 * day}, ${now - 2 * day + 3_600_000} WHERE ${demo} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM feedback WHERE member_id = ${demo});`,
  ];
}
