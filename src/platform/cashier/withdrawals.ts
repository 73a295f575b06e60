/**
 * Withdrawals (SPEC §2.7 withdraw, §4 withdrawal confirmation; DOMAIN.md §3). A request needs the
 * payment password, a bound bank account, an amount within the config's min/max, no turnover left
 * and fewer than `times_per_day` withdrawals today (ICT); it moves the amount out of the available
 * balance at once (member main → the system `withdrawal_pending` account, ledger kind withdrawal,
 * keyed by the client request id). The sandbox then approves and pays it after the configured
 * delays (cron job), the member confirms receipt or it counts as received after
 * `auto_confirm_minutes`; a rejection returns the funds (kind withdrawal_return). Every movement is
 * keyed, so a retry or a second run of the job moves nothing twice. Amounts in minor units.
 */
import { siteConfig } from '../../contracts/site-config.ts';
import { ensureAccount, postTransaction } from '../lib/ledger.ts';
import { verifyPaymentPassword } from './payment-password.ts';
import { turnoverStatus, turnoverUnchangedStatement } from './turnover.ts';
import { checkImage, MAX_IMAGES, storeImage, type CheckedImage, type ImageRefusal } from '../lib/files.ts';

/** The withdrawal config row (one table an operator edits). */
export interface WithdrawalConfig {
  min_amount: number;
  max_amount: number;
  times_per_day: number;
  fee: number;
  approve_after_ms: number;
  pay_after_ms: number;
  auto_confirm_minutes: number;
}

/** A withdrawal row joined with its bank account. */
export interface WithdrawalRow {
  id: number;
  member_id: number;
  amount: number;
  fee: number;
  status: 'requested' | 'approved' | 'paid' | 'confirmed' | 'rejected';
  confirmation: string | null;
  received_amount: number | null;
  created_at: number;
  updated_at: number;
  bank_name: string;
  account_number: string;
  disputed: number;
}

/** System account that holds requested withdrawals until they are paid out or returned. */
export const WITHDRAWAL_PENDING = 'withdrawal_pending';

const ICT_OFFSET_MS = 7 * 3_600_000;

/** The ICT calendar day of `ms`, `yyyy-MM-dd` (times per day count per ICT day). */
export function ictDay(ms: number): string {
  return new Date(ms + ICT_OFFSET_MS).toISOString().slice(0, 10);
}

/** Masks an account number to its last 4 digits. */
export function maskAccount(n: string): string {
  return `•••• ${n.slice(-4)}`;
}

/** Reads the withdrawal config. */
export async function withdrawalConfig(db: D1Database): Promise<WithdrawalConfig> {
  return (await db.prepare('SELECT * FROM withdrawal_config WHERE id = 1').first<WithdrawalConfig>())!;
}

/** A withdrawal as the member's calls answer it. */
export function withdrawalView(w: WithdrawalRow, config: WithdrawalConfig) {
  return {
    id: w.id,
    amount: w.amount,
    fee: w.fee,
    status: w.status,
    bankName: w.bank_name,
    accountNumberMasked: maskAccount(w.account_number),
    confirmation: w.confirmation,
    receivedAmount: w.received_amount,
    createdAt: w.created_at,
    autoConfirmAt: w.status === 'paid' && !w.disputed ? w.updated_at + config.auto_confirm_minutes * 60_000 : null,
    disputed: Boolean(w.disputed),
  };
}

const SELECT_WITHDRAWAL =
  'SELECT w.*, b.bank_name, b.account_number, EXISTS (SELECT 1 FROM withdrawal_disputes d WHERE d.withdrawal_id = w.id) AS disputed FROM withdrawals w JOIN bank_accounts b ON b.id = w.bank_account_id';

/** One withdrawal of `memberId` (null when not theirs). */
export function findWithdrawal(db: D1Database, memberId: number, id: number): Promise<WithdrawalRow | null> {
  return db.prepare(`${SELECT_WITHDRAWAL} WHERE w.id = ? AND w.member_id = ?`).bind(id, memberId).first<WithdrawalRow>();
}

/** The member's last 20 withdrawals, newest first. */
export async function listWithdrawals(db: D1Database, memberId: number): Promise<WithdrawalRow[]> {
  return (await db.prepare(`${SELECT_WITHDRAWAL} WHERE w.member_id = ? ORDER BY w.created_at DESC, w.id DESC LIMIT 20`).bind(memberId).all<WithdrawalRow>())
    .results;
}

/** Why a withdrawal request is refused: an error code, its HTTP status, optional details. */
export interface WithdrawalRefusal {
  code: string;
  status: number;
  details?: Record<string, number>;
}

/**
 * Requests a withdrawal for `memberId` (or returns the one this `requestId` created). Refusals:
 * payment password (not set / wrong / locked), unknown bank account (404), amount outside
 * min/max, turnover remaining (with `remaining` in details; also when a deposit or bonus adds a
 * requirement while the request is on its way), times per day, insufficient funds.
 */
