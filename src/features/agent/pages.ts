/**
 * The agent center's pages (SPEC §2.8): announcement, team overview, register center, team
 * management, team betting, user loss, my income, account details, team transaction, contracts
 * and requests, and the bonus/dividend, daily, hourly and real-time salary records.
 * One row per page: spec id, frame, SPEC section, title key, gate, message area, badge, and a
 * lazy loader (each page is its own chunk, reached through page-loaders.ts). A page's component lives in
 * `src/features/agent/pages/<spec-id>/`, shared pieces in components/ and stores/.
 */
import type { OverlayPageDef } from '../../lib/overlay.ts';

/** Loader of page `id`: one dynamic import of the area's loaders (page-loaders.ts), then the page's own chunk. */
const page =
  (id: string): OverlayPageDef['load'] =>
  () =>
    import('./page-loaders.ts').then((m) => m.loadAgentPage(id));

/** The agent feature's overlay pages, in menu order. */
export const agentPages: OverlayPageDef[] = [
  {
    id: 'agentAnnouncement',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_announcement',
    gate: 'agent',
    messages: 'agent',
    load: page('agentAnnouncement'),
  },
  {
    id: 'agentTeamOverview',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_team_overview',
    gate: 'agent',
    messages: 'agent',
    load: page('agentTeamOverview'),
  },
  {
    id: 'agentRegisterCenter',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_register_center',
    gate: 'agent',
    messages: 'agent',
    load: page('agentRegisterCenter'),
  },
  {
    id: 'agentTeamManagement',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_team_management',
    gate: 'agent',
    messages: 'agent',
    load: page('agentTeamManagement'),
  },
  {
    id: 'agentTeamBetting',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_team_betting',
    gate: 'agent',
    messages: 'agent',
    load: page('agentTeamBetting'),
  },
  {
    id: 'agentUserLoss',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_user_loss',
    gate: 'agent',
    messages: 'agent',
    load: page('agentUserLoss'),
  },
  {
    id: 'agentMyIncome',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_my_income',
    gate: 'agent',
    messages: 'agent',
    load: page('agentMyIncome'),
  },
  {
    id: 'agentAccountDetails',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_account_details',
    gate: 'agent',
    messages: 'agent',
    load: page('agentAccountDetails'),
  },
  {
    id: 'agentTeamTransaction',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_team_transaction',
    gate: 'agent',
    messages: 'agent',
    load: page('agentTeamTransaction'),
  },
  {
    id: 'agentContracts',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_contracts',
    gate: 'agent',
    messages: 'agent',
    load: page('agentContracts'),
  },
  {
    id: 'agentBonusRecord',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_bonus_record',
    gate: 'agent',
    messages: 'agent',
    load: page('agentBonusRecord'),
  },
  {
    id: 'agentDailyWages',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_daily_wages',
    gate: 'agent',
    messages: 'agent',
    load: page('agentDailyWages'),
  },
  {
    id: 'agentHourlySalary',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_hourly_salary',
    gate: 'agent',
    messages: 'agent',
    load: page('agentHourlySalary'),
  },
  {
    id: 'agentRealTimeSalary',
    area: 'agent',
    section: '§2.8',
    titleKey: 'overlay_page_agent_real_time_salary',
    gate: 'agent',
    messages: 'agent',
    load: page('agentRealTimeSalary'),
  },
];
