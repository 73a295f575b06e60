/**
 * "The balance changed" between features (SPEC §2.3 header balance): a feature that moved money
 * (a paid deposit, a withdrawal, a bet, a claimed reward) announces it. When its answer carried
 * the new main-wallet balance, that value is set on the shared balance store at once and nobody
 * fetches it again; otherwise the header island refreshes it. A DOM event keeps features from
 * importing the wallet feature; others (the points chip) listen too.
 */
import { setKnownBalance } from './balance.ts';

const EVENT = 'portal:balance-changed';

/**
 * Tells whoever shows the balance that money moved. `sumBalance` (minor units), when the answer
 * carried it, is set directly on `$balance` (src/lib/balance.ts), so the header does not fetch it.
 */
export function announceBalanceChange(sumBalance?: number): void {
  if (sumBalance !== undefined) setKnownBalance(sumBalance);
  if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(EVENT, { detail: { known: sumBalance !== undefined } }));
}

/**
 * Runs `changed` whenever money moved; `known` is true when the new balance was already set from
 * the answer (no need to fetch it). Returns the unsubscribe function.
 */
export function onBalanceChange(changed: (known: boolean) => void): () => void {
  const listener = (e: Event): void => changed(Boolean((e as CustomEvent<{ known?: boolean }>).detail?.known));
  document.addEventListener(EVENT, listener);
  return () => document.removeEventListener(EVENT, listener);
}

const ACCOUNT_EVENT = 'portal:account-changed';

/**
 * Tells the open pages that the platform changed the member's money or the state of a deposit,
 * withdrawal or lottery ticket by itself (settlement, a payout, a paid withdrawal, a draw; SPEC
 * §2.3, §2.7), as the page's poll found it (src/lib/balance-watch.ts). Reads kept in
 * `lib/remote` stores are already marked stale by then; pages that keep their own state listen.
 */
export function announceAccountChange(): void {
  if (typeof document !== 'undefined') document.dispatchEvent(new CustomEvent(ACCOUNT_EVENT));
}

/** Runs `changed` whenever the platform changed the member's account by itself. Returns the unsubscribe function. */
export function onAccountChange(changed: () => void): () => void {
  const listener = (): void => changed();
  document.addEventListener(ACCOUNT_EVENT, listener);
  return () => document.removeEventListener(ACCOUNT_EVENT, listener);
}
