/**
 * The ALTCHA solver (altcha-lib), in its own lazily loaded chunk: finds the counter of a
 * proof-of-work challenge with WebCrypto SHA-256 and encodes the payload the platform checks
 * (base64 of JSON `{ challenge, solution }`).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { HumanChallengeValue } from '../../../contracts/schemas/verification.ts';

/** Longest a solve may take before giving up, in ms. */
export const SOLVE_TIMEOUT_MS = 30_000;

/** The proof for `challenge`, or null when it could not be solved in time. */
export async function solveHumanChallenge(challenge: HumanChallengeValue): Promise<string | null> {
  const solution = await solveChallenge({ challenge: challenge as Parameters<typeof solveChallenge>[0]['challenge'], deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) return null;
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}
