// The sandbox's fishing and card-room stand-ins on a real local D1 (SPEC §2.10, §7.2 PvP rooms;
// DOMAIN.md §4): fishing batches are vendor bets paid when their shots land, replayed batches move
// nothing twice and the vendor's close (leaving, or the cron job) settles what is open; a Tien Len
// hand takes each member's stake as a bet and pays the winner pot − rake, a member who leaves
// mid-hand forfeits, and bursts of parallel and replayed calls keep every balance exact.
import { createSession } from '../../src/platform/identity/sessions.ts';
import { memberBalance } from '../../src/platform/lib/ledger.ts';
import { bettingRecord } from '../../src/platform/member/records.ts';
import { seedGames } from '../../src/platform/seed/games.ts';
import { pvpRooms } from '../../src/platform/games/lobby.ts';
import type { Game } from '../../src/contracts/schemas/games.ts';
import { HAND_MS, dealHand, deal, playOut, potOf, runCardRooms } from '../../src/platform/games/vendors/cards.ts';
import { IDLE_MS, runFishing } from '../../src/platform/games/vendors/fishing.ts';
import { ledgerAudit } from '../../src/platform/wallet/wallets.ts';
import { usePlatform } from '../helpers/platform-call.ts';
import { fundedMember, launchQuery, seedGameCatalogue } from '../helpers/games-fixtures.ts';

const p = usePlatform();
vi.setConfig({ testTimeout: 180_000 });
const playable = (classify: string, vendor?: string) =>
  seedGames.find((g) => g.gameClassify === classify && (!vendor || g.vendor === vendor) && g.isGame !== 'VASSALAGE' && !g.maintenance)!;
const fishGame = playable('fish', 'OKS');
const cardGame = playable('pvp', 'TLC');
// The lobby's rooms of the card game (its Game shape needs only the fields pvpRooms reads).
const rooms = pvpRooms(cardGame as unknown as Game);

let nextId = 3601;
let seq = 0;
const key = (what: string) => `${what}${(seq++).toString().padStart(6, '0')}`;

beforeAll(() => seedGameCatalogue(p.env.DB));

/** A fresh member with `balance` minor units and a session token. */
async function member(balance: number): Promise<{ id: number; token: string }> {
  const id = nextId++;
  await fundedMember(p.env.DB, id, `arcade${id}`, balance);
  return { id, token: await createSession(p.env.DB, id) };
}
const balance = (id: number) => memberBalance(p.env.DB, id, 'VND');
const houseOf = async (vendor: string) =>
  (
    await p.env.DB.prepare("SELECT balance FROM ledger_accounts WHERE member_id IS NULL AND kind = ? AND currency = 'VND'")
      .bind(`house:${vendor}`)
      .first<{ balance: number }>()
  )?.balance ?? 0;
const record = (id: number) => bettingRecord(p.env.DB, id, { from: 0, to: Date.now() + 86_400_000, page: 1 });

