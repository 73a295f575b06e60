/**
 * Member handlers: member info and balance (SPEC §3 member info and balance, §7.1, §7.2).
 * Both run on token routes, so ctx.member is set by the dispatcher.
 */
import { ok } from '../../contracts/envelope.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { Handler } from '../lib/context.ts';
import { memberBalance } from '../lib/ledger.ts';
import { memberIcon } from '../member/avatar.ts';

/** GET /wps/member/info: the member of the session. */
export const memberInfo: Handler = async (ctx) => {
  const m = ctx.member!;
  return {
    body: ok({
      account: m.account,
      id: m.id,
      nickname: m.nickname,
      type: m.type,
      toUpline: m.upline_id !== null,
      memberLabel: m.member_label,
      clubLabel: m.club_label_json ? JSON.parse(m.club_label_json) : null,
      merchant: siteConfig.merchantCode,
      avatarUrl: memberIcon(m).url,
    }),
  };
};

/** GET /wps/v2/wallets/balance: `{ sumBalance, currency }`, sumBalance in minor units. */
export const balance: Handler = async (ctx) => ({
  body: ok({ sumBalance: await memberBalance(ctx.db, ctx.member!.id, siteConfig.currency), currency: siteConfig.currency }),
});
