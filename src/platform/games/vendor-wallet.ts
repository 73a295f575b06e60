/**
 * The one seamless-wallet protocol every sandbox vendor speaks to the platform (DOMAIN.md §4; the
 * shape of Hub88's and valkyrie's wallet APIs): `bet`, `win` and `rollback`, each identified by the
 * vendor's transaction id, each carrying the vendor's round id, each answering the member's balance.
 * Built on {@link SeamlessWallet}: every call is one balanced, keyed ledger transaction written in one
 * D1 batch with its seamless record, its bet's game round (the betting record) and its vendor round.
 *
 * A vendor round (a sports bet slip, a baccarat table round, a fight, a fishing session, a card
 * hand) holds one or more bets of a member; each bet is its own game round `<round>/<bet tx id>`,
 * so responsible-gaming limits, turnover, rebates and agents' figures count it like any other bet.
 *
 * Rules (each also holds under parallel and replayed calls):
 * - `bet` is refused, moving nothing, for funds (`insufficient_funds`), responsible gaming
 *   (`limit_refused`: exclusion, time-out, session, wager or loss limit; DOMAIN.md §5), an unknown
 *   game (`invalid_request`) or a closed round (`round_closed`, decided inside the bet's batch by
 *   the vendor_rounds_closed trigger of 0054_vendor_rounds.sql).
 * - `win` settles one bet (`betTxId`) with `amount` (0 for a loss) and an outcome: won, lost,
 *   cashed_out, or void (the stake returned; the bet then counts as no valid bet). A win for an
 *   unknown bet, a bet of another member or round is `unknown_transaction`; for a bet already
 *   settled or rolled back `already_settled`.
 * - `rollback` refunds an open bet (`already_settled` once it is settled; `unknown_transaction`
 *   for an unknown bet).
 * - `roundClosed` on a win or rollback closes the vendor round: later bets in it are refused.
 * - A call replayed with the same transaction id answers its first answer (its balance included)
 *   and moves nothing; the id reused for another call is `duplicate_transaction`.
 * - {@link reconcileVendorRounds} (cron) closes rounds a vendor left open past their game type's
 *   grace and rolls back the bets still open in them.
 */
import type { GameClassify } from '../../contracts/schemas/games.ts';
import { memberBalance } from '../lib/ledger.ts';
import type { ResponsibleGamingRefusal } from '../member/responsible-gaming.ts';
import { SeamlessWallet, type SeamlessError, type SeamlessResult } from './seamless-wallet.ts';

/** How a settled vendor bet ended (`game_rounds.outcome`). */
export type VendorOutcome = 'won' | 'lost' | 'cashed_out' | 'void';

/** A bet: `amount` minor units (> 0) on game `gameCode` of `vendor`, in the vendor's round `roundId`. */
export interface VendorBetCall {
  vendor: string;
  memberId: number;
  txId: string;
  roundId: string;
  gameCode: string;
  amount: number;
  /** Kept on the bet's game round (the bet slip, the table bet), shown in the record. */
  detail?: unknown;
  /** The vendor's own statements (its bet slip), run in the bet's batch: they land with it or not at all. */
  extra?: readonly D1PreparedStatement[];
}
/** A win settling the bet `betTxId` of round `roundId`: `amount` minor units paid (≥ 0). */
export interface VendorWinCall {
  vendor: string;
  memberId: number;
  txId: string;
  betTxId: string;
  roundId: string;
  amount: number;
  /** Defaults to won when `amount` > 0, lost otherwise; void needs `amount` equal to the stake. */
  outcome?: VendorOutcome;
  roundClosed?: boolean;
  /** The vendor's own statements (a card-room seat left), run in the settlement's batch: they land with it or not at all. */
  extra?: readonly D1PreparedStatement[];
}
/** A rollback of the open bet `betTxId` of round `roundId`. */
export interface VendorRollbackCall {
  vendor: string;
  memberId: number;
  txId: string;
  betTxId: string;
  roundId: string;
  roundClosed?: boolean;
}

/** Error codes of the protocol: the seamless wallet's, plus `round_closed`. */
export type VendorError = Exclude<SeamlessError, 'limit_refused' | 'refused'> | 'round_closed';

/**
 * Answer of every call: the vendor's round id and the member's main-wallet balance (minor units);
 * on success the balance right after the call (a replay answers the same); on a failure the
 * current balance, and for `limit_refused` the responsible-gaming refusal.
 */
export type VendorAnswer =
  | { ok: true; txId: string; roundId: string; balance: number; replayed: boolean }
  | { ok: false; error: VendorError; roundId: string; balance: number }
  | { ok: false; error: 'limit_refused'; refusal: ResponsibleGamingRefusal; roundId: string; balance: number };

