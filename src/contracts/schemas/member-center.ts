/**
 * Schemas of the member center's record calls (SPEC §2.7 personalHistoryCopy, transactionHistory):
 * a date range in ms since epoch (at most 92 days, SPEC §9 presets), filters, and a 1-based page.
 * Amounts are integer minor units. GET calls arrive as query strings, so numbers are coerced.
 */
import * as z from 'zod/mini';
import { PERIOD_MINUTES } from '../responsible-gaming-rules.ts';

/** Rows per page of the record pages. */
export const RECORD_PAGE_SIZE = 20;
/** Longest range a record query may span, in ms (92 days covers every SPEC §9 preset). */
export const RECORD_MAX_RANGE_MS = 92 * 86_400_000;

const ms = z.coerce.number().check(z.int(), z.gte(0), z.lte(8_640_000_000_000));
const page = z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1);
const rangeOk = (v: { from: number; to: number }) => v.to > v.from && v.to - v.from <= RECORD_MAX_RANGE_MS;

/** States of a bet in the betting record (see `state` of {@link bettingRecordRowSchema}). */
export const BET_STATES = ['open', 'won', 'lost', 'cashed_out', 'void', 'rolled_back'] as const;

/**
 * Betting-record query: range, optional category (game classify, e.g. `rng`), round status (open,
 * settled, rolled back) and the bet's state (open, won, lost, cashed out, void, rolled back).
 */
export const bettingRecordQuerySchema = z
  .object({
    from: ms,
    to: ms,
    category: z.optional(z.enum(['sports', 'live', 'rng', 'fish', 'pvp', 'esports', 'cockfight', 'elott', 'inhouse'])),
    status: z.optional(z.enum(['open', 'settled', 'rolled_back'])),
    state: z.optional(z.enum(BET_STATES)),
    page,
  })
  .check(z.refine(rangeOk, { message: 'range', path: ['to'] }));

/** One round of the betting record: stake, valid bet, payout and win/loss in minor units. */
export const bettingRecordRowSchema = z.object({
  roundId: z.string(),
  game: z.string(),
  vendor: z.string(),
  /** A lottery ticket's issue, play type and numbers (DOMAIN.md §1); null for other rounds. */
  ticket: z.nullable(z.object({ issue: z.string(), playType: z.string(), numbers: z.array(z.string()) })),
  category: z.string(),
  stake: z.int(),
  validBet: z.int(),
  payout: z.int(),
  winLoss: z.int(),
  status: z.enum(['open', 'settled', 'rolled_back']),
  /**
   * The vendor's round the bet belongs to (a bet slip, a table round, a fight: several bets may
   * share one; DOMAIN.md §4), else the round itself.
   */
  round: z.string(),
  /**
   * How the bet stands: open; won or lost (settled with or without a payout); cashed_out (settled
   * early at the vendor's offer); void (the stake returned, no valid bet); rolled_back (refunded by
   * the vendor's correction or the reconcile job).
   */
  state: z.enum(BET_STATES),
  createdAt: z.number(),
});

/** A page of the betting record with the totals of every matching round. */
export const bettingRecordSchema = z.object({
  rows: z.array(bettingRecordRowSchema),
  total: z.int(),
  pageSize: z.int(),
  totals: z.object({ stake: z.int(), validBet: z.int(), payout: z.int(), winLoss: z.int() }),
});

/** Account-record query: range, optional transaction type (ledger kind), page. */
export const accountRecordQuerySchema = z
  .object({ from: ms, to: ms, type: z.optional(z.string().check(z.regex(/^[a-z_]{2,32}$/))), page })
  .check(z.refine(rangeOk, { message: 'range', path: ['to'] }));

/** One movement of the main wallet: its type (ledger kind), signed amount and the balance after it. */
export const accountRecordRowSchema = z.object({ id: z.int(), type: z.string(), amount: z.int(), balanceAfter: z.int(), createdAt: z.number() });

/** A page of the account record. */
export const accountRecordSchema = z.object({ rows: z.array(accountRecordRowSchema), total: z.int(), pageSize: z.int() });

