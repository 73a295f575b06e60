/**
 * Access gates: every login-gated rule of SPEC §5.3 and the roles of §6 in one place, so the
 * islands (before an action) and the edge / sandbox platform (when a request bypasses the UI)
 * decide the same way. Pure functions over the user type; no I/O.
 */
import type { RouteName } from './routes.ts';
import { isAgentType, isTrialType } from './user-types.ts';

/**
 * What a gated action needs (SPEC §5.3, §6):
 * - `login`: any signed-in user, trial included (e.g. launching a game, reading the balance).
 * - `member`: a signed-in non-trial user (member center, favorites, deposits, every
 *   "login-gated action" of §5.3).
 * - `agent`: a signed-in agent, types 1, 2, 41, 42 (agent center, agent registration center).
 */
export type Gate = 'login' | 'member' | 'agent';

/**
 * The verdict for one action:
 * - `allow`: go on.
 * - `login_required`: no session; the UI opens the login popup and drops the action.
 * - `trial_blocked`: user type 4; the UI warns with in_need_true_account and the confirm label
 *   in_increase_submit, the platform answers `in_need_true_account`.
 * - `not_agent`: a non-agent asked for the agent area; the platform answers `error_not_agent`.
 */
export type GateVerdict = 'allow' | 'login_required' | 'trial_blocked' | 'not_agent';

/**
 * Decides `gate` for a user of type `userType` (SPEC §4 user type), or `null` when signed out.
 * Returns a {@link GateVerdict}; never throws.
 */
export function checkGate(gate: Gate, userType: number | null): GateVerdict {
  if (userType === null) return 'login_required';
  if (gate === 'login') return 'allow';
  if (isTrialType(userType)) return 'trial_blocked';
  if (gate === 'agent' && !isAgentType(userType)) return 'not_agent';
  return 'allow';
}

/**
 * The error code (= message key, SPEC §8) a platform or edge answers for a refused verdict:
 * `error_not_logged_in` (401), `in_need_true_account` (403), `error_not_agent` (403);
 * null for `allow`.
 */
export function gateErrorCode(verdict: GateVerdict): 'error_not_logged_in' | 'in_need_true_account' | 'error_not_agent' | null {
  switch (verdict) {
    case 'allow':
      return null;
    case 'login_required':
      return 'error_not_logged_in';
    case 'trial_blocked':
      return 'in_need_true_account';
    case 'not_agent':
      return 'error_not_agent';
  }
}

/** The two areas a sign-in can be for (SPEC §6): the member portal, or the agent area. */
export type LoginArea = 'member' | 'agent';

/**
 * Who may sign in where (SPEC §6): any portal account type (member 0, trial 4, agents 1, 2, 41,
 * 42) may sign in to the member portal; other account types (house, admin, …) get
 * `member_no_enter`. The agent area also needs an agent type, else `error_not_agent`.
 * Returns 'allow' or the refusing error code (= message key); never throws.
 */
export function checkLogin(area: LoginArea, userType: number): 'allow' | 'member_no_enter' | 'error_not_agent' {
  if (!isPortalAccountType(userType)) return 'member_no_enter';
  if (area === 'agent' && !isAgentType(userType)) return 'error_not_agent';
  return 'allow';
}

/** The plain member type (SPEC §4: neither trial nor agent). */
export const MEMBER_TYPE = 0;

/** True for the account types that belong to the portal: member 0, trial 4, agent types. */
export function isPortalAccountType(userType: number): boolean {
  return userType === MEMBER_TYPE || isTrialType(userType) || isAgentType(userType);
}

/**
 * The token calls a session whose password must change may still make (SPEC §4 forced password
 * change): change it, sign out, and what the header needs to show who is signed in. The platform
 * dispatcher answers every other token call 403 error_password_change_required.
 */
export const PASSWORD_CHANGE_ALLOWED: ReadonlySet<RouteName> = new Set<RouteName>(['changePassword', 'logout', 'memberInfo', 'balance']);