describe('the fishing stand-in', () => {
  const fire = (token: string, sessionKey: string, seqNo: number, shots: number, level = 100) =>
    p.call.post('fishFire', { nodeId: fishGame.nodeId, sessionKey, seq: seqNo, shots, level }, token);

  it('is where the launch call sends fishing and PvP games (PvP in the chosen room)', async () => {
    const m = await member(0);
    const launch = (g: { nodeId: number; vendor: string }, roomId?: string) =>
      p.call.send('launchGame', {
        token: m.token,
        query: launchQuery(g, 'x', roomId ? { roomId } : {}),
      });
    expect((await launch(fishGame)).body.value.url).toBe(`/inhouse-games/fishing/?nodeId=${fishGame.nodeId}`);
    const room = rooms[0]!;
    expect((await launch(cardGame, room.roomId)).body.value.url).toBe(`/inhouse-games/cards/?nodeId=${cardGame.nodeId}&roomId=${room.roomId}`);
  });

  it('takes each batch as one bet, pays it when its shots land, and a replayed batch moves nothing twice', async () => {
    const m = await member(100_000);
    const s = key('fishsess');
    const b0 = await fire(m.token, s, 0, 20, 200);
    expect(b0.status).toBe(200);
    // The first batch is in flight: its stake is taken, nothing paid yet.
    expect(b0.body.value).toMatchObject({ balance: 96_000, session: { batches: 1, shots: 20, staked: 4_000, won: 0, inFlight: 4_000, open: true } });
    const b1 = await fire(m.token, s, 1, 10, 200);
    const after1 = b1.body.value as { balance: number; session: { won: number; staked: number; inFlight: number } };
    expect(after1.session).toMatchObject({ staked: 6_000, inFlight: 2_000 });
    expect(after1.balance).toBe(100_000 - 6_000 + after1.session.won);
    // Both batches replayed, in parallel and again: nothing moves, the stored catches stay.
    await Promise.all([fire(m.token, s, 0, 20, 200), fire(m.token, s, 1, 10, 200), fire(m.token, s, 0, 20, 200), fire(m.token, s, 1, 10, 200)]);
    expect(await balance(m.id)).toBe(after1.balance);
    // The same batch number with other shots is a conflict.
    expect((await fire(m.token, s, 1, 11, 200)).body.code).toBe('wallet_idempotency_conflict');
    const rows = (await record(m.id)).rows.filter((r) => r.round === `fish-${s}`);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.stake === 2_000)!.state).toBe('open');
    expect(['won', 'lost']).toContain(rows.find((r) => r.stake === 4_000)!.state);
    // The betting record filters by a bet's state (its page lists open, won, lost, cashed out, void, rolled back).
    const range = { from: String(Date.now() - 86_400_000), to: String(Date.now() + 86_400_000) };
    const open = await p.call.get('bettingRecord', m.token, { ...range, state: 'open' });
    expect(open.body.value.rows.map((r: { stake: number; state: string }) => [r.stake, r.state])).toEqual([[2_000, 'open']]);
    const first = rows.find((r) => r.stake === 4_000)!.state;
    const settled = await p.call.get('bettingRecord', m.token, { ...range, state: first });
    expect(settled.body.value.rows.map((r: { stake: number }) => r.stake)).toEqual([4_000]);
  });

  it('settles what is open when the player leaves, then refuses batches in the closed session', async () => {
    const m = await member(50_000);
    const s = key('fishleave');
    await fire(m.token, s, 0, 30, 1_000);
    expect(await balance(m.id)).toBe(20_000);
    const left = await p.call.post('fishLeave', { nodeId: fishGame.nodeId, sessionKey: s }, m.token);
    const session = left.body.value.session as { won: number; inFlight: number; open: boolean };
    expect(session).toMatchObject({ inFlight: 0, open: false });
    expect(await balance(m.id)).toBe(20_000 + session.won);
    // Leaving again moves nothing; a late batch is refused and moves nothing.
    await p.call.post('fishLeave', { nodeId: fishGame.nodeId, sessionKey: s }, m.token);
    const late = await fire(m.token, s, 1, 5, 1_000);
    expect([late.status, late.body.code]).toEqual([409, 'fish_session_closed']);
    expect(await balance(m.id)).toBe(20_000 + session.won);
    expect((await record(m.id)).rows.every((r) => r.state === 'won' || r.state === 'lost')).toBe(true);
  });

  it('the cron job closes a session idle past its time, paying its open batch', async () => {
    const m = await member(50_000);
    const s = key('fishidle');
    await fire(m.token, s, 0, 10, 500);
    expect(await runFishing(p.env.DB, 'VND', Date.now())).toBe(0);
    expect(await runFishing(p.env.DB, 'VND', Date.now() + IDLE_MS + 1_000)).toBeGreaterThanOrEqual(1);
    const row = (await record(m.id)).rows[0]!;
    expect(['won', 'lost']).toContain(row.state);
    expect(await balance(m.id)).toBe(45_000 + row.payout);
    // A second pass changes nothing.
    await runFishing(p.env.DB, 'VND', Date.now() + IDLE_MS + 2_000);
    expect(await balance(m.id)).toBe(45_000 + row.payout);
  });

  it('a burst of 24 parallel batches with replays keeps the balance exact', async () => {
    const m = await member(30_000);
    const s = key('fishburst');
    // 16 batches of 10 shots at 200 (2,000 each: more than the balance covers if nothing is caught), each sent twice at once.
    const calls = Array.from({ length: 24 }, (_, i) => fire(m.token, s, i % 12, 10, 200));
    const answers = await Promise.all(calls);
    for (const a of answers) expect([200, 402]).toContain(a.status);
    await p.call.post('fishLeave', { nodeId: fishGame.nodeId, sessionKey: s }, m.token);
    const rows = (await record(m.id)).rows.filter((r) => r.round === `fish-${s}`);
    const staked = rows.reduce((a, r) => a + r.stake, 0);
    const paid = rows.reduce((a, r) => a + r.payout, 0);
    expect(rows.length).toBeLessThanOrEqual(12);
    expect(rows.every((r) => r.state !== 'open')).toBe(true);
    expect(await balance(m.id)).toBe(30_000 - staked + paid);
    expect(await ledgerAudit(p.env.DB)).toMatchObject({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  });
});