export async function requestWithdrawal(
  db: D1Database,
  memberId: number,
  input: { bankAccountId: number; amount: number; paymentPassword: string; requestId: string },
  now: number,
): Promise<WithdrawalRow | WithdrawalRefusal> {
  const replay = await db.prepare(`${SELECT_WITHDRAWAL} WHERE w.member_id = ? AND w.request_id = ?`).bind(memberId, input.requestId).first<WithdrawalRow>();
  if (replay) return replay;
  const password = await verifyPaymentPassword(db, memberId, input.paymentPassword, now);
  if (password !== 'ok') return { code: password, status: password === 'error_payment_password_not_set' ? 400 : 403 };
  const account = await db.prepare('SELECT id FROM bank_accounts WHERE id = ? AND member_id = ?').bind(input.bankAccountId, memberId).first();
  if (!account) return { code: 'error_bank_account_unknown', status: 404 };
  const config = await withdrawalConfig(db);
  if (input.amount < config.min_amount || input.amount > config.max_amount)
    return { code: 'error_withdrawal_amount', status: 400, details: { min: config.min_amount, max: config.max_amount } };
  const turnover = await turnoverStatus(db, memberId);
  if (turnover.remaining > 0) return { code: 'error_turnover_remaining', status: 400, details: { remaining: turnover.remaining } };
  const member = await ensureAccount(db, memberId, siteConfig.currency);
  const pending = await ensureAccount(db, null, siteConfig.currency, WITHDRAWAL_PENDING);
  const posted = await postTransaction(db, {
    idempotencyKey: `withdrawal:${memberId}:${input.requestId}`,
    kind: 'withdrawal',
    now,
    entries: [
      { accountId: member, amount: -input.amount },
      { accountId: pending, amount: input.amount },
    ],
    extra: [
      db
        .prepare(
          "INSERT INTO withdrawals (member_id, request_id, bank_account_id, amount, fee, status, day, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'requested', ?, ?, ?)",
        )
        .bind(memberId, input.requestId, input.bankAccountId, input.amount, config.fee, ictDay(now), now, now),
      // A deposit or bonus credited since the turnover check above aborts the withdrawal.
      turnoverUnchangedStatement(db, memberId, turnover, `withdrawal:${memberId}:${input.requestId}`, now),
    ],
  });
  if (!posted.ok) {
    if (posted.reason === 'insufficient_funds') return { code: 'wallet_insufficient_funds', status: 402 };
    if (posted.reason === 'aborted' && posted.detail === 'turnover_remaining')
      return { code: 'error_turnover_remaining', status: 400, details: { remaining: (await turnoverStatus(db, memberId)).remaining } };
    if (posted.reason === 'aborted' && posted.detail === 'withdrawal_times')
      return { code: 'error_withdrawal_times', status: 400, details: { timesPerDay: config.times_per_day } };
    return { code: 'error_validation', status: 400 };
  }
  return (await db.prepare(`${SELECT_WITHDRAWAL} WHERE w.member_id = ? AND w.request_id = ?`).bind(memberId, input.requestId).first<WithdrawalRow>())!;
}

/**
 * Rejects a requested or approved withdrawal and returns its funds to the member (ledger key
 * `withdrawal-return:<id>`, kind withdrawal_return). Null when it is not rejectable.
 */
export async function rejectWithdrawal(db: D1Database, id: number, now: number): Promise<WithdrawalRow | null> {
  const w = await db.prepare(`${SELECT_WITHDRAWAL} WHERE w.id = ?`).bind(id).first<WithdrawalRow>();
  if (!w || (w.status !== 'requested' && w.status !== 'approved')) return null;
  const member = await ensureAccount(db, w.member_id, siteConfig.currency);
  const pending = await ensureAccount(db, null, siteConfig.currency, WITHDRAWAL_PENDING);
  const res = await postTransaction(db, {
    idempotencyKey: `withdrawal-return:${id}`,
    kind: 'withdrawal_return',
    now,
    entries: [
      { accountId: pending, amount: -w.amount },
      { accountId: member, amount: w.amount },
    ],
    // The withdrawals_state trigger aborts the batch (no money back) unless it was requested or approved.
    extra: [db.prepare("UPDATE withdrawals SET status = 'rejected', updated_at = ? WHERE id = ?").bind(now, id)],
  });
  if (!res.ok) return null;
  return db.prepare(`${SELECT_WITHDRAWAL} WHERE w.id = ?`).bind(id).first<WithdrawalRow>();
}

/**
 * The sandbox's processing (a cron job): requested → approved after `approve_after_ms`; approved →
 * paid after `pay_after_ms` (the pending funds leave to the house: key `withdrawal-paid:<id>`);
 * paid → confirmed ('auto') after `auto_confirm_minutes`. Returns how many withdrawals moved.
 */
