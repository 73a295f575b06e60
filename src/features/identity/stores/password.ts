/**
 * Password recovery and change in the browser (SPEC §2.5 forgot-password and change-password
 * modals, §5.1, §8 in_been_out):
 * - `requestPasswordByEmail`: forgot by e-mail; success means the portal shows in_been_out.
 * - `resetPasswordByPhone`: forgot by phone with the SMS code; success opens the login form.
 * - `changeOwnPassword`: change password; the platform ends every session, so the portal signs
 *   out here too and opens the login modal again.
 * Success sets the login form's notice (login-notice.ts). Loaded with the forms that use it.
 * Failures come back as ApiResult error codes (message keys) with field errors in details.
 */
import { callApi, type ApiResult } from '../../../lib/api-client.ts';
import { clearSessionStorage } from '../../../lib/session/session-values.ts';
import { $loginNotice } from './login-notice.ts';
import { clearPasswordChangeRequired, forgetHeldPassword } from './session.ts';
import { $session, openAuthModal } from '../../../lib/session/session.ts';

/** Forgot by e-mail: `username` and `email` (form-encoded call). */
export function requestPasswordByEmail(input: { username: string; email: string }): Promise<ApiResult<unknown>> {
  return callApi('forgotPasswordEmail', input);
}

/** Forgot by phone: the number, its dialing code, the SMS code and the new password. */
export async function resetPasswordByPhone(input: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}): Promise<ApiResult<unknown>> {
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
