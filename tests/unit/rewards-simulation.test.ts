// Reward economics, end to end (DOMAIN.md §3 "Reward economics"): a player who stakes 10,000,000
// on each in-house game (dice and slot) through the real platform calls, and claims every reward
// the site pays (rebate, points converted to money, missions, VIP gifts, the daily raffle, and the
// referral reward a second account of theirs earns for having referred them), ends below their
// start by at least the configured margin (smallest house edge − bound on return per stake).
//
// Deterministic, not statistical. A few rounds of one player are dominated by luck (a 95 % dice bet
// wins 4 % of its stake 95 times in 100; a slot spin can pay 500×), so asserting the raw balance
// would need tens of thousands of rounds to be safe. Instead the test takes the luck out exactly:
// each round's payout is replaced by its expectation over every equally likely outcome (all 10,000
// dice rolls, every slot reel combination, computed with src/contracts/provably-fair.ts), and the
// raffle's prize by the pool's expected prize. Every other reward is a fixed function of the
// stakes, the deposit and the time, so the luck-free balance is the same on every run. Large
// stakes and ten rounds keep it fast.
import type { DiceDirection } from '../../src/contracts/provably-fair.ts';
import { memberBalance } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { signNotification } from '../../src/platform/cashier/deposits.ts';
import { expectedDicePayout, expectedSlotPayout, REWARD_ECONOMICS, rewardMarginBp } from '../../src/platform/rewards/economics.ts';
import { payReferralRewards } from '../../src/platform/rewards/referral.ts';
import { seedVendors } from '../../src/platform/seed/games.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const PLAYER = { id: 1580, account: 'simplayer' };
/** The player's second account, which referred the first: its referral reward counts as the player's. */
const SECOND = { id: 1581, account: 'simsecond' };
const tokens = { player: '' };
/** 10,000,000 on each game: 5 rounds of 2,000,000 (each game's minimum rounds for the round-count missions). */
const ROUNDS_PER_GAME = 5;
const STAKE = 2_000_000;
const STAKED = 2 * ROUNDS_PER_GAME * STAKE;
/** A deposit that covers every stake even if every round loses. */
const DEPOSIT = STAKED;
const DICE_BETS: [number, DiceDirection][] = [
  [50, 'under'],
  [95, 'under'],
  [30, 'over'],
  [75, 'under'],
  [98, 'under'],
];

beforeAll(async () => {
  const db = p.env.DB;
  // The in-house vendor row, for the rounds' game category (rebate and points rates).
  const v = seedVendors.find((x) => x.code === 'inhouse')!;
  await db
    .prepare('INSERT INTO game_vendors (code, name, game_category, game_classify, logo, launch_kind) VALUES (?, ?, ?, ?, ?, ?)')
    .bind(v.code, v.name, v.gameCategory, v.gameClassify, '', v.launchKind)
    .run();
  for (const [m, referredBy] of [
    [SECOND, null],
    [PLAYER, SECOND.account],
  ] as const) {
    await db
      .prepare(
        "INSERT INTO members (id, account, nickname, password_hash, type, referral_code, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, ?, 0, ?)",
      )
      .bind(m.id, m.account, referredBy, Date.now())
      .run();
  }
  tokens.player = await createSession(db, PLAYER.id);
  await p.call.post('paymentPasswordSave', { newPassword: '246810', confirmPassword: '246810' }, tokens.player);
});

