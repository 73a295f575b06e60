/**
 * Browser side of the URL token hand-off (src/contracts/session-handoff.ts): whether the edge just
 * turned a `?token=` into a session cookie, and consuming that marker once the member is loaded.
 */
import { HANDOFF_COOKIE } from '../contracts/session-handoff.ts';

/** True when the hand-off marker cookie is present. */
export function hasHandoffMarker(): boolean {
  try {
    return document.cookie.split(';').some((c) => c.trim() === `${HANDOFF_COOKIE}=1`);
  } catch {
    return false;
  }
}

/** Deletes the marker cookie. */
export function clearHandoffMarker(): void {
  try {
    document.cookie = `${HANDOFF_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    /* cookies blocked */
  }
}
