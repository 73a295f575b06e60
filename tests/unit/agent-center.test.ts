// The agent center on a real local D1 (SPEC §2.8, §4 contracts and real-time salary, §6, §7.2;
// DOMAIN.md §2): gates, the tree and IDOR across two trees with every id parameter, contract
// offers / accepts / termination and its cascade, each settlement formula against hand-worked
// examples, and the settlement tick run twice.
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { exclude, setLimit } from '../../src/platform/member/responsible-gaming.ts';
import { ancestors } from '../../src/platform/agent/tree.ts';
import { checkTiers, type Tier } from '../../src/platform/agent/contracts.ts';
import { previousDividendPeriod, settleType, teamFigures } from '../../src/platform/agent/settlement.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
// Tree A: A0 (top agent) → A1 (agent) → A2 (agent), Am (member); A0 → Ax (member).
// Tree B: B0 (top agent) → B1 (agent) → Bm1, Bm2 (members); B0 → Bm (member). Plus a member M and a trial T.
const m = {
  A0: { id: 1401, type: 1, up: null },
  A1: { id: 1402, type: 1, up: 1401 },
  A2: { id: 1403, type: 1, up: 1402 },
  Am: { id: 1404, type: 0, up: 1402 },
  Ax: { id: 1405, type: 0, up: 1401 },
  B0: { id: 1410, type: 1, up: null },
  B1: { id: 1411, type: 1, up: 1410 },
  Bm1: { id: 1412, type: 0, up: 1411 },
  Bm2: { id: 1413, type: 0, up: 1411 },
  Bm: { id: 1414, type: 0, up: 1410 },
  M: { id: 1420, type: 0, up: null },
  T: { id: 1421, type: 4, up: null },
} as const;
type Who = keyof typeof m;
const tok = {} as Record<Who, string>;
const tier = (t: Partial<Tier>): Tier => ({ validBet: 0, activeMembers: 0, loss: 0, rate: 0, singleBet: 0, profitRate: 0, lossRate: 0, ...t });
const bal = (w: Who) => memberBalance(p.env.DB, m[w].id, 'VND');
const ICT = 7 * 3_600_000;
const ictDay = (y: number, mo: number, d: number) => Date.UTC(y, mo - 1, d) - ICT;
const D = ictDay(2026, 3, 10);
const D2 = ictDay(2026, 3, 11);
const D3 = ictDay(2026, 3, 20);
let round = 0;
async function bet(w: Who, stake: number, payout: number, at: number, settledAt = at) {
  await p.env.DB.prepare(
    "INSERT INTO game_rounds (vendor, round_id, member_id, game_code, stake, payout, status, created_at, settled_at) VALUES ('inhouse', ?, ?, 'dice', ?, ?, 'settled', ?, ?)",
  )
    .bind(`ag-${round++}`, m[w].id, stake, payout, at, settledAt)
    .run();
}
async function houseContract(w: Who, type: string, tiers: Tier[], period: string | null = null) {
  await p.env.DB.prepare(
    "INSERT INTO agent_contracts (type, upline_id, downline_id, tiers_json, period, status, created_at, accepted_at) VALUES (?, NULL, ?, ?, ?, 'active', 0, 0)",
  )
    .bind(type, m[w].id, JSON.stringify(tiers), period)
    .run();
}
async function contract(up: Who, down: Who, type: string, tiers: Tier[], period: string | null = null) {
  await p.env.DB.prepare(
    "INSERT INTO agent_contracts (type, upline_id, downline_id, tiers_json, period, status, created_at, accepted_at) VALUES (?, ?, ?, ?, ?, 'active', 0, 0)",
  )
    .bind(type, m[up].id, m[down].id, JSON.stringify(tiers), period)
    .run();
}
const daily = (body: Record<string, unknown>, who: Who) => p.call.post('dailySalaryContract', body, tok[who]);
const count = async () => (await p.env.DB.prepare('SELECT COUNT(*) AS n, GROUP_CONCAT(status) AS s FROM agent_contracts').first<{ n: number; s: string }>())!;

