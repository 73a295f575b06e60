/**
 * The sandbox platform's lottery area (SPEC §2.1 /lottery and /vnlottery, §7.2 lottery calls,
 * DOMAIN.md §1): the handler of each call in src/contracts/routes/lottery.ts, typed from its
 * route. Rules live beside this file (schedule.ts, draws.ts, tickets.ts).
 */
import { fail, ok } from '../../contracts/envelope.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { memberBalance } from '../lib/ledger.ts';
import type { RouteHandlers } from '../lib/route-handler.ts';
import type { DrawRow } from './draws.ts';
import { FAST_GAMES, LOTTERY_GAMES, STATIONS, ictDayStart, lotteryGame, stationOn, type LotteryGame } from './schedule.ts';
import { buyTicket, myTickets } from './tickets.ts';

const GROUP_LABELS = { MB: 'Miền Bắc', MT: 'Miền Trung', MN: 'Miền Nam', FAST: 'Siêu tốc' } as const;
const FAST_LABELS: Record<string, string> = { LTLLOTTO: 'Lotus Lotto', LTLK3: 'Lotus Quick 3', LTL5D: 'Lotus 5D' };

/** A game's display name: the station for per-station games, "Miền Bắc" for XSMB, the catalog name for fast games. */
export function gameLabel(g: LotteryGame): string {
  if (g.kind === 'fast') return FAST_LABELS[g.gameCode] ?? g.gameCode;
  return g.station ? (STATIONS.find((s) => s.code === g.station)?.name ?? g.station) : GROUP_LABELS.MB;
}

/** A draw row as the calls show it: the seed only once drawn, the numbers once drawn. */
export function drawView(d: DrawRow) {
  const revealed = d.status === 'drawn' || d.status === 'settled' || d.status === 'void';
  return {
    gameCode: d.game_code,
    issue: d.issue,
    station: d.station,
    stationName: d.station ? (STATIONS.find((s) => s.code === d.station)?.name ?? d.station) : null,
    openAt: d.open_at,
    closeAt: d.close_at,
    drawAt: d.draw_at,
    status: d.status,
    seedHash: d.seed_hash,
    serverSeed: revealed ? d.server_seed : null,
    numbers: d.numbers_json ? (JSON.parse(d.numbers_json) as Record<string, string[]>) : null,
  };
}

const BUY_MESSAGES: Record<string, string> = {
  error_not_found: 'No such game or issue.',
  error_lottery_numbers: 'These numbers do not fit this bet type.',
  error_lottery_count: 'This bet type takes another count of numbers.',
  error_lottery_stake: 'The stake is out of range.',
  error_lottery_closed: 'This issue is closed for betting.',
  error_lottery_cap: 'This would pass the most you may bet on one draw.',
  wallet_insufficient_funds: 'Insufficient balance.',
  wallet_idempotency_conflict: 'This ticket id was already used for another bet.',
};

/**
 * The lottery menu at `now` (ms; SPEC §3 lottery menu): the three regions' games and the fast
 * games. An official game `drawsToday` when it has a draw on the ICT day of `now`, and is
 * `drawnToday` once that draw's results are in (status drawn or settled), so the menu stops
 * saying "draws today" after the draw (DOMAIN.md §1 draw times).
 */
export async function gameMenu(db: D1Database, now: number) {
  const dayStart = ictDayStart(now);
  const { results } = await db
    .prepare("SELECT DISTINCT game_code FROM lottery_draws WHERE status IN ('drawn', 'settled') AND draw_at BETWEEN ? AND ?")
    .bind(dayStart, now)
    .all<{ game_code: string }>();
  const drawn = new Set(results.map((r) => r.game_code));
  const official = (region: 'MB' | 'MT' | 'MN') => ({
    gameGroupCode: region,
    labelName: GROUP_LABELS[region],
    gameMenus: LOTTERY_GAMES.filter((g) => g.kind === 'official' && g.region === region).map((g) => ({
      gameCode: g.gameCode,
      labelName: gameLabel(g),
      layout: g.layout,
      drawsToday: stationOn(g, now) !== null,
      drawnToday: drawn.has(g.gameCode),
      intervalMin: null,
    })),
  });
  const fast = {
    gameGroupCode: 'FAST' as const,
    labelName: GROUP_LABELS.FAST,
    gameMenus: FAST_GAMES.map((g) => ({
      gameCode: g.gameCode,
      labelName: gameLabel(g),
      layout: g.layout,
      drawsToday: true,
      drawnToday: false,
      intervalMin: g.kind === 'fast' ? g.intervalMin : null,
    })),
  };
  return [official('MB'), official('MT'), official('MN'), fast];
}

