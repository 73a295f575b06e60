// The lottery on the sandbox platform with a real local D1 (DOMAIN.md §1; SPEC §2.1, §7.2): the
// schedule (stations per weekday, close times in ICT, issue numbers), every bet type settled
// against a hand-worked draw, buying with bad input refused and nothing moved, a tick run twice,
// void draws refunded, provably fair fast draws, and a fast-check model over random tickets and
// draws: the ledger sums to zero and every ticket is settled exactly once.
import fc from 'fast-check';
import { BET_TYPES, numbersFromSeed, ticketCost, ticketPayout, type DrawNumbers, type PlayType } from '../../src/contracts/lottery-rules.ts';
import { serverSeedHash } from '../../src/contracts/provably-fair.ts';
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { closeDraws, drawDue, scheduleDraws, settleDue, type ResultSource } from '../../src/platform/lottery/draws.ts';
import { lotteryGame, plannedDraws, stationOn } from '../../src/platform/lottery/schedule.ts';
import { sandboxFeed } from '../../src/platform/lottery/sandbox-feed.ts';
import { buyTicket } from '../../src/platform/lottery/tickets.ts';
import { gameMenu } from '../../src/platform/lottery/routes.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { ledgerAudit } from '../../src/platform/wallet/wallets.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
// Monday 23 November 2026, 08:00 ICT (01:00 UTC).
const MON_8_ICT = Date.UTC(2026, 10, 23, 1, 0, 0);
let nextMember = 1300;

async function member(balance = 10_000_000): Promise<number> {
  const id = nextMember++;
  const db = p.env.DB;
  await db
    .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'L', 'x', 0, 0, 0)")
    .bind(id, `lotto${id}`)
    .run();
  const house = await ensureAccount(db, null, 'VND');
  const wallet = await ensureAccount(db, id, 'VND');
  await postTransaction(db, {
    idempotencyKey: `lotto-open-${id}`,
    kind: 'deposit',
    entries: [
      { accountId: house, amount: -balance },
      { accountId: wallet, amount: balance },
    ],
  });
  return id;
}

describe('the schedule', () => {
  it('draws the right stations on a Monday, closing 15 minutes before the draw in ICT', () => {
    const xsmb = plannedDraws(lotteryGame('XSMB')!, MON_8_ICT, MON_8_ICT + 86_400_000);
    expect(xsmb).toHaveLength(1);
    expect(xsmb[0]).toMatchObject({ issue: '20261123', station: 'HN', drawAt: Date.UTC(2026, 10, 23, 11, 15), closeAt: Date.UTC(2026, 10, 23, 11, 0) });
    // XSMN 16:15 ICT: TP.HCM, Đồng Tháp, Cà Mau draw on Monday; Bến Tre does not.
    expect(stationOn(lotteryGame('XSMN-HCM')!, MON_8_ICT)?.name).toBe('TP.HCM');
    expect(stationOn(lotteryGame('XSMN-CM')!, MON_8_ICT)).not.toBeNull();
    expect(stationOn(lotteryGame('XSMN-BTR')!, MON_8_ICT)).toBeNull();
    expect(plannedDraws(lotteryGame('XSMN-DT')!, MON_8_ICT, MON_8_ICT + 86_400_000)[0]).toMatchObject({
      drawAt: Date.UTC(2026, 10, 23, 9, 15),
      closeAt: Date.UTC(2026, 10, 23, 9, 0),
    });
    // XSMT 17:15 ICT on Tuesday: Đắk Lắk, Quảng Nam; Sunday XSMB is Thái Bình.
    expect(plannedDraws(lotteryGame('XSMT-DLK')!, MON_8_ICT, MON_8_ICT + 2 * 86_400_000)[0]).toMatchObject({
      issue: '20261124',
      drawAt: Date.UTC(2026, 10, 24, 10, 15),
    });
    expect(stationOn(lotteryGame('XSMB')!, Date.UTC(2026, 10, 29, 1))?.name).toBe('Thái Bình');
  });

  it('numbers fast draws by their place in the ICT day and closes them 5 seconds before', () => {
    const fast = plannedDraws(lotteryGame('LTL5D')!, MON_8_ICT, MON_8_ICT + 11 * 60_000);
    // 08:00 ICT is the 96th five-minute draw of the day.
    expect(fast.map((d) => d.issue)).toEqual(['20261123-0096', '20261123-0097', '20261123-0098']);
    expect(fast[0]!.drawAt - fast[0]!.closeAt).toBe(5_000);
    expect(fast[0]!.drawAt - fast[0]!.openAt).toBe(5 * 60_000);
  });
});

