/**
 * Demo avatars (SPEC §2.3 avatar menu; §7.1 Avatar): the preset avatar of some demo accounts, so
 * the signed-in header shows one; the other accounts keep the default (`0`).
 */
import type { AvatarId } from '../../contracts/avatars.ts';

/** Demo account → preset avatar id. */
export const demoAvatars: Readonly<Record<string, AvatarId>> = { demo01: '3', agent01: '6', player01: '1', player02: '7' };

/**
 * SQL giving each demo account its avatar. Idempotent and never overwrites a later choice: it
 * only replaces the default.
 */
export function avatarSeedSql(q: (v: string | number | null) => string): string[] {
  return Object.entries(demoAvatars).map(([account, avatar]) => `UPDATE members SET avatar = ${q(avatar)} WHERE account = ${q(account)} AND avatar = '0';`);
}
