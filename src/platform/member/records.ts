/**
 * The member's records (SPEC §2.7 personalHistoryCopy and transactionHistory): every round of every
 * game from `game_rounds` (the one betting record, lottery tickets included) with its category, and
 * every movement of the main wallet from the ledger with the balance after it. Only the caller's
 * own rows; ranges in ms since epoch; amounts in minor units. A vendor bet carries its vendor round and
 * its state (open, won, lost, cashed out, void, rolled back; DOMAIN.md §4). Valid bet = the stake of a settled
 * round; win/loss = payout − stake of a settled round (0 while open or after a rollback).
 */
import { RECORD_PAGE_SIZE, type BET_STATES } from '../../contracts/schemas/member-center.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { MAIN_WALLET } from '../lib/ledger.ts';

/** Betting-record filters (already validated by the route's schema). */
export interface BettingRecordQuery {
  from: number;
  to: number;
  category?: string;
  status?: 'open' | 'settled' | 'rolled_back';
  state?: BetState;
  page: number;
}

type BetState = (typeof BET_STATES)[number];

/** The SQL of {@link betState} over game_rounds `r`, for filtering by state. */
const STATE_SQL = "COALESCE(r.outcome, CASE WHEN r.status <> 'settled' THEN r.status WHEN r.payout > 0 THEN 'won' ELSE 'lost' END)";

/** A round's state: the outcome its vendor settled it with, else open, rolled back, or won/lost by its payout. */
function betState(r: { status: 'open' | 'settled' | 'rolled_back'; payout: number; outcome: BetState | null }): BetState {
  if (r.outcome) return r.outcome;
  if (r.status !== 'settled') return r.status;
  return r.payout > 0 ? 'won' : 'lost';
}

/** A page of the betting record and the totals of every matching round. */
export async function bettingRecord(db: D1Database, memberId: number, q: BettingRecordQuery) {
  const where = ['r.member_id = ?', 'r.created_at >= ?', 'r.created_at < ?'];
  const args: (string | number)[] = [memberId, q.from, q.to];
  if (q.category) {
    where.push('v.game_classify = ?');
    args.push(q.category);
  }
  if (q.status) {
    where.push('r.status = ?');
    args.push(q.status);
  }
  if (q.state) {
    where.push(`${STATE_SQL} = ?`);
    args.push(q.state);
  }
  const from = `FROM game_rounds r LEFT JOIN game_vendors v ON v.code = r.vendor WHERE ${where.join(' AND ')}`;
  const [rows, sums] = await db.batch([
    db
      .prepare(
        `SELECT r.round_id, r.vendor_round_id, r.outcome, r.vendor, r.game_code, r.stake, r.payout, r.status, r.created_at, r.detail_json, COALESCE(v.game_classify, '') AS category, COALESCE((SELECT g.name FROM games g WHERE g.vendor = r.vendor AND g.game_code = r.game_code), r.game_code) AS game ${from} ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`,
      )
      .bind(...args, RECORD_PAGE_SIZE, (q.page - 1) * RECORD_PAGE_SIZE),
    db
      .prepare(
        `SELECT COUNT(*) AS n, COALESCE(SUM(r.stake), 0) AS stake, COALESCE(SUM(CASE WHEN r.status = 'settled' THEN r.stake ELSE 0 END), 0) AS valid, COALESCE(SUM(CASE WHEN r.status = 'settled' THEN r.payout ELSE 0 END), 0) AS payout ${from}`,
      )
      .bind(...args),
  ]);
  type Row = {
    round_id: string;
    vendor_round_id: string | null;
    outcome: BetState | null;
    vendor: string;
    game_code: string;
    stake: number;
    payout: number;
    status: 'open' | 'settled' | 'rolled_back';
    created_at: number;
    detail_json: string | null;
    category: string;
    game: string;
  };
  const s = (sums!.results[0] ?? { n: 0, stake: 0, valid: 0, payout: 0 }) as { n: number; stake: number; valid: number; payout: number };
  return {
    rows: (rows!.results as Row[]).map((r) => {
      const settled = r.status === 'settled';
      return {
        roundId: r.round_id,
        game: r.game,
        vendor: r.vendor,
        category: r.category,
        ticket: lotteryTicket(r.detail_json),
        stake: r.stake,
        validBet: settled ? r.stake : 0,
        payout: settled ? r.payout : 0,
        winLoss: settled ? r.payout - r.stake : 0,
        status: r.status,
        round: r.vendor_round_id ?? r.round_id,
        state: betState(r),
        createdAt: r.created_at,
      };
    }),
    total: s.n,
    pageSize: RECORD_PAGE_SIZE,
    totals: { stake: s.stake, validBet: s.valid, payout: s.payout, winLoss: s.payout - s.valid },
  };
}

