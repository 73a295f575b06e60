// The sandbox's live-baccarat table and cockfight arena on a real local D1 (SPEC §2.10; DOMAIN.md §4):
// several bets a round paid through the vendors' wallet protocol at the standard payouts (player 1:1,
// banker 0.95:1, tie 8:1 with player and banker pushed; a fight's winner at its odds, a draw
// refunded), a round the vendor cancels rolled back bet by bet, refused bets that move nothing, a
// burst of parallel and replayed bets, each bet in the betting and account records.
import { newServerSeed } from '../../src/contracts/provably-fair.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { memberBalance } from '../../src/platform/lib/ledger.ts';
import { accountRecord, bettingRecord } from '../../src/platform/member/records.ts';
import { exclude } from '../../src/platform/member/responsible-gaming.ts';
import { baccaratPayout, dealBaccarat, type BaccaratDeal } from '../../src/platform/games/vendors/baccarat.ts';
import { fightOdds } from '../../src/platform/games/vendors/cockfight.ts';
import {
  ensureRound,
  outcomeBytes,
  placeTableBet,
  roundOutcome,
  settleTables,
  TABLE_TIMING,
  tableRoundId,
  tableState,
  type Table,
  type TableKind,
} from '../../src/platform/games/vendors/tables.ts';
import { seedGames } from '../../src/platform/seed/games.ts';
import { ledgerAudit } from '../../src/platform/wallet/wallets.ts';
import { usePlatform } from '../helpers/platform-call.ts';
import { fundedMember, launchQuery, seedGameCatalogue } from '../helpers/games-fixtures.ts';

const p = usePlatform();
vi.setConfig({ testTimeout: 180_000 });

const gameOf = (classify: string) => seedGames.find((g) => g.gameClassify === classify && g.isGame !== 'VASSALAGE' && !g.maintenance)!;
const liveGame = gameOf('live');
const fightGame = gameOf('cockfight');
const TABLES: Record<TableKind, Table> = {
  baccarat: { vendor: liveGame.vendor, gameCode: liveGame.gameCode, kind: 'baccarat' },
  cockfight: { vendor: fightGame.vendor, gameCode: fightGame.gameCode, kind: 'cockfight' },
};

let nextId = 3701;
let seq = 0;
const key = () => `betkey-${String(seq++).padStart(4, '0')}`;
// Each test plays its own rounds, far from today's and from each other's.
let nextRound = 1_000;

beforeAll(() => seedGameCatalogue(p.env.DB));

/** A fresh member with `balance` minor units in the main wallet. */
async function member(balance: number): Promise<number> {
  const mid = nextId++;
  await fundedMember(p.env.DB, mid, `table${mid}`, balance);
  return mid;
}

type Outcome = ReturnType<typeof roundOutcome>;
/** A round of `table` whose committed seed gives an outcome `want` accepts; answers its number and timing. */
async function roundWhere(table: Table, want: (o: Outcome) => boolean) {
  const roundNo = nextRound++;
  const roundId = tableRoundId(table.gameCode, roundNo);
  for (;;) {
    const seed = newServerSeed();
    const o = roundOutcome(table.kind, roundId, await outcomeBytes({ server_seed: seed, vendor: table.vendor, game_code: table.gameCode, round_no: roundNo }));
    if (!want(o)) continue;
    const r = await ensureRound(p.env.DB, table, roundNo, seed);
    return { roundId, outcome: o, during: r.opens_at + 1_000, after: r.settles_at, closes: r.closes_at };
  }
}
const winner = (w: string) => (o: Outcome) => !o.cancelled && ('deal' in o ? o.deal.winner === w : o.fight.winner === w);

const place = (table: Table, memberId: number, roundId: string, side: string, stake: number, now: number, betKey = key()) =>
  placeTableBet(p.env.DB, 'VND', { memberId, table, betKey, roundId, side, stake }, now);