/** The game round (betting record) id of bet `txId` in vendor round `roundId`. */
export function betRecordId(roundId: string, txId: string): string {
  return `${roundId}/${txId}`;
}

/**
 * How long a vendor round of each game type may stay open before the reconcile job closes it (ms):
 * a sportsbook bet waits for its event (days); a live table, fight, fishing session or card hand
 * lasts minutes.
 */
export const ROUND_GRACE_MS: Partial<Record<GameClassify, number>> & { default: number } = {
  sports: 3 * 24 * 3_600_000,
  esports: 3 * 24 * 3_600_000,
  default: 30 * 60_000,
};

interface BetRow {
  member_id: number;
  round_id: string;
  amount: number;
}

/** The seamless-wallet protocol of sandbox vendors over the D1 ledger in `currency`; `now` gives the clock (ms). */
export class VendorWallet {
  private readonly wallet: SeamlessWallet;
  constructor(
    private readonly db: D1Database,
    private readonly currency: string,
    private readonly now: () => number = Date.now,
  ) {
    this.wallet = new SeamlessWallet(db, currency, now);
  }

  private balance(memberId: number): Promise<number> {
    return memberBalance(this.db, memberId, this.currency);
  }

  private answer(res: SeamlessResult, roundId: string): VendorAnswer {
    if (res.ok) return { ...res, roundId };
    if (res.error === 'limit_refused') return { ok: false, error: 'limit_refused', refusal: res.refusal, roundId, balance: res.balance };
    if (res.error === 'refused') return { ok: false, error: res.detail === 'round_closed' ? 'round_closed' : 'invalid_request', roundId, balance: res.balance };
    return { ok: false, error: res.error, roundId, balance: res.balance };
  }

  private fail(error: VendorError, roundId: string, memberId: number): Promise<VendorAnswer> {
    return this.balance(memberId).then((balance) => ({ ok: false, error, roundId, balance }));
  }

  /** The bet `betTxId` of `memberId` in round `roundId`, or null (unknown, another member's or round's). */
  private async bet(vendor: string, memberId: number, betTxId: string, roundId: string): Promise<BetRow | null> {
    const row = await this.db
      .prepare("SELECT member_id, round_id, amount FROM seamless_transactions WHERE vendor = ? AND tx_id = ? AND type = 'bet'")
      .bind(vendor, betTxId)
      .first<BetRow>();
    return row && row.member_id === memberId && row.round_id === betRecordId(roundId, betTxId) ? row : null;
  }

  private closeRound(call: { vendor: string; memberId: number; roundId: string }, now: number): D1PreparedStatement {
    return this.db
      .prepare("UPDATE vendor_rounds SET status = 'closed', closed_at = ? WHERE vendor = ? AND round_id = ? AND member_id = ? AND status = 'open'")
      .bind(now, call.vendor, call.roundId, call.memberId);
  }

  private setOutcome(vendor: string, recordId: string, outcome: VendorOutcome | 'rolled_back'): D1PreparedStatement {
    return this.db.prepare('UPDATE game_rounds SET outcome = ? WHERE vendor = ? AND round_id = ?').bind(outcome, vendor, recordId);
  }

  /** Places a bet; see the module rules. */
  async placeBet(call: VendorBetCall): Promise<VendorAnswer> {
    const game = await this.db
      .prepare('SELECT node_id, game_classify FROM games WHERE vendor = ? AND game_code = ?')
      .bind(call.vendor, call.gameCode)
      .first<{ node_id: number; game_classify: string }>();
    if (!game) return this.fail('invalid_request', call.roundId, call.memberId);
    const recordId = betRecordId(call.roundId, call.txId);
    const now = this.now();
    const res = await this.wallet.bet({
      memberId: call.memberId,
      vendor: call.vendor,
      txId: call.txId,
      roundId: recordId,
      gameCode: call.gameCode,
      nodeId: game.node_id,
      amount: call.amount,
      detail: call.detail,
      extra: [
        this.db.prepare('UPDATE game_rounds SET vendor_round_id = ? WHERE vendor = ? AND round_id = ?').bind(call.roundId, call.vendor, recordId),
        // Joining a closed round bumps its bet count, which the vendor_rounds_closed trigger refuses.
        this.db
          .prepare(
            'INSERT INTO vendor_rounds (vendor, round_id, member_id, game_type, bets, created_at) VALUES (?, ?, ?, ?, 1, ?) ' +
              'ON CONFLICT (vendor, round_id, member_id) DO UPDATE SET bets = bets + 1',
          )
          .bind(call.vendor, call.roundId, call.memberId, game.game_classify, now),
        ...(call.extra ?? []),
      ],
    });
    return this.answer(res, call.roundId);
  }

