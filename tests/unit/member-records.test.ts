// The member's records on a real local D1 (SPEC §2.7 personalHistoryCopy, transactionHistory):
// rounds of every game with category, status filter, totals and pages; wallet movements with the
// balance after each; only the caller's own rows; malformed or too-long ranges refused.
import { ensureAccount, postTransaction } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { gamesSeedSql } from '../../src/platform/seed/games.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const me = 801;
const other = 802;
const tokens = { me: '', other: '' };
const DAY = 86_400_000;
const now = Date.now();

beforeAll(async () => {
  const db = p.env.DB;
  const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  await db.batch(gamesSeedSql(q).map((s) => db.prepare(s)));
  for (const id of [me, other]) {
    await db
      .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, 0, ?)")
      .bind(id, `rec${id}`, now)
      .run();
  }
  tokens.me = await createSession(db, me);
  tokens.other = await createSession(db, other);
  // 25 settled slot rounds (stake 1,000, payout 1,500 on every 5th), one open dice round, one rolled back.
  const round = db.prepare(
    'INSERT INTO game_rounds (vendor, round_id, member_id, game_code, stake, payout, status, created_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const stmts = Array.from({ length: 25 }, (_, i) =>
    round.bind('PXP', `r${i}`, me, 'PXP001', 1_000, i % 5 === 0 ? 1_500 : 0, 'settled', now - i * 60_000, now - i * 60_000),
  );
  stmts.push(round.bind('inhouse', 'd1', me, 'dice', 2_000, 0, 'open', now - 1_000, null));
  stmts.push(round.bind('inhouse', 'd2', me, 'dice', 3_000, 0, 'rolled_back', now - 2_000, now - 2_000));
  stmts.push(round.bind('PXP', 'old', me, 'PXP001', 9_000, 0, 'settled', now - 40 * DAY, now - 40 * DAY));
  stmts.push(round.bind('PXP', 'x1', other, 'PXP001', 7_000, 0, 'settled', now - 1_000, now - 1_000));
  await db.batch(stmts);
  const house = await ensureAccount(db, null, 'VND');
  const wallet = await ensureAccount(db, me, 'VND');
  await postTransaction(db, {
    idempotencyKey: 'rec-dep',
    kind: 'deposit',
    now: now - 3 * 60_000,
    entries: [
      { accountId: wallet, amount: 500_000 },
      { accountId: house, amount: -500_000 },
    ],
  });
  await postTransaction(db, {
    idempotencyKey: 'rec-bet',
    kind: 'bet',
    now: now - 2 * 60_000,
    entries: [
      { accountId: wallet, amount: -20_000 },
      { accountId: house, amount: 20_000 },
    ],
  });
  await postTransaction(db, {
    idempotencyKey: 'rec-win',
    kind: 'win',
    now: now - 60_000,
    entries: [
      { accountId: wallet, amount: 35_000 },
      { accountId: house, amount: -35_000 },
    ],
  });
});

const range = { from: String(now - 7 * DAY), to: String(now + 60_000) };

describe('betting record', () => {
  it('pages every round of the range, newest first, with totals over all of them', async () => {
    const page1 = await p.call.get('bettingRecord', tokens.me, range);
    expect(page1.status).toBe(200);
    const v = page1.body.value;
    expect(v.total).toBe(27);
    expect(v.rows).toHaveLength(20);
    expect(v.rows[0].roundId).toBe('r0');
    expect(v.rows[1].roundId).toBe('d1');
    expect(v.totals).toEqual({ stake: 25_000 + 2_000 + 3_000, validBet: 25_000, payout: 5 * 1_500, winLoss: 5 * 1_500 - 25_000 });
    const page2 = await p.call.get('bettingRecord', tokens.me, { ...range, page: '2' });
    expect(page2.body.value.rows).toHaveLength(7);
  });

  it('filters by category and status and names the game and category', async () => {
    const open = await p.call.get('bettingRecord', tokens.me, { ...range, status: 'open' });
    expect(open.body.value.rows).toHaveLength(1);
    expect(open.body.value.rows[0]).toMatchObject({ category: 'inhouse', validBet: 0, winLoss: 0 });
    const slots = await p.call.get('bettingRecord', tokens.me, { ...range, category: 'rng' });
    expect(slots.body.value.total).toBe(25);
    expect(slots.body.value.rows[0].game).not.toBe('');
  });

  it('shows only the caller’s rounds', async () => {
    const theirs = await p.call.get('bettingRecord', tokens.other, range);
    expect(theirs.body.value.rows.map((r: { roundId: string }) => r.roundId)).toEqual(['x1']);
  });

  it('refuses a reversed, too long or malformed range', async () => {
    expect((await p.call.get('bettingRecord', tokens.me, { from: range.to, to: range.from })).body.code).toBe('error_validation');
    expect((await p.call.get('bettingRecord', tokens.me, { from: String(now - 200 * DAY), to: range.to })).status).toBe(400);
    expect((await p.call.get('bettingRecord', tokens.me, { ...range, page: '0' })).status).toBe(400);
    expect((await p.call.get('bettingRecord', tokens.me, { ...range, category: 'poker' })).status).toBe(400);
  });
});

describe('account record', () => {
  it('lists every wallet movement with its type and the balance after it, newest first', async () => {
    const res = await p.call.get('accountRecord', tokens.me, range);
    expect(res.body.value.rows.map((r: { type: string; amount: number; balanceAfter: number }) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['win', 35_000, 515_000],
      ['bet', -20_000, 480_000],
      ['deposit', 500_000, 500_000],
    ]);
    const bets = await p.call.get('accountRecord', tokens.me, { ...range, type: 'bet' });
    expect(bets.body.value.total).toBe(1);
    expect(bets.body.value.rows[0].balanceAfter).toBe(480_000);
  });

  it('is empty for a member without a wallet, and keeps trial users and visitors out', async () => {
    expect((await p.call.get('accountRecord', tokens.other, range)).body.value).toEqual({ rows: [], total: 0, pageSize: 20 });
    expect((await p.call.get('accountRecord', undefined, range)).status).toBe(401);
  });
});

describe('bonus details and personal profit', () => {
  it('lists only bonus-like movements (rebates, gifts, salaries) in the bonus details', async () => {
    const db = p.env.DB;
    const house = await ensureAccount(db, null, 'VND');
    const wallet = await ensureAccount(db, me, 'VND');
    await postTransaction(db, {
      idempotencyKey: 'rec-rebate',
      kind: 'rebate',
      now: now - 30_000,
      entries: [
        { accountId: wallet, amount: 4_000 },
        { accountId: house, amount: -4_000 },
      ],
    });
    const res = await p.call.get('bonusRecord', tokens.me, range);
    expect(res.body.value.rows.map((r: { type: string; amount: number }) => [r.type, r.amount])).toEqual([['rebate', 4_000]]);
    expect((await p.call.get('bonusRecord', tokens.other, range)).body.value.total).toBe(0);
  });

  it('sums profit and loss per category with totals', async () => {
    const res = (await p.call.get('personalProfit', tokens.me, range)).body.value;
    const rng = res.rows.find((r: { category: string }) => r.category === 'rng');
    expect(rng).toEqual({ category: 'rng', rounds: 25, stake: 25_000, validBet: 25_000, payout: 7_500, winLoss: -17_500 });
    expect(res.totals.rounds).toBe(27);
    expect(res.totals.winLoss).toBe(-17_500);
  });
});
