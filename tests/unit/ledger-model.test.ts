// Model-based property test of the wallet ledger: random sequences of bets, wins, rollbacks,
// transfers, deposits paid through the provider callback, withdrawals (requested, rejected with
// the funds returned, or paid out) and retried idempotency keys, run against the real seamless
// wallet, transfer and cashier code on a local D1 and against a small model. After every step: the sum of all
// entries is zero, every balance equals its entries, no member balance is negative, and each
// wallet holds exactly what the model says.
import fc from 'fast-check';
import { ensureAccount, memberBalance, postTransaction, vendorWalletKind } from '../../src/platform/lib/ledger.ts';
import { SeamlessWallet, type SeamlessResult } from '../../src/platform/games/seamless-wallet.ts';
import { ledgerAudit, transferFunds, type TransferResult } from '../../src/platform/wallet/wallets.ts';
import { startPlatform } from '../helpers/platform.ts';
import { applyPaymentNotification, createDeposit, signNotification } from '../../src/platform/cashier/deposits.ts';
import { processWithdrawals, rejectWithdrawal, requestWithdrawal } from '../../src/platform/cashier/withdrawals.ts';
import { addBankAccount } from '../../src/platform/cashier/bank-accounts.ts';
import { setPaymentPassword } from '../../src/platform/cashier/payment-password.ts';

const CUR = 'VND';
const VENDOR = 'TRF';
let platform: Awaited<ReturnType<typeof startPlatform>>;
let db: D1Database;
beforeAll(async () => {
  platform = await startPlatform();
  db = platform.env.DB;
  await db
    .prepare(
      "INSERT INTO game_vendors (code, name, game_category, game_classify, logo, launch_kind, wallet_type) VALUES (?, 'Transfer vendor', 'SPORTS', 'sports', '/x.svg', 'seamless', 'transfer')",
    )
    .bind(VENDOR)
    .run();
  // Money, not the daily count, is under test here (times per day has its own test).
  await db.prepare('UPDATE withdrawal_config SET times_per_day = 1000').run();
});
afterAll(() => platform.dispose());

interface Model {
  run: string;
  members: number[];
  main: Map<number, number>;
  vendorWallet: Map<number, number>;
  rounds: Map<number, { member: number; stake: number; open: boolean }>;
  /** Seamless calls seen, by tx id: the parameters that identify a replay. */
  seamless: Map<string, string>;
  transfers: Map<string, string>;
  /** Deposits by `member:slot`: paid once. */
  deposits: Set<string>;
  /** Withdrawals by `member:slot`: the platform id, amount and state. */
  withdrawals: Map<string, { id: number; member: number; amount: number; state: 'open' | 'rejected' | 'paid' }>;
}
interface Real {
  wallet: SeamlessWallet;
}

const seamlessOk = (r: SeamlessResult) => r.ok;
const errorOf = (r: SeamlessResult | TransferResult) => (r.ok ? 'ok' : r.error);

/** One command: its step against model and real, then the invariants. */
abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract step(m: Model, r: Real): Promise<void>;
  check = () => true;
  async run(m: Model, r: Real) {
    await this.step(m, r);
    await checkInvariants(m);
  }
}

class Bet extends Step {
  constructor(
    readonly memberIdx: number,
    readonly slot: number,
    readonly amount: number,
    readonly freshId: boolean,
  ) {
    super();
  }
  async step(m: Model, r: Real) {
    const member = m.members[this.memberIdx]!;
    const txId = this.freshId ? `${m.run}-bet-${this.slot}-${m.seamless.size}` : `${m.run}-bet-${this.slot}`;
    const sig = `bet|${member}|${this.slot}|${this.amount}`;
    const res = await r.wallet.bet({
      memberId: member,
      vendor: 'inhouse',
      txId,
      roundId: `${m.run}-r${this.slot}`,
      gameCode: 'dice',
      nodeId: null,
      amount: this.amount,
    });
    const prior = m.seamless.get(txId);
    const round = m.rounds.get(this.slot);
    if (prior !== undefined) expect(errorOf(res)).toBe(prior === sig ? 'ok' : 'duplicate_transaction');
    else if (round) expect(errorOf(res)).toBe(round.open ? 'duplicate_transaction' : 'already_settled');
    else if ((m.main.get(member) ?? 0) < this.amount) expect(errorOf(res)).toBe('insufficient_funds');
    else {
      expect(seamlessOk(res)).toBe(true);
      m.seamless.set(txId, sig);
      m.main.set(member, m.main.get(member)! - this.amount);
      m.rounds.set(this.slot, { member, stake: this.amount, open: true });
    }
    if (prior !== undefined && prior === sig) expect(res).toMatchObject({ replayed: true });
  }
  toString = () => `bet(${this.memberIdx}, r${this.slot}, ${this.amount}${this.freshId ? ', new id' : ''})`;
}

