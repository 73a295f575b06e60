// What a time-out or self-exclusion does to money at once (DOMAIN.md §5: no bets, no deposits,
// withdrawals allowed; src/platform/cashier/exclusion.ts), on a real local D1: the member's open
// deposit orders are cancelled at the provider (its page takes no payment, the member sees them
// cancelled); a payment the provider reports anyway is credited exactly once with no turnover
// requirement, and the member is told in their own language that they may withdraw it; money
// cannot move into a game wallet, in parallel bursts too, while game-wallet money can come back.
import { readFileSync } from 'node:fs';
import { locales } from '../../src/contracts/locales.ts';
import { signNotification } from '../../src/platform/cashier/deposits.ts';
import { LATE_DEPOSIT_MESSAGE_KEY } from '../../src/platform/cashier/exclusion.ts';
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { exclude } from '../../src/platform/member/responsible-gaming.ts';
import { gamesSeedSql } from '../../src/platform/seed/games.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { turnoverStatus } from '../../src/platform/cashier/turnover.ts';
import { ledgerAudit } from '../../src/platform/wallet/wallets.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
let nextId = 2601;
let seq = 0;
const rid = (tag: string) => `${tag}-${Date.now()}-${seq++}`;

beforeAll(async () => {
  const db = p.env.DB;
  const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  await db.batch(gamesSeedSql(q).map((s) => db.prepare(s)));
  await ensureAccount(db, null, 'VND');
});

/** A fresh member with `balance` in the main wallet and a session. */
async function member(balance = 1_000_000): Promise<{ id: number; token: string }> {
  const db = p.env.DB;
  const id = nextId++;
  await db
    .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'x', 'x', 0, 0, ?)")
    .bind(id, `excl${id}`, Date.now())
    .run();
  const house = await ensureAccount(db, null, 'VND');
  const wallet = await ensureAccount(db, id, 'VND');
  await postTransaction(db, {
    idempotencyKey: `excl-open-${id}`,
    kind: 'deposit',
    entries: [
      { accountId: wallet, amount: balance },
      { accountId: house, amount: -balance },
    ],
  });
  return { id, token: await createSession(db, id) };
}

const deposit = async (token: string, amount: number, channel = 'bank') =>
  (await p.call.post('depositCreate', { channel, amount, requestId: rid('dep') }, token)).body.value as { id: number; status: string; paymentUrl: string };
const payToken = (paymentUrl: string) => new URL(paymentUrl, 'http://x').searchParams.get('t')!;
const ledgerRows = (depositId: number) =>
  p.env.DB.prepare('SELECT COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key = ?').bind(`deposit:${depositId}`).first<{ n: number }>();

describe('at a time-out or self-exclusion, open deposit orders are cancelled at the provider', () => {
  it.each([
    ['timeout', '24h'],
    ['exclusion', '6m'],
  ])('%s: every open order is cancelled, the provider page takes no payment, a paid one stays paid', async (kind, duration) => {
    const m = await member();
    const paid = await deposit(m.token, 100_000);
    await p.call.post('paymentCallback', await signNotification(p.env, { depositId: paid.id, providerTxnId: rid('PAID'), amount: 100_000, status: 'paid' }));
    const open = [await deposit(m.token, 200_000), await deposit(m.token, 50_000, 'ewallet')];
    const balance = await memberBalance(p.env.DB, m.id, 'VND');

    expect((await p.call.post('responsibleGamingExclude', { kind, duration }, m.token)).status).toBe(200);

    const list = (await p.call.get('depositList', m.token)).body.value as { id: number; status: string; paymentUrl: string | null }[];
    expect(Object.fromEntries(list.map((d) => [d.id, d.status]))).toEqual({ [paid.id]: 'paid', [open[0]!.id]: 'cancelled', [open[1]!.id]: 'cancelled' });
    expect(list.every((d) => d.paymentUrl === null)).toBe(true);
    for (const d of open) {
      const query = { depositId: String(d.id), payToken: payToken(d.paymentUrl) };
      expect((await p.call.get('devPaymentInfo', undefined, query)).body.value.status).toBe('cancelled');
      const pay = await p.call.post('devPaymentAct', { depositId: d.id, payToken: query.payToken, outcome: 'pay' });
      expect(pay).toMatchObject({ status: 409, body: { code: 'error_deposit_closed' } });
    }
    expect(await memberBalance(p.env.DB, m.id, 'VND')).toBe(balance);
    // Starting it again (a longer one) cancels nothing twice.
    expect((await p.call.post('responsibleGamingExclude', { kind: 'exclusion', duration: '1y' }, m.token)).status).toBe(200);
    expect((await p.call.get('depositStatus', m.token, { id: String(open[0]!.id) })).body.value.status).toBe('cancelled');
  });
});

