// The header balance follows the platform on an open page (SPEC §2.3; §2.7 withdraw, deposit and
// ticket states), against a fake fetch, the only boundary the client crosses: a money-moving
// answer that carries the balance sets the header whichever component made the call; the
// visible-tab poll shows what the platform did by itself (new balance, open records read again,
// the pages that keep their own state told), backs off while nothing happens without ever waiting
// longer than its slow pace, asks nothing while the tab is hidden, and shows a balance another
// document of the site learned (an in-house game in the /game page's frame).
import { $balance } from '../../src/lib/balance.ts';
import { onAccountChange } from '../../src/lib/balance-events.ts';
import { callApi } from '../../src/lib/api-client.ts';
import { remoteQuery } from '../../src/lib/remote.ts';
import { resetBalance } from '../../src/features/wallet/stores/balance.ts';
import { WATCH_SLOW_MS, watchBalance } from '../../src/lib/balance-watch.ts';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]> = {};
const calls: { at: number; path: string }[] = [];
vi.stubGlobal('fetch', async (input: Request) => {
  const path = new URL(input.url).pathname;
  calls.push({ at: Date.now(), path });
  const queue = answers[path];
  const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
  if (!next) throw new TypeError('network down');
  return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
});
vi.stubGlobal('location', { href: 'http://portal.test/en/', origin: 'http://portal.test' });
const doc = Object.assign(new EventTarget(), { documentElement: { lang: 'en' }, visibilityState: 'visible' as 'visible' | 'hidden' });
vi.stubGlobal('document', doc);

const CHANGES = '/wps/v2/wallets/changes';
const WITHDRAW_INFO = '/wps/cashier/withdraw/info';
const ok = (value: unknown, extra: Record<string, unknown> = {}) => ({ status: 200, body: { success: true, code: 'OK', value, ...extra } });
const changes = (sumBalance: number, mark: string) => ok({ sumBalance, currency: 'VND', mark });
const asked = (path: string) => calls.filter((c) => c.path === path);
const withdrawInfo = { minAmount: 1, maxAmount: 2, dailyLeft: 3, turnoverRemaining: 0, hasPaymentPassword: true, bankAccounts: [], withdrawals: [] };

let stop: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  answers = {};
  calls.length = 0;
  doc.visibilityState = 'visible';
  resetBalance();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('a money-moving answer', () => {
  it('sets the header balance from the balance its envelope carries, whoever made the call', async () => {
    $balance.set({ status: 'ready', sumBalance: 905_000, currency: 'VND' });
    answers['/wps/rewards/promotions/claim'] = [ok({ id: 1, promotionId: 7, status: 'claimed', bonus: 50_000 }, { balance: 955_000 })];
    const res = await callApi('promotionClaim', { applicationId: 1 });
    expect(res).toMatchObject({ ok: true, balance: 955_000 });
    expect($balance.get()).toEqual({ status: 'ready', sumBalance: 955_000, currency: 'VND' });
  });
});

describe('the open page’s poll', () => {
  it('shows what the platform did by itself: the new balance, the open records read again, the pages told', async () => {
    answers[CHANGES] = [changes(481_000, 'a')];
    answers[WITHDRAW_INFO] = [ok(withdrawInfo)];
    const shown = remoteQuery('withdrawInfo');
    const offShown = shown.listen(() => undefined);
    let told = 0;
    const offTold = onAccountChange(() => told++);
    stop = watchBalance();
    await vi.advanceTimersByTimeAsync(WATCH_SLOW_MS);
    expect($balance.get()).toMatchObject({ status: 'ready', sumBalance: 481_000 });
    expect(told).toBe(0);
    const readsBefore = asked(WITHDRAW_INFO).length;
    // A fast-lottery draw paid a win (SPEC §2.1): the mark moved.
    answers[CHANGES] = [changes(490_500, 'b')];
    await vi.advanceTimersByTimeAsync(WATCH_SLOW_MS);
    expect($balance.get()).toMatchObject({ status: 'ready', sumBalance: 490_500 });
    expect(told).toBe(1);
    expect(asked(WITHDRAW_INFO).length).toBeGreaterThan(readsBefore);
    offTold();
    offShown();
  });

  it('shows money that moved between the header’s own read and the first answer', async () => {
    $balance.set({ status: 'ready', sumBalance: 0, currency: 'VND' });
    answers[CHANGES] = [changes(123_000, 'a')];
    stop = watchBalance();
    await vi.advanceTimersByTimeAsync(WATCH_SLOW_MS);
    expect($balance.get()).toMatchObject({ status: 'ready', sumBalance: 123_000 });
  });

  it('backs off while nothing happens, never waiting longer than its slow pace', async () => {
    answers[CHANGES] = [changes(100, 'same')];
    stop = watchBalance();
    await vi.advanceTimersByTimeAsync(120_000);
    const times = asked(CHANGES).map((c) => c.at);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.length).toBeGreaterThan(10);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(WATCH_SLOW_MS);
    expect(gaps.at(-1)).toBeGreaterThan(gaps[0]!);
  });

  it('asks nothing while the tab is hidden, and asks at once when it shows again', async () => {
    answers[CHANGES] = [changes(100, 'same')];
    stop = watchBalance();
    await vi.advanceTimersByTimeAsync(WATCH_SLOW_MS);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    const before = asked(CHANGES).length;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked(CHANGES).length).toBe(before);
    answers[CHANGES] = [changes(250, 'moved')];
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked(CHANGES).length).toBe(before + 1);
    expect($balance.get().sumBalance).toBe(250);
  });

  it('stops once the session ended (401)', async () => {
    answers[CHANGES] = [{ status: 401, body: { success: false, code: 'error_not_logged_in', message: 'x' } }];
    stop = watchBalance();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked(CHANGES)).toHaveLength(1);
  });

  it('shows the balance another document of the site learned (a game in the /game page’s frame)', async () => {
    answers[CHANGES] = [changes(100, 'same')];
    stop = watchBalance();
    await vi.advanceTimersByTimeAsync(WATCH_SLOW_MS);
    const frame = new BroadcastChannel('portal-balance');
    frame.postMessage({ sumBalance: 77_000, currency: 'VND' });
    await vi.waitFor(() => expect($balance.get().sumBalance).toBe(77_000));
    frame.close();
  });
});
