/**
 * "Remember me" (SPEC §2.5 "Login may remember the last user, a remember flag, the password and
 * the SMS number", §9 "Remembered-login cookie 24 hours"; DESIGN.md "the password is offered to
 * the browser's credential manager instead"). The username, the remember flag, the login type and
 * the SMS number (with its dialing code) are kept in localStorage for 24 hours; the password never
 * is: {@link offerPasswordToBrowser} hands it to the browser's credential manager (Credential
 * Management API where there is one; otherwise the form's autocomplete attributes let the
 * browser offer to save it).
 */

/** How long the remembered values last, in ms (SPEC §9: 24 hours). */
export const REMEMBER_MS = 24 * 60 * 60_000;
const KEY = 'rememberedLogin';

/** What is remembered. `expiresAt` in ms since epoch. */
export interface RememberedLogin {
  remember: true;
  loginType: 'username' | 'sms';
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  expiresAt: number;
}

/** The remembered values, or null when none, expired (then removed) or unreadable. */
export function readRememberedLogin(now = Date.now()): RememberedLogin | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as RememberedLogin;
    if (v?.remember !== true || typeof v.expiresAt !== 'number' || v.expiresAt <= now) {
      localStorage.removeItem(KEY);
      return null;
    }
    return v;
  } catch {
    return null;
  }
}

/**
 * After a successful sign-in: remembers the values for 24 hours when `remember` is on (keeping
 * the other login type's remembered value), or forgets everything when it is off.
 */
export function rememberLogin(remember: boolean, values: Omit<RememberedLogin, 'remember' | 'expiresAt'>, now = Date.now()): void {
  try {
    if (!remember) {
      localStorage.removeItem(KEY);
      return;
    }
    const previous = readRememberedLogin(now);
    const next: RememberedLogin = {
      ...previous,
      ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')),
      remember: true,
      expiresAt: now + REMEMBER_MS,
    } as RememberedLogin;
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    /* storage blocked: nothing is remembered */
  }
}

/**
 * Offers the signed-in username and password to the browser's credential manager (Credential
 * Management API, where supported), so the browser, not the portal, keeps the password.
 * Resolves quietly when the API is missing or the visitor declines.
 */
export async function offerPasswordToBrowser(username: string, password: string): Promise<void> {
  const Ctor = (globalThis as { PasswordCredential?: new (data: { id: string; password: string; name?: string }) => Credential }).PasswordCredential;
  if (!Ctor || !navigator.credentials?.store) return;
  try {
    await navigator.credentials.store(new Ctor({ id: username, password, name: username }));
  } catch {
    /* declined or unavailable */
  }
}
