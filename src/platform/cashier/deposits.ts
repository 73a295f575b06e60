/**
 * Deposits (SPEC §2.7 depositv2; DOMAIN.md §3): a member asks for a deposit on a channel; the
 * payment provider takes the money on its own page and notifies the platform by a signed callback,
 * which credits the member's main wallet exactly once (ledger key `deposit:<id>`, kind deposit)
 * and adds the channel's turnover requirement in the same batch. A deposit is pending, then paid,
 * failed or expired, and never changes again after that. Amounts in minor units, times in ms.
 */
import { siteConfig } from '../../contracts/site-config.ts';
import type { DepositChannel } from '../../contracts/schemas/cashier.ts';
import { qrSvg } from '../../lib/qr-svg.ts';
import { abortDetail, ensureAccount, postTransaction } from '../lib/ledger.ts';
import { refusalOf, type ResponsibleGamingRefusal } from '../member/responsible-gaming.ts';
import { turnoverRequirementStatement } from './turnover.ts';
import { DEPOSIT_BANK_ACCOUNT, DEPOSIT_CHANNELS, DEPOSIT_TTL_MS, callbackPayload, callbackSecret, hmacHex, memberReference, sameHex } from './deposit-rules.ts';

/** A deposit row. */
export interface DepositRow {
  id: number;
  member_id: number;
  channel: DepositChannel;
  amount: number;
  reference: string;
  pay_token: string;
  status: 'pending' | 'paid' | 'failed' | 'expired';
  created_at: number;
  expires_at: number;
}

/** A deposit as the member's calls answer it (src/contracts/schemas/cashier.ts depositSchema). */
export function depositView(d: DepositRow) {
  const pending = d.status === 'pending';
  return {
    id: d.id,
    channel: d.channel,
    amount: d.amount,
    status: d.status,
    reference: d.reference,
    createdAt: d.created_at,
    expiresAt: d.expires_at,
    paymentUrl: pending ? `/dev/pay/?d=${d.id}&t=${d.pay_token}` : null,
    qrSvg: pending && d.channel === 'bank' ? qrSvg(`${DEPOSIT_BANK_ACCOUNT.bank}|${DEPOSIT_BANK_ACCOUNT.number}|${d.amount}|${d.reference}`, 180, 10) : null,
  };
}

/** Marks the member's (or, with null, every) pending deposit past its expiry as expired; returns how many. */
export async function expireDeposits(db: D1Database, memberId: number | null, now: number): Promise<number> {
  const res =
    memberId === null
      ? await db.prepare("UPDATE deposits SET status = 'expired', settled_at = ? WHERE status = 'pending' AND expires_at <= ?").bind(now, now).run()
      : await db
          .prepare("UPDATE deposits SET status = 'expired', settled_at = ? WHERE member_id = ? AND status = 'pending' AND expires_at <= ?")
          .bind(now, memberId, now)
          .run();
  return res.meta.changes ?? 0;
}

/** Why a deposit request is refused; each is an error code (message key). */
export type DepositRefusal = 'error_deposit_channel' | 'error_deposit_amount' | ResponsibleGamingRefusal;

/**
 * Creates a pending deposit for `memberId` at `now` (ms), or returns the one the same `requestId`
 * created. Refuses an unknown channel, an amount outside the channel's min/max, and what
 * responsible gaming forbids (DOMAIN.md §5: error_rg_excluded, error_rg_timeout,
 * error_rg_deposit_limit). The deposit row's own insert decides the latter
 * (src/platform/migrations/0050_atomic_limits.sql): paid and still payable pending orders count
 * against the limit, so parallel orders cannot pass it, and every order it accepts may be paid.
 */
