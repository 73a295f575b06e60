/**
 * The shared session (DESIGN.md "Shared session"): the signed-in member's session values and the
 * request to sign in, so every feature can check access without importing the auth feature.
 * - `$session`: SPEC §3 session values (account, merchant, isAgent, type) of the signed-in member,
 *   or null when signed out. Written by the auth feature's sign-in, restore and sign-out actions.
 * - `$authModal`: whether the login/register modal is open and on which form (SPEC §2.5); any
 *   feature may ask for it with {@link openAuthModal}, the auth feature renders it.
 */
import { atom } from 'nanostores';
import type { SessionValues } from './session-values.ts';

/**
 * Which form the modal shows: the login/register tabs, or one of the account-security steps
 * (forgot password, change password, two-step verification; SPEC §2.5).
 */
export type AuthModalType = 'login' | 'register' | 'forgot' | 'changePassword' | 'twoFactor';

/** The signed-in member's session values, or null when signed out. */
export const $session = atom<SessionValues | null>(null);

/** The login/register modal: open flag and form. */
export const $authModal = atom<{ open: boolean; type: AuthModalType }>({ open: false, type: 'login' });

/** Opens the modal on `type` (SPEC §5.3: a gated action without a token opens the login popup). */
export function openAuthModal(type: AuthModalType = 'login'): void {
  $authModal.set({ open: true, type });
}