/** Handlers of the lottery area's calls, merged into the dispatcher by src/platform/index.ts. */
export const lotteryHandlers: RouteHandlers = {
  vnGameMenu: async (ctx) => ({ body: ok(await gameMenu(ctx.db, ctx.now)) }),
  vnGameMenuRecent: async (ctx) => {
    const { results } = await ctx.db
      .prepare('SELECT game_code FROM lottery_tickets WHERE member_id = ? GROUP BY game_code ORDER BY MAX(id) DESC LIMIT 10')
      .bind(ctx.member.id)
      .all<{ game_code: string }>();
    return { body: ok(results.map((r) => r.game_code)) };
  },
  vnOpenedNumeros: async (ctx) => {
    const { results } = await ctx.db
      .prepare("SELECT * FROM lottery_draws WHERE game_code = ? AND status IN ('drawn', 'settled', 'void') ORDER BY draw_at DESC LIMIT ?")
      .bind(ctx.input.gameCode, ctx.input.count)
      .all<DrawRow>();
    return { body: ok(results.map(drawView)) };
  },
  openedNumero: async (ctx) => {
    if (!lotteryGame(ctx.input.gameCode)) return { body: fail('error_not_found', 'No such game.'), status: 404 };
    const current = await ctx.db
      .prepare("SELECT * FROM lottery_draws WHERE game_code = ? AND status = 'open' AND close_at > ? ORDER BY draw_at LIMIT 1")
      .bind(ctx.input.gameCode, ctx.now)
      .first<DrawRow>();
    const previous = await ctx.db
      .prepare("SELECT * FROM lottery_draws WHERE game_code = ? AND status IN ('drawn', 'settled', 'void') ORDER BY draw_at DESC LIMIT 1")
      .bind(ctx.input.gameCode)
      .first<DrawRow>();
    return { body: ok({ current: current ? drawView(current) : null, previous: previous ? drawView(previous) : null }) };
  },
  popularGames: async (ctx) => {
    const { results } = await ctx.db
      .prepare('SELECT game_code AS gameCode, SUM(cost) AS stake FROM lottery_tickets WHERE created_at > ? GROUP BY game_code ORDER BY stake DESC LIMIT ?')
      .bind(ctx.now - 7 * 86_400_000, ctx.input.count)
      .all<{ gameCode: string; stake: number }>();
    // Games nobody played lately still appear (fast games first), up to the count.
    const listed = new Set(results.map((r) => r.gameCode));
    const rest = LOTTERY_GAMES.filter((g) => !listed.has(g.gameCode)).sort((a, b) => (a.kind === b.kind ? 0 : a.kind === 'fast' ? -1 : 1));
    return { body: ok([...results, ...rest.map((g) => ({ gameCode: g.gameCode, stake: 0 }))].slice(0, ctx.input.count)) };
  },
  vnLatestResults: async (ctx) => {
    const out = [];
    for (const region of ['MB', 'MT', 'MN'] as const) {
      const codes = LOTTERY_GAMES.filter((g) => g.kind === 'official' && g.region === region).map((g) => g.gameCode);
      const marks = codes.map(() => '?').join(', ');
      const last = await ctx.db
        .prepare(`SELECT issue FROM lottery_draws WHERE game_code IN (${marks}) AND status IN ('drawn', 'settled') ORDER BY draw_at DESC LIMIT 1`)
        .bind(...codes)
        .first<{ issue: string }>();
      if (!last) continue;
      const { results } = await ctx.db
        .prepare(`SELECT * FROM lottery_draws WHERE game_code IN (${marks}) AND issue = ? AND status IN ('drawn', 'settled') ORDER BY game_code`)
        .bind(...codes, last.issue)
        .all<DrawRow>();
      out.push({
        region,
        issue: last.issue,
        drawAt: results[0]!.draw_at,
        stations: results.map((d) => ({
          station: d.station ?? '',
          stationName: drawView(d).stationName ?? '',
          numbers: JSON.parse(d.numbers_json!) as Record<string, string[]>,
        })),
      });
    }
    return { body: ok(out) };
  },
  lotteryBuy: async (ctx) => {
    const r = await buyTicket(ctx.db, ctx.member.id, ctx.input, ctx.now);
    if ('code' in r) return { body: fail(r.code, BUY_MESSAGES[r.code] ?? 'Responsible gaming settings stop this bet.'), status: r.status };
    return { body: ok({ ticket: r, balance: await memberBalance(ctx.db, ctx.member.id, siteConfig.currency) }) };
  },
  lotteryMyTickets: async (ctx) => ({ body: ok(await myTickets(ctx.db, ctx.member.id, ctx.input.gameCode)) }),
};
