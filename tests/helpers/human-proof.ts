/**
 * Solves the sandbox's human-verification challenge in Node, as the browser does, for platform
 * tests: returns the `altcha` proof to send with login, SMS and registration calls.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { createHumanChallenge } from '../../src/platform/services/human-check.ts';
import type { PlatformEnv } from '../../src/platform/env.ts';

/** A fresh, valid proof for `env` (which must have ALTCHA_HMAC_KEY). */
export async function humanProof(env: PlatformEnv, now = Date.now()): Promise<string> {
  const challenge = await createHumanChallenge(env, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}
