/**
 * Session store and actions (SPEC §4 session and login; §2.3 sign-out; §2.5 modal).
 * - `$session`: the signed-in member's session values, or null.
 * - `$authModal`: whether the login/register modal is open and on which tab.
 * - `$captchaRequired`: set after a failed login returned the captcha flag (SPEC §7.3).
 * Actions return ApiResult failures as error codes (message keys) for the components to show.
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult } from '../../../lib/api-client.ts';
import { clearSessionStorage, readSessionValues, writeSessionValues, type SessionValues } from '../../../lib/session-values.ts';
import { isAgentType } from '../../../contracts/schemas/member.ts';

/** Which form the modal shows. */
export type AuthModalType = 'login' | 'register';

/** The signed-in member's session values, or null when signed out. */
export const $session = atom<SessionValues | null>(null);
/** The login/register modal. */
export const $authModal = atom<{ open: boolean; type: AuthModalType }>({ open: false, type: 'login' });
/** True once a failed login asked for the captcha. */
export const $captchaRequired = atom(false);
/** Account name to greet in the registration-success modal, or null. */
export const $registeredAccount = atom<string | null>(null);

const REGISTERED_KEY = 'registeredAccount';

/** Opens the modal on `type`. */
export function openAuthModal(type: AuthModalType = 'login'): void {
  $authModal.set({ open: true, type });
}

/** Closes the modal. */
export function closeAuthModal(): void {
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
 * success from the previous page.
 */
export async function restoreSession(): Promise<void> {
  const stored = readSessionValues();
  if (!stored) return;
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
  const member = await loadMember();
  if (member.ok) closeAuthModal();
  return member;
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
