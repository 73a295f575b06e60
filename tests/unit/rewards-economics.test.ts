// The reward economics configuration (DOMAIN.md §3 "Reward economics";
// src/platform/rewards/economics.ts): the in-house games' house edges computed from their payout
// rules, and the check that everything the configured rewards pay back on stakes stays within the
// documented bound, itself below the smallest edge. The same check refuses the configuration that
// paid about 10 % of every stake back.
import { DICE_TARGET_MAX, DICE_TARGET_MIN, REEL_STRIPS, SLOT_THREE_OF_A_KIND, SLOT_TWO_CHERRIES } from '../../src/contracts/provably-fair.ts';
import { GAME_CLASSIFIES } from '../../src/contracts/schemas/games.ts';
import {
  expectedDicePayout,
  expectedSlotPayout,
  inhouseHouseEdgesBp,
  REWARD_ECONOMICS,
  rewardEconomicsProblems,
  rewardMarginBp,
  rewardReturnsBp,
  smallestHouseEdgeBp,
  type RewardEconomics,
} from '../../src/platform/rewards/economics.ts';

/** A copy of the configuration to change in one test. */
const copy = (): RewardEconomics => structuredClone(REWARD_ECONOMICS);

describe('house edges of the in-house games', () => {
  it('dice returns 99 % for every target and direction: a 1.00 % edge', () => {
    for (let target = DICE_TARGET_MIN; target <= DICE_TARGET_MAX; target++) {
      for (const direction of ['under', 'over'] as const) expect(expectedDicePayout(9_900_000, target, direction)).toBeLessThanOrEqual(9_801_000 + 1e-6);
    }
    expect(expectedDicePayout(1_000_000, 50, 'under')).toBe(990_000);
    expect(inhouseHouseEdgesBp().dice).toBe(100);
  });

  it('the slot returns 97.25 % over every reel combination: a 2.75 % edge', () => {
    // Counted independently of the engine: three of a kind by symbol, then exactly two cherries.
    const counts = REEL_STRIPS.map((strip) => (symbol: number) => strip.filter((s) => s === symbol).length);
    const combos = REEL_STRIPS.reduce((n, s) => n * s.length, 1);
    let pays = SLOT_THREE_OF_A_KIND.reduce((sum, mult, symbol) => sum + mult * counts.reduce((n, c) => n * c(symbol), 1), 0);
    const cherry = counts.map((c, i) => c(0) / REEL_STRIPS[i]!.length);
    const twoCherries = cherry[0]! * cherry[1]! * (1 - cherry[2]!) + cherry[0]! * (1 - cherry[1]!) * cherry[2]! + (1 - cherry[0]!) * cherry[1]! * cherry[2]!;
    pays += SLOT_TWO_CHERRIES * twoCherries * combos;
    expect(expectedSlotPayout(8_000)).toBeCloseTo(pays, 6);
    expect(pays / combos).toBeCloseTo(0.9725, 10);
    expect(inhouseHouseEdgesBp().slot).toBe(275);
    expect(smallestHouseEdgeBp()).toBe(100);
  });
});

describe('the configured rewards', () => {
  it('pay back at most the bound in every category, and the bound stays below the smallest edge', () => {
    expect(rewardEconomicsProblems()).toEqual([]);
    const r = rewardReturnsBp();
    for (const c of GAME_CLASSIFIES) expect(r.total[c], c).toBeLessThanOrEqual(REWARD_ECONOMICS.returnBoundBp);
    expect(REWARD_ECONOMICS.returnBoundBp).toBeLessThan(smallestHouseEdgeBp());
    expect(rewardMarginBp()).toBe(smallestHouseEdgeBp() - REWARD_ECONOMICS.returnBoundBp);
    expect(rewardMarginBp()).toBeGreaterThan(0);
  });

  it('count missions, VIP gifts, raffles and referral rewards on the valid bet each needs', () => {
    const c = copy();
    c.missions.list = [
      { id: 1, period: 'daily', kind: 'valid_bet', target: 1_000_000, minRoundStake: 0, reward: 100 }, // 1 bp
      { id: 2, period: 'daily', kind: 'bet_count', target: 4, minRoundStake: 250_000, reward: 200 }, // 2 bp of 1,000,000
      { id: 3, period: 'weekly', kind: 'deposit', target: 1_000_000, minRoundStake: 0, reward: 300 }, // 3 bp of the 1× deposit turnover
    ];
    c.vip.levels = [
      { ...c.vip.levels[0]! },
      { ...c.vip.levels[1]!, validBetRequired: 1_000_000, upgradeGift: 400 }, // 4 bp
      { ...c.vip.levels[2]!, validBetRequired: 2_000_000, upgradeGift: 1_200 }, // (400 + 1,200) / 2,000,000 = 8 bp: the worst level counts
    ];
    c.raffles = [
      {
        promotionId: 1,
        minValidBet: 100_000,
        prizes: [
          { amount: 100, weight: 1 },
          { amount: 10, weight: 9 },
        ],
        turnoverMultiple: 1,
      },
    ]; // (100 + 90) / 10 = 19 per 100,000: 1.9 bp
    c.referral = { reward: 500, minDeposit: 1_000_000, turnoverMultiple: 1 }; // 5 bp
    const r = rewardReturnsBp(c);
    expect(r.missions).toBeCloseTo(6, 10);
    expect(r.vip).toBeCloseTo(8, 10);
    expect(r.raffles).toBeCloseTo(1.9, 10);
    expect(r.referral).toBeCloseTo(5, 10);
    expect(r.total.inhouse).toBeCloseTo(
      c.rebate.rateBp.inhouse! + (c.points.per10k.inhouse! * c.points.convertAmount) / c.points.convertPoints + 6 + 8 + 1.9 + 5,
      10,
    );
  });

  it('refuse the configuration that paid about 10 % of every stake back', () => {
    // The rates before this configuration (migrations 0040–0045, the demo seed): 10 points per
    // 10,000 worth 100 each, a 1 % in-house rebate, a 5,000 reward for 5 rounds of any stake…
    const c = copy();
    c.rebate.rateBp = { ...c.rebate.rateBp, inhouse: 100, rng: 100 };
    c.points = { ...c.points, per10k: { ...c.points.per10k, inhouse: 10 }, convertAmount: 10_000, turnoverMultiple: 0 };
    c.missions.list = [
      { id: 1, period: 'daily', kind: 'bet_count', target: 5, minRoundStake: 0, reward: 5_000 },
      { id: 2, period: 'daily', kind: 'valid_bet', target: 200_000, minRoundStake: 0, reward: 10_000 },
    ];
    c.raffles = [
      {
        promotionId: 106,
        minValidBet: 20_000,
        prizes: [
          { amount: 88_888, weight: 1 },
          { amount: 20_000, weight: 9 },
          { amount: 5_000, weight: 90 },
        ],
        turnoverMultiple: 1,
      },
    ];
    expect(rewardReturnsBp(c).points.inhouse).toBe(1_000);
    const problems = rewardEconomicsProblems(c);
    expect(problems.some((x) => x.startsWith('inhouse:'))).toBe(true);
    expect(problems.some((x) => x.startsWith('mission 1 counts rounds without a minimum stake'))).toBe(true);
    expect(problems.some((x) => x.startsWith('points: money paid must carry a turnover requirement'))).toBe(true);
  });

  it('refuse a bound that is not below the smallest house edge', () => {
    const c = copy();
    c.returnBoundBp = smallestHouseEdgeBp();
    expect(rewardEconomicsProblems(c)[0]).toMatch(/^the bound 100 bp is not below the smallest in-house house edge 100 bp$/);
  });
});