/** The member's bets in the betting record: [side stake, category, vendor, round, state]. */
async function record(memberId: number) {
  const r = await bettingRecord(p.env.DB, memberId, { from: 0, to: Date.now() * 2, page: 1 });
  return r.rows.map((x) => [x.stake, x.category, x.vendor, x.round, x.state]).sort((a, b) => Number(a[0]) - Number(b[0]));
}

/** Cards (0 … 51) to the outcome bytes that deal them. */
function bytesOf(cards: number[]): Uint8Array {
  const b = new Uint8Array(32);
  cards.forEach((c, i) => new DataView(b.buffer).setUint32(i * 4, Math.ceil(((c + 0.5) * 2 ** 32) / 52)));
  return b;
}

describe('the launch call', () => {
  it('opens live-casino games at the baccarat table and cockfight games at the arena', async () => {
    const m = await member(0);
    const token = await createSession(p.env.DB, m);
    const launch = (g: { nodeId: number; vendor: string }) =>
      p.call.send('launchGame', {
        token,
        query: launchQuery(g, `table${m}`),
      });
    expect((await launch(liveGame)).body.value.url).toMatch(new RegExp(`/inhouse-games/baccarat/\\?nodeId=${liveGame.nodeId}$`));
    expect((await launch(fightGame)).body.value.url).toMatch(new RegExp(`/inhouse-games/cockfight/\\?nodeId=${fightGame.nodeId}$`));
  });
});

