/**
 * Login-gated actions in the browser (SPEC §5.3, §6): one call before any gated action, deciding
 * with the same module as the platform and the edge (src/contracts/access.ts).
 * - `requireGate(gate)`: true when the action may go on. Otherwise it drops the action and
 *   - signed out: opens the login popup (and asks the header island to hydrate if it has not);
 *   - trial user (type 4): shows the warning in_need_true_account with the confirm label
 *     in_increase_submit, whose confirm opens registration;
 *   - non-agent asking for the agent area: shows error_not_agent.
 * - `$gateWarning`: the warning to show (a message key), or null; the header island renders it.
 */
import { atom } from 'nanostores';
import { checkGate, type Gate } from '../../contracts/access.ts';
import { $session, openAuthModal } from './session.ts';

/** The gate warning on screen: `in_need_true_account` (trial) or `error_not_agent`, or null. */
export const $gateWarning = atom<'in_need_true_account' | 'error_not_agent' | null>(null);

/** Event that asks the header island to hydrate (see src/lib/hydration/intent-directive.ts). */
const INTENT_EVENT = 'portal:intent';

/** Checks `gate` for the current session; returns true to go on, false after showing why not. */
export function requireGate(gate: Gate): boolean {
  const session = $session.get();
  const verdict = checkGate(gate, session ? session.type : null);
  switch (verdict) {
    case 'allow':
      return true;
    case 'login_required':
      openAuthModal('login');
      if (typeof document !== 'undefined') document.dispatchEvent(new Event(INTENT_EVENT));
      return false;
    case 'trial_blocked':
      $gateWarning.set('in_need_true_account');
      return false;
    case 'not_agent':
      $gateWarning.set('error_not_agent');
      return false;
  }
}

/** Closes the warning; `confirmed` on the trial warning (in_increase_submit) opens registration. */
export function dismissGateWarning(confirmed: boolean): void {
  const warning = $gateWarning.get();
  $gateWarning.set(null);
  if (confirmed && warning === 'in_need_true_account') openAuthModal('register');
}
