/**
 * The sandbox's sportsbook stand-in (SPEC §2.10, §7.2; DOMAIN.md §4 "sportsbook bets stay open until
 * the event settles"): what a sports or esports vendor does behind its client, speaking to the
 * platform only through the seamless-wallet protocol (../vendor-wallet.ts).
 *
 * - A few made-up matches are always scheduled ({@link MATCHES_AHEAD}, kick-off every
 *   {@link KICKOFF_GAP_MS}), each with 1X2 and over/under 2.5 goals odds that drift every
 *   {@link ODDS_STEP_MS} around their base.
 * - A bet slip holds one selection (a single) or several of different matches (an accumulator,
 *   its odds the product of the legs'); it is taken only before each leg's kick-off, at the odds of
 *   the moment, as one vendor bet whose round is the slip.
 * - The cron job ({@link runSportsbook}) ends matches ({@link MATCH_MS} after kick-off) with a
 *   drawn score, or abandoned (its legs void), or withdrawn (the vendor rolls back every slip on
 *   it), and settles each slip whose legs are all over: lost when a leg lost, void when every leg is
 *   void, won otherwise at the product of the won legs' odds.
 * - A slip may be cashed out for {@link CASH_OUT_BPS} of its stake before any of its matches kicks off.
 * Odds and money are integers: odds in thousandths (1.850 = 1850), money in minor units.
 */
import { VendorWallet, type VendorAnswer } from '../vendor-wallet.ts';

/** Game types (game classify) whose games open the sportsbook stand-in. */
export const SPORTSBOOK_TYPES: readonly string[] = ['sports', 'esports'];
/** How many matches are open for betting at any time. */
export const MATCHES_AHEAD = 4;
/** Time between two kick-offs (ms). */
export const KICKOFF_GAP_MS = 10 * 60_000;
/** How long a match lasts from kick-off to its result (ms). */
export const MATCH_MS = 10 * 60_000;
/** The odds move every this many ms. */
export const ODDS_STEP_MS = 5 * 60_000;
/** Cash-out value before kick-off, in basis points of the stake. */
export const CASH_OUT_BPS = 9_000;
/** Most selections on one slip. */
export const MAX_LEGS = 6;

/** A selection: the match result (home, draw, away) or total goals over/under 2.5. */
export type Pick = 'home' | 'draw' | 'away' | 'over' | 'under';
/** Every pick, in display order. */
export const PICKS: readonly Pick[] = ['home', 'draw', 'away', 'over', 'under'];

/** A match as the client shows it: teams, kick-off (ms), the current odds (thousandths) and state. */
export interface SportsMatch {
  id: string;
  home: string;
  away: string;
  kickoffAt: number;
  status: 'scheduled' | 'finished' | 'abandoned' | 'withdrawn';
  odds: Record<Pick, number>;
  score: [number, number] | null;
}

/** One leg of a slip: the match, the pick, the odds accepted, and once over, its result. */
export interface SlipLeg {
  matchId: string;
  home: string;
  away: string;
  pick: Pick;
  odds: number;
  result?: 'won' | 'lost' | 'void';
}

/** A slip as the client shows it (money in minor units, odds in thousandths). */
export interface SportsSlip {
  slipId: string;
  stake: number;
  odds: number;
  legs: SlipLeg[];
  state: 'open' | 'won' | 'lost' | 'void' | 'cashed_out' | 'rolled_back';
  payout: number;
  cashOut: number | null;
  createdAt: number;
}

const TEAMS = [
  'Saigon Lotus',
  'Hanoi Dragons',
  'Da Nang Waves',
  'Mekong United',
  'Bangkok Tigers',
  'Manila Comets',
  'Jakarta Eagles',
  'Kuala Lumpur Stars',
  'Phnom Penh Royals',
  'Vientiane River',
  'Yangon Falcons',
  'Singapore Lions',
];

// FNV-1a: a small, stable hash for made-up team pairs and odds drift.
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** Base odds of a match (thousandths), from its id: a favourite, an underdog and a draw. */
function baseOdds(id: string): Record<Pick, number> {
  const h = hash(id);
  const fav = 1_500 + (h % 900);
  const dog = 2_600 + ((h >>> 8) % 2_400);
  const draw = 3_000 + ((h >>> 16) % 600);
  const over = 1_700 + ((h >>> 4) % 500);
  return h % 2 ? { home: fav, draw, away: dog, over, under: 3_800 - over } : { home: dog, draw, away: fav, over, under: 3_800 - over };
}

