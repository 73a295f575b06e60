/**
 * The last step of every sign-in (password, two-step verification, registration, free play):
 * a new session, the IP registered for the member (so the next sign-in from it skips the second
 * step, SPEC §2.5), and the first-login flag consumed (SPEC §3 login response value).
 */
import { deviceName } from './device-name.ts';
import type { HandlerContext } from '../lib/context.ts';
import { registerIp } from './member-security.ts';
import { createSession, type MemberRow } from './sessions.ts';

/** The signed-in value `{ token, firstTimeLogin, passwordExpired }`; `passwordExpired` as decided by the caller. */
export async function startSession(
  ctx: HandlerContext,
  member: MemberRow,
  passwordExpired: boolean,
): Promise<{ token: string; firstTimeLogin: boolean; passwordExpired: boolean }> {
  const token = await createSession(ctx.db, member.id, ctx.now, ctx.ip, passwordExpired, deviceName(ctx.userAgent));
  await registerIp(ctx.db, member.id, ctx.ip, ctx.now);
  if (member.first_login) await ctx.db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').bind(member.id).run();
  return { token, firstTimeLogin: member.first_login === 1, passwordExpired };
}
