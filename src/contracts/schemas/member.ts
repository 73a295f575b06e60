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
 * Balance value (GET /wps/v2/wallets/balance): `sumBalance` in integer minor units of the site
 * currency (VND has 0 decimals, so minor units are đồng).
 */
export const balanceSchema = z.object({ sumBalance: z.int(), currency: z.string().check(z.length(3)) });
/** Balance. */
export type Balance = z.infer<typeof balanceSchema>;

/** True for agent user types 1, 2, 41, 42 (SPEC §4). */
export function isAgentType(type: number | null | undefined): boolean {
  return type != null && AGENT_TYPES.includes(type);
}

/** True for the trial user type 4 (SPEC §4). */
export function isTrialType(type: number | null | undefined): boolean {
  return type === TRIAL_TYPE;
}
