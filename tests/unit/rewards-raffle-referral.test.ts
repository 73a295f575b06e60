// Raffle promotions and referral rewards on a real local D1 (SPEC §7.2 MCS2_claimRafflePromotion,
// §2.7 referral, §2.4 refer and earn): the draw opens at the day's minimum valid bet, pays once a
// day (also under concurrent claims) through the ledger with a turnover requirement; the referral
// job pays a referrer once per friend whose paid deposits reach the minimum, never for a trial
// account, and a rerun or concurrent run pays nothing twice. Terms come from
// src/platform/rewards/economics.ts (promotion 106's raffle, the referral reward and minimum).
import { ensureAccount, memberBalance } from '../../src/platform/lib/ledger.ts';
import { raffleConfig, REWARD_ECONOMICS } from '../../src/platform/rewards/economics.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { pickPrize } from '../../src/platform/rewards/raffle.ts';
import { payReferralRewards } from '../../src/platform/rewards/referral.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const R = 1550; // raffle player
const PROMO = 106;
const raffle = raffleConfig(PROMO)!;
const prizes = [...new Set(raffle.prizes.map((x) => x.amount))].sort((a, b) => b - a);
const referral = REWARD_ECONOMICS.referral;
let token = '';
let seq = 0;
const bet = (stake: number, at = Date.now() - 1000) =>
  p.env.DB.prepare(
    "INSERT INTO game_rounds (vendor, round_id, member_id, game_code, stake, payout, status, created_at, settled_at) VALUES ('inhouse', ?, ?, 'dice', ?, 0, 'settled', ?, ?)",
  )
    .bind(`rf-${seq++}`, R, stake, at, at)
    .run();
const member = async (id: number, account: string, type = 0, referral: string | null = null) => {
  await p.env.DB.prepare(
    'INSERT INTO members (id, account, nickname, password_hash, type, referral_code, password_changed_at, created_at) VALUES (?, ?, ?, ?, ?, ?, 0, ?)',
  )
    .bind(id, account, 'n', 'x', type, referral, Date.now())
    .run();
  await ensureAccount(p.env.DB, id, 'VND');
};
const deposit = (memberId: number, amount: number, status = 'paid') =>
  p.env.DB.prepare(
    "INSERT INTO deposits (member_id, request_id, channel, amount, reference, pay_token, status, created_at, expires_at) VALUES (?, ?, 'bank', ?, 'REF', 'tok', ?, ?, ?)",
  )
    .bind(memberId, `rf-${seq++}`, amount, status, Date.now(), Date.now() + 60_000)
    .run();

beforeAll(async () => {
  await member(R, 'raffleone');
  token = await createSession(p.env.DB, R);
});