/**
 * Limit kinds of responsible gaming (DOMAIN.md §5): deposit, loss and wager (amounts in minor
 * units) and session (minutes of play, counted as src/contracts/responsible-gaming-rules.ts says).
 */
export const limitKindSchema = z.enum(['deposit', 'loss', 'wager', 'session']);
/** Rolling periods of a limit: 24 hours, 7 days, 30 days (DOMAIN.md §5). */
export const limitPeriodSchema = z.enum(['day', 'week', 'month']);

/** The member's limits (with any pending increase) and the active time-out or self-exclusion. */
export const responsibleGamingSchema = z.object({
  /** Reality-check interval in minutes; 0 = off. */
  realityCheckMinutes: z.int(),
  limits: z.array(
    z.object({ kind: limitKindSchema, period: limitPeriodSchema, amount: z.int(), pendingAmount: z.nullable(z.int()), pendingFrom: z.nullable(z.number()) }),
  ),
  exclusion: z.nullable(z.object({ kind: z.enum(['timeout', 'exclusion']), until: z.nullable(z.number()) })),
});

/**
 * Sets a limit (`amount` in minor units, or minutes of play for a session limit, at most the
 * period's PERIOD_MINUTES; null removes it, which waits 24 hours like an increase).
 */
export const setLimitSchema = z
  .object({ kind: limitKindSchema, period: limitPeriodSchema, amount: z.nullable(z.int().check(z.positive(), z.lte(1_000_000_000_000))) })
  .check(z.refine((v) => v.kind !== 'session' || v.amount === null || v.amount <= PERIOD_MINUTES[v.period], { message: 'minutes', path: ['amount'] }));

/** Confirms a pending increase or removal whose 24 hours have passed. */
export const confirmLimitSchema = z.object({ kind: limitKindSchema, period: limitPeriodSchema });

/** Starts a time-out (24h, 7d, 30d, 6w) or a self-exclusion (6m, 1y, 5y, indefinite). */
export const excludeSchema = z.union([
  z.object({ kind: z.literal('timeout'), duration: z.enum(['24h', '7d', '30d', '6w']) }),
  z.object({ kind: z.literal('exclusion'), duration: z.enum(['6m', '1y', '5y', 'indefinite']) }),
]);

/** The profile fields as my account shows them (null when not set). */
export const profileFieldsSchema = z.object({
  birthday: z.nullable(z.string()),
  nationality: z.nullable(z.string()),
  placeOfBirth: z.nullable(z.string()),
  permanentAddress: z.nullable(z.string()),
  currentAddress: z.nullable(z.string()),
  occupation: z.nullable(z.string()),
  sourceOfIncome: z.nullable(z.string()),
  telegram: z.nullable(z.string()),
});

/** My account (SPEC §2.7 securityCenter): profile, security settings and the live sessions. */
export const securityProfileSchema = z.object({
  account: z.string(),
  nickname: z.string(),
  payeeName: z.nullable(z.string()),
  /** Masked, e.g. `a•••@example.com`; null when none is bound. */
  email: z.nullable(z.string()),
  /** Masked, e.g. `+84•••••4567`; null when none is bound. */
  mobile: z.nullable(z.string()),
  hasPaymentPassword: z.boolean(),
  hasAuthenticator: z.boolean(),
  sessions: z.array(
    z.object({ current: z.boolean(), createdAt: z.number(), lastSeenAt: z.number(), ip: z.nullable(z.string()), device: z.nullable(z.string()) }),
  ),
  /** The profile fields (SPEC §3); the birthday is set once. */
  profile: profileFieldsSchema,
});

/** Changes the nickname (2-20 characters, no control characters). */
export const nicknameUpdateSchema = z.object({ nickname: z.string().check(z.trim(), z.minLength(2), z.maxLength(20), z.regex(/^[^\p{C}<>]+$/u)) });

/** How many other sessions were ended. */
export const signOutOthersSchema = z.object({ ended: z.int() });

