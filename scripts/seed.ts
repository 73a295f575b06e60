/**
 * Writes the demo seed of the sandbox platform as SQL to .wrangler/seed.sql:
 * demo accounts with Argon2id password hashes, their wallets with opening balances posted as
 * balanced ledger transactions from the house account, banners and promotions. Idempotent:
 * INSERT OR IGNORE everywhere, so running it twice changes nothing.
 * Usage: node scripts/seed.ts [out-file]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { configurePasswordHashing, hashPassword } from '../src/platform/crypto/password.ts';
import { demoAccounts, demoBanners, demoPromotions } from '../src/platform/seed/demo-content.ts';
import { siteConfig } from '../src/contracts/site-config.ts';
import { identitySecuritySeedSql } from '../src/platform/seed/identity-security.ts';
import { identitySignupSeedSql } from '../src/platform/seed/identity-signup.ts';
import { gamesSeedSql } from '../src/platform/seed/games.ts';
import { siteContentSql } from '../src/platform/seed/site-content.ts';
import { rewardsDemoSql } from '../src/platform/seed/rewards-demo.ts';
import { agentDemoSql } from '../src/platform/seed/agent-demo.ts';
import { avatarSeedSql } from '../src/platform/seed/avatars.ts';

const out = process.argv[2] ?? '.wrangler/seed.sql';
const wasm = (f: string) => new WebAssembly.Module(readFileSync(`node_modules/argon2-wasm-edge/wasm/${f}`));
await configurePasswordHashing({ argon2WASM: wasm('argon2.wasm'), blake2bWASM: wasm('blake2b.wasm') });

const q = (v: string | number | null): string => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
const now = Date.now();
const sql: string[] = [];
const HOUSE_ID = 1;
sql.push(
  `INSERT OR IGNORE INTO ledger_accounts (id, member_id, kind, currency, balance, allow_negative) VALUES (${HOUSE_ID}, NULL, 'house', ${q(siteConfig.currency)}, 0, 1);`,
);

for (const [i, a] of demoAccounts.entries()) {
  const id = 1000 + i;
  const upline = a.upline ? 1000 + demoAccounts.findIndex((x) => x.account === a.upline) : null;
  sql.push(
    `INSERT OR IGNORE INTO members (id, account, nickname, password_hash, type, upline_id, member_label, club_label_json, first_login, password_changed_at, created_at) VALUES (${id}, ${q(a.account)}, ${q(a.nickname)}, ${q(await hashPassword(a.password))}, ${a.type}, ${q(upline)}, NULL, ${q(a.club ? JSON.stringify(a.club) : null)}, 0, ${now}, ${now});`,
  );
  const accountId = 100 + i;
  sql.push(
    `INSERT OR IGNORE INTO ledger_accounts (id, member_id, kind, currency, balance, allow_negative) VALUES (${accountId}, ${id}, 'main', ${q(siteConfig.currency)}, 0, 0);`,
  );
  // Opening balance: one balanced transaction, applied only when its idempotency key is new.
  const key = `seed-opening-${a.account}`;
  sql.push(`INSERT OR IGNORE INTO ledger_transactions (idempotency_key, kind, request_hash, created_at) VALUES (${q(key)}, 'deposit', 'seed', ${now});`);
  sql.push(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount) SELECT id, ${accountId}, ${a.openingBalance} FROM ledger_transactions WHERE idempotency_key = ${q(key)} AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.transaction_id = ledger_transactions.id);`,
  );
  sql.push(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount) SELECT id, ${HOUSE_ID}, ${-a.openingBalance} FROM ledger_transactions WHERE idempotency_key = ${q(key)} AND (SELECT COUNT(*) FROM ledger_entries e WHERE e.transaction_id = ledger_transactions.id) = 1;`,
  );
}
sql.push(...avatarSeedSql(q)); // the demo accounts' avatars (SPEC §2.3)
// Balances follow from the entries, so a re-run cannot double them.
sql.push('UPDATE ledger_accounts SET balance = (SELECT COALESCE(SUM(amount), 0) FROM ledger_entries WHERE account_id = ledger_accounts.id);');
// Identity and security demo accounts, registered IPs and second factors (SPEC §2.5).
sql.push(...(await identitySecuritySeedSql({ q, hashPassword, now, demoAccountNames: demoAccounts.map((a) => a.account) })));
for (const b of demoBanners) {
  sql.push(
    `INSERT OR IGNORE INTO banners (banner_id, group_name, url, title, linkage_type, link, sequence) VALUES (${b.bannerId}, ${q(b.groupName)}, ${q(b.url)}, ${q(b.title)}, ${q(b.linkageType)}, ${q(b.link)}, ${b.sequence});`,
  );
}
for (const p of demoPromotions) {
  sql.push(
    `INSERT OR IGNORE INTO promotions (id, title, category, type, tags_json, images_json, sequence) VALUES (${p.id}, ${q(p.title)}, ${q(p.category)}, ${q(p.type)}, ${q(JSON.stringify(p.tags))}, ${q(JSON.stringify(p.announcementImages))}, ${p.sequence});`,
  );
}
// Sign-up and sign-in demo data (SPEC §4 affiliate): affiliate codes, demo01's mobile number.
sql.push(...identitySignupSeedSql());
sql.push(...gamesSeedSql(q)); // the game catalog (SPEC §3, §7.2)
// Site content (SPEC §3): translated texts, announcements, help, domains, resources, services.
sql.push(...(await siteContentSql()));
sql.push(...(await rewardsDemoSql(now, hashPassword))); // rewards demo (SPEC §2.7): rounds, points, messages, feedback
sql.push(...(await agentDemoSql({ q, hashPassword, now, currency: siteConfig.currency }))); // agent center demo (SPEC §2.8)
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${sql.join('\n')}\n`);
console.log(`seed: wrote ${sql.length} statements to ${out}`);