describe('settlement of each bet type against a hand-worked draw', () => {
  // XSMB layout: ĐB 12345; G7 carries 45 and 07; 45 appears three times among the lô (ĐB, G3, G7).
  const MB: DrawNumbers = {
    DB: ['12345'],
    G1: ['67890'],
    G2: ['11111', '22222'],
    G3: ['33345', '44444', '55555', '66666', '77777', '88888'],
    G4: ['1234', '5678', '9012', '3456'],
    G5: ['1111', '2222', '3333', '4444', '5555', '6666'],
    G6: ['123', '456', '789'],
    G7: ['45', '07', '99', '10'],
  };
  const pay = (t: PlayType, numbers: string[], unit = 1_000) => ticketPayout('MB', t, unit, numbers, MB);
  it('pays lô per occurrence, đề and 3 càng on the special prize, đầu and đuôi on its digits', () => {
    expect(pay('LO2', ['45'])).toBe(3 * 99_000);
    expect(pay('LO2', ['45', '07', '00'])).toBe(4 * 99_000);
    expect(pay('LO3', ['345'])).toBe(2 * 900_000); // 12345 and 33345; G7's two digits do not count
    expect(pay('DE', ['45'])).toBe(95_000);
    expect(pay('DE', ['54'])).toBe(0);
    expect(pay('DEDAU', ['07', '45'])).toBe(2 * 95_000); // MB: the four G7 numbers
    expect(pay('DAU', ['4'])).toBe(9_500);
    expect(pay('DUOI', ['5', '4'])).toBe(9_500);
    expect(pay('CANG3', ['345'])).toBe(900_000);
    expect(ticketCost('MB', 'LO2', 1_000, 3)).toBe(81_000);
    expect(ticketCost('MN', 'LO2', 1_000, 3)).toBe(54_000);
    expect(ticketCost('MB', 'XIEN3', 1_000, 3)).toBe(1_000);
  });
  it('pays a xiên only when every number appears, once', () => {
    expect(pay('XIEN2', ['45', '07'])).toBe(15_000);
    expect(pay('XIEN3', ['45', '07', '99'])).toBe(70_000);
    expect(pay('XIEN4', ['45', '07', '99', '98'])).toBe(0);
  });
});