beforeAll(async () => {
  const db = p.env.DB;
  const house = await ensureAccount(db, null, 'VND');
  for (const [name, v] of Object.entries(m)) {
    await db
      .prepare(
        "INSERT INTO members (id, account, nickname, password_hash, type, upline_id, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', ?, ?, 0, ?)",
      )
      .bind(v.id, `ag${name.toLowerCase()}`, v.type, v.up, Date.now())
      .run();
    tok[name as Who] = await createSession(db, v.id);
    const w = await ensureAccount(db, v.id, 'VND');
    await postTransaction(db, {
      idempotencyKey: `ag-open-${name}`,
      kind: 'deposit',
      entries: [
        { accountId: w, amount: 100_000 },
        { accountId: house, amount: -100_000 },
      ],
    });
  }
  await houseContract('A0', 'daily', [tier({ validBet: 1000, rate: 150 }), tier({ validBet: 1_000_000, activeMembers: 2, rate: 200 })]);
  await houseContract('A0', 'hourly', [tier({ validBet: 1000, rate: 100 })]);
});

describe('gates and the tree', () => {
  it('answers members error_not_agent and trial users in_need_true_account', async () => {
    const range = { from: String(D), to: String(D + 86_400_000) };
    for (const [who, code] of [
      ['M', 'error_not_agent'],
      ['Am', 'error_not_agent'],
      ['T', 'in_need_true_account'],
    ] as const) {
      const r = await p.call.get('agentTeamOverview', tok[who], range);
      expect([r.status, r.body.code]).toEqual([403, code]);
      expect((await daily({ action: 'list' }, who)).status).toBe(403);
    }
    expect((await p.call.get('agentTeamOverview', tok.A0, range)).status).toBe(200);
  });

  it('finds every ancestor in one query, nearest first', async () => {
    expect(await ancestors(p.env.DB, m.A2.id)).toEqual([
      { id: m.A1.id, depth: 1 },
      { id: m.A0.id, depth: 2 },
    ]);
    expect(await ancestors(p.env.DB, m.A0.id)).toEqual([]);
  });

  it('lists the whole team with type and search filters, never another tree', async () => {
    const all = (await p.call.get('agentTeamMembers', tok.A0)).body.value;
    expect(all.rows.map((r: { account: string }) => r.account).sort()).toEqual(['aga1', 'aga2', 'agam', 'agax']);
    expect((await p.call.get('agentTeamMembers', tok.A0, { type: 'agent' })).body.value.rows.map((r: { account: string }) => r.account)).toEqual([
      'aga1',
      'aga2',
    ]);
    expect((await p.call.get('agentTeamMembers', tok.A0, { search: 'x' })).body.value.rows.map((r: { account: string }) => r.account)).toEqual(['agax']);
    expect((await p.call.get('agentTeamMembers', tok.A0, { search: '%' })).body.value.total).toBe(0);
    expect((await p.call.get('agentTeamMembers', tok.A1)).body.value.rows.map((r: { account: string; direct: boolean }) => [r.account, r.direct])).toEqual([
      ['aga2', true],
      ['agam', true],
    ]);
  });

  it('shows a downline its responsible-gaming state, no amounts or personal details', async () => {
    await setLimit(p.env.DB, m.Ax.id, 'loss', 'week', 50_000, Date.now());
    await exclude(p.env.DB, m.Ax.id, 'timeout', 86_400_000, Date.now());
    const d = (await p.call.get('agentDownline', tok.A0, { memberId: String(m.Ax.id) })).body.value;
    expect(d.responsibleGaming).toEqual({ limits: [{ kind: 'loss', period: 'week' }], exclusion: 'timeout' });
    expect(JSON.stringify(d)).not.toMatch(/50000|mobile|email|payee/);
    const row = (await p.call.get('agentTeamMembers', tok.A0, { search: 'agax' })).body.value.rows[0];
    expect(row.status).toBe('timeout');
  });
});

