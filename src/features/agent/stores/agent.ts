/**
 * Stores of the agent center (SPEC §2.8): the consolidated contract flags (SPEC §3) that decide
 * which salary and dividend items the menu shows, the date preset shared by the record pages, the
 * reads every page shows (`agentRead`, a `lib/remote` read per route and input) and the writes
 * (contracts, new downlines), each answering an `ApiResult`.
 */
import { atom } from 'nanostores';
import type { RouteName } from '../../../contracts/routes.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { remoteQuery, remoteWrite, setRemoteValue, type RemoteStore, type RouteInput } from '../../../lib/remote.ts';
import type { DatePreset } from '../../../lib/date-presets.ts';
import { setOverlayHidden } from '../../../lib/overlay.ts';

/** Presets the agent record pages offer (SPEC §9 previous 7 and 30 days, plus today). */
export const AGENT_PRESETS: DatePreset[] = ['today', 'last7', 'last30'];
/** The chosen preset, shared by the agent record pages. */
export const $agentPreset = atom<DatePreset>('last7');

/** Menu pages each consolidated flag shows (SPEC §2.8: only if the contract or salary applies). */
export const FLAG_PAGES = {
  divtypereq: 'agentBonusRecord',
  dailysalreqtype: 'agentDailyWages',
  contracthoursalreq: 'agentHourlySalary',
  realtimesalreqtype: 'agentRealTimeSalary',
} as const;

/** Applies the flags to the menu: a page whose flag is off is hidden. */
export function applyFlags(flags: RouteValue<'agentFlags'>): void {
  for (const [flag, page] of Object.entries(FLAG_PAGES)) setOverlayHidden(page, !flags[flag as keyof typeof FLAG_PAGES]);
}

/** Loads the flags and applies them (a failure leaves the menu as it is). */
export async function loadAgentFlags(): Promise<ApiResult<RouteValue<'agentFlags'>>> {
  const res = await callApi('agentFlags');
  if (res.ok) applyFlags(res.value);
  return res;
}

/**
 * The read of agent route `name` with `input` (dates in ms, page number…): one store per route and
 * input, fetched while a page shows it (see `lib/remote.ts`).
 */
export function agentRead<N extends RouteName>(name: N, input?: RouteInput): RemoteStore<N> {
  return remoteQuery(name, input);
}

/** The contract routes (SPEC §3): one per kind; `{ action: 'list' }` reads, other actions write. */
export type ContractRoute = 'dividendContract' | 'dailySalaryContract' | 'hourSalaryContract' | 'realTimeSalaryContract';

/**
 * Acts on a contract (offer, accept, reject, cancel…) through `route` with `body`; the answer is
 * the new list, which becomes the page's read, and its flags are applied to the menu.
 */
export async function actOnContract<R extends ContractRoute>(route: R, body: RouteInput): Promise<ApiResult<RouteValue<R>>> {
  const res = await remoteWrite(route, body);
  if (res.ok) {
    setRemoteValue(route, { action: 'list' }, res.value);
    applyFlags((res.value as RouteValue<ContractRoute>).flags);
  }
  return res;
}

/**
 * Creates a downline member or agent (SPEC §2.8 register center), with a contract offer for an
 * agent when `offer` is given; `value.account` is the new account, `value.contractId` the offer's.
 */
export function createDownline(input: {
  account: string;
  password: string;
  kind: 'member' | 'agent';
  offer?: RouteInput;
}): Promise<ApiResult<RouteValue<'agentCreateDownline'>>> {
  return remoteWrite('agentCreateDownline', input, { invalidates: ['agentTeamMembers', 'agentTeamOverview', 'transferUplineInfo'] });
}
