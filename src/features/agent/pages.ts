/**
 * The agent center's pages (SPEC §2.8): announcement, team overview, register center, team
 * management, team betting, user loss, my income, account details, team transaction, contracts
 * and requests, and the bonus/dividend, daily, hourly and real-time salary records.
 * One row per page: spec id, frame, SPEC section, title key, gate, message area, badge, and a
 * lazy loader (each page is its own chunk). A page's component lives in
 * `src/features/agent/pages/<spec-id>/`, shared pieces in components/ and stores/.
 */
import type { OverlayPageDef } from '../../lib/overlay.ts';

/** The agent feature's overlay pages, in menu order. */
export const agentPages: OverlayPageDef[] = [
  { id: 'agentAnnouncement', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_announcement', gate: 'agent', messages: 'agent', load: () => import('./pages/agentAnnouncement/AnnouncementPage.tsx') },
  { id: 'agentTeamOverview', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_team_overview', gate: 'agent', messages: 'agent', load: () => import('./pages/agentTeamOverview/TeamOverviewPage.tsx') },
  { id: 'agentRegisterCenter', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_register_center', gate: 'agent', messages: 'agent', load: () => import('./pages/agentRegisterCenter/RegisterCenterPage.tsx') },
  { id: 'agentTeamManagement', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_team_management', gate: 'agent', messages: 'agent', load: () => import('./pages/agentTeamManagement/TeamManagementPage.tsx') },
  { id: 'agentTeamBetting', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_team_betting', gate: 'agent', messages: 'agent', load: () => import('./pages/agentTeamBetting/TeamBettingPage.tsx') },
  { id: 'agentUserLoss', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_user_loss', gate: 'agent', messages: 'agent', load: () => import('./pages/agentUserLoss/UserLossPage.tsx') },
  { id: 'agentMyIncome', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_my_income', gate: 'agent', messages: 'agent', load: () => import('./pages/agentMyIncome/MyIncomePage.tsx') },
  { id: 'agentAccountDetails', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_account_details', gate: 'agent', messages: 'agent', load: () => import('./pages/agentAccountDetails/AccountDetailsPage.tsx') },
  { id: 'agentTeamTransaction', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_team_transaction', gate: 'agent', messages: 'agent', load: () => import('./pages/agentTeamTransaction/TeamTransactionPage.tsx') },
  { id: 'agentContracts', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_contracts', gate: 'agent', messages: 'agent', load: () => import('./pages/agentContracts/ContractsPage.tsx') },
  { id: 'agentBonusRecord', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_bonus_record', gate: 'agent', messages: 'agent', load: () => import('./pages/agentBonusRecord/BonusRecordPage.tsx') },
  { id: 'agentDailyWages', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_daily_wages', gate: 'agent', messages: 'agent', load: () => import('./pages/agentDailyWages/DailyWagesPage.tsx') },
  { id: 'agentHourlySalary', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_hourly_salary', gate: 'agent', messages: 'agent', load: () => import('./pages/agentHourlySalary/HourlySalaryPage.tsx') },
  { id: 'agentRealTimeSalary', area: 'agent', section: '§2.8', titleKey: 'overlay_page_agent_real_time_salary', gate: 'agent', messages: 'agent', load: () => import('./pages/agentRealTimeSalary/RealTimeSalaryPage.tsx') },
];
