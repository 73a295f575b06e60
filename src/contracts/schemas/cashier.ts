/**
 * Schemas of the cashier calls (SPEC §2.7 depositv2; DOMAIN.md §3 deposit channels and the
 * provider's signed callback). Amounts are integer minor units of the site currency; times are ms
 * since epoch.
 */
import * as z from 'zod/mini';
import { BANKS } from '../banks.ts';

/** Deposit channels (DOMAIN.md §3): bank transfer with a reference code, e-wallet, card. */
export const depositChannelSchema = z.enum(['bank', 'ewallet', 'card']);
/** One deposit channel code. */
export type DepositChannel = z.infer<typeof depositChannelSchema>;

/**
 * Deposit statuses (SPEC §2.7 issue text: pending, paid, failed, expired), and cancelled: an open
 * order cancelled when the member's time-out or self-exclusion began (DOMAIN.md §5); a payment that
 * arrives for it anyway is credited and shows it as paid.
 */
export const depositStatusSchema = z.enum(['pending', 'paid', 'failed', 'expired', 'cancelled']);

/** A positive amount in minor units, at most 10^12. */
const amount = z.int().check(z.positive(), z.lte(1_000_000_000_000));

/** What the deposit page offers: the member's reference code and each channel's limits and presets. */
export const depositChannelsSchema = z.object({
  /** Per-member reference code to write in a bank transfer's message. */
  reference: z.string(),
  /** True before the member's first paid deposit (the page prompts to set a deposit limit). */
  firstDeposit: z.boolean(),
  /**
   * Each channel's limits and presets (minor units) and turnover rate: a paid deposit must be
   * wagered `amount × turnoverRate` in valid bets before a withdrawal (DOMAIN.md §3).
   */
  channels: z.array(
    z.object({ code: depositChannelSchema, min: z.int(), max: z.int(), presets: z.array(z.int()), turnoverRate: z.number().check(z.nonnegative()) }),
  ),
});

