/**
 * What the platform does by itself reaches an open page (SPEC §2.3 header balance; §2.7 deposit,
 * withdraw and lottery states): settlement, payouts, rewards, a paid withdrawal or a settled ticket
 * show within {@link WATCH_SLOW_MS} plus one call, without a reload. While the tab is visible, the
 * page asks one cheap call (GET /wps/v2/wallets/changes: the balance and a change mark); when the
 * mark moved it sets the header's `$balance`, marks the open records stale (`lib/remote`) and
 * announces the change to the pages that keep their own state. A hidden tab asks nothing; coming
 * back asks at once.
 *
 * Why a poll and not server-sent events or a Durable Object fan-out: a poll needs nothing beyond
 * the platform's one indexed read, survives every proxy and sleeping phone, and costs one small
 * call every few seconds per visible signed-in tab; the back-off keeps a quiet page at the slow
 * pace. Loaded lazily by the header once a member is signed in.
 */
import type { RouteName } from '../contracts/routes.ts';
import { callApi } from './api-client.ts';
import { $balance, listenToOtherDocuments, setKnownBalance } from './balance.ts';
import { announceAccountChange, announceBalanceChange } from './balance-events.ts';

/** The first wait, and the wait right after a change (ms): changes tend to come in runs. */
export const WATCH_FAST_MS = 2_000;
/** The longest wait while the platform answers (ms): what the platform does shows within this, plus one call. */
export const WATCH_SLOW_MS = 7_000;
/** The longest wait after failures (ms): a platform that is down is not hammered. */
export const WATCH_FAILED_MAX_MS = 60_000;

/**
 * The reads that show what the platform changes by itself (records, withdrawals, deposits,
 * tickets, funds, points, rewards): marked stale when the mark moves; only shown ones ask again.
 */
export const WATCHED_ROUTES: readonly RouteName[] = [
  'withdrawInfo',
  'depositList',
  'consolidatedFunds',
  'accountRecord',
  'bonusRecord',
  'bettingRecord',
  'lotteryMyTickets',
  'pointBalance',
  'memberTransactionDetails',
  'rebateInfo',
  'missionProgress',
  'promotionApplications',
];

/**
 * Starts watching the signed-in member's account; returns the function that stops it. A 401
 * (signed out elsewhere) stops the watch; other failures back off up to {@link WATCH_FAILED_MAX_MS}.
 */
export function watchBalance(): () => void {
  let mark: string | null = null;
  let wait = WATCH_FAST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let asking = false;

  const schedule = (ms: number): void => {
    clearTimeout(timer);
    if (!stopped && document.visibilityState !== 'hidden') timer = setTimeout(() => void ask(), ms);
  };

  async function ask(): Promise<void> {
    if (stopped || asking || document.visibilityState === 'hidden') return;
    asking = true;
    const res = await callApi('balanceChanges');
    asking = false;
    if (stopped) return;
    if (!res.ok) {
      if (res.status === 401) return stop();
      wait = Math.min(Math.max(wait, WATCH_FAST_MS) * 2, WATCH_FAILED_MAX_MS);
      return schedule(wait);
    }
    const { sumBalance, currency, mark: next } = res.value;
    const known = $balance.get();
    // The first answer has no mark to compare with: what moved since the header's own read shows as a different balance.
    const moved = mark === null ? known.status === 'ready' && known.sumBalance !== sumBalance : next !== mark;
    if (moved) {
      setKnownBalance(sumBalance, currency);
      // The query layer comes with the overlay pages whose reads it holds; a page without them
      // does not download it for the poll (DESIGN.md's signed-in JavaScript budget).
      void import('./remote.ts').then((remote) => remote.invalidateRoutes(WATCHED_ROUTES));
      // Heard by the header's points and missions loaders; the balance is already set (known).
      announceBalanceChange(sumBalance);
      announceAccountChange();
      wait = WATCH_FAST_MS;
    } else {
      // The same mark: nothing moved since. A balance the header lost (a failed read) comes back;
      // a shown one stays (an answer that landed while this call was out may be newer).
      if (known.status === 'error' || known.status === 'idle') setKnownBalance(sumBalance, currency);
      wait = mark === null ? WATCH_FAST_MS : Math.min(Math.round(wait * 1.5), WATCH_SLOW_MS);
    }
    mark = next;
    schedule(wait);
  }

  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') clearTimeout(timer);
    else {
      wait = WATCH_FAST_MS;
      void ask();
    }
  };
  const offOthers = listenToOtherDocuments();
  document.addEventListener('visibilitychange', onVisibility);
  schedule(WATCH_FAST_MS);

  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    offOthers();
    document.removeEventListener('visibilitychange', onVisibility);
  }
  return stop;
}
