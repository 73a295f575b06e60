/**
 * The sandbox platform's agent area (SPEC §2.8 agent center, §4 contracts, DOMAIN.md §2): the handler of each call in
 * src/contracts/routes/agent.ts, typed from its route. Rules live beside this file (tree.ts, team.ts,
 * contracts.ts, settlement.ts, register.ts). The dispatcher already checked gate 'agent'; every
 * member id a call takes is checked against the caller's tree (404 error_not_found outside it, so
 * an agent cannot even learn that the member exists).
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { RECORD_PAGE_SIZE } from '../../contracts/schemas/member-center.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { RouteContext, RouteHandlers } from '../lib/route-handler.ts';
import { consolidatedFlags, contractViews, decideOffer, offerContract, terminationStep, type ContractType } from './contracts.ts';
import { affiliateCode, createDownline } from './register.ts';
import { payoutRecords } from './settlement.ts';
import { accountDetails, downlineDetail, teamBetting, teamMembers, teamOverview, teamTransactions, userLoss } from './team.ts';
import { isInTeam } from './tree.ts';

const notFound = (): HandlerResult => ({ body: fail('error_not_found', 'No such downline.'), status: 404 });

/** One contract call: runs the action, then answers the caller's contracts of the type. */
function contractHandler(type: ContractType) {
  return async (ctx: RouteContext<'dailySalaryContract'>): Promise<HandlerResult> => {
    const me = ctx.member.id;
    const { action, contractId } = ctx.input;
    let refusal: { code: string; status: number } | null = null;
    if (action === 'offer') {
      const res = await offerContract(
        ctx.db,
        me,
        type,
        { downline: ctx.input.downline ?? '', tiers: ctx.input.tiers ?? [], period: ctx.input.period },
        ctx.now,
      );
      if ('code' in res) refusal = res;
    } else if (action !== 'list') {
      if (!contractId) return { body: fail('error_validation', 'A contract id is needed.'), status: 400 };
      // A contract of another type is not found through this call.
      if (!(await ctx.db.prepare('SELECT 1 FROM agent_contracts WHERE id = ? AND type = ?').bind(contractId, type).first())) return notFound();
      const res =
        action === 'accept' || action === 'reject'
          ? await decideOffer(ctx.db, me, contractId, action === 'accept', ctx.now)
          : await terminationStep(ctx.db, me, contractId, action === 'terminate' ? 'request' : action === 'confirmTerminate' ? 'confirm' : 'decline', ctx.now);
      if ('code' in res) refusal = res;
    }
    if (refusal) return { body: fail(refusal.code, 'The contract cannot be changed.'), status: refusal.status };
    const [views, flags, direct] = await Promise.all([
      contractViews(ctx.db, me, type),
      consolidatedFlags(ctx.db, me),
      ctx.db
        .prepare('SELECT account FROM members WHERE upline_id = ? AND type IN (1, 2, 41, 42) ORDER BY account LIMIT 200')
        .bind(me)
        .all<{ account: string }>(),
    ]);
    return { body: ok({ ...views, directDownlines: direct.results.map((r) => r.account), flags }) };
  };
}

/** Handlers of the agent area's calls, merged into the dispatcher by src/platform/index.ts. */
export const agentHandlers: RouteHandlers = {
  dividendContract: contractHandler('dividend'),
  dailySalaryContract: contractHandler('daily'),
  hourSalaryContract: contractHandler('hourly'),
  realTimeSalaryContract: contractHandler('realtime'),

  agentFlags: async (ctx) => ({ body: ok(await consolidatedFlags(ctx.db, ctx.member.id)) }),

  agentTeamOverview: async (ctx) => ({ body: ok(await teamOverview(ctx.db, ctx.member.id, ctx.input.from, ctx.input.to, ctx.now)) }),

  agentTeamMembers: async (ctx) => ({ body: ok(await teamMembers(ctx.db, ctx.member.id, ctx.input, ctx.now)) }),

  agentDownline: async (ctx) => {
    if (!(await isInTeam(ctx.db, ctx.member.id, ctx.input.memberId))) return notFound();
    const detail = await downlineDetail(ctx.db, ctx.input.memberId, ctx.now);
    return detail ? { body: ok(detail) } : notFound();
  },

  agentTeamBetting: async (ctx) => {
    if (ctx.input.memberId && !(await isInTeam(ctx.db, ctx.member.id, ctx.input.memberId))) return notFound();
    return { body: ok(await teamBetting(ctx.db, ctx.member.id, ctx.input)) };
  },

  agentUserLoss: async (ctx) => ({ body: ok(await userLoss(ctx.db, ctx.member.id, ctx.input)) }),

  agentMyIncome: async (ctx) => {
    const rows = (
      await ctx.db
        .prepare(
          "SELECT t.kind, COUNT(*) AS count, SUM(e.amount) AS amount FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'main' WHERE a.member_id = ? AND e.amount > 0 AND t.kind IN ('salary', 'dividend', 'rebate', 'transfer_upline') AND t.created_at >= ? AND t.created_at < ? GROUP BY t.kind ORDER BY t.kind",
        )
        .bind(ctx.member.id, ctx.input.from, ctx.input.to)
        .all<{ kind: string; count: number; amount: number }>()
    ).results;
    return { body: ok({ rows, total: rows.reduce((s, r) => s + r.amount, 0) }) };
  },

  agentAccountDetails: async (ctx) => {
    if (ctx.input.memberId && !(await isInTeam(ctx.db, ctx.member.id, ctx.input.memberId))) return notFound();
    return { body: ok(await accountDetails(ctx.db, ctx.member.id, ctx.input)) };
  },

  agentTeamTransaction: async (ctx) => ({ body: ok(await teamTransactions(ctx.db, ctx.member.id, ctx.input)) }),

  agentRegisterInfo: async (ctx) => ({ body: ok({ affiliateCode: await affiliateCode(ctx.db, ctx.member.id) }) }),

  agentCreateDownline: async (ctx) => {
    const res = await createDownline(ctx.db, ctx.member.id, ctx.input, ctx.now);
    if ('code' in res)
      return { body: fail(res.code, 'The account cannot be created.', res.field ? { fields: { password: res.field } } : undefined), status: res.status };
    return { body: ok(res) };
  },

  agentPayouts: async (ctx) => ({
    body: ok(
      await payoutRecords(ctx.db, ctx.member.id, {
        types: [ctx.input.record],
        from: ctx.input.from,
        to: ctx.input.to,
        page: ctx.input.page,
        pageSize: RECORD_PAGE_SIZE,
      }),
    ),
  }),
};
