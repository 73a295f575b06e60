/**
 * Password recovery and change in the browser (SPEC §2.5 forgot-password and change-password
 * modals, §5.1, §8 in_been_out; issue 3 item 6):
 * - `requestPasswordByEmail`: forgot by e-mail; success means the portal shows in_been_out.
 * - `resetPasswordByPhone`: forgot by phone with the SMS code; success opens the login form.
 * - `changeOwnPassword`: change password; the platform ends every session, so the portal signs
 *   out here too and opens the login modal again.
 * - `$loginNotice`: a message key the login form shows once above its fields (the password was
 *   changed or reset), or null.
 * Failures come back as ApiResult error codes (message keys) with field errors in details.
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult } from '../../../lib/api-client.ts';
import { clearSessionStorage } from '../../../lib/session-values.ts';
import { $session, clearPasswordChangeRequired, forgetHeldPassword, openAuthModal } from './session.ts';

/** Notice for the login form after a password change or reset, or null. */
export const $loginNotice = atom<'account_password_changed' | 'account_reset_done' | null>(null);

/** Clears the login form's notice (when the person starts signing in). */
export function dismissLoginNotice(): void {
  $loginNotice.set(null);
}

/** Forgot by e-mail: `username` and `email` (form-encoded call). */
export function requestPasswordByEmail(input: { username: string; email: string }): Promise<ApiResult<unknown>> {
  return callApi('forgotPasswordEmail', input);
}

/** Forgot by phone: the number, its dialing code, the SMS code and the new password. */
export async function resetPasswordByPhone(input: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string }): Promise<ApiResult<unknown>> {
  const res = await callApi('forgotPasswordPhone', input);
  if (res.ok) {
    $loginNotice.set('account_reset_done');
    openAuthModal('login');
  }
  return res;
}

/**
 * Change password. `oldPassword` is left out when none is known and the account has none
 * stored. On success the session is over: session values cleared, login modal open with a notice.
 */
export async function changeOwnPassword(input: { oldPassword?: string; newPassword: string; confirmNewPassword: string }): Promise<ApiResult<unknown>> {
  const res = await callApi('changePassword', input);
  if (res.ok || res.status === 401) {
    clearPasswordChangeRequired();
    forgetHeldPassword();
    clearSessionStorage();
    $session.set(null);
    if (res.ok) $loginNotice.set('account_password_changed');
    openAuthModal('login');
  }
  return res;
}
