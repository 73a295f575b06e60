/**
 * Schemas of the rewards calls (SPEC §2.7 manualRebate, points shop, messageV2, feedback; §3 points
 * item; §4 redeem statuses; §5.3 feedback; DOMAIN.md §3). Money is integer minor units, rates are
 * basis points (1/10,000), times are ms since epoch.
 */
import * as z from 'zod/mini';

const requestId = z.string().check(z.minLength(8), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/));
const paymentPassword = z.string().check(z.regex(/^\d{6}$/));

/** One category row of the rebate page: valid bet since the last claim, its rate and rebate. */
export const rebateRowSchema = z.object({ category: z.string(), validBet: z.int(), rateBp: z.int(), amount: z.int() });

/** A past rebate claim: the period it covered, the valid bet and the amount paid. */
export const rebateClaimSchema = z.object({ id: z.int(), from: z.int(), to: z.int(), validBet: z.int(), amount: z.int(), createdAt: z.int() });

/** manualRebate: the open period (from the last claim to now), per category, its total, and history. */
export const rebateInfoSchema = z.object({
  from: z.int(),
  rows: z.array(rebateRowSchema),
  validBet: z.int(),
  total: z.int(),
  history: z.array(rebateClaimSchema),
});

/** Points balance; `enabled` is the PTSYS3 flag (the header shows the balance only when on and > 0). */
export const pointBalanceSchema = z.object({ points: z.int(), enabled: z.boolean() });

/** A points shop item (SPEC §3): points and amount (paid deposits) requirements, quantity, status. */
export const pointItemSchema = z.object({
  id: z.int(),
  nameKey: z.string(),
  remarkKey: z.nullable(z.string()),
  image: z.nullable(z.string()),
  pointsRequired: z.int(),
  amountRequired: z.int(),
  quantity: z.int(),
  status: z.enum(['active', 'inactive']),
});

/** The points shop: the member's points and paid deposits, and the items. */
export const pointRewardSchema = z.object({ points: z.int(), deposited: z.int(), items: z.array(pointItemSchema) });

/** Redeem one item behind the payment password; a retry with the same requestId redeems once. */
export const redeemRequestSchema = z.object({ itemId: z.int().check(z.positive()), paymentPassword, requestId });

/** Redeem statuses (SPEC §4): in process, rejected (points returned), approved. */
export const redeemStatusSchema = z.enum(['process', 'rejected', 'approved']);

/** One redemption of the redeem history. */
export const redemptionSchema = z.object({
  id: z.int(),
  itemId: z.int(),
  nameKey: z.string(),
  points: z.int(),
  status: redeemStatusSchema,
  createdAt: z.int(),
  decidedAt: z.nullable(z.int()),
});

/** Convert points to balance: a multiple of the configured step, within the daily cap. */
export const convertRequestSchema = z.object({ points: z.int().check(z.positive(), z.lte(100_000_000)), paymentPassword, requestId });

/** What a conversion credited. */
export const convertResultSchema = z.object({ points: z.int(), amount: z.int(), balancePoints: z.int() });

/** Points rules: earning rate per category (points per 10,000 minor units), conversion step and cap. */
export const pointConfigSchema = z.object({
  rates: z.array(z.object({ category: z.string(), pointsPer10k: z.int() })),
  convertPoints: z.int(),
  convertAmount: z.int(),
  dailyCapPoints: z.int(),
  usedToday: z.int(),
});

/** Points transaction details (ODSFE2_MemTransDet): each earning and spending. */
export const pointEntrySchema = z.object({ id: z.int(), source: z.enum(['bet', 'redeem', 'refund', 'convert', 'grant']), points: z.int(), createdAt: z.int() });

/** Sandbox operator decision on a redemption (dev only). */
export const redeemDecideSchema = z.object({ id: z.int(), decision: z.enum(['approved', 'rejected']) });

/** Unread messages count (CSP_unreadCount). */
export const unreadCountSchema = z.object({ count: z.int() });

/**
 * A platform message (messageV2). `key`, when set, is a message key of the rewards area: the page
 * shows `<key>_title` and `<key>_body` in the reader's language, filled with `params` (a param
 * named `amount` is money in minor units); `title` and `body` are then an English copy.
 */