describe('a payment that arrives anyway', () => {
  it('is credited once, owes no turnover, and the member is told they may withdraw it, in their language', async () => {
    const m = await member(0);
    const d = await deposit(m.token, 300_000);
    await p.call.post('responsibleGamingExclude', { kind: 'exclusion', duration: '6m' }, m.token);
    const turnoverBefore = await turnoverStatus(p.env.DB, m.id);

    // A forged or wrong notification moves nothing.
    const note = await signNotification(p.env, { depositId: d.id, providerTxnId: 'LATE-000001', amount: 300_000, status: 'paid' });
    expect((await p.call.post('paymentCallback', { ...note, signature: '0'.repeat(64) })).status).toBe(401);
    const wrong = await signNotification(p.env, { depositId: d.id, providerTxnId: 'LATE-000001', amount: 299_000, status: 'paid' });
    expect((await p.call.post('paymentCallback', wrong)).body.code).toBe('error_payment_amount');
    expect(await memberBalance(p.env.DB, m.id, 'VND')).toBe(0);

    // The provider delivers it 25 times at once: one credit, one message.
    const answers = await Promise.all(Array.from({ length: 25 }, () => p.call.post('paymentCallback', note)));
    expect(answers.map((a) => a.status)).toEqual(Array(25).fill(200));
    expect(answers[0]!.body.value).toEqual({ depositId: d.id, status: 'paid' });
    expect(await memberBalance(p.env.DB, m.id, 'VND')).toBe(300_000);
    expect(await ledgerRows(d.id)).toEqual({ n: 1 });
    // Another provider transaction for the same order moves nothing.
    const other = await signNotification(p.env, { depositId: d.id, providerTxnId: 'LATE-000002', amount: 300_000, status: 'paid' });
    expect((await p.call.post('paymentCallback', other)).status).toBe(409);
    expect(await memberBalance(p.env.DB, m.id, 'VND')).toBe(300_000);

    expect(await turnoverStatus(p.env.DB, m.id)).toEqual(turnoverBefore);
    expect((await p.call.get('withdrawInfo', m.token)).body.value.turnover.remaining).toBe(0);
    expect((await p.call.get('depositStatus', m.token, { id: String(d.id) })).body.value.status).toBe('paid');

    const messages = (await p.call.get('messageList', m.token)).body.value as { key: string | null; params: Record<string, unknown> | null; read: boolean }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ key: LATE_DEPOSIT_MESSAGE_KEY, params: { amount: 300_000, id: d.id }, read: false });
    expect((await p.call.get('unreadCount', m.token)).body.value).toEqual({ count: 1 });
    // The page reads it in the member's language: the key's title and body exist in every locale.
    for (const locale of locales) {
      const rewards = JSON.parse(readFileSync(`i18n/messages/rewards/${locale}.json`, 'utf8')) as Record<string, string>;
      expect(rewards[`${LATE_DEPOSIT_MESSAGE_KEY}_title`], locale).toBeTruthy();
      expect(rewards[`${LATE_DEPOSIT_MESSAGE_KEY}_body`], locale).toMatch(/\{amount\}/);
    }
    expect(await ledgerAudit(p.env.DB)).toEqual({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  });

  it('leaves no instant in which an order can slip past the cancellation: the order row itself is refused', async () => {
    const m = await member(0);
    await exclude(p.env.DB, m.id, 'timeout', 86_400_000, Date.now());
    // Even written straight to the table (as a request racing the exclusion would), the order is
    // refused inside its own insert (migration 0050's deposits trigger), so no open order exists
    // that the cancellation could have missed.
    const now = Date.now();
    await expect(
      p.env.DB.prepare(
        "INSERT INTO deposits (member_id, request_id, channel, amount, reference, pay_token, created_at, expires_at) VALUES (?, 'race-order-1', 'bank', 80000, 'LPX', ?, ?, ?)",
      )
        .bind(m.id, 'a'.repeat(32), now, now + 30 * 60_000)
        .run(),
    ).rejects.toThrow(/rg_timeout/);
    expect(await p.env.DB.prepare('SELECT COUNT(*) AS n FROM deposits WHERE member_id = ?').bind(m.id).first<{ n: number }>()).toEqual({ n: 0 });
    expect(await memberBalance(p.env.DB, m.id, 'VND')).toBe(0);
  });
});

