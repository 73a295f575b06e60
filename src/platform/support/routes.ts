/**
 * The sandbox platform's customer-service chat (SPEC §6 live chat, §7.2 customer service): the
 * handler of each chat call in src/contracts/routes/support.ts, typed from its route. Rules in chat.ts.
 */
import { fail, ok } from '../../contracts/envelope.ts';
import type { RouteHandlers } from '../lib/route-handler.ts';
import { replyAsSupport, sendSupportMessage, supportMessages } from './chat.ts';

/** Handlers of the chat calls, merged into the dispatcher by src/platform/index.ts. */
export const supportHandlers: RouteHandlers = {
  supportMessages: async (ctx) => ({ body: ok(await supportMessages(ctx.db, ctx.member.id, ctx.input.after)) }),

  supportSend: async (ctx) => {
    const res = await sendSupportMessage(ctx.db, ctx.member.id, ctx.input.body, ctx.now);
    return typeof res === 'string' ? { body: fail(res, 'The message cannot be sent.'), status: 400 } : { body: ok(res) };
  },

  devSupportReply: async (ctx) => {
    const res = await replyAsSupport(ctx.db, ctx.input.account, ctx.input.body, ctx.now);
    return res ? { body: ok(res) } : { body: fail('error_not_found', 'No such member, or an empty or over-long answer.'), status: 404 };
  },
};