describe('IDOR across two trees', () => {
  const range = { from: String(D), to: String(D + 86_400_000) };
  it('refuses every member id outside the caller’s tree with 404, and its own upline too', async () => {
    for (const [who, target] of [
      ['A0', 'Bm'],
      ['A0', 'B1'],
      ['B0', 'A1'],
      ['A1', 'A0'],
      ['A1', 'Ax'],
      ['A0', 'M'],
    ] as const) {
      const id = String(m[target].id);
      expect((await p.call.get('agentDownline', tok[who], { memberId: id })).status).toBe(404);
      expect((await p.call.get('agentTeamBetting', tok[who], { ...range, memberId: id })).status).toBe(404);
      expect((await p.call.get('agentAccountDetails', tok[who], { ...range, memberId: id })).status).toBe(404);
    }
    expect((await p.call.get('agentDownline', tok.A0, { memberId: String(m.A2.id) })).status).toBe(200);
  });

  it('never offers, accepts or terminates across trees', async () => {
    const before = await count();
    expect((await daily({ action: 'offer', downline: 'agb1', tiers: [tier({ validBet: 1000, rate: 10 })] }, 'A0')).body.code).toBe('error_contract_target');
    const own = (await p.env.DB.prepare("SELECT id FROM agent_contracts WHERE downline_id = ? AND type = 'daily'").bind(m.A0.id).first<{ id: number }>())!.id;
    for (const action of ['accept', 'reject', 'terminate', 'confirmTerminate']) expect((await daily({ action, contractId: own }, 'B0')).status).toBe(404);
    expect(await count()).toEqual(before);
  });
});

