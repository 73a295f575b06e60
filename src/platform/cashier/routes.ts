/**
 * The sandbox platform's cashier area (SPEC §2.7 depositv2; DOMAIN.md §3): the handler of each call
 * in src/contracts/routes/cashier.ts, typed from its route. Rules live beside this file
 * (deposit-rules.ts, deposits.ts).
 */
import { fail, ok } from '../../contracts/envelope.ts';
import type { RouteHandlers } from '../lib/route-handler.ts';
import { DEPOSIT_CHANNELS, memberReference, sameHex } from './deposit-rules.ts';
import { applyPaymentNotification, createDeposit, depositView, expireDeposits, signNotification, type DepositRow } from './deposits.ts';
import { applyNotification, depositStatuses, depositViews, type DepositStatus } from './exclusion.ts';
import { addBankAccount, bankAccountView, listBankAccounts } from './bank-accounts.ts';
import {
  confirmWithdrawal,
  ictDay,
  listWithdrawals,
  rejectWithdrawal,
  reportNotReceived,
  requestWithdrawal,
  withdrawalConfig,
  withdrawalView,
} from './withdrawals.ts';
import { hasPaymentPassword, setPaymentPassword, verifyPaymentPassword } from './payment-password.ts';
import { turnoverStatus } from './turnover.ts';
import { transferInTree, transferTargets } from './transfer-upline.ts';

