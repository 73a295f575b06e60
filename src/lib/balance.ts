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

// Other documents of this origin showing the balance: the /game page's header around an in-house
// game's frame, other tabs. One channel per document (a channel never hears its own posts).
const CHANNEL = 'portal-balance';
let channel: BroadcastChannel | null | undefined;
function balanceChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  return channel;
}

/**
 * Sets the balance from an answer that carries it (`sumBalance` in minor units of the main wallet,
 * SPEC §2.3); the currency stays the one last fetched, or `currency` when the answer names it.
 * The other open documents of this origin (a game's frame and the page around it, other tabs)
 * hear it too, once they listen ({@link listenToOtherDocuments}).
 */
export function setKnownBalance(sumBalance: number, currency?: string): void {
  $balance.set({ status: 'ready', sumBalance, currency: currency ?? $balance.get().currency });
  try {
    balanceChannel()?.postMessage({ sumBalance, currency: $balance.get().currency });
  } catch {
    /* the channel is closed or unavailable: the page's own poll catches up */
  }
}

/**
 * Shows the balance another document of this origin learned (an in-house game played in the
 * /game page's frame sets it there; SPEC §2.3). Returns the unsubscribe function.
 */
export function listenToOtherDocuments(): () => void {
  const c = balanceChannel();
  if (!c) return () => undefined;
  const listener = (e: MessageEvent<{ sumBalance?: unknown; currency?: unknown }>): void => {
    const { sumBalance, currency } = e.data ?? {};
    if (typeof sumBalance !== 'number' || !Number.isSafeInteger(sumBalance)) return;
    $balance.set({ status: 'ready', sumBalance, currency: typeof currency === 'string' ? currency : $balance.get().currency });
  };
  c.addEventListener('message', listener);
  return () => c.removeEventListener('message', listener);
}
