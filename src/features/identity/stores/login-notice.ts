/**
 * The notice the login form shows once above its fields after a password change or reset
 * (SPEC §2.5 "After a successful change, the login modal opens again"): a message
 * key, or null. Its own small module, so the login form does not load the password actions.
 */
import { atom } from 'nanostores';

/** Notice for the login form, or null. */
export const $loginNotice = atom<'account_password_changed' | 'account_reset_done' | null>(null);

/** Clears the login form's notice (when the person starts signing in). */
export function dismissLoginNotice(): void {
  $loginNotice.set(null);
}