export async function processWithdrawals(db: D1Database, now: number): Promise<number> {
  const config = await withdrawalConfig(db);
  let changed = 0;
  const approved = await db
    .prepare("UPDATE withdrawals SET status = 'approved', updated_at = ? WHERE status = 'requested' AND updated_at <= ?")
    .bind(now, now - config.approve_after_ms)
    .run();
  changed += approved.meta.changes ?? 0;
  const toPay = (
    await db
      .prepare("SELECT id, amount FROM withdrawals WHERE status = 'approved' AND updated_at <= ? LIMIT 100")
      .bind(now - config.pay_after_ms)
      .all<{ id: number; amount: number }>()
  ).results;
  if (toPay.length) {
    const pending = await ensureAccount(db, null, siteConfig.currency, WITHDRAWAL_PENDING);
    const house = await ensureAccount(db, null, siteConfig.currency);
    for (const w of toPay) {
      const res = await postTransaction(db, {
        idempotencyKey: `withdrawal-paid:${w.id}`,
        kind: 'withdrawal_payout',
        now,
        entries: [
          { accountId: pending, amount: -w.amount },
          { accountId: house, amount: w.amount },
        ],
        // The withdrawals_state trigger aborts the payout unless the withdrawal is still approved.
        extra: [db.prepare("UPDATE withdrawals SET status = 'paid', updated_at = ? WHERE id = ?").bind(now, w.id)],
      });
      if (res.ok && !res.replayed) changed += 1;
    }
  }
  // A withdrawal reported as not received waits for support instead.
  const confirmed = await db
    .prepare(
      "UPDATE withdrawals SET status = 'confirmed', confirmation = 'auto', received_amount = amount - fee, updated_at = ? WHERE status = 'paid' AND updated_at <= ? AND id NOT IN (SELECT withdrawal_id FROM withdrawal_disputes)",
    )
    .bind(now, now - config.auto_confirm_minutes * 60_000)
    .run();
  changed += confirmed.meta.changes ?? 0;
  return changed;
}

/**
 * The member's answer to a paid withdrawal (SPEC §4): received / all received (the full amount
 * less the fee), or partial with `receivedAmount` below that. Null when the withdrawal is not
 * theirs or not paid; 'error_withdrawal_received_amount' for a partial amount out of range.
 */
export async function confirmWithdrawal(
  db: D1Database,
  memberId: number,
  input: { id: number; answer: 'received' | 'all_received' | 'partial'; receivedAmount?: number },
  now: number,
): Promise<WithdrawalRow | null | 'error_withdrawal_received_amount'> {
  const w = await findWithdrawal(db, memberId, input.id);
  if (!w || w.status !== 'paid' || w.disputed) return null;
  const full = w.amount - w.fee;
  let received = full;
  if (input.answer === 'partial') {
    if (input.receivedAmount === undefined || input.receivedAmount >= full) return 'error_withdrawal_received_amount';
    received = input.receivedAmount;
  }
  const res = await db
    .prepare(
      "UPDATE withdrawals SET status = 'confirmed', confirmation = ?, received_amount = ?, updated_at = ? WHERE id = ? AND member_id = ? AND status = 'paid'",
    )
    .bind(input.answer, received, now, w.id, memberId)
    .run();
  if (res.meta.changes !== 1) return null;
  return findWithdrawal(db, memberId, w.id);
}

/** Why a "not received" report is refused: an error code (message key). */
export type DisputeRefusal = 'error_proof_required' | ImageRefusal | 'error_withdrawal_not_paid';

/**
 * Reports a paid withdrawal as not received (SPEC §4) with 1 to 3 proof images (png/jpg, 5 MB
 * each, checked by their bytes) stored in R2 for support; the withdrawal then waits for support
 * instead of being confirmed automatically. Nothing is stored unless every image passes.
 */
export async function reportNotReceived(
  env: { DB: D1Database; FILES?: R2Bucket },
  memberId: number,
  id: number,
  images: string[],
  now: number,
): Promise<WithdrawalRow | DisputeRefusal> {
  const w = await findWithdrawal(env.DB, memberId, id);
  if (!w || w.status !== 'paid' || w.disputed) return 'error_withdrawal_not_paid';
  if (images.length < 1 || images.length > MAX_IMAGES || !env.FILES) return 'error_proof_required';
  const checked: CheckedImage[] = [];
  for (const image of images) {
    const c = checkImage(image);
    if (typeof c === 'string') return c;
    checked.push(c);
  }
  const keys: string[] = [];
  for (const c of checked) keys.push(await storeImage(env.FILES, env.DB, memberId, 'withdrawal-proof', c, now));
  await env.DB.prepare('INSERT OR IGNORE INTO withdrawal_disputes (withdrawal_id, member_id, keys_json, created_at) VALUES (?, ?, ?, ?)')
    .bind(id, memberId, JSON.stringify(keys), now)
    .run();
  return (await findWithdrawal(env.DB, memberId, id))!;
}
