/**
 * Verifying a house-drawn lottery draw (provably fair; SPEC §2.1 /lottery, DOMAIN.md §1): what the
 * "Verify this draw" panel runs in the player's browser, with the very functions the platform
 * drew the numbers with (src/contracts/lottery-rules.ts numbersFromSeed, src/contracts/provably-fair.ts
 * serverSeedHash), so the verifier and the draw can never diverge. Two checks:
 *   1. SHA-256(seed) equals the seed hash published before betting opened (the seed was fixed then);
 *   2. numbersFromSeed(seed, issue, layout) equals the numbers the draw published, tier by tier.
 * WebCrypto only, no I/O.
 */
import { PRIZE_TIERS, numbersFromSeed, type DrawNumbers, type PrizeLayout } from './lottery-rules.ts';
import { serverSeedHash } from './provably-fair.ts';

/** What a verification needs: the draw's issue and layout, the published hash, the revealed seed and the published numbers. */
export interface DrawVerificationInput {
  issue: string;
  layout: PrizeLayout;
  seedHash: string;
  seed: string;
  numbers: DrawNumbers;
}

/**
 * The outcome: the seed's SHA-256 as computed here, whether it equals the published hash, the
 * numbers re-derived from the seed, whether they equal the published numbers, and `matches` when
 * both hold.
 */
export interface DrawVerification {
  computedHash: string;
  hashMatches: boolean;
  recomputed: DrawNumbers;
  numbersMatch: boolean;
  matches: boolean;
}

/** True when `a` and `b` hold the same numbers in every tier of `layout`, in the same order. */
export function sameNumbers(layout: PrizeLayout, a: DrawNumbers, b: DrawNumbers): boolean {
  return PRIZE_TIERS[layout].every((t) => {
    const x = a[t.tier] ?? [];
    const y = b[t.tier] ?? [];
    return x.length === t.count && y.length === t.count && x.every((n, i) => n === y[i]);
  });
}

/** Re-derives a draw from its revealed seed and checks it against what was published (hash compared case-insensitively, as hex). */
export async function verifyDraw(input: DrawVerificationInput): Promise<DrawVerification> {
  const computedHash = await serverSeedHash(input.seed);
  const recomputed = await numbersFromSeed(input.seed, input.issue, input.layout);
  const hashMatches = computedHash === input.seedHash.trim().toLowerCase();
  const numbersMatch = sameNumbers(input.layout, recomputed, input.numbers);
  return { computedHash, hashMatches, recomputed, numbersMatch, matches: hashMatches && numbersMatch };
}