  /** Settles a bet (a win, a loss, a cash-out or a void); see the module rules. */
  async settle(call: VendorWinCall): Promise<VendorAnswer> {
    const outcome: VendorOutcome = call.outcome ?? (call.amount > 0 ? 'won' : 'lost');
    const bet = await this.bet(call.vendor, call.memberId, call.betTxId, call.roundId);
    if (!bet) return this.fail('unknown_transaction', call.roundId, call.memberId);
    const recordId = bet.round_id;
    const now = this.now();
    const extra = [this.setOutcome(call.vendor, recordId, outcome), ...(call.roundClosed ? [this.closeRound(call, now)] : []), ...(call.extra ?? [])];
    if (outcome === 'void') {
      // A void returns the stake and counts as no bet: a refund of the bet, recorded as its settlement.
      if (call.amount !== bet.amount) return this.fail('invalid_request', call.roundId, call.memberId);
      const res = await this.wallet.rollback({ memberId: call.memberId, vendor: call.vendor, txId: call.txId, refTxId: call.betTxId, extra });
      return this.answer(res, call.roundId);
    }
    if ((outcome === 'lost') !== (call.amount === 0)) return this.fail('invalid_request', call.roundId, call.memberId);
    const res = await this.wallet.win({ memberId: call.memberId, vendor: call.vendor, txId: call.txId, roundId: recordId, amount: call.amount, extra });
    return this.answer(res, call.roundId);
  }

  /** Rolls an open bet back (refund); see the module rules. */
  async rollback(call: VendorRollbackCall): Promise<VendorAnswer> {
    const bet = await this.bet(call.vendor, call.memberId, call.betTxId, call.roundId);
    if (!bet) return this.fail('unknown_transaction', call.roundId, call.memberId);
    const now = this.now();
    const extra = [this.setOutcome(call.vendor, bet.round_id, 'rolled_back'), ...(call.roundClosed ? [this.closeRound(call, now)] : [])];
    const res = await this.wallet.rollback({ memberId: call.memberId, vendor: call.vendor, txId: call.txId, refTxId: call.betTxId, extra });
    return this.answer(res, call.roundId);
  }

  /**
   * Closes the member's round `roundId` (no bet may join it any more) and rolls back every bet
   * still open in it, each under the transaction id `<txPrefix>:<bet tx id>` (so a rerun moves
   * nothing twice): a live table's cancelled round, a reconciled round. Returns how many bets it
   * rolled back.
   */
  async cancelRound(vendor: string, memberId: number, roundId: string, txPrefix: string): Promise<number> {
    await this.closeRound({ vendor, memberId, roundId }, this.now()).run();
    const { results } = await this.db
      .prepare(
        "SELECT s.tx_id FROM game_rounds r JOIN seamless_transactions s ON s.vendor = r.vendor AND s.round_id = r.round_id AND s.type = 'bet' " +
          "WHERE r.vendor = ? AND r.vendor_round_id = ? AND r.member_id = ? AND r.status = 'open'",
      )
      .bind(vendor, roundId, memberId)
      .all<{ tx_id: string }>();
    let rolled = 0;
    for (const r of results) {
      const res = await this.rollback({ vendor, memberId, txId: `${txPrefix}:${r.tx_id}`, betTxId: r.tx_id, roundId });
      if (res.ok && !res.replayed) rolled++;
    }
    return rolled;
  }
}

/**
 * The reconcile job's pass (DESIGN.md "Periodic work"): closes every vendor round left open past
 * its game type's grace ({@link ROUND_GRACE_MS}) and rolls back the bets still open in it, keyed
 * `reconcile:<bet tx id>`. Idempotent; returns how many rounds it closed.
 */
export async function reconcileVendorRounds(db: D1Database, currency: string, now: number, limit = 200): Promise<number> {
  const long = Object.entries(ROUND_GRACE_MS).filter(([k]) => k !== 'default');
  const graceSql = `CASE game_type ${long.map(() => 'WHEN ? THEN ?').join(' ')} ELSE ? END`;
  const { results } = await db
    .prepare(`SELECT vendor, round_id, member_id FROM vendor_rounds WHERE status = 'open' AND created_at <= ? - ${graceSql} ORDER BY created_at LIMIT ?`)
    .bind(now, ...long.flat(), ROUND_GRACE_MS.default, limit)
    .all<{ vendor: string; round_id: string; member_id: number }>();
  const wallet = new VendorWallet(db, currency, () => now);
  for (const r of results) await wallet.cancelRound(r.vendor, r.member_id, r.round_id, 'reconcile');
  return results.length;
}
