/**
 * The seamless-wallet interface of the sandbox platform (DESIGN.md "Seamless-wallet shape for
 * games"; DOMAIN.md §4): a game provider debits a bet, credits a win and rolls a bet back, each
 * call identified by the provider's transaction id, against the member's main wallet. Every call
 * is one balanced ledger transaction (src/platform/lib/ledger.ts) written in one D1 batch together with
 * its seamless record and its game round (the betting record), so money, record and round move
 * together or not at all.
 *
 * Rules:
 * - Idempotent by (vendor, txId): a replay with the same parameters returns the first result
 *   (`replayed: true`, with the balance of the first answer) and moves nothing; the same id with
 *   other parameters is `duplicate_transaction`.
 * - The balance of a successful answer is the main wallet's balance right after the call, written
 *   with its record in the call's own batch (`seamless_transactions.balance_after`), so parallel
 *   calls each answer their own exact balance and a replay answers it again.
 * - One bet opens a round; a win (0 for a loss) settles it; a rollback refunds the bet and closes it.
 *   A win or rollback on a closed round is `already_settled`; on an unknown bet/round it is
 *   `unknown_transaction`.
 * - A bet larger than the balance is `insufficient_funds`, with the balance; the ledger's CHECK
 *   decides inside the batch, so concurrent bets can never overdraw.
 * - A bet that responsible gaming forbids (self-exclusion, time-out, session, wager or loss limit;
 *   DOMAIN.md §5) is `limit_refused` with the error code: the round's insert refuses it inside the
 *   same batch (src/platform/migrations/0050_atomic_limits.sql), so concurrent bets can never pass
 *   a limit, and nothing moves.
 */
import { abortDetail, ensureAccount, HOUSE, memberBalance, postTransaction, type PostResult } from '../lib/ledger.ts';
import { refusalOf, type ResponsibleGamingRefusal } from '../member/responsible-gaming.ts';

/**
 * Error codes of the seamless interface (industry-standard cases), plus `limit_refused` (a
 * responsible-gaming refusal, carrying its code) and `refused` (a statement the caller added to the
 * bet's batch refused it, carrying its `ledger_abort` detail).
 */
export type SeamlessError =
  'insufficient_funds' | 'unknown_transaction' | 'already_settled' | 'duplicate_transaction' | 'invalid_request' | 'limit_refused' | 'refused';

/**
 * Result of a call: the member's main-wallet balance after it (minor units) on success; on a
 * failure the balance, and for `limit_refused` the error code to answer (403), for `refused` the
 * refusing statement's detail.
 */
export type SeamlessResult =
  | { ok: true; txId: string; balance: number; replayed: boolean }
  | { ok: false; error: Exclude<SeamlessError, 'limit_refused' | 'refused'>; balance: number }
  | { ok: false; error: 'limit_refused'; refusal: ResponsibleGamingRefusal; balance: number }
  | { ok: false; error: 'refused'; detail: string; balance: number };

/**
 * A bet (debit): opens round `roundId` with `amount` minor units (> 0). `detail` is kept on the
 * round. `extra` statements (the in-house engine's provably-fair nonce) run in the bet's batch after
 * the round's insert, so they land with it or not at all; one that refuses (a trigger's
 * `ledger_abort:<detail>`) answers `refused` with that detail.
 */
export interface BetRequest {
  memberId: number;
  vendor: string;
  txId: string;
  roundId: string;
  gameCode: string;
  nodeId: number | null;
  amount: number;
  detail?: unknown;
  extra?: readonly D1PreparedStatement[];
}
/** A win (credit): settles round `roundId`, paying `amount` minor units (≥ 0; 0 settles a loss). */
export interface WinRequest {
  memberId: number;
  vendor: string;
  txId: string;
  roundId: string;
  amount: number;
  detail?: unknown;
  /** Statements run in the win's batch after the round's update (land with it or not at all). */
  extra?: readonly D1PreparedStatement[];
}
/** A rollback: refunds the bet `refTxId` and closes its round. */
export interface RollbackRequest {
  memberId: number;
  vendor: string;
  txId: string;
  refTxId: string;
  /** Statements run in the rollback's batch after the round's update (land with it or not at all). */
  extra?: readonly D1PreparedStatement[];
}

interface SeamlessRow {
  type: string;
  member_id: number;
  round_id: string;
  amount: number;
  ref_tx_id: string | null;
  balance_after: number | null;
}
interface RoundRow {
  member_id: number;
  stake: number;
  status: string;
}

/** The house account of a vendor: the counterparty of its bets and wins (may go negative). */
function vendorHouseKind(vendor: string): string {
  return vendor === 'inhouse' ? HOUSE : `${HOUSE}:${vendor}`;
}

/** Seamless wallet over the D1 ledger in `currency`; `now` gives the clock (ms). */
export class SeamlessWallet {
  constructor(
    private readonly db: D1Database,
    private readonly currency: string,
    private readonly now: () => number = Date.now,
  ) {}

