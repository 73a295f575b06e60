/**
 * What a time-out or self-exclusion does to the cashier (DOMAIN.md §5: while either runs, no bets
 * and no deposits, withdrawals still allowed; §3 deposits and the provider's callback):
 *
 * - When it starts, every open deposit order of the member is cancelled at the provider
 *   ({@link cancelOpenDeposits}). The sandbox provider (its /dev/pay page and its callback) reads
 *   the same deposit row, so closing the row is the cancellation: the order leaves 'pending'
 *   (`deposits.status` 'failed', which the provider's page and the ordinary callback refuse, the
 *   `deposits_final` trigger keeping it so) and `deposit_cancellations` records why. A real
 *   provider's cancel call belongs beside that statement.
 * - A payment the provider reports anyway for such an order (or for an order of a member already
 *   excluded, created in the instant the exclusion began) is the member's money: it is credited
 *   once, by the ledger key `deposit:<id>` the ordinary credit uses, with no turnover requirement
 *   (the member may not bet to fill one, and may withdraw), and in the same batch the member gets
 *   a platform message, stored as a message key with its parameters so it reads in the member's
 *   language, saying the money is in the main wallet and may be withdrawn
 *   ({@link applyNotification}).
 * - Money cannot move into a game wallet while the exclusion runs: the `ledger_rg_transfer_to_game`
 *   trigger (migration 0052) refuses it inside the transfer's batch (src/platform/wallet/wallets.ts maps
 *   it to `rg_excluded`); moving game-wallet money back to the main wallet stays allowed.
 *
 * Amounts in minor units, times in ms.
 */
import { siteConfig } from '../../contracts/site-config.ts';
import { ensureAccount, postTransaction } from '../lib/ledger.ts';
import { platformMessageStatement, type PlatformMessageKey } from '../rewards/messages.ts';
import { activeExclusion } from '../member/responsible-gaming.ts';
import { callbackPayload, callbackSecret, hmacHex, sameHex } from './deposit-rules.ts';
import { applyPaymentNotification, depositView, expireDeposits, type DepositRow, type NotificationResult, type PaymentNotification } from './deposits.ts';

/**
 * Message key (rewards area: `<key>_title`, `<key>_body`, parameters `amount` in minor units and
 * `id`, the deposit) of the message that tells a member a payment arrived after their deposit
 * order was cancelled and may be withdrawn.
 */
export const LATE_DEPOSIT_MESSAGE_KEY = 'rewards_message_late_deposit' satisfies PlatformMessageKey;

/** A deposit's status as the member and the provider see it: the row's, or 'cancelled' for an order cancelled at an exclusion. */
export type DepositStatus = DepositRow['status'] | 'cancelled';

/**
 * Cancels the member's open (pending, unexpired) deposit orders at the provider, in one batch;
 * returns how many. Called where an exclusion starts (src/platform/member/routes.ts); running it
 * again cancels nothing twice. `depositId` limits it to that one order.
 */
export async function cancelOpenDeposits(db: D1Database, memberId: number, now: number, depositId?: number): Promise<number> {
  await expireDeposits(db, memberId, now);
  const only = depositId === undefined ? '' : ' AND id = ?';
  const args = depositId === undefined ? [] : [depositId];
  const [, closed] = await db.batch([
    db
      .prepare(
        `INSERT OR IGNORE INTO deposit_cancellations (deposit_id, member_id, reason, cancelled_at) SELECT id, member_id, 'exclusion', ? FROM deposits WHERE member_id = ? AND status = 'pending'${only}`,
      )
      .bind(now, memberId, ...args),
    db
      .prepare(
        `UPDATE deposits SET status = 'failed', settled_at = ? WHERE member_id = ? AND status = 'pending' AND id IN (SELECT deposit_id FROM deposit_cancellations WHERE member_id = ?)${only}`,
      )
      .bind(now, memberId, memberId, ...args),
  ]);
  return closed?.meta.changes ?? 0;
}

/**
 * The status each of `rows` shows: 'cancelled' for an order cancelled at an exclusion, 'paid'
 * once a payment for it was credited anyway; otherwise the row's own.
 */
export async function depositStatuses(db: D1Database, rows: readonly Pick<DepositRow, 'id' | 'status'>[]): Promise<Map<number, DepositStatus>> {
  const out = new Map<number, DepositStatus>(rows.map((r) => [r.id, r.status]));
  if (rows.length === 0) return out;
  const marks = rows.map(() => '?').join(', ');
  const { results } = await db
    .prepare(`SELECT deposit_id, late_credited_at FROM deposit_cancellations WHERE deposit_id IN (${marks})`)
    .bind(...rows.map((r) => r.id))
    .all<{ deposit_id: number; late_credited_at: number | null }>();
  for (const c of results) out.set(c.deposit_id, c.late_credited_at === null ? 'cancelled' : 'paid');
  return out;
}

