/**
 * Balance store and actions (SPEC §2.3 balance with eye toggle and refresh; §4 "Balance: shown or
 * hidden. A refresh shows a placeholder text while loading, then the value").
 * `sumBalance` is in integer minor units of `currency`.
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { $balance } from '../../../lib/balance.ts';

export { $balance, type BalanceState } from '../../../lib/balance.ts';
/** Whether the balance is shown (the eye toggle); remembered for the browser session. */
export const $balanceVisible = atom(true);

const VISIBLE_KEY = 'balanceVisible';

/** Reads the remembered visibility; call once on mount. */
export function restoreBalanceVisibility(): void {
  try {
    $balanceVisible.set(sessionStorage.getItem(VISIBLE_KEY) !== '0');
  } catch {
    /* storage blocked: keep the default */
  }
}

/** Flips visibility and remembers it. */
export function toggleBalanceVisible(): void {
  const next = !$balanceVisible.get();
  $balanceVisible.set(next);
  try {
    sessionStorage.setItem(VISIBLE_KEY, next ? '1' : '0');
  } catch {
    /* storage blocked */
  }
}

let inFlight: Promise<ApiResult<RouteValue<'balance'>>> | null = null;

/**
 * Fetches the balance (GET /wps/v2/wallets/balance); `$balance` is `loading` until the answer
 * arrives, then `ready` with sumBalance in minor units, or `error`. Concurrent calls share one
 * request; answers the call's outcome. Never rejects.
 */
export function refreshBalance(): Promise<ApiResult<RouteValue<'balance'>>> {
  inFlight ??= (async () => {
    $balance.set({ ...$balance.get(), status: 'loading' });
    const res = await callApi('balance');
    $balance.set(
      res.ok ? { status: 'ready', sumBalance: res.value.sumBalance, currency: res.value.currency } : { status: 'error', sumBalance: null, currency: null },
    );
    return res;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Forgets the balance (after sign-out). */
export function resetBalance(): void {
  $balance.set({ status: 'idle', sumBalance: null, currency: null });
}
