// Rewards on a real local D1 (SPEC §2.7 manualRebate, points shop, messageV2, feedback; DOMAIN.md §3):
// rebate computation per category and a single claim under concurrency, points accrual per valid bet,
// redeem and convert behind the payment password with every refusal moving nothing, the turnover
// requirement on rebate and converted points, unread counts and feedback word bounds. Rates and
// amounts come from the one configuration (src/platform/rewards/economics.ts).
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { REWARD_ECONOMICS } from '../../src/platform/rewards/economics.ts';
import { convertPoints as convert } from '../../src/platform/rewards/points.ts';
import { rebateAmount } from '../../src/platform/rewards/rebate.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const ids = { a: 1501, b: 1502, c: 1503 };
const tokens: Record<keyof typeof ids, string> = { a: '', b: '', c: '' };
let seq = 0;
const rid = () => `rw-${Date.now()}-${seq++}`;
const points = async (who: keyof typeof ids) => (await p.call.get('pointBalance', tokens[who])).body.value.points as number;
const rate = REWARD_ECONOMICS.rebate.rateBp;
const per10k = REWARD_ECONOMICS.points.per10k;
/** Points one settled round of `stake` earns in `category` (floored per round). */
const earned = (stake: number, category: 'sports' | 'live') => Math.floor((stake * per10k[category]!) / 10_000);
const { convertPoints, convertAmount, dailyCapPoints } = REWARD_ECONOMICS.points;
/** Member a's points balance as the tests go (each test starts from the one before). */
let pointsA = 0;

/** A settled round of `stake` at vendor `vendor` (settled `ago` ms before now). */
async function round(memberId: number, vendor: string, stake: number, status: 'settled' | 'open' = 'settled', ago = 1000) {
  const at = Date.now() - ago;
  await p.env.DB.prepare(
    "INSERT INTO game_rounds (vendor, round_id, member_id, game_code, stake, payout, status, created_at, settled_at) VALUES (?, ?, ?, 'g', ?, 0, ?, ?, ?)",
  )
    .bind(vendor, `r-${seq++}`, memberId, stake, status, at, status === 'settled' ? at : null)
    .run();
}

beforeAll(async () => {
  const db = p.env.DB;
  await db.batch([
    db.prepare(
      "INSERT OR IGNORE INTO game_vendors (code, name, game_category, game_classify, logo, launch_kind) VALUES ('SPT', 'S', 'SPORTS', 'sports', '', 'seamless')",
    ),
    db.prepare(
      "INSERT OR IGNORE INTO game_vendors (code, name, game_category, game_classify, logo, launch_kind) VALUES ('LIV', 'L', 'LIVE', 'live', '', 'iframe')",
    ),
  ]);
  const house = await ensureAccount(db, null, 'VND');
  for (const who of ['a', 'b', 'c'] as const) {
    await db
      .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, 0, ?)")
      .bind(ids[who], `rw${who}`, Date.now())
      .run();
    tokens[who] = await createSession(db, ids[who]);
    const wallet = await ensureAccount(db, ids[who], 'VND');
    await postTransaction(db, {
      idempotencyKey: `rw-open-${who}`,
      kind: 'deposit',
      entries: [
        { accountId: wallet, amount: 1_000_000 },
        { accountId: house, amount: -1_000_000 },
      ],
    });
    await p.call.post('paymentPasswordSave', { newPassword: '246810', confirmPassword: '246810' }, tokens[who]);
  }
});