describe('buying and settling on the platform', () => {
  it('sells a fast ticket, draws it from the committed seed, pays it once over two ticks', async () => {
    const db = p.env.DB;
    const id = await member();
    const t0 = MON_8_ICT + 20_000;
    await scheduleDraws(db, t0, sandboxFeed(p.env));
    const draw = await db
      .prepare("SELECT * FROM lottery_draws WHERE game_code = 'LTLLOTTO' AND status = 'open' AND close_at > ? ORDER BY draw_at LIMIT 1")
      .bind(t0)
      .first<{ issue: string; draw_at: number; seed_hash: string }>();
    expect(draw!.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const bought = await buyTicket(
      db,
      id,
      { ticketId: 'fast-ticket-0001', gameCode: 'LTLLOTTO', issue: draw!.issue, playType: 'LO2', numbers: ['00', '01', '02'], unitStake: 1_000 },
      t0,
    );
    expect(bought).toMatchObject({ cost: 81_000, status: 'pending' });
    expect(await memberBalance(db, id, 'VND')).toBe(10_000_000 - 81_000);
    // A retried purchase is the same ticket and moves nothing.
    expect(
      await buyTicket(
        db,
        id,
        { ticketId: 'fast-ticket-0001', gameCode: 'LTLLOTTO', issue: draw!.issue, playType: 'LO2', numbers: ['00', '01', '02'], unitStake: 1_000 },
        t0 + 1,
      ),
    ).toMatchObject({ ticketId: 'fast-ticket-0001' });
    expect(await memberBalance(db, id, 'VND')).toBe(10_000_000 - 81_000);
    await runCronTick(p.env, draw!.draw_at);
    await runCronTick(p.env, draw!.draw_at + 1_000);
    const after = await db
      .prepare(
        'SELECT d.server_seed, d.seed_hash, d.numbers_json, t.status, t.payout FROM lottery_tickets t JOIN lottery_draws d ON d.id = t.draw_id WHERE t.member_id = ?',
      )
      .bind(id)
      .first<{ server_seed: string; seed_hash: string; numbers_json: string; status: string; payout: number }>();
    // Anyone can re-derive the numbers from the revealed seed, and the seed matches the hash published before.
    expect(await serverSeedHash(after!.server_seed)).toBe(after!.seed_hash);
    const numbers = await numbersFromSeed(after!.server_seed, draw!.issue, 'MB');
    expect(JSON.parse(after!.numbers_json)).toEqual(numbers);
    const expected = ticketPayout('MB', 'LO2', 1_000, ['00', '01', '02'], numbers);
    expect(after).toMatchObject({ status: expected > 0 ? 'won' : 'lost', payout: expected });
    expect(await memberBalance(db, id, 'VND')).toBe(10_000_000 - 81_000 + expected);
    const round = await db.prepare('SELECT status, stake, payout FROM game_rounds WHERE round_id = ?').bind(`${id}-fast-ticket-0001`).first();
    expect(round).toEqual({ status: 'settled', stake: 81_000, payout: expected });
    expect(await ledgerAudit(db)).toEqual({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  });

  it('refuses bad input with a code and moves nothing', async () => {
    const db = p.env.DB;
    const id = await member(100_000);
    const t0 = MON_8_ICT + 40_000;
    await scheduleDraws(db, t0, sandboxFeed(p.env));
    const open = await db
      .prepare("SELECT issue, close_at FROM lottery_draws WHERE game_code = 'LTLK3' AND status = 'open' AND close_at > ? ORDER BY draw_at LIMIT 1")
      .bind(t0)
      .first<{ issue: string; close_at: number }>();
    const buy = (over: Partial<Parameters<typeof buyTicket>[2]>, at = t0) =>
      buyTicket(
        db,
        id,
        {
          ticketId: `bad-${Math.random().toString(36).slice(2, 10)}`,
          gameCode: 'LTLK3',
          issue: open!.issue,
          playType: 'LO2',
          numbers: ['12'],
          unitStake: 1_000,
          ...over,
        },
        at,
      );
    expect(await buy({ numbers: ['123'] })).toEqual({ code: 'error_lottery_numbers', status: 400 });
    expect(await buy({ numbers: ['12', '12'] })).toEqual({ code: 'error_lottery_numbers', status: 400 });
    expect(await buy({ playType: 'XIEN3', numbers: ['12', '34'] })).toEqual({ code: 'error_lottery_count', status: 400 });
    expect(await buy({ unitStake: 999 })).toEqual({ code: 'error_lottery_stake', status: 400 });
    expect(await buy({ issue: '20991231-0001' })).toEqual({ code: 'error_not_found', status: 404 });
    // The closing instant: refused whole (the trigger checks it inside the purchase batch).
    expect(await buy({}, open!.close_at)).toEqual({ code: 'error_lottery_closed', status: 409 });
    expect(await buy({ numbers: ['12', '34', '56', '78', '90'] })).toEqual({ code: 'wallet_insufficient_funds', status: 402 });
    expect(await memberBalance(db, id, 'VND')).toBe(100_000);
    expect(await db.prepare('SELECT COUNT(*) AS n FROM lottery_tickets WHERE member_id = ?').bind(id).first()).toEqual({ n: 0 });
  });

  it('refuses bad bodies through the call with 400 and the per-draw cap with 409', async () => {
    const db = p.env.DB;
    const id = await member(500_000_000);
    const token = await createSession(db, id, Date.now());
    await scheduleDraws(db, Date.now(), sandboxFeed(p.env));
    const open = await db
      .prepare("SELECT issue FROM lottery_draws WHERE game_code = 'LTL5D' AND status = 'open' AND close_at > ? ORDER BY draw_at LIMIT 1")
      .bind(Date.now() + 10_000)
      .first<{ issue: string }>();
    for (const body of [
      {},
      { ticketId: 'x' },
      { ticketId: 'abcdefgh1', gameCode: 'LTL5D', issue: open!.issue, playType: 'LO9', numbers: ['12'], unitStake: 1000 },
      { ticketId: 'abcdefgh2', gameCode: 'LTL5D', issue: open!.issue, playType: 'DE', numbers: ['12'], unitStake: 1.5 },
    ]) {
      expect((await p.call.post('lotteryBuy', body, token)).status).toBe(400);
    }
    const big = {
      gameCode: 'LTL5D',
      issue: open!.issue,
      playType: 'DE',
      numbers: Array.from({ length: 20 }, (_, i) => String(i).padStart(2, '0')),
      unitStake: 10_000_000,
    };
    expect((await p.call.post('lotteryBuy', { ...big, ticketId: 'cap-ticket-1' }, token)).body.success).toBe(true);
    expect((await p.call.post('lotteryBuy', { ...big, ticketId: 'cap-ticket-2' }, token)).body.code).toBe('error_lottery_cap');
    expect(await memberBalance(db, id, 'VND')).toBe(500_000_000 - 200_000_000);
  });

  it('voids an official draw whose results never come and refunds its tickets once', async () => {
    const db = p.env.DB;
    const id = await member();
    await scheduleDraws(db, MON_8_ICT, sandboxFeed(p.env));
    const bought = await buyTicket(
      db,
      id,
      { ticketId: 'void-ticket-01', gameCode: 'XSMN-HCM', issue: '20261123', playType: 'DE', numbers: ['45'], unitStake: 10_000 },
      MON_8_ICT,
    );
    expect(bought).toMatchObject({ cost: 10_000 });
    const silent: ResultSource = { results: async () => null };
    const drawAt = Date.UTC(2026, 10, 23, 9, 15);
    await closeDraws(db, drawAt);
    await drawDue(db, drawAt + 60_000, silent);
    const status = () => db.prepare("SELECT status FROM lottery_draws WHERE game_code = 'XSMN-HCM' AND issue = '20261123'").first<{ status: string }>();
    expect(await status()).toEqual({ status: 'closed' }); // still waiting for the feed
    await drawDue(db, drawAt + 25 * 3_600_000, silent);
    expect(await status()).toEqual({ status: 'void' });
    expect(await settleDue(db, drawAt + 25 * 3_600_000)).toBeGreaterThanOrEqual(1);
    expect(await settleDue(db, drawAt + 25 * 3_600_000)).toBe(0);
    expect(await memberBalance(db, id, 'VND')).toBe(10_000_000);
    expect(await db.prepare('SELECT status FROM lottery_tickets WHERE ticket_id = ?').bind('void-ticket-01').first()).toEqual({ status: 'void' });
  });
});

describe('the menu through the day', () => {
  it('says a station draws today until its results are in, then that it was drawn, and starts afresh the next ICT day', async () => {
    const db = p.env.DB;
    // Wednesday 25 November 2026: XSMB (18:15 ICT) and Đồng Nai (XSMN, 16:15 ICT) draw; Bến Tre does not.
    const wed8 = Date.UTC(2026, 10, 25, 1, 0);
    const xsmbDraw = Date.UTC(2026, 10, 25, 11, 15);
    await scheduleDraws(db, wed8, sandboxFeed(p.env));
    const state = async (now: number) => {
      const games = (await gameMenu(db, now)).flatMap((g) => g.gameMenus);
      const of = (code: string) => games.find((g) => g.gameCode === code)!;
      return { XSMB: of('XSMB'), DN: of('XSMN-DN'), BTR: of('XSMN-BTR') };
    };
    const morning = await state(wed8);
    expect(morning.XSMB).toMatchObject({ drawsToday: true, drawnToday: false });
    expect(morning.DN).toMatchObject({ drawsToday: true, drawnToday: false });
    expect(morning.BTR).toMatchObject({ drawsToday: false, drawnToday: false });

    const after = xsmbDraw + 2 * 60_000;
    await closeDraws(db, after);
    await drawDue(db, after, sandboxFeed(p.env));
    const evening = await state(after);
    expect(evening.XSMB).toMatchObject({ drawsToday: true, drawnToday: true });
    expect(evening.DN).toMatchObject({ drawsToday: true, drawnToday: true });
    expect(evening.BTR).toMatchObject({ drawsToday: false, drawnToday: false });

    // Thursday 08:00 ICT: a new day, nothing drawn yet.
    const thursday = await state(wed8 + 86_400_000);
    expect(thursday.XSMB).toMatchObject({ drawsToday: true, drawnToday: false });
  });
});

describe('model: random tickets on random draws', () => {
  it('keeps the ledger at zero and settles every ticket exactly once, however ticks repeat', async () => {
    const db = p.env.DB;
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            play: fc.constantFrom<PlayType>('LO2', 'DE', 'DAU', 'XIEN2', 'CANG3'),
            seed: fc.integer({ min: 0, max: 999 }),
            unit: fc.integer({ min: 1, max: 20 }),
            game: fc.constantFrom('LTLLOTTO', 'LTLK3'),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.integer({ min: 1, max: 3 }),
        async (tickets, ticks) => {
          run += 1;
          const id = await member(50_000_000);
          const t0 = MON_8_ICT + 3_600_000 * run;
          await scheduleDraws(db, t0, sandboxFeed(p.env));
          let spent = 0;
          for (const [i, t] of tickets.entries()) {
            const draw = await db
              .prepare("SELECT issue FROM lottery_draws WHERE game_code = ? AND status = 'open' AND close_at > ? ORDER BY draw_at LIMIT 1")
              .bind(t.game, t0)
              .first<{ issue: string }>();
            const type = BET_TYPES[t.play];
            const numbers = Array.from({ length: type.pick ?? 1 + (t.seed % 3) }, (_, k) =>
              String((t.seed + k * 37) % 10 ** type.digits).padStart(type.digits, '0'),
            );
            const r = await buyTicket(
              db,
              id,
              {
                ticketId: `model-${run}-${i}`,
                gameCode: t.game,
                issue: draw!.issue,
                playType: t.play,
                numbers: [...new Set(numbers)].slice(0, type.pick ?? 3),
                unitStake: t.unit * 1_000,
              },
              t0,
            );
            if ('cost' in r) spent += r.cost;
          }
          for (let k = 0; k < ticks; k += 1) await runCronTick(p.env, t0 + 10 * 60_000 + k);
          const rows = (
            await db
              .prepare('SELECT id, status, payout FROM lottery_tickets WHERE member_id = ?')
              .bind(id)
              .all<{ id: number; status: string; payout: number }>()
          ).results;
          expect(rows.every((r) => r.status !== 'pending')).toBe(true);
          for (const r of rows) {
            const moves = await db
              .prepare('SELECT COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key IN (?, ?)')
              .bind(`lottery-win:${r.id}`, `lottery-refund:${r.id}`)
              .first<{ n: number }>();
            expect(moves!.n).toBe(r.payout > 0 ? 1 : 0);
          }
          const won = rows.reduce((s, r) => s + r.payout, 0);
          expect(await memberBalance(db, id, 'VND')).toBe(50_000_000 - spent + won);
          expect(await ledgerAudit(db)).toEqual({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
        },
      ),
      { numRuns: 6 },
    );
  }, 120_000);
});
