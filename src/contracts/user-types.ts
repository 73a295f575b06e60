/**
 * User types (SPEC §4): which are trial (demo) accounts and which are agents. Free of zod, so the
 * header, the session store and the access rules load no schema code.
 */

/** Trial (demo) user type, SPEC §4. */
export const TRIAL_TYPE = 4;
/** Agent user types, SPEC §4 and §9. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** True for agent user types 1, 2, 41, 42 (SPEC §4). */
export function isAgentType(type: number | null | undefined): boolean {
  return type != null && AGENT_TYPES.includes(type);
}

/** True for the trial user type 4 (SPEC §4). */
export function isTrialType(type: number | null | undefined): boolean {
  return type === TRIAL_TYPE;
}