/** Handlers of the cashier area's calls, merged into the dispatcher by src/platform/index.ts. */
export const cashierHandlers: RouteHandlers = {
  depositChannels: async (ctx) => {
    const member = ctx.member;
    const paid = await ctx.db.prepare("SELECT 1 FROM deposits WHERE member_id = ? AND status = 'paid' LIMIT 1").bind(member.id).first();
    return {
      body: ok({
        reference: memberReference(member.id),
        firstDeposit: !paid,
        channels: DEPOSIT_CHANNELS.map(({ code, min, max, presets, turnoverRate }) => ({ code, min, max, presets, turnoverRate })),
      }),
    };
  },

  depositCreate: async (ctx) => {
    const created = await createDeposit(ctx.db, ctx.member.id, ctx.input, ctx.now);
    if (typeof created === 'string') return { body: fail(created, 'The deposit cannot be made.'), status: created.startsWith('error_rg_') ? 403 : 400 };
    return { body: ok(depositView(created)) };
  },

  depositStatus: async (ctx) => {
    await expireDeposits(ctx.db, ctx.member.id, ctx.now);
    const d = await ctx.db.prepare('SELECT * FROM deposits WHERE id = ? AND member_id = ?').bind(ctx.input.id, ctx.member.id).first<DepositRow>();
    return d ? { body: ok((await depositViews(ctx.db, [d]))[0]) } : { body: fail('error_not_found', 'No such deposit.'), status: 404 };
  },

  depositList: async (ctx) => {
    await expireDeposits(ctx.db, ctx.member.id, ctx.now);
    const rows = (
      await ctx.db.prepare('SELECT * FROM deposits WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 20').bind(ctx.member.id).all<DepositRow>()
    ).results;
    return { body: ok(await depositViews(ctx.db, rows)) };
  },

  paymentPasswordStatus: async (ctx) => ({ body: ok({ set: await hasPaymentPassword(ctx.db, ctx.member.id) }) }),

  // Set the first time; changing it needs the old one (attempts counted like withdrawals').
  paymentPasswordSave: async (ctx) => {
    const { oldPassword, newPassword, confirmPassword } = ctx.input;
    if (newPassword !== confirmPassword) return { body: fail('error_password_mismatch', 'The passwords do not match.'), status: 400 };
    if (await hasPaymentPassword(ctx.db, ctx.member.id)) {
      if (!oldPassword) return { body: fail('error_payment_password_wrong', 'The current payment password is needed.'), status: 403 };
      const check = await verifyPaymentPassword(ctx.db, ctx.member.id, oldPassword, ctx.now);
      if (check !== 'ok') return { body: fail(check, 'The current payment password is not right.'), status: 403 };
    }
    await setPaymentPassword(ctx.db, ctx.member.id, newPassword, ctx.now);
    return { body: ok({ set: true }) };
  },

  bankAccountAdd: async (ctx) => {
    const res = await addBankAccount(ctx.db, ctx.member.id, ctx.input, ctx.now);
    return typeof res === 'string'
      ? { body: fail(res, 'The bank account cannot be bound.'), status: res === 'error_bank_account_exists' ? 409 : 400 }
      : { body: ok(res) };
  },

  withdrawInfo: async (ctx) => {
    const id = ctx.member.id;
    const [config, turnover, accounts, set, withdrawals, member] = await Promise.all([
      withdrawalConfig(ctx.db),
      turnoverStatus(ctx.db, id),
      listBankAccounts(ctx.db, id),
      hasPaymentPassword(ctx.db, id),
      listWithdrawals(ctx.db, id),
      ctx.db.prepare('SELECT payee_name FROM members WHERE id = ?').bind(id).first<{ payee_name: string | null }>(),
    ]);
    const today = ictDay(ctx.now);
    const used = await ctx.db
      .prepare("SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ? AND day = ? AND status <> 'rejected'")
      .bind(id, today)
      .first<{ n: number }>();
    return {
      body: ok({
        min: config.min_amount,
        max: config.max_amount,
        timesPerDay: config.times_per_day,
        usedToday: used?.n ?? 0,
        fee: config.fee,
        turnover: { required: turnover.required, wagered: turnover.wagered, remaining: turnover.remaining },
        bankAccounts: accounts.map(bankAccountView),
        payeeName: member?.payee_name ?? null,
        hasPaymentPassword: set,
        withdrawals: withdrawals.map((w) => withdrawalView(w, config)),
      }),
    };
  },

  withdrawalCreate: async (ctx) => {
    const res = await requestWithdrawal(ctx.db, ctx.member.id, ctx.input, ctx.now);
    if ('code' in res) return { body: fail(res.code, 'The withdrawal cannot be made.', res.details), status: res.status };
    return { body: ok(withdrawalView(res, await withdrawalConfig(ctx.db))) };
  },

  withdrawalConfirm: async (ctx) => {
    if (ctx.input.answer === 'not_received') {
      const reported = await reportNotReceived(ctx.env, ctx.member.id, ctx.input.id, ctx.input.images ?? [], ctx.now);
      if (typeof reported === 'string')
        return { body: fail(reported, 'The report cannot be made.'), status: reported === 'error_withdrawal_not_paid' ? 409 : 400 };
      return { body: ok(withdrawalView(reported, await withdrawalConfig(ctx.db))) };
    }
    const res = await confirmWithdrawal(ctx.db, ctx.member.id, { ...ctx.input, answer: ctx.input.answer }, ctx.now);
    if (res === 'error_withdrawal_received_amount') return { body: fail(res, 'The received amount must be below the amount paid.'), status: 400 };
    if (!res) return { body: fail('error_withdrawal_not_paid', 'This withdrawal is not waiting for a confirmation.'), status: 409 };
    return { body: ok(withdrawalView(res, await withdrawalConfig(ctx.db))) };
  },

  devWithdrawalReject: async (ctx) => {
    const res = await rejectWithdrawal(ctx.db, ctx.input.id, ctx.now);
    return res
      ? { body: ok(withdrawalView(res, await withdrawalConfig(ctx.db))) }
      : { body: fail('error_withdrawal_not_rejectable', 'This withdrawal cannot be rejected.'), status: 409 };
  },

  transferUplineInfo: async (ctx) => ({ body: ok(await transferTargets(ctx.db, ctx.member.id, ctx.member.type)) }),

  transferUpline: async (ctx) => {
    const res = await transferInTree(ctx.db, ctx.member, ctx.input, ctx.now);
    return 'code' in res ? { body: fail(res.code, 'The transfer cannot be made.', res.details), status: res.status } : { body: ok(res) };
  },

  // Orders cancelled at an exclusion take their own path (src/platform/cashier/exclusion.ts).
  paymentCallback: async (ctx) => {
    const res = await applyNotification(ctx.env, ctx.input, ctx.now);
    return res.ok
      ? { body: ok({ depositId: res.depositId, status: res.status }) }
      : { body: fail(res.code, 'The notification was refused.'), status: res.status };
  },

  devPaymentInfo: async (ctx) => {
    const d = await payableDeposit(ctx.db, ctx.input.depositId, ctx.input.payToken);
    return d
      ? { body: ok(providerView(d, (await depositStatuses(ctx.db, [d])).get(d.id)!)) }
      : { body: fail('error_not_found', 'No such payment.'), status: 404 };
  },

  // The sandbox provider's Pay / Fail buttons: it signs a notification and delivers it to the
  // platform's callback, exactly as a real provider's server would.
  devPaymentAct: async (ctx) => {
    const d = await payableDeposit(ctx.db, ctx.input.depositId, ctx.input.payToken);
    if (!d) return { body: fail('error_not_found', 'No such payment.'), status: 404 };
    const status = ctx.input.outcome === 'pay' ? 'paid' : 'failed';
    const note = await signNotification(ctx.env, { depositId: d.id, providerTxnId: `SBX-${d.id}-${status}`, amount: d.amount, status });
    // An open order goes through the platform's callback; the provider takes no payment for a
    // closed one (a cancelled order included: the ordinary path answers error_deposit_closed).
    const res = d.status === 'pending' ? await applyNotification(ctx.env, note, ctx.now) : await applyPaymentNotification(ctx.env, note, ctx.now);
    if (!res.ok) return { body: fail(res.code, 'The payment could not be completed.'), status: res.status };
    const after = (await payableDeposit(ctx.db, d.id, ctx.input.payToken))!;
    return { body: ok(providerView(after, (await depositStatuses(ctx.db, [after])).get(after.id)!)) };
  },
};

async function payableDeposit(db: D1Database, id: number, token: string): Promise<DepositRow | null> {
  const d = await db.prepare('SELECT * FROM deposits WHERE id = ?').bind(id).first<DepositRow>();
  return d && sameHex(d.pay_token, token) ? d : null;
}

function providerView(d: DepositRow, status: DepositStatus) {
  return { depositId: d.id, amount: d.amount, channel: d.channel, status, reference: d.reference };
}