describe('manual rebate', () => {
  it('computes a rate per category of the settled stake since the last claim, and pays it once', async () => {
    await round(ids.a, 'SPT', 1_000_000);
    await round(ids.a, 'SPT', 250_000);
    await round(ids.a, 'LIV', 500_000);
    await round(ids.a, 'LIV', 900_000, 'open');
    const info = (await p.call.get('rebateInfo', tokens.a)).body.value;
    expect(info.from).toBe(0);
    const sports = rebateAmount(1_250_000, rate.sports!);
    const live = rebateAmount(500_000, rate.live!);
    expect(sports + live).toBeGreaterThan(0);
    expect(info.rows).toEqual([
      { category: 'sports', validBet: 1_250_000, rateBp: rate.sports, amount: sports },
      { category: 'live', validBet: 500_000, rateBp: rate.live, amount: live },
    ]);
    expect(info.total).toBe(sports + live);
    const before = await memberBalance(p.env.DB, ids.a, 'VND');
    const claim = await p.call.post('rebateClaim', {}, tokens.a);
    expect(claim.body.value).toMatchObject({ validBet: 1_750_000, amount: sports + live });
    expect(await memberBalance(p.env.DB, ids.a, 'VND')).toBe(before + sports + live);
    // The rebate carries its turnover requirement, added in the same batch (DOMAIN.md §3).
    expect((await turnoverStatus(p.env.DB, ids.a)).required).toBe((sports + live) * REWARD_ECONOMICS.rebate.turnoverMultiple);
    // Claiming again: nothing left in the new period, nothing moves.
    expect((await p.call.post('rebateClaim', {}, tokens.a)).body.code).toBe('error_rebate_nothing');
    expect(await memberBalance(p.env.DB, ids.a, 'VND')).toBe(before + sports + live);
    const after = (await p.call.get('rebateInfo', tokens.a)).body.value;
    expect(after.total).toBe(0);
    expect(after.history).toHaveLength(1);
    expect(after.history[0].amount).toBe(sports + live);
  });

  it('floors to whole minor units', () => {
    expect(rebateAmount(999, 100)).toBe(9);
    expect(rebateAmount(99, 80)).toBe(0);
  });

  it('pays a period once when claims race', async () => {
    await round(ids.b, 'SPT', 2_000_000);
    const before = await memberBalance(p.env.DB, ids.b, 'VND');
    const burst = await Promise.all(Array.from({ length: 5 }, () => p.call.post('rebateClaim', {}, tokens.b)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.status !== 200).every((r) => ['error_rebate_claimed', 'error_rebate_nothing'].includes(r.body.code))).toBe(true);
    expect(await memberBalance(p.env.DB, ids.b, 'VND')).toBe(before + rebateAmount(2_000_000, rate.sports!));
    const n = await p.env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'rebate' AND idempotency_key LIKE ?")
      .bind(`rebate:${ids.b}:%`)
      .first<{ n: number }>();
    expect(n?.n).toBe(1);
  });

  it('is closed to visitors', async () => {
    expect((await p.call.post('rebateClaim', {})).status).toBe(401);
  });
});