  // Ledger account ids never change once created: looked up once per wallet.
  private readonly accounts = new Map<string, number>();

  private async account(memberId: number | null, vendor: string): Promise<number> {
    const kind = memberId === null ? vendorHouseKind(vendor) : undefined;
    const key = `${memberId}:${kind}`;
    let id = this.accounts.get(key);
    if (id === undefined) {
      id = await ensureAccount(this.db, memberId, this.currency, kind);
      this.accounts.set(key, id);
    }
    return id;
  }

  private balance(memberId: number): Promise<number> {
    return memberBalance(this.db, memberId, this.currency);
  }

  private existing(vendor: string, txId: string): Promise<SeamlessRow | null> {
    return this.db
      .prepare('SELECT type, member_id, round_id, amount, ref_tx_id, balance_after FROM seamless_transactions WHERE vendor = ? AND tx_id = ?')
      .bind(vendor, txId)
      .first<SeamlessRow>();
  }

  private round(vendor: string, roundId: string): Promise<RoundRow | null> {
    return this.db.prepare('SELECT member_id, stake, status FROM game_rounds WHERE vendor = ? AND round_id = ?').bind(vendor, roundId).first<RoundRow>();
  }

  private async replayOrDuplicate(row: SeamlessRow, same: boolean, txId: string, memberId: number): Promise<SeamlessResult> {
    const balance = await this.balance(memberId);
    return same ? { ok: true, txId, balance: row.balance_after ?? balance, replayed: true } : { ok: false, error: 'duplicate_transaction', balance };
  }

  private async finish(
    res: PostResult,
    req: { memberId: number; vendor: string; txId: string },
    isSame: (row: SeamlessRow) => boolean,
  ): Promise<SeamlessResult> {
    if (res.ok) {
      const row = await this.existing(req.vendor, req.txId);
      return { ok: true, txId: req.txId, balance: row?.balance_after ?? (await this.balance(req.memberId)), replayed: res.replayed };
    }
    const balance = await this.balance(req.memberId);
    if (res.reason === 'insufficient_funds') return { ok: false, error: 'insufficient_funds', balance };
    if (res.reason === 'aborted' && res.detail === 'already_settled') return { ok: false, error: 'already_settled', balance };
    const refusal = res.reason === 'aborted' ? refusalOf(res.detail) : null;
    if (refusal) return { ok: false, error: 'limit_refused', refusal, balance };
    // A concurrent call with the same id got there first: answer as its replay, or refuse.
    const row = await this.existing(req.vendor, req.txId);
    if (row) return this.replayOrDuplicate(row, isSame(row), req.txId, req.memberId);
    if (res.reason === 'idempotency_conflict') return { ok: false, error: 'duplicate_transaction', balance };
    // A unique key (the round already open under another transaction id) is a duplicate; another
    // refusal came from a statement of the caller's.
    if (res.reason === 'aborted')
      return res.detail === 'constraint'
        ? { ok: false, error: 'duplicate_transaction', balance }
        : { ok: false, error: 'refused', detail: res.detail, balance };
    return { ok: false, error: 'invalid_request', balance };
  }

  /** Debits a bet; see the module rules. */
  async bet(req: BetRequest): Promise<SeamlessResult> {
    const same = (r: SeamlessRow) => r.type === 'bet' && r.member_id === req.memberId && r.round_id === req.roundId && r.amount === req.amount;
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) return { ok: false, error: 'invalid_request', balance: await this.balance(req.memberId) };
    const prior = await this.existing(req.vendor, req.txId);
    if (prior) return this.replayOrDuplicate(prior, same(prior), req.txId, req.memberId);
    const round = await this.round(req.vendor, req.roundId);
    if (round) return { ok: false, error: round.status === 'open' ? 'duplicate_transaction' : 'already_settled', balance: await this.balance(req.memberId) };

