/**
 * The preset avatars (SPEC §2.3 avatar menu; §7.1 Avatar, Member icon) and their images. Free of
 * zod, so the header that draws the avatar loads no schema code.
 */

/**
 * The preset avatars a member may have (SPEC §2.3 avatar menu; §7.1 Avatar, Member icon): the id
 * the platform stores and answers. `0` is the default avatar; each other id has its image in the
 * portal's public files (public/avatars/<id>.png, drawn from the .svg beside it).
 */
export const AVATARS = ['0', '1', '2', '3', '4', '5', '6', '7', '8'] as const;
/** One preset avatar id. */
export type AvatarId = (typeof AVATARS)[number];
/** The default avatar's image (SPEC §8 "Failed image load: default avatar"). */
export const DEFAULT_AVATAR_IMAGE = '/avatar-default.png';

/** The same-origin image path of avatar `avatar`; the default avatar's for `0` or an unknown id. */
export function avatarImage(avatar: string): string {
  return avatar !== '0' && (AVATARS as readonly string[]).includes(avatar) ? `/avatars/${avatar}.png` : DEFAULT_AVATAR_IMAGE;
}
