/**
 * The lottery client (SPEC §2.1 /lottery and /vnlottery; DOMAIN.md §1): the game menu, the issue
 * now selling with its close time, the bet slip (play type, numbers, unit stake, cost from the
 * shared rules table), placing a ticket (a fresh ticket id per slip, retried once on a network
 * error with the same id, so it is never bought twice), the latest results and my tickets.
 * Outcomes are the api client's result type; `error` holds a message key.
 */
import { atom, computed } from 'nanostores';
import { BET_TYPES, checkSelection, quickPick, ticketCost, type PlayType, type PrizeLayout } from '../../../contracts/lottery-rules.ts';
import { callApi, type ApiResult, type RouteValue } from '../../../lib/api-client.ts';
import { announceBalanceChange, onAccountChange } from '../../../lib/balance-events.ts';

/** The menu as the platform gives it. */
export type LotteryMenu = RouteValue<'vnGameMenu'>;
/** One draw. */
export type Draw = RouteValue<'vnOpenedNumeros'>[number];
/** One ticket. */
export type Ticket = RouteValue<'lotteryMyTickets'>[number];

/** The page's state: menu, chosen game, current and past draws, my tickets, and the session. */
export interface LotteryState {
  menu: LotteryMenu | null;
  gameCode: string | null;
  layout: PrizeLayout;
  current: Draw | null;
  results: Draw[];
  tickets: Ticket[];
  /** Popular games (SPEC §9: 20), most staked first, with the group they belong to. */
  popular: { gameCode: string; label: string; fast: boolean }[];
  signedIn: boolean | null;
  loading: boolean;
  error: string | null;
}

/** The page's state. */
export const $lottery = atom<LotteryState>({
  menu: null,
  gameCode: null,
  layout: 'MB',
  current: null,
  results: [],
  tickets: [],
  popular: [],
  signedIn: null,
  loading: true,
  error: null,
});

/** The bet slip: play type, chosen numbers, unit stake (minor units), and the last purchase's outcome. */
export interface Slip {
  playType: PlayType;
  numbers: string[];
  unitStake: number;
  busy: boolean;
  confirming: boolean;
  error: string | null;
  bought: { balance: number; ticket: Ticket } | null;
}

/** The bet slip. */
export const $slip = atom<Slip>({ playType: 'LO2', numbers: [], unitStake: 10_000, busy: false, confirming: false, error: null, bought: null });

/** The slip's total cost in minor units (0 while incomplete) and its selection problem, if any. */
export const $slipCost = computed([$slip, $lottery], (s, l) => {
  const problem = s.numbers.length ? checkSelection(s.playType, s.numbers) : null;
  return { cost: s.numbers.length && !problem ? ticketCost(l.layout, s.playType, s.unitStake, s.numbers.length) : 0, problem };
});

function gameLayout(menu: LotteryMenu | null, gameCode: string): PrizeLayout {
  for (const g of menu ?? []) for (const m of g.gameMenus) if (m.gameCode === gameCode) return m.layout;
  return 'MB';
}

/**
 * Loads the menu, the popular games and (signed in) the member's recent games, then opens
 * `gameCode`, else the member's most recent game of `group`, else the first drawing today.
 */
export async function initLottery(gameCode: string | null, group: 'FAST' | 'VN'): Promise<void> {
  const [menu, popular, recent] = await Promise.all([callApi('vnGameMenu'), callApi('popularGames', { count: 20 }), callApi('vnGameMenuRecent')]);
  if (!menu.ok) {
    $lottery.set({ ...$lottery.get(), loading: false, error: menu.code });
    return;
  }
  const all = menu.value.flatMap((g) => g.gameMenus.map((m) => ({ ...m, fast: g.gameGroupCode === 'FAST' })));
  const games = all.filter((g) => (group === 'FAST' ? g.fast : !g.fast));
  const recentCode = recent.ok ? recent.value.find((c) => games.some((g) => g.gameCode === c)) : undefined;
  const first = games.find((g) => g.gameCode === gameCode) ?? games.find((g) => g.gameCode === recentCode) ?? games.find((g) => g.drawsToday) ?? games[0];
  const labels = new Map(all.map((g) => [g.gameCode, g]));
  const shown = popular.ok
    ? popular.value.flatMap((p) => {
        const g = labels.get(p.gameCode);
        return g ? [{ gameCode: g.gameCode, label: g.labelName, fast: g.fast }] : [];
      })
    : [];
  $lottery.set({ ...$lottery.get(), menu: menu.value, popular: shown });
  if (first) await selectGame(first.gameCode);
}

