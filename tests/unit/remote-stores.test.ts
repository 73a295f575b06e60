// The client's data layer (src/lib/remote.ts on @nanostores/query; SPEC §2.3 header balance, §2.7
// cashier) against a fake fetch, the only boundary it crosses: shown reads are shared and
// forgotten once nobody shows them, a write marks the reads it changes stale, and a money answer
// that carries the new balance sets the header's balance store without a second call.
import { $balance } from '../../src/lib/balance.ts';
import { onBalanceChange } from '../../src/lib/balance-events.ts';
import { invalidateRoutes, remoteQuery } from '../../src/lib/remote.ts';
import { refreshBalance, resetBalance } from '../../src/features/wallet/stores/balance.ts';
import { $consolidatedFunds, transferBetweenWallets } from '../../src/features/cashier/stores/transfers.ts';
import { $withdrawInfo, bindBankAccount, requestWithdrawal } from '../../src/features/cashier/stores/withdraw.ts';
import { $inhouse, playDice } from '../../src/features/games/stores/inhouse.ts';
import { $cards, refreshHand } from '../../src/features/games/stores/cards.ts';

/** A fake answer; `gate`, when given, holds it until it resolves (an answer on its way). */
type Answer = { status: number; body: unknown; gate?: Promise<void> };
let answers: Record<string, Answer[]> = {};
const calls: string[] = [];
vi.stubGlobal('fetch', async (input: Request) => {
  const path = new URL(input.url).pathname;
  calls.push(`${input.method} ${path}`);
  const next = answers[path]?.shift();
  if (!next) throw new TypeError('network down');
  await next.gate;
  return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
});
vi.stubGlobal('location', { href: 'http://portal.test/en/', origin: 'http://portal.test' });
// The header island's listener (src/islands/HeaderIsland.tsx) hears money moves as a DOM event.
vi.stubGlobal('document', Object.assign(new EventTarget(), { documentElement: { lang: 'en' }, hidden: false }));

const ok = (value: unknown) => ({ status: 200, body: { success: true, code: 'OK', value } });
const BALANCE = '/wps/v2/wallets/balance';
const FUNDS = '/wps/member/info/funds/consolidated';
const WITHDRAW_INFO = '/wps/cashier/withdraw/info';
const count = (path: string) => calls.filter((c) => c.endsWith(` ${path}`)).length;
const wallets = (main: number, vendor: number) => [
  { wallet: 'main', name: 'Main', balance: main },
  { wallet: 'SABA', name: 'SABA', balance: vendor },
];
const withdrawInfo = (accounts: number) => ({
  minAmount: 100_000,
  maxAmount: 50_000_000,
  dailyLeft: 5,
  turnoverRemaining: 0,
  hasPaymentPassword: true,
  bankAccounts: Array.from({ length: accounts }, (_, i) => ({ id: i + 1, bankName: 'VCB', accountNumber: `00${i}`, holderName: 'A' })),
  withdrawals: [],
});

// The header: refreshes the balance only when the answer did not carry it.
let offHeader: () => void = () => undefined;
beforeEach(() => {
  answers = {};
  calls.length = 0;
  resetBalance();
  offHeader = onBalanceChange((known) => {
    if (!known) void refreshBalance();
  });
});
afterEach(() => offHeader());

describe('reads', () => {
  it('is one store per route and input, and two listeners share one call', async () => {
    answers[FUNDS] = [ok({ sumBalance: 300, currency: 'VND', wallets: wallets(100, 200) })];
    expect(remoteQuery('consolidatedFunds')).toBe($consolidatedFunds);
    expect(remoteQuery('consolidatedFunds', { page: 2 })).not.toBe($consolidatedFunds);
    const off1 = $consolidatedFunds.listen(() => undefined);
    const off2 = $consolidatedFunds.listen(() => undefined);
    await vi.waitFor(() => expect($consolidatedFunds.get().data?.sumBalance).toBe(300));
    expect(count(FUNDS)).toBe(1);
    off1();
    off2();
  });

  it('keeps a failure as the ApiResult, and asks again once nobody shows the read', async () => {
    answers[WITHDRAW_INFO] = [{ status: 403, body: { success: false, code: 'error_rg_excluded', message: 'x' } }];
    const off = $withdrawInfo.listen(() => undefined);
    await vi.waitFor(() => expect($withdrawInfo.get().error).toMatchObject({ ok: false, code: 'error_rg_excluded', status: 403 }));
    off();
    // Stores stop a second after their last listener leaves (nanostores' unmount delay).
    await new Promise((r) => setTimeout(r, 1_100));
    answers[WITHDRAW_INFO] = [ok(withdrawInfo(0))];
    const again = $withdrawInfo.listen(() => undefined);
    await vi.waitFor(() => expect($withdrawInfo.get().data?.bankAccounts).toEqual([]));
    expect(count(WITHDRAW_INFO)).toBe(2);
    again();
  });
});

