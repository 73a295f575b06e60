/**
 * The lottery's periodic work (DESIGN.md "Periodic work"; DOMAIN.md §1): schedule draws ahead,
 * close them, draw them, settle their tickets. Every step is idempotent: draws are unique by
 * (game, issue) and change status only forward; each ticket's payout or refund is a ledger
 * transaction keyed by the ticket, and its status moves from `pending` once, so running a tick
 * twice (or two at once) settles nothing twice.
 *
 * Official results come from a {@link ResultSource}: in the sandbox the stand-in of
 * src/platform/lottery/sandbox-feed.ts, drawn from a deployment secret and committed before the draw
 * like the fast games; an operator replaces it with their feed. Fast draws are drawn from their own
 * server seed (provably fair, src/contracts/lottery-rules.ts numbersFromSeed).
 */
import { numbersFromSeed, ticketPayout, type DrawNumbers, type PlayType } from '../../contracts/lottery-rules.ts';
import { newServerSeed, serverSeedHash } from '../../contracts/provably-fair.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { ensureAccount, postTransaction } from '../lib/ledger.ts';
import { LOTTERY_GAMES, lotteryGame, plannedDraws, type LotteryGame } from './schedule.ts';

/** How far ahead draws are scheduled, in ms: fast games the next 15 minutes, official ones 2 days. */
export const SCHEDULE_AHEAD_MS = { fast: 15 * 60_000, official: 2 * 86_400_000 } as const;
/**
 * How far back a schedule pass fills in missing draws, in ms, so a fresh sandbox shows a week of
 * official results and the last half hour of fast ones (drawn at once; nobody could bet on them).
 */
export const SCHEDULE_BACKFILL_MS = { fast: 30 * 60_000, official: 7 * 86_400_000 } as const;
/** An official draw whose results have not arrived this long after its draw time is void (refunded), in ms. */
export const OFFICIAL_RESULT_TIMEOUT_MS = 24 * 3_600_000;

/** What a result source answers for one draw: its numbers, and the seed they came from when the source commits to one. */
export interface FeedResult {
  numbers: DrawNumbers;
  seed?: string;
}

/**
 * Where official results come from (DOMAIN.md §1). `results` answers the numbers of `game`'s draw
 * `issue`, or null while they are not published (the draw then waits, and is void
 * {@link OFFICIAL_RESULT_TIMEOUT_MS} after its draw time). A source that commits to its draws
 * before they happen (the sandbox stand-in, src/platform/lottery/sandbox-feed.ts) also has
 * `commit`: the SHA-256 (hex) of the draw's seed, published when the draw is scheduled, or null
 * when it cannot commit (then the draw is not scheduled, so nothing is sold on it); its `results`
 * get the commitment back and must reveal a seed that matches it. An official feed has no `commit`.
 */
export interface ResultSource {
  commit?(game: LotteryGame, issue: string, station: string | null): Promise<string | null>;
  results(game: LotteryGame, issue: string, station: string | null, seedHash: string | null): Promise<FeedResult | null>;
}

/** A draw row. */
export interface DrawRow {
  id: number;
  game_code: string;
  issue: string;
  station: string | null;
  open_at: number;
  close_at: number;
  draw_at: number;
  status: 'open' | 'closed' | 'drawn' | 'settled' | 'void';
  server_seed: string | null;
  seed_hash: string | null;
  numbers_json: string | null;
  drawn_at: number | null;
}

/**
 * Creates the draws due in the schedule window after `now`; returns how many were created (or
 * newly committed, below). A fast
 * draw gets a fresh server seed and publishes its hash. An official draw publishes the
 * commitment of `source` when it has `commit`; a source that cannot commit (the stand-in without
 * its secret) schedules no official draw at all, so no ticket is sold on a draw that cannot be
 * drawn. An open official draw scheduled without a commitment (by an older version) gets it here.
 */
