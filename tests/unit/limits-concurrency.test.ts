// Responsible-gaming limits and the provably-fair sequence under parallel bursts, on a real local D1
// (DOMAIN.md §5): the check and the spend are one atomic write, so 20-40 requests at once never
// pass a wager limit (dice, a vendor's slot, a provider's seamless bets), a loss limit (lottery
// tickets), a deposit limit (orders and their credit), a session-time limit or an exclusion; and
// bets refused in a burst (funds, limits) take no nonce: a seed's rounds carry 0..k-1, no gap.
import { diceRoll, roundBytes } from '../../src/contracts/provably-fair.ts';
import { PLAY_SPAN_MS } from '../../src/contracts/responsible-gaming-rules.ts';
import { signNotification } from '../../src/platform/cashier/deposits.ts';
import { playRound, type RoundGame } from '../../src/platform/games/inhouse-games.ts';
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { scheduleDraws } from '../../src/platform/lottery/draws.ts';
import { sandboxFeed } from '../../src/platform/lottery/sandbox-feed.ts';
import { buyTicket } from '../../src/platform/lottery/tickets.ts';
import { exclude, PERIOD_MS, setLimit } from '../../src/platform/member/responsible-gaming.ts';
import { SeamlessWallet } from '../../src/platform/games/seamless-wallet.ts';
import { gamesSeedSql, seedGames } from '../../src/platform/seed/games.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { ledgerAudit } from '../../src/platform/wallet/wallets.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const MIN = 60_000;
const vendorSlot = seedGames.find((g) => g.vendor === 'JDR' && !g.maintenance && g.isGame !== 'VASSALAGE')!;
let diceGame: RoundGame;
let nextId = 2601;
let seq = 0;
const key = () => `burst-${seq++}-${Math.random().toString(36).slice(2, 8)}`;
const burst = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
// A burst of 20-40 calls through the local D1 proxy takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

beforeAll(async () => {
  const db = p.env.DB;
  const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  await db.batch(gamesSeedSql(q).map((s) => db.prepare(s)));
  const dice = await db.prepare("SELECT node_id FROM games WHERE vendor = 'inhouse' AND game_code = 'dice'").first<{ node_id: number }>();
  diceGame = { nodeId: dice!.node_id, vendor: 'inhouse', gameCode: 'dice' };
  await scheduleDraws(db, Date.now(), sandboxFeed(p.env));
});

/** A fresh member with a session and `balance` minor units in the main wallet. */
async function member(balance: number): Promise<{ id: number; token: string }> {
  const db = p.env.DB;
  const id = nextId++;
  await db
    .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, 0, ?)")
    .bind(id, `burst${id}`, Date.now())
    .run();
  const wallet = await ensureAccount(db, id, 'VND');
  if (balance > 0) {
    const house = await ensureAccount(db, null, 'VND');
    await postTransaction(db, {
      idempotencyKey: `burst-open-${id}`,
      kind: 'deposit',
      entries: [
        { accountId: house, amount: -balance },
        { accountId: wallet, amount: balance },
      ],
    });
  }
  return { id, token: await createSession(db, id) };
}

/** The member's rounds: how many, their stakes and payouts. */
async function rounds(memberId: number) {
  return (await p.env.DB.prepare(
    'SELECT COUNT(*) AS n, COALESCE(SUM(stake), 0) AS stake, COALESCE(SUM(payout), 0) AS payout FROM game_rounds WHERE member_id = ?',
  )
    .bind(memberId)
    .first<{ n: number; stake: number; payout: number }>())!;
}

