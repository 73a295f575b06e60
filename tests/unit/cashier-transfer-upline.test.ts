// Transfers within an agent tree on a real local D1 (SPEC §2.7 transferUpline, §6): a member to its
// upline, an agent to a direct downline, never across trees or sideways, never to an excluded
// member; behind the payment password; a retried request moves the money once. Money that still
// owes turnover cannot be moved to another member (DOMAIN.md §3): refused, saying what remains,
// until it is wagered, also in parallel bursts and while a deposit lands mid-burst.
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { setPaymentPassword } from '../../src/platform/cashier/payment-password.ts';
import { exclude } from '../../src/platform/member/responsible-gaming.ts';
import { turnoverRequirementStatement, turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { transferInTree } from '../../src/platform/cashier/transfer-upline.ts';
import { signNotification } from '../../src/platform/cashier/deposits.ts';
import { usePlatform } from '../helpers/platform-call.ts';
import { requirementBeforeNextBatch } from '../helpers/requirement-landing.ts';

const p = usePlatform();
// Tree A: agent tA with members tm1, tm2. Tree B: agent tB with member tm3. Tree C (turnover): agent
// agent01 with members tm4 and tm5.
const m = {
  tA: { id: 1301, type: 1, up: null },
  tm1: { id: 1302, type: 0, up: 1301 },
  tm2: { id: 1303, type: 0, up: 1301 },
  tB: { id: 1304, type: 1, up: null },
  tm3: { id: 1305, type: 0, up: 1304 },
  agent01: { id: 1306, type: 1, up: null },
  tm4: { id: 1307, type: 0, up: 1306 },
  tm5: { id: 1308, type: 0, up: 1306 },
} as const;
const tokens = Object.fromEntries(Object.keys(m).map((k) => [k, ''])) as Record<keyof typeof m, string>;
const bal = (id: number) => memberBalance(p.env.DB, id, 'VND');
let seq = 0;
const rid = () => `tu-${Date.now()}-${seq++}`;

beforeAll(async () => {
  const db = p.env.DB;
  const house = await ensureAccount(db, null, 'VND');
  for (const [name, v] of Object.entries(m)) {
    await db
      .prepare(
        "INSERT INTO members (id, account, nickname, password_hash, type, upline_id, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', ?, ?, 0, ?)",
      )
      .bind(v.id, name, v.type, v.up, Date.now())
      .run();
    tokens[name as keyof typeof m] = await createSession(db, v.id);
    await setPaymentPassword(db, v.id, '112233', Date.now());
    const w = await ensureAccount(db, v.id, 'VND');
    await postTransaction(db, {
      idempotencyKey: `tu-open-${name}`,
      kind: 'deposit',
      entries: [
        { accountId: w, amount: 500_000 },
        { accountId: house, amount: -500_000 },
      ],
    });
  }
});

describe('who may receive', () => {
  it('lists the upline, and an agent’s direct downlines', async () => {
    expect((await p.call.get('transferUplineInfo', tokens.tm1)).body.value).toEqual({ upline: { account: 'tA' }, downlines: [], uplineAllowed: true });
    expect((await p.call.get('transferUplineInfo', tokens.tA)).body.value.downlines.map((d: { account: string }) => d.account)).toEqual(['tm1', 'tm2']);
  });

  it('moves money up and down one tree, once per request id', async () => {
    const id = rid();
    const up = await p.call.post('transferUpline', { to: 'tA', amount: 10_000, paymentPassword: '112233', requestId: id }, tokens.tm1);
    expect(up.body.value).toEqual({ to: 'tA', amount: 10_000, replayed: false });
    expect((await p.call.post('transferUpline', { to: 'tA', amount: 10_000, paymentPassword: '112233', requestId: id }, tokens.tm1)).body.value.replayed).toBe(
      true,
    );
    expect(await bal(m.tm1.id)).toBe(490_000);
    expect((await p.call.post('transferUpline', { to: 'tm2', amount: 20_000, paymentPassword: '112233', requestId: rid() }, tokens.tA)).status).toBe(200);
    expect(await bal(m.tm2.id)).toBe(520_000);
  });

  it('refuses across trees, sideways, to oneself, with a wrong password or without funds, moving nothing', async () => {
    const before = await Promise.all([m.tA.id, m.tm1.id, m.tm3.id].map(bal));
    const send = (token: string, to: string, amount = 1_000, paymentPassword = '112233') =>
      p.call.post('transferUpline', { to, amount, paymentPassword, requestId: rid() }, token);
    expect((await send(tokens.tA, 'tm3')).body.code).toBe('error_transfer_not_allowed');
    expect((await send(tokens.tm1, 'tm2')).body.code).toBe('error_transfer_not_allowed');
    expect((await send(tokens.tm1, 'tB')).body.code).toBe('error_transfer_not_allowed');
    expect((await send(tokens.tm1, 'tm1')).body.code).toBe('error_transfer_not_allowed');
    expect((await send(tokens.tm1, 'tA', 1_000, '999999')).body.code).toBe('error_payment_password_wrong');
    expect((await send(tokens.tm1, 'tA', 900_000_000)).body.code).toBe('wallet_insufficient_funds');
    expect(await Promise.all([m.tA.id, m.tm1.id, m.tm3.id].map(bal))).toEqual(before);
  });

  it('refuses to credit a downline in a time-out', async () => {
    await exclude(p.env.DB, m.tm2.id, 'timeout', 86_400_000, Date.now());
    expect((await p.call.post('transferUpline', { to: 'tm2', amount: 1_000, paymentPassword: '112233', requestId: rid() }, tokens.tA)).body.code).toBe(
      'error_transfer_target_excluded',
    );
  });
});

/** A real deposit of `amount` for `who`: the cashier's order, then the provider's signed callback. */
async function deposit(who: keyof typeof m, amount: number, pay = true) {
  const order = await p.call.post('depositCreate', { channel: 'bank', amount, requestId: rid() }, tokens[who]);
  expect(order.status).toBe(200);
  const callback = async () =>
    p.call.post('paymentCallback', await signNotification(p.env, { depositId: order.body.value.id, providerTxnId: `PRV-${rid()}`, amount, status: 'paid' }));
  if (pay) expect((await callback()).status).toBe(200);
  return callback;
}
const send = (from: keyof typeof m, to: string, amount: number) =>
  p.call.post('transferUpline', { to, amount, paymentPassword: '112233', requestId: rid() }, tokens[from]);

describe('money that still owes turnover', () => {
  it('cannot go to the upline: refused with what remains, nothing moves', async () => {
    await deposit('tm4', 200_000);
    expect((await turnoverStatus(p.env.DB, m.tm4.id)).remaining).toBe(200_000);
    const before = await Promise.all([bal(m.tm4.id), bal(m.agent01.id)]);
    const res = await send('tm4', 'agent01', 200_000);
    expect([res.status, res.body.code, res.body.value]).toEqual([400, 'error_transfer_turnover_remaining', { remaining: 200_000 }]);
    expect(await Promise.all([bal(m.tm4.id), bal(m.agent01.id)])).toEqual(before);
    expect(
      (
        await p.env.DB.prepare("SELECT COUNT(*) AS n FROM ledger_transactions WHERE kind = 'transfer_upline' AND idempotency_key LIKE ?")
          .bind(`transfer-upline:${m.tm4.id}:%`)
          .first<{ n: number }>()
      )?.n,
    ).toBe(0);
  });

  it('cannot go from an agent to a downline either', async () => {
    // A bonus credited to the agent with its requirement (as every reward is paid).
    await p.env.DB.batch([
      turnoverRequirementStatement(p.env.DB, { memberId: m.agent01.id, source: 'bonus', sourceId: 'agent01-test', amount: 30_000, now: Date.now() }),
    ]);
    const res = await send('agent01', 'tm5', 10_000);
    expect([res.status, res.body.code, res.body.value]).toEqual([400, 'error_transfer_turnover_remaining', { remaining: 30_000 }]);
  });

  it('moves once the requirement is wagered', async () => {
    // Valid bet through the in-house dice: 200,000 staked after the deposit fills its requirement.
    const round = await p.call.post('inhouseDice', { roundKey: `tu-wager-${rid()}`, stake: 200_000, target: 98, direction: 'under' }, tokens.tm4);
    expect(round.status).toBe(200);
    expect((await turnoverStatus(p.env.DB, m.tm4.id)).remaining).toBe(0);
    const before = await Promise.all([bal(m.tm4.id), bal(m.agent01.id)]);
    const res = await send('tm4', 'agent01', 200_000);
    expect(res.body.value).toEqual({ to: 'agent01', amount: 200_000, replayed: false });
    expect(await Promise.all([bal(m.tm4.id), bal(m.agent01.id)])).toEqual([before[0]! - 200_000, before[1]! + 200_000]);
  });

  it('a burst of 20 parallel transfers moves nothing while turnover remains', async () => {
    await deposit('tm4', 100_000);
    const before = await Promise.all([bal(m.tm4.id), bal(m.agent01.id)]);
    const burst = await Promise.all(Array.from({ length: 20 }, () => send('tm4', 'agent01', 10_000)));
    expect(burst.every((r) => r.status === 400 && r.body.code === 'error_transfer_turnover_remaining' && r.body.value.remaining === 100_000)).toBe(true);
    expect(await Promise.all([bal(m.tm4.id), bal(m.agent01.id)])).toEqual(before);
  }, 120_000);

  it('a burst of 20 parallel transfers with a deposit landing among them never moves the deposit', async () => {
    // tm5 holds 500,000 that owes nothing; a 300,000 deposit is paid while 20 transfers of 50,000 (1,000,000) run.
    const free = await bal(m.tm5.id);
    expect((await turnoverStatus(p.env.DB, m.tm5.id)).remaining).toBe(0);
    const pay = await deposit('tm5', 300_000, false);
    const upBefore = await bal(m.agent01.id);
    const calls: Promise<{ status: number; body: { code: string } }>[] = Array.from({ length: 20 }, () => send('tm5', 'agent01', 50_000));
    calls.splice(5, 0, pay());
    const answers = await Promise.all(calls);
    const moved = (await bal(m.agent01.id)) - upBefore;
    expect(moved).toBeLessThanOrEqual(free);
    expect(await bal(m.tm5.id)).toBe(free + 300_000 - moved);
    expect(await bal(m.tm5.id)).toBeGreaterThanOrEqual(300_000);
    expect(answers.filter((r) => r.status !== 200).every((r) => ['error_transfer_turnover_remaining', 'wallet_insufficient_funds'].includes(r.body.code))).toBe(
      true,
    );
    // The deposit's requirement is open: nothing more leaves until it is wagered.
    expect((await turnoverStatus(p.env.DB, m.tm5.id)).remaining).toBe(300_000);
    expect((await send('tm5', 'agent01', 1_000)).body.code).toBe('error_transfer_turnover_remaining');
  }, 120_000);

  it('a deposit landing between the check and the movement aborts the transfer, moving nothing', async () => {
    // Deterministic: the deposit's requirement lands right before the transfer's own batch.
    const db = p.env.DB;
    expect((await turnoverStatus(db, m.tm3.id)).remaining).toBe(0);
    const before = await Promise.all([bal(m.tm3.id), bal(m.tB.id)]);
    const res = await transferInTree(
      requirementBeforeNextBatch(db, m.tm3.id, 5_000),
      { id: m.tm3.id, type: m.tm3.type },
      { to: 'tB', amount: 1_000, paymentPassword: '112233', requestId: rid() },
      Date.now(),
    );
    expect(res).toEqual({ code: 'error_transfer_turnover_remaining', status: 400, details: { remaining: 5_000 } });
    expect(await Promise.all([bal(m.tm3.id), bal(m.tB.id)])).toEqual(before);
  });
});
