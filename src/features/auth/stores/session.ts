/**
 * Session store and actions (SPEC §4 session and login; §2.3 sign-out; §2.5 modal).
 * - `$session`: the signed-in member's session values, or null.
 * - `$authModal`: whether the login/register modal is open and on which tab.
 * - `$captchaRequired`: set after a failed login returned the captcha flag (SPEC §7.3).
 * - `$twoFactorChallenge`, `$passwordChangeRequired`: the steps that may follow a correct
 *   password (two-step verification, forced password change; issue 3 items 4 and 6).
 * Actions return ApiResult failures as error codes (message keys) for the components to show.
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult } from '../../../lib/api-client.ts';
import { clearHandoffMarker, hasHandoffMarker } from '../../../lib/session-handoff.ts';
import { clearSessionStorage, readSessionValues, writeSessionValues, type SessionValues } from '../../../lib/session-values.ts';
import { isAgentType } from '../../../contracts/schemas/member.ts';
import type { SignedIn } from '../../../contracts/schemas/session.ts';
import type { TwoFactorChallenge } from '../../../contracts/schemas/two-factor.ts';

/**
 * Which form the modal shows: the login/register tabs, or one of the account-security steps
 * (forgot password, change password, two-step verification; issue 3 items 4 and 6).
 */
export type AuthModalType = 'login' | 'register' | 'forgot' | 'changePassword' | 'twoFactor';

/** The signed-in member's session values, or null when signed out. */
export const $session = atom<SessionValues | null>(null);
/** The login/register modal. */
export const $authModal = atom<{ open: boolean; type: AuthModalType }>({ open: false, type: 'login' });
/** True once a failed login asked for the captcha. */
export const $captchaRequired = atom(false);
/** Account name to greet in the registration-success modal, or null. */
export const $registeredAccount = atom<string | null>(null);
/**
 * True after a sign-in whose password must change (default 123456, temporary, or expired with
 * PWDEXPFORCECHANGE3; never after SMS login): the change-password modal is open (SPEC §4).
 */
export const $passwordChangeRequired = atom(false);
/** The pending second step of a sign-in from an unregistered IP (SPEC §2.5), or null. */
export const $twoFactorChallenge = atom<TwoFactorChallenge | null>(null);

// The password of the sign-in in progress, kept in memory only (never stored) while a second
// step or a forced password change may still need it as the old password (SPEC §5.1 "the old
// password is required only when no password is stored").
let heldPassword: string | null = null;

/** Hands out the held password of the sign-in in progress once, or null. */
export function takeHeldPassword(): string | null {
  const p = heldPassword;
  heldPassword = null;
  return p;
}

const REGISTERED_KEY = 'registeredAccount';

/** Opens the modal on `type`. */
export function openAuthModal(type: AuthModalType = 'login'): void {
  $authModal.set({ open: true, type });
}

/** Closes the modal (and forgets a held password: the flow that needed it is abandoned). */
export function closeAuthModal(): void {
  heldPassword = null;
  $authModal.set({ ...$authModal.get(), open: false });
}

/**
 * Loads the member behind the session cookie and stores the session values.
 * On 401 (no or expired session) clears them. Returns the call's outcome.
 */
export async function loadMember(): Promise<ApiResult<unknown>> {
  const res = await callApi('memberInfo');
  if (res.ok) {
    const v = { account: res.value.account, merchant: res.value.merchant, isAgent: isAgentType(res.value.type) ? res.value.type : 0, type: res.value.type };
    writeSessionValues(v);
    $session.set(v);
  } else if (res.status === 401) {
    clearSessionStorage();
    $session.set(null);
  }
  return res;
}

/**
 * Restores the session after page load: the stored values show at once, then the member call
 * confirms them (or signs out if the cookie has expired). Also picks up a pending registration
 * success from the previous page, and a session handed off through the URL token.
 */
export async function restoreSession(): Promise<void> {
  const stored = readSessionValues();
  if (!stored) {
    // A URL token the edge just turned into a session (SPEC §4): load the member behind it.
    if (hasHandoffMarker()) {
      clearHandoffMarker();
      await loadMember();
    }
    return;
  }
  $session.set(stored);
  try {
    const registered = sessionStorage.getItem(REGISTERED_KEY);
    if (registered) {
      sessionStorage.removeItem(REGISTERED_KEY);
      $registeredAccount.set(registered);
    }
  } catch {
    /* storage blocked */
  }
  await loadMember();
}

