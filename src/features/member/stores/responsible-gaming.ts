/**
 * The responsible-gaming page's store (DOMAIN.md §5): `$rg` holds the member's limits (with any
 * pending increase) and the active time-out or self-exclusion; the actions set a limit, confirm a
 * due increase, and start a time-out or self-exclusion. Each answers an ApiResult (error codes are
 * message keys); a success's answer (the new settings) becomes `$rg`.
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult, type AsyncValue, type RouteValue } from '../../../lib/api-client.ts';

/** The page's state. */
export const $rg = atom<AsyncValue<RouteValue<'responsibleGaming'>> & { busy: boolean }>({ loading: false, error: null, busy: false, value: null });

/** Loads the member's settings. */
export async function loadResponsibleGaming(): Promise<ApiResult<RouteValue<'responsibleGaming'>>> {
  $rg.set({ ...$rg.get(), loading: true, error: null });
  const res = await callApi('responsibleGaming');
  $rg.set(res.ok ? { loading: false, error: null, busy: false, value: res.value } : { ...$rg.get(), loading: false, error: res.code });
  return res;
}

type RgChange = 'responsibleGamingLimit' | 'responsibleGamingConfirm' | 'responsibleGamingExclude' | 'responsibleGamingRealityCheck';

async function change(name: RgChange, input: Record<string, unknown>): Promise<ApiResult<RouteValue<RgChange>>> {
  $rg.set({ ...$rg.get(), busy: true });
  const res = await callApi(name, input);
  $rg.set(res.ok ? { loading: false, error: null, busy: false, value: res.value } : { ...$rg.get(), busy: false });
  return res;
}

/** Sets (or with `amount` null removes) a limit (minor units; minutes for a session limit). */
export function saveLimit(kind: string, period: string, amount: number | null): Promise<ApiResult<RouteValue<RgChange>>> {
  return change('responsibleGamingLimit', { kind, period, amount });
}

/** Confirms a pending increase whose 24 hours have passed. */
export function confirmLimit(kind: string, period: string): Promise<ApiResult<RouteValue<RgChange>>> {
  return change('responsibleGamingConfirm', { kind, period });
}

/** Starts a time-out or a self-exclusion of `duration`. */
export function startExclusion(kind: 'timeout' | 'exclusion', duration: string): Promise<ApiResult<RouteValue<RgChange>>> {
  return change('responsibleGamingExclude', { kind, duration });
}

/**
 * The reality-check interval the member chose, in minutes (0 = off), for the reminder (DOMAIN.md §5).
 * A plain call, not a cached read: the reminder runs on every signed-in page and stays this light.
 */
export function loadRealityCheckMinutes(): Promise<ApiResult<number>> {
  return callApi('responsibleGaming').then((r) => (r.ok ? { ok: true, value: r.value.realityCheckMinutes } : r));
}

/** The member's net win/loss (minor units) from `start` (ms) until now, for the reminder. */
export function netSince(start: number): Promise<ApiResult<number>> {
  return callApi('personalProfit', { from: start, to: Date.now() + 1 }).then((r) => (r.ok ? { ok: true, value: r.value.totals.winLoss } : r));
}

/** Sets the reality-check interval (0 = off, 15, 30 or 60 minutes). */
export function saveRealityCheck(minutes: number): Promise<ApiResult<RouteValue<RgChange>>> {
  return change('responsibleGamingRealityCheck', { minutes });
}