describe('raffle', () => {
  it('picks prizes by weight', () => {
    const pool = [
      { amount: 100, weight: 1 },
      { amount: 10, weight: 3 },
    ];
    expect([0, 1, 2, 3, 4, 7].map((r) => pickPrize(pool, r))).toEqual([100, 10, 10, 10, 100, 10]);
  });

  it('refuses a draw below the day’s minimum valid bet and an unknown raffle, moving nothing', async () => {
    await bet(raffle.minValidBet - 5_000);
    await bet(2 * raffle.minValidBet, Date.now() - 2 * 86_400_000); // an earlier day does not count
    const s = await p.call.get('raffleStatus', token, { promotionId: String(PROMO) });
    expect(s.body.value).toMatchObject({ minValidBet: raffle.minValidBet, validBet: raffle.minValidBet - 5_000, eligible: false, prizes, claimed: null });
    const r = await p.call.post('claimRafflePromotion', { promotionId: PROMO }, token);
    expect([r.status, r.body.code]).toEqual([400, 'error_raffle_not_eligible']);
    expect((await p.call.post('claimRafflePromotion', { promotionId: 424242 }, token)).status).toBe(404);
    expect((await p.call.post('claimRafflePromotion', { promotionId: 'x' }, token)).status).toBe(400);
    expect(await memberBalance(p.env.DB, R, 'VND')).toBe(0);
  });

  it('draws once a day, also when claims race, paying the prize with its turnover', async () => {
    await bet(5_000);
    const burst = await Promise.all(Array.from({ length: 4 }, () => p.call.post('claimRafflePromotion', { promotionId: PROMO }, token)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.body.code === 'error_raffle_claimed')).toHaveLength(3);
    const prize = burst.find((r) => r.status === 200)!.body.value.claimed.prize as number;
    expect(prizes).toContain(prize);
    expect(await memberBalance(p.env.DB, R, 'VND')).toBe(prize);
    expect((await turnoverStatus(p.env.DB, R)).required).toBe(prize * raffle.turnoverMultiple);
    expect((await p.call.get('raffleStatus', token, { promotionId: String(PROMO) })).body.value.claimed).toMatchObject({ prize });
    // The prize shows in the member center's bonus details.
    const bonuses = (await p.call.get('bonusRecord', token, { from: String(Date.now() - 3_600_000), to: String(Date.now() + 60_000) })).body.value;
    expect(JSON.stringify(bonuses)).toContain('raffle');
  });
});

describe('referral rewards', () => {
  const REF = 1560;
  beforeAll(async () => {
    await member(REF, 'referone');
    const part = Math.ceil(referral.minDeposit * 0.6);
    await member(1561, 'friendpaid', 0, 'ReferOne'); // two paid deposits reaching the minimum together: qualifies
    await member(1562, 'friendsmall', 0, 'referone'); // half the minimum paid, 5× failed: not yet
    await member(1563, 'friendtrial', 4, 'referone'); // a trial account never qualifies
    await member(1564, 'friendother', 0, 'nobody');
    await deposit(1561, part);
    await deposit(1561, referral.minDeposit - part);
    await deposit(1562, referral.minDeposit / 2);
    await deposit(1562, 5 * referral.minDeposit, 'failed');
    await deposit(1563, 2 * referral.minDeposit);
    await deposit(1564, 2 * referral.minDeposit);
  });

  it('pays the referrer once per qualifying friend, also when the job runs twice or concurrently', async () => {
    const runs = await Promise.all([payReferralRewards(p.env.DB, 'VND', Date.now()), payReferralRewards(p.env.DB, 'VND', Date.now())]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await payReferralRewards(p.env.DB, 'VND', Date.now())).toBe(0);
    expect(await memberBalance(p.env.DB, REF, 'VND')).toBe(referral.reward);
    expect((await turnoverStatus(p.env.DB, REF)).required).toBe(referral.reward * referral.turnoverMultiple);
    const info = (await p.call.get('referralInfo', await createSession(p.env.DB, REF))).body.value;
    expect(info).toMatchObject({ enabled: true, reward: referral.reward, minDeposit: referral.minDeposit, earned: referral.reward });
    expect(info.friends.map((f: { earned: number; deposited: boolean }) => [f.earned, f.deposited]).sort()).toEqual(
      [
        [0, true],
        [0, true],
        [referral.reward, true],
      ].sort(),
    );
  });

  it('pays a friend who qualifies later from the cron tick, and nothing while the promotion is off', async () => {
    await p.env.DB.prepare('UPDATE referral_config SET enabled = 0').run();
    await deposit(1562, referral.minDeposit / 2);
    expect(await payReferralRewards(p.env.DB, 'VND', Date.now())).toBe(0);
    await p.env.DB.prepare('UPDATE referral_config SET enabled = 1').run();
    const tick = await runCronTick(p.env, Date.now());
    expect(tick.find((j) => j.job === 'rewards.referralRewards')).toMatchObject({ changed: 1 });
    expect(await memberBalance(p.env.DB, REF, 'VND')).toBe(2 * referral.reward);
  });
});
