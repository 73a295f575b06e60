/**
 * The rewards pages' loaders (SPEC §2.7), kept out of the page table so the overlay island (which
 * carries every area's table) holds one dynamic import for the whole rewards area instead of one
 * per page: src/features/rewards/pages.ts loads this small module when a rewards page opens, and it
 * loads that page's own chunk.
 */
import { loadAreaPage, type PageLoader } from '../../lib/overlay-page-loaders.ts';

/** Page id → loader of its chunk. */
export const rewardsPageLoaders: Record<string, PageLoader> = {
  rewardCenter: () => import('./pages/rewardCenter/RewardCenterPage.tsx'),
  referral: () => import('./pages/referral/ReferralPage.tsx'),
  missionLeaderboard: () => import('./pages/missionLeaderboard/MissionsPage.tsx'),
  messageV2: () => import('./pages/messageV2/MessagesPage.tsx'),
  manualRebate: () => import('./pages/manualRebate/ManualRebatePage.tsx'),
  playerRank: () => import('./pages/playerRank/PlayerRankPage.tsx'),
  pointShop: () => import('./pages/pointShop/PointShopPage.tsx'),
  winnersLeaderboard: () => import('./pages/winnersLeaderboard/WinnersPage.tsx'),
  feedback: () => import('./pages/feedback/FeedbackPage.tsx'),
};

/** Loads page `id`'s component; throws for an id that is not a rewards page (a bug). */
export const loadRewardsPage = (id: string): ReturnType<PageLoader> => loadAreaPage(rewardsPageLoaders, id);