describe('points', () => {
  it('accrues per settled valid bet by category, once per round', async () => {
    // a's settled rounds: sports 1,000,000 and 250,000, live 500,000; each floored on its own.
    const fromRounds = earned(1_000_000, 'sports') + earned(250_000, 'sports') + earned(500_000, 'live');
    expect(fromRounds).toBeGreaterThan(0);
    expect(await points('a')).toBe(fromRounds);
    expect(await points('a')).toBe(fromRounds);
    await round(ids.a, 'SPT', 9_999);
    pointsA = fromRounds + earned(9_999, 'sports');
    expect(await points('a')).toBe(pointsA);
    const details = (await p.call.get('memberTransactionDetails', tokens.a)).body.value;
    expect(details.every((d: { source: string }) => d.source === 'bet')).toBe(true);
    expect(details.reduce((s: number, d: { points: number }) => s + d.points, 0)).toBe(pointsA);
  });

  it('redeems an item behind the payment password, once per request, and lists it in process', async () => {
    const item = (await p.call.get('pointReward', tokens.a)).body.value.items.find((i: { id: number }) => i.id === 1);
    expect(item).toMatchObject({ pointsRequired: 50, quantity: 100, status: 'active' });
    expect(pointsA).toBeGreaterThanOrEqual(50);
    expect((await p.call.post('redeemPointReward', { itemId: 1, paymentPassword: '000000', requestId: rid() }, tokens.a)).body.code).toBe(
      'error_payment_password_wrong',
    );
    expect(await points('a')).toBe(pointsA);
    const requestId = rid();
    const first = await p.call.post('redeemPointReward', { itemId: 1, paymentPassword: '246810', requestId }, tokens.a);
    const again = await p.call.post('redeemPointReward', { itemId: 1, paymentPassword: '246810', requestId }, tokens.a);
    expect(first.body.value).toMatchObject({ itemId: 1, points: 50, status: 'process' });
    expect(again.body.value.id).toBe(first.body.value.id);
    pointsA -= 50;
    expect(await points('a')).toBe(pointsA);
    expect((await p.call.get('pointReward', tokens.a)).body.value.items[0].quantity).toBe(99);
    const list = (await p.call.get('redeemPointList', tokens.a)).body.value;
    expect(list).toHaveLength(1);
  });

  it('refuses too few points, a sold-out item and an unmet amount requirement, moving nothing', async () => {
    const before = await points('c');
    expect(before).toBe(0);
    expect((await p.call.post('redeemPointReward', { itemId: 1, paymentPassword: '246810', requestId: rid() }, tokens.c)).body.code).toBe(
      'error_points_insufficient',
    );
    expect((await p.call.post('redeemPointReward', { itemId: 4, paymentPassword: '246810', requestId: rid() }, tokens.a)).body.code).toBe(
      'error_points_sold_out',
    );
    expect((await p.call.post('redeemPointReward', { itemId: 2, paymentPassword: '246810', requestId: rid() }, tokens.a)).body.code).toBe(
      'error_points_amount_requirement',
    );
    expect((await p.call.post('redeemPointReward', { itemId: 999, paymentPassword: '246810', requestId: rid() }, tokens.a)).status).toBe(404);
    expect(await points('a')).toBe(pointsA);
    expect((await p.call.get('redeemPointList', tokens.a)).body.value).toHaveLength(1);
  });

  it('sells the last unit once when redeems race', async () => {
    await p.env.DB.prepare('UPDATE point_items SET quantity = 1 WHERE id = 1').run();
    const burst = await Promise.all(
      Array.from({ length: 4 }, () => p.call.post('redeemPointReward', { itemId: 1, paymentPassword: '246810', requestId: rid() }, tokens.a)),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(1);
    expect(burst.filter((r) => r.body.code === 'error_points_sold_out')).toHaveLength(3);
    pointsA -= 50;
    expect(await points('a')).toBe(pointsA);
    await p.env.DB.prepare('UPDATE point_items SET quantity = 50 WHERE id = 1').run();
  });

  it('returns the points when a redemption is rejected, once', async () => {
    const list = (await p.call.get('redeemPointList', tokens.a)).body.value;
    const rejected = await p.call.post('devRedeemDecide', { id: list[0].id, decision: 'rejected' });
    expect(rejected.body.value.status).toBe('rejected');
    expect((await p.call.post('devRedeemDecide', { id: list[0].id, decision: 'rejected' })).status).toBe(404);
    pointsA += 50;
    expect(await points('a')).toBe(pointsA);
    expect((await p.call.post('devRedeemDecide', { id: list[1].id, decision: 'approved' })).body.value.status).toBe('approved');
    expect(await points('a')).toBe(pointsA);
  });

  it('converts multiples of the step to balance within the daily cap, with a turnover requirement', async () => {
    // A grant so the member holds more than one step (4 steps are converted below).
    await p.env.DB.prepare("INSERT INTO point_entries (member_id, source, source_id, points, created_at) VALUES (?, 'grant', 'test-base', ?, ?)")
      .bind(ids.a, 4 * convertPoints, Date.now())
      .run();
    pointsA += 4 * convertPoints;
    const before = await memberBalance(p.env.DB, ids.a, 'VND');
    const turnoverBefore = (await turnoverStatus(p.env.DB, ids.a)).required;
    const tooMany = (Math.floor(pointsA / convertPoints) + 1) * convertPoints;
    expect((await p.call.post('convertPoint', { points: convertPoints + 1, paymentPassword: '246810', requestId: rid() }, tokens.a)).body.code).toBe(
      'error_points_convert_multiple',
    );
    expect((await p.call.post('convertPoint', { points: tooMany, paymentPassword: '246810', requestId: rid() }, tokens.a)).body.code).toBe(
      'error_points_insufficient',
    );
    expect((await p.call.post('convertPoint', { points: convertPoints, paymentPassword: '111111', requestId: rid() }, tokens.a)).body.code).toBe(
      'error_payment_password_wrong',
    );
    expect(await memberBalance(p.env.DB, ids.a, 'VND')).toBe(before);
    expect(await points('a')).toBe(pointsA);
    const requestId = rid();
    const amount = 4 * convertAmount;
    const res = await p.call.post('convertPoint', { points: 4 * convertPoints, paymentPassword: '246810', requestId }, tokens.a);
    expect(res.body.value).toEqual({ points: 4 * convertPoints, amount, balancePoints: pointsA - 4 * convertPoints });
    await p.call.post('convertPoint', { points: 4 * convertPoints, paymentPassword: '246810', requestId }, tokens.a);
    expect(await memberBalance(p.env.DB, ids.a, 'VND')).toBe(before + amount);
    pointsA -= 4 * convertPoints;
    expect(await points('a')).toBe(pointsA);
    // Converted points are money that owes turnover, like a bonus (DOMAIN.md §3): added once, with the credit.
    expect((await turnoverStatus(p.env.DB, ids.a)).required).toBe(turnoverBefore + amount * REWARD_ECONOMICS.points.turnoverMultiple);
    // The daily cap: give the member plenty, then go one step past the cap.
    await p.env.DB.prepare("INSERT INTO point_entries (member_id, source, source_id, points, created_at) VALUES (?, 'grant', 'test', ?, ?)")
      .bind(ids.a, 2 * dailyCapPoints, Date.now())
      .run();
    const left = dailyCapPoints - 4 * convertPoints;
    expect((await p.call.post('convertPoint', { points: left + convertPoints, paymentPassword: '246810', requestId: rid() }, tokens.a)).body.code).toBe(
      'error_points_daily_cap',
    );
    expect((await p.call.post('convertPoint', { points: left, paymentPassword: '246810', requestId: rid() }, tokens.a)).status).toBe(200);
    expect((await p.call.get('pointConfig', tokens.a)).body.value).toMatchObject({ convertPoints, convertAmount, dailyCapPoints, usedToday: dailyCapPoints });
  });

  it('never converts past the daily cap when conversions race', async () => {
    // Member b: plenty of points, a burst of conversions (the rule itself, past the payment
    // password) worth twice the cap; the trigger on the conversion row, which carries the
    // configured cap, lets exactly the cap through.
    await p.env.DB.prepare("INSERT INTO point_entries (member_id, source, source_id, points, created_at) VALUES (?, 'grant', 'race', ?, ?)")
      .bind(ids.b, 4 * dailyCapPoints, Date.now())
      .run();
    const before = await memberBalance(p.env.DB, ids.b, 'VND');
    const step = dailyCapPoints / 10;
    const burst = await Promise.all(Array.from({ length: 20 }, () => convert(p.env.DB, ids.b, step, rid(), 'VND', Date.now())));
    expect(burst.filter((r) => typeof r !== 'string')).toHaveLength(10);
    expect(burst.filter((r) => typeof r === 'string').every((r) => r === 'error_points_daily_cap')).toBe(true);
    expect(await memberBalance(p.env.DB, ids.b, 'VND')).toBe(before + (dailyCapPoints / convertPoints) * convertAmount);
    expect((await p.env.DB.prepare('SELECT COALESCE(SUM(points), 0) AS n FROM point_converts WHERE member_id = ?').bind(ids.b).first<{ n: number }>())?.n).toBe(
      dailyCapPoints,
    );
  });
});

describe('messages and feedback', () => {
  it('counts unread messages and clears them when read', async () => {
    expect((await p.call.get('unreadCount', tokens.a)).body.value).toEqual({ count: 0 });
    const m = await p.call.post('devMessageSend', { account: 'rwa', title: 'Hello', body: 'Welcome' });
    await p.call.post('devMessageSend', { account: 'rwa', title: 'Second', body: 'Text' });
    expect((await p.call.get('unreadCount', tokens.a)).body.value).toEqual({ count: 2 });
    expect((await p.call.post('messageRead', { id: m.body.value.id }, tokens.a)).body.value).toEqual({ count: 1 });
    expect((await p.call.post('messageRead', { id: m.body.value.id }, tokens.b)).status).toBe(404);
    const list = (await p.call.get('messageList', tokens.a)).body.value;
    expect(list.map((x: { read: boolean }) => x.read)).toEqual([false, true]);
  });

  it('takes feedback of the six types within the word bounds, and lists it with replies', async () => {
    expect((await p.call.post('feedback', { type: 'deposit', content: 'too short' }, tokens.a)).body.code).toBe('error_feedback_words');
    expect((await p.call.post('feedback', { type: 'deposit', content: 'word '.repeat(501) }, tokens.a)).body.code).toBe('error_feedback_words');
    expect((await p.call.post('feedback', { type: 'lottery', content: 'my deposit is late' }, tokens.a)).body.code).toBe('error_validation');
    const sent = await p.call.post('feedback', { type: 'withdrawal', content: '  my withdrawal is late  ' }, tokens.a);
    expect(sent.body.value).toMatchObject({ type: 'withdrawal', content: 'my withdrawal is late', reply: null });
    await p.call.post('devFeedbackReply', { id: sent.body.value.id, reply: 'It is paid now.' });
    expect((await p.call.get('feedbackList', tokens.a)).body.value[0]).toMatchObject({ reply: 'It is paid now.' });
    expect((await p.call.get('feedbackList', tokens.b)).body.value).toEqual([]);
  });
});

describe('referral', () => {
  it('shows the member’s code and the friends who joined with it, masked', async () => {
    await p.env.DB.prepare(
      "INSERT INTO members (id, account, nickname, password_hash, type, referral_code, password_changed_at, created_at) VALUES (1509, 'friendofa', 'n', 'x', 0, 'RWA', 0, ?)",
    )
      .bind(Date.now())
      .run();
    const v = (await p.call.get('referralInfo', tokens.a)).body.value;
    expect(v).toMatchObject({ enabled: true, code: 'rwa', earned: 0 });
    expect(v.friends).toEqual([expect.objectContaining({ account: 'fr***a', deposited: false })]);
    expect((await p.call.get('referralInfo', tokens.b)).body.value.friends).toEqual([]);
    await p.env.DB.prepare('UPDATE referral_config SET enabled = 0').run();
    expect((await p.call.get('referralInfo', tokens.a)).body.value.enabled).toBe(false);
  });
});
