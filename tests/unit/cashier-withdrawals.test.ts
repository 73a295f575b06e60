// Withdrawals on a real local D1 (SPEC §2.7 withdraw, §4 withdrawal confirmation; DOMAIN.md §3):
// payment password, bank accounts checked against the registered name, limits, turnover, times per
// day under concurrency, the requested → approved → paid → confirmed machine run by the cron tick
// (twice moves nothing twice), rejection returning funds, and confirmation answers. The turnover
// check and the withdrawal act as one: a deposit landing in between refuses it (DOMAIN.md §3).
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { turnoverRequirementStatement } from '../../src/platform/cashier/turnover.ts';
import { requestWithdrawal } from '../../src/platform/cashier/withdrawals.ts';
import { usePlatform } from '../helpers/platform-call.ts';
import { base64, pngBytes } from '../helpers/images.ts';
import { requirementBeforeNextBatch } from '../helpers/requirement-landing.ts';

const p = usePlatform();
const ids = { rich: 901, turnover: 902 };
const tokens = { rich: '', turnover: '' };
let seq = 0;
const rid = () => `wd-${Date.now()}-${seq++}`;
const balance = () => memberBalance(p.env.DB, ids.rich, 'VND');

beforeAll(async () => {
  const db = p.env.DB;
  const house = await ensureAccount(db, null, 'VND');
  for (const [who, payee] of [
    ['rich', 'Nguyễn Văn An'],
    ['turnover', null],
  ] as const) {
    await db
      .prepare(
        "INSERT INTO members (id, account, nickname, password_hash, type, payee_name, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, ?, 0, ?)",
      )
      .bind(ids[who], `wd${who}`, payee, Date.now())
      .run();
    tokens[who] = await createSession(db, ids[who]);
    const wallet = await ensureAccount(db, ids[who], 'VND');
    await postTransaction(db, {
      idempotencyKey: `wd-open-${who}`,
      kind: 'deposit',
      entries: [
        { accountId: wallet, amount: 5_000_000 },
        { accountId: house, amount: -5_000_000 },
      ],
    });
  }
  await db.batch([turnoverRequirementStatement(db, { memberId: ids.turnover, source: 'deposit', sourceId: 't1', amount: 300_000, now: Date.now() })]);
});

describe('payment password and bank accounts', () => {
  it('sets a six-digit payment password once, then changes it only with the old one', async () => {
    expect((await p.call.get('paymentPasswordStatus', tokens.rich)).body.value).toEqual({ set: false });
    expect((await p.call.post('paymentPasswordSave', { newPassword: '12ab56', confirmPassword: '12ab56' }, tokens.rich)).body.code).toBe('error_validation');
    expect((await p.call.post('paymentPasswordSave', { newPassword: '246810', confirmPassword: '246811' }, tokens.rich)).body.code).toBe(
      'error_password_mismatch',
    );
    expect((await p.call.post('paymentPasswordSave', { newPassword: '246810', confirmPassword: '246810' }, tokens.rich)).body.value).toEqual({ set: true });
    expect((await p.call.post('paymentPasswordSave', { newPassword: '135790', confirmPassword: '135790' }, tokens.rich)).status).toBe(403);
    expect((await p.call.post('paymentPasswordSave', { oldPassword: '246810', newPassword: '135790', confirmPassword: '135790' }, tokens.rich)).status).toBe(
      200,
    );
  });

  it('gives the withdraw page the registered name to prefill the bank form, and none before it is registered', async () => {
    expect((await p.call.get('withdrawInfo', tokens.rich)).body.value.payeeName).toBe('Nguyễn Văn An');
    expect((await p.call.get('withdrawInfo', tokens.turnover)).body.value.payeeName).toBeNull();
  });

  it('binds an account only in the registered name (accents and case aside)', async () => {
    expect((await p.call.post('bankAccountAdd', { bankName: 'BIDV', accountNumber: '1234567890', holderName: 'Tran Van B' }, tokens.rich)).body.code).toBe(
      'error_bank_holder_mismatch',
    );
    const ok = await p.call.post('bankAccountAdd', { bankName: 'BIDV', accountNumber: '1234567890', holderName: 'NGUYEN VAN AN' }, tokens.rich);
    expect(ok.body.value).toMatchObject({ bankName: 'BIDV', accountNumberMasked: '•••• 7890' });
    expect((await p.call.post('bankAccountAdd', { bankName: 'ACB', accountNumber: '1234567890', holderName: 'Nguyen Van An' }, tokens.rich)).status).toBe(409);
    expect(
      (await p.call.post('bankAccountAdd', { bankName: 'Nowhere Bank', accountNumber: '1234567891', holderName: 'Nguyen Van An' }, tokens.rich)).body.code,
    ).toBe('error_validation');
  });
});

