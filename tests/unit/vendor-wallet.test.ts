// The seamless-wallet protocol of the sandbox vendors (DOMAIN.md §4, §5) on a real local D1, for
// every vendor kind the lobbies list: bets refused for funds, limits, exclusion or a closed round
// move nothing; wins for unknown or rolled-back bets and rollbacks of settled bets are refused; a
// replay answers the first answer; bursts of parallel and replayed calls keep the balance exact; the
// cron reconcile job closes rounds left open; limits and turnover count these bets like any other.
import { turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { reconcileVendorRoundsJob } from '../../src/platform/games/jobs.ts';
import { ROUND_GRACE_MS, VendorWallet, type VendorAnswer } from '../../src/platform/games/vendor-wallet.ts';
import { memberBalance } from '../../src/platform/lib/ledger.ts';
import { exclude, setLimit } from '../../src/platform/member/responsible-gaming.ts';
import { bettingRecord } from '../../src/platform/member/records.ts';
import { seedGames } from '../../src/platform/seed/games.ts';
import { ledgerAudit } from '../../src/platform/wallet/wallets.ts';
import { usePlatform } from '../helpers/platform-call.ts';
import { fundedMember, seedGameCatalogue } from '../helpers/games-fixtures.ts';

const p = usePlatform();
// A burst of 20-40 calls through the local D1 proxy takes seconds on a loaded machine.
vi.setConfig({ testTimeout: 180_000 });

/** One vendor of every kind that plays through the seamless wallet, with one of its games. */
const KINDS = [
  ['sports', 'SSB'],
  ['esports', 'NVE'],
  ['live', 'GPL'],
  ['fish', 'OKS'],
  ['pvp', 'TLC'],
  ['cockfight', 'RSA'],
] as const;
const gameOf = (vendor: string) => seedGames.find((g) => g.vendor === vendor && g.isGame !== 'VASSALAGE' && !g.maintenance)!.gameCode;

let nextId = 3101;
let seq = 0;
const id = (what: string) => `${what}-${seq++}`;
const wallet = (now?: number) => new VendorWallet(p.env.DB, 'VND', now === undefined ? undefined : () => now);

beforeAll(() => seedGameCatalogue(p.env.DB));

/** A fresh member with `balance` minor units in the main wallet. */
async function member(balance: number): Promise<number> {
  const mid = nextId++;
  await fundedMember(p.env.DB, mid, `vendor${mid}`, balance);
  return mid;
}

const moved = async (memberId: number) =>
  (await p.env.DB.prepare('SELECT COUNT(*) AS n FROM game_rounds WHERE member_id = ?').bind(memberId).first<{ n: number }>())!.n;
const ok = (a: VendorAnswer) => (a.ok ? a : expect.fail(`refused: ${a.error}`));

describe.each(KINDS)('the %s vendor (%s)', (_kind, vendor) => {
  const gameCode = gameOf(vendor);
  const bet = (memberId: number, roundId: string, amount: number, txId = id('bet')) => wallet().placeBet({ vendor, memberId, txId, roundId, gameCode, amount });

  it('refuses a bet for funds, exclusion, a wager limit or a closed round, moving nothing, and answers the balance', async () => {
    const m = await member(10_000);
    expect(await bet(m, 'r1', 20_000)).toMatchObject({ ok: false, error: 'insufficient_funds', balance: 10_000, roundId: 'r1' });

    // A round the vendor closed takes no more bets.
    const first = ok(await bet(m, 'r2', 1_000));
    ok(await wallet().settle({ vendor, memberId: m, txId: id('win'), betTxId: first.txId, roundId: 'r2', amount: 0, roundClosed: true }));
    expect(await bet(m, 'r2', 1_000)).toMatchObject({ ok: false, error: 'round_closed', balance: 9_000 });

    await setLimit(p.env.DB, m, 'wager', 'day', 3_000, Date.now());
    ok(await bet(m, 'r3', 2_000));
    expect(await bet(m, 'r3', 500)).toMatchObject({ ok: false, error: 'limit_refused', refusal: 'error_rg_wager_limit', balance: 7_000 });

    const excluded = await member(10_000);
    await exclude(p.env.DB, excluded, 'exclusion', null, Date.now());
    expect(await bet(excluded, 'r1', 100)).toMatchObject({ ok: false, error: 'limit_refused', refusal: 'error_rg_excluded', balance: 10_000 });

    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(7_000);
    expect(await moved(m)).toBe(2);
    expect(await moved(excluded)).toBe(0);
  });

  it('refuses a win for an unknown or rolled-back bet and a rollback of a settled bet', async () => {
    const m = await member(10_000);
    const w = wallet();
    expect(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: 'nope', roundId: 'r1', amount: 100 })).toMatchObject({
      ok: false,
      error: 'unknown_transaction',
      balance: 10_000,
    });
    const a = ok(await bet(m, 'r1', 1_000));
    // The bet exists, but not in this round, nor for another member.
    expect(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: a.txId, roundId: 'r9', amount: 100 })).toMatchObject({
      error: 'unknown_transaction',
    });
    const other = await member(10_000);
    expect(await w.rollback({ vendor, memberId: other, txId: id('rb'), betTxId: a.txId, roundId: 'r1' })).toMatchObject({ error: 'unknown_transaction' });

    ok(await w.rollback({ vendor, memberId: m, txId: id('rb'), betTxId: a.txId, roundId: 'r1' }));
    expect(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: a.txId, roundId: 'r1', amount: 5_000 })).toMatchObject({
      ok: false,
      error: 'already_settled',
      balance: 10_000,
    });

    const b = ok(await bet(m, 'r2', 1_000));
    ok(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: b.txId, roundId: 'r2', amount: 1_900 }));
    expect(await w.rollback({ vendor, memberId: m, txId: id('rb'), betTxId: b.txId, roundId: 'r2' })).toMatchObject({
      ok: false,
      error: 'already_settled',
      balance: 10_900,
    });
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(10_900);
  });

  it('answers every replayed call with its first answer, moving nothing, and refuses an id reused for another call', async () => {
    const m = await member(10_000);
    const w = wallet();
    const betTx = id('bet');
    const first = await bet(m, 'r1', 1_000, betTx);
    const winTx = id('win');
    const win = await w.settle({ vendor, memberId: m, txId: winTx, betTxId: betTx, roundId: 'r1', amount: 2_500 });
    const later = ok(await bet(m, 'r2', 3_000));
    const rbTx = id('rb');
    const rb = await w.rollback({ vendor, memberId: m, txId: rbTx, betTxId: later.txId, roundId: 'r2' });
    // Each replay answers its own first balance, though other calls moved money since.
    expect(await bet(m, 'r1', 1_000, betTx)).toEqual({ ...first, replayed: true });
    expect(await w.settle({ vendor, memberId: m, txId: winTx, betTxId: betTx, roundId: 'r1', amount: 2_500 })).toEqual({ ...win, replayed: true });
    expect(await w.rollback({ vendor, memberId: m, txId: rbTx, betTxId: later.txId, roundId: 'r2' })).toEqual({ ...rb, replayed: true });
    expect(first).toMatchObject({ balance: 9_000 });
    expect(win).toMatchObject({ balance: 11_500 });
    expect(rb).toMatchObject({ balance: 11_500 });
    expect(await bet(m, 'r1', 2_000, betTx)).toMatchObject({ ok: false, error: 'duplicate_transaction' });
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(11_500);
  });
});