class Win extends Step {
  constructor(
    readonly slot: number,
    readonly amount: number,
    readonly variant: number,
  ) {
    super();
  }
  async step(m: Model, r: Real) {
    const round = m.rounds.get(this.slot);
    const member = round?.member ?? m.members[0]!;
    const txId = `${m.run}-win-${this.slot}-${this.variant}`;
    const sig = `win|${member}|${this.slot}|${this.amount}`;
    const res = await r.wallet.win({ memberId: member, vendor: 'inhouse', txId, roundId: `${m.run}-r${this.slot}`, amount: this.amount });
    const prior = m.seamless.get(txId);
    if (prior !== undefined) expect(errorOf(res)).toBe(prior === sig ? 'ok' : 'duplicate_transaction');
    else if (!round) expect(errorOf(res)).toBe('unknown_transaction');
    else if (!round.open) expect(errorOf(res)).toBe('already_settled');
    else {
      expect(errorOf(res)).toBe('ok');
      m.seamless.set(txId, sig);
      m.main.set(member, m.main.get(member)! + this.amount);
      round.open = false;
    }
  }
  toString = () => `win(r${this.slot}, ${this.amount}, v${this.variant})`;
}

class Rollback extends Step {
  constructor(
    readonly slot: number,
    readonly variant: number,
  ) {
    super();
  }
  async step(m: Model, r: Real) {
    const round = m.rounds.get(this.slot);
    const member = round?.member ?? m.members[0]!;
    const txId = `${m.run}-rb-${this.slot}-${this.variant}`;
    const sig = `rollback|${member}|${this.slot}`;
    const res = await r.wallet.rollback({ memberId: member, vendor: 'inhouse', txId, refTxId: `${m.run}-bet-${this.slot}` });
    const prior = m.seamless.get(txId);
    const betPlaced = m.seamless.get(`${m.run}-bet-${this.slot}`) !== undefined;
    if (prior !== undefined) expect(errorOf(res)).toBe(prior === sig ? 'ok' : 'duplicate_transaction');
    else if (!betPlaced) expect(errorOf(res)).toBe('unknown_transaction');
    else if (!round!.open) expect(errorOf(res)).toBe('already_settled');
    else {
      expect(errorOf(res)).toBe('ok');
      m.seamless.set(txId, sig);
      m.main.set(member, m.main.get(member)! + round!.stake);
      round!.open = false;
    }
  }
  toString = () => `rollback(r${this.slot}, v${this.variant})`;
}