describe('contracts', () => {
  it('refuses malformed tiers, non-direct and member downlines, changing nothing', async () => {
    const before = await count();
    const offer = (tiers: unknown, downline = 'aga1') => daily({ action: 'offer', downline, tiers }, 'A0');
    expect((await offer([tier({ validBet: 5000, rate: 100 }), tier({ validBet: 1000, rate: 120 })])).body.code).toBe('error_contract_tiers');
    expect((await offer([tier({ validBet: 1000, rate: 120 }), tier({ validBet: 5000, rate: 100 })])).body.code).toBe('error_contract_tiers');
    expect((await offer([{ validBet: 1000, rate: -5 }])).status).toBe(400);
    expect((await offer([])).body.code).toBe('error_contract_tiers');
    expect((await offer([tier({ validBet: 1000, rate: 160 })])).body.code).toBe('error_contract_above_upline');
    expect((await offer([tier({ validBet: 500, rate: 10 })])).body.code).toBe('error_contract_above_upline');
    expect((await offer([tier({ validBet: 1000, rate: 100 })], 'aga2')).body.code).toBe('error_contract_target');
    expect((await offer([tier({ validBet: 1000, rate: 100 })], 'agax')).body.code).toBe('error_contract_target');
    // A1 holds no contract yet, so it cannot offer one.
    expect((await daily({ action: 'offer', downline: 'aga2', tiers: [tier({ validBet: 1000, rate: 10 })] }, 'A1')).body.code).toBe('error_contract_no_own');
    expect(await count()).toEqual(before);
  });

  it('offers, accepts once, and shows the consolidated flag', async () => {
    expect((await p.call.get('agentFlags', tok.A1)).body.value.dailysalreqtype).toBe(false);
    const offered = await daily({ action: 'offer', downline: 'aga1', tiers: [tier({ validBet: 1000, rate: 100 })] }, 'A0');
    const id = offered.body.value.offered[0].id;
    expect(offered.body.value.offered[0].status).toBe('pending');
    expect((await daily({ action: 'offer', downline: 'aga1', tiers: [tier({ validBet: 1000, rate: 90 })] }, 'A0')).status).toBe(409);
    expect((await daily({ action: 'accept', contractId: id }, 'A0')).status).toBe(404);
    const accepted = await daily({ action: 'accept', contractId: id }, 'A1');
    expect(accepted.body.value.own[0]).toMatchObject({ id, status: 'active', upline: 'aga0' });
    expect(accepted.body.value.flags.dailysalreqtype).toBe(true);
    const again = await daily({ action: 'accept', contractId: id }, 'A1');
    expect([again.status, again.body.code]).toEqual([409, 'error_contract_state']);
    expect((await daily({ action: 'reject', contractId: id }, 'A1')).status).toBe(409);
  });

  it('accepting a lower rate terminates the downline contracts above it, down the line', async () => {
    const a2 = await daily({ action: 'offer', downline: 'aga2', tiers: [tier({ validBet: 1000, rate: 80 })] }, 'A1');
    await daily({ action: 'accept', contractId: a2.body.value.offered[0].id }, 'A2');
    const lower = await daily({ action: 'offer', downline: 'aga1', tiers: [tier({ validBet: 1000, rate: 50 })] }, 'A0');
    const newId = lower.body.value.offered.find((c: { status: string }) => c.status === 'pending').id;
    const res = await daily({ action: 'accept', contractId: newId }, 'A1');
    expect(res.body.value.own.map((c: { status: string }) => c.status)).toEqual(['active', 'expired']);
    expect(res.body.value.offered[0]).toMatchObject({ downline: 'aga2', status: 'terminated', endReason: 'above_upline' });
  });

  it('terminates on request once the other side confirms, with everything below', async () => {
    const hourly = (body: Record<string, unknown>, who: Who) => p.call.post('hourSalaryContract', body, tok[who]);
    const o = await hourly({ action: 'offer', downline: 'aga1', tiers: [tier({ validBet: 1000, rate: 60 })] }, 'A0');
    const id = o.body.value.offered[0].id;
    await hourly({ action: 'accept', contractId: id }, 'A1');
    const o2 = await hourly({ action: 'offer', downline: 'aga2', tiers: [tier({ validBet: 1000, rate: 30 })] }, 'A1');
    await hourly({ action: 'accept', contractId: o2.body.value.offered[0].id }, 'A2');
    expect((await hourly({ action: 'confirmTerminate', contractId: id }, 'A0')).status).toBe(409);
    expect((await hourly({ action: 'terminate', contractId: id }, 'A1')).status).toBe(200);
    expect((await hourly({ action: 'terminate', contractId: id }, 'A0')).status).toBe(409);
    expect((await hourly({ action: 'confirmTerminate', contractId: id }, 'A1')).status).toBe(409);
    expect((await hourly({ action: 'list' }, 'A0')).body.value.offered[0].terminateRequestedBy).toBe('downline');
    // A daily call cannot reach an hourly contract.
    expect((await daily({ action: 'confirmTerminate', contractId: id }, 'A0')).status).toBe(404);
    const done = await hourly({ action: 'confirmTerminate', contractId: id }, 'A0');
    expect(done.body.value.offered[0]).toMatchObject({ id, status: 'terminated', endReason: 'request' });
    expect((await hourly({ action: 'list' }, 'A2')).body.value.own[0]).toMatchObject({ status: 'terminated', endReason: 'upline_ended' });
  });

  it('checks real-time tiers rate by rate', () => {
    const up = [tier({ singleBet: 1000, profitRate: 100, lossRate: 200 })];
    expect(checkTiers('realtime', [tier({ singleBet: 1000, profitRate: 100, lossRate: 150 })], up)).toBeNull();
    expect(checkTiers('realtime', [tier({ profitRate: 101, lossRate: 150 })], up)).toBe('error_contract_above_upline');
    expect(checkTiers('realtime', [tier({ profitRate: 10 }), tier({ profitRate: 20 })], up)).toBe('error_contract_tiers');
    expect(checkTiers('daily', [tier({ validBet: 1000, rate: 201 })], null)).toBe('error_contract_tiers');
  });
});