describe('requests', () => {
  const account = async () => (await p.call.get('withdrawInfo', tokens.rich)).body.value.bankAccounts[0].id as number;

  it('refuses a wrong payment password, amounts outside the limits and an unknown account, moving nothing', async () => {
    const before = await balance();
    const bankAccountId = await account();
    expect(
      (await p.call.post('withdrawalCreate', { bankAccountId, amount: 200_000, paymentPassword: '000000', requestId: rid() }, tokens.rich)).body.code,
    ).toBe('error_payment_password_wrong');
    expect((await p.call.post('withdrawalCreate', { bankAccountId, amount: 10, paymentPassword: '135790', requestId: rid() }, tokens.rich)).body.code).toBe(
      'error_withdrawal_amount',
    );
    expect(
      (await p.call.post('withdrawalCreate', { bankAccountId: 99_999, amount: 200_000, paymentPassword: '135790', requestId: rid() }, tokens.rich)).status,
    ).toBe(404);
    expect((await p.call.post('withdrawalCreate', { bankAccountId, amount: 200_000.5, paymentPassword: '135790', requestId: rid() }, tokens.rich)).status).toBe(
      400,
    );
    expect(await balance()).toBe(before);
  });

  it('refuses while turnover remains, and says how much', async () => {
    await p.call.post('paymentPasswordSave', { newPassword: '111222', confirmPassword: '111222' }, tokens.turnover);
    const acc = await p.call.post('bankAccountAdd', { bankName: 'ACB', accountNumber: '55556666', holderName: 'Le Thi C' }, tokens.turnover);
    const res = await p.call.post(
      'withdrawalCreate',
      { bankAccountId: acc.body.value.id, amount: 200_000, paymentPassword: '111222', requestId: rid() },
      tokens.turnover,
    );
    expect(res.body.code).toBe('error_turnover_remaining');
    expect(res.body.value.remaining).toBe(300_000);
  });

  it('refuses when a deposit lands between the turnover check and the withdrawal, moving nothing', async () => {
    // Deterministic: the deposit's requirement lands right before the withdrawal's own batch.
    const db = p.env.DB;
    const id = 903;
    await db
      .prepare(
        "INSERT INTO members (id, account, nickname, password_hash, type, payee_name, password_changed_at, created_at) VALUES (?, 'wdlate', 'n', 'x', 0, 'Pham Van D', 0, ?)",
      )
      .bind(id, Date.now())
      .run();
    const token = await createSession(db, id);
    const wallet = await ensureAccount(db, id, 'VND');
    await postTransaction(db, {
      idempotencyKey: 'wd-open-late',
      kind: 'deposit',
      entries: [
        { accountId: wallet, amount: 1_000_000 },
        { accountId: await ensureAccount(db, null, 'VND'), amount: -1_000_000 },
      ],
    });
    await p.call.post('paymentPasswordSave', { newPassword: '333444', confirmPassword: '333444' }, token);
    const acc = await p.call.post('bankAccountAdd', { bankName: 'ACB', accountNumber: '77778888', holderName: 'Pham Van D' }, token);
    const res = await requestWithdrawal(
      requirementBeforeNextBatch(db, id, 400_000),
      id,
      { bankAccountId: acc.body.value.id, amount: 200_000, paymentPassword: '333444', requestId: rid() },
      Date.now(),
    );
    expect(res).toEqual({ code: 'error_turnover_remaining', status: 400, details: { remaining: 400_000 } });
    expect(await memberBalance(db, id, 'VND')).toBe(1_000_000);
    expect((await db.prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?').bind(id).first<{ n: number }>())?.n).toBe(0);
  });

  it('takes the funds at once, counts a retry once, and allows at most 3 a day even concurrently', async () => {
    const before = await balance();
    const bankAccountId = await account();
    const first = rid();
    const a = await p.call.post('withdrawalCreate', { bankAccountId, amount: 200_000, paymentPassword: '135790', requestId: first }, tokens.rich);
    const b = await p.call.post('withdrawalCreate', { bankAccountId, amount: 200_000, paymentPassword: '135790', requestId: first }, tokens.rich);
    expect(a.body.value.id).toBe(b.body.value.id);
    expect(a.body.value.status).toBe('requested');
    expect(await balance()).toBe(before - 200_000);
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        p.call.post('withdrawalCreate', { bankAccountId, amount: 100_000, paymentPassword: '135790', requestId: rid() }, tokens.rich),
      ),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(2);
    expect(burst.filter((r) => r.body.code === 'error_withdrawal_times')).toHaveLength(3);
    expect(await balance()).toBe(before - 400_000);
  });
});

describe('the state machine', () => {
  it('approves, pays and auto-confirms by the cron tick, moving each withdrawal’s money once', async () => {
    const t0 = Date.now();
    await runCronTick(p.env, t0 + 31_000);
    await runCronTick(p.env, t0 + 62_000);
    await runCronTick(p.env, t0 + 62_000);
    const info = (await p.call.get('withdrawInfo', tokens.rich)).body.value;
    expect(info.withdrawals.map((w: { status: string }) => w.status)).toEqual(['paid', 'paid', 'paid']);
    const pending = await p.env.DB.prepare("SELECT balance FROM ledger_accounts WHERE kind = 'withdrawal_pending'").first<{ balance: number }>();
    expect(pending?.balance).toBe(0);
    const confirmed = await p.call.post('withdrawalConfirm', { id: info.withdrawals[0].id, answer: 'partial', receivedAmount: 50_000 }, tokens.rich);
    expect(confirmed.body.value).toMatchObject({ status: 'confirmed', confirmation: 'partial', receivedAmount: 50_000 });
    expect((await p.call.post('withdrawalConfirm', { id: info.withdrawals[0].id, answer: 'received' }, tokens.rich)).status).toBe(409);
    await runCronTick(p.env, t0 + 62_000 + 61 * 60_000);
    const after = (await p.call.get('withdrawInfo', tokens.rich)).body.value.withdrawals;
    expect(after.map((w: { confirmation: string }) => w.confirmation).sort()).toEqual(['auto', 'auto', 'partial']);
  });

  it('returns the funds of a rejected withdrawal once, and never of a paid one', async () => {
    const before = await balance();
    // Yesterday's withdrawals no longer count against today's limit.
    await p.env.DB.prepare("UPDATE withdrawals SET day = '2000-01-01' WHERE member_id = ? AND status = 'confirmed'").bind(ids.rich).run();
    const bankAccountId = (await p.call.get('withdrawInfo', tokens.rich)).body.value.bankAccounts[0].id;
    const w = await p.call.post('withdrawalCreate', { bankAccountId, amount: 300_000, paymentPassword: '135790', requestId: rid() }, tokens.rich);
    expect(await balance()).toBe(before - 300_000);
    expect((await p.call.post('devWithdrawalReject', { id: w.body.value.id })).body.value.status).toBe('rejected');
    expect((await p.call.post('devWithdrawalReject', { id: w.body.value.id })).status).toBe(409);
    expect(await balance()).toBe(before);
  });

  it('takes a "not received" report only with 1 to 3 png/jpg proofs, and then waits for support', async () => {
    const png = `data:image/png;base64,${base64(pngBytes())}`;
    const gif = Buffer.from('GIF89a-not-an-image').toString('base64');
    const bankAccountId = (await p.call.get('withdrawInfo', tokens.rich)).body.value.bankAccounts[0].id;
    const w = await p.call.post('withdrawalCreate', { bankAccountId, amount: 120_000, paymentPassword: '135790', requestId: rid() }, tokens.rich);
    const t0 = Date.now();
    await runCronTick(p.env, t0 + 31_000);
    await runCronTick(p.env, t0 + 62_000);
    expect(w.body.code).toBe('OK');
    const id = w.body.value.id;
    expect((await p.call.get('withdrawInfo', tokens.rich)).body.value.withdrawals.find((x: { id: number }) => x.id === id).status).toBe('paid');
    expect((await p.call.post('withdrawalConfirm', { id, answer: 'not_received', images: [] }, tokens.rich)).body.code).toBe('error_proof_required');
    expect((await p.call.post('withdrawalConfirm', { id, answer: 'not_received', images: [gif] }, tokens.rich)).body.code).toBe('error_file_type');
    expect((await p.call.post('withdrawalConfirm', { id, answer: 'not_received', images: [png, png, png, png] }, tokens.rich)).status).toBe(400);
    const reported = await p.call.post('withdrawalConfirm', { id, answer: 'not_received', images: [png] }, tokens.rich);
    expect(reported.body.value).toMatchObject({ status: 'paid', disputed: true, autoConfirmAt: null });
    expect((await p.env.DB.prepare("SELECT COUNT(*) AS n FROM uploaded_files WHERE purpose = 'withdrawal-proof'").first<{ n: number }>())?.n).toBe(1);
    await runCronTick(p.env, t0 + 62_000 + 61 * 60_000);
    const after = (await p.call.get('withdrawInfo', tokens.rich)).body.value.withdrawals.find((x: { id: number }) => x.id === id);
    expect(after.status).toBe('paid');
  });

  it('leaves the ledger balanced', async () => {
    const sum = await p.env.DB.prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM ledger_entries').first<{ s: number }>();
    expect(sum?.s).toBe(0);
  });
});
