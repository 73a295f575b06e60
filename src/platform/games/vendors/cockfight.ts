/**
 * The fights of the sandbox's cockfight stand-in (./tables.ts): two sides, Meron (the red corner,
 * usually the favourite) and Wala (the blue corner), with decimal odds set per fight, and a draw
 * that refunds every bet (void). Pure functions, odds in thousandths, money in minor units.
 *
 * - Odds of a fight follow from its id: Meron 1.70 … 2.00, Wala such that the two implied
 *   chances add up to about 105% (the arena's margin).
 * - The result follows from the round's outcome bytes: a draw 1 time in 25, otherwise Meron wins
 *   with its implied chance (of the two sides' chances) and Wala else.
 */

/** The sides of a cockfight bet. */
export const COCKFIGHT_SIDES = ['meron', 'wala'] as const;
/** A cockfight bet's side. */
export type CockfightSide = (typeof COCKFIGHT_SIDES)[number];
/** How a fight ended. */
export type FightResult = { winner: CockfightSide | 'draw' };

// FNV-1a: a small, stable hash of a fight's id for its odds.
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** The odds (thousandths) of each side of fight `roundId`. */
export function fightOdds(roundId: string): Record<CockfightSide, number> {
  const meron = 1_700 + (hash(roundId) % 31) * 10;
  // 1/meron + 1/wala = 1.05, rounded down to hundredths.
  const wala = Math.floor(1_000_000 / (1_050 - 1_000_000 / meron) / 10) * 10;
  return { meron, wala };
}

function uint32(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

/** The result of fight `roundId` from its 32 outcome bytes (uses bytes 0–7). */
export function fightResult(roundId: string, bytes: Uint8Array): FightResult {
  if (uint32(bytes, 0) % 25 === 0) return { winner: 'draw' };
  const odds = fightOdds(roundId);
  const meronChance = 1 / odds.meron / (1 / odds.meron + 1 / odds.wala);
  return { winner: uint32(bytes, 4) / 2 ** 32 < meronChance ? 'meron' : 'wala' };
}

/** What a bet of `stake` on `side` at `odds` (thousandths) returns: won (stake × odds, rounded down), lost, or void on a draw. */
export function fightPayout(side: CockfightSide, stake: number, odds: number, result: FightResult): { amount: number; outcome: 'won' | 'lost' | 'void' } {
  if (result.winner === 'draw') return { amount: stake, outcome: 'void' };
  if (result.winner !== side) return { amount: 0, outcome: 'lost' };
  return { amount: Math.floor((stake * odds) / 1000), outcome: 'won' };
}
