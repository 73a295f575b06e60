// Deposits on the sandbox platform on a real local D1 (SPEC §2.7 depositv2; DOMAIN.md §3): channels
// and limits, a retried request, the provider's signed callback crediting the ledger exactly once
// with a turnover requirement, forged and replayed callbacks, failure, expiry by the cron tick, and
// the member gate.
import { memberBalance, ensureAccount } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { memberReference } from '../../src/platform/cashier/deposit-rules.ts';
import { signNotification } from '../../src/platform/cashier/deposits.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const ids = { member: 701, trial: 702, other: 703 };
const tokens: Record<keyof typeof ids, string> = { member: '', trial: '', other: '' };

beforeAll(async () => {
  const db = p.env.DB;
  for (const [who, type] of [
    ['member', 0],
    ['trial', 4],
    ['other', 0],
  ] as const) {
    await db
      .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', ?, 0, ?)")
      .bind(ids[who], `dep${who}`, type, Date.now())
      .run();
    tokens[who] = await createSession(db, ids[who]);
  }
  await ensureAccount(db, null, 'VND');
});

const balance = () => memberBalance(p.env.DB, ids.member, 'VND');
let seq = 0;
const requestId = () => `req-${Date.now()}-${seq++}`;

describe('channels and requests', () => {
  it('offers every channel with limits and presets, the member reference and the first-deposit flag', async () => {
    const res = await p.call.get('depositChannels', tokens.member);
    expect(res.status).toBe(200);
    expect(res.body.value.reference).toBe(memberReference(ids.member));
    expect(res.body.value.firstDeposit).toBe(true);
    expect(res.body.value.channels.map((c: { code: string }) => c.code)).toEqual(['bank', 'ewallet', 'card']);
  });

  it('refuses amounts outside the channel limits, malformed bodies and floats, creating nothing', async () => {
    expect((await p.call.post('depositCreate', { channel: 'bank', amount: 10, requestId: requestId() }, tokens.member)).body.code).toBe('error_deposit_amount');
    expect((await p.call.post('depositCreate', { channel: 'bank', amount: 100_000.5, requestId: requestId() }, tokens.member)).status).toBe(400);
    expect((await p.call.post('depositCreate', { channel: 'crypto', amount: 100_000, requestId: requestId() }, tokens.member)).body.code).toBe(
      'error_validation',
    );
    expect((await p.call.post('depositCreate', { channel: 'bank', amount: -5, requestId: requestId() }, tokens.member)).body.code).toBe('error_validation');
    expect((await p.call.get('depositList', tokens.member)).body.value).toEqual([]);
  });

  it('returns the same deposit for a retried request id', async () => {
    const id = requestId();
    const a = await p.call.post('depositCreate', { channel: 'ewallet', amount: 50_000, requestId: id }, tokens.member);
    const b = await p.call.post('depositCreate', { channel: 'ewallet', amount: 50_000, requestId: id }, tokens.member);
    expect(a.body.value.id).toBe(b.body.value.id);
    expect(a.body.value.status).toBe('pending');
    expect(a.body.value.paymentUrl).toMatch(/^\/dev\/pay\/\?d=\d+&t=[0-9a-f]{32}$/);
  });

  it('keeps trial users out (SPEC §5.3) and shows nobody another member’s deposit', async () => {
    expect((await p.call.get('depositChannels', tokens.trial)).body.code).toBe('in_need_true_account');
    const mine = await p.call.post('depositCreate', { channel: 'bank', amount: 100_000, requestId: requestId() }, tokens.member);
    expect((await p.call.get('depositStatus', tokens.other, { id: String(mine.body.value.id) })).status).toBe(404);
  });
});

