/**
 * The Vietnamese lottery's rules (DOMAIN.md §1; SPEC §2.1 /lottery, /vnlottery), shared by the
 * sandbox platform (which sells and settles tickets) and the islands (which show costs and odds),
 * so both use the one table:
 * - prize layouts per region (tiers × digits, in drawing order),
 * - the bet types with their numbers, cost multiplier and odds (`BET_TYPES`, the one config table),
 * - how a ticket's payout follows from a draw's numbers,
 * - how a house-drawn (fast) draw's numbers follow from its server seed (provably fair, as the
 *   in-house games: HMAC-SHA256(server seed, `${issue}:${index}`)).
 * Money is integer minor units; odds are integer tenths (95 = 9.5×) so nothing is a float.
 */
import { roundBytes } from './provably-fair.ts';

/** A prize layout: `MB` (27 numbers, XSMB and the fast games) or `MN` (18 numbers, XSMN and XSMT). */
export type PrizeLayout = 'MB' | 'MN';

/** One prize tier: its code, how many numbers it draws and their digits. */
export interface PrizeTier {
  tier: string;
  count: number;
  digits: number;
}

/**
 * The zone the draws keep (DOMAIN.md §1 "Regions, stations, draw times": the calendar is ICT,
 * UTC+7): draw times are shown in it, labelled, with the viewer's own time beside them.
 */
export const LOTTERY_TIME_ZONE = { timeZone: 'Asia/Ho_Chi_Minh', label: 'ICT' } as const;

/** Tiers in the order the table shows them (special prize first). */
export const PRIZE_TIERS: Record<PrizeLayout, readonly PrizeTier[]> = {
  MB: [
    { tier: 'DB', count: 1, digits: 5 },
    { tier: 'G1', count: 1, digits: 5 },
    { tier: 'G2', count: 2, digits: 5 },
    { tier: 'G3', count: 6, digits: 5 },
    { tier: 'G4', count: 4, digits: 4 },
    { tier: 'G5', count: 6, digits: 4 },
    { tier: 'G6', count: 3, digits: 3 },
    { tier: 'G7', count: 4, digits: 2 },
  ],
  MN: [
    { tier: 'DB', count: 1, digits: 6 },
    { tier: 'G1', count: 1, digits: 5 },
    { tier: 'G2', count: 1, digits: 5 },
    { tier: 'G3', count: 2, digits: 5 },
    { tier: 'G4', count: 7, digits: 5 },
    { tier: 'G5', count: 1, digits: 4 },
    { tier: 'G6', count: 3, digits: 4 },
    { tier: 'G7', count: 1, digits: 3 },
    { tier: 'G8', count: 1, digits: 2 },
  ],
};

/** A draw's numbers by tier, e.g. `{ DB: ['12345'], G7: ['01', '77', '45', '90'] }`. */
export type DrawNumbers = Record<string, string[]>;

/** Bet type codes (DOMAIN.md §1 "Bet types"). */
export const PLAY_TYPES = ['LO2', 'LO3', 'DE', 'DEDAU', 'DAU', 'DUOI', 'CANG3', 'XIEN2', 'XIEN3', 'XIEN4'] as const;
/** One bet type code. */
export type PlayType = (typeof PLAY_TYPES)[number];

/**
 * One bet type: the digits of each chosen number, how many numbers a ticket takes (`pick`: exactly
 * that many, as one combination; otherwise 1 to `maxNumbers`, each a separate bet), the cost of
 * one unit per number by layout, the odds in tenths, and whether it pays per occurrence.
 */
export interface BetType {
  playType: PlayType;
  digits: 1 | 2 | 3;
  pick?: number;
  maxNumbers: number;
  cost: Record<PrizeLayout, number>;
  oddsTenths: number;
  perOccurrence: boolean;
}

/** The one config table of bet types: cost multipliers and odds (DOMAIN.md §1, "chosen" column). */
export const BET_TYPES: Record<PlayType, BetType> = {
  LO2: { playType: 'LO2', digits: 2, maxNumbers: 100, cost: { MB: 27, MN: 18 }, oddsTenths: 990, perOccurrence: true },
  LO3: { playType: 'LO3', digits: 3, maxNumbers: 100, cost: { MB: 23, MN: 17 }, oddsTenths: 9000, perOccurrence: true },
  DE: { playType: 'DE', digits: 2, maxNumbers: 100, cost: { MB: 1, MN: 1 }, oddsTenths: 950, perOccurrence: false },
  DEDAU: { playType: 'DEDAU', digits: 2, maxNumbers: 100, cost: { MB: 4, MN: 1 }, oddsTenths: 950, perOccurrence: true },
  DAU: { playType: 'DAU', digits: 1, maxNumbers: 10, cost: { MB: 1, MN: 1 }, oddsTenths: 95, perOccurrence: false },
  DUOI: { playType: 'DUOI', digits: 1, maxNumbers: 10, cost: { MB: 1, MN: 1 }, oddsTenths: 95, perOccurrence: false },
  CANG3: { playType: 'CANG3', digits: 3, maxNumbers: 100, cost: { MB: 1, MN: 1 }, oddsTenths: 9000, perOccurrence: false },
  XIEN2: { playType: 'XIEN2', digits: 2, pick: 2, maxNumbers: 2, cost: { MB: 1, MN: 1 }, oddsTenths: 150, perOccurrence: false },
  XIEN3: { playType: 'XIEN3', digits: 2, pick: 3, maxNumbers: 3, cost: { MB: 1, MN: 1 }, oddsTenths: 700, perOccurrence: false },
  XIEN4: { playType: 'XIEN4', digits: 2, pick: 4, maxNumbers: 4, cost: { MB: 1, MN: 1 }, oddsTenths: 2500, perOccurrence: false },
};