/** Create a deposit: channel, amount, and a client request id so a retry creates nothing twice. */
export const depositCreateRequestSchema = z.object({
  channel: depositChannelSchema,
  amount,
  requestId: z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** A deposit as the member sees it; `paymentUrl` opens the provider's page while pending. */
export const depositSchema = z.object({
  id: z.int(),
  channel: depositChannelSchema,
  amount: z.int(),
  status: depositStatusSchema,
  reference: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  paymentUrl: z.nullable(z.string()),
  /** Bank transfer only: an SVG QR of the transfer details, drawn by the platform. */
  qrSvg: z.nullable(z.string()),
});

/** Query of one deposit by id (the caller's own only). */
export const depositQuerySchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/**
 * The payment provider's notification (server to server): which deposit, the provider's own
 * transaction id (idempotency), the amount paid, the outcome, and an HMAC-SHA256 signature (hex)
 * over `depositId|providerTxnId|amount|status` with the shared callback secret.
 */
export const paymentCallbackSchema = z.object({
  depositId: z.int().check(z.positive()),
  providerTxnId: z.string().check(z.minLength(6), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
  amount,
  status: z.enum(['paid', 'failed']),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});

/** What the callback answers: the deposit's status after it. */
export const paymentCallbackResponseSchema = z.object({ depositId: z.int(), status: depositStatusSchema });

/** The sandbox provider page's view of a deposit (opened with its pay token). */
export const sandboxPaymentQuerySchema = z.object({
  depositId: z.coerce.number().check(z.int(), z.positive()),
  payToken: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
});
/** The sandbox provider page's pay or fail action. */
export const sandboxPaymentActionSchema = z.object({
  depositId: z.int().check(z.positive()),
  payToken: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  outcome: z.enum(['pay', 'fail']),
});
/** What the provider page shows. */
export const sandboxPaymentSchema = z.object({
  depositId: z.int(),
  amount: z.int(),
  channel: depositChannelSchema,
  status: depositStatusSchema,
  reference: z.string(),
});

/** A payment password (SPEC §2.7 withdraw): six digits. */
const paymentPassword = z.string().check(z.regex(/^\d{6}$/));

/** Sets the payment password (first time) or changes it (with the old one). */
export const paymentPasswordSaveSchema = z.object({ oldPassword: z.optional(paymentPassword), newPassword: paymentPassword, confirmPassword: paymentPassword });

/** Whether the member has a payment password. */
export const paymentPasswordStatusSchema = z.object({ set: z.boolean() });

/** Binds a bank account: bank, account number (6-20 digits), holder name (as registered). */
export const bankAccountAddSchema = z.object({
  bankName: z.enum(BANKS),
  accountNumber: z.string().check(z.regex(/^\d{6,20}$/)),
  holderName: z.string().check(z.trim(), z.minLength(2), z.maxLength(60)),
});

/** A bound bank account; the number shows only its last 4 digits. */
export const bankAccountSchema = z.object({ id: z.int(), bankName: z.string(), accountNumberMasked: z.string(), holderName: z.string() });

/** Withdrawal statuses (SPEC §4; DOMAIN.md §3). */
export const withdrawalStatusSchema = z.enum(['requested', 'approved', 'paid', 'confirmed', 'rejected']);

/** A withdrawal as the member sees it. */
export const withdrawalSchema = z.object({
  id: z.int(),
  amount: z.int(),
  fee: z.int(),
  status: withdrawalStatusSchema,
  bankName: z.string(),
  accountNumberMasked: z.string(),
  confirmation: z.nullable(z.string()),
  receivedAmount: z.nullable(z.int()),
  createdAt: z.number(),
  /** When a paid withdrawal counts as received without an answer (ms), else null. */
  autoConfirmAt: z.nullable(z.number()),
  /** Reported as not received, with proof: support settles it (no automatic confirmation). */
  disputed: z.boolean(),
});

/** What the withdraw page needs: limits, today's count, turnover, accounts, password flag, withdrawals. */
export const withdrawInfoSchema = z.object({
  min: z.int(),
  max: z.int(),
  timesPerDay: z.int(),
  usedToday: z.int(),
  fee: z.int(),
  turnover: z.object({ required: z.int(), wagered: z.int(), remaining: z.int() }),
  bankAccounts: z.array(bankAccountSchema),
  /** The member's registered full name (the holder every bound account must carry), or null before the first account. */
  payeeName: z.nullable(z.string()),
  hasPaymentPassword: z.boolean(),
  withdrawals: z.array(withdrawalSchema),
});

/** Requests a withdrawal to a bound account, with the payment password and a client request id. */
export const withdrawalCreateSchema = z.object({
  bankAccountId: z.int().check(z.positive()),
  amount,
  paymentPassword,
  requestId: z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/**
 * The member's answer once a withdrawal is paid (SPEC §4): received, all received, or received
 * with a remaining amount (`receivedAmount` then less than the amount).
 */
export const withdrawalConfirmSchema = z.object({
  id: z.int().check(z.positive()),
  answer: z.enum(['received', 'all_received', 'partial', 'not_received']),
  receivedAmount: z.optional(z.int().check(z.gte(0))),
  /** With `not_received`: 1 to 3 proof images, base64 (or data: URLs), png or jpg, 5 MB each. */
  images: z.optional(z.array(z.string().check(z.maxLength(7_100_000))).check(z.maxLength(3))),
});

/** Sandbox only: the operator rejects a withdrawal (funds return to the member). */
export const devWithdrawalRejectSchema = z.object({ id: z.int().check(z.positive()) });

/** Who the caller may transfer to (SPEC §2.7 transferUpline): the upline, and an agent's direct downlines. */
export const transferUplineInfoSchema = z.object({
  upline: z.nullable(z.object({ account: z.string() })),
  downlines: z.array(z.object({ account: z.string() })),
  /** Whether this caller may send to the upline (agents always; members where the platform allows). */
  uplineAllowed: z.boolean(),
});

/** A transfer to the upline or a direct downline, behind the payment password, keyed by a request id. */
export const transferUplineSchema = z.object({
  to: z.string().check(z.minLength(1), z.maxLength(32)),
  amount,
  paymentPassword,
  requestId: z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});

/** The transfer made. */
export const transferUplineResultSchema = z.object({ to: z.string(), amount: z.int(), replayed: z.boolean() });