/** Account-record filters (already validated); `kinds` limits to a set of ledger kinds (bonus details). */
export interface AccountRecordQuery {
  from: number;
  to: number;
  type?: string;
  kinds?: readonly string[];
  page: number;
}

/** A page of the main wallet's movements, newest first, each with the balance right after it. */
export async function accountRecord(db: D1Database, memberId: number, q: AccountRecordQuery) {
  const account = await db
    .prepare('SELECT id FROM ledger_accounts WHERE member_id = ? AND kind = ? AND currency = ?')
    .bind(memberId, MAIN_WALLET, siteConfig.currency)
    .first<{ id: number }>();
  if (!account) return { rows: [], total: 0, pageSize: RECORD_PAGE_SIZE };
  // The running balance is summed over the whole history, then the range and type are applied.
  const history = `SELECT e.id, t.kind, e.amount, t.created_at, SUM(e.amount) OVER (ORDER BY t.created_at, e.id ROWS UNBOUNDED PRECEDING) AS balance_after FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id WHERE e.account_id = ?`;
  const where = ['created_at >= ?', 'created_at < ?'];
  const args: (string | number)[] = [account.id, q.from, q.to];
  if (q.type) {
    where.push('kind = ?');
    args.push(q.type);
  }
  if (q.kinds) {
    where.push(`kind IN (${q.kinds.map(() => '?').join(', ')})`);
    args.push(...q.kinds);
  }
  const [rows, count] = await db.batch([
    db
      .prepare(`SELECT * FROM (${history}) WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
      .bind(...args, RECORD_PAGE_SIZE, (q.page - 1) * RECORD_PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS n FROM (${history}) WHERE ${where.join(' AND ')}`).bind(...args),
  ]);
  type Row = { id: number; kind: string; amount: number; created_at: number; balance_after: number };
  return {
    rows: (rows!.results as Row[]).map((r) => ({ id: r.id, type: r.kind, amount: r.amount, balanceAfter: r.balance_after, createdAt: r.created_at })),
    total: (count!.results[0] as { n: number } | undefined)?.n ?? 0,
    pageSize: RECORD_PAGE_SIZE,
  };
}

/** Profit and loss per game category over [from, to) (SPEC §2.7 personalProfit), with totals. */
export async function personalProfit(db: D1Database, memberId: number, q: { from: number; to: number }) {
  const rows = (
    await db
      .prepare(
        "SELECT COALESCE(v.game_classify, '') AS category, COUNT(*) AS rounds, SUM(r.stake) AS stake, SUM(CASE WHEN r.status = 'settled' THEN r.stake ELSE 0 END) AS valid, SUM(CASE WHEN r.status = 'settled' THEN r.payout ELSE 0 END) AS payout FROM game_rounds r LEFT JOIN game_vendors v ON v.code = r.vendor WHERE r.member_id = ? AND r.created_at >= ? AND r.created_at < ? GROUP BY category ORDER BY stake DESC",
      )
      .bind(memberId, q.from, q.to)
      .all<{ category: string; rounds: number; stake: number; valid: number; payout: number }>()
  ).results.map((r) => ({ category: r.category, rounds: r.rounds, stake: r.stake, validBet: r.valid, payout: r.payout, winLoss: r.payout - r.valid }));
  const totals = rows.reduce(
    (t, r) => ({
      rounds: t.rounds + r.rounds,
      stake: t.stake + r.stake,
      validBet: t.validBet + r.validBet,
      payout: t.payout + r.payout,
      winLoss: t.winLoss + r.winLoss,
    }),
    { rounds: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 },
  );
  return { rows, totals };
}

/**
 * A lottery ticket's issue, play type and numbers from its round's detail (src/platform/lottery/
 * tickets.ts writes them), or null for other rounds.
 */
function lotteryTicket(detail: string | null): { issue: string; playType: string; numbers: string[] } | null {
  if (!detail) return null;
  try {
    const d = JSON.parse(detail) as { issue?: unknown; playType?: unknown; numbers?: unknown };
    return typeof d.issue === 'string' && typeof d.playType === 'string' && Array.isArray(d.numbers)
      ? { issue: d.issue, playType: d.playType, numbers: d.numbers.map(String) }
      : null;
  } catch {
    return null;
  }
}
