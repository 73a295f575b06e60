/**
 * Rewards and messages calls (SPEC §7.2 missions, promotions, messages, points; §7.1 feedback;
 * §2.7 manualRebate, messageV2). Part of the one route table (src/contracts/routes.ts merges every
 * area file). Schemas in src/contracts/schemas/rewards.ts.
 */
import * as z from 'zod/mini';
import { route, type RouteDef } from '../route-def.ts';
import * as r from '../schemas/rewards.ts';

/** The rewards area's calls, keyed by the portal's name for each. */
export const rewardsRoutes = {
  feedback: route({ path: '/wps/feedback', method: 'PUT', token: true, gate: 'member', encrypted: false, request: r.feedbackRequestSchema, response: r.feedbackItemSchema }),
  feedbackList: route({ path: '/wps/rewards/feedback', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: z.array(r.feedbackItemSchema) }),
  devFeedbackReply: route({ path: '/wps/dev/rewards/feedback-reply', method: 'POST', token: false, encrypted: false, specPath: false, devOnly: true, request: r.devFeedbackReplySchema, response: r.feedbackItemSchema }),
  // §7.2 missions, contracts, promotions, messages, points
  missionSummary: route({ path: '/wps/relay/MCSFE_getMissionSummaryDetails', method: 'GET', token: false, encrypted: false, response: z.array(r.missionSchema) }),
  missionLeaderboard: route({ path: '/wps/relay/MCSFE_getMissionLeaderboard', method: 'GET', token: true, gate: 'member', encrypted: false, response: r.missionLeaderboardSchema }),
  missionProgress: route({ path: '/wps/rewards/missions', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: r.missionProgressSchema }),
  missionClaim: route({ path: '/wps/rewards/missions/claim', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: r.missionClaimSchema, response: r.missionProgressSchema }),
  winnersLeaderboard: route({ path: '/wps/rewards/winners', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: r.winnersLeaderboardSchema }),
  claimRafflePromotion: route({ path: '/wps/relay/MCS2_claimRafflePromotion', method: 'POST', token: true, gate: 'member', encrypted: false, request: r.raffleRequestSchema, response: r.raffleStatusSchema }),
  raffleStatus: route({ path: '/wps/rewards/raffle', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, request: r.raffleRequestSchema, response: r.raffleStatusSchema }),
  unreadCount: route({ path: '/wps/relay/CSP_unreadCount', method: 'GET', token: true, gate: 'member', encrypted: false, response: r.unreadCountSchema }),
  messageList: route({ path: '/wps/rewards/messages', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: z.array(r.memberMessageSchema) }),
  messageRead: route({ path: '/wps/rewards/messages/read', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: r.messageReadSchema, response: r.unreadCountSchema }),
  devMessageSend: route({ path: '/wps/dev/rewards/message', method: 'POST', token: false, encrypted: false, specPath: false, devOnly: true, request: r.devMessageSendSchema, response: r.memberMessageSchema }),
  pointBalance: route({ path: '/wps/relay/MCS2_getPointBalance', method: 'GET', token: true, gate: 'member', encrypted: false, response: r.pointBalanceSchema }),
  pointReward: route({ path: '/wps/relay/MCS2_getPointReward', method: 'GET', token: true, gate: 'member', encrypted: false, response: r.pointRewardSchema }),
  redeemPointReward: route({ path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', method: 'POST', token: true, gate: 'member', encrypted: false, request: r.redeemRequestSchema, response: r.redemptionSchema }),
  redeemPointList: route({ path: '/wps/relay/MCS2_getRedeemPointList', method: 'GET', token: true, gate: 'member', encrypted: false, response: z.array(r.redemptionSchema) }),
  pointConfig: route({ path: '/wps/relay/MCS2_getPointConfig', method: 'GET', token: true, gate: 'member', encrypted: false, response: r.pointConfigSchema }),
  memberTransactionDetails: route({ path: '/wps/relay/ODSFE2_MemTransDet', method: 'GET', token: true, gate: 'member', encrypted: false, response: z.array(r.pointEntrySchema) }),
  convertPoint: route({ path: '/wps/relay/passwordCheck/MCS2_convertPoint', method: 'POST', token: true, gate: 'member', encrypted: false, request: r.convertRequestSchema, response: r.convertResultSchema }),
  devRedeemDecide: route({ path: '/wps/dev/rewards/redeem-decide', method: 'POST', token: false, encrypted: false, specPath: false, devOnly: true, request: r.redeemDecideSchema, response: r.redemptionSchema }),
  // §2.7 manualRebate (betting bonus)
  rebateInfo: route({ path: '/wps/rewards/rebate', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: r.rebateInfoSchema }),
  rebateClaim: route({ path: '/wps/rewards/rebate/claim', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, response: r.rebateClaimSchema }),
  // §2.7 playerRank (VIP): evaluated on each look (upgrade and gifts at once, keep review when due)
  playerRank: route({ path: '/wps/rewards/vip', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: r.vipStatusSchema }),
  // §2.7 referral (invite friends)
  referralInfo: route({ path: '/wps/rewards/referral', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: r.referralInfoSchema }),
  // §3 activity application ("Join now" of a promotion when signed in)
  promotionApply: route({ path: '/wps/rewards/promotions/apply', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: r.applicationRequestSchema, response: r.applicationSchema }),
  promotionClaim: route({ path: '/wps/rewards/promotions/claim', method: 'POST', token: true, gate: 'member', encrypted: false, specPath: false, request: r.applicationClaimSchema, response: r.applicationSchema }),
  devApplicationDecide: route({ path: '/wps/dev/rewards/application-decide', method: 'POST', token: false, encrypted: false, specPath: false, devOnly: true, request: r.applicationDecideSchema, response: r.applicationSchema }),
  promotionApplications: route({ path: '/wps/rewards/promotions/applications', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, response: z.array(r.applicationSchema) }),
} as const satisfies Record<string, RouteDef>;
