// The member's money on an open page (SPEC §2.3 header balance; §2.7 withdraw, deposit and lottery
// states) on a real local D1: a money-moving call's answer carries the balance after it, whoever
// made the call, and the one cheap poll (GET /wps/v2/wallets/changes) moves its mark whenever the
// platform changed the member's money or a waited-for state by itself — a reward paid, a
// withdrawal moved along by the cron tick — and keeps it while nothing happened.
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { payReward } from '../../src/platform/rewards/payout.ts';
import { routes } from '../../src/contracts/routes.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const MEMBER = 951;
let token = '';
const changes = async () => (await p.call.get('balanceChanges', token)).body;

beforeAll(async () => {
  const db = p.env.DB;
  await db
    .prepare(
      "INSERT INTO members (id, account, nickname, password_hash, type, payee_name, password_changed_at, created_at) VALUES (?, 'livebal', 'n', 'x', 0, 'Le Van E', 0, ?)",
    )
    .bind(MEMBER, Date.now())
    .run();
  token = await createSession(db, MEMBER);
  await postTransaction(db, {
    idempotencyKey: 'live-open',
    kind: 'deposit',
    entries: [
      { accountId: await ensureAccount(db, MEMBER, 'VND'), amount: 2_000_000 },
      { accountId: await ensureAccount(db, null, 'VND'), amount: -2_000_000 },
    ],
  });
});

describe('a money-moving answer carries the balance after it', () => {
  it('adds the main-wallet balance to the answers of the calls that move money, and to no other', async () => {
    const played = await p.call.post('inhouseDice', { roundKey: 'live-round-1', stake: 10_000, target: 50, direction: 'under' }, token);
    expect(played.status).toBe(200);
    expect(played.body.balance).toBe(await memberBalance(p.env.DB, MEMBER, 'VND'));
    expect(played.body.balance).toBe(played.body.value.balance);
    const read = await p.call.get('balance', token);
    expect(read.body).not.toHaveProperty('balance');
    // A refused money call carries nothing: no money moved.
    const refused = await p.call.post('inhouseDice', { roundKey: 'live-round-2', stake: 10_000_000_000, target: 50, direction: 'under' }, token);
    expect(refused.body.success).toBe(false);
    expect(refused.body).not.toHaveProperty('balance');
  });

  it('flags every call that pays or takes the member’s money', () => {
    const moving = Object.entries(routes)
      .filter(([, def]) => 'movesMoney' in def && def.movesMoney)
      .map(([name]) => name);
    expect(moving).toEqual(
      expect.arrayContaining(['walletTransfer', 'lotteryBuy', 'inhouseDice', 'inhouseSlot', 'withdrawalCreate', 'rebateClaim', 'missionClaim', 'convertPoint']),
    );
    expect(moving).toEqual(expect.arrayContaining(['promotionClaim', 'claimRafflePromotion', 'depositStatus', 'transferUpline', 'playerRank']));
  });
});

describe('the open page’s poll', () => {
  it('keeps its mark while nothing happens, and moves it with the balance when the platform pays by itself', async () => {
    const first = await changes();
    expect(first.value).toMatchObject({ sumBalance: await memberBalance(p.env.DB, MEMBER, 'VND'), currency: 'VND' });
    expect((await changes()).value.mark).toBe(first.value.mark);
    const paid = await payReward(p.env.DB, {
      memberId: MEMBER,
      currency: 'VND',
      kind: 'rebate',
      idempotencyKey: 'live-reward-1',
      amount: 50_000,
      source: 'rebate',
      sourceId: 'live-1',
      turnoverMultiple: 0,
      now: Date.now(),
    });
    expect(paid.ok).toBe(true);
    const after = (await changes()).value;
    expect(after.mark).not.toBe(first.value.mark);
    expect(after.sumBalance).toBe(first.value.sumBalance + 50_000);
  });

  it('moves its mark when the cron tick moves a withdrawal along, though the balance stays', async () => {
    await p.call.post('paymentPasswordSave', { newPassword: '864200', confirmPassword: '864200' }, token);
    const account = await p.call.post('bankAccountAdd', { bankName: 'ACB', accountNumber: '99991111', holderName: 'Le Van E' }, token);
    const made = await p.call.post(
      'withdrawalCreate',
      { bankAccountId: account.body.value.id, amount: 200_000, paymentPassword: '864200', requestId: 'live-wd-1' },
      token,
    );
    expect(made.body.value.status).toBe('requested');
    expect(made.body.balance).toBe(await memberBalance(p.env.DB, MEMBER, 'VND'));
    const requested = (await changes()).value;
    await runCronTick(p.env, Date.now() + 31_000);
    const approved = (await changes()).value;
    expect((await p.call.get('withdrawInfo', token)).body.value.withdrawals[0].status).not.toBe('requested');
    expect(approved.mark).not.toBe(requested.mark);
    expect(approved.sumBalance).toBe(requested.sumBalance);
  }, 90_000);

  it('answers a signed-out caller 401 and changes nothing', async () => {
    expect((await p.call.get('balanceChanges')).status).toBe(401);
  });
});
