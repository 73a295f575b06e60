/**
 * The client's one data pattern (DESIGN.md "One route table"; SPEC §7): reads are fetcher stores
 * of `@nanostores/query` keyed on a route and its input, writes are plain actions that call a
 * route, mark the reads they change stale, and hand a money answer's new balance to the header.
 * Every read and write goes through the API client (`callApi`), so every outcome is an
 * `ApiResult`: a read's store holds `{ loading, data?, error? }` with `error` the failed
 * `ApiResult` (its `code` is a message key), a write resolves with the `ApiResult` itself.
 *
 * Only stores use this module; pages and components read stores and call their actions. It is
 * imported by the signed-in areas (overlay pages load lazily), so it stays out of the first screen
 * of logged-out pages.
 */
import { nanoquery, type FetcherStore, type FetcherValue, type NanoqueryArgs } from '@nanostores/query';
import { onStop } from 'nanostores';
import type { RouteName } from '../contracts/routes.ts';
import { callApi, type ApiFailure, type ApiResult, type RouteValue } from './api-client.ts';
import { announceBalanceChange } from './balance-events.ts';

/**
 * How long (ms) a shown read's answer is reused without asking again, while any page shows it:
 * two sections showing one read share one call. Once nobody shows it the answer is forgotten, so
 * opening a page always asks afresh (as the pages did before the layer): a write elsewhere
 * (a deposit paid, another member signed in) can never leave a stale answer to be reused.
 */
export const READ_REUSE_MS = 4_000;

/** Input of a route call: JSON body, form fields or query parameters (see `callApi`). */
export type RouteInput = Record<string, unknown>;

/** A read's state: `loading`, then the route's value in `data` or the failure in `error`. */
export type RemoteValue<N extends RouteName> = FetcherValue<RouteValue<N>, ApiFailure>;
/** A read: a store of route `N`'s answer, fetched while someone listens. */
export type RemoteStore<N extends RouteName> = FetcherStore<RouteValue<N>, ApiFailure>;

const KEY_SEPARATOR = ' ';

function keyOf(name: RouteName, input: RouteInput | null | undefined): string {
  return `${name}${KEY_SEPARATOR}${JSON.stringify(input ?? {})}`;
}

/**
 * Reads on their way, by key. `@nanostores/query` drops an invalidation that comes while its key is
 * being fetched (the running call's answer is kept), so an answer asked for before a change and
 * landing after it would stay on screen: a withdrawal shown Approved after the platform paid it
 * (SPEC §2.3, what the platform does reaches the open page). `invalidateRoutes` asks such a key
 * again once its call has settled.
 */
const inFlight = new Map<string, Promise<unknown>>();

/** Calls the route a key names; a failure is thrown so the fetcher store keeps it in `error`. */
function fetchKey(key: string | number | true): Promise<unknown> {
  const text = String(key);
  const call = (async () => {
    const at = text.indexOf(KEY_SEPARATOR);
    const res = await callApi(text.slice(0, at) as RouteName, JSON.parse(text.slice(at + 1)) as RouteInput);
    if (!res.ok) throw res;
    return res.value;
  })();
  inFlight.set(text, call);
  const settled = () => {
    if (inFlight.get(text) === call) inFlight.delete(text);
  };
  call.then(settled, settled);
  return call;
}

const answers: NonNullable<NanoqueryArgs['cache']> = new Map();
const [createFetcherStore, , cache] = nanoquery({
  cache: answers,
  fetcher: fetchKey,
  dedupeTime: READ_REUSE_MS,
  // Behaviour as before the layer: pages ask on open or on the member's refresh, never on their own.
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  onErrorRetry: false,
});

const stores = new Map<string, RemoteStore<RouteName>>();

/**
 * The read of route `name` with `input` (query parameters; none by default): one store per route
 * and input, so two sections showing the same answer share it. The answer is fetched when the
 * store gains its first listener, reused for `READ_REUSE_MS` while shown and forgotten when the
 * last listener leaves; a failure is kept in `error` (never retried on its own: the page offers a
 * retry, `invalidate()`).
 */
export function remoteQuery<N extends RouteName>(name: N, input?: RouteInput): RemoteStore<N> {
  const key = keyOf(name, input);
  let store = stores.get(key);
  if (!store) {
    store = createFetcherStore<RouteValue<N>, ApiFailure>(key) as RemoteStore<RouteName>;
    stores.set(key, store);
    onStop(store, () => answers.delete(key));
  }
  return store as RemoteStore<N>;
}

/**
 * Drops the cached answers of the routes `names` (every input); shown reads ask again, and a read
 * of them already on its way is asked again once it has landed ({@link inFlight}).
 */
export function invalidateRoutes(names: readonly RouteName[]): void {
  const stale = (key: string) => names.some((name) => key.startsWith(name + KEY_SEPARATOR));
  // Taken before invalidating: that starts the shown reads' new calls, which carry the change.
  const running = [...inFlight].filter(([key]) => stale(key));
  cache.invalidateKeys(stale);
  // A call that was already on its way may carry the answer from before the change: ask once more after it.
  for (const [key, call] of running) {
    const again = () => cache.invalidateKeys(key);
    call.then(again, again);
  }
}

/** Sets the cached answer of route `name` with `input` (an answer that carries it, e.g. the wallets after a transfer). */
export function setRemoteValue<N extends RouteName>(name: N, input: RouteInput | null | undefined, value: RouteValue<N>): void {
  cache.mutateCache(keyOf(name, input), value);
}

/** What a write changes, beyond its own answer. */
export interface WriteEffects<N extends RouteName> {
  /** Routes whose cached reads the write makes stale (dropped; the shown ones ask again). */
  invalidates?: readonly RouteName[];
  /**
   * Money moved (SPEC §2.3 header balance). A function returns the new main-wallet balance the
   * answer carries (minor units), which is set on the balance store directly, so nobody fetches
   * it again; `true` (or a function returning undefined) announces the change so the header asks.
   */
  moneyMoved?: true | ((value: RouteValue<N>) => number | undefined);
}

/**
 * A write: calls route `name` with `input` and, on success, applies `effects` (stale reads,
 * balance). Resolves with the call's `ApiResult`; never rejects.
 */
export async function remoteWrite<N extends RouteName>(name: N, input?: RouteInput, effects: WriteEffects<N> = {}): Promise<ApiResult<RouteValue<N>>> {
  const res = await callApi(name, input);
  if (!res.ok) return res;
  if (effects.invalidates?.length) invalidateRoutes(effects.invalidates);
  if (effects.moneyMoved) announceBalanceChange((effects.moneyMoved === true ? undefined : effects.moneyMoved(res.value)) ?? res.balance);
  return res;
}
