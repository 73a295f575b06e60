/**
 * The timed-table stand-ins' client (SPEC §2.10; the rules in src/platform/games/vendors/tables.ts):
 * the live-baccarat table or cockfight arena of one game, the member's bets there and balance.
 * The page polls the table (each read settles its rounds that are over); every answer carries the
 * main-wallet balance, which the header shows at once. Every bet carries a fresh key (its
 * idempotency key); a bet whose answer was lost to the network is sent once more with the same key,
 * so it is never placed twice.
 */
import { atom } from 'nanostores';
import type { z } from 'zod/mini';
import type { tableStateSchema } from '../../../contracts/schemas/tables.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { setKnownBalance } from '../../../lib/balance.ts';
import { newRoundKey } from './inhouse.ts';

/** A table as the platform answers it (odds in thousandths, money in minor units, times in ms). */
export type TableView = z.infer<typeof tableStateSchema>;

/**
 * The client's state: the game `nodeId`, the table, `clockOffset` (server time − this device's, ms,
 * for the countdown), `balance` in minor units, `error` a message key.
 */
export interface TableClientState {
  status: 'loading' | 'ready' | 'placing' | 'login_required' | 'error';
  nodeId: number;
  table: TableView | null;
  clockOffset: number;
  balance: number | null;
  error: string | null;
}

/** The table client. */
export const $table = atom<TableClientState>({ status: 'loading', nodeId: 0, table: null, clockOffset: 0, balance: null, error: null });

function apply(res: ApiResult<RouteValue<'tableState'>>, keepError: boolean): void {
  const cur = $table.get();
  if (!res.ok) {
    $table.set({ ...cur, status: res.status === 401 ? 'login_required' : cur.table ? 'ready' : 'error', error: res.code });
    return;
  }
  const { balance, table } = res.value;
  $table.set({ ...cur, status: 'ready', table, clockOffset: table.now - Date.now(), balance, error: keepError ? cur.error : null });
  // The answer carries the main-wallet balance after it (a settlement included): the header shows it (SPEC §2.3).
  setKnownBalance(balance);
}

/** Reads the table of game `nodeId` (GET /wps/inhouse/table/state), settling its rounds that are over; a missing session gives `login_required`. */
export async function loadTable(nodeId: number): Promise<void> {
  if ($table.get().nodeId !== nodeId) $table.set({ ...$table.get(), nodeId });
  if (!nodeId) return;
  apply(await callApi('tableState', { nodeId }), true);
}

/** Places `stake` minor units on `side` in the round taking bets (POST /wps/inhouse/table/bet); null while another bet is being placed. */
export async function placeTableBet(side: string, stake: number): Promise<ApiResult<RouteValue<'tableBet'>> | null> {
  const cur = $table.get();
  if (cur.status === 'placing' || !cur.table) return null;
  $table.set({ ...cur, status: 'placing', error: null });
  const body = { nodeId: cur.nodeId, roundId: cur.table.round.roundId, side, stake, betKey: newRoundKey() };
  let res = await callApi('tableBet', body);
  if (!res.ok && res.code === 'error_network') res = await callApi('tableBet', body);
  apply(res, false);
  return res;
}