describe('the Tien Len card room', () => {
  const room = rooms[0]!;
  const nodeId = cardGame.nodeId;
  const join = (token: string, roomId = room.roomId) => p.call.post('cardsJoin', { nodeId, roomId }, token);
  type Hand = {
    handId: number;
    status: string;
    players: { kind: string; left: boolean }[];
    result: { winner: number; pot: number; rake: number; paid: number } | null;
  };

  it('plays a real deal out by the single-card rule: every card of every player is played once, and the finishing order names everyone', () => {
    let x = 7;
    const rnd = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const hands = deal(4, rnd);
    expect(new Set(hands.flat()).size).toBe(52);
    const out = playOut(hands);
    expect(out.finish.slice().sort()).toEqual([0, 1, 2, 3]);
    // The lowest card leads; the finishing players played all 13 of their cards.
    expect(out.turns[0]!.card).toBe(0);
    for (const p0 of out.finish.slice(0, 3)) expect(out.turns.filter((t) => t.player === p0 && t.card !== null)).toHaveLength(13);
  });

  it('two members in one room: each stake a bet, the winner paid pot − rake, the house keeps the rake, the sum balanced', async () => {
    const a = await member(100_000);
    const b = await member(100_000);
    const houseBefore = await houseOf(cardGame.vendor);
    const ja = await join(a.token);
    const jb = await join(b.token);
    expect(ja.status).toBe(200);
    const handId = (ja.body.value.hand as Hand).handId;
    expect((jb.body.value.hand as Hand).handId).toBe(handId);
    expect(jb.body.value.balance).toBe(100_000 - room.minBet);
    // Joining again is the same seat, not a second stake.
    await join(a.token);
    expect(await balance(a.id)).toBe(100_000 - room.minBet);
    const dealt = await p.call.post('cardsDeal', { nodeId, handId }, a.token);
    expect((dealt.body.value.hand as Hand).players.map((x) => x.kind)).toEqual(['you', 'member']);

    // Past the hand's end the cron job settles it (a second pass moves nothing).
    await runCardRooms(p.env.DB, 'VND', Date.now() + HAND_MS + 1_000);
    await runCardRooms(p.env.DB, 'VND', Date.now() + HAND_MS + 2_000);
    const seen = (await p.call.get('cardsRoom', a.token, { nodeId: String(nodeId), roomId: room.roomId })).body.value.hand as Hand;
    expect(seen.status).toBe('settled');
    const { pot, rake, paid } = potOf(room.minBet, 2);
    expect(seen.result).toEqual({ winner: seen.result!.winner, pot, rake, paid });
    expect(paid).toBe(pot - rake);
    const [winner, loser] = seen.result!.winner === 0 ? [a, b] : [b, a];
    expect(await balance(winner.id)).toBe(100_000 - room.minBet + paid);
    expect(await balance(loser.id)).toBe(100_000 - room.minBet);
    expect((await record(winner.id)).rows[0]).toMatchObject({ round: `hand-${handId}`, state: 'won', payout: paid, category: 'pvp', vendor: cardGame.vendor });
    expect((await record(loser.id)).rows[0]).toMatchObject({ round: `hand-${handId}`, state: 'lost' });
    // Players + house: the members lost exactly the rake, which the vendor's house holds.
    const membersDelta = (await balance(a.id)) + (await balance(b.id)) - 200_000;
    expect(membersDelta).toBe(-rake);
    expect((await houseOf(cardGame.vendor)) - houseBefore).toBe(rake);
    // A third member cannot join a dealt hand: a new hand waits for them.
    const c = await member(100_000);
    expect(((await join(c.token)).body.value.hand as Hand).handId).not.toBe(handId);
  });

  it('a member who leaves mid-hand forfeits the stake and cannot win; the hand goes on and settles for the others', async () => {
    const a = await member(100_000);
    const b = await member(100_000);
    const roomId = rooms[1]!.roomId;
    const stake = rooms[1]!.minBet;
    const handId = ((await join(a.token, roomId)).body.value.hand as Hand).handId;
    await join(b.token, roomId);
    // A deal where member a (seat 0) finishes first: leaving must still cost a the pot.
    let x = 1;
    for (;;) {
      const rnd = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const save = x;
      if (playOut(deal(2, rnd)).finish[0] === 0) {
        x = save;
        break;
      }
    }
    const now = Date.now();
    await dealHand(p.env.DB, 'VND', handId, a.id, now, () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const left = await p.call.post('cardsLeave', { nodeId, handId }, a.token);
    expect(left.status).toBe(200);
    expect((left.body.value.hand as Hand & { youLeft: boolean }).youLeft).toBe(true);
    expect(await balance(a.id)).toBe(100_000 - stake);
    expect((await record(a.id)).rows[0]).toMatchObject({ round: `hand-${handId}`, state: 'lost', payout: 0 });
    await runCardRooms(p.env.DB, 'VND', now + HAND_MS + 1_000);
    const { paid } = potOf(stake, 2);
    expect(await balance(b.id)).toBe(100_000 - stake + paid);
    expect(await balance(a.id)).toBe(100_000 - stake);
  });

  it('a member alone at the table plays against three sandbox bots', async () => {
    const a = await member(100_000);
    const roomId = rooms[1]!.roomId;
    const handId = ((await join(a.token, roomId)).body.value.hand as Hand).handId;
    const dealt = await p.call.post('cardsDeal', { nodeId, handId }, a.token);
    expect((dealt.body.value.hand as Hand).players.map((x) => x.kind)).toEqual(['you', 'bot', 'bot', 'bot']);
    await runCardRooms(p.env.DB, 'VND', Date.now() + HAND_MS + 1_000);
  });

  it('leaving before the deal refunds the stake', async () => {
    const a = await member(100_000);
    const roomId = rooms[2]!.roomId;
    const handId = ((await join(a.token, roomId)).body.value.hand as Hand).handId;
    await p.call.post('cardsLeave', { nodeId, handId }, a.token);
    expect(await balance(a.id)).toBe(100_000);
    expect((await record(a.id)).rows[0]).toMatchObject({ state: 'rolled_back' });
    // Coming back takes the stake again, once.
    await Promise.all([join(a.token, roomId), join(a.token, roomId)]);
    expect(await balance(a.id)).toBe(100_000 - rooms[2]!.minBet);
  });

  it('a burst of joins, deals, reads and leaves from four members, replayed, keeps every balance exact and the ledger balanced', async () => {
    const ms = await Promise.all([member(500_000), member(500_000), member(500_000), member(500_000)]);
    const roomId = rooms[3]!.roomId;
    const stake = rooms[3]!.minBet;
    const houseBefore = await houseOf(cardGame.vendor);
    // Every member joins three times at once (24 calls with the reads).
    await Promise.all([
      ...ms.flatMap((m) => [join(m.token, roomId), join(m.token, roomId), join(m.token, roomId)]),
      ...ms.map((m) => p.call.get('cardsRoom', m.token, { nodeId: String(nodeId), roomId })),
      ...ms.map((m) => p.call.get('cardsRoom', m.token, { nodeId: String(nodeId), roomId })),
      ...ms.map((m) => p.call.get('cardsRoom', m.token, { nodeId: String(nodeId), roomId })),
    ]);
    for (const m of ms) expect(await balance(m.id)).toBe(500_000 - stake);
    const hands = await Promise.all(
      ms.map(async (m) => ((await p.call.get('cardsRoom', m.token, { nodeId: String(nodeId), roomId })).body.value.hand as Hand).handId),
    );
    // Each member deals twice and the last one leaves mid-hand twice, all at once.
    await Promise.all([
      ...ms.flatMap((m, i) => [
        p.call.post('cardsDeal', { nodeId, handId: hands[i] }, m.token),
        p.call.post('cardsDeal', { nodeId, handId: hands[i] }, m.token),
      ]),
    ]);
    await Promise.all([
      p.call.post('cardsLeave', { nodeId, handId: hands[3] }, ms[3]!.token),
      p.call.post('cardsLeave', { nodeId, handId: hands[3] }, ms[3]!.token),
    ]);
    const later = Date.now() + HAND_MS + 1_000;
    await Promise.all([runCardRooms(p.env.DB, 'VND', later), runCardRooms(p.env.DB, 'VND', later)]);
    await Promise.all(ms.map((m) => p.call.get('cardsRoom', m.token, { nodeId: String(nodeId), roomId })));
    const total = (await Promise.all(ms.map((m) => balance(m.id)))).reduce((a, v) => a + v, 0);
    // Every hand settled once: the members as a whole lost their stakes and won the pots paid.
    const rows = (await Promise.all(ms.map((m) => record(m.id)))).flatMap((r) => r.rows);
    expect(rows.every((r) => r.state === 'won' || r.state === 'lost')).toBe(true);
    const staked = rows.reduce((a, r) => a + r.stake, 0);
    const paidOut = rows.reduce((a, r) => a + r.payout, 0);
    expect(total).toBe(2_000_000 - staked + paidOut);
    expect((await houseOf(cardGame.vendor)) - houseBefore).toBe(staked - paidOut);
    expect(await ledgerAudit(p.env.DB)).toMatchObject({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  });
});