/** Ledger kinds the bonus details list (rewards, rebates, agent pay; DOMAIN.md §3). */
export const BONUS_KINDS = ['bonus', 'rebate', 'vip_gift', 'mission_reward', 'points_convert', 'raffle', 'referral_reward', 'salary', 'dividend'] as const;

/** Bonus-details query: range and page (the kinds are fixed: BONUS_KINDS). */
export const bonusRecordQuerySchema = z.object({ from: ms, to: ms, page }).check(z.refine(rangeOk, { message: 'range', path: ['to'] }));

/** Personal profit query (SPEC §2.7 personalProfit): a range. */
export const personalProfitQuerySchema = z.object({ from: ms, to: ms }).check(z.refine(rangeOk, { message: 'range', path: ['to'] }));

/** Profit and loss per game category over a range, with the totals. Minor units. */
export const personalProfitSchema = z.object({
  rows: z.array(z.object({ category: z.string(), rounds: z.int(), stake: z.int(), validBet: z.int(), payout: z.int(), winLoss: z.int() })),
  totals: z.object({ rounds: z.int(), stake: z.int(), validBet: z.int(), payout: z.int(), winLoss: z.int() }),
});

/** Sets the reality-check interval (DOMAIN.md §5): 0 (off), 15, 30 or 60 minutes. */
export const realityCheckSchema = z.object({ minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]) });

/** Youngest age, in whole years, at which a member may set a birthday (SPEC §5.3, §9 age thresholds). */
export const PROFILE_MIN_AGE_YEARS = 21;

const profileText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max), z.regex(/^[^\p{C}<>]*$/u))));

/**
 * Profile fields a member may fill in on my account (SPEC §3 "profile fields named by interface
 * text"). `birthday` is `YYYY-MM-DD`, set once, and only with `confirmAge21: true` (SPEC §5.3);
 * the other texts are trimmed, without control characters or angle brackets, and null clears one.
 * Errors: error_validation (fields), error_birthday_confirm_21, error_under_21, error_birthday_locked.
 */
export const profileUpdateSchema = z.object({
  birthday: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  confirmAge21: z.optional(z.boolean()),
  nationality: profileText(56),
  placeOfBirth: profileText(100),
  permanentAddress: profileText(200),
  currentAddress: profileText(200),
  occupation: profileText(60),
  sourceOfIncome: profileText(60),
  telegram: z.optional(z.nullable(z.string().check(z.trim(), z.regex(/^@?[A-Za-z0-9_]{5,32}$/)))),
});
/** Parsed profile update. */
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * Asks for a code to bind or change the phone number (`sms`, national number with its dialing
 * code) or e-mail address (`email`). The code goes to the NEW destination.
 */
export const contactCodeSchema = z.object({
  channel: z.enum(['sms', 'email']),
  mobileNum: z.optional(z.string().check(z.regex(/^[0-9\s-]{6,15}$/))),
  countryDialingCode: z.optional(z.string().check(z.regex(/^\+?[1-9][0-9]{0,3}$/))),
  email: z.optional(z.email().check(z.maxLength(254))),
});

/**
 * Binds or changes the phone number or e-mail address with the code sent to it; changing one
 * already bound also needs the login password (`password`). Errors: error_sms_code_invalid (wrong or
 * expired: one answer), account_old_password_wrong, error_mobile_taken, error_email_taken.
 */
export const contactBindSchema = z.object({
  ...contactCodeSchema.shape,
  code: z.string().check(z.regex(/^\d{6}$/)),
  password: z.optional(z.string().check(z.maxLength(64))),
});

/** A bind code was sent; it expires after `expiredMinutes`. */
export const contactCodeSentSchema = z.object({ expiredMinutes: z.int() });

/** A new authenticator secret to enroll: the base32 secret and its otpauth:// URI as a QR (SVG). */
export const authenticatorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });

/** A six-digit authenticator code (RFC 6238), to confirm an enrollment or remove it. */
export const authenticatorCodeSchema = z.object({ code: z.string().check(z.regex(/^\d{6}$/)) });