/** Smallest unit stake in minor units. */
export const MIN_UNIT_STAKE = 1_000;
/** Largest unit stake in minor units. */
export const MAX_UNIT_STAKE = 10_000_000;
/** Most a member may spend on one draw, in minor units (all tickets together). */
export const MAX_COST_PER_DRAW = 200_000_000;

/** Why a selection is refused: a number of the wrong shape, a repeat, too few or too many. */
export type SelectionError = 'error_lottery_numbers' | 'error_lottery_count';

/**
 * Checks a selection for `playType`: every number has exactly the type's digits, none repeats,
 * and the count is the type's `pick` (xiên) or 1 to `maxNumbers`. Null when valid.
 */
export function checkSelection(playType: PlayType, numbers: readonly string[]): SelectionError | null {
  const t = BET_TYPES[playType];
  const shape = new RegExp(`^\\d{${t.digits}}$`);
  if (numbers.some((n) => !shape.test(n)) || new Set(numbers).size !== numbers.length) return 'error_lottery_numbers';
  if (t.pick ? numbers.length !== t.pick : numbers.length < 1 || numbers.length > t.maxNumbers) return 'error_lottery_count';
  return null;
}

/** Cost of a ticket in minor units: unit × multiplier × numbers (a xiên is one combination: unit × 1). */
export function ticketCost(layout: PrizeLayout, playType: PlayType, unitStake: number, count: number): number {
  const t = BET_TYPES[playType];
  return unitStake * t.cost[layout] * (t.pick ? 1 : count);
}

/** Every drawn number of a draw, in tier order. */
function allNumbers(draw: DrawNumbers, layout: PrizeLayout): string[] {
  return PRIZE_TIERS[layout].flatMap((t) => draw[t.tier] ?? []);
}

/** How many times `n` (1–3 digits) is the tail of one of `pool`. */
function occurrences(pool: readonly string[], n: string): number {
  return pool.filter((x) => x.length >= n.length && x.endsWith(n)).length;
}

/**
 * Hits of each chosen number against a draw (0 for a miss); for a xiên one entry, 1 only when all
 * its numbers appear among the lô (DOMAIN.md §1).
 */
export function ticketHits(layout: PrizeLayout, playType: PlayType, numbers: readonly string[], draw: DrawNumbers): number[] {
  const db = (draw.DB ?? [''])[0] ?? '';
  const lo = allNumbers(draw, layout);
  switch (playType) {
    case 'LO2':
      return numbers.map((n) => occurrences(lo, n));
    case 'LO3':
      return numbers.map((n) =>
        occurrences(
          lo.filter((x) => x.length >= 3),
          n,
        ),
      );
    case 'DE':
      return numbers.map((n) => (db.endsWith(n) ? 1 : 0));
    case 'DEDAU':
      return numbers.map((n) => occurrences(layout === 'MB' ? (draw.G7 ?? []) : (draw.G8 ?? []), n));
    case 'DAU':
      return numbers.map((n) => (db.slice(-2, -1) === n ? 1 : 0));
    case 'DUOI':
      return numbers.map((n) => (db.slice(-1) === n ? 1 : 0));
    case 'CANG3':
      return numbers.map((n) => (db.endsWith(n) ? 1 : 0));
    default:
      return [numbers.every((n) => occurrences(lo, n) > 0) ? 1 : 0];
  }
}

/** Payout in minor units: unit × odds × hits, summed over the ticket's numbers, rounded down. */
export function ticketPayout(layout: PrizeLayout, playType: PlayType, unitStake: number, numbers: readonly string[], draw: DrawNumbers): number {
  const hits = ticketHits(layout, playType, numbers, draw).reduce((a, b) => a + b, 0);
  return Math.floor((unitStake * BET_TYPES[playType].oddsTenths * hits) / 10);
}

function uint32(bytes: Uint8Array): number {
  return ((bytes[0]! << 24) >>> 0) + (bytes[1]! << 16) + (bytes[2]! << 8) + bytes[3]!;
}

/**
 * A draw's numbers from a seed, the same way everywhere (platform and verifier): the number at
 * position i (0-based, in tier order) is floor(uint32(first 4 bytes of HMAC-SHA256(seed,
 * `${issue}:${i}`)) × 10^digits / 2^32), zero-padded to its tier's digits.
 */
export async function numbersFromSeed(seed: string, issue: string, layout: PrizeLayout): Promise<DrawNumbers> {
  const out: DrawNumbers = {};
  let i = 0;
  for (const t of PRIZE_TIERS[layout]) {
    out[t.tier] = [];
    for (let k = 0; k < t.count; k += 1) {
      const bytes = await roundBytes(seed, issue, i);
      i += 1;
      out[t.tier]!.push(String(Math.floor((uint32(bytes) * 10 ** t.digits) / 2 ** 32)).padStart(t.digits, '0'));
    }
  }
  return out;
}

/** Quick picks of the number grid (2-digit numbers): all, even, odd, big (50–99), small (00–49), by head or tail digit. */
export function quickPick(kind: 'all' | 'even' | 'odd' | 'big' | 'small' | 'head' | 'tail', digit = 0): string[] {
  const all = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
  switch (kind) {
    case 'even':
      return all.filter((n) => Number(n) % 2 === 0);
    case 'odd':
      return all.filter((n) => Number(n) % 2 === 1);
    case 'big':
      return all.filter((n) => Number(n) >= 50);
    case 'small':
      return all.filter((n) => Number(n) < 50);
    case 'head':
      return all.filter((n) => n[0] === String(digit));
    case 'tail':
      return all.filter((n) => n[1] === String(digit));
    default:
      return all;
  }
}
