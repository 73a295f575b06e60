/**
 * The in-house game client (SPEC §2.1 /inhouse, /game), inside the /game iframe: the player's balance, the
 * provably-fair state (server seed hash before the round, client seed, nonce), the latest rounds,
 * and the actions: play a dice or slot round, rotate the seeds (revealing the server seed), and
 * verify any round locally with the same code the platform uses (src/contracts/provably-fair.ts).
 * Every bet carries a fresh round key (its idempotency key); a bet whose answer was lost to the
 * network is retried once with the same key, so it can never be placed twice.
 */
import { atom } from 'nanostores';
import { diceRoll, roundBytes, serverSeedHash, slotLine, slotStops, type DiceDirection } from '../../../contracts/provably-fair.ts';
import type { FairState, InhouseRound } from '../../../contracts/schemas/games.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { setKnownBalance } from '../../../lib/balance.ts';

/** The game client's state; `balance` in minor units, `error` a message key. */
export interface InhouseState {
  status: 'loading' | 'ready' | 'playing' | 'login_required' | 'error';
  balance: number | null;
  fair: FairState | null;
  rounds: InhouseRound[];
  last: InhouseRound | null;
  error: string | null;
}

/** The in-house game client. */
export const $inhouse = atom<InhouseState>({ status: 'loading', balance: null, fair: null, rounds: [], last: null, error: null });

/** A new round key: 16 random bytes as 32 hex characters. */
export function newRoundKey(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Loads balance, fairness state and latest rounds; a missing session gives `login_required`. */
export async function initInhouse(): Promise<void> {
  const [balance, fair, rounds] = await Promise.all([callApi('balance'), callApi('inhouseFair'), callApi('inhouseRounds')]);
  if (!balance.ok || !fair.ok || !rounds.ok) {
    const failed = [balance, fair, rounds].find((r) => !r.ok) as Extract<ApiResult<unknown>, { ok: false }>;
    $inhouse.set({ ...$inhouse.get(), status: failed.status === 401 ? 'login_required' : 'error', error: failed.code });
    return;
  }
  $inhouse.set({ status: 'ready', balance: balance.value.sumBalance, fair: fair.value, rounds: rounds.value, last: null, error: null });
}

/** A dice bet: stake in minor units, target 2 … 98, direction. */
export interface DiceBet {
  stake: number;
  target: number;
  direction: DiceDirection;
}
/** A slot spin: stake in minor units; `nodeId` when standing in for a vendor's game. */
export interface SlotBet {
  stake: number;
  nodeId?: number;
}

type Played = ApiResult<{ round: InhouseRound; balance: number }>;

async function place(call: (key: string) => Promise<Played>): Promise<Played | null> {
  const s = $inhouse.get();
  if (s.status === 'playing') return null;
  $inhouse.set({ ...s, status: 'playing', error: null });
  const key = newRoundKey();
  let res = await call(key);
  if (!res.ok && res.code === 'error_network') res = await call(key);
  const cur = $inhouse.get();
  if (!res.ok) {
    $inhouse.set({ ...cur, status: res.status === 401 ? 'login_required' : 'ready', error: res.code });
    return res;
  }
  const { round, balance } = res.value;
  const fair = cur.fair && cur.fair.serverSeedHash === round.serverSeedHash ? { ...cur.fair, nonce: Math.max(cur.fair.nonce, round.nonce + 1) } : cur.fair;
  $inhouse.set({
    status: 'ready',
    balance,
    fair,
    rounds: [round, ...cur.rounds.filter((r) => r.roundId !== round.roundId)].slice(0, 20),
    last: round,
    error: null,
  });
  // The answer carries the main-wallet balance after the bet: the header shows it without asking (SPEC §2.3).
  setKnownBalance(balance);
  return res;
}

/** Plays one dice round (POST /wps/inhouse/dice); null while another round is being played. */
export function playDice(bet: DiceBet): Promise<Played | null> {
  return place((roundKey) => callApi('inhouseDice', { roundKey, ...bet }));
}

/** Plays one slot spin (POST /wps/inhouse/slot); null while another round is being played. */
export function playSlot(bet: SlotBet): Promise<Played | null> {
  return place((roundKey) => callApi('inhouseSlot', { roundKey, stake: bet.stake, ...(bet.nodeId ? { nodeId: bet.nodeId } : {}) }));
}

/** Rotates the seeds with `clientSeed` (POST /wps/inhouse/fair/rotate): the old server seed is revealed. */
export async function rotateSeeds(clientSeed: string): Promise<ApiResult<RouteValue<'inhouseFairRotate'>>> {
  const res = await callApi('inhouseFairRotate', { clientSeed });
  const cur = $inhouse.get();
  $inhouse.set(res.ok ? { ...cur, fair: res.value, error: null } : { ...cur, error: res.code });
  return res;
}

/**
 * Re-computes a round from its seeds (the player's verifier): whether `serverSeed` hashes to
 * `expectedHash` (when given), and the result: the dice roll in hundredths, or the slot stops and
 * line. Runs entirely in the browser.
 */
export async function verifyRound(input: {
  game: 'dice' | 'slot';
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  expectedHash?: string;
}): Promise<{ hashMatches: boolean | null; roll?: number; stops?: number[]; line?: number[] }> {
  const bytes = await roundBytes(input.serverSeed, input.clientSeed, input.nonce);
  const hashMatches = input.expectedHash ? (await serverSeedHash(input.serverSeed)) === input.expectedHash.trim().toLowerCase() : null;
  if (input.game === 'dice') return { hashMatches, roll: diceRoll(bytes) };
  const stops = slotStops(bytes);
  return { hashMatches, stops, line: slotLine(stops) };
}
