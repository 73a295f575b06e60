/**
 * Signing in with a passkey (SPEC §2.5): from the login modal's button, from the username field's
 * autofill (conditional mediation), or as the second step of a sign-in from an unregistered IP.
 * The platform checks the signed answer and answers the session like a password sign-in; success
 * finishes here the way every sign-in does (session.ts completeSignIn: member loaded, modal closed).
 * Failures come back as ApiResult error codes (message keys: error_passkey_*, account_challenge_expired).
 */
import { callApi, type ApiResult } from '../../../lib/api-client.ts';
import { cancelPasskeyCeremony, passkeyAutofillAvailable, signWithPasskey } from '../../../lib/passkey-ceremony.ts';
import type { WebAuthnCredential } from '../../../contracts/schemas/passkey.ts';
import { $authModal } from '../../../lib/session/session.ts';
import { $twoFactorChallenge, completePendingSignIn, completeSignIn } from './session.ts';

/**
 * Signs in with a discoverable passkey. `autofill` waits for a pick in the username field's
 * autofill list; otherwise the browser's passkey prompt opens. `area` as for the password login.
 */
export async function signInWithPasskey(autofill = false, area: 'member' | 'agent' = 'member'): Promise<ApiResult<unknown>> {
  const start = await callApi('passkeyLoginOptions', {});
  if (!start.ok) return start;
  const signed = await signWithPasskey(start.value.options, autofill);
  if (!signed.ok) return signed;
  const res = await callApi('passkeyLogin', { challengeId: start.value.challengeId, credential: signed.value as WebAuthnCredential, area });
  if (!res.ok) return res;
  // No password was typed, so no password-change prompt follows (as after an SMS sign-in).
  return completeSignIn(res.value, null);
}

/** Passes the pending second step with one of the account's passkeys; success finishes the sign-in. */
export async function verifyTwoFactorPasskey(): Promise<ApiResult<unknown>> {
  const challenge = $twoFactorChallenge.get();
  if (!challenge) return { ok: false, code: 'account_challenge_expired', message: 'The verification has expired.', status: 0 };
  const options = await callApi('twoFactorPasskeyOptions', { challengeId: challenge.challengeId });
  if (!options.ok) return options;
  const signed = await signWithPasskey(options.value);
  if (!signed.ok) return signed;
  const res = await callApi('twoFactorPasskey', { challengeId: challenge.challengeId, credential: signed.value as WebAuthnCredential });
  if (!res.ok) return res;
  return completePendingSignIn(res.value);
}

/**
 * Offers the site's passkeys in the username field's autofill list where the browser can
 * (conditional mediation); resolves once one was picked and the sign-in finished, or with the
 * failure (error_passkey_cancelled when the wait was ended by another ceremony or the modal).
 * Null when the browser has no such autofill.
 */
export async function startPasskeyAutofill(): Promise<ApiResult<unknown> | null> {
  if (!(await passkeyAutofillAvailable())) return null;
  // The request waits as long as the page lives unless ended: once the login modal closes (a
  // password sign-in closes it too) it is ended, so no request of the modal outlives it. A login
  // page outside the modal keeps it while the page lives.
  const stop = $authModal.get().open ? $authModal.listen(({ open }) => !open && void cancelPasskeyCeremony()) : () => undefined;
  const res = await signInWithPasskey(true);
  stop();
  return res;
}
