/**
 * The agent center's page loaders (SPEC §2.8), kept out of the page table so the overlay island
 * (which carries every area's table) holds one dynamic import for the whole agent area instead of
 * one per page: src/features/agent/pages.ts loads this small module when an agent page opens, and
 * it loads that page's own chunk.
 */
import { loadAreaPage, type PageLoader } from '../../lib/overlay-page-loaders.ts';

/** Page id → loader of its chunk. */
export const agentPageLoaders: Record<string, PageLoader> = {
  agentAnnouncement: () => import('./pages/agentAnnouncement/AnnouncementPage.tsx'),
  agentTeamOverview: () => import('./pages/agentTeamOverview/TeamOverviewPage.tsx'),
  agentRegisterCenter: () => import('./pages/agentRegisterCenter/RegisterCenterPage.tsx'),
  agentTeamManagement: () => import('./pages/agentTeamManagement/TeamManagementPage.tsx'),
  agentTeamBetting: () => import('./pages/agentTeamBetting/TeamBettingPage.tsx'),
  agentUserLoss: () => import('./pages/agentUserLoss/UserLossPage.tsx'),
  agentMyIncome: () => import('./pages/agentMyIncome/MyIncomePage.tsx'),
  agentAccountDetails: () => import('./pages/agentAccountDetails/AccountDetailsPage.tsx'),
  agentTeamTransaction: () => import('./pages/agentTeamTransaction/TeamTransactionPage.tsx'),
  agentContracts: () => import('./pages/agentContracts/ContractsPage.tsx'),
  agentBonusRecord: () => import('./pages/agentBonusRecord/BonusRecordPage.tsx'),
  agentDailyWages: () => import('./pages/agentDailyWages/DailyWagesPage.tsx'),
  agentHourlySalary: () => import('./pages/agentHourlySalary/HourlySalaryPage.tsx'),
  agentRealTimeSalary: () => import('./pages/agentRealTimeSalary/RealTimeSalaryPage.tsx'),
};

/** Loads page `id`'s component; throws for an id that is not an agent page (a bug). */
export const loadAgentPage = (id: string): ReturnType<PageLoader> => loadAreaPage(agentPageLoaders, id);
