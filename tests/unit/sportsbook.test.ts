// The sandbox's sportsbook stand-in on a real local D1 (SPEC §2.10; DOMAIN.md §4): singles and
// accumulators placed through the sandbox calls, paid through the vendors' wallet protocol, cashed
// out before kick-off, settled later by the cron job (won, lost, void, and rolled back by the vendor
// for a withdrawn match), each in the betting record with its round and state.
import { memberBalance } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { bettingRecord } from '../../src/platform/member/records.ts';
import { seedGames } from '../../src/platform/seed/games.ts';
import { MATCH_MS, runSportsbook, type MatchEnd } from '../../src/platform/games/vendors/sports.ts';
import { usePlatform } from '../helpers/platform-call.ts';
import { fundedMember, launchQuery, seedGameCatalogue } from '../helpers/games-fixtures.ts';

const p = usePlatform();
vi.setConfig({ testTimeout: 120_000 });
const sportsGame = seedGames.find((g) => g.gameClassify === 'sports' && g.isGame !== 'VASSALAGE' && !g.maintenance)!;
const slotGame = seedGames.find((g) => g.gameClassify === 'rng' && g.isGame !== 'VASSALAGE' && !g.maintenance)!;
let token = '';
const memberId = 3401;
let seq = 0;
const key = () => `slipkey-${seq++}`;

beforeAll(async () => {
  await seedGameCatalogue(p.env.DB);
  await fundedMember(p.env.DB, memberId, 'sports01', 100_000);
  token = await createSession(p.env.DB, memberId);
});

type Match = { id: string; kickoffAt: number };
const bet = (legs: { matchId: string; pick: string }[], stake: number, slipKey = key(), nodeId = sportsGame.nodeId) =>
  p.call.post('sportsBet', { nodeId, slipKey, stake, legs }, token);

