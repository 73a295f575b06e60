/**
 * The sandbox platform's member area (SPEC §2.7 member center: records): the handler of each call
 * in src/contracts/routes/member.ts, typed from its route. Rules live beside this file (records.ts).
 */
import { ok } from '../../contracts/envelope.ts';
import type { RouteHandlers } from '../route-handler.ts';
import { accountRecord, bettingRecord } from './records.ts';

/** Handlers of the member area's calls, merged into the dispatcher by src/platform/index.ts. */
export const memberHandlers: RouteHandlers = {
  bettingRecord: async (ctx) => ({ body: ok(await bettingRecord(ctx.db, ctx.member!.id, ctx.input)) }),
  accountRecord: async (ctx) => ({ body: ok(await accountRecord(ctx.db, ctx.member!.id, ctx.input)) }),
};