export async function createDeposit(
  db: D1Database,
  memberId: number,
  input: { channel: DepositChannel; amount: number; requestId: string },
  now: number,
): Promise<DepositRow | DepositRefusal> {
  const existing = await db.prepare('SELECT * FROM deposits WHERE member_id = ? AND request_id = ?').bind(memberId, input.requestId).first<DepositRow>();
  if (existing) return existing;
  const channel = DEPOSIT_CHANNELS.find((c) => c.code === input.channel);
  if (!channel) return 'error_deposit_channel';
  if (input.amount < channel.min || input.amount > channel.max) return 'error_deposit_amount';
  const token = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
  try {
    await db
      .prepare(
        'INSERT OR IGNORE INTO deposits (member_id, request_id, channel, amount, reference, pay_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .bind(memberId, input.requestId, input.channel, input.amount, memberReference(memberId), token, now, now + DEPOSIT_TTL_MS)
      .run();
  } catch (err) {
    const refusal = refusalOf(abortDetail(err));
    if (refusal) return refusal;
    throw err;
  }
  return (await db.prepare('SELECT * FROM deposits WHERE member_id = ? AND request_id = ?').bind(memberId, input.requestId).first<DepositRow>())!;
}

/** A provider notification (the callback body). */
export type PaymentNotification = { depositId: number; providerTxnId: string; amount: number; status: 'paid' | 'failed'; signature: string };

/** Outcome of a notification: the deposit's status, or why it was refused (error code + HTTP status). */
export type NotificationResult = { ok: true; depositId: number; status: DepositRow['status'] } | { ok: false; code: string; status: number };

/**
 * Applies a provider notification: checks the signature (401 error_payment_signature), the deposit
 * (404 error_not_found) and the amount (400 error_payment_amount); then credits a `paid` deposit
 * through the ledger with its turnover requirement, or marks a `failed` one. A replay answers the
 * deposit's current status and moves nothing; a notification for a deposit already closed another
 * way (expired, failed, paid by another transaction) answers 409 error_deposit_closed.
 */
export async function applyPaymentNotification(
  env: { DB: D1Database; PAYMENT_CALLBACK_SECRET?: string; SANDBOX_DEV_TOOLS?: string },
  n: PaymentNotification,
  now: number,
): Promise<NotificationResult> {
  const db = env.DB;
  const secret = callbackSecret(env);
  if (!secret || !sameHex(await hmacHex(secret, callbackPayload(n)), n.signature)) return { ok: false, code: 'error_payment_signature', status: 401 };
  const d = await db.prepare('SELECT * FROM deposits WHERE id = ?').bind(n.depositId).first<DepositRow & { provider_txn_id: string | null }>();
  if (!d) return { ok: false, code: 'error_not_found', status: 404 };
  if (d.amount !== n.amount) return { ok: false, code: 'error_payment_amount', status: 400 };
  // A replay of the notification that closed it: same answer, nothing moves.
  if (d.provider_txn_id === n.providerTxnId && d.status === (n.status === 'paid' ? 'paid' : 'failed')) return { ok: true, depositId: d.id, status: d.status };
  if (d.status !== 'pending') return { ok: false, code: 'error_deposit_closed', status: 409 };
  if (d.expires_at <= now) {
    await expireDeposits(db, d.member_id, now);
    return { ok: false, code: 'error_deposit_closed', status: 409 };
  }
  if (n.status === 'failed') {
    const res = await db
      .prepare("UPDATE deposits SET status = 'failed', provider_txn_id = ?, settled_at = ? WHERE id = ? AND status = 'pending'")
      .bind(n.providerTxnId, now, d.id)
      .run();
    return res.meta.changes === 1 ? { ok: true, depositId: d.id, status: 'failed' } : { ok: false, code: 'error_deposit_closed', status: 409 };
  }
  const channel = DEPOSIT_CHANNELS.find((c) => c.code === d.channel)!;
  const memberAccount = await ensureAccount(db, d.member_id, siteConfig.currency);
  const house = await ensureAccount(db, null, siteConfig.currency);
  const posted = await postTransaction(db, {
    idempotencyKey: `deposit:${d.id}`,
    kind: 'deposit',
    now,
    entries: [
      { accountId: memberAccount, amount: d.amount },
      { accountId: house, amount: -d.amount },
    ],
    extra: [
      db.prepare("UPDATE deposits SET status = 'paid', provider_txn_id = ?, settled_at = ? WHERE id = ?").bind(n.providerTxnId, now, d.id),
      turnoverRequirementStatement(db, {
        memberId: d.member_id,
        source: 'deposit',
        sourceId: String(d.id),
        amount: Math.round(d.amount * channel.turnoverRate),
        now,
      }),
    ],
  });
  if (!posted.ok) return { ok: false, code: 'error_deposit_closed', status: 409 };
  if (posted.replayed) {
    const after = await db.prepare('SELECT status FROM deposits WHERE id = ?').bind(d.id).first<{ status: DepositRow['status'] }>();
    return after?.status === 'paid' && after ? { ok: true, depositId: d.id, status: 'paid' } : { ok: false, code: 'error_deposit_closed', status: 409 };
  }
  return { ok: true, depositId: d.id, status: 'paid' };
}

/** Signs a notification as the sandbox provider does (the same secret the callback checks). */
export async function signNotification(
  env: { PAYMENT_CALLBACK_SECRET?: string; SANDBOX_DEV_TOOLS?: string },
  n: Omit<PaymentNotification, 'signature'>,
): Promise<PaymentNotification> {
  const secret = callbackSecret(env);
  if (!secret) throw new Error('no payment callback secret');
  return { ...n, signature: await hmacHex(secret, callbackPayload(n)) };
}
