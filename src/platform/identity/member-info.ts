/**
 * Member info of the session (SPEC §3 member info, §7.1); the balance is src/platform/wallet/transfer.ts.
 */
import { ok } from '../../contracts/envelope.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { RouteHandler } from '../lib/route-handler.ts';
import { memberIcon } from '../member/avatar.ts';

/** GET /wps/member/info: the member of the session. */
export const memberInfo: RouteHandler<'memberInfo'> = async (ctx) => {
  const m = ctx.member;
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