/** Opens a game: its current issue, results and my tickets. */
export async function selectGame(gameCode: string): Promise<void> {
  const s = $lottery.get();
  $lottery.set({ ...s, gameCode, layout: gameLayout(s.menu, gameCode), loading: true, error: null, current: null });
  $slip.set({ ...$slip.get(), error: null, bought: null, confirming: false });
  const [current, results] = await Promise.all([callApi('openedNumero', { gameCode }), callApi('vnOpenedNumeros', { gameCode, count: 100 })]);
  const signedIn = current.ok ? true : current.status === 401 ? false : null;
  const next = {
    ...$lottery.get(),
    loading: false,
    signedIn,
    current: current.ok ? current.value.current : null,
    results: results.ok ? results.value : [],
    error: results.ok ? null : results.code,
  };
  $lottery.set(next);
  if (signedIn) await loadTickets();
}

/** Re-reads the current issue (after it closed) and the results. */
export async function refreshGame(): Promise<void> {
  const { gameCode } = $lottery.get();
  if (!gameCode) return;
  const [current, results] = await Promise.all([callApi('openedNumero', { gameCode }), callApi('vnOpenedNumeros', { gameCode, count: 100 })]);
  const s = $lottery.get();
  $lottery.set({ ...s, current: current.ok ? current.value.current : s.current, results: results.ok ? results.value : s.results });
  if (s.signedIn) await loadTickets();
}

/** Loads my latest tickets of the game. */
export async function loadTickets(): Promise<ApiResult<RouteValue<'lotteryMyTickets'>>> {
  const { gameCode } = $lottery.get();
  const r = await callApi('lotteryMyTickets', gameCode ? { gameCode } : {});
  if (r.ok) $lottery.set({ ...$lottery.get(), tickets: r.value });
  return r;
}

/**
 * Reads my tickets again whenever the platform changed the account by itself (a draw settled
 * them, SPEC §2.1 lottery; src/lib/balance-watch.ts), so a ticket's state shows without a
 * reload. Returns the unsubscribe function.
 */
export function followTicketStates(): () => void {
  return onAccountChange(() => {
    if ($lottery.get().signedIn) void loadTickets();
  });
}

/** Chooses a play type; numbers of another shape are cleared. */
export function setPlayType(playType: PlayType): void {
  const s = $slip.get();
  const same = BET_TYPES[playType].digits === BET_TYPES[s.playType].digits;
  $slip.set({ ...s, playType, numbers: same ? s.numbers.slice(0, BET_TYPES[playType].maxNumbers) : [], error: null, confirming: false });
}

/** Adds or removes one number. */
export function toggleNumber(n: string): void {
  const s = $slip.get();
  const numbers = s.numbers.includes(n) ? s.numbers.filter((x) => x !== n) : [...s.numbers, n].slice(0, BET_TYPES[s.playType].maxNumbers);
  $slip.set({ ...s, numbers, error: null, confirming: false });
}

/** Replaces the numbers (typed in, or a quick pick). */
export function setNumbers(numbers: string[]): void {
  const s = $slip.get();
  $slip.set({ ...s, numbers: [...new Set(numbers)].slice(0, BET_TYPES[s.playType].maxNumbers), error: null, confirming: false });
}

/** A quick pick of 2-digit numbers (all, even, odd, big, small, by head or tail digit). */
export function pickQuick(kind: Parameters<typeof quickPick>[0], digit?: number): void {
  setNumbers(quickPick(kind, digit));
}

/** Sets the unit stake (minor units). */
export function setUnitStake(unitStake: number): void {
  $slip.set({ ...$slip.get(), unitStake, error: null, confirming: false });
}

/** Asks for confirmation (the slip shows the total and the confirm button) or cancels it. */
export function askConfirm(on: boolean): void {
  $slip.set({ ...$slip.get(), confirming: on });
}

function newTicketId(): string {
  return [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Buys the slip on the current issue (null when there is nothing to buy); on success clears the numbers and sets the header balance from the answer (no second call). */
export async function buySlip(): Promise<ApiResult<RouteValue<'lotteryBuy'>> | null> {
  const s = $slip.get();
  const { current } = $lottery.get();
  if (s.busy || !current) return null;
  $slip.set({ ...s, busy: true, error: null });
  const body = { ticketId: newTicketId(), gameCode: current.gameCode, issue: current.issue, playType: s.playType, numbers: s.numbers, unitStake: s.unitStake };
  let r = await callApi('lotteryBuy', body);
  if (!r.ok && r.code === 'error_network') r = await callApi('lotteryBuy', body);
  if (!r.ok) {
    $slip.set({ ...$slip.get(), busy: false, confirming: false, error: r.code });
    if (r.code === 'error_lottery_closed') await refreshGame();
    return r;
  }
  $slip.set({ ...$slip.get(), busy: false, confirming: false, numbers: [], bought: { balance: r.value.balance, ticket: r.value.ticket } });
  announceBalanceChange(r.value.balance);
  await loadTickets();
  return r;
}
