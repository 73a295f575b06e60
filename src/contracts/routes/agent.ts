/**
 * Agent-center calls (SPEC §2.8, §7.2 contracts): every call has gate 'agent' (members get
 * error_not_agent, trial users in_need_true_account). Paths the spec does not show are the
 * portal's (`/wps/agent/...`, specPath false). Part of the one route table (src/contracts/routes.ts).
 */
import { route, type RouteDef } from '../route-def.ts';
import * as agent from '../schemas/agent.ts';

const a = { token: true, gate: 'agent', encrypted: false } as const;
const p = { ...a, specPath: false } as const;

/** The agent area's calls, keyed by the portal's name for each. */
export const agentRoutes = {
  dividendContract: route({
    path: '/wps/relay/MCS2_processDividendReq',
    method: 'POST',
    ...a,
    request: agent.contractActionSchema,
    response: agent.contractListSchema,
  }),
  dailySalaryContract: route({
    path: '/wps/relay/MCS2_processDailySalContract',
    method: 'POST',
    ...a,
    request: agent.contractActionSchema,
    response: agent.contractListSchema,
  }),
  hourSalaryContract: route({
    path: '/wps/relay/MCS2_processContractHourSalary',
    method: 'POST',
    ...a,
    request: agent.contractActionSchema,
    response: agent.contractListSchema,
  }),
  realTimeSalaryContract: route({
    path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
    method: 'POST',
    ...a,
    request: agent.contractActionSchema,
    response: agent.contractListSchema,
  }),
  agentFlags: route({ path: '/wps/agent/flags', method: 'GET', ...p, response: agent.consolidatedFlagsSchema }),
  agentTeamOverview: route({ path: '/wps/agent/team/overview', method: 'GET', ...p, request: agent.agentRangeSchema, response: agent.teamOverviewSchema }),
  agentTeamMembers: route({ path: '/wps/agent/team/members', method: 'GET', ...p, request: agent.teamMembersQuerySchema, response: agent.teamMembersSchema }),
  agentDownline: route({ path: '/wps/agent/team/member', method: 'GET', ...p, request: agent.downlineQuerySchema, response: agent.downlineDetailSchema }),
  agentTeamBetting: route({ path: '/wps/agent/team/betting', method: 'GET', ...p, request: agent.agentRangePageSchema, response: agent.teamBettingSchema }),
  agentUserLoss: route({ path: '/wps/agent/team/user-loss', method: 'GET', ...p, request: agent.agentRangeSchema, response: agent.userLossSchema }),
  agentMyIncome: route({ path: '/wps/agent/income', method: 'GET', ...p, request: agent.agentRangeSchema, response: agent.myIncomeSchema }),
  agentAccountDetails: route({
    path: '/wps/agent/team/transactions',
    method: 'GET',
    ...p,
    request: agent.agentRangePageSchema,
    response: agent.accountDetailsSchema,
  }),
  agentTeamTransaction: route({
    path: '/wps/agent/team/cashflow',
    method: 'GET',
    ...p,
    request: agent.agentRangeSchema,
    response: agent.teamTransactionsSchema,
  }),
  agentRegisterInfo: route({ path: '/wps/agent/register/info', method: 'GET', ...p, response: agent.registerInfoSchema }),
  // Carries a password: encrypted upstream like the login password.
  agentCreateDownline: route({
    path: '/wps/agent/register',
    method: 'POST',
    token: true,
    gate: 'agent',
    encrypted: true,
    specPath: false,
    request: agent.createDownlineSchema,
    response: agent.createdDownlineSchema,
  }),
  agentPayouts: route({ path: '/wps/agent/payouts', method: 'GET', ...p, request: agent.payoutQuerySchema, response: agent.payoutRecordSchema }),
} as const satisfies Record<string, RouteDef>;
