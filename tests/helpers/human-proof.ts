/**
 * Solves the sandbox's human-verification challenge in Node, as the browser does, for platform
 * tests: returns the `altcha` proof to send with login, SMS and registration calls.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { RouteDef } from '../../src/contracts/route-def.ts';
import { createHumanChallenge } from '../../src/platform/services/human-check.ts';
import type { PlatformEnv } from '../../src/platform/lib/env.ts';

/**
 * A fresh, valid proof for `env` (which must have ALTCHA_HMAC_KEY). Its challenge asks for a few
 * hashing rounds instead of the browser's thousands: the platform checks it exactly the same way,
 * and the hundreds of sign-ins of the test suite stay cheap.
 */
export async function humanProof(env: PlatformEnv, now = Date.now()): Promise<string> {
  const challenge = await createHumanChallenge(env, now, 8);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}

/**
 * `body` as a browser form would send it to route `def`: with a fresh proof in `altcha` when the
 * route needs one (`humanCheck`) and the test did not set `altcha` itself (a test of a missing,
 * forged or spent proof sets it, to undefined or to its own value).
 */
export async function withHumanProof(env: PlatformEnv, def: RouteDef, body: Record<string, unknown> | undefined): Promise<Record<string, unknown> | undefined> {
  if (!def.humanCheck || (body && Object.hasOwn(body, 'altcha'))) return body;
  return { ...body, altcha: await humanProof(env) };
}