describe('baccarat', () => {
  const table = TABLES.baccarat;
  // Cards: 0 = A♠, 2 = 3♠, 4 = 5♠, 5 = 6♠, 7 = 8♠, 8 = 9♠, 9 = 10♠.
  it('deals by the tableau and pays player 1:1, banker 0.95:1, tie 8:1, pushing player and banker on a tie', () => {
    // Player 9+10 = 9: a natural; banker 10+10 = 0 does not draw.
    const nat = dealBaccarat(bytesOf([8, 9, 9, 9, 0, 0]));
    expect(nat).toMatchObject({ playerTotal: 9, bankerTotal: 0, winner: 'player', banker: [9, 9] });
    // Player A+A = 2 draws an 8; banker 3+10 = 3 stands against an 8.
    const standOn3 = dealBaccarat(bytesOf([0, 2, 0, 9, 7, 4]));
    expect(standOn3).toMatchObject({ player: [0, 0, 7], banker: [2, 9], playerTotal: 0, bankerTotal: 3, winner: 'banker' });
    // Player 5+10 = 5 draws a 6; banker 6 (6+10) draws against a 6 and gets a 3 → 9.
    const draw6 = dealBaccarat(bytesOf([4, 5, 9, 9, 5, 2]));
    expect(draw6).toMatchObject({ player: [4, 9, 5], banker: [5, 9, 2], playerTotal: 1, bankerTotal: 9, winner: 'banker' });
    const deal = (winnerSide: BaccaratDeal['winner']) => ({ player: [], banker: [], playerTotal: 0, bankerTotal: 0, winner: winnerSide });
    expect(baccaratPayout('player', 10_000, deal('player'))).toEqual({ amount: 20_000, outcome: 'won' });
    expect(baccaratPayout('banker', 10_001, deal('banker'))).toEqual({ amount: 10_001 + 9_500, outcome: 'won' });
    expect(baccaratPayout('tie', 1_000, deal('tie'))).toEqual({ amount: 9_000, outcome: 'won' });
    expect(baccaratPayout('player', 5_000, deal('tie'))).toEqual({ amount: 5_000, outcome: 'void' });
    expect(baccaratPayout('banker', 5_000, deal('tie'))).toEqual({ amount: 5_000, outcome: 'void' });
    expect(baccaratPayout('tie', 5_000, deal('banker'))).toEqual({ amount: 0, outcome: 'lost' });
  });

  it('takes several bets a round, reveals the coup from the committed seed once the round is over and pays each; a tie pushes', async () => {
    const m = await member(100_000);
    const banker = await roundWhere(table, winner('banker'));
    for (const [side, stake] of [
      ['player', 10_000],
      ['banker', 20_000],
      ['tie', 2_000],
    ] as const)
      expect(await place(table, m, banker.roundId, side, stake, banker.during)).toMatchObject({ ok: true });
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(68_000);
    // Before its end the round is not revealed: nothing is paid, its seed stays secret.
    expect(await settleTables(p.env.DB, 'VND', banker.after - 1, table)).toBe(0);
    const during = await tableState(p.env.DB, 'VND', table, m, banker.during);
    expect(during.round).toMatchObject({ roundId: banker.roundId });
    expect(during.history.some((h) => h.roundId === banker.roundId)).toBe(false);
    expect(await settleTables(p.env.DB, 'VND', banker.after, table)).toBe(3);
    expect(await settleTables(p.env.DB, 'VND', banker.after, table)).toBe(0);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(68_000 + 20_000 + 19_000);

    const tie = await roundWhere(table, winner('tie'));
    for (const [side, stake] of [
      ['player', 3_000],
      ['banker', 4_000],
      ['tie', 1_000],
    ] as const)
      expect(await place(table, m, tie.roundId, side, stake, tie.during)).toMatchObject({ ok: true });
    expect(await settleTables(p.env.DB, 'VND', tie.after, table)).toBe(3);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(107_000 - 8_000 + 3_000 + 4_000 + 9_000);

    // The table shows both coups with their revealed seeds, and the member's bets with their state.
    const state = await tableState(p.env.DB, 'VND', table, m, tie.after);
    const shown = state.history.find((h) => h.roundId === tie.roundId)!;
    expect(shown.result).toMatchObject({ cancelled: false, winner: 'tie' });
    expect(shown.result.cards!.playerTotal).toBe(shown.result.cards!.bankerTotal);
    expect(state.bets.map((b) => [b.roundId, b.side, b.state, b.payout]).sort()).toEqual(
      [
        [banker.roundId, 'player', 'lost', 0],
        [banker.roundId, 'banker', 'won', 39_000],
        [banker.roundId, 'tie', 'lost', 0],
        [tie.roundId, 'player', 'void', 3_000],
        [tie.roundId, 'banker', 'void', 4_000],
        [tie.roundId, 'tie', 'won', 9_000],
      ].sort(),
    );
    expect(await record(m)).toEqual([
      [1_000, 'live', table.vendor, tie.roundId, 'won'],
      [2_000, 'live', table.vendor, banker.roundId, 'lost'],
      [3_000, 'live', table.vendor, tie.roundId, 'void'],
      [4_000, 'live', table.vendor, tie.roundId, 'void'],
      [10_000, 'live', table.vendor, banker.roundId, 'lost'],
      [20_000, 'live', table.vendor, banker.roundId, 'won'],
    ]);
    // The account record lists each stake and each payment.
    const moves = (await accountRecord(p.env.DB, m, { from: 0, to: Date.now() * 2, page: 1 })).rows.map((r) => r.amount);
    expect(moves.filter((a) => a < 0).sort((a, b) => a - b)).toEqual([-20_000, -10_000, -4_000, -3_000, -2_000, -1_000]);
    expect(moves.filter((a) => a > 0 && a !== 100_000).sort((a, b) => a - b)).toEqual([3_000, 4_000, 9_000, 39_000]);
  });
});