describe('settlement against hand-worked examples (tree B)', () => {
  beforeAll(async () => {
    await houseContract('B0', 'daily', [tier({ validBet: 10_000, rate: 100 }), tier({ validBet: 100_000, activeMembers: 2, rate: 150 })]);
    await contract('B0', 'B1', 'daily', [tier({ validBet: 10_000, rate: 50 }), tier({ validBet: 100_000, activeMembers: 2, rate: 100 })]);
    await houseContract(
      'B0',
      'dividend',
      [tier({ validBet: 50_000, loss: 10_000, rate: 2800 }), tier({ validBet: 200_000, loss: 50_000, rate: 3000 })],
      'daily',
    );
    await contract('B0', 'B1', 'dividend', [tier({ validBet: 50_000, loss: 10_000, rate: 2000 })], 'daily');
    await houseContract('B0', 'realtime', [tier({ singleBet: 1000, profitRate: 100, lossRate: 200 })]);
    await contract('B0', 'B1', 'realtime', [tier({ singleBet: 1000, profitRate: 40, lossRate: 120 })]);
    // Day D: Bm1 stakes 60,000 and loses; Bm2 stakes 50,000 and gets 80,000 back; Bm stakes 5,000 and loses.
    await bet('Bm1', 60_000, 0, D + 5 * 3_600_000);
    await bet('Bm2', 50_000, 80_000, D + 6 * 3_600_000);
    await bet('Bm', 5_000, 0, D + 7 * 3_600_000);
    // Day D2: Bm1 stakes 100,000 and loses; Bm stakes 10,000 and gets 90,000 back.
    await bet('Bm1', 100_000, 0, D2 + 5 * 3_600_000);
    await bet('Bm', 10_000, 90_000, D2 + 6 * 3_600_000);
  });

  it('daily salary and dividend: tiers, downline deduction, the tick run twice pays once', async () => {
    const [b0, b1] = [await bal('B0'), await bal('B1')];
    const at = D + 86_400_000 + 3 * 3_600_000; // 03:00 ICT the next day
    const first = await runCronTick(p.env, at);
    // Daily: B1 team 110,000 valid, 2 active → 1.00 % = 1,100. B0 team 115,000, 3 active → 1.50 % = 1,725 − 1,100 = 625.
    // Dividend: B1 team lost 30,000 → 20 % = 6,000. B0 team lost 35,000 → 28 % = 9,800 − 6,000 = 3,800.
    expect(await bal('B1')).toBe(b1 + 1_100 + 6_000);
    expect(await bal('B0')).toBe(b0 + 625 + 3_800);
    expect(first.find((r) => r.job === 'agent.dailySalary')?.changed).toBe(2);
    const second = await runCronTick(p.env, at + 60_000);
    expect(second.filter((r) => r.job.startsWith('agent.')).every((r) => r.changed === 0)).toBe(true);
    expect(await bal('B0')).toBe(b0 + 625 + 3_800);
    const rec = (await p.call.get('agentPayouts', tok.B0, { record: 'daily', from: String(at - 86_400_000), to: String(at + 86_400_000) })).body.value;
    expect(rec.rows).toEqual([expect.objectContaining({ type: 'daily', base: 115_000, rate: 150, gross: 1_725, amount: 625, period: 'd2026-03-10' })]);
    const income = (await p.call.get('agentMyIncome', tok.B0, { from: String(at - 3_600_000), to: String(at + 3_600_000) })).body.value;
    expect(income.rows).toEqual([
      { kind: 'dividend', count: 1, amount: 3_800 },
      { kind: 'salary', count: 1, amount: 625 },
    ]);
  });

  it('floors the dividend at 0 when the downlines receive more than the upline’s own amount', async () => {
    const [b0, b1] = [await bal('B0'), await bal('B1')];
    const at = D2 + 86_400_000 + 3 * 3_600_000;
    await settleType(p.env.DB, 'dividend', at);
    // B1 team lost 100,000 → 20,000. B0 team lost 20,000 → 28 % = 5,600 − 20,000 → 0.
    expect(await bal('B1')).toBe(b1 + 20_000);
    expect(await bal('B0')).toBe(b0);
  });

  it('real-time salary per round: profit and loss rates, single-bet minimum, upline gets the rate difference', async () => {
    const w = D3 + 3 * 3_600_000; // a 5-minute window
    await bet('Bm1', 10_000, 25_000, w - 600_000, w + 60_000); // won
    await bet('Bm2', 20_000, 0, w - 600_000, w + 120_000); // lost
    await bet('Bm2', 500, 0, w - 600_000, w + 120_000); // below the single bet
    await bet('Bm', 5_000, 0, w - 600_000, w + 180_000); // lost
    const [b0, b1] = [await bal('B0'), await bal('B1')];
    expect(await settleType(p.env.DB, 'realtime', w + 240_000)).toBe(0); // window still open
    expect(await settleType(p.env.DB, 'realtime', w + 360_000)).toBe(2);
    // B1: 10,000 × 0.4 % + 20,000 × 1.2 % = 40 + 240 = 280. B0: 10,000 × 0.6 % + 20,000 × 0.8 % + 5,000 × 2 % = 60 + 160 + 100 = 320.
    expect(await bal('B1')).toBe(b1 + 280);
    expect(await bal('B0')).toBe(b0 + 320);
    expect(await settleType(p.env.DB, 'realtime', w + 420_000)).toBe(0);
    expect(await bal('B0')).toBe(b0 + 320);
  });

  it('hourly salary: the last full hour, once', async () => {
    await houseContract('B0', 'hourly', [tier({ validBet: 1_000, rate: 100 }), tier({ validBet: 50_000, rate: 120 })]);
    const h = D3 + 10 * 3_600_000;
    await bet('Bm', 40_000, 0, h + 600_000);
    await bet('Bm', 9_000, 0, h + 3_600_000 + 60_000); // the next hour
    const b0 = await bal('B0');
    expect(await settleType(p.env.DB, 'hourly', h + 3_600_000 + 120_000)).toBe(1);
    // 40,000 reaches the first tier only: 1 % = 400.
    expect(await bal('B0')).toBe(b0 + 400);
    expect(await settleType(p.env.DB, 'hourly', h + 3_600_000 + 180_000)).toBe(0);
    expect(await bal('B0')).toBe(b0 + 400);
  });

  it('counts every reward the house paid the team’s players in its figures, not the agents’ own wages', async () => {
    const house = await ensureAccount(p.env.DB, null, 'VND');
    const at = ictDay(2026, 4, 2);
    const before = await teamFigures(p.env.DB, m.B0.id, at, at + 86_400_000, 1);
    for (const [kind, amount] of [
      ['vip_gift', 700],
      ['raffle', 50],
      ['mission_reward', 5],
      ['salary', 90_000],
      ['dividend', 80_000],
    ] as const) {
      await postTransaction(p.env.DB, {
        idempotencyKey: `ag-extra-${kind}`,
        kind,
        now: at + 1000,
        entries: [
          { accountId: await ensureAccount(p.env.DB, m.Bm1.id, 'VND'), amount },
          { accountId: house, amount: -amount },
        ],
      });
    }
    const after = await teamFigures(p.env.DB, m.B0.id, at, at + 86_400_000, 1);
    expect(after.extras - before.extras).toBe(755);
  });

  it('computes the dividend periods on the ICT calendar', () => {
    const at = ictDay(2026, 3, 18) + 3 * 3_600_000; // Wednesday 18 March, 03:00 ICT
    expect(previousDividendPeriod('weekly', at)).toMatchObject({ from: ictDay(2026, 3, 9), to: ictDay(2026, 3, 16) });
    expect(previousDividendPeriod('semimonthly', at)).toMatchObject({ from: ictDay(2026, 3, 1), to: ictDay(2026, 3, 16) });
    expect(previousDividendPeriod('monthly', at)).toMatchObject({ from: ictDay(2026, 2, 1), to: ictDay(2026, 3, 1) });
    expect(previousDividendPeriod('semimonthly', ictDay(2026, 3, 5))).toMatchObject({ from: ictDay(2026, 2, 16), to: ictDay(2026, 3, 1) });
  });
});

