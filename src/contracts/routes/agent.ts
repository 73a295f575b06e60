/**
 * Agent-center calls (SPEC §2.8, §7.2 contracts): every call has gate 'agent'.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import { route, type RouteDef } from '../route-def.ts';

/** The agent area's calls, keyed by the portal's name for each. */
export const agentRoutes = {
  dividendContract: route({ path: '/wps/relay/MCS2_processDividendReq', method: 'POST', token: true, encrypted: false }),
  dailySalaryContract: route({ path: '/wps/relay/MCS2_processDailySalContract', method: 'POST', token: true, encrypted: false }),
  hourSalaryContract: route({ path: '/wps/relay/MCS2_processContractHourSalary', method: 'POST', token: true, encrypted: false }),
  realTimeSalaryContract: route({ path: '/wps/relay/MCSFE_processRealTimeSalaryContract', method: 'POST', token: true, encrypted: false }),
} as const satisfies Record<string, RouteDef>;
