/**
 * Raffle promotions (SPEC §7.2 MCS2_claimRafflePromotion; §4 activity statuses join → claimed;
 * §2.6 promotions). A promotion with a raffle in src/platform/rewards/economics.ts is a daily
 * lucky draw (its expected prize counts against the bound on return per stake): a member whose
 * valid bet (settled round stakes) on the current ICT day reached the raffle's minimum draws once
 * that day; the prize is drawn by weight with the platform's CSPRNG and paid house → main wallet
 * in one ledger transaction keyed `raffle:<promotion>:<member>:<day>`, with its `raffle_claims`
 * row (UNIQUE promotion + member + day) and a turnover requirement (prize × the raffle's multiple)
 * in the same batch. A second draw the same day, also a concurrent one, moves nothing. Minor units.
 */
import { raffleConfig, type RafflePrize } from './economics.ts';
import { missionPeriod } from './missions.ts';
import { payReward } from './payout.ts';

export type { RafflePrize } from './economics.ts';

/** What the promotion page shows a member: the pool, today's progress and today's draw, if any. */
export interface RaffleStatus {
  promotionId: number;
  minValidBet: number;
  validBet: number;
  eligible: boolean;
  prizes: number[];
  claimed: { prize: number; at: number } | null;
  day: string;
}

/** The ICT day `now` falls in: its start (ms) and key (YYYY-MM-DD). */
function raffleDay(now: number): { start: number; end: number; key: string } {
  const p = missionPeriod('daily', now);
  return { start: p.start, end: p.end, key: p.key.slice(1) };
}

/**
 * Picks a prize from `prizes` by weight with `random` (an integer in [0, 2^32)); the pool must
 * have a positive total weight. Pure, for tests.
 */
export function pickPrize(prizes: readonly RafflePrize[], random: number): number {
  const total = prizes.reduce((s, p) => s + p.weight, 0);
  let r = random % total;
  for (const p of prizes) {
    if (r < p.weight) return p.amount;
    r -= p.weight;
  }
  return prizes[prizes.length - 1]!.amount;
}

/** The member's raffle status for `promotionId` at `now`, or null when it is not a raffle. */
export async function raffleStatus(db: D1Database, memberId: number, promotionId: number, now: number): Promise<RaffleStatus | null> {
  const cfg = raffleConfig(promotionId);
  if (!cfg) return null;
  const day = raffleDay(now);
  const bet = await db
    .prepare(
      "SELECT COALESCE(SUM(stake), 0) AS v FROM game_rounds WHERE member_id = ? AND status = 'settled' AND COALESCE(settled_at, created_at) >= ? AND COALESCE(settled_at, created_at) < ?",
    )
    .bind(memberId, day.start, day.end)
    .first<{ v: number }>();
  const claim = await db
    .prepare('SELECT prize, created_at FROM raffle_claims WHERE promotion_id = ? AND member_id = ? AND day = ?')
    .bind(promotionId, memberId, day.key)
    .first<{ prize: number; created_at: number }>();
  const validBet = bet?.v ?? 0;
  return {
    promotionId,
    minValidBet: cfg.minValidBet,
    validBet,
    eligible: validBet >= cfg.minValidBet && cfg.prizes.length > 0,
    prizes: [...new Set(cfg.prizes.map((p) => p.amount))].sort((a, b) => b - a),
    claimed: claim ? { prize: claim.prize, at: claim.created_at } : null,
    day: day.key,
  };
}

/**
 * Draws today's prize of raffle `promotionId` for the member in `currency` at `now`. Refusals:
 * error_not_found (not a raffle), error_raffle_not_eligible (today's valid bet is below the
 * minimum), error_raffle_claimed (already drawn today, also by a concurrent request); nothing
 * moves on a refusal. Returns the status with today's draw.
 */
export async function claimRaffle(
  db: D1Database,
  memberId: number,
  promotionId: number,
  currency: string,
  now: number,
): Promise<RaffleStatus | 'error_not_found' | 'error_raffle_not_eligible' | 'error_raffle_claimed'> {
  const status = await raffleStatus(db, memberId, promotionId, now);
  if (!status) return 'error_not_found';
  if (status.claimed) return 'error_raffle_claimed';
  if (!status.eligible) return 'error_raffle_not_eligible';
  const cfg = raffleConfig(promotionId)!;
  const prize = pickPrize(cfg.prizes, crypto.getRandomValues(new Uint32Array(1))[0]!);
  const key = `raffle:${promotionId}:${memberId}:${status.day}`;
  const res = await payReward(db, {
    memberId,
    currency,
    kind: 'raffle',
    idempotencyKey: key,
    amount: prize,
    source: 'raffle',
    sourceId: key,
    turnoverMultiple: cfg.turnoverMultiple,
    now,
    extra: [
      db
        .prepare('INSERT INTO raffle_claims (promotion_id, member_id, day, prize, created_at) VALUES (?, ?, ?, ?, ?)')
        .bind(promotionId, memberId, status.day, prize, now),
    ],
  });
  // A replay, a key taken by a concurrent draw of another prize, or the claim row's UNIQUE.
  if (!res.ok || res.replayed) return 'error_raffle_claimed';
  return { ...status, claimed: { prize, at: now } };
}
