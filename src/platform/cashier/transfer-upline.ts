/**
 * Transfers within an agent tree (SPEC §2.7 transferUpline; §6 "agents can transfer to upline or
 * downline"): an agent sends to its upline or to a direct downline; a member sends to its upline
 * when {@link MEMBER_TO_UPLINE_ALLOWED}; never across trees, never to a member in a time-out or
 * self-exclusion (DOMAIN.md §5). Behind the payment password; one ledger transaction keyed by the
 * caller and a client request id (kind transfer_upline), so a retry moves nothing twice.
 *
 * Money that still owes turnover cannot be moved to another member (DOMAIN.md §3): like a
 * withdrawal, a transfer is refused while any of the sender's turnover requirement remains, and
 * the answer says how much. The receiver gets money that owes nothing. The check and the movement
 * act as one (src/platform/cashier/turnover.ts turnoverUnchangedStatement): a deposit or bonus credited
 * while a transfer is on its way aborts it, so a burst of transfers never moves more than the
 * money that owed no turnover.
 */
import { isAgentType } from '../../contracts/user-types.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { ensureAccount, postTransaction } from '../lib/ledger.ts';
import { verifyPaymentPassword } from './payment-password.ts';
import { activeExclusion } from '../member/responsible-gaming.ts';
import { turnoverStatus, turnoverUnchangedStatement } from './turnover.ts';

/** Whether a member (not an agent) may send money to its upline (the platform's choice). */
export const MEMBER_TO_UPLINE_ALLOWED = true;

/** The caller's upline and, for an agent, its direct downlines. */
export async function transferTargets(db: D1Database, memberId: number, type: number) {
  const me = await db.prepare('SELECT upline_id FROM members WHERE id = ?').bind(memberId).first<{ upline_id: number | null }>();
  const upline = me?.upline_id ? await db.prepare('SELECT account FROM members WHERE id = ?').bind(me.upline_id).first<{ account: string }>() : null;
  const downlines = isAgentType(type)
    ? (await db.prepare('SELECT account FROM members WHERE upline_id = ? AND type <> 4 ORDER BY account LIMIT 200').bind(memberId).all<{ account: string }>())
        .results
    : [];
  return { upline: upline ? { account: upline.account } : null, downlines, uplineAllowed: isAgentType(type) || MEMBER_TO_UPLINE_ALLOWED };
}

/** A refusal: error code, HTTP status and details (`remaining`: turnover still to wager, minor units). */
export interface TransferRefusal {
  code: string;
  status: number;
  details?: { remaining: number };
}

/**
 * Sends `amount` (minor units) from `member` to the account `to`. Refusals: payment password,
 * error_transfer_not_allowed (not the upline nor a direct downline, or not allowed for a member),
 * error_transfer_target_excluded, error_transfer_turnover_remaining (400, with `remaining`: the
 * sender's turnover still to wager, also when a requirement was added while the transfer was on
 * its way), wallet_insufficient_funds. Nothing moves on a refusal; a retried request id answers
 * the first transfer.
 */
export async function transferInTree(
  db: D1Database,
  member: { id: number; type: number },
  input: { to: string; amount: number; paymentPassword: string; requestId: string },
  now: number,
): Promise<{ to: string; amount: number; replayed: boolean } | TransferRefusal> {
  const key = `transfer-upline:${member.id}:${input.requestId}`;
  const target = await db
    .prepare('SELECT id, account, type, upline_id FROM members WHERE account = ? COLLATE NOCASE')
    .bind(input.to)
    .first<{ id: number; account: string; type: number; upline_id: number | null }>();
  const me = await db.prepare('SELECT upline_id FROM members WHERE id = ?').bind(member.id).first<{ upline_id: number | null }>();
  const isUpline = target !== null && me?.upline_id === target.id;
  const isDownline = target !== null && target.upline_id === member.id && isAgentType(member.type) && target.type !== 4;
  if (!target || target.id === member.id || !((isUpline && (isAgentType(member.type) || MEMBER_TO_UPLINE_ALLOWED)) || isDownline))
    return { code: 'error_transfer_not_allowed', status: 403 };
  const password = await verifyPaymentPassword(db, member.id, input.paymentPassword, now);
  if (password !== 'ok') return { code: password, status: password === 'error_payment_password_not_set' ? 400 : 403 };
  if (await activeExclusion(db, target.id, now)) return { code: 'error_transfer_target_excluded', status: 403 };
  const from = await ensureAccount(db, member.id, siteConfig.currency);
  const to = await ensureAccount(db, target.id, siteConfig.currency);
  const entries = [
    { accountId: from, amount: -input.amount },
    { accountId: to, amount: input.amount },
  ];
  // A retry of a transfer already made answers it (postTransaction replays), whatever the turnover is now.
  const done = await db.prepare('SELECT 1 FROM ledger_transactions WHERE idempotency_key = ?').bind(key).first();
  const turnover = done ? null : await turnoverStatus(db, member.id);
  if (turnover && turnover.remaining > 0) return { code: 'error_transfer_turnover_remaining', status: 400, details: { remaining: turnover.remaining } };
  const extra = turnover ? [turnoverUnchangedStatement(db, member.id, turnover, key, now)] : [];
  const res = await postTransaction(db, { idempotencyKey: key, kind: 'transfer_upline', now, entries, extra });
  if (!res.ok) {
    if (res.reason === 'insufficient_funds') return { code: 'wallet_insufficient_funds', status: 402 };
    if (res.reason === 'aborted' && res.detail === 'turnover_remaining')
      return { code: 'error_transfer_turnover_remaining', status: 400, details: { remaining: (await turnoverStatus(db, member.id)).remaining } };
    return { code: 'error_validation', status: 400 };
  }
  return { to: target.account, amount: input.amount, replayed: res.replayed };
}
