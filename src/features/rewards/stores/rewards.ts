/**
 * The rewards pages' store (SPEC §2.7 reward center, VIP levels, rebate, missions, messages,
 * feedback, winners, refer and earn, points shop; DOMAIN.md §3): one `remoteQuery` read per
 * page section and one action per write, each answering an `ApiResult` (error codes are message
 * keys). Claims move money: they announce it so the header balance and points follow; an answer
 * that carries a read's new value (a claimed mission's progress, a message's unread count) sets it
 * without asking again. Money in minor units; points are whole numbers.
 */
import { onSet } from 'nanostores';
import type { ApiResult, RouteValue } from '../../../lib/api-client.ts';
import { announceBalanceChange } from '../../../lib/balance-events.ts';
import { setOverlayBadge } from '../../../lib/overlay.ts';
import { remoteQuery, remoteWrite, setRemoteValue } from '../../../lib/remote.ts';
import { newRequestId } from '../request-id.ts';
import { refreshPoints } from './points.ts';

/** The member's VIP level and the levels; reading it pays any level-up reward due (`paidNow`). */
export const $playerRank = remoteQuery('playerRank');
/** The rebate the member may claim now, per category, and its `total`. */
export const $rebateInfo = remoteQuery('rebateInfo');
/** The daily and weekly missions with progress and `claimable`. */
export const $missionProgress = remoteQuery('missionProgress');
/** The missions leaderboard. */
export const $missionLeaderboard = remoteQuery('missionLeaderboard');
/** The member's messages (newest first). */
export const $messageList = remoteQuery('messageList');
/** The member's feedback and its replies. */
export const $feedbackList = remoteQuery('feedbackList');
/** The winners leaderboard. */
export const $winnersLeaderboard = remoteQuery('winnersLeaderboard');
/** The member's referral code and what it earned. */
export const $referralInfo = remoteQuery('referralInfo');
/** The points balance (the shop's own read; the header keeps `$points`). */
export const $pointBalance = remoteQuery('pointBalance');
/** The points shop's items and the member's points. */
export const $pointReward = remoteQuery('pointReward');
/** The points rules: earning rates, conversion step and daily cap. */
export const $pointConfig = remoteQuery('pointConfig');
/** The member's redemptions. */
export const $redeemPointList = remoteQuery('redeemPointList');
/** The member's points movements (ODSFE2_MemTransDet). */
export const $pointMovements = remoteQuery('memberTransactionDetails');

// A VIP read that paid a level-up reward moved money (SPEC §2.7): the header balance follows once per answer.
let announcedRank: unknown;
onSet($playerRank, ({ newValue }) => {
  const rank = newValue.data;
  if (rank && rank !== announcedRank && rank.paidNow.length > 0) {
    announcedRank = rank;
    announceBalanceChange();
  }
});
// The missions badge shows how many are done but not claimed, whoever read them.
onSet($missionProgress, ({ newValue }) => {
  if (newValue.data) setOverlayBadge('missionCount', newValue.data.claimable);
});

/** Claims the rebate due; `value.amount` (minor units) was paid into the main wallet. */
export function claimRebate(): Promise<ApiResult<RouteValue<'rebateClaim'>>> {
  return remoteWrite('rebateClaim', {}, { moneyMoved: true, invalidates: ['rebateInfo'] });
}

/** Claims mission `missionId`'s reward; the answer is the new progress, shown at once. */
export async function claimMission(missionId: number): Promise<ApiResult<RouteValue<'missionClaim'>>> {
  const res = await remoteWrite('missionClaim', { missionId }, { moneyMoved: true, invalidates: ['missionLeaderboard'] });
  if (res.ok) setRemoteValue('missionProgress', undefined, res.value);
  return res;
}

/** Marks message `id` read: shown read at once; the answer's unread count becomes the badge. */
export async function markMessageRead(id: number): Promise<ApiResult<RouteValue<'messageRead'>>> {
  const rows = $messageList.get().data;
  if (rows)
    setRemoteValue(
      'messageList',
      undefined,
      rows.map((m) => (m.id === id ? { ...m, read: true } : m)),
    );
  const res = await remoteWrite('messageRead', { id });
  if (res.ok) setOverlayBadge('unread', res.value.count);
  return res;
}

/** Sends feedback of `type` with `content` (up to 5,000 characters). */
export function sendFeedback(type: string, content: string): Promise<ApiResult<RouteValue<'feedback'>>> {
  return remoteWrite('feedback', { type, content }, { invalidates: ['feedbackList'] });
}

/** Redeems shop item `itemId` with the payment password (keyed by a fresh request id). */
export async function redeemItem(itemId: number, paymentPassword: string): Promise<ApiResult<RouteValue<'redeemPointReward'>>> {
  const res = await remoteWrite(
    'redeemPointReward',
    { itemId, paymentPassword, requestId: newRequestId('rd') },
    { invalidates: ['pointReward', 'pointBalance', 'redeemPointList', 'memberTransactionDetails'] },
  );
  if (res.ok) void refreshPoints();
  return res;
}

/**
 * Converts `points` to balance (a multiple of the step, within the daily cap) with the payment
 * password; `value.amount` (minor units) went to the main wallet, `value.balancePoints` is left.
 * Answers error_validation when `points` is not a multiple of the step.
 */
export function convertPoints(points: number, paymentPassword: string): Promise<ApiResult<RouteValue<'convertPoint'>>> {
  return remoteWrite(
    'convertPoint',
    { points, paymentPassword, requestId: newRequestId('cv') },
    { moneyMoved: true, invalidates: ['pointConfig', 'pointBalance', 'pointReward', 'memberTransactionDetails'] },
  );
}