describe('writes', () => {
  it('mark the reads they change stale: the shown read asks again and shows the new answer', async () => {
    answers[WITHDRAW_INFO] = [ok(withdrawInfo(0)), ok(withdrawInfo(1))];
    const off = $withdrawInfo.listen(() => undefined);
    await vi.waitFor(() => expect($withdrawInfo.get().data?.bankAccounts).toHaveLength(0));
    answers['/wps/cashier/bank-accounts'] = [ok({ id: 1, bankName: 'VCB', accountNumber: '000', holderName: 'A' })];
    const res = await bindBankAccount({ bankName: 'VCB', accountNumber: '000', holderName: 'A' });
    expect(res.ok).toBe(true);
    await vi.waitFor(() => expect($withdrawInfo.get().data?.bankAccounts).toHaveLength(1));
    expect(count(WITHDRAW_INFO)).toBe(2);
    off();
  });

  it('change nothing on a refusal: the read is not asked again', async () => {
    answers[WITHDRAW_INFO] = [ok(withdrawInfo(0))];
    const off = $withdrawInfo.listen(() => undefined);
    await vi.waitFor(() => expect($withdrawInfo.get().data).toBeDefined());
    answers['/wps/cashier/bank-accounts'] = [{ status: 400, body: { success: false, code: 'error_validation', message: 'x' } }];
    const res = await bindBankAccount({ bankName: 'VCB', accountNumber: '', holderName: '' });
    expect(res).toMatchObject({ ok: false, code: 'error_validation' });
    expect(count(WITHDRAW_INFO)).toBe(1);
    off();
  });
});

describe('money answers', () => {
  it('a wallet transfer sets the header balance and the wallets from its answer, with no second call', async () => {
    answers[FUNDS] = [ok({ sumBalance: 300, currency: 'VND', wallets: wallets(100, 200) })];
    const off = $consolidatedFunds.listen(() => undefined);
    await vi.waitFor(() => expect($consolidatedFunds.get().data?.sumBalance).toBe(300));
    answers['/wps/relay/GCS_walletTransfer'] = [ok({ replayed: false, wallets: wallets(40, 260) })];
    const res = await transferBetweenWallets({ from: 'main', to: 'SABA', amount: 60 });
    expect(res.ok).toBe(true);
    expect($balance.get()).toMatchObject({ status: 'ready', sumBalance: 40 });
    expect($consolidatedFunds.get().data?.wallets).toEqual(wallets(40, 260));
    await new Promise((r) => setTimeout(r, 0));
    expect(count(BALANCE)).toBe(0);
    expect(count(FUNDS)).toBe(1);
    off();
  });

  it('a bet sets the header balance from its answer, with no balance call', async () => {
    $inhouse.set({ status: 'ready', balance: 1_000, fair: null, rounds: [], last: null, error: null });
    const round = { roundId: 'r1', game: 'dice', stake: 100, payout: 0, nonce: 0, serverSeedHash: 'h', clientSeed: 'c', result: {}, createdAt: 1 };
    answers['/wps/inhouse/dice'] = [ok({ round, balance: 900 })];
    await playDice({ stake: 100, target: 50, direction: 'under' });
    expect($balance.get()).toMatchObject({ status: 'ready', sumBalance: 900 });
    expect(count(BALANCE)).toBe(0);
  });

  it('a card hand that has just settled shows its result together with the balance it moved', async () => {
    const hand = (status: 'playing' | 'settled') => ({
      handId: 3,
      roomId: 'r1',
      stake: 1_000,
      status,
      remainingMs: null,
      players: [],
      yourCards: [],
      youLeft: false,
      turns: [],
      result: status === 'settled' ? { winner: 0, pot: 2_000, rake: 100, paid: 1_900 } : null,
    });
    $cards.set({ status: 'ready', nodeId: 9, roomId: 'r1', hand: hand('playing'), stake: 1_000, balance: 1_000, error: null });
    answers['/wps/inhouse/cards/room'] = [ok({ balance: null, hand: hand('settled'), stake: 1_000 })];
    answers[BALANCE] = [ok({ sumBalance: 2_900, currency: 'VND' })];
    const seen: [string | undefined, number | null][] = [];
    const off = $cards.listen((s) => seen.push([s.hand?.status, s.balance]));
    await refreshHand();
    off();
    expect(seen).toEqual([['settled', 2_900]]);
    expect($balance.get()).toMatchObject({ status: 'ready', sumBalance: 2_900 });
  });

  it('an answer without the balance (a withdrawal) still has the header ask for it once', async () => {
    answers['/wps/cashier/withdraw'] = [ok({ id: 7, amount: 100_000, fee: 0, status: 'pending' })];
    answers[BALANCE] = [ok({ sumBalance: 5_000, currency: 'VND' })];
    const res = await requestWithdrawal({ bankAccountId: 1, amount: 100_000, paymentPassword: '123456' });
    expect(res.ok).toBe(true);
    await vi.waitFor(() => expect($balance.get()).toMatchObject({ status: 'ready', sumBalance: 5_000 }));
    expect(count(BALANCE)).toBe(1);
  });
});

describe('a change while a read is on its way', () => {
  it('asks again after a read that was on its way when its route was marked stale (a paid withdrawal is not left Approved)', async () => {
    let land!: () => void;
    answers[WITHDRAW_INFO] = [{ ...ok(withdrawInfo(0)), gate: new Promise<void>((r) => (land = r)) }, ok(withdrawInfo(1))];
    // Its own input: a store no other test has shown, so nothing cached answers it.
    const $read = remoteQuery('withdrawInfo', { probe: 'in-flight' });
    const off = $read.listen(() => undefined);
    await vi.waitFor(() => expect(count(WITHDRAW_INFO)).toBe(1));
    // The platform changed while the first answer was on its way.
    invalidateRoutes(['withdrawInfo']);
    land();
    await vi.waitFor(() => expect($read.get().data?.bankAccounts).toHaveLength(1));
    expect(count(WITHDRAW_INFO)).toBe(2);
    off();
  });
});
