/**
 * What a page shows of a read (`lib/remote.ts`): the one `{ loading, error, value }` shape the
 * overlay pages hand to `AsyncState`. `error` is the failure's code (a message key), `value` the
 * route's answer or null. While a new input loads (another page of records, another date preset)
 * the previous answer stays shown with `loading` true, as the record pages always did.
 */
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { RouteName } from '../../contracts/routes.ts';
import type { AsyncValue, RouteValue } from '../api-client.ts';
import type { RemoteStore } from '../remote.ts';

/** A read as a page shows it (`AsyncValue`), with `reload` (the retry). */
export interface RemoteState<T> extends AsyncValue<T> {
  reload: () => void;
}

/** Subscribes to `store` (fetching it if needed) and returns its state for the page. */
export function useRemote<N extends RouteName>(store: RemoteStore<N>): RemoteState<RouteValue<N>> {
  const { data, error, loading } = useStore(store);
  const last = useRef<RouteValue<N> | null>(null);
  if (data !== undefined) last.current = data;
  const failed = error !== undefined && !loading;
  return {
    loading: loading || (data === undefined && !failed),
    error: failed ? error.code : null,
    value: failed ? null : (data ?? last.current),
    reload: store.invalidate,
  };
}

/** The error code (message key) of a failed outcome, or null on success: what a page's error line shows. */
export function failureCode(res: { ok: true } | { ok: false; code: string }): string | null {
  return res.ok ? null : res.code;
}
