// Missions and leaderboards on a real local D1 (SPEC §2.7 rewardCenter, missionLeaderboard,
// winners leaderboard; §7.2 missions): progress from real settled rounds (a round-count mission
// counts only rounds of at least its minimum stake) and paid deposits within the ICT day or week,
// a reward claimable once per period (also concurrently) with a turnover requirement, the badge
// count, and the boards with masked accounts. Missions come from src/platform/rewards/economics.ts.
import { ensureAccount, memberBalance } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { missionConfig, REWARD_ECONOMICS } from '../../src/platform/rewards/economics.ts';
import { maskAccount, missionPeriod } from '../../src/platform/rewards/missions.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const id = 1530;
let token = '';
let seq = 0;
// Mission 1: a daily round count with a minimum stake; mission 2: a daily valid-bet target.
const rounds = missionConfig(1)!;
const validBet = missionConfig(2)!;
const bet = (stake: number, payout = 0, at = Date.now() - 1000) =>
  p.env.DB.prepare(
    "INSERT INTO game_rounds (vendor, round_id, member_id, game_code, stake, payout, status, created_at, settled_at) VALUES ('inhouse', ?, ?, 'dice', ?, ?, 'settled', ?, ?)",
  )
    .bind(`ms-${seq++}`, id, stake, payout, at, at)
    .run();

beforeAll(async () => {
  await p.env.DB.prepare(
    "INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, 'missionone', 'n', 'x', 0, 0, ?)",
  )
    .bind(id, Date.now())
    .run();
  token = await createSession(p.env.DB, id);
  await ensureAccount(p.env.DB, id, 'VND');
});

describe('mission periods', () => {
  it('uses the ICT day and the ICT week from Monday', () => {
    // 2026-11-24 (Tuesday) 18:00 UTC is Wednesday 01:00 in Vietnam.
    const at = Date.UTC(2026, 10, 24, 18);
    expect(missionPeriod('daily', at).key).toBe('D2026-11-25');
    expect(missionPeriod('weekly', at).key).toBe('W2026-11-23');
    expect(missionPeriod('daily', at).start).toBe(Date.UTC(2026, 10, 24, 17));
  });
});

describe('missions', () => {
  it('counts progress from settled rounds and refuses an unfinished claim', async () => {
    expect([rounds.kind, rounds.period, validBet.kind, validBet.period]).toEqual(['bet_count', 'daily', 'valid_bet', 'daily']);
    await bet(rounds.minRoundStake);
    await bet(rounds.minRoundStake);
    // A round below the minimum stake counts as valid bet, not as a round of mission 1.
    await bet(rounds.minRoundStake - 1);
    await p.env.DB.prepare(
      "INSERT INTO game_rounds (vendor, round_id, member_id, game_code, stake, status, created_at) VALUES ('inhouse', 'ms-open', ?, 'dice', 900000, 'open', ?)",
    )
      .bind(id, Date.now())
      .run();
    const v = (await p.call.get('missionProgress', token)).body.value;
    expect(v.missions.find((m: { id: number }) => m.id === 1)).toMatchObject({
      kind: 'bet_count',
      target: rounds.target,
      minStake: rounds.minRoundStake,
      progress: 2,
      done: false,
      claimed: false,
    });
    expect(v.missions.find((m: { id: number }) => m.id === 2)).toMatchObject({
      kind: 'valid_bet',
      minStake: 0,
      progress: 3 * rounds.minRoundStake - 1,
      done: false,
    });
    expect(v.claimable).toBe(0);
    expect((await p.call.post('missionClaim', { missionId: 1 }, token)).body.code).toBe('error_mission_not_done');
    expect((await p.call.post('missionClaim', { missionId: 99 }, token)).status).toBe(404);
    expect(await memberBalance(p.env.DB, id, 'VND')).toBe(0);
  });

  it('pays a done mission once per period, also under concurrent claims, with turnover', async () => {
    // Three more counted rounds (5 in all), the first big enough to reach mission 2's valid bet, and a win of 350,000.
    const big = Math.max(rounds.minRoundStake, validBet.target);
    for (let i = 0; i < rounds.target - 2; i++) await bet(i === 0 ? big : rounds.minRoundStake, i === 0 ? big + 350_000 : 0);
    const v = (await p.call.get('missionProgress', token)).body.value;
    expect(v.missions.filter((m: { done: boolean }) => m.done).map((m: { id: number }) => m.id)).toEqual([1, 2]);
    expect(v.claimable).toBe(2);
    const burst = await Promise.all(Array.from({ length: 4 }, () => p.call.post('missionClaim', { missionId: 1 }, token)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.body.code === 'error_mission_claimed')).toHaveLength(3);
    expect(await memberBalance(p.env.DB, id, 'VND')).toBe(rounds.reward);
    expect((await turnoverStatus(p.env.DB, id)).required).toBe(rounds.reward * REWARD_ECONOMICS.missions.turnoverMultiple);
    const after = (await p.call.post('missionClaim', { missionId: 2 }, token)).body.value;
    expect(after.claimable).toBe(0);
    expect(after.missions.filter((m: { claimed: boolean }) => m.claimed).map((m: { id: number }) => m.id)).toEqual([1, 2]);
  });

  it('lists visitors the missions without progress', async () => {
    const list = (await p.call.get('missionSummary')).body.value;
    expect(list).toHaveLength(REWARD_ECONOMICS.missions.list.length);
    expect(list[0]).toEqual({ id: 1, period: rounds.period, kind: rounds.kind, target: rounds.target, minStake: rounds.minRoundStake, reward: rounds.reward });
  });
});

describe('leaderboards', () => {
  it('ranks the week’s mission claims and the biggest wins with masked accounts', async () => {
    expect(maskAccount('missionone')).toBe('mi***e');
    expect((await p.call.get('missionLeaderboard', token)).body.value).toEqual([
      { rank: 1, account: 'mi***e', missions: 2, rewards: rounds.reward + validBet.reward },
    ]);
    const winners = (await p.call.get('winnersLeaderboard', token)).body.value;
    expect(winners).toHaveLength(1);
    expect(winners[0]).toMatchObject({ rank: 1, account: 'mi***e', win: 350_000 });
  });
});