describe('cockfight', () => {
  const table = TABLES.cockfight;

  it('pays the winning side at the odds of its fight and refunds both sides on a draw', async () => {
    const m = await member(50_000);
    const meron = await roundWhere(table, winner('meron'));
    const odds = fightOdds(meron.roundId);
    expect(1_000_000 / odds.meron + 1_000_000 / odds.wala).toBeGreaterThan(1_000);
    expect(await place(table, m, meron.roundId, 'meron', 10_000, meron.during)).toMatchObject({ ok: true });
    expect(await place(table, m, meron.roundId, 'wala', 5_000, meron.during)).toMatchObject({ ok: true });
    expect(await settleTables(p.env.DB, 'VND', meron.after)).toBeGreaterThanOrEqual(2);
    const won = Math.floor((10_000 * odds.meron) / 1000);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(35_000 + won);

    const draw = await roundWhere(table, winner('draw'));
    expect(await place(table, m, draw.roundId, 'meron', 4_000, draw.during)).toMatchObject({ ok: true });
    expect(await place(table, m, draw.roundId, 'wala', 3_000, draw.during)).toMatchObject({ ok: true });
    expect(await settleTables(p.env.DB, 'VND', draw.after, table)).toBe(2);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(35_000 + won);
    expect(await record(m)).toEqual([
      [3_000, 'cockfight', table.vendor, draw.roundId, 'void'],
      [4_000, 'cockfight', table.vendor, draw.roundId, 'void'],
      [5_000, 'cockfight', table.vendor, meron.roundId, 'lost'],
      [10_000, 'cockfight', table.vendor, meron.roundId, 'won'],
    ]);
    // A draw is no valid bet: turnover counts the settled fight only.
    expect((await bettingRecord(p.env.DB, m, { from: 0, to: Date.now() * 2, page: 1 })).totals.validBet).toBe(15_000);
  });
});