describe('register center', () => {
  it('creates a downline of member or agent type under the caller, and keeps one affiliate code', async () => {
    const info = (await p.call.get('agentRegisterInfo', tok.B1)).body.value.affiliateCode;
    expect(info).toMatch(/^A[0-9A-F]{7}$/);
    expect((await p.call.get('agentRegisterInfo', tok.B1)).body.value.affiliateCode).toBe(info);
    const made = await p.call.post('agentCreateDownline', { account: 'agnew1', password: 'Passw0rd1', kind: 'agent' }, tok.B1);
    expect(made.body.value).toMatchObject({ account: 'agnew1', type: 1 });
    expect((await p.env.DB.prepare('SELECT upline_id FROM members WHERE id = ?').bind(made.body.value.id).first<{ upline_id: number }>())!.upline_id).toBe(
      m.B1.id,
    );
    expect((await p.call.post('agentCreateDownline', { account: 'agnew1', password: 'Passw0rd1', kind: 'member' }, tok.B1)).status).toBe(409);
    expect((await p.call.post('agentCreateDownline', { account: 'agnew2', password: 'x', kind: 'member' }, tok.B1)).status).toBe(400);
    expect((await p.call.post('agentCreateDownline', { account: 'agnew3', password: 'Passw0rd1', kind: 'member' }, tok.Bm)).status).toBe(403);
  });

  it('creates an agent with a pending contract offer in one call, which the new agent accepts', async () => {
    const made = await p.call.post(
      'agentCreateDownline',
      { account: 'agoffer1', password: 'Passw0rd1', kind: 'agent', offer: { type: 'daily', tiers: [tier({ validBet: 1000, rate: 120 })] } },
      tok.A0,
    );
    expect(made.status).toBe(200);
    expect(made.body.value).toMatchObject({ account: 'agoffer1', type: 1, contractId: expect.any(Number) });
    const c = await p.env.DB.prepare('SELECT upline_id, downline_id, status, tiers_json FROM agent_contracts WHERE id = ?')
      .bind(made.body.value.contractId)
      .first<{ upline_id: number; downline_id: number; status: string; tiers_json: string }>();
    expect(c).toMatchObject({ upline_id: m.A0.id, downline_id: made.body.value.id, status: 'pending' });
    const own = await createSession(p.env.DB, made.body.value.id);
    const listed = (await daily({ action: 'list' }, 'A0')).body.value.offered.find((x: { downline: string }) => x.downline === 'agoffer1');
    expect(listed).toMatchObject({ status: 'pending', tiers: [expect.objectContaining({ validBet: 1000, rate: 120 })] });
    const accepted = await p.call.post('dailySalaryContract', { action: 'accept', contractId: made.body.value.contractId }, own);
    expect(accepted.status).toBe(200);
    expect(
      (await p.env.DB.prepare('SELECT status FROM agent_contracts WHERE id = ?').bind(made.body.value.contractId).first<{ status: string }>())!.status,
    ).toBe('active');
  });

  it('refuses a bad offer before creating anything: above its own rate, without its own contract, to a member, malformed', async () => {
    const members = async () => (await p.env.DB.prepare('SELECT COUNT(*) AS n FROM members').first<{ n: number }>())!.n;
    const before = { members: await members(), contracts: (await count()).n };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ kind: 'agent', offer: { type: 'daily', tiers: [tier({ validBet: 1000, rate: 180 })] } }, 400, 'error_contract_above_upline'],
      [{ kind: 'agent', offer: { type: 'dividend', period: 'monthly', tiers: [tier({ validBet: 1000, loss: 1, rate: 500 })] } }, 403, 'error_contract_no_own'],
      [{ kind: 'member', offer: { type: 'daily', tiers: [tier({ validBet: 1000, rate: 100 })] } }, 400, 'error_contract_target'],
      [
        { kind: 'agent', offer: { type: 'daily', tiers: [tier({ validBet: 2000, rate: 100 }), tier({ validBet: 1000, rate: 120 })] } },
        400,
        'error_contract_tiers',
      ],
      [{ kind: 'agent', offer: { type: 'daily', tiers: [{ validBet: -1, rate: 100 }] } }, 400, 'error_validation'],
      [{ kind: 'agent', offer: { type: 'daily', tiers: [] } }, 400, 'error_validation'],
    ];
    for (const [body, status, code] of cases) {
      const r = await p.call.post('agentCreateDownline', { account: 'agbadoffer', password: 'Passw0rd1', ...body }, tok.A0);
      expect([r.status, r.body.code]).toEqual([status, code]);
    }
    expect({ members: await members(), contracts: (await count()).n }).toEqual(before);
  });

  it('limits account creation to 30 an hour per agent, counting every attempt', async () => {
    for (let i = 0; i < 30; i++)
      expect((await p.call.post('agentCreateDownline', { account: `agrl${i}`, password: 'x', kind: 'member' }, tok.A2)).status).toBe(400);
    const r = await p.call.post('agentCreateDownline', { account: 'agrlok', password: 'Passw0rd1', kind: 'member' }, tok.A2);
    expect([r.status, r.body.code]).toEqual([429, 'error_rate_limited']);
    expect(await p.env.DB.prepare("SELECT id FROM members WHERE account = 'agrlok'").first()).toBeNull();
    // Another agent is not held back.
    expect((await p.call.post('agentCreateDownline', { account: 'agrlother', password: 'Passw0rd1', kind: 'member' }, tok.B1)).status).toBe(200);
  });
});
