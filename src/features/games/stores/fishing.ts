/**
 * The fishing stand-in's client (SPEC §2.10; the rules in src/platform/games/vendors/fishing.ts): shots
 * fired are counted and sent once a second as one batch, numbered in the session, so a batch whose
 * answer was lost to the network is sent again with the same number and is never taken twice.
 * Leaving closes the session (its open batches are paid); the next shot starts a new one.
 */
import { atom } from 'nanostores';
import type { z } from 'zod/mini';
import type { fishSessionSchema } from '../../../contracts/schemas/fishing.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { setKnownBalance } from '../../../lib/balance.ts';
import { newRoundKey } from './inhouse.ts';
import { FISH_LEVELS, FISH_MAX_SHOTS } from '../../../contracts/fishing-rules.ts';

/** The session's totals as the vendor answers them (minor units). */
export type FishSession = z.infer<typeof fishSessionSchema>;

/**
 * The client's state: `pending` shots not sent yet, `level` the stake per shot (minor units),
 * `session` the vendor's last answer, `balance` minor units, `error` a message key.
 */
export interface FishingState {
  status: 'ready' | 'sending' | 'login_required';
  sessionKey: string;
  seq: number;
  pending: number;
  level: number;
  session: FishSession | null;
  balance: number | null;
  error: string | null;
}

/** The fishing client. */
export const $fishing = atom<FishingState>({
  status: 'ready',
  sessionKey: newRoundKey(),
  seq: 0,
  pending: 0,
  level: 100,
  session: null,
  balance: null,
  error: null,
});

/** Loads the balance; a missing session gives `login_required`. */
export async function loadFishing(): Promise<void> {
  const res = await callApi('balance');
  const cur = $fishing.get();
  if (!res.ok) $fishing.set({ ...cur, status: res.status === 401 ? 'login_required' : cur.status, error: res.code });
  else $fishing.set({ ...cur, balance: res.value.sumBalance, error: null });
}

/** One shot more for the next batch. */
export function fire(): void {
  const cur = $fishing.get();
  $fishing.set({ ...cur, pending: cur.pending + 1, error: null });
}

/** The stake per shot (minor units) for the shots still to fire. */
export function setLevel(level: number): void {
  $fishing.set({ ...$fishing.get(), level });
}

function answered(res: ApiResult<RouteValue<'fishFire'>>): void {
  const cur = $fishing.get();
  if (!res.ok) {
    // A closed session (left, or closed by the vendor) is over: the next shots open a new one.
    const closed = res.code === 'fish_session_closed';
    $fishing.set({
      ...cur,
      status: res.status === 401 ? 'login_required' : 'ready',
      error: res.code,
      ...(closed ? { sessionKey: newRoundKey(), seq: 0, session: null } : {}),
    });
    return;
  }
  $fishing.set({ ...cur, status: 'ready', session: res.value.session, balance: res.value.balance ?? cur.balance, error: null });
  // The answer carries the main-wallet balance after the call: the header shows it without asking (SPEC §2.3).
  if (res.value.balance !== null) setKnownBalance(res.value.balance);
}

/**
 * Sends the pending shots of game `nodeId` as the session's next batch (POST /wps/inhouse/fish/fire),
 * retried once with the same number after a network error; null when nothing is pending or a batch is on its way.
 */
export async function sendBatch(nodeId: number): Promise<ApiResult<RouteValue<'fishFire'>> | null> {
  const cur = $fishing.get();
  if (cur.status !== 'ready' || cur.pending === 0 || nodeId === 0) return null;
  const shots = Math.min(cur.pending, FISH_MAX_SHOTS);
  const body = { nodeId, sessionKey: cur.sessionKey, seq: cur.seq, shots, level: cur.level as (typeof FISH_LEVELS)[number] };
  $fishing.set({ ...cur, status: 'sending', pending: cur.pending - shots, seq: cur.seq + 1 });
  let res = await callApi('fishFire', body);
  if (!res.ok && res.code === 'error_network') res = await callApi('fishFire', body);
  answered(res);
  return res;
}

/** Leaves the session of game `nodeId` (POST /wps/inhouse/fish/leave): the vendor pays its open batches and closes it. */
export async function leaveFishing(nodeId: number): Promise<ApiResult<RouteValue<'fishLeave'>>> {
  await sendBatch(nodeId);
  const cur = $fishing.get();
  const res = await callApi('fishLeave', { nodeId, sessionKey: cur.sessionKey });
  answered(res);
  if (res.ok) $fishing.set({ ...$fishing.get(), sessionKey: newRoundKey(), seq: 0, pending: 0 });
  return res;
}
