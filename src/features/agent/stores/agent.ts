/**
 * Stores of the agent center (SPEC §2.8): the consolidated contract flags (SPEC §3) that decide
 * which salary and dividend items the menu shows, the date preset shared by the record pages, and
 * a small query hook every page uses (loading flag, error code = message key, value).
 */
import { atom } from 'nanostores';
import { useCallback, useEffect, useState } from 'react';
import type { RouteName } from '../../../contracts/routes.ts';
import { callApi, type RouteValue } from '../../../lib/api-client.ts';
import type { DatePreset } from '../../../lib/date-presets.ts';
import { setOverlayHidden } from '../../../lib/overlay.ts';

/** Presets the agent record pages offer (SPEC §9 previous 7 and 30 days, plus today). */
export const AGENT_PRESETS: DatePreset[] = ['today', 'last7', 'last30'];
/** The chosen preset, shared by the agent record pages. */
export const $agentPreset = atom<DatePreset>('last7');

/** Menu pages each consolidated flag shows (SPEC §2.8: only if the contract or salary applies). */
export const FLAG_PAGES = { divtypereq: 'agentBonusRecord', dailysalreqtype: 'agentDailyWages', contracthoursalreq: 'agentHourlySalary', realtimesalreqtype: 'agentRealTimeSalary' } as const;

/** Applies the flags to the menu: a page whose flag is off is hidden. */
export function applyFlags(flags: RouteValue<'agentFlags'>): void {
  for (const [flag, page] of Object.entries(FLAG_PAGES)) setOverlayHidden(page, !flags[flag as keyof typeof FLAG_PAGES]);
}

/** Loads the flags and applies them (a failure leaves the menu as it is). */
export async function loadAgentFlags(): Promise<void> {
  const res = await callApi('agentFlags');
  if (res.ok) applyFlags(res.value);
}

/** What a page shows: loading flag, error code (message key) or the value. */
export interface QueryState<T> { loading: boolean; error: string | null; value: T | null }

/**
 * Calls route `name` with `input` whenever `key` (a string of the inputs) changes; returns the
 * state and a reload function. A late answer for an older key is dropped.
 */
export function useAgentQuery<N extends RouteName>(name: N, input: Record<string, unknown>, key: string): [QueryState<RouteValue<N>>, () => void] {
  const [state, setState] = useState<QueryState<RouteValue<N>>>({ loading: true, error: null, value: null });
  const [nonce, setNonce] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    void callApi(name, input).then((r) => {
      if (live) setState(r.ok ? { loading: false, error: null, value: r.value } : { loading: false, error: r.code, value: null });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name, key, nonce]);
  return [state, useCallback(() => setNonce((n) => n + 1), [])];
}
