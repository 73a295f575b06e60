/**
 * Session store and actions (SPEC §4 session and login; §2.3 sign-out; §2.5 modal).
 * `$session`, `$authModal` and `openAuthModal` live in src/lib/session/session.ts (shared by every
 * feature); these actions write them.
 * - `$captchaRequired`: set after a failed login returned the captcha flag (SPEC §7.3).
 * - `$passwordChangeRequired`: why a password change is due after sign-in (SPEC §4), or null.
 * - `$twoFactorChallenge`: the second step of a sign-in from an unregistered IP (SPEC §2.5).
 * Actions return ApiResult failures as error codes (message keys) for the components to show.
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult } from '../../../lib/api-client.ts';
import { clearHandoffMarker, hasHandoffMarker } from '../../../lib/session-handoff.ts';
import { clearSessionStorage, readSessionValues, writeSessionValues } from '../../../lib/session/session-values.ts';
import { $authModal, $session, openAuthModal } from '../../../lib/session/session.ts';
import { isAgentType } from '../../../contracts/user-types.ts';
import type { SignedIn } from '../../../contracts/schemas/session.ts';
import type { TwoFactorChallenge } from '../../../contracts/schemas/two-factor.ts';

/** True once a failed login asked for the captcha. */
export const $captchaRequired = atom(false);
/** Account name to greet in the registration-success modal, or null. */
export const $registeredAccount = atom<string | null>(null);
/** The pending second step of a sign-in from an unregistered IP (SPEC §2.5), or null. */
export const $twoFactorChallenge = atom<TwoFactorChallenge | null>(null);

// The password of the sign-in in progress, kept in memory only (never stored) while a second
// step or the change-password modal may still need it as the old password (SPEC §5.1 "the old
// password is required only when no password is stored"). Lost on navigation, on purpose.
let heldPassword: string | null = null;

/**
 * The held password of the sign-in in progress, or null. Reading does not consume it (React may
 * render a form twice); it is forgotten on close, sign-out and after the password change.
 */
export function heldSignInPassword(): string | null {
  return heldPassword;
}

/** Forgets the held password (after the change it was needed for). */
export function forgetHeldPassword(): void {
  heldPassword = null;
}

const REGISTERED_KEY = 'registeredAccount';

