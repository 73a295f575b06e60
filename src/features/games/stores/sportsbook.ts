/**
 * The sportsbook stand-in's client (SPEC §2.10; the rules in src/platform/games/vendors/sports.ts):
 * open matches, the bet slip being built, the member's slips and balance. One selection makes a
 * single, several (one per match) an accumulator. Every slip carries a fresh key (its idempotency
 * key); a slip whose answer was lost to the network is sent once more with the same key, so it is
 * never placed twice.
 */
import { atom } from 'nanostores';
import type { z } from 'zod/mini';
import type { sportsbookSchema } from '../../../contracts/schemas/sports.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { setKnownBalance } from '../../../lib/balance.ts';
import { newRoundKey } from './inhouse.ts';

/** The book: open matches (odds in thousandths) and the member's latest slips. */
export type Sportsbook = z.infer<typeof sportsbookSchema>;
/** A pick of a match: 1X2 (home, draw, away) or total goals over/under 2.5. */
export type Pick = 'home' | 'draw' | 'away' | 'over' | 'under';

/** The client's state; `balance` in minor units, `error` a message key; `slip` maps match id → pick. */
export interface SportsbookState {
  status: 'loading' | 'ready' | 'placing' | 'login_required' | 'error';
  book: Sportsbook | null;
  slip: Record<string, Pick>;
  balance: number | null;
  error: string | null;
}

/** The sportsbook client. */
export const $sportsbook = atom<SportsbookState>({ status: 'loading', book: null, slip: {}, balance: null, error: null });

/** Loads the book and the balance; a missing session gives `login_required`. */
export async function loadSportsbook(): Promise<void> {
  const [book, balance] = await Promise.all([callApi('sportsBook'), callApi('balance')]);
  const cur = $sportsbook.get();
  if (!book.ok || !balance.ok) {
    const failed = (!book.ok ? book : balance) as Extract<ApiResult<unknown>, { ok: false }>;
    $sportsbook.set({ ...cur, status: failed.status === 401 ? 'login_required' : 'error', error: failed.code });
    return;
  }
  $sportsbook.set({ ...cur, status: 'ready', book: book.value, balance: balance.value.sumBalance, error: null });
}

/** Adds `pick` of match `matchId` to the slip, or removes it when it is already there (one pick per match). */
export function togglePick(matchId: string, pick: Pick): void {
  const cur = $sportsbook.get();
  const slip = { ...cur.slip };
  if (slip[matchId] === pick) delete slip[matchId];
  else slip[matchId] = pick;
  $sportsbook.set({ ...cur, slip, error: null });
}

/** Places the slip with `stake` minor units (POST /wps/inhouse/sports/bet) for game `nodeId`; null while another is being placed. */
export async function placeSlip(nodeId: number, stake: number): Promise<ApiResult<RouteValue<'sportsBet'>> | null> {
  const cur = $sportsbook.get();
  if (cur.status === 'placing' || Object.keys(cur.slip).length === 0) return null;
  $sportsbook.set({ ...cur, status: 'placing', error: null });
  const body = { nodeId, slipKey: newRoundKey(), stake, legs: Object.entries(cur.slip).map(([matchId, pick]) => ({ matchId, pick })) };
  let res = await callApi('sportsBet', body);
  if (!res.ok && res.code === 'error_network') res = await callApi('sportsBet', body);
  settle(res, true);
  return res;
}

/** Cashes slip `slipId` out (POST /wps/inhouse/sports/cashout). */
export async function cashOutSlip(slipId: string): Promise<ApiResult<RouteValue<'sportsCashOut'>>> {
  const res = await callApi('sportsCashOut', { slipId });
  settle(res, false);
  return res;
}

function settle(res: ApiResult<RouteValue<'sportsBet'>>, clearSlip: boolean): void {
  const cur = $sportsbook.get();
  if (!res.ok) {
    $sportsbook.set({ ...cur, status: res.status === 401 ? 'login_required' : 'ready', error: res.code });
    return;
  }
  $sportsbook.set({ status: 'ready', book: res.value.book, slip: clearSlip ? {} : cur.slip, balance: res.value.balance, error: null });
  // The answer carries the main-wallet balance after the call: the header shows it without asking (SPEC §2.3).
  setKnownBalance(res.value.balance);
}