export async function scheduleDraws(db: D1Database, now: number, source: ResultSource): Promise<number> {
  const stmts: D1PreparedStatement[] = [];
  for (const game of LOTTERY_GAMES) {
    const ahead = game.kind === 'fast' ? SCHEDULE_AHEAD_MS.fast : SCHEDULE_AHEAD_MS.official;
    const back = game.kind === 'fast' ? SCHEDULE_BACKFILL_MS.fast : SCHEDULE_BACKFILL_MS.official;
    for (const d of plannedDraws(game, now - back, now + ahead)) {
      const insert =
        'INSERT INTO lottery_draws (game_code, issue, station, open_at, close_at, draw_at, server_seed, seed_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?)';
      if (game.kind === 'fast') {
        const seed = newServerSeed();
        stmts.push(
          db
            .prepare(`${insert} ON CONFLICT (game_code, issue) DO NOTHING`)
            .bind(d.gameCode, d.issue, d.station, d.openAt, d.closeAt, d.drawAt, seed, await serverSeedHash(seed)),
        );
        continue;
      }
      const commitment = source.commit ? await source.commit(game, d.issue, d.station) : null;
      if (source.commit && !commitment) continue;
      stmts.push(
        db
          .prepare(
            `${insert} ON CONFLICT (game_code, issue) DO UPDATE SET seed_hash = excluded.seed_hash WHERE lottery_draws.seed_hash IS NULL AND excluded.seed_hash IS NOT NULL AND lottery_draws.status = 'open'`,
          )
          .bind(d.gameCode, d.issue, d.station, d.openAt, d.closeAt, d.drawAt, null, commitment),
      );
    }
  }
  let created = 0;
  for (let i = 0; i < stmts.length; i += 50) for (const r of await db.batch(stmts.slice(i, i + 50))) created += r.meta.changes ?? 0;
  return created;
}

/** Marks open draws past their close time as closed; returns how many. */
export async function closeDraws(db: D1Database, now: number): Promise<number> {
  const r = await db.prepare("UPDATE lottery_draws SET status = 'closed' WHERE status = 'open' AND close_at <= ?").bind(now).run();
  return r.meta.changes ?? 0;
}

/**
 * Draws every draw past its draw time: fast ones from their server seed, official ones from
 * `source`, storing the seed it reveals beside the numbers (void when the results have not come
 * {@link OFFICIAL_RESULT_TIMEOUT_MS} after the draw time). Returns how many were drawn or voided.
 */
export async function drawDue(db: D1Database, now: number, source: ResultSource): Promise<number> {
  const { results } = await db
    .prepare("SELECT * FROM lottery_draws WHERE status IN ('open', 'closed') AND draw_at <= ? ORDER BY draw_at LIMIT 200")
    .bind(now)
    .all<DrawRow>();
  let changed = 0;
  for (const d of results) {
    const game = lotteryGame(d.game_code);
    let numbers: DrawNumbers | null = null;
    let revealed: string | null = null;
    if (game?.kind === 'fast' && d.server_seed) numbers = await numbersFromSeed(d.server_seed, d.issue, game.layout);
    else if (game?.kind === 'official') {
      const result = await source.results(game, d.issue, d.station, d.seed_hash);
      numbers = result?.numbers ?? null;
      revealed = result?.seed ?? null;
    }
    if (!numbers) {
      if (!game || d.draw_at + OFFICIAL_RESULT_TIMEOUT_MS <= now) {
        const r = await db
          .prepare("UPDATE lottery_draws SET status = 'void', drawn_at = ? WHERE id = ? AND status IN ('open', 'closed')")
          .bind(now, d.id)
          .run();
        changed += r.meta.changes ?? 0;
      }
      continue;
    }
    const r = await db
      .prepare(
        "UPDATE lottery_draws SET status = 'drawn', numbers_json = ?, server_seed = COALESCE(?, server_seed), drawn_at = ? WHERE id = ? AND status IN ('open', 'closed')",
      )
      .bind(JSON.stringify(numbers), revealed, now, d.id)
      .run();
    changed += r.meta.changes ?? 0;
  }
  return changed;
}

interface TicketRow {
  id: number;
  member_id: number;
  ticket_id: string;
  draw_id: number;
  game_code: string;
  play_type: PlayType;
  numbers_json: string;
  unit_stake: number;
  cost: number;
}