/** Closes the modal (and forgets a held password unless a password change is still due). */
export function closeAuthModal(): void {
  if (!$passwordChangeRequired.get()) heldPassword = null;
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
    const change = sessionStorage.getItem(PASSWORD_CHANGE_KEY);
    if (change === 'default' || change === 'expired' || change === 'firstLogin') $passwordChangeRequired.set(change);
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

/** Login form values (SPEC §3 login payload): type sms sends the mobile number and the SMS code. */
export interface LoginInput {
  type: 'username' | 'sms';
  /** Account name or phone number (type username), or the national mobile number (type sms). */
  username: string;
  /** Password (type username) or SMS code (type sms). */
  password: string;
  countryDialingCode?: string;
  captcha?: string;
  captchaKey?: string;
  /** Human-verification proof (features/identity/api/human-check.ts). */
  altcha?: string;
}

/** The default password that must be changed (SPEC §4: the six-digit ascending sequence from 1). */
export const DEFAULT_PASSWORD = '123456';

/**
 * Why the member must change the password right after signing in (SPEC §4 "Password change
 * flag"): `default` (the password is 123456), `expired` (passwordExpired with PWDEXPFORCECHANGE3)
 * or `firstLogin` (the first-login action: an account someone else created gets a password of
 * its own). Never after an SMS sign-in.
 */
export type PasswordChangeReason = 'default' | 'expired' | 'firstLogin';

/**
 * Hand-off to the change-password modal (SPEC §2.5, §4 password change flag): the reason a password change is
 * required after the last sign-in, or null. Kept in session storage so it survives the move to
 * home after login; the change-password flow calls {@link clearPasswordChangeRequired} when done.
 */
export const $passwordChangeRequired = atom<PasswordChangeReason | null>(null);

const PASSWORD_CHANGE_KEY = 'passwordChangeRequired';

/** The reason to ask for a new password after a successful sign-in, or null (SPEC §4 login). */
export function passwordChangeReason(
  input: Pick<LoginInput, 'type' | 'password'>,
  value: { firstTimeLogin: boolean; passwordExpired: boolean },
  forceChangeOnExpiry: boolean,
): PasswordChangeReason | null {
  if (input.type === 'sms') return null;
  if (input.password === DEFAULT_PASSWORD) return 'default';
  if (value.passwordExpired && forceChangeOnExpiry) return 'expired';
  if (value.firstTimeLogin) return 'firstLogin';
  return null;
}

function persistPasswordChange(reason: PasswordChangeReason | null): void {
  $passwordChangeRequired.set(reason);
  try {
    if (reason) sessionStorage.setItem(PASSWORD_CHANGE_KEY, reason);
    else sessionStorage.removeItem(PASSWORD_CHANGE_KEY);
  } catch {
    /* storage blocked: the atom alone holds it for this page */
  }
}

/** Clears the password-change flag (after the change, or when the member signs out). */
export function clearPasswordChangeRequired(): void {
  persistPasswordChange(null);
}

/** Options of {@link signIn}: the PWDEXPFORCECHANGE3 flag. */
export interface SignInOptions {
  forceChangeOnExpiry: boolean;
}

// What the second step needs to finish the sign-in like signIn would (the reason rule's inputs).
let pendingSignIn: { input: Pick<LoginInput, 'type' | 'password'>; options: SignInOptions } | null = null;

/**
 * Signs in (SPEC §4 login): on success sets the password-change flag, loads the member, clears
 * the captcha flag and closes the modal; the form then calls {@link goHomeAfterLogin}. On failure
 * sets `$captchaRequired` when the platform asks for it. From an unregistered IP the platform
 * answers with a second step instead (SPEC §2.5): the modal moves on to it, `$twoFactorChallenge`
 * is set and the result is `{ ok: true, value: 'twoFactor' }`; the form stays on the page, and
 * {@link completeSignIn} finishes once the step passes (stores/two-factor.ts).
 */
export async function signIn(input: LoginInput, options: SignInOptions = { forceChangeOnExpiry: false }): Promise<ApiResult<unknown>> {
  const res = await callApi('login', { ...input });
  if (!res.ok) {
    if (res.details?.captcha) $captchaRequired.set(true);
    return res;
  }
  $captchaRequired.set(false);
  heldPassword = input.type === 'sms' ? null : input.password;
  if ('twoFactor' in res.value) {
    pendingSignIn = { input: { type: input.type, password: input.password }, options };
    $twoFactorChallenge.set(res.value.twoFactor);
    openAuthModal('twoFactor');
    return { ok: true, value: 'twoFactor' };
  }
  return completeSignIn(res.value, { type: input.type, password: input.password }, options);
}

/**
 * Finishes a sign-in whose answer carried the session (password login, the second step, free
 * play): sets the password-change flag by {@link passwordChangeReason}, loads the member and
 * closes the modal; the header island then opens the change-password modal when a change is due
 * ({@link promptPasswordChange}). `input` null (free play) never asks for a change.
 */
export async function completeSignIn(
  value: SignedIn,
  input: Pick<LoginInput, 'type' | 'password'> | null,
  options: SignInOptions = { forceChangeOnExpiry: false },
): Promise<ApiResult<unknown>> {
  $twoFactorChallenge.set(null);
  persistPasswordChange(input ? passwordChangeReason(input, value, options.forceChangeOnExpiry) : null);
  const member = await loadMember();
  if (member.ok) closeAuthModal();
  return member;
}

/** Finishes the pending second step's sign-in with the platform's signed-in answer. */
export function completePendingSignIn(value: SignedIn): Promise<ApiResult<unknown>> {
  const pending = pendingSignIn;
  pendingSignIn = null;
  return completeSignIn(value, pending?.input ?? { type: 'username', password: '' }, pending?.options);
}

/**
 * Opens the change-password modal when a change is due for the signed-in member and the modal is
 * free (SPEC §2.5 "Change-password modal: after login, when the password is expired or is the
 * default"). The header island calls it whenever the session or the flag changes.
 */
export function promptPasswordChange(): void {
  if ($session.get() && $passwordChangeRequired.get() && !$authModal.get().open) openAuthModal('changePassword');
}

/** After a sign-in, goes to `homeHref` (SPEC §4 "The user goes to /") unless already there. */
export function goHomeAfterLogin(homeHref: string): void {
  if (location.pathname !== homeHref) location.assign(homeHref);
}

/**
 * Completes a registration that the platform accepted (SPEC §4 registration step 6): the edge has
 * set the session cookie, so this loads the member, closes the modal and remembers `account` for
 * the registration-success modal that opens on the home page. The form (features/identity/stores/
 * register.ts, loaded with the form) does the rest of the sequence.
 */
export async function finishSignUp(account: string, options: { closeModal?: boolean } = {}): Promise<ApiResult<unknown>> {
  const member = await loadMember();
  if (member.ok) {
    // registerMobile keeps the modal open: its generated-account dialog lives inside it.
    if (options.closeModal !== false) closeAuthModal();
    try {
      sessionStorage.setItem(REGISTERED_KEY, account);
    } catch {
      $registeredAccount.set(account);
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
