/**
 * Human verification of the sandbox platform (SPEC §4 "A human-verification step runs before
 * login and before SMS requests", registration step 3 "A bot-check challenge runs"; DESIGN.md
 * "self-hosted proof-of-work (ALTCHA) by default").
 *
 * Challenges are ALTCHA v2 proof-of-work in deterministic mode (altcha-lib): the platform picks a
 * secret counter, the browser finds it by hashing (SHA-256) from 0 upwards, and the platform checks
 * the answer with one HMAC. Signed with ALTCHA_HMAC_KEY (generated into .dev.vars by
 * scripts/dev-keys.mjs, never committed). A solution is single use: its challenge signature is
 * stored in `spent_challenges` until the challenge expires.
 *
 * The check fails closed: a platform without a usable ALTCHA_HMAC_KEY never skips it; every call
 * that needs it (the route table's `humanCheck` calls, and the challenge itself) answers 503
 * error_human_check_unavailable until the key is set. ALTCHA is the only provider here; another
 * one (DESIGN.md names Turnstile as an operator option) would be chosen by an explicit setting,
 * never by a missing key. `scripts/dev-keys.mjs` generates the key for `npm start`, the e2e
 * suite and the benchmark; the unit tests' platforms always have one.
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { fail } from '../../contracts/envelope.ts';
import type { HandlerResult } from '../lib/context.ts';
import type { PlatformEnv } from '../lib/env.ts';
import { logPlatformEvent } from '../lib/log.ts';

/** Lifetime of a challenge in ms. */
export const HUMAN_CHALLENGE_TTL_MS = 5 * 60_000;
/**
 * Range of the secret counter, i.e. the SHA-256 rounds a browser needs (about 0.05–0.3 s on a
 * phone). Low on purpose: it prices out bulk requests without slowing people or the e2e tests;
 * the rate limits do the rest.
 */
export const HUMAN_COUNTER_RANGE = { min: 1_000, max: 5_000 } as const;

/** An ALTCHA v2 challenge as sent to the browser. */
export type HumanChallenge = Awaited<ReturnType<typeof createChallenge>>;

/** Shortest ALTCHA_HMAC_KEY accepted, in characters (scripts/dev-keys.mjs writes 64 hex digits). */
export const MIN_HUMAN_KEY_LENGTH = 16;

/**
 * Whether the platform can check human verification: ALTCHA_HMAC_KEY is set and at least
 * {@link MIN_HUMAN_KEY_LENGTH} characters. When false, the calls that need the check are refused
 * ({@link humanCheckRefusal} `unavailable`), never let through.
 */
export function humanCheckAvailable(env: PlatformEnv): boolean {
  return typeof env.ALTCHA_HMAC_KEY === 'string' && env.ALTCHA_HMAC_KEY.length >= MIN_HUMAN_KEY_LENGTH;
}

const keySecret = (key: string) => `${key}:derived-key`;

/**
 * A new signed challenge expiring {@link HUMAN_CHALLENGE_TTL_MS} after `now` (ms). `counter` is its
 * secret number of hashing rounds: random in {@link HUMAN_COUNTER_RANGE} unless given (the platform
 * never gives it; the unit tests' proof helper gives a small one so hundreds of sign-ins stay
 * cheap: the check is the same). Throws without a usable key.
 */
export async function createHumanChallenge(
  env: PlatformEnv,
  now: number,
  counter = randomInt(HUMAN_COUNTER_RANGE.max, HUMAN_COUNTER_RANGE.min),
): Promise<HumanChallenge> {
  if (!humanCheckAvailable(env)) throw new Error('human verification is not configured: set ALTCHA_HMAC_KEY');
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter,
    deriveKey,
    expiresAt: Math.floor((now + HUMAN_CHALLENGE_TTL_MS) / 1000),
    hmacSignatureSecret: env.ALTCHA_HMAC_KEY!,
    hmacKeySignatureSecret: keySecret(env.ALTCHA_HMAC_KEY!),
  });
}

/**
 * Outcome of checking a proof: `ok`, or why not (missing, malformed or wrong, already used,
 * expired), or `unavailable` when this platform has no key to check it with.
 */
export type HumanCheck = 'ok' | 'missing' | 'invalid' | 'spent' | 'expired' | 'unavailable';

/**
 * Checks the proof a form sent (`altcha`: base64 of JSON `{ challenge, solution }`, the ALTCHA
 * payload) and spends it. `unavailable` (never `ok`) without a usable key. Never throws for bad input.
 */
export async function checkHumanProof(env: PlatformEnv, db: D1Database, proof: string | undefined | null, now: number): Promise<HumanCheck> {
  if (!humanCheckAvailable(env)) return 'unavailable';
  if (!proof) return 'missing';
  let payload: { challenge?: HumanChallenge; solution?: { counter: number; derivedKey: string } };
  try {
    payload = JSON.parse(atob(proof));
  } catch {
    return 'invalid';
  }
  const challenge = payload?.challenge;
  if (!challenge || typeof challenge !== 'object' || typeof challenge.signature !== 'string' || !challenge.parameters || !payload.solution) return 'invalid';
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({
      challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: env.ALTCHA_HMAC_KEY!,
      hmacKeySignatureSecret: keySecret(env.ALTCHA_HMAC_KEY!),
    });
  } catch {
    return 'invalid';
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const expiresAt = (challenge.parameters.expiresAt ?? Math.floor(now / 1000)) * 1000;
  // Single use: only the request that inserts the signature wins.
  await db.prepare('DELETE FROM spent_challenges WHERE expires_at < ?').bind(now).run();
  const ins = await db
    .prepare('INSERT INTO spent_challenges (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING')
    .bind(challenge.signature, expiresAt)
    .run();
  return ins.meta.changes === 1 ? 'ok' : 'spent';
}

/**
 * The answer to a failed check: 503 error_human_check_unavailable (the platform cannot check, an
 * operator's configuration error, logged) or 400 error_human_verification with the reason under
 * `fields.altcha` (SPEC §8 "please complete verification first").
 */
export function humanCheckRefusal(check: Exclude<HumanCheck, 'ok'>): HandlerResult {
  if (check === 'unavailable') {
    logPlatformEvent('error', 'human-check-unavailable', { reason: `ALTCHA_HMAC_KEY is missing or shorter than ${MIN_HUMAN_KEY_LENGTH} characters` });
    return { body: fail('error_human_check_unavailable', 'Verification is unavailable right now. Please try again later.'), status: 503 };
  }
  return { body: fail('error_human_verification', 'Please complete verification first.', { fields: { altcha: check } }), status: 400 };
}
