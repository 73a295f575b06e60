/**
 * Every overlay page of every feature in one list (DESIGN.md "Overlay registry"): the member
 * center's pages of the member, cashier and rewards features (SPEC §2.7 menu order), then the
 * agent center's (SPEC §2.8). Islands compose features; features never import each other.
 */
import { agentPages } from '../features/agent/pages.ts';
import { cashierPages } from '../features/cashier/pages.ts';
import { memberPages } from '../features/member/pages.ts';
import { rewardsPages } from '../features/rewards/pages.ts';
import type { OverlayArea, OverlayPageDef } from '../lib/overlay.ts';

// SPEC §2.7's order of the member center's pages; pages not named here follow in table order.
const MEMBER_ORDER = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'playerRank',
];
const rank = (p: OverlayPageDef) => {
  const i = MEMBER_ORDER.indexOf(p.id);
  return i === -1 ? MEMBER_ORDER.length : i;
};

/** Each feature's overlay pages, keyed by the feature's folder (src/features/<feature>/pages.ts). */
export const featureOverlayPages: Record<string, readonly OverlayPageDef[]> = {
  member: memberPages,
  cashier: cashierPages,
  rewards: rewardsPages,
  agent: agentPages,
};

/** All pages, in menu order: the member center's (SPEC §2.7 order), then the agent center's. */
export const overlayPages: OverlayPageDef[] = [
  ...[...memberPages, ...cashierPages, ...rewardsPages]
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p) - rank(b.p) || a.i - b.i)
    .map(({ p }) => p),
  ...agentPages,
];

/** The default page of each frame (SPEC §2.7 securityCenter, §2.8 agentTeamOverview). */
export const defaultOverlayPage: Record<OverlayArea, string> = { member: 'securityCenter', agent: 'agentTeamOverview' };

/** The page with spec id `id`, or undefined. */
export function findOverlayPage(id: string): OverlayPageDef | undefined {
  return overlayPages.find((p) => p.id === id);
}
