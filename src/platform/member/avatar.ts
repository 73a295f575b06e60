/**
 * The member's avatar (SPEC §2.3 avatar menu; §7.1 Avatar and Member icon): one of the portal's
 * preset avatars (src/contracts/schemas/member.ts AVATARS), stored by its id in `members.avatar`;
 * `0`, the default avatar, until another is given (the demo accounts have theirs from the seed).
 */
import { avatarImage } from '../../contracts/avatars.ts';
import type { MemberIcon, PlayerAvatar } from '../../contracts/schemas/member.ts';
import type { MemberRow } from '../identity/sessions.ts';

/** The avatar of `member`: `{ avatar, avatarType: 'STATIC' }` (MCSFE_getPlayerAvatar). */
export function playerAvatar(member: Pick<MemberRow, 'avatar'>): PlayerAvatar {
  return { avatar: member.avatar || '0', avatarType: 'STATIC' };
}

/** The icon of `member`: the same-origin path of its avatar's image (GET /wps/member/info/icon). */
export function memberIcon(member: Pick<MemberRow, 'avatar'>): MemberIcon {
  return { url: avatarImage(playerAvatar(member).avatar) };
}
