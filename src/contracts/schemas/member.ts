/**
 * Member and wallet schemas (SPEC §3 member info, balance, session values; §4 user type).
 */
import * as z from 'zod/mini';

/** Trial (demo) user type, SPEC §4. */
export const TRIAL_TYPE = 4;
/** Agent user types, SPEC §4 and §9. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** Club label of a member (SPEC §3): colours are CSS colour strings. */
export const clubLabelSchema = z.object({
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
  rankLevel: z.int().check(z.nonnegative()),
});

/** Member info value (GET /wps/member/info). `type` is the user type of §4. */
export const memberInfoSchema = z.object({
  account: z.string(),
  id: z.int(),
  nickname: z.string(),
  type: z.int(),
  toUpline: z.boolean(),
  memberLabel: z.nullable(z.string()),
  clubLabel: z.nullable(clubLabelSchema),
  merchant: z.string(),
  avatarUrl: z.nullable(z.string()),
});
/** Member info. */
export type MemberInfo = z.infer<typeof memberInfoSchema>;

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

/**
 * Avatar value (GET /wps/relay/MCSFE_getPlayerAvatar): the member's avatar, `avatarType` STATIC
 * for a preset one whose id is `avatar` (one of {@link AVATARS}; the portal draws its image).
 */
export const playerAvatarSchema = z.object({ avatar: z.string().check(z.minLength(1), z.maxLength(16)), avatarType: z.enum(['STATIC']) });
/** Avatar value. */
export type PlayerAvatar = z.infer<typeof playerAvatarSchema>;

/**
 * Member icon value (GET /wps/member/info/icon): the image that stands for the member, as a
 * same-origin path (the preset avatar's image, {@link avatarImage}) or an https URL.
 */
export const memberIconSchema = z.object({ url: z.string().check(z.regex(/^(\/[^/]|https:\/\/)/)) });
/** Member icon value. */
export type MemberIcon = z.infer<typeof memberIconSchema>;

/**
 * Balance value (GET /wps/v2/wallets/balance): `sumBalance` in integer minor units of the site
 * currency (VND has 0 decimals, so minor units are đồng).
 */
export const balanceSchema = z.object({ sumBalance: z.int(), currency: z.string().check(z.length(3)) });
/** Balance. */
export type Balance = z.infer<typeof balanceSchema>;

/**
 * The member's balance with a change mark (GET /wps/v2/wallets/changes; SPEC §2.3 header balance,
 * §2.7 deposit, withdraw and lottery states): `sumBalance` in minor units of `currency`, and
 * `mark`, an opaque text that changes whenever the platform moved the member's money or changed
 * the state of one of their deposits, withdrawals or lottery tickets. The page polls it and, when
 * the mark moved, shows the new balance and reads the open records again.
 */
export const balanceChangesSchema = z.object({ sumBalance: z.int(), currency: z.string().check(z.length(3)), mark: z.string() });
/** Balance with its change mark. */
export type BalanceChanges = z.infer<typeof balanceChangesSchema>;

/** True for agent user types 1, 2, 41, 42 (SPEC §4). */
export function isAgentType(type: number | null | undefined): boolean {
  return type != null && AGENT_TYPES.includes(type);
}

/** True for the trial user type 4 (SPEC §4). */
export function isTrialType(type: number | null | undefined): boolean {
  return type === TRIAL_TYPE;
}
