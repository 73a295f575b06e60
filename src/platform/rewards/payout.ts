/**
 * Paying a reward (DOMAIN.md §3 "Reward economics": money from converted points or bonuses
 * carries a turnover requirement like a bonus). Every reward the site pays — rebate, points
 * conversion, mission, VIP gift, raffle prize, referral reward, activity bonus — goes through
 * {@link payReward}: one ledger transaction house → main wallet under the caller's idempotency key,
 * with the reward's turnover requirement (amount × multiple, src/platform/cashier/turnover.ts) and the
 * caller's own rows in the same D1 batch, so money never lands without its requirement.
 */
import type { LedgerKind } from '../../contracts/ledger-kinds.ts';
import { ensureAccount, postTransaction, type PostResult } from '../lib/ledger.ts';
import { turnoverRequirementStatement } from '../cashier/turnover.ts';

/** One reward payment. `amount` in minor units (> 0); `turnoverMultiple` ≥ 0 (the configured multiple of the program). */
export interface RewardPayment {
  memberId: number;
  currency: string;
  /** Ledger kind (rebate, points_convert, mission_reward, vip_gift, raffle, referral_reward, bonus). */
  kind: LedgerKind;
  /** Ledger idempotency key: a retry or a concurrent second claim replays instead of paying twice. */
  idempotencyKey: string;
  amount: number;
  /** Turnover requirement source and id (unique together, so the requirement is added once). */
  source: string;
  sourceId: string;
  turnoverMultiple: number;
  now: number;
  /** The program's own statements (its claim row), run in the same batch after the ledger rows. */
  extra?: readonly D1PreparedStatement[];
}

/**
 * Pays `p` (see {@link RewardPayment}). Answers the ledger's result: `replayed` when the key was
 * already paid; `aborted` with the detail when one of `extra` refused (nothing moved then).
 */
export async function payReward(db: D1Database, p: RewardPayment): Promise<PostResult> {
  const [house, wallet] = [await ensureAccount(db, null, p.currency), await ensureAccount(db, p.memberId, p.currency)];
  return postTransaction(db, {
    idempotencyKey: p.idempotencyKey,
    kind: p.kind,
    now: p.now,
    entries: [
      { accountId: wallet, amount: p.amount },
      { accountId: house, amount: -p.amount },
    ],
    extra: [
      ...(p.extra ?? []),
      turnoverRequirementStatement(db, { memberId: p.memberId, source: p.source, sourceId: p.sourceId, amount: p.amount * p.turnoverMultiple, now: p.now }),
    ],
  });
}
