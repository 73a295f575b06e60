/**
 * Member and wallet schemas (SPEC §3 member info, balance, session values). The user types of §4
 * and the preset avatars are zod-free modules of src/contracts (user-types.ts, avatars.ts), so the header
 * and the login modal that need only those load no zod.
 */
import * as z from 'zod/mini';

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
 * Avatar value (GET /wps/relay/MCSFE_getPlayerAvatar): the member's avatar, `avatarType` STATIC
 * for a preset one whose id is `avatar` (one of the preset AVATARS of src/contracts/avatars.ts; the portal draws its image).
 */
export const playerAvatarSchema = z.object({ avatar: z.string().check(z.minLength(1), z.maxLength(16)), avatarType: z.enum(['STATIC']) });
/** Avatar value. */
export type PlayerAvatar = z.infer<typeof playerAvatarSchema>;

/**
 * Member icon value (GET /wps/member/info/icon): the image that stands for the member, as a
 * same-origin path (the preset avatar's image, avatarImage of src/contracts/avatars.ts) or an https URL.
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