/** The game round of a ticket in the betting record (vendor and round id). */
export function ticketRound(game: LotteryGame | undefined, memberId: number, ticketId: string): { vendor: string; roundId: string } {
  return { vendor: game?.vendor ?? 'VNL', roundId: `${memberId}-${ticketId}` };
}

/**
 * Settles the pending tickets of drawn and void draws: a win is paid (key `lottery-win:<id>`), a
 * loss is closed at 0, a void draw's tickets are refunded (key `lottery-refund:<id>`); the
 * ticket's game round is closed in the same batch. A draw with no pending ticket left becomes
 * `settled` (void draws stay `void`). Returns how many tickets were settled.
 */
export async function settleDue(db: D1Database, now: number, limit = 500): Promise<number> {
  const { results: draws } = await db
    .prepare(
      "SELECT * FROM lottery_draws WHERE status IN ('drawn', 'void') AND id IN (SELECT draw_id FROM lottery_tickets WHERE status = 'pending') ORDER BY draw_at LIMIT 50",
    )
    .all<DrawRow>();
  const house = await ensureAccount(db, null, siteConfig.currency);
  let settled = 0;
  for (const d of draws) {
    const game = lotteryGame(d.game_code);
    const numbers = d.numbers_json ? (JSON.parse(d.numbers_json) as DrawNumbers) : null;
    const { results: tickets } = await db
      .prepare("SELECT * FROM lottery_tickets WHERE draw_id = ? AND status = 'pending' LIMIT ?")
      .bind(d.id, limit)
      .all<TicketRow>();
    for (const t of tickets) {
      const round = ticketRound(game, t.member_id, t.ticket_id);
      const member = await ensureAccount(db, t.member_id, siteConfig.currency);
      if (d.status === 'void' || !numbers || !game) {
        const r = await postTransaction(db, {
          idempotencyKey: `lottery-refund:${t.id}`,
          kind: 'lottery_refund',
          now,
          entries: [
            { accountId: house, amount: -t.cost },
            { accountId: member, amount: t.cost },
          ],
          extra: [
            db.prepare("UPDATE lottery_tickets SET status = 'void', settled_at = ? WHERE id = ? AND status = 'pending'").bind(now, t.id),
            db
              .prepare("UPDATE game_rounds SET status = 'rolled_back', settled_at = ? WHERE vendor = ? AND round_id = ? AND status = 'open'")
              .bind(now, round.vendor, round.roundId),
          ],
        });
        if (r.ok && !r.replayed) settled += 1;
        continue;
      }
      const payout = ticketPayout(game.layout, t.play_type, t.unit_stake, JSON.parse(t.numbers_json) as string[], numbers);
      const close = [
        db
          .prepare("UPDATE lottery_tickets SET status = ?, payout = ?, settled_at = ? WHERE id = ? AND status = 'pending'")
          .bind(payout > 0 ? 'won' : 'lost', payout, now, t.id),
        db
          .prepare("UPDATE game_rounds SET status = 'settled', payout = ?, settled_at = ? WHERE vendor = ? AND round_id = ? AND status = 'open'")
          .bind(payout, now, round.vendor, round.roundId),
      ];
      if (payout > 0) {
        const r = await postTransaction(db, {
          idempotencyKey: `lottery-win:${t.id}`,
          kind: 'lottery_win',
          now,
          entries: [
            { accountId: house, amount: -payout },
            { accountId: member, amount: payout },
          ],
          extra: close,
        });
        if (r.ok && !r.replayed) settled += 1;
      } else {
        const [r] = await db.batch(close);
        settled += r?.meta.changes ?? 0;
      }
    }
  }
  await db
    .prepare(
      "UPDATE lottery_draws SET status = 'settled', settled_at = ? WHERE status = 'drawn' AND NOT EXISTS (SELECT 1 FROM lottery_tickets t WHERE t.draw_id = lottery_draws.id AND t.status = 'pending')",
    )
    .bind(now)
    .run();
  return settled;
}