class Transfer extends Step {
  constructor(
    readonly memberIdx: number,
    readonly toVendor: boolean,
    readonly amount: number,
    readonly keySlot: number,
  ) {
    super();
  }
  async step(m: Model) {
    const member = m.members[this.memberIdx]!;
    const transferId = `${m.run}-t${this.keySlot}`;
    const [from, to] = this.toVendor ? ['main', VENDOR] : [VENDOR, 'main'];
    const sig = `${member}|${from}|${to}|${this.amount}`;
    const res = await transferFunds(db, CUR, { memberId: member, transferId, from, to, amount: this.amount });
    // Transfer ids are scoped to the member, like the ledger key.
    const prior = m.transfers.get(`${member}:${transferId}`);
    const source = this.toVendor ? m.main : m.vendorWallet;
    const target = this.toVendor ? m.vendorWallet : m.main;
    if (prior !== undefined) {
      expect(errorOf(res)).toBe(prior === sig ? 'ok' : 'idempotency_conflict');
      if (prior === sig) expect(res).toMatchObject({ replayed: true });
    } else if ((source.get(member) ?? 0) < this.amount) expect(errorOf(res)).toBe('insufficient_funds');
    else {
      expect(errorOf(res)).toBe('ok');
      m.transfers.set(`${member}:${transferId}`, sig);
      source.set(member, (source.get(member) ?? 0) - this.amount);
      target.set(member, (target.get(member) ?? 0) + this.amount);
    }
  }
  toString = () => `transfer(${this.memberIdx}, ${this.toVendor ? 'main→vendor' : 'vendor→main'}, ${this.amount}, k${this.keySlot})`;
}

class DepositPaid extends Step {
  constructor(
    readonly memberIdx: number,
    readonly slot: number,
    readonly amount: number,
  ) {
    super();
  }
  async step(m: Model) {
    const member = m.members[this.memberIdx]!;
    const d = await createDeposit(db, member, { channel: 'ewallet', amount: this.amount, requestId: `${m.run}-dep-${this.slot}` }, Date.now());
    if (typeof d === 'string') throw new Error(d);
    // The provider calls back (a retried callback is the same notification).
    const n = await signNotification(platform.env, { depositId: d.id, providerTxnId: `ptx-${d.id}`, amount: d.amount, status: 'paid' });
    const res = await applyPaymentNotification(platform.env, n, Date.now());
    expect(res).toMatchObject({ ok: true, status: 'paid' });
    const key = `${member}:${this.slot}`;
    if (!m.deposits.has(key)) {
      m.deposits.add(key);
      m.main.set(member, m.main.get(member)! + d.amount);
    }
  }
  toString = () => `deposit(${this.memberIdx}, d${this.slot}, ${this.amount})`;
}

class Withdraw extends Step {
  constructor(
    readonly memberIdx: number,
    readonly slot: number,
    readonly amount: number,
  ) {
    super();
  }
  async step(m: Model) {
    const member = m.members[this.memberIdx]!;
    // Turnover is under test elsewhere; here only the money moves.
    await db.prepare('DELETE FROM turnover_requirements WHERE member_id = ?').bind(member).run();
    const bank = await db.prepare('SELECT id FROM bank_accounts WHERE member_id = ?').bind(member).first<{ id: number }>();
    const res = await requestWithdrawal(
      db,
      member,
      { bankAccountId: bank!.id, amount: this.amount, paymentPassword: '135790', requestId: `${m.run}-w-${this.slot}` },
      Date.now(),
    );
    const key = `${member}:${this.slot}`;
    const prior = m.withdrawals.get(key);
    if (prior) expect('id' in res && res.id).toBe(prior.id);
    else if (m.main.get(member)! < this.amount) expect(res).toMatchObject({ code: 'wallet_insufficient_funds' });
    else {
      expect('id' in res).toBe(true);
      m.withdrawals.set(key, { id: (res as { id: number }).id, member, amount: this.amount, state: 'open' });
      m.main.set(member, m.main.get(member)! - this.amount);
    }
  }
  toString = () => `withdraw(${this.memberIdx}, w${this.slot}, ${this.amount})`;
}

class SettleWithdrawal extends Step {
  constructor(
    readonly memberIdx: number,
    readonly slot: number,
    readonly reject: boolean,
  ) {
    super();
  }
  async step(m: Model) {
    const w = m.withdrawals.get(`${m.members[this.memberIdx]!}:${this.slot}`);
    if (this.reject) {
      const res = w ? await rejectWithdrawal(db, w.id, Date.now()) : null;
      if (w && w.state === 'open') {
        expect(res).toMatchObject({ status: 'rejected' });
        w.state = 'rejected';
        m.main.set(w.member, m.main.get(w.member)! + w.amount);
      } else expect(res).toBeNull();
      return;
    }
    // The sandbox's processing approves, then pays every open withdrawal; the funds leave.
    const t = Date.now() + 60_000;
    await processWithdrawals(db, t);
    await processWithdrawals(db, t + 60_000);
    await processWithdrawals(db, t + 60_000); // a rerun pays nothing twice
    for (const x of m.withdrawals.values()) if (x.state === 'open') x.state = 'paid';
  }
  toString = () => `${this.reject ? 'reject' : 'pay'}(${this.memberIdx}, w${this.slot})`;
}