    const wallet = await this.account(req.memberId, req.vendor);
    const house = await this.account(null, req.vendor);
    const now = this.now();
    const res = await postTransaction(this.db, {
      idempotencyKey: `seamless:${req.vendor}:${req.txId}`,
      kind: 'bet',
      now,
      entries: [
        { accountId: wallet, amount: -req.amount },
        { accountId: house, amount: req.amount },
      ],
      extra: [
        this.db
          .prepare(
            "INSERT INTO seamless_transactions (vendor, tx_id, type, member_id, round_id, amount, ref_tx_id, created_at, balance_after) VALUES (?, ?, 'bet', ?, ?, ?, NULL, ?, (SELECT balance FROM ledger_accounts WHERE id = ?))",
          )
          .bind(req.vendor, req.txId, req.memberId, req.roundId, req.amount, now, wallet),
        this.db
          .prepare(
            "INSERT INTO game_rounds (vendor, round_id, member_id, node_id, game_code, stake, payout, status, detail_json, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, 'open', ?, ?)",
          )
          .bind(req.vendor, req.roundId, req.memberId, req.nodeId, req.gameCode, req.amount, req.detail === undefined ? null : JSON.stringify(req.detail), now),
        ...(req.extra ?? []),
      ],
    });
    return this.finish(res, req, same);
  }

  /** Credits a win (0 settles a loss); see the module rules. */
  async win(req: WinRequest): Promise<SeamlessResult> {
    const same = (r: SeamlessRow) => r.type === 'win' && r.member_id === req.memberId && r.round_id === req.roundId && r.amount === req.amount;
    if (!Number.isSafeInteger(req.amount) || req.amount < 0) return { ok: false, error: 'invalid_request', balance: await this.balance(req.memberId) };
    const prior = await this.existing(req.vendor, req.txId);
    if (prior) return this.replayOrDuplicate(prior, same(prior), req.txId, req.memberId);
    const round = await this.round(req.vendor, req.roundId);
    if (!round || round.member_id !== req.memberId) return { ok: false, error: 'unknown_transaction', balance: await this.balance(req.memberId) };
    if (round.status !== 'open') return { ok: false, error: 'already_settled', balance: await this.balance(req.memberId) };

    const now = this.now();
    const wallet = await this.account(req.memberId, req.vendor);
    const extra = [
      this.db
        .prepare(
          "INSERT INTO seamless_transactions (vendor, tx_id, type, member_id, round_id, amount, ref_tx_id, created_at, balance_after) VALUES (?, ?, 'win', ?, ?, ?, NULL, ?, (SELECT balance FROM ledger_accounts WHERE id = ?))",
        )
        .bind(req.vendor, req.txId, req.memberId, req.roundId, req.amount, now, wallet),
      this.db
        .prepare(
          "UPDATE game_rounds SET payout = ?, status = 'settled', settled_at = ?, detail_json = COALESCE(?, detail_json) WHERE vendor = ? AND round_id = ?",
        )
        .bind(req.amount, now, req.detail === undefined ? null : JSON.stringify(req.detail), req.vendor, req.roundId),
      ...(req.extra ?? []),
    ];
    let res: PostResult;
    if (req.amount === 0) {
      // A loss moves no money: the record and the round still settle atomically, guarded by the
      // same idempotency rule (the seamless primary key) and the closed-round trigger.
      try {
        await this.db.batch(extra);
        res = { ok: true, transactionId: 0, replayed: false };
      } catch (err) {
        const msg = String(err);
        if (!msg.includes('constraint') && !msg.includes('ledger_abort')) throw err;
        res = { ok: false, reason: 'aborted', detail: abortDetail(err) ?? 'constraint' };
      }
    } else {
      const house = await this.account(null, req.vendor);
      res = await postTransaction(this.db, {
        idempotencyKey: `seamless:${req.vendor}:${req.txId}`,
        kind: 'win',
        now,
        entries: [
          { accountId: house, amount: -req.amount },
          { accountId: wallet, amount: req.amount },
        ],
        extra,
      });
    }
    return this.finish(res, req, same);
  }

  /** Refunds a bet and closes its round; see the module rules. */
  async rollback(req: RollbackRequest): Promise<SeamlessResult> {
    const prior = await this.existing(req.vendor, req.txId);
    const bet = await this.existing(req.vendor, req.refTxId);
    const same = (r: SeamlessRow) => r.type === 'rollback' && r.member_id === req.memberId && r.ref_tx_id === req.refTxId;
    if (prior) return this.replayOrDuplicate(prior, same(prior), req.txId, req.memberId);
    if (!bet || bet.type !== 'bet' || bet.member_id !== req.memberId)
      return { ok: false, error: 'unknown_transaction', balance: await this.balance(req.memberId) };
    const round = await this.round(req.vendor, bet.round_id);
    if (!round || round.status !== 'open') return { ok: false, error: 'already_settled', balance: await this.balance(req.memberId) };

    const wallet = await this.account(req.memberId, req.vendor);
    const house = await this.account(null, req.vendor);
    const now = this.now();
    const res = await postTransaction(this.db, {
      idempotencyKey: `seamless:${req.vendor}:${req.txId}`,
      kind: 'rollback',
      now,
      entries: [
        { accountId: house, amount: -bet.amount },
        { accountId: wallet, amount: bet.amount },
      ],
      extra: [
        this.db
          .prepare(
            "INSERT INTO seamless_transactions (vendor, tx_id, type, member_id, round_id, amount, ref_tx_id, created_at, balance_after) VALUES (?, ?, 'rollback', ?, ?, ?, ?, ?, (SELECT balance FROM ledger_accounts WHERE id = ?))",
          )
          .bind(req.vendor, req.txId, req.memberId, bet.round_id, bet.amount, req.refTxId, now, wallet),
        this.db.prepare("UPDATE game_rounds SET status = 'rolled_back', settled_at = ? WHERE vendor = ? AND round_id = ?").bind(now, req.vendor, bet.round_id),
        ...(req.extra ?? []),
      ],
    });
    return this.finish(res, req, same);
  }
}