/** Login form values (SPEC §3 login payload). */
export interface LoginInput { username: string; password: string; captcha?: string; captchaKey?: string }

/**
 * Signs in (SPEC §4 login): on success loads the member, clears the captcha flag and closes the
 * modal. On failure sets `$captchaRequired` when the platform asks for it.
 */
export async function signIn(input: LoginInput): Promise<ApiResult<unknown>> {
  const res = await callApi('login', { ...input, type: 'username' });
  if (!res.ok) {
    if (res.details?.captcha) $captchaRequired.set(true);
    return res;
  }
  $captchaRequired.set(false);
  if ('twoFactor' in res.value) {
    // New IP: the modal moves on to the second step (two-factor.ts finishes the sign-in).
    heldPassword = input.password;
    $twoFactorChallenge.set(res.value.twoFactor);
    openAuthModal('twoFactor');
    return { ok: true, value: null };
  }
  heldPassword = input.password;
  return completeSignIn(res.value, 'password');
}

/**
 * Finishes any sign-in whose answer carried the session (SPEC §4 login): loads the member, then
 * opens the change-password modal when the answer asks for it and the sign-in was by password
 * (not after SMS login or free play), else closes the modal. Returns the member call's outcome.
 */
export async function completeSignIn(value: SignedIn, via: 'password' | 'sms' | 'guest'): Promise<ApiResult<unknown>> {
  $twoFactorChallenge.set(null);
  const member = await loadMember();
  const mustChange = member.ok && value.passwordExpired && via === 'password';
  $passwordChangeRequired.set(mustChange);
  if (!mustChange) heldPassword = null;
  if (!member.ok) return member;
  if (mustChange) openAuthModal('changePassword');
  else closeAuthModal();
  return member;
}

/** localStorage key of the guest device's random string (SPEC §4 free play). */
const FREE_PLAY_DEVICE_KEY = 'freePlayDevice';

/** The guest device's random string (32 random bytes, base64url), made once and kept. */
function freePlayDevice(): string {
  const make = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  try {
    const kept = localStorage.getItem(FREE_PLAY_DEVICE_KEY);
    if (kept && /^[A-Za-z0-9_-]{32,128}$/.test(kept)) return kept;
    const fresh = make();
    localStorage.setItem(FREE_PLAY_DEVICE_KEY, fresh);
    return fresh;
  } catch {
    return make(); // storage blocked: a new guest each time
  }
}

/**
 * Free play (SPEC §4 "a guest login (os, platform W, encrypted random string, gateway version
 * 3)"; issue 3 item 7): signs in as this device's trial member (type 4), created with a demo
 * balance on first use. The random string travels inside the encrypted body. Failures:
 * account_freeplay_closed, error_rate_limited, network codes.
 */
export async function signInAsGuest(): Promise<ApiResult<unknown>> {
  const os = (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '';
  const res = await callApi('freePlayLogin', { os: os.slice(0, 32), platform: 'W', randomString: freePlayDevice(), gatewayVersion: 3 });
  if (!res.ok) return res;
  return completeSignIn(res.value, 'guest');
}

/** Registration form values (SPEC §3 registration user object, username type). */
export interface RegisterInput { username: string; password: string; confirmPassword: string; agree: boolean; referralCode: string | null }

/**
 * Registers and signs in (SPEC §4 registration steps 5–6). On success the caller goes to home,
 * where the success modal opens (remembered across the navigation in session storage).
 */
export async function signUp(input: RegisterInput): Promise<ApiResult<unknown>> {
  const res = await callApi('register', { ...input, registerMethod: 'WEB', login: true });
  if (!res.ok) return res;
  const member = await loadMember();
  if (member.ok) {
    closeAuthModal();
    try {
      sessionStorage.setItem(REGISTERED_KEY, input.username);
    } catch {
      $registeredAccount.set(input.username);
    }
  }
  return member;
}

/** Dismisses the registration-success modal. */
export function dismissRegistered(): void {
  $registeredAccount.set(null);
}

/** Signs out (SPEC §2.3): ends the session, clears session storage and goes to `homeHref`. */
export async function signOut(homeHref: string): Promise<void> {
  await callApi('logout');
  clearSessionStorage();
  $session.set(null);
  window.location.assign(homeHref);
}
