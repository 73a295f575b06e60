/**
 * Buying lottery tickets (DOMAIN.md §1; SPEC §2.1): one ledger transaction per ticket, keyed by
 * the member and the client's ticket id, so a retried purchase moves nothing twice. The same D1
 * batch writes the ticket (whose trigger refuses a closed draw and the per-draw cap, aborting the
 * whole batch: no money moves) and its game round, so the ticket shows in the betting record; the
 * round's insert also enforces responsible gaming (DOMAIN.md §5: self-exclusion, time-out, session,
 * wager and loss limits; src/platform/migrations/0050_atomic_limits.sql) in that same batch, so
 * parallel purchases can never pass a limit.
 */
import { checkSelection, MAX_UNIT_STAKE, MIN_UNIT_STAKE, ticketCost, type PlayType } from '../../contracts/lottery-rules.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { ensureAccount, postTransaction } from '../lib/ledger.ts';
import { refusalOf } from '../member/responsible-gaming.ts';
import { ticketRound } from './draws.ts';
import { lotteryGame } from './schedule.ts';

/** A purchase: the game and issue, the play type, the chosen numbers and the unit stake (minor units). */
export interface BuyInput {
  ticketId: string;
  gameCode: string;
  issue: string;
  playType: PlayType;
  numbers: string[];
  unitStake: number;
}

/** A ticket as the calls show it. */
export interface TicketView {
  ticketId: string;
  gameCode: string;
  issue: string;
  playType: string;
  numbers: string[];
  unitStake: number;
  cost: number;
  status: string;
  payout: number;
  createdAt: number;
}

/** Why a purchase is refused: the error code and HTTP status. */
export interface BuyRefusal {
  code: string;
  status: number;
}

interface Row {
  ticket_id: string;
  game_code: string;
  issue: string;
  play_type: string;
  numbers_json: string;
  unit_stake: number;
  cost: number;
  status: string;
  payout: number;
  created_at: number;
}

/** The view of a ticket row. */
export function ticketView(r: Row): TicketView {
  return {
    ticketId: r.ticket_id,
    gameCode: r.game_code,
    issue: r.issue,
    playType: r.play_type,
    numbers: JSON.parse(r.numbers_json) as string[],
    unitStake: r.unit_stake,
    cost: r.cost,
    status: r.status,
    payout: r.payout,
    createdAt: r.created_at,
  };
}

/**
 * Buys a ticket for `memberId` at `now` (ms). Refusals, each moving nothing: 404 error_not_found
 * (unknown game or issue), 400 error_lottery_numbers / error_lottery_count (selection),
 * error_lottery_stake (unit out of range), 409 error_lottery_closed (draw not selling),
 * error_lottery_cap (per-draw cap), 402 wallet_insufficient_funds, 403 error_rg_* (responsible
 * gaming), 409 wallet_idempotency_conflict (ticket id reused for another bet). A replay answers
 * the ticket bought first.
 */
export async function buyTicket(db: D1Database, memberId: number, input: BuyInput, now: number): Promise<TicketView | BuyRefusal> {
  const mine = async () => db.prepare('SELECT * FROM lottery_tickets WHERE member_id = ? AND ticket_id = ?').bind(memberId, input.ticketId).first<Row>();
  const game = lotteryGame(input.gameCode);
  if (!game) return { code: 'error_not_found', status: 404 };
  const selection = checkSelection(input.playType, input.numbers);
  if (selection) return { code: selection, status: 400 };
  if (input.unitStake < MIN_UNIT_STAKE || input.unitStake > MAX_UNIT_STAKE) return { code: 'error_lottery_stake', status: 400 };
  const draw = await db
    .prepare('SELECT id, status, close_at FROM lottery_draws WHERE game_code = ? AND issue = ?')
    .bind(input.gameCode, input.issue)
    .first<{ id: number; status: string; close_at: number }>();
  if (!draw) return { code: 'error_not_found', status: 404 };
  const cost = ticketCost(game.layout, input.playType, input.unitStake, input.numbers.length);
  const existing = await mine();
  if (!existing && (draw.status !== 'open' || draw.close_at <= now)) return { code: 'error_lottery_closed', status: 409 };
  const member = await ensureAccount(db, memberId, siteConfig.currency);
  const house = await ensureAccount(db, null, siteConfig.currency);
  const round = ticketRound(game, memberId, input.ticketId);
  const numbers = JSON.stringify(input.numbers);
  const posted = await postTransaction(db, {
    idempotencyKey: `lottery-bet:${memberId}:${input.ticketId}`,
    kind: 'lottery_bet',
    now,
    entries: [
      { accountId: member, amount: -cost },
      { accountId: house, amount: cost },
    ],
    extra: [
      db
        .prepare(
          'INSERT INTO lottery_tickets (member_id, ticket_id, draw_id, game_code, issue, play_type, numbers_json, unit_stake, cost, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(memberId, input.ticketId, draw.id, input.gameCode, input.issue, input.playType, numbers, input.unitStake, cost, now),
      db
        .prepare(
          "INSERT INTO game_rounds (vendor, round_id, member_id, node_id, game_code, stake, payout, status, detail_json, created_at) VALUES (?, ?, ?, NULL, ?, ?, 0, 'open', ?, ?)",
        )
        .bind(
          round.vendor,
          round.roundId,
          memberId,
          input.gameCode,
          cost,
          JSON.stringify({ issue: input.issue, playType: input.playType, numbers: input.numbers, unitStake: input.unitStake }),
          now,
        ),
    ],
  });
  if (!posted.ok) {
    if (posted.reason === 'insufficient_funds') return { code: 'wallet_insufficient_funds', status: 402 };
    if (posted.reason === 'idempotency_conflict') return { code: 'wallet_idempotency_conflict', status: 409 };
    if (posted.reason === 'aborted' && posted.detail === 'lottery_closed') return { code: 'error_lottery_closed', status: 409 };
    if (posted.reason === 'aborted' && posted.detail === 'lottery_cap') return { code: 'error_lottery_cap', status: 409 };
    const refusal = posted.reason === 'aborted' ? refusalOf(posted.detail) : null;
    if (refusal) return { code: refusal, status: 403 };
    return { code: 'wallet_idempotency_conflict', status: 409 };
  }
  const row = await mine();
  // The key was used for this member's other bet (same cost, other numbers): not this purchase.
  if (!row || row.game_code !== input.gameCode || row.issue !== input.issue || row.play_type !== input.playType || row.numbers_json !== numbers)
    return { code: 'wallet_idempotency_conflict', status: 409 };
  return ticketView(row);
}

/** The member's latest tickets (newest first), optionally of one game; at most `limit`. */
export async function myTickets(db: D1Database, memberId: number, gameCode: string | undefined, limit = 20): Promise<TicketView[]> {
  const { results } = gameCode
    ? await db
        .prepare('SELECT * FROM lottery_tickets WHERE member_id = ? AND game_code = ? ORDER BY id DESC LIMIT ?')
        .bind(memberId, gameCode, limit)
        .all<Row>()
    : await db.prepare('SELECT * FROM lottery_tickets WHERE member_id = ? ORDER BY id DESC LIMIT ?').bind(memberId, limit).all<Row>();
  return results.map(ticketView);
}