describe('the sportsbook stand-in', () => {
  it('is where the launch call sends sports and esports games, in the launch’s language; slots keep the slot stand-in', async () => {
    const query = (g: { nodeId: number; vendor: string }) => launchQuery(g, 'sports01');
    const esports = seedGames.find((g) => g.gameClassify === 'esports' && g.isGame !== 'VASSALAGE' && !g.maintenance)!;
    const launch = (g: { nodeId: number; vendor: string }) => p.call.send('launchGame', { token, query: query(g) });
    expect((await launch(sportsGame)).body.value).toMatchObject({ url: `/inhouse-games/sports/?nodeId=${sportsGame.nodeId}`, launchKind: 'seamless' });
    expect((await launch(esports)).body.value.url).toBe(`/inhouse-games/sports/?nodeId=${esports.nodeId}`);
    expect((await launch(slotGame)).body.value.url).toMatch(/^\/inhouse-games\/slot\/\?nodeId=/);
  });

  it('takes singles and accumulators at the odds of the moment, cashes out before kick-off and settles them later as won, lost, void or rolled back', async () => {
    const book = await p.call.get('sportsBook', token);
    expect(book.status).toBe(200);
    const matches = book.body.value.matches as Match[];
    expect(matches.length).toBeGreaterThanOrEqual(4);
    const [m1, m2, m3, m4] = matches as [Match, Match, Match, Match];

    // An accumulator of two legs (both will win), a single that loses, a single that is voided,
    // a single the vendor rolls back, and a single cashed out.
    const acca = await bet(
      [
        { matchId: m1.id, pick: 'home' },
        { matchId: m2.id, pick: 'over' },
      ],
      10_000,
    );
    expect(acca.status).toBe(200);
    expect(acca.body.value.balance).toBe(90_000);
    // The odds of the moment, as the slip accepted them: their product.
    const accaSlip = acca.body.value.book.slips[0];
    expect(accaSlip.odds).toBe(Math.floor((accaSlip.legs[0].odds * accaSlip.legs[1].odds) / 1000));
    const accaOdds = accaSlip.odds as number;
    expect(await bet([{ matchId: m1.id, pick: 'away' }], 5_000)).toMatchObject({ status: 200 });
    expect(await bet([{ matchId: m3.id, pick: 'draw' }], 4_000)).toMatchObject({ status: 200 });
    expect(await bet([{ matchId: m4.id, pick: 'under' }], 3_000)).toMatchObject({ status: 200 });
    const toCash = await bet([{ matchId: m4.id, pick: 'over' }], 2_000);
    expect(toCash.body.value.balance).toBe(100_000 - 24_000);
    const cashSlip = toCash.body.value.book.slips[0];
    expect(cashSlip).toMatchObject({ stake: 2_000, state: 'open', cashOut: 1_800 });
    const cashed = await p.call.post('sportsCashOut', { slipId: cashSlip.slipId }, token);
    expect(cashed.body.value.balance).toBe(100_000 - 24_000 + 1_800);
    expect(await p.call.post('sportsCashOut', { slipId: cashSlip.slipId }, token)).toMatchObject({ status: 200 });
    expect(await memberBalance(p.env.DB, memberId, 'VND')).toBe(77_800);

    // Refused, moving nothing: a repeated match, a game that is no sportsbook, an unknown match.
    expect(
      await bet(
        [
          { matchId: m1.id, pick: 'home' },
          { matchId: m1.id, pick: 'over' },
        ],
        1_000,
      ),
    ).toMatchObject({ status: 400, body: { code: 'error_validation' } });
    expect(await bet([{ matchId: m1.id, pick: 'home' }], 1_000, key(), slotGame.nodeId)).toMatchObject({ status: 404 });
    expect(await bet([{ matchId: 'M1', pick: 'home' }], 1_000)).toMatchObject({ status: 409, body: { code: 'sports_event_closed' } });

    const ends: Record<string, MatchEnd> = {
      [m1.id]: { status: 'finished', score: [2, 1] },
      [m2.id]: { status: 'finished', score: [3, 1] },
      [m3.id]: { status: 'abandoned' },
      [m4.id]: { status: 'withdrawn' },
    };
    const later = Math.max(...[m1, m2, m3, m4].map((m) => m.kickoffAt)) + MATCH_MS + 1;
    const end = (id: string): MatchEnd => ends[id] ?? { status: 'finished', score: [0, 0] };
    expect(await runSportsbook(p.env.DB, 'VND', later, end)).toBe(4);
    expect(await runSportsbook(p.env.DB, 'VND', later, end)).toBe(0);

    const won = Math.floor((10_000 * accaOdds) / 1000);
    expect(await memberBalance(p.env.DB, memberId, 'VND')).toBe(77_800 + won + 4_000 + 3_000);
    const after = await p.call.get('sportsBook', token);
    const states = (after.body.value.slips as { stake: number; state: string; payout: number }[]).map((s) => [s.stake, s.state, s.payout]);
    expect(states.sort((a, b) => Number(b[0]) - Number(a[0]))).toEqual([
      [10_000, 'won', won],
      [5_000, 'lost', 0],
      [4_000, 'void', 4_000],
      [3_000, 'rolled_back', 3_000],
      [2_000, 'cashed_out', 1_800],
    ]);

    const record = await bettingRecord(p.env.DB, memberId, { from: 0, to: later, page: 1 });
    expect(record.rows.map((r) => [r.category, r.vendor, r.state, r.round.startsWith('slip-')]).sort()).toEqual(
      [
        ['sports', sportsGame.vendor, 'won', true],
        ['sports', sportsGame.vendor, 'lost', true],
        ['sports', sportsGame.vendor, 'void', true],
        ['sports', sportsGame.vendor, 'rolled_back', true],
        ['sports', sportsGame.vendor, 'cashed_out', true],
      ].sort(),
    );
  });

  it('answers 20 parallel replays of a slip with its first answer, moving nothing', async () => {
    const matches = (await p.call.get('sportsBook', token)).body.value.matches as Match[];
    const slipKey = key();
    const legs = [{ matchId: matches[0]!.id, pick: 'draw' }];
    const first = await bet(legs, 1_000, slipKey);
    const replays = await Promise.all(Array.from({ length: 20 }, () => bet(legs, 1_000, slipKey)));
    expect(replays.every((r) => r.status === 200 && r.body.value.balance === first.body.value.balance)).toBe(true);
    expect(await memberBalance(p.env.DB, memberId, 'VND')).toBe(first.body.value.balance);
  });
});
