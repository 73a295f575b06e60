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
 * Without ALTCHA_HMAC_KEY the check is off (an operator's own platform does its own); the sandbox
 * always has the key in development, the e2e tests and the benchmark.
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { PlatformEnv } from '../env.ts';

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

/** Whether the platform asks for human verification (ALTCHA_HMAC_KEY is set). */
export function humanCheckEnabled(env: PlatformEnv): boolean {
  return typeof env.ALTCHA_HMAC_KEY === 'string' && env.ALTCHA_HMAC_KEY.length >= 16;
}

const keySecret = (key: string) => `${key}:derived-key`;

/** A new signed challenge expiring {@link HUMAN_CHALLENGE_TTL_MS} after `now` (ms). Throws when disabled. */
export async function createHumanChallenge(env: PlatformEnv, now: number): Promise<HumanChallenge> {
  if (!humanCheckEnabled(env)) throw new Error('human verification is not configured');
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(HUMAN_COUNTER_RANGE.max, HUMAN_COUNTER_RANGE.min),
    deriveKey,
    expiresAt: Math.floor((now + HUMAN_CHALLENGE_TTL_MS) / 1000),
    hmacSignatureSecret: env.ALTCHA_HMAC_KEY!,
    hmacKeySignatureSecret: keySecret(env.ALTCHA_HMAC_KEY!),
  });
}

/** Outcome of checking a proof: `ok`, or why not (missing, malformed or wrong, already used, expired). */
export type HumanCheck = 'ok' | 'missing' | 'invalid' | 'spent' | 'expired';

/**
 * Checks the proof a form sent (`altcha`: base64 of JSON `{ challenge, solution }`, the ALTCHA
 * payload) and spends it. Always `ok` when the check is off. Never throws for bad input.
 */
export async function checkHumanProof(env: PlatformEnv, db: D1Database, proof: string | undefined | null, now: number): Promise<HumanCheck> {
  if (!humanCheckEnabled(env)) return 'ok';
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
    result = await verifySolution({ challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: env.ALTCHA_HMAC_KEY!, hmacKeySignatureSecret: keySecret(env.ALTCHA_HMAC_KEY!) });
  } catch {
    return 'invalid';
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const expiresAt = (challenge.parameters.expiresAt ?? Math.floor(now / 1000)) * 1000;
  // Single use: only the request that inserts the signature wins.
  await db.prepare('DELETE FROM spent_challenges WHERE expires_at < ?').bind(now).run();
  const ins = await db.prepare('INSERT INTO spent_challenges (signature, expires_at) VALUES (?, ?) ON CONFLICT (signature) DO NOTHING').bind(challenge.signature, expiresAt).run();
  return ins.meta.changes === 1 ? 'ok' : 'spent';
}
