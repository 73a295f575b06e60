/**
 * The sandbox platform's rewards area (SPEC §2.7 rewards pages, §7.2 missions, promotions,
 * messages, points, DOMAIN.md §3): the handler of each call in src/contracts/routes/rewards.ts,
 * typed from its route. Rules live beside this file (rebate.ts, points.ts, messages.ts, vip.ts, missions.ts, referral.ts, raffle.ts, applications.ts); their rates and amounts in economics.ts.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { featureEnabled } from '../lib/features.ts';
import { verifyPaymentPassword } from '../cashier/payment-password.ts';
import type { RouteHandlers } from '../lib/route-handler.ts';
import { listFeedback, listMessages, markRead, replyFeedback, sendFeedback, sendMessage, sendPlatformMessage, unreadCount } from './messages.ts';
import {
  convertPoints,
  convertedToday,
  decideRedemption,
  listItems,
  listRedemptions,
  paidDeposits,
  pointBalance,
  pointConfig,
  pointEntries,
  pointRates,
  redeemItem,
  type RedemptionRow,
} from './points.ts';
import { claimRebate, rebateHistory, rebatePeriod } from './rebate.ts';
import { evaluateVip } from './vip.ts';
import { referralInfo } from './referral.ts';
import { claimRaffle, raffleStatus } from './raffle.ts';
import { applyToPromotion, claimApplication, decideApplication, listApplications } from './applications.ts';
import { claimMission, memberMissions, missionLeaderboard, missionList, winnersLeaderboard } from './missions.ts';

function redemptionView(r: RedemptionRow) {
  return { id: r.id, itemId: r.item_id, nameKey: r.name_key, points: r.points, status: r.status, createdAt: r.created_at, decidedAt: r.decided_at };
}

/** Handlers of the rewards area's calls, merged into the dispatcher by src/platform/index.ts. */
export const rewardsHandlers: RouteHandlers = {
  rebateInfo: async (ctx) => {
    const id = ctx.member.id;
    const period = await rebatePeriod(ctx.db, id, ctx.now);
    return { body: ok({ from: period.from, rows: period.rows, validBet: period.validBet, total: period.total, history: await rebateHistory(ctx.db, id) }) };
  },

  raffleStatus: async (ctx) => {
    const res = await raffleStatus(ctx.db, ctx.member.id, ctx.input.promotionId, ctx.now);
    return res ? { body: ok(res) } : { body: fail('error_not_found', 'This promotion has no draw.'), status: 404 };
  },

  claimRafflePromotion: async (ctx) => {
    const res = await claimRaffle(ctx.db, ctx.member.id, ctx.input.promotionId, siteConfig.currency, ctx.now);
    if (typeof res !== 'string') return { body: ok(res) };
    return { body: fail(res, 'The draw cannot be made.'), status: res === 'error_not_found' ? 404 : res === 'error_raffle_claimed' ? 409 : 400 };
  },

  rebateClaim: async (ctx) => {
    const res = await claimRebate(ctx.db, ctx.member.id, siteConfig.currency, ctx.now);
    if (typeof res === 'string') return { body: fail(res, 'The rebate cannot be claimed.'), status: res === 'error_rebate_claimed' ? 409 : 400 };
    return { body: ok(res) };
  },

  pointBalance: async (ctx) => ({ body: ok({ points: await pointBalance(ctx.db, ctx.member.id), enabled: await featureEnabled(ctx.db, 'PTSYS3') }) }),

  pointReward: async (ctx) => {
    const id = ctx.member.id;
    const items = (await listItems(ctx.db)).map((i) => ({
      id: i.id,
      nameKey: i.name_key,
      remarkKey: i.remark_key,
      image: i.image,
      pointsRequired: i.points_required,
      amountRequired: i.amount_required,
      quantity: i.quantity,
      status: i.status,
    }));
    return { body: ok({ points: await pointBalance(ctx.db, id), deposited: await paidDeposits(ctx.db, id), items }) };
  },

  redeemPointReward: async (ctx) => {
    const id = ctx.member.id;
    const check = await verifyPaymentPassword(ctx.db, id, ctx.input.paymentPassword, ctx.now);
    if (check !== 'ok') return { body: fail(check, 'The payment password is needed.'), status: check === 'error_payment_password_not_set' ? 400 : 403 };
    const res = await redeemItem(ctx.db, id, ctx.input.itemId, ctx.input.requestId, ctx.now);
    if (typeof res === 'string')
      return { body: fail(res, 'The item cannot be redeemed.'), status: res === 'error_not_found' ? 404 : res === 'error_points_sold_out' ? 409 : 400 };
    return { body: ok(redemptionView(res)) };
  },

  redeemPointList: async (ctx) => ({ body: ok((await listRedemptions(ctx.db, ctx.member.id)).map(redemptionView)) }),

  pointConfig: async (ctx) => ({ body: ok({ ...pointConfig(), rates: pointRates(), usedToday: await convertedToday(ctx.db, ctx.member.id, ctx.now) }) }),

  memberTransactionDetails: async (ctx) => ({ body: ok(await pointEntries(ctx.db, ctx.member.id)) }),

  convertPoint: async (ctx) => {
    const id = ctx.member.id;
    const check = await verifyPaymentPassword(ctx.db, id, ctx.input.paymentPassword, ctx.now);
    if (check !== 'ok') return { body: fail(check, 'The payment password is needed.'), status: check === 'error_payment_password_not_set' ? 400 : 403 };
    const res = await convertPoints(ctx.db, id, ctx.input.points, ctx.input.requestId, siteConfig.currency, ctx.now);
    if (typeof res === 'string') return { body: fail(res, 'The points cannot be converted.'), status: 400 };
    return { body: ok(res) };
  },

  devRedeemDecide: async (ctx) => {
    const res = await decideRedemption(ctx.db, ctx.input.id, ctx.input.decision, ctx.now);
    return res ? { body: ok(redemptionView(res)) } : { body: fail('error_not_found', 'No redemption in process with this id.'), status: 404 };
  },

  unreadCount: async (ctx) => ({ body: ok({ count: await unreadCount(ctx.db, ctx.member.id) }) }),

  messageList: async (ctx) => ({ body: ok(await listMessages(ctx.db, ctx.member.id)) }),

  messageRead: async (ctx) => {
    if (!(await markRead(ctx.db, ctx.member.id, ctx.input.id, ctx.now))) return { body: fail('error_not_found', 'No such message.'), status: 404 };
    return { body: ok({ count: await unreadCount(ctx.db, ctx.member.id) }) };
  },

  devMessageSend: async (ctx) => {
    const m = await ctx.db.prepare('SELECT id FROM members WHERE account = ?').bind(ctx.input.account).first<{ id: number }>();
    if (!m) return { body: fail('error_not_found', 'No such member.'), status: 404 };
    const input = ctx.input;
    if ('key' in input) return { body: ok(await sendPlatformMessage(ctx.db, m.id, input.key, input.params, ctx.now)) };
    return { body: ok(await sendMessage(ctx.db, m.id, input.title, input.body, ctx.now)) };
  },

  feedback: async (ctx) => {
    const res = await sendFeedback(ctx.db, ctx.member.id, ctx.input.type, ctx.input.content, ctx.now);
    return typeof res === 'string' ? { body: fail(res, 'The feedback needs more or fewer words.'), status: 400 } : { body: ok(res) };
  },

  feedbackList: async (ctx) => ({ body: ok(await listFeedback(ctx.db, ctx.member.id)) }),

  playerRank: async (ctx) => ({ body: ok(await evaluateVip(ctx.db, ctx.member.id, siteConfig.currency, ctx.now)) }),

  missionSummary: async () => ({ body: ok(missionList()) }),

  missionProgress: async (ctx) => {
    const missions = await memberMissions(ctx.db, ctx.member.id, ctx.now);
    return { body: ok({ missions, claimable: missions.filter((m) => m.done && !m.claimed).length }) };
  },

  missionClaim: async (ctx) => {
    const res = await claimMission(ctx.db, ctx.member.id, ctx.input.missionId, siteConfig.currency, ctx.now);
    if (typeof res === 'string')
      return {
        body: fail(res, 'The mission reward cannot be claimed.'),
        status: res === 'error_not_found' ? 404 : res === 'error_mission_claimed' ? 409 : 400,
      };
    const missions = await memberMissions(ctx.db, ctx.member.id, ctx.now);
    return { body: ok({ missions, claimable: missions.filter((m) => m.done && !m.claimed).length }) };
  },

  missionLeaderboard: async (ctx) => ({ body: ok(await missionLeaderboard(ctx.db, ctx.now)) }),

  winnersLeaderboard: async (ctx) => ({ body: ok(await winnersLeaderboard(ctx.db, ctx.now)) }),

  referralInfo: async (ctx) => ({ body: ok(await referralInfo(ctx.db, ctx.member.id, ctx.member.account)) }),

  promotionApply: async (ctx) => {
    const res = await applyToPromotion(ctx.env, ctx.member.id, ctx.input, ctx.now);
    if (typeof res === 'string')
      return { body: fail(res, 'The application cannot be filed.'), status: res === 'error_not_found' ? 404 : res === 'error_application_exists' ? 409 : 400 };
    return { body: ok(res) };
  },

  promotionClaim: async (ctx) => {
    const res = await claimApplication(ctx.db, ctx.member.id, ctx.input.applicationId, siteConfig.currency, ctx.now);
    if (typeof res === 'string') return { body: fail(res, 'The bonus cannot be claimed.'), status: res === 'error_not_found' ? 404 : 409 };
    return { body: ok(res) };
  },

  devApplicationDecide: async (ctx) => {
    const res = await decideApplication(ctx.db, ctx.input.id, ctx.input.decision, ctx.input.bonus, ctx.now);
    return res
      ? { body: ok(res) }
      : { body: fail('error_not_found', 'No application waiting for a decision with this id (an issue needs a bonus above 0).'), status: 404 };
  },

  promotionApplications: async (ctx) => ({ body: ok(await listApplications(ctx.db, ctx.member.id)) }),

  devFeedbackReply: async (ctx) => {
    const res = await replyFeedback(ctx.db, ctx.input.id, ctx.input.reply, ctx.now);
    return res ? { body: ok(res) } : { body: fail('error_not_found', 'No such feedback.'), status: 404 };
  },
};
