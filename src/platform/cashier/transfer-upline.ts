/**
 * Transfers within an agent tree (SPEC §2.7 transferUpline; §6 "agents can transfer to upline or
 * downline"): an agent sends to its upline or to a direct downline; a member sends to its upline
 * when {@link MEMBER_TO_UPLINE_ALLOWED}; never across trees, never to a member in a time-out or
 * self-exclusion (DOMAIN.md §5). Behind the payment password; one ledger transaction keyed by the
 * caller and a client request id (kind transfer_upline), so a retry moves nothing twice.
 */
import { isAgentType } from '../../contracts/schemas/member.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { ensureAccount, postTransaction } from '../ledger.ts';
import { verifyPaymentPassword } from '../payment-password.ts';
import { activeExclusion } from '../responsible-gaming.ts';

/** Whether a member (not an agent) may send money to its upline (the platform's choice). */
export const MEMBER_TO_UPLINE_ALLOWED = true;

/** The caller's upline and, for an agent, its direct downlines. */
export async function transferTargets(db: D1Database, memberId: number, type: number) {
  const me = await db.prepare('SELECT upline_id FROM members WHERE id = ?').bind(memberId).first<{ upline_id: number | null }>();
  const upline = me?.upline_id ? await db.prepare('SELECT account FROM members WHERE id = ?').bind(me.upline_id).first<{ account: string }>() : null;
  const downlines = isAgentType(type) ? (await db.prepare("SELECT account FROM members WHERE upline_id = ? AND type <> 4 ORDER BY account LIMIT 200").bind(memberId).all<{ account: string }>()).results : [];
  return { upline: upline ? { account: upline.account } : null, downlines, uplineAllowed: isAgentType(type) || MEMBER_TO_UPLINE_ALLOWED };
}

/** A refusal: error code and HTTP status. */
export interface TransferRefusal { code: string; status: number }

/**
 * Sends `amount` (minor units) from `member` to the account `to`. Refusals: payment password,
 * error_transfer_not_allowed (not the upline nor a direct downline, or not allowed for a member),
 * error_transfer_target_excluded, wallet_insufficient_funds.
 */
export async function transferInTree(db: D1Database, member: { id: number; type: number }, input: { to: string; amount: number; paymentPassword: string; requestId: string }, now: number): Promise<{ to: string; amount: number; replayed: boolean } | TransferRefusal> {
  const key = `transfer-upline:${member.id}:${input.requestId}`;
  const target = await db.prepare('SELECT id, account, type, upline_id FROM members WHERE account = ? COLLATE NOCASE').bind(input.to).first<{ id: number; account: string; type: number; upline_id: number | null }>();
  const me = await db.prepare('SELECT upline_id FROM members WHERE id = ?').bind(member.id).first<{ upline_id: number | null }>();
  const isUpline = target !== null && me?.upline_id === target.id;
  const isDownline = target !== null && target.upline_id === member.id && isAgentType(member.type) && target.type !== 4;
  if (!target || target.id === member.id || !((isUpline && (isAgentType(member.type) || MEMBER_TO_UPLINE_ALLOWED)) || isDownline)) return { code: 'error_transfer_not_allowed', status: 403 };
  const password = await verifyPaymentPassword(db, member.id, input.paymentPassword, now);
  if (password !== 'ok') return { code: password, status: password === 'error_payment_password_not_set' ? 400 : 403 };
  if (await activeExclusion(db, target.id, now)) return { code: 'error_transfer_target_excluded', status: 403 };
  const from = await ensureAccount(db, member.id, siteConfig.currency);
  const to = await ensureAccount(db, target.id, siteConfig.currency);
  const res = await postTransaction(db, { idempotencyKey: key, kind: 'transfer_upline', now, entries: [{ accountId: from, amount: -input.amount }, { accountId: to, amount: input.amount }] });
  if (!res.ok) return res.reason === 'insufficient_funds' ? { code: 'wallet_insufficient_funds', status: 402 } : { code: 'error_validation', status: 400 };
  return { to: target.account, amount: input.amount, replayed: res.replayed };
}