describe('transfers into game wallets', () => {
  it('are refused with a translated error while transfers back to the main wallet go through', async () => {
    const m = await member(500_000);
    const transfer = (from: string, to: string, amount: number) => p.call.post('walletTransfer', { transferId: rid('tf'), from, to, amount }, m.token);
    expect((await transfer('main', 'SSB', 200_000)).status).toBe(200);
    await p.call.post('responsibleGamingExclude', { kind: 'timeout', duration: '24h' }, m.token);

    const refused = await transfer('main', 'SSB', 10_000);
    expect(refused).toMatchObject({ status: 403, body: { code: 'error_rg_transfer_to_game' } });
    for (const locale of locales) {
      const cashier = JSON.parse(readFileSync(`i18n/messages/cashier/${locale}.json`, 'utf8')) as Record<string, string>;
      expect(cashier.error_rg_transfer_to_game, locale).toBeTruthy();
    }
    const back = await transfer('SSB', 'main', 150_000);
    expect(back.status).toBe(200);
    const wallets = Object.fromEntries((back.body.value.wallets as { wallet: string; balance: number }[]).map((w) => [w.wallet, w.balance]));
    expect(wallets).toMatchObject({ main: 450_000, SSB: 50_000 });
  });

  it('a burst of parallel transfers during an exclusion moves nothing into any game wallet', async () => {
    const m = await member(1_000_000);
    await p.call.post('walletTransfer', { transferId: rid('tf'), from: 'main', to: 'DBS', amount: 300_000 }, m.token);
    await p.call.post('responsibleGamingExclude', { kind: 'exclusion', duration: 'indefinite' }, m.token);
    const into = Array.from({ length: 30 }, (_, i) =>
      p.call.post('walletTransfer', { transferId: rid('in'), from: 'main', to: i % 2 ? 'SSB' : 'DBS', amount: 20_000 }, m.token),
    );
    const out = Array.from({ length: 10 }, () => p.call.post('walletTransfer', { transferId: rid('out'), from: 'DBS', to: 'main', amount: 10_000 }, m.token));
    const [ins, outs] = await Promise.all([Promise.all(into), Promise.all(out)]);
    expect(ins.map((r) => r.body.code)).toEqual(Array(30).fill('error_rg_transfer_to_game'));
    expect(outs.every((r) => r.status === 200)).toBe(true);
    const funds = (await p.call.get('consolidatedFunds', m.token)).body.value as { sumBalance: number; wallets: { wallet: string; balance: number }[] };
    expect(funds.sumBalance).toBe(1_000_000);
    expect(Object.fromEntries(funds.wallets.map((w) => [w.wallet, w.balance]))).toMatchObject({ main: 800_000, DBS: 200_000, SSB: 0 });
    expect(await ledgerAudit(p.env.DB)).toEqual({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  });
});