const amount = fc.integer({ min: 1, max: 60_000 });
const commands = [
  fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 7 }), amount, fc.boolean()).map(([mi, s, a, f]) => new Bet(mi, s, a, f)),
  fc.tuple(fc.integer({ min: 0, max: 7 }), fc.oneof(fc.constant(0), amount), fc.integer({ min: 0, max: 1 })).map(([s, a, v]) => new Win(s, a, v)),
  fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 1 })).map(([s, v]) => new Rollback(s, v)),
  fc.tuple(fc.integer({ min: 0, max: 1 }), fc.boolean(), amount, fc.integer({ min: 0, max: 3 })).map(([mi, tv, a, k]) => new Transfer(mi, tv, a, k)),
  fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 20_000, max: 300_000 }))
    .map(([mi, s, a]) => new DepositPaid(mi, s, a)),
  fc
    .tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 100_000, max: 400_000 }))
    .map(([mi, s, a]) => new Withdraw(mi, s, a)),
  fc.tuple(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 2 }), fc.boolean()).map(([mi, s, r]) => new SettleWithdrawal(mi, s, r)),
];

let runs = 0;
async function freshModel(): Promise<Model> {
  runs += 1;
  const run = `run${runs}`;
  const members: number[] = [];
  const main = new Map<number, number>();
  const house = await ensureAccount(db, null, CUR);
  for (let i = 0; i < 2; i++) {
    const id = runs * 10 + i;
    await db
      .prepare(
        "INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at, payee_name) VALUES (?, ?, 'p', 'x', 0, 0, 0, 'Test Player')",
      )
      .bind(id, `${run}m${i}`)
      .run();
    await setPaymentPassword(db, id, '135790', Date.now());
    expect(await addBankAccount(db, id, { bankName: 'VCB', accountNumber: `00${id}123456`, holderName: 'Test Player' }, Date.now())).toMatchObject({
      id: expect.any(Number),
    });
    const wallet = await ensureAccount(db, id, CUR);
    const opening = 300_000;
    const dep = await postTransaction(db, {
      idempotencyKey: `${run}-deposit-${i}`,
      kind: 'deposit',
      entries: [
        { accountId: house, amount: -opening },
        { accountId: wallet, amount: opening },
      ],
    });
    expect(dep.ok).toBe(true);
    members.push(id);
    main.set(id, opening);
  }
  return {
    run,
    members,
    main,
    vendorWallet: new Map(),
    rounds: new Map(),
    seamless: new Map(),
    transfers: new Map(),
    deposits: new Set(),
    withdrawals: new Map(),
  };
}

async function checkInvariants(m: Model) {
  expect(await ledgerAudit(db)).toEqual({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  for (const id of m.members) {
    expect(await memberBalance(db, id, CUR)).toBe(m.main.get(id));
    const v = await db
      .prepare('SELECT balance FROM ledger_accounts WHERE member_id = ? AND kind = ?')
      .bind(id, vendorWalletKind(VENDOR))
      .first<{ balance: number }>();
    expect(v?.balance ?? 0).toBe(m.vendorWallet.get(id) ?? 0);
  }
}

describe('wallet ledger, model-based', () => {
  it('keeps entries summing to zero, balances equal to entries, none negative, and matches the model', async () => {
    const wallet = new SeamlessWallet(db, CUR);
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 18 }), async (cmds) => {
        const model = await freshModel();
        await fc.asyncModelRun(() => ({ model, real: { wallet } }), cmds);
      }),
      { numRuns: 20 },
    );
  }, 180_000);
});