export const memberMessageSchema = z.object({
  id: z.int(),
  title: z.string(),
  body: z.string(),
  key: z.nullable(z.string()),
  params: z.nullable(z.record(z.string(), z.union([z.string(), z.number()]))),
  createdAt: z.int(),
  read: z.boolean(),
});

/** Mark one message read. */
export const messageReadSchema = z.object({ id: z.int().check(z.positive()) });

/**
 * The messages the platform writes by itself (SPEC §2.7 messageV2), each a message key of the
 * rewards area (`<key>_title`, `<key>_body` in i18n/messages/rewards) so every member reads it in
 * their own locale: a payment that arrived after its deposit was cancelled (DOMAIN.md §5;
 * parameters `amount` in minor units and `id`), the points shop's welcome, a rebate ready to
 * claim, and a maintenance notice (parameters `from` and `to`, ICT clock times).
 */
export const PLATFORM_MESSAGE_KEYS = [
  'rewards_message_late_deposit',
  'rewards_message_points_welcome',
  'rewards_message_rebate_ready',
  'rewards_message_maintenance',
] as const;

const devAccount = z.string().check(z.minLength(1), z.maxLength(64));

/**
 * Sandbox: send a message to a member by account (dev only; tests and demo): one an operator
 * wrote (`title`, `body`, shown as written), or a platform message (`key` with `params`, shown in
 * the reader's locale).
 */
export const devMessageSendSchema = z.union([
  z.object({
    account: devAccount,
    title: z.string().check(z.minLength(1), z.maxLength(120)),
    body: z.string().check(z.minLength(1), z.maxLength(2000)),
  }),
  z.object({
    account: devAccount,
    key: z.enum(PLATFORM_MESSAGE_KEYS),
    params: z._default(z.record(z.string().check(z.regex(/^\w{1,20}$/)), z.union([z.string().check(z.maxLength(100)), z.number()])), {}),
  }),
]);

/** The six feedback question types (SPEC §2.7). */
export const FEEDBACK_TYPES = ['deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other'] as const;

/** Feedback content bounds in words (SPEC §5.3: "between two word bounds, not shown"). */
export const FEEDBACK_MIN_WORDS = 3;
/** Upper word bound of feedback content. */
export const FEEDBACK_MAX_WORDS = 500;

/** Send feedback: a question type and the content (the platform counts the words). */
export const feedbackRequestSchema = z.object({ type: z.enum(FEEDBACK_TYPES), content: z.string().check(z.maxLength(5000)) });

/** A sent feedback with the platform's reply, if any. */
export const feedbackItemSchema = z.object({
  id: z.int(),
  type: z.enum(FEEDBACK_TYPES),
  content: z.string(),
  reply: z.nullable(z.string()),
  createdAt: z.int(),
  repliedAt: z.nullable(z.int()),
});

/** Sandbox: reply to a feedback (dev only). */
export const devFeedbackReplySchema = z.object({ id: z.int(), reply: z.string().check(z.minLength(1), z.maxLength(2000)) });

/**
 * Number of words in `text` (word-like segments, so scripts without spaces count per word too).
 * Used by the platform and the form for the feedback bounds.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const s of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)) if (s.isWordLike) n++;
  return n;
}

/** VIP (playerRank): the member's level, the period's deposits and valid bet, every level's thresholds and gift. */
export const vipStatusSchema = z.object({
  level: z.int(),
  since: z.int(),
  /** When the keep thresholds are next checked (ms). */
  reviewAt: z.int(),
  deposit: z.int(),
  validBet: z.int(),
  levels: z.array(
    z.object({
      level: z.int(),
      name: z.string(),
      depositRequired: z.int(),
      validBetRequired: z.int(),
      keepDeposit: z.int(),
      keepValidBet: z.int(),
      upgradeGift: z.int(),
      giftPaid: z.boolean(),
    }),
  ),
  /** Upgrade gifts paid by this look (level and amount). */
  paidNow: z.array(z.object({ level: z.int(), amount: z.int() })),
});

const missionKind = z.enum(['bet_count', 'valid_bet', 'deposit']);
const missionPeriodSchema = z.enum(['daily', 'weekly']);

