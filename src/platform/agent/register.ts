/**
 * Register center (SPEC §2.8 register center, §2.4 refer and earn for agents): the agent's
 * affiliate code (created on first use) for links that prefill it at registration, and accounts
 * created directly under the agent, of member or agent type, an agent optionally with a contract
 * offer.
 */
import { siteConfig } from '../../contracts/site-config.ts';
import { newPasswordError } from '../../contracts/validation/password-rules.ts';
import { hashPassword } from '../crypto/password.ts';
import { ensureAccount } from '../lib/ledger.ts';
import { offerRefusal, offerStatements, type ContractType, type DividendPeriod, type Tier } from './contracts.ts';

/** Agent type given to a downline created as an agent (SPEC §4 agent types 1, 2, 41, 42). */
export const DOWNLINE_AGENT_TYPE = 1;

/** The agent's affiliate code without a domain, created (`A` + 7 hex characters) when it has none. */
export async function affiliateCode(db: D1Database, agentId: number): Promise<string> {
  const find = () =>
    db
      .prepare('SELECT code FROM affiliates WHERE agent_id = ? AND enabled = 1 AND domain IS NULL ORDER BY code LIMIT 1')
      .bind(agentId)
      .first<{ code: string }>();
  const found = await find();
  if (found) return found.code;
  for (let i = 0; i < 5; i++) {
    const code = `A${[...crypto.getRandomValues(new Uint8Array(4))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
      .slice(0, 7)
      .toUpperCase()}`;
    const res = await db.prepare('INSERT OR IGNORE INTO affiliates (code, agent_id, domain, enabled) VALUES (?, ?, NULL, 1)').bind(code, agentId).run();
    if (res.meta.changes === 1) return code;
  }
  throw new Error('affiliate code could not be created');
}

/** A contract offered with the new account (SPEC §2.8 register center; §7.2 contract calls). */
export interface DownlineOffer {
  type: ContractType;
  tiers: Tier[];
  period?: DividendPeriod;
}

/**
 * Creates `account` with `password` directly under the agent, of member or agent type, and, for
 * an agent, optionally with a pending contract `offer` it accepts or rejects in its contracts page
 * (the same rules as an offer made later: the agent's own contract of the type caps every tier).
 * The offer is checked before anything is written, so a refused offer creates no account.
 * Refusals: the password rule's key (error_validation with field details, 400),
 * error_contract_target (400: an offer to a member-type account), error_contract_no_own (403),
 * error_contract_tiers / error_contract_above_upline (400), error_username_taken (409).
 */
export async function createDownline(
  db: D1Database,
  agentId: number,
  input: { account: string; password: string; kind: 'member' | 'agent'; offer?: DownlineOffer },
  now: number,
): Promise<{ id: number; account: string; type: number; contractId?: number } | { code: string; status: number; field?: string }> {
  const bad = newPasswordError(input.password);
  if (bad) return { code: 'error_validation', status: 400, field: bad };
  if (input.offer) {
    if (input.kind !== 'agent') return { code: 'error_contract_target', status: 400 };
    const refusal = await offerRefusal(db, agentId, input.offer.type, input.offer);
    if (refusal) return refusal;
  }
  const type = input.kind === 'agent' ? DOWNLINE_AGENT_TYPE : 0;
  const row = await db
    .prepare(
      'INSERT INTO members (account, nickname, password_hash, type, upline_id, first_login, password_changed_at, created_at, register_method) VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING id, account, type',
    )
    .bind(input.account, input.account, await hashPassword(input.password), type, agentId, now, now, 'AGENT')
    .first<{ id: number; account: string; type: number }>();
  if (!row) return { code: 'error_username_taken', status: 409 };
  try {
    await ensureAccount(db, row.id, siteConfig.currency);
    if (!input.offer) return row;
    const [contract] = (await db.batch(offerStatements(db, agentId, row.id, input.offer.type, input.offer, now)))[0]!.results as { id: number }[];
    return { ...row, contractId: contract!.id };
  } catch (err) {
    // Nothing references the new member yet: take it back so a failed step leaves no half account.
    await db.batch([
      db.prepare('DELETE FROM ledger_accounts WHERE member_id = ? AND balance = 0').bind(row.id),
      db.prepare('DELETE FROM members WHERE id = ?').bind(row.id),
    ]);
    throw err;
  }
}
