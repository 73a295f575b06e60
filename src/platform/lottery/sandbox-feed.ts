/**
 * The sandbox's stand-in for the official Vietnamese results feed (DOMAIN.md §1; SPEC §2.1
 * /vnlottery). There is no official feed in the sandbox, so the platform draws the official
 * games itself, and then it must be as unpredictable and as verifiable as its house-drawn fast
 * lotteries (DOMAIN.md §1 "Fast lotteries"):
 *
 *   seed       = HMAC-SHA256(key = LOTTERY_FEED_SECRET, message = `vn-official:${game}:${station}:${issue}`), hex
 *   commitment = SHA-256(seed), hex: published with the draw when it is scheduled (days ahead)
 *   numbers    = numbersFromSeed(seed, issue, layout) (src/contracts/lottery-rules.ts), drawn at the
 *                draw time, when the seed is revealed beside them
 *
 * LOTTERY_FEED_SECRET is a deployment secret held only by the platform (the cron Worker that
 * draws, and the sandbox's dev tick): never in the repository, generated locally into .dev.vars
 * by scripts/dev-keys.mjs and per run by the e2e suite. Without it (or with one shorter than
 * {@link FEED_SECRET_MIN_LENGTH}) the stand-in fails closed: it commits to nothing (no official
 * draw is scheduled, so nothing is sold) and draws nothing (a draw already committed waits, and is
 * void and refunded after OFFICIAL_RESULT_TIMEOUT_MS); it never falls back to a known key. A seed
 * that does not match the commitment published before (the secret changed meanwhile) is never
 * drawn either. Each refusal is named in {@link SandboxFeed.problems} for the cron report.
 */
import { numbersFromSeed } from '../../contracts/lottery-rules.ts';
import { serverSeedHash } from '../../contracts/provably-fair.ts';
import type { ResultSource } from './draws.ts';

/** The shortest secret the stand-in accepts, in characters (scripts/dev-keys.mjs makes 64 hex). */
export const FEED_SECRET_MIN_LENGTH = 32;

/** Why the stand-in did not commit or draw: no usable secret, or a seed that does not match its published commitment. */
export type FeedProblem = 'feed_secret_missing' | 'feed_commitment_mismatch';

/** The feed secret of `env`, or null when it is missing or shorter than {@link FEED_SECRET_MIN_LENGTH}. */
export function feedSecret(env: { LOTTERY_FEED_SECRET?: string }): string | null {
  const secret = env.LOTTERY_FEED_SECRET ?? '';
  return secret.length >= FEED_SECRET_MIN_LENGTH ? secret : null;
}

/**
 * The seed of one official draw: HMAC-SHA256 keyed by `secret` over
 * `vn-official:<gameCode>:<station or empty>:<issue>`, as 64 lowercase hex characters.
 */
export async function officialDrawSeed(secret: string, gameCode: string, station: string | null, issue: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(`vn-official:${gameCode}:${station ?? ''}:${issue}`)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The stand-in as a {@link ResultSource}, plus the problems it met (read after a pass, for the cron report). */
export interface SandboxFeed extends ResultSource {
  readonly problems: ReadonlySet<FeedProblem>;
}

/** The stand-in feed keyed by `env.LOTTERY_FEED_SECRET` (see the module comment for the scheme and for what fails closed). */
export function sandboxFeed(env: { LOTTERY_FEED_SECRET?: string }): SandboxFeed {
  const secret = feedSecret(env);
  const problems = new Set<FeedProblem>();
  return {
    problems,
    async commit(game, issue, station) {
      if (!secret) {
        problems.add('feed_secret_missing');
        return null;
      }
      return serverSeedHash(await officialDrawSeed(secret, game.gameCode, station, issue));
    },
    async results(game, issue, station, seedHash) {
      if (!secret) {
        problems.add('feed_secret_missing');
        return null;
      }
      const seed = await officialDrawSeed(secret, game.gameCode, station, issue);
      if (!seedHash || (await serverSeedHash(seed)) !== seedHash) {
        problems.add('feed_commitment_mismatch');
        return null;
      }
      return { numbers: await numbersFromSeed(seed, issue, game.layout), seed };
    },
  };
}