describe.each(['baccarat', 'cockfight'] as const)('the %s stand-in', (kind) => {
  const table = TABLES[kind];
  const [a, b] = kind === 'baccarat' ? ['player', 'banker'] : ['meron', 'wala'];

  it('rolls back every bet of every member in a round the vendor cancels, once', async () => {
    const m1 = await member(20_000);
    const m2 = await member(20_000);
    const r = await roundWhere(table, (o) => o.cancelled);
    expect(await place(table, m1, r.roundId, a, 5_000, r.during)).toMatchObject({ ok: true });
    expect(await place(table, m1, r.roundId, b, 2_000, r.during)).toMatchObject({ ok: true });
    expect(await place(table, m2, r.roundId, a, 7_000, r.during)).toMatchObject({ ok: true });
    expect(await memberBalance(p.env.DB, m1, 'VND')).toBe(13_000);
    // Run by the cron tick (the job is registered), then once more directly: nothing moves twice.
    await runCronTick(p.env, r.after, () => {});
    expect(await settleTables(p.env.DB, 'VND', r.after)).toBe(0);
    expect(await memberBalance(p.env.DB, m1, 'VND')).toBe(20_000);
    expect(await memberBalance(p.env.DB, m2, 'VND')).toBe(20_000);
    expect((await record(m1)).map((x) => x[4])).toEqual(['rolled_back', 'rolled_back']);
    expect((await tableState(p.env.DB, 'VND', table, m1, r.after)).history.find((h) => h.roundId === r.roundId)!.result).toMatchObject({ cancelled: true });
  });

  it('refuses, moving nothing, a bet beyond the balance, of an excluded member, after the window, on another round or side', async () => {
    const m = await member(5_000);
    const r = await roundWhere(table, (o) => !o.cancelled);
    expect(await place(table, m, r.roundId, a, 6_000, r.during)).toMatchObject({ ok: false, error: 'insufficient_funds', balance: 5_000 });
    expect(await place(table, m, r.roundId, a, 1_000, r.closes)).toEqual({ refused: 'table_round_closed' });
    expect(await place(table, m, tableRoundId(table.gameCode, nextRound + 50), a, 1_000, r.during)).toEqual({ refused: 'table_round_closed' });
    expect(await place(table, m, r.roundId, kind === 'baccarat' ? 'meron' : 'tie', 1_000, r.during)).toEqual({ refused: 'error_validation' });
    const excluded = await member(5_000);
    await exclude(p.env.DB, excluded, 'exclusion', null, Date.now());
    expect(await place(table, excluded, r.roundId, a, 1_000, r.during)).toMatchObject({ ok: false, error: 'limit_refused', refusal: 'error_rg_excluded' });
    // A round already revealed takes no bet, even at a time inside its window (the trigger refuses it in the bet's batch).
    await settleTables(p.env.DB, 'VND', r.after, table);
    expect(await place(table, m, r.roundId, a, 1_000, r.during)).toMatchObject({ ok: false, error: 'round_closed', balance: 5_000 });
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(5_000);
    expect(await record(m)).toEqual([]);
  });

  it('keeps the balance exact through a burst of parallel bets and their replays, settled by parallel passes', async () => {
    const m = await member(200_000);
    const r = await roundWhere(table, (o) => !o.cancelled);
    const bets = Array.from({ length: 12 }, (_, i) => ({ side: [a, b][i % 2]!, stake: 1_000 + i * 100, betKey: key() }));
    // 24 calls at once: each bet twice.
    const answers = await Promise.all(bets.flatMap((x) => [0, 1].map(() => place(table, m, r.roundId, x.side, x.stake, r.during, x.betKey))));
    expect(answers.every((x) => 'ok' in x && x.ok)).toBe(true);
    expect(answers.filter((x) => 'ok' in x && x.ok && !x.replayed)).toHaveLength(12);
    const staked = bets.reduce((s, x) => s + x.stake, 0);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(200_000 - staked);
    // A replay after the window still answers its first answer.
    expect(await place(table, m, r.roundId, bets[0]!.side, bets[0]!.stake, r.after, bets[0]!.betKey)).toMatchObject({ ok: true, replayed: true });

    const settled = await Promise.all([0, 1, 2].map(() => settleTables(p.env.DB, 'VND', r.after, table)));
    expect(settled.reduce((s, n) => s + n, 0)).toBe(12);
    const o = r.outcome;
    const paid = bets.reduce((s, x) => {
      if (o.cancelled) return s;
      return (
        s +
        ('deal' in o
          ? baccaratPayout(x.side as 'player', x.stake, o.deal).amount
          : o.fight.winner === 'draw'
            ? x.stake
            : o.fight.winner === x.side
              ? Math.floor((x.stake * fightOdds(r.roundId)[x.side as 'meron']) / 1000)
              : 0)
      );
    }, 0);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(200_000 - staked + paid);
    expect(await ledgerAudit(p.env.DB)).toMatchObject({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  });

  it('serves the table and takes a bet in the current round through the sandbox calls; a stale round is refused', async () => {
    const m = await member(30_000);
    const token = await createSession(p.env.DB, m);
    const nodeId = kind === 'baccarat' ? liveGame.nodeId : fightGame.nodeId;
    const read = await p.call.get('tableState', token, { nodeId: String(nodeId) });
    expect(read.status).toBe(200);
    expect(read.body.value).toMatchObject({ balance: 30_000, table: { kind } });
    const { round, now } = read.body.value.table as { round: { roundId: string; closesAt: number }; now: number };
    expect(round.closesAt - now).toBeLessThanOrEqual(TABLE_TIMING[kind].windowMs);
    const bet = (roundId: string) => p.call.post('tableBet', { nodeId, roundId, side: a, stake: 1_000, betKey: key() }, token);
    const placed = await bet(round.roundId);
    // The window may just have closed between the read and the bet: then it is refused, as a stale round is.
    if (placed.status === 200) expect(placed.body.value.balance).toBe(29_000);
    else expect(placed.body).toMatchObject({ code: 'table_round_closed' });
    expect(await bet(tableRoundId(table.gameCode, 1))).toMatchObject({ status: 409, body: { code: 'table_round_closed' } });
    expect(
      await p.call.post('tableBet', { nodeId: gameOf('sports').nodeId, roundId: round.roundId, side: a, stake: 1_000, betKey: key() }, token),
    ).toMatchObject({
      status: 404,
    });
  });
});
