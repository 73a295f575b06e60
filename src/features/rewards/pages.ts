/**
 * The rewards pages of the member center (SPEC §2.7): reward center, referral, missions, messages,
 * rebate, VIP, points shop, winners leaderboard and feedback (SPEC §5.3).
 * One row per page: spec id, frame, SPEC section, title key, gate, message area, badge, and a
 * lazy loader (each page is its own chunk, reached through page-loaders.ts). A page's component and store live in
 * `src/features/rewards/pages/<spec-id>/`.
 */
import type { OverlayPageDef } from '../../lib/overlay.ts';

/** Loader of page `id`: one dynamic import of the area's loaders (page-loaders.ts), then the page's own chunk. */
const page =
  (id: string): OverlayPageDef['load'] =>
  () =>
    import('./page-loaders.ts').then((m) => m.loadRewardsPage(id));

/** The rewards feature's overlay pages, in menu order. */
export const rewardsPages: OverlayPageDef[] = [
  {
    id: 'rewardCenter',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_reward_center',
    gate: 'member',
    messages: 'rewards',
    load: page('rewardCenter'),
  },
  { id: 'referral', area: 'member', section: '§2.7', titleKey: 'overlay_page_referral', gate: 'member', messages: 'rewards', load: page('referral') },
  {
    id: 'missionLeaderboard',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_mission_leaderboard',
    gate: 'member',
    messages: 'rewards',
    badge: 'missionCount',
    load: page('missionLeaderboard'),
  },
  {
    id: 'messageV2',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_messages',
    gate: 'member',
    messages: 'rewards',
    badge: 'unread',
    load: page('messageV2'),
  },
  {
    id: 'manualRebate',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_manual_rebate',
    gate: 'member',
    messages: 'rewards',
    load: page('manualRebate'),
  },
  { id: 'playerRank', area: 'member', section: '§2.7', titleKey: 'overlay_page_player_rank', gate: 'member', messages: 'rewards', load: page('playerRank') },
  { id: 'pointShop', area: 'member', section: '§2.7', titleKey: 'overlay_page_point_shop', gate: 'member', messages: 'rewards', load: page('pointShop') },
  {
    id: 'winnersLeaderboard',
    area: 'member',
    section: '§2.7',
    titleKey: 'overlay_page_winners_leaderboard',
    gate: 'member',
    messages: 'rewards',
    load: page('winnersLeaderboard'),
  },
  { id: 'feedback', area: 'member', section: '§2.7', titleKey: 'overlay_page_feedback', gate: 'member', messages: 'rewards', load: page('feedback') },
];
