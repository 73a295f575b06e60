/**
 * Rewards and messages calls (SPEC §7.2 missions, promotions, messages, points; §7.1 feedback).
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import { route, type RouteDef } from '../route-def.ts';

/** The rewards area's calls, keyed by the portal's name for each. */
export const rewardsRoutes = {
  feedback: route({ path: '/wps/feedback', method: 'PUT', token: true, encrypted: false }),
  // §7.2 missions, contracts, promotions, messages, points
  missionSummary: route({ path: '/wps/relay/MCSFE_getMissionSummaryDetails', method: 'GET', token: false, encrypted: false }),
  missionLeaderboard: route({ path: '/wps/relay/MCSFE_getMissionLeaderboard', method: 'GET', token: true, encrypted: false }),
  claimRafflePromotion: route({ path: '/wps/relay/MCS2_claimRafflePromotion', method: 'POST', token: true, encrypted: false }),
  unreadCount: route({ path: '/wps/relay/CSP_unreadCount', method: 'GET', token: true, encrypted: false }),
  pointBalance: route({ path: '/wps/relay/MCS2_getPointBalance', method: 'GET', token: true, encrypted: false }),
  pointReward: route({ path: '/wps/relay/MCS2_getPointReward', method: 'GET', token: true, encrypted: false }),
  redeemPointReward: route({ path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', method: 'POST', token: true, encrypted: false }),
  redeemPointList: route({ path: '/wps/relay/MCS2_getRedeemPointList', method: 'GET', token: true, encrypted: false }),
  pointConfig: route({ path: '/wps/relay/MCS2_getPointConfig', method: 'GET', token: true, encrypted: false }),
  memberTransactionDetails: route({ path: '/wps/relay/ODSFE2_MemTransDet', method: 'GET', token: true, encrypted: false }),
  convertPoint: route({ path: '/wps/relay/passwordCheck/MCS2_convertPoint', method: 'POST', token: true, encrypted: false }),
} as const satisfies Record<string, RouteDef>;