describe('a burst over every vendor kind', () => {
  it('keeps the balance exact through parallel bets, wins, rollbacks and their replays', async () => {
    const m = await member(100_000);
    const w = wallet();
    // Two bets at each kind's vendor, in two rounds of it; 36 calls: each bet three times, all at once.
    const bets = KINDS.flatMap(([, vendor], k) =>
      [0, 1].map((i) => ({ vendor, gameCode: gameOf(vendor), txId: id('bet'), roundId: `burst-${i}`, amount: 1_000 + (k * 2 + i) * 100 })),
    );
    const placed = await Promise.all(bets.flatMap((b) => [0, 1, 2].map(() => w.placeBet({ memberId: m, ...b }))));
    expect(placed.every((a) => a.ok)).toBe(true);
    expect(placed.filter((a) => a.ok && !a.replayed)).toHaveLength(12);
    const staked = bets.reduce((s, b) => s + b.amount, 0);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(100_000 - staked);

    // A third are paid double, a third lost, a third rolled back; each call sent three times at once.
    const settle = bets.map((b, i) => ({ ...b, winTx: id('win'), mode: (['win', 'lose', 'rollback'] as const)[i % 3]! }));
    const answers = await Promise.all(
      settle.flatMap((b) =>
        [0, 1, 2].map(() =>
          b.mode === 'rollback'
            ? w.rollback({ vendor: b.vendor, memberId: m, txId: b.winTx, betTxId: b.txId, roundId: b.roundId })
            : w.settle({ vendor: b.vendor, memberId: m, txId: b.winTx, betTxId: b.txId, roundId: b.roundId, amount: b.mode === 'win' ? b.amount * 2 : 0 }),
        ),
      ),
    );
    expect(answers.every((a) => a.ok)).toBe(true);
    // The three copies of a call answer the same balance: the one right after it.
    for (let i = 0; i < answers.length; i += 3) expect(new Set(answers.slice(i, i + 3).map((a) => a.balance)).size).toBe(1);
    const paid = settle.reduce((s, b) => s + (b.mode === 'win' ? b.amount * 2 : b.mode === 'rollback' ? b.amount : 0), 0);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(100_000 - staked + paid);
    expect(await ledgerAudit(p.env.DB)).toMatchObject({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  });
});

describe('vendor rounds', () => {
  const vendor = 'GPL';
  const gameCode = gameOf(vendor);

  it('never lets a bet join a round while it closes, in a burst', async () => {
    const m = await member(100_000);
    const w = wallet();
    const opener = ok(await w.placeBet({ vendor, memberId: m, txId: id('bet'), roundId: 'race', gameCode, amount: 1_000 }));
    const answers = await Promise.all([
      ...Array.from({ length: 24 }, () => w.placeBet({ vendor, memberId: m, txId: id('bet'), roundId: 'race', gameCode, amount: 500 })),
      w.settle({ vendor, memberId: m, txId: id('win'), betTxId: opener.txId, roundId: 'race', amount: 0, roundClosed: true }),
    ]);
    const accepted = answers.slice(0, 24).filter((a) => a.ok).length;
    expect(answers.slice(0, 24).every((a) => a.ok || a.error === 'round_closed')).toBe(true);
    const round = await p.env.DB.prepare("SELECT bets, status FROM vendor_rounds WHERE vendor = ? AND round_id = 'race' AND member_id = ?")
      .bind(vendor, m)
      .first<{ bets: number; status: string }>();
    expect(round).toEqual({ bets: 1 + accepted, status: 'closed' });
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(100_000 - 1_000 - accepted * 500);
  });

  it('settles several bets of one round as won, lost, cashed out and void, each in the betting record with its round and state', async () => {
    const m = await member(50_000);
    await p.env.DB.prepare("INSERT INTO turnover_requirements (member_id, source, source_id, amount, created_at) VALUES (?, 'bonus', 'b1', 100000, ?)")
      .bind(m, Date.now() - 60_000)
      .run();
    const w = wallet();
    const place = (amount: number) => w.placeBet({ vendor, memberId: m, txId: id('bet'), roundId: 'table-7', gameCode, amount });
    const [a, b, c, d, e] = (await Promise.all([place(1_000), place(2_000), place(3_000), place(4_000), place(5_000)])).map(ok);
    ok(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: a!.txId, roundId: 'table-7', amount: 1_950 }));
    ok(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: b!.txId, roundId: 'table-7', amount: 0 }));
    ok(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: c!.txId, roundId: 'table-7', amount: 2_400, outcome: 'cashed_out' }));
    // A void must return exactly the stake.
    expect(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: d!.txId, roundId: 'table-7', amount: 9_999, outcome: 'void' })).toMatchObject({
      error: 'invalid_request',
    });
    ok(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: d!.txId, roundId: 'table-7', amount: 4_000, outcome: 'void' }));
    ok(await w.rollback({ vendor, memberId: m, txId: id('rb'), betTxId: e!.txId, roundId: 'table-7', roundClosed: true }));
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(50_000 - 15_000 + 1_950 + 2_400 + 4_000 + 5_000);

    const record = await bettingRecord(p.env.DB, m, { from: 0, to: Date.now() + 1, page: 1 });
    const states = Object.fromEntries(record.rows.map((r) => [r.stake, [r.round, r.state, r.category, r.vendor]]));
    expect(states).toEqual({
      1000: ['table-7', 'won', 'live', 'GPL'],
      2000: ['table-7', 'lost', 'live', 'GPL'],
      3000: ['table-7', 'cashed_out', 'live', 'GPL'],
      4000: ['table-7', 'void', 'live', 'GPL'],
      5000: ['table-7', 'rolled_back', 'live', 'GPL'],
    });
    // Turnover (valid bet) counts the settled bets, not the void or rolled-back ones.
    expect(record.totals.validBet).toBe(6_000);
    expect(await turnoverStatus(p.env.DB, m)).toMatchObject({ wagered: 6_000, remaining: 94_000 });
  });

  it('counts open vendor bets against a loss limit like any other bet', async () => {
    const m = await member(50_000);
    await setLimit(p.env.DB, m, 'loss', 'day', 5_000, Date.now());
    const w = wallet();
    ok(await w.placeBet({ vendor: 'SSB', memberId: m, txId: id('bet'), roundId: 'slip-1', gameCode: gameOf('SSB'), amount: 4_000 }));
    expect(await w.placeBet({ vendor: 'RSA', memberId: m, txId: id('bet'), roundId: 'fight-1', gameCode: gameOf('RSA'), amount: 2_000 })).toMatchObject({
      ok: false,
      error: 'limit_refused',
      refusal: 'error_rg_loss_limit',
    });
  });

  it('has the cron job close rounds left open past their grace and roll back their open bets, once', async () => {
    const t0 = Date.now() - 3_600_000;
    const m = await member(20_000);
    const w = wallet(t0);
    const live = ok(await w.placeBet({ vendor, memberId: m, txId: id('bet'), roundId: 'left-open', gameCode, amount: 3_000 }));
    const settled = ok(await w.placeBet({ vendor, memberId: m, txId: id('bet'), roundId: 'left-open', gameCode, amount: 1_000 }));
    ok(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: settled.txId, roundId: 'left-open', amount: 0 }));
    // A sportsbook slip waits for its event: an hour is well within its grace.
    ok(await w.placeBet({ vendor: 'SSB', memberId: m, txId: id('bet'), roundId: 'slip-open', gameCode: gameOf('SSB'), amount: 2_000 }));
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(14_000);

    // Once from the cron tick (the job is registered), once more directly: a rerun moves nothing.
    const now = Date.now();
    await runCronTick(p.env, now, () => {});
    await reconcileVendorRoundsJob.run(p.env, now);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(17_000);
    const rounds = await p.env.DB.prepare('SELECT round_id, status FROM vendor_rounds WHERE member_id = ? ORDER BY round_id').bind(m).all();
    expect(rounds.results).toEqual([
      { round_id: 'left-open', status: 'closed' },
      { round_id: 'slip-open', status: 'open' },
    ]);
    expect(await w.placeBet({ vendor, memberId: m, txId: id('bet'), roundId: 'left-open', gameCode, amount: 100 })).toMatchObject({ error: 'round_closed' });
    expect(await w.settle({ vendor, memberId: m, txId: id('win'), betTxId: live.txId, roundId: 'left-open', amount: 6_000 })).toMatchObject({
      error: 'already_settled',
    });

    await reconcileVendorRoundsJob.run(p.env, t0 + ROUND_GRACE_MS.sports! + 1);
    expect(await memberBalance(p.env.DB, m, 'VND')).toBe(19_000);
  });
});