/** `rows` as the member's deposit calls answer them (depositView), with the status of {@link depositStatuses}. */
export async function depositViews(db: D1Database, rows: readonly DepositRow[]) {
  const statuses = await depositStatuses(db, rows);
  return rows.map((d) => ({ ...depositView(d), status: statuses.get(d.id) ?? d.status }));
}

/** A notification's outcome: the ordinary one, or 'cancelled' for a failure reported on a cancelled order. */
export type ExclusionAwareResult = NotificationResult | { ok: true; depositId: number; status: 'cancelled' };

/**
 * Applies a provider notification (the platform's callback). For an order cancelled at an
 * exclusion, or still pending while its member is excluded (which it cancels first): checks the
 * signature (401 error_payment_signature) and the amount (400 error_payment_amount) as the
 * ordinary path does; a `failed` report answers 'cancelled' and moves nothing; a `paid` report is
 * credited once (key `deposit:<id>`, no turnover requirement) with the member's message in the same
 * batch, answers 'paid', and a replay answers the same and moves nothing, while another provider
 * transaction for the same order answers 409 error_deposit_closed. Any other notification goes to
 * the ordinary path ({@link applyPaymentNotification}).
 */
export async function applyNotification(
  env: { DB: D1Database; PAYMENT_CALLBACK_SECRET?: string; SANDBOX_DEV_TOOLS?: string },
  n: PaymentNotification,
  now: number,
): Promise<ExclusionAwareResult> {
  const db = env.DB;
  const d = await db
    .prepare(
      'SELECT d.*, c.deposit_id AS cancelled_id, c.late_provider_txn_id FROM deposits d LEFT JOIN deposit_cancellations c ON c.deposit_id = d.id WHERE d.id = ?',
    )
    .bind(n.depositId)
    .first<DepositRow & { cancelled_id: number | null; late_provider_txn_id: string | null }>();
  if (!d) return applyPaymentNotification(env, n, now);
  // An order created in the instant the exclusion began (after its cancellation ran) is cancelled
  // here; an expired one takes the ordinary path, which refuses it.
  const excludedOrder = d.cancelled_id === null && d.status === 'pending' && d.expires_at > now && (await activeExclusion(db, d.member_id, now)) !== null;
  if (d.cancelled_id === null && !excludedOrder) return applyPaymentNotification(env, n, now);
  const secret = callbackSecret(env);
  if (!secret || !sameHex(await hmacHex(secret, callbackPayload(n)), n.signature)) return { ok: false, code: 'error_payment_signature', status: 401 };
  if (d.amount !== n.amount) return { ok: false, code: 'error_payment_amount', status: 400 };
  if (excludedOrder) await cancelOpenDeposits(db, d.member_id, now, d.id);
  if (n.status === 'failed')
    return d.late_provider_txn_id === null ? { ok: true, depositId: d.id, status: 'cancelled' } : { ok: false, code: 'error_deposit_closed', status: 409 };

  const member = await ensureAccount(db, d.member_id, siteConfig.currency);
  const house = await ensureAccount(db, null, siteConfig.currency);
  const posted = await postTransaction(db, {
    idempotencyKey: `deposit:${d.id}`,
    kind: 'deposit',
    now,
    entries: [
      { accountId: member, amount: d.amount },
      { accountId: house, amount: -d.amount },
    ],
    extra: [
      db
        .prepare('UPDATE deposit_cancellations SET late_provider_txn_id = ?, late_credited_at = ? WHERE deposit_id = ? AND late_credited_at IS NULL')
        .bind(n.providerTxnId, now, d.id),
      platformMessageStatement(db, d.member_id, LATE_DEPOSIT_MESSAGE_KEY, { amount: d.amount, id: d.id }, now),
    ],
  });
  if (!posted.ok) return { ok: false, code: 'error_deposit_closed', status: 409 };
  if (posted.replayed) {
    const credited = await db
      .prepare('SELECT late_provider_txn_id FROM deposit_cancellations WHERE deposit_id = ?')
      .bind(d.id)
      .first<{ late_provider_txn_id: string | null }>();
    if (credited?.late_provider_txn_id !== n.providerTxnId) return { ok: false, code: 'error_deposit_closed', status: 409 };
  }
  return { ok: true, depositId: d.id, status: 'paid' };
}