describe('the provider callback', () => {
  it('credits a paid deposit once, adds the turnover requirement its channel offered, and ignores a replay', async () => {
    const before = await balance();
    const requiredBefore = (await turnoverStatus(p.env.DB, ids.member)).required;
    // The rate the deposit page states before paying is the one the requirement is built from.
    const offered = (await p.call.get('depositChannels', tokens.member)).body.value.channels.find((c: { code: string }) => c.code === 'bank');
    expect(offered.turnoverRate).toBeGreaterThan(0);
    const d = (await p.call.post('depositCreate', { channel: 'bank', amount: 200_000, requestId: requestId() }, tokens.member)).body.value;
    expect(d.qrSvg).toContain('<svg');
    const note = await signNotification(p.env, { depositId: d.id, providerTxnId: 'PRV-0001', amount: 200_000, status: 'paid' });
    const first = await p.call.post('paymentCallback', note);
    expect(first.body.value).toEqual({ depositId: d.id, status: 'paid' });
    const replay = await p.call.post('paymentCallback', note);
    expect(replay.status).toBe(200);
    expect(await balance()).toBe(before + 200_000);
    expect((await turnoverStatus(p.env.DB, ids.member)).required - requiredBefore).toBe(Math.round(200_000 * offered.turnoverRate));
    // Another provider transaction for the same deposit moves nothing either.
    const other = await signNotification(p.env, { depositId: d.id, providerTxnId: 'PRV-0002', amount: 200_000, status: 'paid' });
    expect((await p.call.post('paymentCallback', other)).status).toBe(409);
    expect(await balance()).toBe(before + 200_000);
    expect((await p.call.get('depositChannels', tokens.member)).body.value.firstDeposit).toBe(false);
  });

  it('credits once when the same notification arrives concurrently', async () => {
    const before = await balance();
    const d = (await p.call.post('depositCreate', { channel: 'card', amount: 300_000, requestId: requestId() }, tokens.member)).body.value;
    const note = await signNotification(p.env, { depositId: d.id, providerTxnId: 'PRV-0100', amount: 300_000, status: 'paid' });
    await Promise.all(Array.from({ length: 8 }, () => p.call.post('paymentCallback', note)));
    expect(await balance()).toBe(before + 300_000);
  });

  it('refuses a forged signature or a changed amount and moves nothing', async () => {
    const before = await balance();
    const d = (await p.call.post('depositCreate', { channel: 'bank', amount: 100_000, requestId: requestId() }, tokens.member)).body.value;
    const note = await signNotification(p.env, { depositId: d.id, providerTxnId: 'PRV-0003', amount: 100_000, status: 'paid' });
    expect((await p.call.post('paymentCallback', { ...note, amount: 900_000 })).body.code).toBe('error_payment_signature');
    expect((await p.call.post('paymentCallback', { ...note, signature: '0'.repeat(64) })).status).toBe(401);
    const wrongAmount = await signNotification(p.env, { depositId: d.id, providerTxnId: 'PRV-0004', amount: 90_000, status: 'paid' });
    expect((await p.call.post('paymentCallback', wrongAmount)).body.code).toBe('error_payment_amount');
    expect(await balance()).toBe(before);
  });

  it('marks a failed payment, which no later notification can pay', async () => {
    const before = await balance();
    const d = (await p.call.post('depositCreate', { channel: 'ewallet', amount: 60_000, requestId: requestId() }, tokens.member)).body.value;
    await p.call.post('paymentCallback', await signNotification(p.env, { depositId: d.id, providerTxnId: 'PRV-0005', amount: 60_000, status: 'failed' }));
    expect((await p.call.get('depositStatus', tokens.member, { id: String(d.id) })).body.value.status).toBe('failed');
    expect(
      (await p.call.post('paymentCallback', await signNotification(p.env, { depositId: d.id, providerTxnId: 'PRV-0006', amount: 60_000, status: 'paid' })))
        .status,
    ).toBe(409);
    expect(await balance()).toBe(before);
  });

  it('pays through the sandbox provider page only with the deposit’s pay token', async () => {
    const before = await balance();
    const d = (await p.call.post('depositCreate', { channel: 'bank', amount: 150_000, requestId: requestId() }, tokens.member)).body.value;
    const token = new URL(d.paymentUrl, 'http://x').searchParams.get('t')!;
    expect((await p.call.post('devPaymentAct', { depositId: d.id, payToken: 'f'.repeat(32), outcome: 'pay' })).status).toBe(404);
    const paid = await p.call.post('devPaymentAct', { depositId: d.id, payToken: token, outcome: 'pay' });
    expect(paid.body.value.status).toBe('paid');
    await p.call.post('devPaymentAct', { depositId: d.id, payToken: token, outcome: 'pay' });
    expect(await balance()).toBe(before + 150_000);
  });
});

describe('expiry', () => {
  it('expires a pending deposit after 30 minutes by the cron tick, and it can no longer be paid', async () => {
    const d = (await p.call.post('depositCreate', { channel: 'bank', amount: 80_000, requestId: requestId() }, tokens.member)).body.value;
    const reports = await runCronTick(p.env, d.expiresAt + 1);
    expect(reports.find((r) => r.job === 'cashier.expireDeposits')?.changed).toBeGreaterThanOrEqual(1);
    expect((await p.call.get('depositStatus', tokens.member, { id: String(d.id) })).body.value.status).toBe('expired');
    const late = await signNotification(p.env, { depositId: d.id, providerTxnId: 'PRV-0007', amount: 80_000, status: 'paid' });
    expect((await p.call.post('paymentCallback', late)).status).toBe(409);
  });
});

it('leaves the ledger balanced after all of the above', async () => {
  const sum = await p.env.DB.prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM ledger_entries').first<{ s: number }>();
  expect(sum?.s).toBe(0);
});
