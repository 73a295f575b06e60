/**
 * "The balance changed" between features (SPEC §2.3 header balance): a feature that moved money
 * (a paid deposit, a withdrawal) announces it, and the header island refreshes the balance. A DOM
 * event keeps features from importing the wallet feature.
 */

const EVENT = 'portal:balance-changed';

/** Tells whoever shows the balance to refresh it. */
export function announceBalanceChange(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new Event(EVENT));
}

/** Runs `refresh` whenever the balance changed; returns the unsubscribe function. */
export function onBalanceChange(refresh: () => void): () => void {
  document.addEventListener(EVENT, refresh);
  return () => document.removeEventListener(EVENT, refresh);
}
