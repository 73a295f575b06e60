/**
 * Stores of the record pages (SPEC §2.7 personalHistoryCopy, transactionHistory). Each record has
 * a filter atom (date preset of SPEC §9, filters, 1-based page) and a result atom; `load*` reads the
 * filters, asks the platform and reports an ApiResult error code. Changing a filter goes back to
 * page 1. Ranges are computed in the viewer's time zone (src/lib/date-presets.ts).
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult, type AsyncValue, type RouteValue } from '../../../lib/api-client.ts';
import { presetRange, type DatePreset } from '../../../lib/date-presets.ts';

/** Presets the record pages offer (SPEC §9's previous 7 and 30 days, plus today). */
export const RECORD_PRESETS: DatePreset[] = ['today', 'last7', 'last30'];

/** What a record page shows: loading flag, error code (message key) or the page of rows. */
export type RecordState<T> = AsyncValue<T>;

/** Betting-record filters. */
export interface BetFilters {
  preset: DatePreset;
  category: string;
  /** A bet state (open, won, lost, cashed_out, void, rolled_back). */
  state: string;
  page: number;
}
/** Betting-record filters; empty strings mean "all". */
export const $betFilters = atom<BetFilters>({ preset: 'last7', category: '', state: '', page: 1 });
/** The betting record's current page. */
export const $betRecord = atom<RecordState<RouteValue<'bettingRecord'>>>({ loading: false, error: null, value: null });

/** Account-record filters; an empty type means "all". */
export interface TxFilters {
  preset: DatePreset;
  type: string;
  page: number;
}
/** Account-record filters. */
export const $txFilters = atom<TxFilters>({ preset: 'last7', type: '', page: 1 });
/** The account record's current page. */
export const $txRecord = atom<RecordState<RouteValue<'accountRecord'>>>({ loading: false, error: null, value: null });

/** Loads the betting record for the current filters. */
export async function loadBets(): Promise<ApiResult<RouteValue<'bettingRecord'>>> {
  const f = $betFilters.get();
  const { from, to } = presetRange(f.preset, Date.now());
  $betRecord.set({ ...$betRecord.get(), loading: true, error: null });
  const res = await callApi('bettingRecord', {
    from,
    to,
    page: f.page,
    ...(f.category ? { category: f.category } : {}),
    ...(f.state ? { state: f.state } : {}),
  });
  if ($betFilters.get() !== f) return res; // a newer filter change is loading
  $betRecord.set(res.ok ? { loading: false, error: null, value: res.value } : { loading: false, error: res.code, value: null });
  return res;
}

/** Changes betting-record filters (back to page 1 unless the page itself changes) and reloads. */
export function setBetFilters(change: Partial<BetFilters>): Promise<ApiResult<RouteValue<'bettingRecord'>>> {
  $betFilters.set({ ...$betFilters.get(), page: 1, ...change });
  return loadBets();
}

/** Loads the account record for the current filters. */
export async function loadTransactions(): Promise<ApiResult<RouteValue<'accountRecord'>>> {
  const f = $txFilters.get();
  const { from, to } = presetRange(f.preset, Date.now());
  $txRecord.set({ ...$txRecord.get(), loading: true, error: null });
  const res = await callApi('accountRecord', { from, to, page: f.page, ...(f.type ? { type: f.type } : {}) });
  if ($txFilters.get() !== f) return res;
  $txRecord.set(res.ok ? { loading: false, error: null, value: res.value } : { loading: false, error: res.code, value: null });
  return res;
}

/** Changes account-record filters (back to page 1 unless the page itself changes) and reloads. */
export function setTxFilters(change: Partial<TxFilters>): Promise<ApiResult<RouteValue<'accountRecord'>>> {
  $txFilters.set({ ...$txFilters.get(), page: 1, ...change });
  return loadTransactions();
}

/** Bonus-details filters (SPEC §2.7 bonusDetails: the bonus-like movements of the account record). */
export const $bonusFilters = atom<{ preset: DatePreset; page: number }>({ preset: 'last30', page: 1 });
/** The bonus details' current page. */
export const $bonusRecord = atom<RecordState<RouteValue<'bonusRecord'>>>({ loading: false, error: null, value: null });

/** Loads the bonus details for the current filters. */
export async function loadBonuses(): Promise<ApiResult<RouteValue<'bonusRecord'>>> {
  const f = $bonusFilters.get();
  const { from, to } = presetRange(f.preset, Date.now());
  $bonusRecord.set({ ...$bonusRecord.get(), loading: true, error: null });
  const res = await callApi('bonusRecord', { from, to, page: f.page });
  if ($bonusFilters.get() !== f) return res;
  $bonusRecord.set(res.ok ? { loading: false, error: null, value: res.value } : { loading: false, error: res.code, value: null });
  return res;
}

/** Changes bonus-details filters (back to page 1 unless the page changes) and reloads. */
export function setBonusFilters(change: Partial<{ preset: DatePreset; page: number }>): Promise<ApiResult<RouteValue<'bonusRecord'>>> {
  $bonusFilters.set({ ...$bonusFilters.get(), page: 1, ...change });
  return loadBonuses();
}

/** Personal profit's period (SPEC §2.7 personalProfit). */
export const $profitPreset = atom<DatePreset>('last7');
/** Personal profit per category for the period. */
export const $profit = atom<RecordState<RouteValue<'personalProfit'>>>({ loading: false, error: null, value: null });

/** Loads personal profit for `preset` (default: the current one). */
export async function loadProfit(preset: DatePreset = $profitPreset.get()): Promise<ApiResult<RouteValue<'personalProfit'>>> {
  $profitPreset.set(preset);
  const { from, to } = presetRange(preset, Date.now());
  $profit.set({ ...$profit.get(), loading: true, error: null });
  const res = await callApi('personalProfit', { from, to });
  if ($profitPreset.get() !== preset) return res;
  $profit.set(res.ok ? { loading: false, error: null, value: res.value } : { loading: false, error: res.code, value: null });
  return res;
}
