/**
 * The card-room stand-in's client (SPEC §2.10, §7.2 PvP rooms; the rules in
 * src/platform/games/vendors/cards.ts): the member's Tien Len hand in the room, read again every
 * second while it waits or plays, and the calls to take a seat, deal and leave. Every answer that
 * carries the balance sets the header's.
 */
import { atom } from 'nanostores';
import type { z } from 'zod/mini';
import type { cardHandSchema } from '../../../contracts/schemas/cards.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { setKnownBalance } from '../../../lib/balance.ts';

/** A hand as the member sees it. */
export type CardHand = z.infer<typeof cardHandSchema>;

/** The client's state: the room, the hand (null before a seat), the balance (minor units), `error` a message key. */
export interface CardsState {
  status: 'loading' | 'ready' | 'busy' | 'login_required';
  nodeId: number;
  roomId: string;
  hand: CardHand | null;
  /** The room's stake (minor units), once known. */
  stake: number | null;
  balance: number | null;
  error: string | null;
}

/** The card-room client. */
export const $cards = atom<CardsState>({ status: 'loading', nodeId: 0, roomId: '', hand: null, stake: null, balance: null, error: null });

function answered(res: ApiResult<RouteValue<'cardsRoom'>>, busy = false): void {
  const cur = $cards.get();
  if (!res.ok) {
    $cards.set({ ...cur, status: res.status === 401 ? 'login_required' : 'ready', error: res.code });
    return;
  }
  $cards.set({
    ...cur,
    status: busy ? 'busy' : 'ready',
    hand: res.value.hand,
    stake: res.value.stake ?? cur.stake,
    balance: res.value.balance ?? cur.balance,
    error: null,
  });
  if (res.value.balance !== null) setKnownBalance(res.value.balance);
}

/** Opens room `roomId` of game `nodeId`: the balance and the member's hand there. */
export async function openRoom(nodeId: number, roomId: string): Promise<void> {
  $cards.set({ ...$cards.get(), nodeId, roomId });
  const [hand, balance] = await Promise.all([callApi('cardsRoom', { nodeId, roomId }), callApi('balance')]);
  if (balance.ok) $cards.set({ ...$cards.get(), balance: balance.value.sumBalance });
  answered(hand);
}

/**
 * Reads the hand again (GET /wps/inhouse/cards/room). A hand past its end is settled by the vendor
 * then, so the balance is read too, before either is shown: the result and the money it moved
 * appear together (never a result beside the balance from before the hand).
 */
export async function refreshHand(): Promise<void> {
  const { nodeId, roomId, hand: before } = $cards.get();
  const res = await callApi('cardsRoom', { nodeId, roomId });
  if (res.ok && res.value.balance === null && before?.status === 'playing' && res.value.hand?.status === 'settled') {
    const b = await callApi('balance');
    answered(b.ok ? { ...res, value: { ...res.value, balance: b.value.sumBalance } } : res);
    return;
  }
  answered(res);
}

async function act(call: () => Promise<ApiResult<RouteValue<'cardsJoin'>>>): Promise<ApiResult<RouteValue<'cardsJoin'>> | null> {
  if ($cards.get().status === 'busy') return null;
  $cards.set({ ...$cards.get(), status: 'busy', error: null });
  const res = await call();
  answered(res);
  return res;
}

/** Takes a seat in the room's waiting hand, placing the room's stake (POST /wps/inhouse/cards/join); idempotent. */
export function joinHand(): Promise<ApiResult<RouteValue<'cardsJoin'>> | null> {
  const { nodeId, roomId } = $cards.get();
  return act(() => callApi('cardsJoin', { nodeId, roomId }));
}

/** Deals the waiting hand (POST /wps/inhouse/cards/deal). */
export function dealCards(): Promise<ApiResult<RouteValue<'cardsDeal'>> | null> {
  const { nodeId, hand } = $cards.get();
  if (!hand) return Promise.resolve(null);
  return act(() => callApi('cardsDeal', { nodeId, handId: hand.handId }));
}

/** Leaves the hand (POST /wps/inhouse/cards/leave): refunded before the deal, forfeited after it. */
export function leaveCards(): Promise<ApiResult<RouteValue<'cardsLeave'>> | null> {
  const { nodeId, hand } = $cards.get();
  if (!hand) return Promise.resolve(null);
  return act(() => callApi('cardsLeave', { nodeId, handId: hand.handId }));
}