/** Odds of `id` at `now`: the base moved by up to ±6% per {@link ODDS_STEP_MS} step, never under 1.010. */
export function currentOdds(id: string, base: Record<Pick, number>, now: number): Record<Pick, number> {
  const step = Math.floor(now / ODDS_STEP_MS);
  const out = {} as Record<Pick, number>;
  for (const p of PICKS) {
    const drift = (hash(`${id}:${p}:${step}`) % 121) - 60; // -60 … +60 thousandths of the odds
    out[p] = Math.max(1_010, Math.round((base[p] * (1_000 + drift)) / 10_000) * 10);
  }
  return out;
}

interface MatchRow {
  id: string;
  home: string;
  away: string;
  kickoff_at: number;
  ends_at: number;
  odds_json: string;
  status: SportsMatch['status'];
  score_home: number | null;
  score_away: number | null;
}

function toMatch(r: MatchRow, now: number): SportsMatch {
  return {
    id: r.id,
    home: r.home,
    away: r.away,
    kickoffAt: r.kickoff_at,
    status: r.status,
    odds: currentOdds(r.id, JSON.parse(r.odds_json) as Record<Pick, number>, now),
    score: r.score_home === null || r.score_away === null ? null : [r.score_home, r.score_away],
  };
}

/** Schedules matches so that {@link MATCHES_AHEAD} kick off after `now`, on the kick-off grid (idempotent). */
export async function scheduleMatches(db: D1Database, now: number): Promise<void> {
  const first = Math.ceil((now + 1) / KICKOFF_GAP_MS) * KICKOFF_GAP_MS;
  const stmts = Array.from({ length: MATCHES_AHEAD }, (_, i) => {
    const kickoff = first + i * KICKOFF_GAP_MS;
    const id = `M${kickoff / KICKOFF_GAP_MS}`;
    const h = hash(id);
    // Two different teams: the away side is 1 … n-1 places after the home side.
    const home = TEAMS[h % TEAMS.length]!;
    const away = TEAMS[((h % TEAMS.length) + 1 + ((h >>> 8) % (TEAMS.length - 1))) % TEAMS.length]!;
    return db
      .prepare('INSERT OR IGNORE INTO sandbox_matches (id, home, away, kickoff_at, ends_at, odds_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .bind(id, home, away, kickoff, kickoff + MATCH_MS, JSON.stringify(baseOdds(id)), now);
  });
  await db.batch(stmts);
}

/** The matches open for betting at `now` (kick-off ahead), soonest first, with their current odds. */
export async function openMatches(db: D1Database, now: number): Promise<SportsMatch[]> {
  await scheduleMatches(db, now);
  const { results } = await db
    .prepare("SELECT * FROM sandbox_matches WHERE status = 'scheduled' AND kickoff_at > ? ORDER BY kickoff_at LIMIT ?")
    .bind(now, MATCHES_AHEAD)
    .all<MatchRow>();
  return results.map((r) => toMatch(r, now));
}

/** Odds product of `legs` (thousandths), rounded down. */
function product(odds: number[]): number {
  return Number(odds.reduce((acc, o) => (acc * BigInt(o)) / 1000n, 1000n));
}

/** A slip to place: its key (the vendor's transaction id), stake and selections. */
export interface SlipRequest {
  memberId: number;
  vendor: string;
  gameCode: string;
  slipKey: string;
  stake: number;
  legs: { matchId: string; pick: Pick }[];
}

/** Why a slip is refused before it reaches the wallet: a closed, unknown or repeated match. */
export type SlipRefusal = 'sports_event_closed' | 'error_validation';

/**
 * Places a slip as one vendor bet (round = slip). Refuses (before the wallet) a leg whose match is
 * unknown or has kicked off, two legs on one match, or more than {@link MAX_LEGS}; otherwise answers
 * the wallet's answer (funds, limits, replay).
 */
export async function placeSlip(db: D1Database, currency: string, req: SlipRequest, now: number): Promise<{ refused: SlipRefusal } | VendorAnswer> {
  const ids = req.legs.map((l) => l.matchId);
  if (ids.length === 0 || ids.length > MAX_LEGS || new Set(ids).size !== ids.length) return { refused: 'error_validation' };
  const slipId = `slip-${req.slipKey}`;
  const { results } = await db
    .prepare(`SELECT * FROM sandbox_matches WHERE id IN (${ids.map(() => '?').join(',')})`)
    .bind(...ids)
    .all<MatchRow>();
  const byId = new Map(results.map((r) => [r.id, r]));
  // A replayed slip answers its first answer even after kick-off: the wallet recognises its key.
  const replay = await db.prepare('SELECT 1 FROM sandbox_slips WHERE slip_id = ?').bind(slipId).first();
  const legs: SlipLeg[] = [];
  for (const l of req.legs) {
    const m = byId.get(l.matchId);
    if (!m || (!replay && (m.status !== 'scheduled' || m.kickoff_at <= now))) return { refused: 'sports_event_closed' };
    legs.push({ matchId: m.id, home: m.home, away: m.away, pick: l.pick, odds: toMatch(m, now).odds[l.pick] });
  }
  const odds = product(legs.map((l) => l.odds));
  return new VendorWallet(db, currency, () => now).placeBet({
    vendor: req.vendor,
    memberId: req.memberId,
    txId: `${slipId}:bet`,
    roundId: slipId,
    gameCode: req.gameCode,
    amount: req.stake,
    detail: { kind: legs.length > 1 ? 'accumulator' : 'single', odds, legs },
    extra: [
      db
        .prepare('INSERT INTO sandbox_slips (slip_id, member_id, vendor, game_code, stake, odds, legs_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .bind(slipId, req.memberId, req.vendor, req.gameCode, req.stake, odds, JSON.stringify(legs), now),
    ],
  });
}

interface SlipRow {
  slip_id: string;
  member_id: number;
  vendor: string;
  stake: number;
  odds: number;
  legs_json: string;
  status: 'open' | 'closed';
  created_at: number;
}

/**
 * Cashes slip `slipId` of the member out for {@link CASH_OUT_BPS} of its stake, when it is open and
 * none of its matches has kicked off. Answers `sports_cashout_unavailable` otherwise.
 */
export async function cashOut(
  db: D1Database,
  currency: string,
  memberId: number,
  slipId: string,
  now: number,
): Promise<{ refused: 'sports_cashout_unavailable' } | VendorAnswer> {
  const slip = await db.prepare('SELECT * FROM sandbox_slips WHERE slip_id = ? AND member_id = ?').bind(slipId, memberId).first<SlipRow>();
  if (!slip) return { refused: 'sports_cashout_unavailable' };
  const legs = JSON.parse(slip.legs_json) as SlipLeg[];
  const first = await db
    .prepare(`SELECT MIN(kickoff_at) AS k FROM sandbox_matches WHERE id IN (${legs.map(() => '?').join(',')})`)
    .bind(...legs.map((l) => l.matchId))
    .first<{ k: number }>();
  const wallet = new VendorWallet(db, currency, () => now);
  const call = { vendor: slip.vendor, memberId, txId: `${slipId}:cashout`, betTxId: `${slipId}:bet`, roundId: slipId, roundClosed: true };
  const amount = Math.floor((slip.stake * CASH_OUT_BPS) / 10_000);
  // Past kick-off the offer is gone, unless this is a replay of a cash-out already made.
  if (slip.status !== 'open' || (first?.k ?? 0) <= now) {
    const replay = await wallet.settle({ ...call, amount, outcome: 'cashed_out' });
    return replay.ok ? replay : { refused: 'sports_cashout_unavailable' };
  }
  const res = await wallet.settle({ ...call, amount, outcome: 'cashed_out' });
  if (res.ok) await db.prepare("UPDATE sandbox_slips SET status = 'closed' WHERE slip_id = ?").bind(slipId).run();
  return res.ok || res.error !== 'already_settled' ? res : { refused: 'sports_cashout_unavailable' };
}

/** How a finished match ended: a score, or abandoned (legs void), or withdrawn (slips rolled back). */
export type MatchEnd = { status: 'finished'; score: [number, number] } | { status: 'abandoned' | 'withdrawn' };

/** The sandbox's draw of a match's end: about 1 in 16 abandoned, 1 in 20 withdrawn, else 0–4 goals a side. */
export function randomMatchEnd(): MatchEnd {
  const [a, b, c] = crypto.getRandomValues(new Uint32Array(3));
  if (a! % 16 === 0) return { status: 'abandoned' };
  if (a! % 20 === 1) return { status: 'withdrawn' };
  return { status: 'finished', score: [b! % 5, c! % 5] };
}

function legResult(pick: Pick, m: { status: string; score_home: number | null; score_away: number | null }): 'won' | 'lost' | 'void' {
  if (m.status !== 'finished') return 'void';
  const h = m.score_home!;
  const a = m.score_away!;
  const won = { home: h > a, draw: h === a, away: a > h, over: h + a > 2, under: h + a < 3 }[pick];
  return won ? 'won' : 'lost';
}

/**
 * The sportsbook's periodic work (cron, DESIGN.md "Periodic work"): keeps matches scheduled, ends
 * matches past their end with `end()` (random in the sandbox), then settles every open slip whose
 * legs are all over, through the wallet protocol: a lost leg loses the slip; a withdrawn match makes
 * the vendor roll the slip back; otherwise it pays stake × the won legs' odds (void legs count 1.000;
 * every leg void: the stake back, void). Idempotent: the wallet calls are keyed by the slip.
 * Returns how many slips it settled.
 */
export async function runSportsbook(db: D1Database, currency: string, now: number, end: (matchId: string) => MatchEnd = randomMatchEnd): Promise<number> {
  await scheduleMatches(db, now);
  const { results: over } = await db
    .prepare("SELECT id FROM sandbox_matches WHERE status = 'scheduled' AND ends_at <= ? LIMIT 100")
    .bind(now)
    .all<{ id: string }>();
  for (const m of over) {
    const e = end(m.id);
    await db
      .prepare("UPDATE sandbox_matches SET status = ?, score_home = ?, score_away = ? WHERE id = ? AND status = 'scheduled'")
      .bind(e.status, e.status === 'finished' ? e.score[0] : null, e.status === 'finished' ? e.score[1] : null, m.id)
      .run();
  }
  const { results: slips } = await db.prepare("SELECT * FROM sandbox_slips WHERE status = 'open' ORDER BY created_at LIMIT 200").all<SlipRow>();
  const wallet = new VendorWallet(db, currency, () => now);
  let settled = 0;
  for (const slip of slips) {
    const legs = JSON.parse(slip.legs_json) as SlipLeg[];
    const { results: ms } = await db
      .prepare(`SELECT id, status, score_home, score_away FROM sandbox_matches WHERE id IN (${legs.map(() => '?').join(',')})`)
      .bind(...legs.map((l) => l.matchId))
      .all<{ id: string; status: string; score_home: number | null; score_away: number | null }>();
    const byId = new Map(ms.map((m) => [m.id, m]));
    if (legs.some((l) => (byId.get(l.matchId)?.status ?? 'scheduled') === 'scheduled')) continue;
    const call = { vendor: slip.vendor, memberId: slip.member_id, betTxId: `${slip.slip_id}:bet`, roundId: slip.slip_id, roundClosed: true };
    let res: VendorAnswer;
    if (legs.some((l) => byId.get(l.matchId)!.status === 'withdrawn')) {
      res = await wallet.rollback({ ...call, txId: `${slip.slip_id}:rollback` });
    } else {
      const results = legs.map((l) => legResult(l.pick, byId.get(l.matchId)!));
      const settledLegs = legs.map((l, i) => ({ ...l, result: results[i] }));
      await db.prepare('UPDATE sandbox_slips SET legs_json = ? WHERE slip_id = ?').bind(JSON.stringify(settledLegs), slip.slip_id).run();
      const txId = `${slip.slip_id}:settle`;
      if (results.includes('lost')) res = await wallet.settle({ ...call, txId, amount: 0 });
      else if (results.every((r) => r === 'void')) res = await wallet.settle({ ...call, txId, amount: slip.stake, outcome: 'void' });
      else {
        const odds = product(legs.filter((_, i) => results[i] === 'won').map((l) => l.odds));
        res = await wallet.settle({ ...call, txId, amount: Math.floor((slip.stake * odds) / 1000) });
      }
    }
    // A slip cashed out meanwhile is already settled: it is closed all the same.
    if (res.ok || res.error === 'already_settled') {
      await db.prepare("UPDATE sandbox_slips SET status = 'closed' WHERE slip_id = ?").bind(slip.slip_id).run();
      if (res.ok && !res.replayed) settled++;
    }
  }
  return settled;
}

/** The member's latest 20 slips with their state, payout and current cash-out offer. */
export async function memberSlips(db: D1Database, memberId: number, now: number): Promise<SportsSlip[]> {
  const { results } = await db
    .prepare(
      "SELECT s.*, r.status AS round_status, r.payout, r.outcome, (SELECT MIN(m.kickoff_at) FROM sandbox_matches m, json_each(s.legs_json) j WHERE m.id = json_extract(j.value, '$.matchId')) AS first_kickoff " +
        "FROM sandbox_slips s JOIN game_rounds r ON r.vendor = s.vendor AND r.round_id = s.slip_id || '/' || s.slip_id || ':bet' WHERE s.member_id = ? ORDER BY s.created_at DESC LIMIT 20",
    )
    .bind(memberId)
    .all<SlipRow & { round_status: string; payout: number; outcome: SportsSlip['state'] | null; first_kickoff: number }>();
  return results.map((r) => {
    const state: SportsSlip['state'] =
      r.outcome ?? (r.round_status === 'open' ? 'open' : r.round_status === 'rolled_back' ? 'rolled_back' : r.payout > 0 ? 'won' : 'lost');
    return {
      slipId: r.slip_id,
      stake: r.stake,
      odds: r.odds,
      legs: JSON.parse(r.legs_json) as SlipLeg[],
      state,
      payout: state === 'void' || state === 'rolled_back' ? r.stake : r.payout,
      cashOut: state === 'open' && r.first_kickoff > now ? Math.floor((r.stake * CASH_OUT_BPS) / 10_000) : null,
      createdAt: r.created_at,
    };
  });
}