/**
 * A mission as visitors see it (MCSFE_getMissionSummaryDetails): period, what to do, target and
 * reward; `minStake` is the least stake of a round a bet_count mission counts (0 for the others).
 */
export const missionSchema = z.object({ id: z.int(), period: missionPeriodSchema, kind: missionKind, target: z.int(), minStake: z.int(), reward: z.int() });

/** The member's missions with progress in the current period, and how many are done but unclaimed (the badge). */
export const missionProgressSchema = z.object({
  missions: z.array(
    z.object({
      id: z.int(),
      period: missionPeriodSchema,
      kind: missionKind,
      target: z.int(),
      minStake: z.int(),
      reward: z.int(),
      progress: z.int(),
      done: z.boolean(),
      claimed: z.boolean(),
      periodEnd: z.int(),
    }),
  ),
  claimable: z.int(),
});

/** Claim a done mission's reward for the current period. */
export const missionClaimSchema = z.object({ missionId: z.int().check(z.positive()) });

/** The mission leaderboard of the week (accounts masked). */
export const missionLeaderboardSchema = z.array(z.object({ rank: z.int(), account: z.string(), missions: z.int(), rewards: z.int() }));

/** The winners leaderboard of the last 7 days (accounts masked). */
export const winnersLeaderboardSchema = z.array(z.object({ rank: z.int(), account: z.string(), game: z.string(), win: z.int(), at: z.int() }));

/**
 * Referral (invite friends, SPEC §2.7): on or off, the terms (reward per friend and the friend's
 * paid deposits it takes, minor units), the member's code, the friends who joined with it (masked;
 * whether they deposited, what each earned the member) and the rewards received in all.
 */
export const referralInfoSchema = z.object({
  enabled: z.boolean(),
  reward: z.int(),
  minDeposit: z.int(),
  code: z.string(),
  friends: z.array(z.object({ account: z.string(), joinedAt: z.int(), deposited: z.boolean(), earned: z.int() })),
  earned: z.int(),
});

/** Which raffle promotion (SPEC §7.2 MCS2_claimRafflePromotion). */
export const raffleRequestSchema = z.object({ promotionId: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)) });

/**
 * A member's daily raffle (SPEC §7.2 MCS2_claimRafflePromotion): the valid bet today takes
 * (`minValidBet`) and made so far (`validBet`, minor units, ICT day `day`), whether a draw is
 * open, the prize amounts of the pool (largest first) and today's draw, if made.
 */
export const raffleStatusSchema = z.object({
  promotionId: z.int(),
  minValidBet: z.int(),
  validBet: z.int(),
  eligible: z.boolean(),
  prizes: z.array(z.int()),
  claimed: z.nullable(z.object({ prize: z.int(), at: z.int() })),
  day: z.string(),
});

/** Activity statuses of an application (SPEC §4). */
export const applicationStatusSchema = z.enum(['applying', 'rejected', 'issued', 'claimed']);

/**
 * Apply to a promotion ("Join now" when signed in): an optional comment and up to 3 images as
 * base64 or data: URLs. Lengths are checked by the platform, which answers translated errors.
 */
export const applicationRequestSchema = z.object({
  promotionId: z.int().check(z.positive()),
  comment: z.optional(z.string().check(z.maxLength(2000))),
  images: z.optional(z.array(z.string().check(z.maxLength(9_000_000))).check(z.maxLength(10))),
});

/** A filed application. */
export const applicationSchema = z.object({
  id: z.int(),
  promotionId: z.int(),
  comment: z.string(),
  images: z.int(),
  status: applicationStatusSchema,
  bonus: z.int(),
  createdAt: z.int(),
});

/** The member claims the bonus of an issued application (SPEC §4 issued → claimed). */
export const applicationClaimSchema = z.object({ applicationId: z.int().check(z.positive()) });

/** Sandbox operator: reject an application, or issue it with a bonus in minor units (> 0). */
export const applicationDecideSchema = z.object({
  id: z.int().check(z.positive()),
  decision: z.enum(['issued', 'rejected']),
  bonus: z._default(z.int().check(z.gte(0), z.lte(1_000_000_000)), 0),
});
