/**
 * Member-center calls (SPEC §2.7): the betting record (personalHistoryCopy) and the account record
 * (transactionHistory), the caller's own rows only.
 * Part of the one route table (src/contracts/routes.ts merges every area file).
 */
import { route, type RouteDef } from '../route-def.ts';
import * as records from '../schemas/member-center.ts';

/** The member area's calls, keyed by the portal's name for each. */
export const memberRoutes = {
  bettingRecord: route({ path: '/wps/member/records/bets', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, request: records.bettingRecordQuerySchema, response: records.bettingRecordSchema }),
  accountRecord: route({ path: '/wps/member/records/transactions', method: 'GET', token: true, gate: 'member', encrypted: false, specPath: false, request: records.accountRecordQuerySchema, response: records.accountRecordSchema }),
} as const satisfies Record<string, RouteDef>;
