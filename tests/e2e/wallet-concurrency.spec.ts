// Bounded concurrency against the running sandbox (DESIGN.md "Ledger"): one wallet takes 24
// concurrent dice bets (more than it can cover if it keeps losing), the same round key retried 4
// times at once, and 8 concurrent transfers with a retried id. Nothing is lost, created or spent
// twice: the balance equals the opening balance minus accepted stakes plus payouts, no balance
// goes below zero, a retried key moves money once, and the ledger audit is clean.
import { expect, type APIRequestContext } from '@playwright/test';
import { test } from './fixtures.ts';
import { humanProof, platformBalance } from './helpers.ts';

const BETS = 24;
const STAKE = 10_000;

async function login(request: APIRequestContext, baseURL: string, username: string, password: string) {
  const res = await request.post('/wps/session/login', { data: { username, password, altcha: await humanProof(request) }, headers: { origin: baseURL } });
  expect(res.status()).toBe(200);
}
const key = (prefix: string, i: number) => `${prefix}-${Date.now().toString(36)}-${i}`.padEnd(12, '0');

test.describe('one wallet under concurrent bets, transfers and retries', () => {
  test('loses nothing and spends nothing twice', async ({ request, baseURL }) => {
    await login(request, baseURL!, 'player02', 'Player1234');
    const opening = await platformBalance(request);
    expect(opening).toBeGreaterThan(0);
    const post = (path: string, data: unknown) => request.post(path, { data, headers: { origin: baseURL! } });

    // 24 different bets and one round key sent 4 times, all at once.
    const retried = key('retry', 0);
    const answers = await Promise.all([
      ...Array.from({ length: BETS }, (_, i) => post('/wps/inhouse/dice', { roundKey: key('bet', i), stake: STAKE, target: 50, direction: 'under' })),
      ...Array.from({ length: 4 }, () => post('/wps/inhouse/dice', { roundKey: retried, stake: STAKE, target: 50, direction: 'over' })),
    ]);
    const bodies = await Promise.all(
      answers.map(async (a) => ({
        status: a.status(),
        body: (await a.json()) as { code: string; value?: { round: { roundId: string; stake: number; payout: number } } },
      })),
    );
    for (const b of bodies) expect([200, 402], JSON.stringify(b)).toContain(b.status);
    const refused = bodies.filter((b) => b.status === 402);
    for (const r of refused) expect(r.body.code).toBe('wallet_insufficient_funds');

    const rounds = new Map<string, { stake: number; payout: number }>();
    for (const b of bodies) if (b.body.value) rounds.set(b.body.value.round.roundId, b.body.value.round);
    const retriedRounds = bodies
      .slice(BETS)
      .filter((b) => b.body.value)
      .map((b) => b.body.value!.round.roundId);
    expect(new Set(retriedRounds).size).toBeLessThanOrEqual(1);
    const accepted = [...rounds.values()];
    const staked = accepted.reduce((s, r) => s + r.stake, 0);
    const paid = accepted.reduce((s, r) => s + r.payout, 0);
    const afterBets = await platformBalance(request);
    expect(afterBets).toBe(opening - staked + paid);
    expect(afterBets).toBeGreaterThanOrEqual(0);

    // 8 concurrent transfers to a game wallet, one id retried: money only moves, the sum stays.
    type Funds = { sumBalance: number; wallets: { wallet: string; balance: number }[] };
    const funds = async () => ((await (await request.get('/wps/member/info/funds/consolidated')).json()) as { value: Funds }).value;
    const main = (f: Funds) => f.wallets.find((w) => w.wallet === 'main')!.balance;
    const before = await funds();
    const amount = Math.max(1, Math.floor(afterBets / 20));
    const ids = Array.from({ length: 8 }, (_, i) => key('transfer', i));
    const transfers = await Promise.all(
      [...ids, ids[0]!, ids[0]!].map((transferId) => post('/wps/relay/GCS_walletTransfer', { transferId, from: 'main', to: 'SSB', amount })),
    );
    const moved = (await Promise.all(transfers.map((r) => r.json()))) as { success: boolean; value?: { replayed: boolean } }[];
    const fresh = moved.filter((m) => m.success && !m.value!.replayed).length;
    expect(fresh).toBeLessThanOrEqual(8);
    const after = await funds();
    expect(after.sumBalance).toBe(before.sumBalance);
    expect(main(after)).toBe(main(before) - fresh * amount);
    expect(main(after)).toBeGreaterThanOrEqual(0);

    const audit = (await (await request.get('/wps/dev/ledger-audit')).json()) as { value: unknown };
    expect(audit.value).toEqual({ entrySum: 0, mismatchedAccounts: 0, negativeAccounts: 0, unbalancedTransactions: 0 });
  });
});
