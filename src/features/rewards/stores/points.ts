/**
 * The member's points balance for the header (SPEC §2.3: shown when PTSYS3 is on and the balance
 * is above 0) and the unread messages count (CSP_unreadCount) behind the avatar badge, which is
 * the overlay registry's `unread` badge (src/lib/overlay.ts setOverlayBadge).
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { setOverlayBadge } from '../../../lib/overlay.ts';

/** Points balance and whether the points system (PTSYS3) is on; null until known or signed out. */
export const $points = atom<{ points: number; enabled: boolean } | null>(null);

/** Reloads the points balance (after a bet, a redeem or a conversion). */
export async function refreshPoints(): Promise<ApiResult<RouteValue<'pointBalance'>>> {
  const r = await callApi('pointBalance');
  $points.set(r.ok ? r.value : null);
  // The avatar menu shows the points too (phones have no room for the header's chip; SPEC §2.3).
  setOverlayBadge('points', r.ok && r.value.enabled ? r.value.points : 0);
  return r;
}

/** Reloads the unread messages count into the `unread` badge. */
export async function refreshUnread(): Promise<ApiResult<RouteValue<'unreadCount'>>> {
  const r = await callApi('unreadCount');
  setOverlayBadge('unread', r.ok ? r.value.count : 0);
  return r;
}

/** Reloads the count of missions done but not claimed into the `missionCount` badge (SPEC §2.7). */
export async function refreshMissionCount(): Promise<ApiResult<RouteValue<'missionProgress'>>> {
  const r = await callApi('missionProgress');
  setOverlayBadge('missionCount', r.ok ? r.value.claimable : 0);
  return r;
}

/** Forgets both (sign-out). */
export function resetRewardsHeader(): void {
  $points.set(null);
  setOverlayBadge('points', 0);
  setOverlayBadge('unread', 0);
  setOverlayBadge('missionCount', 0);
}
