/**
 * The second step of a sign-in from an unregistered IP (SPEC §2.5): send a code
 * by SMS or e-mail, then verify with that code, an authenticator code or the bank account name.
 * The challenge comes from signIn (session.ts, `$twoFactorChallenge`); success finishes the
 * sign-in there. Failures come back as ApiResult error codes (message keys).
 */
import type { TwoFactorMethod } from '../../../contracts/schemas/two-factor.ts';
import { callApi, type ApiResult } from '../../../lib/api-client.ts';
import { $twoFactorChallenge, completePendingSignIn } from './session.ts';
import { openAuthModal } from '../../../lib/session/session.ts';

const noChallenge = { ok: false, code: 'account_challenge_expired', message: 'The verification has expired.', status: 0 } as const;

/**
 * Sends the code of `method` (sms or email) for the pending challenge. Resolves with
 * `{ expiredMinutes }` (the code's lifetime) or a failure.
 */
export async function sendTwoFactorCode(method: 'sms' | 'email'): Promise<ApiResult<{ expiredMinutes: number }>> {
  const challenge = $twoFactorChallenge.get();
  if (!challenge) return noChallenge;
  return callApi('twoFactorSend', { challengeId: challenge.challengeId, method });
}

/**
 * Verifies the pending challenge with `code` (the SMS / e-mail / authenticator code, or the bank
 * account name for `bank`). On success the sign-in completes like a password sign-in (member
 * loaded, password-change flag set, modal closed). A dead challenge (expired, too many tries)
 * answers account_challenge_expired; the form then goes back to login.
 */
export async function verifyTwoFactor(method: TwoFactorMethod, code: string): Promise<ApiResult<unknown>> {
  const challenge = $twoFactorChallenge.get();
  if (!challenge) return noChallenge;
  const res = await callApi('twoFactorVerify', { challengeId: challenge.challengeId, method, code });
  if (!res.ok) return res;
  return completePendingSignIn(res.value);
}

/** Leaves the second step and goes back to the login form. */
export function cancelTwoFactor(): void {
  $twoFactorChallenge.set(null);
  openAuthModal('login');
}
