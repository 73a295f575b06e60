/**
 * The member's header balance (SPEC §2.3 balance; §4 "A refresh shows a placeholder text while
 * loading, then the value"), shared so that any feature whose answer carries the new main-wallet
 * balance (a bet, a bought ticket, a transfer) sets it directly instead of asking for it again.
 * The wallet feature owns fetching it (`features/wallet/stores/balance.ts`).
 */
import { atom } from 'nanostores';

/** Balance state: `loading` shows the placeholder, `error` keeps the last value unknown; `sumBalance` in integer minor units of `currency`. */
export interface BalanceState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  sumBalance: number | null;
  currency: string | null;
}

/** The member's balance. */
export const $balance = atom<BalanceState>({ status: 'idle', sumBalance: null, currency: null });

/**
 * Sets the balance from an answer that carries it (`sumBalance` in minor units of the main wallet,
 * SPEC §2.3); the currency stays the one last fetched, or `currency` when the answer names it.
 */
export function setKnownBalance(sumBalance: number, currency?: string): void {
  $balance.set({ status: 'ready', sumBalance, currency: currency ?? $balance.get().currency });
}
