/**
 * The non-secret session values kept in sessionStorage under the spec's names (SPEC §3 session
 * values: account, merchant, isAgent; plus type). The token is never here: it stays in the edge's
 * HttpOnly cookie. The presence of `account` is the signed-in flag that hydrates islands early.
 */

/** Session values as the client knows them. `isAgent` and `type` are user-type numbers (SPEC §4). */
export interface SessionValues {
  account: string;
  merchant: string;
  isAgent: number;
  type: number;
}

const KEYS = ['account', 'merchant', 'isAgent', 'type'] as const;

/**
 * Inline head script (BaseLayout), as JavaScript source text: marks `<html data-member>` before the
 * first paint when the signed-in flag (`account`, SPEC §3 session values) is present, so
 * prerendered pages can keep room for a member's parts (the lottery's current issue) in CSS, with
 * the same markup for everyone and nothing moving later. Storage that throws leaves the mark off.
 */
export const MEMBER_HINT_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(KEYS[0])}))document.documentElement.dataset.member=''}catch(e){}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the session values; null when signed out or storage is unavailable. */
export function readSessionValues(): SessionValues | null {
  const s = storage();
  const account = s?.getItem('account');
  if (!s || !account) return null;
  return { account, merchant: s.getItem('merchant') ?? '', isAgent: Number(s.getItem('isAgent') ?? 0), type: Number(s.getItem('type') ?? 0) };
}

/** Stores the session values. */
export function writeSessionValues(v: SessionValues): void {
  const s = storage();
  if (!s) return;
  for (const k of KEYS) s.setItem(k, String(v[k]));
}

/** Clears all of session storage, as sign-out requires (SPEC §2.3). */
export function clearSessionStorage(): void {
  storage()?.clear();
}
