/**
 * Punto banco, the baccarat of the sandbox's live-casino stand-in (./tables.ts): the deal drawn
 * from a round's outcome bytes and the standard payouts. Pure functions, integer money (minor units).
 *
 * - Cards: card i is floor(uint32(bytes[4i..4i+4]) × 52 / 2^32) (an endless shoe), rank = card
 *   mod 13 (A, 2 … 10, J, Q, K), suit = card div 13; A counts 1, 10 and faces 0, a hand its sum mod 10.
 * - Order: player, banker, player, banker; then the player's third card, then the banker's.
 * - Third cards (the tableau): a natural (8 or 9) on either side stops both; the player draws on
 *   0–5; a banker whose player stood draws on 0–5; otherwise the banker draws on 0–2, on 3 unless
 *   the player's third card is 8, on 4 against 2–7, on 5 against 4–7, on 6 against 6–7.
 * - Payouts: player 1:1, banker 0.95:1 (a 5% commission on the win, rounded down), tie 8:1; a tie
 *   pushes the player and banker bets (their stake returned).
 */

/** The sides of a baccarat bet. */
export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
/** A baccarat bet's side. */
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];

/** Decimal odds of each side in thousandths (what a win returns per 1 staked, stake included). */
export const BACCARAT_ODDS: Record<BaccaratSide, number> = { player: 2_000, banker: 1_950, tie: 9_000 };

/** A dealt coup: the cards of each hand (0 … 51), their totals and the winner. */
export interface BaccaratDeal {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['♠', '♥', '♦', '♣'];

/** A card's face, e.g. `10♥`. */
export function cardFace(card: number): string {
  return `${RANKS[card % 13]}${SUITS[Math.floor(card / 13)]}`;
}

/** A card's baccarat value: A 1, 2–9 their pips, 10 and faces 0. */
export function cardValue(card: number): number {
  const rank = (card % 13) + 1;
  return rank >= 10 ? 0 : rank;
}

const total = (cards: number[]) => cards.reduce((s, c) => s + cardValue(c), 0) % 10;

function uint32(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

/** Whether the banker draws a third card on `banker` against the player's third card `p3` (null: the player stood). */
function bankerDraws(banker: number, p3: number | null): boolean {
  if (p3 === null) return banker <= 5;
  if (banker <= 2) return true;
  if (banker === 3) return p3 !== 8;
  if (banker === 4) return p3 >= 2 && p3 <= 7;
  if (banker === 5) return p3 >= 4 && p3 <= 7;
  if (banker === 6) return p3 === 6 || p3 === 7;
  return false;
}

/** Deals a coup from a round's 32 outcome bytes (uses the first 24). */
export function dealBaccarat(bytes: Uint8Array): BaccaratDeal {
  const cards = Array.from({ length: 6 }, (_, i) => Math.floor((uint32(bytes, i * 4) * 52) / 2 ** 32));
  let next = 4;
  const player = [cards[0]!, cards[2]!];
  const banker = [cards[1]!, cards[3]!];
  if (total(player) < 8 && total(banker) < 8) {
    let p3: number | null = null;
    if (total(player) <= 5) {
      const c = cards[next++]!;
      player.push(c);
      p3 = cardValue(c);
    }
    if (bankerDraws(total(banker), p3)) banker.push(cards[next]!);
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/**
 * What a bet of `stake` minor units on `side` returns after `deal`: won (player 2×, banker
 * stake + 95% rounded down, tie 9×), void (a player or banker bet on a tie: the stake back) or lost (0).
 */
export function baccaratPayout(side: BaccaratSide, stake: number, deal: BaccaratDeal): { amount: number; outcome: 'won' | 'lost' | 'void' } {
  if (deal.winner === 'tie' && side !== 'tie') return { amount: stake, outcome: 'void' };
  if (deal.winner !== side) return { amount: 0, outcome: 'lost' };
  if (side === 'banker') return { amount: stake + Math.floor((stake * 95) / 100), outcome: 'won' };
  return { amount: Math.floor((stake * BACCARAT_ODDS[side]) / 1000), outcome: 'won' };
}
