/**
 * Provably-fair outcomes of the in-house games (SPEC §2.1 /inhouse), shared by the sandbox platform
 * (which decides rounds) and the player's verifier in the browser (which re-computes them), so
 * both run the very same code:
 *
 *   bytes   = HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}`)
 *   dice    = floor(uint32(bytes[0..4]) × 10000 / 2^32)            → 0 … 9999 (shown as 0.00 … 99.99)
 *   slot    = reel i stops at floor(uint32(bytes[4i..4i+4]) × 20 / 2^32) on REEL_STRIPS[i]
 *
 * The SHA-256 of the server seed is shown before any round; the seed itself is revealed when the
 * player rotates it, and every round of that seed can then be checked. WebCrypto only, no I/O.
 * Amounts are integer minor units; multipliers are exact integer ratios, never floats.
 */

/** Hex encoding of bytes. */
function hex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the server seed as 64 hex characters: the commitment shown before a round. */
export async function serverSeedHash(serverSeed: string): Promise<string> {
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(serverSeed))));
}

/** A new random server seed (32 bytes, 64 hex characters). */
export function newServerSeed(): string {
  return hex(crypto.getRandomValues(new Uint8Array(32)));
}

/** A new random client seed (8 bytes, 16 hex characters), until the player picks one. */
export function newClientSeed(): string {
  return hex(crypto.getRandomValues(new Uint8Array(8)));
}

/** The 32 outcome bytes of one round: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`). */
export async function roundBytes(serverSeed: string, clientSeed: string, nonce: number): Promise<Uint8Array> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`${clientSeed}:${nonce}`)));
}

function uint32(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

/** Dice roll in hundredths: 0 … 9999 (0.00 … 99.99), uniform over the first 4 bytes. */
export function diceRoll(bytes: Uint8Array): number {
  return Math.floor((uint32(bytes, 0) * 10000) / 2 ** 32);
}

/** Dice direction: `under` wins when the roll is below the target, `over` when at or above it. */
export type DiceDirection = 'under' | 'over';
/** Dice targets (whole percent) a player may choose. */
export const DICE_TARGET_MIN = 2;
/** Highest dice target. */
export const DICE_TARGET_MAX = 98;

/** Win chance of a dice bet in whole percent (target 30 under → 30, over → 70). */
export function diceChance(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : 100 - target;
}

/** True when `roll` (hundredths) wins a bet on `target` (percent) in `direction`. */
export function diceWins(roll: number, target: number, direction: DiceDirection): boolean {
  return direction === 'under' ? roll < target * 100 : roll >= target * 100;
}

/**
 * Dice payout in minor units: stake × 99 / chance (a 1% house edge), rounded down; 0 on a loss.
 * E.g. stake 1000 at 50% → 1980.
 */
export function dicePayout(stake: number, target: number, direction: DiceDirection, roll: number): number {
  return diceWins(roll, target, direction) ? Math.floor((stake * 99) / diceChance(target, direction)) : 0;
}

/** Slot symbols, index = symbol id. */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'bell', 'star', 'seven', 'lotus'] as const;
/** One slot symbol id (index into SLOT_SYMBOLS). */
export type SlotSymbol = number;

/** The three reel strips (20 stops each, symbol ids): rare lotus and seven, common cherry and lemon. */
export const REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  [0, 1, 2, 0, 3, 1, 0, 4, 1, 2, 0, 1, 3, 0, 2, 1, 5, 0, 1, 2],
  [1, 0, 2, 1, 0, 3, 1, 2, 0, 4, 1, 0, 2, 3, 1, 0, 5, 2, 1, 0],
  [0, 2, 1, 0, 3, 1, 2, 0, 1, 4, 0, 2, 1, 3, 0, 1, 2, 5, 0, 1],
];

/** Reel stops of a spin: three positions 0 … 19. */
export function slotStops(bytes: Uint8Array): number[] {
  return REEL_STRIPS.map((strip, i) => Math.floor((uint32(bytes, i * 4) * strip.length) / 2 ** 32));
}

/** The symbols on the payline for the given stops. */
export function slotLine(stops: readonly number[]): SlotSymbol[] {
  return stops.map((s, i) => REEL_STRIPS[i]![s]!);
}

/** Multipliers for three of a kind, by symbol id (×stake). */
export const SLOT_THREE_OF_A_KIND: readonly number[] = [5, 6, 20, 50, 200, 500];
/** Multiplier for exactly two cherries anywhere on the line. */
export const SLOT_TWO_CHERRIES = 2;

/** Slot payout multiplier of a line: three of a kind, else two cherries, else 0. */
export function slotMultiplier(line: readonly SlotSymbol[]): number {
  if (line[0] === line[1] && line[1] === line[2]) return SLOT_THREE_OF_A_KIND[line[0]!]!;
  return line.filter((s) => s === 0).length === 2 ? SLOT_TWO_CHERRIES : 0;
}

/** Slot payout in minor units for `stake` on the line of `stops`. */
export function slotPayout(stake: number, stops: readonly number[]): number {
  return stake * slotMultiplier(slotLine(stops));
}