describe('a player who stakes 10,000,000 on each in-house game and claims every reward', () => {
  it('ends below the start by at least the configured margin of the valid bet', async () => {
    const db = p.env.DB;
    const both = async () => (await memberBalance(db, PLAYER.id, 'VND')) + (await memberBalance(db, SECOND.id, 'VND'));

    // A real deposit: the cashier's order, then the provider's signed callback.
    const order = await p.call.post('depositCreate', { channel: 'bank', amount: DEPOSIT, requestId: 'sim-deposit-1' }, tokens.player);
    expect(order.status).toBe(200);
    expect(
      (
        await p.call.post(
          'paymentCallback',
          await signNotification(p.env, { depositId: order.body.value.id, providerTxnId: 'SIM-DEPOSIT-1', amount: DEPOSIT, status: 'paid' }),
        )
      ).status,
    ).toBe(200);
    const start = await both();

    // The games, each round's luck measured against its exact expectation.
    let luck = 0;
    let raffleLuck = 0;
    const slotExpected = expectedSlotPayout(STAKE);
    for (let i = 0; i < ROUNDS_PER_GAME; i++) {
      const [target, direction] = DICE_BETS[i % DICE_BETS.length]!;
      const dice = await p.call.post('inhouseDice', { roundKey: `sim-dice-${i}-round`, stake: STAKE, target, direction }, tokens.player);
      expect(dice.status).toBe(200);
      luck += dice.body.value.round.payout - expectedDicePayout(STAKE, target, direction);
      const slot = await p.call.post('inhouseSlot', { roundKey: `sim-slot-${i}-round`, stake: STAKE }, tokens.player);
      expect(slot.status).toBe(200);
      luck += slot.body.value.round.payout - slotExpected;
    }

    // Every reward the player can claim.
    const paid = { rebate: 0, points: 0, missions: 0, vip: 0, raffle: 0, referral: 0 };
    paid.rebate = (await p.call.post('rebateClaim', {}, tokens.player)).body.value.amount;
    const points = (await p.call.get('pointBalance', tokens.player)).body.value.points as number;
    const cfg = (await p.call.get('pointConfig', tokens.player)).body.value;
    const convertible = Math.min(points, cfg.dailyCapPoints - cfg.usedToday);
    const converted = await p.call.post(
      'convertPoint',
      { points: convertible - (convertible % cfg.convertPoints), paymentPassword: '246810', requestId: 'sim-convert-1' },
      tokens.player,
    );
    paid.points = converted.body.value.amount;
    for (const m of (await p.call.get('missionProgress', tokens.player)).body.value.missions) {
      if (!m.done) continue;
      const claim = await p.call.post('missionClaim', { missionId: m.id }, tokens.player);
      expect(claim.status).toBe(200);
      paid.missions += m.reward;
    }
    paid.vip = ((await p.call.get('playerRank', tokens.player)).body.value.paidNow as { amount: number }[]).reduce((s, g) => s + g.amount, 0);
    for (const raffle of REWARD_ECONOMICS.raffles) {
      const claim = await p.call.post('claimRafflePromotion', { promotionId: raffle.promotionId }, tokens.player);
      expect(claim.status).toBe(200);
      const prize = claim.body.value.claimed.prize as number;
      paid.raffle += prize;
      const weight = raffle.prizes.reduce((s, x) => s + x.weight, 0);
      raffleLuck += prize - raffle.prizes.reduce((s, x) => s + x.amount * x.weight, 0) / weight;
    }
    const secondBefore = await memberBalance(db, SECOND.id, 'VND');
    await payReferralRewards(db, 'VND', Date.now());
    paid.referral = (await memberBalance(db, SECOND.id, 'VND')) - secondBefore;

    // The stakes and the deposit reach every program under the configured terms.
    for (const [program, amount] of Object.entries(paid)) expect(amount, program).toBeGreaterThan(0);
    const end = await both();

    // Luck taken out, the player is down by at least the margin on the valid bet…
    const luckFree = end - luck - raffleLuck;
    expect(luckFree).toBeLessThanOrEqual(start - (rewardMarginBp() * STAKED) / 10_000);
    // …and what the rewards gave back (the raffle at its expected prize) stays within the bound on return per stake.
    const rewards = Object.values(paid).reduce((s, a) => s + a, 0) - raffleLuck;
    expect(rewards).toBeLessThanOrEqual((REWARD_ECONOMICS.returnBoundBp * STAKED) / 10_000);

    // None of the reward money can leave before it is wagered: each credit added its requirement.
    const owed = (await turnoverStatus(db, PLAYER.id)).required;
    expect(owed).toBeGreaterThanOrEqual(DEPOSIT + paid.rebate + paid.points + paid.missions + paid.vip + paid.raffle);
    expect((await turnoverStatus(db, SECOND.id)).required).toBeGreaterThanOrEqual(paid.referral);
  }, 180_000);
});
