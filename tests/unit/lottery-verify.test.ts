// Verifying a house-drawn lottery draw (SPEC §2.1 /lottery; DOMAIN.md §1, provably fair): the
// browser's verifier (src/contracts/draw-verification.ts) recomputes, from what the results call
// publishes, exactly the numbers the platform drew on D1 for every fast game, and says "no match"
// as soon as the seed, the published hash or a published number is changed.
import { verifyDraw, type DrawVerificationInput } from '../../src/contracts/draw-verification.ts';
import { PRIZE_TIERS } from '../../src/contracts/lottery-rules.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { FAST_GAMES, lotteryGame } from '../../src/platform/lottery/schedule.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
// Monday 23 November 2026, 08:00 ICT (01:00 UTC).
const MON_8_ICT = Date.UTC(2026, 10, 23, 1, 0, 0);

interface PublishedDraw {
  issue: string;
  status: string;
  seedHash: string | null;
  serverSeed: string | null;
  numbers: Record<string, string[]> | null;
}

/** The drawn issues of `gameCode` as the results call shows them to the browser. */
async function publishedDraws(gameCode: string): Promise<DrawVerificationInput[]> {
  const res = await p.call.get('vnOpenedNumeros', undefined, { gameCode, count: '20' });
  expect(res.status).toBe(200);
  const layout = lotteryGame(gameCode)!.layout;
  return (res.body.value as PublishedDraw[])
    .filter((d) => d.status !== 'void')
    .map((d) => ({ issue: d.issue, layout, seedHash: d.seedHash!, seed: d.serverSeed!, numbers: d.numbers! }));
}

describe('verify this draw', () => {
  it("recomputes in the browser's code the numbers every fast game drew on the platform, and the seed matches the hash published before", async () => {
    // The first tick schedules the last half hour of fast draws and draws them at once.
    await runCronTick(p.env, MON_8_ICT);
    for (const game of FAST_GAMES) {
      const draws = await publishedDraws(game.gameCode);
      expect(draws.length).toBeGreaterThan(0);
      for (const d of draws) {
        const v = await verifyDraw(d);
        expect(v).toMatchObject({ hashMatches: true, numbersMatch: true, matches: true, computedHash: d.seedHash });
        expect(v.recomputed).toEqual(d.numbers);
      }
    }
  });

  it('shows no match for a tampered seed, a different published hash or a changed number', async () => {
    await runCronTick(p.env, MON_8_ICT);
    const [d] = await publishedDraws(FAST_GAMES[0]!.gameCode);
    // One character of the seed changed: its hash no longer matches, nor do the numbers.
    const last = d!.seed.at(-1) === '0' ? '1' : '0';
    const tampered = await verifyDraw({ ...d!, seed: `${d!.seed.slice(0, -1)}${last}` });
    expect(tampered).toMatchObject({ hashMatches: false, numbersMatch: false, matches: false });
    // The right seed against another draw's hash: the seed was not the one committed to.
    expect(await verifyDraw({ ...d!, seedHash: 'f'.repeat(64) })).toMatchObject({ hashMatches: false, numbersMatch: true, matches: false });
    // One published number altered (the last of the last tier): the numbers no longer match.
    const tier = PRIZE_TIERS[d!.layout].at(-1)!.tier;
    const nums = d!.numbers[tier]!;
    const changed = { ...d!.numbers, [tier]: [...nums.slice(0, -1), nums.at(-1) === '00' ? '01' : '00'] };
    expect(await verifyDraw({ ...d!, numbers: changed })).toMatchObject({ hashMatches: true, numbersMatch: false, matches: false });
    // A number missing from a tier is no match either.
    expect(await verifyDraw({ ...d!, numbers: { ...d!.numbers, [tier]: nums.slice(0, -1) } })).toMatchObject({ numbersMatch: false });
  });
});