const diceBet = (token: string, stake: number) => p.call.post('inhouseDice', { roundKey: key(), stake, target: 50, direction: 'under' }, token);
const codes = (answers: { status: number; body: { code: string } }[]) => answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`);

/**
 * An issue of the one-minute fast lottery (MB layout: LO2 on one number at 1,000 costs 27,000)
 * that stays open through the file (fast draws are scheduled 15 minutes ahead).
 */
async function openIssue(): Promise<string> {
  const draw = await p.env.DB.prepare(
    "SELECT issue FROM lottery_draws WHERE game_code = 'LTLLOTTO' AND status = 'open' AND close_at > ? ORDER BY draw_at LIMIT 1",
  )
    .bind(Date.now() + 10 * MIN)
    .first<{ issue: string }>();
  return draw!.issue;
}

describe('wager limits hold under parallel bets', () => {
  it('accepts exactly two of 20 parallel 5,000 dice bets under a 10,000 daily wager limit', async () => {
    const m = await member(1_000_000);
    expect((await p.call.post('responsibleGamingLimit', { kind: 'wager', period: 'day', amount: 10_000 }, m.token)).status).toBe(200);
    const answers = await burst(20, () => diceBet(m.token, 5_000));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(codes(answers)).toEqual(Array(18).fill('403 error_rg_wager_limit'));
    const played = await rounds(m.id);
    expect(played).toMatchObject({ n: 2, stake: 10_000 });
    expect(await memberBalance(p.env.DB, m.id, 'VND')).toBe(1_000_000 - 10_000 + played.payout);
  });

  it('accepts exactly three of 20 parallel 2,000 spins on a vendor’s slot under a 6,000 weekly wager limit', async () => {
    const m = await member(1_000_000);
    await p.call.post('responsibleGamingLimit', { kind: 'wager', period: 'week', amount: 6_000 }, m.token);
    const answers = await burst(20, () => p.call.post('inhouseSlot', { roundKey: key(), stake: 2_000, nodeId: vendorSlot.nodeId }, m.token));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(codes(answers)).toEqual(Array(17).fill('403 error_rg_wager_limit'));
    const byVendor = await p.env.DB.prepare('SELECT vendor, COUNT(*) AS n, SUM(stake) AS stake FROM game_rounds WHERE member_id = ? GROUP BY vendor')
      .bind(m.id)
      .all();
    expect(byVendor.results).toEqual([{ vendor: 'JDR', n: 3, stake: 6_000 }]);
  });

  it('refuses a provider’s parallel seamless bets past the limit with limit_refused and its code', async () => {
    const m = await member(1_000_000);
    await setLimit(p.env.DB, m.id, 'wager', 'day', 5_000, Date.now());
    const wallet = new SeamlessWallet(p.env.DB, 'VND');
    const results = await burst(20, (i) =>
      wallet.bet({
        memberId: m.id,
        vendor: 'JDR',
        txId: `pv-${m.id}-${i}`,
        roundId: `pv-round-${m.id}-${i}`,
        gameCode: vendorSlot.gameCode,
        nodeId: vendorSlot.nodeId,
        amount: 1_000,
      }),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok).map((r) => (r.ok ? null : r.error === 'limit_refused' ? r.refusal : r.error))).toEqual(
      Array(15).fill('error_rg_wager_limit'),
    );
    expect(await rounds(m.id)).toMatchObject({ n: 5, stake: 5_000 });
    expect(await memberBalance(p.env.DB, m.id, 'VND')).toBe(1_000_000 - 5_000);
  });
});

describe('loss limits hold under parallel tickets', () => {
  it('sells exactly one of 20 parallel 27,000 lottery tickets under a 50,000 daily loss limit', async () => {
    const db = p.env.DB;
    const m = await member(10_000_000);
    const t0 = Date.now();
    await setLimit(db, m.id, 'loss', 'day', 50_000, t0);
    const issue = await openIssue();
    const sold = await burst(20, (i) =>
      buyTicket(db, m.id, { ticketId: `loss-ticket-${m.id}-${i}`, gameCode: 'LTLLOTTO', issue, playType: 'LO2', numbers: ['12'], unitStake: 1_000 }, t0),
    );
    expect(sold.filter((s) => 'ticketId' in s)).toHaveLength(1);
    expect(sold.filter((s) => 'code' in s)).toEqual(Array(19).fill({ code: 'error_rg_loss_limit', status: 403 }));
    expect(await db.prepare('SELECT COUNT(*) AS n, SUM(cost) AS cost FROM lottery_tickets WHERE member_id = ?').bind(m.id).first()).toEqual({
      n: 1,
      cost: 27_000,
    });
    expect(await memberBalance(db, m.id, 'VND')).toBe(10_000_000 - 27_000);
  });
});

describe('deposit limits hold under parallel orders and their credit', () => {
  it('creates exactly five of 40 parallel 20,000 orders under a 100,000 daily limit, and credits 100,000 in all', async () => {
    const m = await member(0);
    await p.call.post('responsibleGamingLimit', { kind: 'deposit', period: 'day', amount: 100_000 }, m.token);
    const orders = await burst(40, (i) => p.call.post('depositCreate', { channel: 'ewallet', amount: 20_000, requestId: `lim-${m.id}-${i}` }, m.token));
    const created = orders.filter((o) => o.status === 200).map((o) => o.body.value as { id: number });
    expect(created).toHaveLength(5);
    expect(codes(orders)).toEqual(Array(35).fill('403 error_rg_deposit_limit'));
    // Every accepted order is paid, each notification arriving twice, all at once.
    const notes = await Promise.all(
      created.map((d) => signNotification(p.env, { depositId: d.id, providerTxnId: `LIM-${m.id}-${d.id}`, amount: 20_000, status: 'paid' })),
    );
    const paid = await Promise.all([...notes, ...notes].map((n) => p.call.post('paymentCallback', n)));
    expect(paid.every((a) => a.status === 200)).toBe(true);
    expect(await memberBalance(p.env.DB, m.id, 'VND')).toBe(100_000);
    // Paid orders count too: the day's limit is used up.
    expect((await p.call.post('depositCreate', { channel: 'ewallet', amount: 20_000, requestId: `lim-${m.id}-after` }, m.token)).body.code).toBe(
      'error_rg_deposit_limit',
    );
    expect(await p.env.DB.prepare('SELECT COUNT(*) AS n, SUM(amount) AS amount FROM deposits WHERE member_id = ?').bind(m.id).first()).toEqual({
      n: 5,
      amount: 100_000,
    });
  });
});

describe('session-time limits', () => {
  /** Rounds the member played at `times` (ms), as the betting record holds them. */
  async function playedAt(memberId: number, times: number[]) {
    const db = p.env.DB;
    await db.batch(
      times.map((at, i) =>
        db
          .prepare(
            "INSERT INTO game_rounds (vendor, round_id, member_id, game_code, stake, payout, status, created_at, settled_at) VALUES ('inhouse', ?, ?, 'dice', 1000, 0, 'settled', ?, ?)",
          )
          .bind(`${memberId}-past-${i}`, memberId, at, at),
      ),
    );
  }
  /** One bet a minute from `from` to `to` minutes before `t` (inclusive). */
  const everyMinute = (t: number, from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => t - (from - i) * MIN);

  const dice = (memberId: number, now: number) =>
    playRound(p.env.DB, 'VND', memberId, { game: 'dice', roundKey: key(), stake: 1_000, target: 50, direction: 'under' }, diceGame, now);

  it('counts play from each bet to the next: a burst below the limit lands whole, the next one a minute later is refused whole', async () => {
    const db = p.env.DB;
    const m = await member(1_000_000);
    const t = Date.now();
    // 57 minutes of one-minute gaps, then 2 minutes since the last bet: 59 minutes at t.
    await playedAt(m.id, everyMinute(t, 59, 2));
    await setLimit(db, m.id, 'session', 'day', 60, t);
    const first = await burst(20, () => dice(m.id, t));
    expect(first.filter((r) => r.ok)).toHaveLength(20);
    // One minute on: 60 minutes played, the limit is reached.
    const second = await burst(20, () => dice(m.id, t + MIN));
    expect(second.map((r) => (r.ok ? 'ok' : `${r.status} ${r.code}`))).toEqual(Array(20).fill('403 error_rg_session_limit'));
    expect((await rounds(m.id)).n).toBe(58 + 20);
    // A day later the early play has left the window.
    expect((await dice(m.id, t + PERIOD_MS.day - 30 * MIN)).ok).toBe(true);
  });

  it('counts at most PLAY_SPAN_MS after a bet that a pause follows', async () => {
    const db = p.env.DB;
    const m = await member(1_000_000);
    const t = Date.now();
    await playedAt(m.id, [t - 30 * MIN]);
    await setLimit(db, m.id, 'session', 'day', PLAY_SPAN_MS / MIN + 1, t);
    expect((await dice(m.id, t)).ok).toBe(true);
    expect(await dice(m.id, t + MIN)).toMatchObject({ ok: false, code: 'error_rg_session_limit', status: 403 });
  });

  it('refuses every parallel bet of a member whose play time reached the limit, on every game, moving nothing', async () => {
    const db = p.env.DB;
    const m = await member(1_000_000);
    const t = Date.now();
    await playedAt(m.id, everyMinute(t, 61, 2));
    const set = await p.call.post('responsibleGamingLimit', { kind: 'session', period: 'day', amount: 60 }, m.token);
    expect(set.body.value.limits).toEqual([{ kind: 'session', period: 'day', amount: 60, pendingAmount: null, pendingFrom: null }]);
    const nonce = (await p.call.get('inhouseFair', m.token)).body.value.nonce;
    const issue = await openIssue();
    const answers = await burst(30, (i) =>
      i % 3 === 0
        ? diceBet(m.token, 1_000)
        : i % 3 === 1
          ? p.call.post('inhouseSlot', { roundKey: key(), stake: 1_000, nodeId: vendorSlot.nodeId }, m.token)
          : buyTicket(
              db,
              m.id,
              { ticketId: `session-ticket-${m.id}-${i}`, gameCode: 'LTLLOTTO', issue, playType: 'LO2', numbers: ['34'], unitStake: 1_000 },
              t,
            ).then((r) => ('code' in r ? { status: r.status, body: { code: r.code } } : { status: 200, body: { code: '' } })),
    );
    expect(codes(answers)).toEqual(Array(30).fill('403 error_rg_session_limit'));
    expect(await memberBalance(db, m.id, 'VND')).toBe(1_000_000);
    expect((await rounds(m.id)).n).toBe(60);
    expect((await p.call.get('inhouseFair', m.token)).body.value.nonce).toBe(nonce);
  });

  it('refuses a session limit longer than its period, and decreases at once but raises only after 24 hours', async () => {
    const m = await member(0);
    expect((await p.call.post('responsibleGamingLimit', { kind: 'session', period: 'day', amount: 1_441 }, m.token)).status).toBe(400);
    expect((await p.call.post('responsibleGamingLimit', { kind: 'session', period: 'month', amount: 43_200 }, m.token)).status).toBe(200);
    expect((await p.call.post('responsibleGamingLimit', { kind: 'session', period: 'month', amount: 600 }, m.token)).body.value.limits[0]).toMatchObject({
      kind: 'session',
      amount: 600,
      pendingAmount: null,
    });
    const raised = (await p.call.post('responsibleGamingLimit', { kind: 'session', period: 'month', amount: 900 }, m.token)).body.value.limits[0];
    expect(raised).toMatchObject({ amount: 600, pendingAmount: 900 });
    expect(raised.pendingFrom).toBeGreaterThan(Date.now() + PERIOD_MS.day - MIN);
  });
});

describe('self-exclusion and time-out hold on every path', () => {
  it.each([
    ['exclusion', 'error_rg_excluded'],
    ['timeout', 'error_rg_timeout'],
  ] as const)('refuses every parallel bet and deposit of a member in %s, whichever way it comes, moving nothing', async (kind, code) => {
    const db = p.env.DB;
    const m = await member(1_000_000);
    await exclude(db, m.id, kind, PERIOD_MS.week, Date.now());
    const wallet = new SeamlessWallet(db, 'VND');
    const issue = await openIssue();
    const [dice, provider, tickets, deposits] = await Promise.all([
      burst(10, () => diceBet(m.token, 1_000)),
      burst(10, (i) =>
        wallet.bet({
          memberId: m.id,
          vendor: 'JDR',
          txId: `ex-${m.id}-${i}`,
          roundId: `ex-round-${m.id}-${i}`,
          gameCode: vendorSlot.gameCode,
          nodeId: vendorSlot.nodeId,
          amount: 1_000,
        }),
      ),
      burst(10, (i) =>
        buyTicket(
          db,
          m.id,
          { ticketId: `ex-ticket-${m.id}-${i}`, gameCode: 'LTLLOTTO', issue, playType: 'LO2', numbers: ['56'], unitStake: 1_000 },
          Date.now(),
        ),
      ),
      burst(10, (i) => p.call.post('depositCreate', { channel: 'ewallet', amount: 20_000, requestId: `ex-dep-${m.id}-${i}` }, m.token)),
    ]);
    expect(codes(dice)).toEqual(Array(10).fill(`403 ${code}`));
    expect(provider).toEqual(Array(10).fill({ ok: false, error: 'limit_refused', refusal: code, balance: 1_000_000 }));
    expect(tickets).toEqual(Array(10).fill({ code, status: 403 }));
    expect(codes(deposits)).toEqual(Array(10).fill(`403 ${code}`));
    expect(await memberBalance(db, m.id, 'VND')).toBe(1_000_000);
    expect((await rounds(m.id)).n).toBe(0);
    expect(await db.prepare('SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?').bind(m.id).first()).toEqual({ n: 0 });
  });

  it('never lets parallel requests shorten an exclusion: the longest and strongest wins', async () => {
    const db = p.env.DB;
    const m = await member(0);
    const now = Date.now();
    await Promise.all([
      exclude(db, m.id, 'exclusion', null, now),
      ...Array.from({ length: 20 }, (_, i) => exclude(db, m.id, 'timeout', PERIOD_MS.day + i, now)),
    ]);
    expect((await p.call.get('responsibleGaming', m.token)).body.value.exclusion).toEqual({ kind: 'exclusion', until: null });
  });
});

describe('refused bets leave no trace in the fairness sequence', () => {
  /** The nonces of the member's rounds, in order. */
  async function nonces(memberId: number): Promise<number[]> {
    const { results } = await p.env.DB.prepare("SELECT json_extract(detail_json, '$.nonce') AS nonce FROM game_rounds WHERE member_id = ? ORDER BY 1")
      .bind(memberId)
      .all<{ nonce: number }>();
    return results.map((r) => r.nonce);
  }

  it('plays 24 parallel 1,000 bets on a 5,000 balance with nonces 0..k-1, and the next nonce is k', async () => {
    const m = await member(5_000);
    const answers = await burst(24, () => diceBet(m.token, 1_000));
    expect(new Set(codes(answers))).toEqual(new Set(['402 wallet_insufficient_funds']));
    const k = answers.filter((a) => a.status === 200).length;
    expect(k).toBeGreaterThanOrEqual(5);
    expect(await nonces(m.id)).toEqual(Array.from({ length: k }, (_, i) => i));
    expect((await p.call.get('inhouseFair', m.token)).body.value.nonce).toBe(k);
    const played = await rounds(m.id);
    expect(await memberBalance(p.env.DB, m.id, 'VND')).toBe(5_000 - played.stake + played.payout);
  });

  it('keeps the sequence whole when a limit refuses most of a burst, and every round verifies once the seed is revealed', async () => {
    const m = await member(1_000_000);
    await p.call.post('responsibleGamingLimit', { kind: 'wager', period: 'day', amount: 3_000 }, m.token);
    const answers = await burst(24, () => diceBet(m.token, 1_000));
    expect(codes(answers)).toEqual(Array(21).fill('403 error_rg_wager_limit'));
    expect(await nonces(m.id)).toEqual([0, 1, 2]);
    const rotated = (await p.call.post('inhouseFairRotate', { clientSeed: 'after-the-burst' }, m.token)).body.value;
    expect(rotated.revealed[0].nonce).toBe(3);
    for (const a of answers.filter((x) => x.status === 200)) {
      const round = a.body.value.round;
      expect(diceRoll(await roundBytes(rotated.revealed[0].serverSeed, round.clientSeed, round.nonce))).toBe(round.result.roll);
    }
  });

  it('numbers each seed’s rounds 0..n-1 when the seed is rotated in the middle of a burst, and never plays on a revealed seed', async () => {
    const m = await member(1_000_000);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => diceBet(m.token, 1_000)),
      p.call.post('inhouseFairRotate', { clientSeed: 'rotated-mid-burst' }, m.token),
      ...Array.from({ length: 10 }, () => diceBet(m.token, 1_000)),
    ]);
    expect(codes(answers)).toEqual([]);
    const { results } = await p.env.DB.prepare(
      "SELECT json_extract(detail_json, '$.serverSeedHash') AS seed, json_extract(detail_json, '$.nonce') AS nonce FROM game_rounds WHERE member_id = ? ORDER BY 1, 2",
    )
      .bind(m.id)
      .all<{ seed: string; nonce: number }>();
    const bySeed = new Map<string, number[]>();
    for (const r of results) bySeed.set(r.seed, [...(bySeed.get(r.seed) ?? []), r.nonce]);
    for (const list of bySeed.values()) expect(list).toEqual(list.map((_, i) => i));
    expect(results).toHaveLength(20);
    // The revealed seed's last nonce is its round count, and each of its rounds verifies with it.
    const fair = (await p.call.get('inhouseFair', m.token)).body.value;
    const revealed = fair.revealed[0];
    expect(bySeed.get(revealed.serverSeedHash)?.length ?? 0).toBe(revealed.nonce);
    expect(bySeed.get(fair.serverSeedHash)?.length ?? 0).toBe(fair.nonce);
    for (const a of answers.filter((x) => x.body.value?.round?.serverSeedHash === revealed.serverSeedHash)) {
      const round = a.body.value.round;
      expect(diceRoll(await roundBytes(revealed.serverSeed, round.clientSeed, round.nonce))).toBe(round.result.roll);
    }
  });

  it('leaves the ledger balanced after every burst', async () => {
    expect(await ledgerAudit(p.env.DB)).toEqual({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  });
});
