// The sign-up reward on a real local D1 (SPEC §2.6: the registration page's title promises
// siteConfig.registrationBonusAmount; DOMAIN.md §3: bonus money carries a turnover requirement):
// registering pays that amount once, as a bonus in the account record, owed as turnover before a
// withdrawal; a refused registration pays nothing, a repeated payment moves nothing, and a burst of
// registrations of one username makes one member paid once.
import { siteConfig } from '../../src/contracts/site-config.ts';
import { REWARD_ECONOMICS } from '../../src/platform/rewards/economics.ts';
import { SIGNUP_SWEEP_WINDOW_MS, paySignupReward, signupRewardsJob } from '../../src/platform/rewards/signup-reward.ts';
import { runCronTick } from '../../src/platform/cron/tick.ts';
import { ensureAccount } from '../../src/platform/lib/ledger.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const AMOUNT = siteConfig.registrationBonusAmount;
const form = (username: string) => ({ username, password: 'Secret12', confirmPassword: 'Secret12', agree: true });
const memberId = async (account: string) => (await p.env.DB.prepare('SELECT id FROM members WHERE account = ?').bind(account).first<{ id: number }>())?.id;
/** Sum of every ledger entry: zero while every transaction is balanced. */
const ledgerSum = async () => (await p.env.DB.prepare('SELECT COALESCE(SUM(amount), 0) AS s FROM ledger_entries').first<{ s: number }>())!.s;
const bonusesOf = async (id: number) =>
  (await p.env.DB.prepare(
    "SELECT COUNT(*) AS n FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN ledger_accounts a ON a.id = e.account_id WHERE t.kind = 'bonus' AND a.member_id = ?",
  )
    .bind(id)
    .first<{ n: number }>())!.n;

describe('the amount the registration page promises is paid', () => {
  it('is the configured sign-up reward, with a turnover requirement', () => {
    expect(AMOUNT).toBeGreaterThan(0);
    expect(REWARD_ECONOMICS.signup.reward).toBe(AMOUNT);
    expect(REWARD_ECONOMICS.signup.turnoverMultiple).toBeGreaterThanOrEqual(1);
  });

  it('lands in the new member’s balance as a bonus in the account record, owed as turnover', async () => {
    const reg = await p.call.post('register', form('signup01'));
    expect(reg.status).toBe(200);
    const token = reg.body.value.token as string;
    expect((await p.call.get('balance', token)).body.value).toEqual({ sumBalance: AMOUNT, currency: 'VND' });
    const record = await p.call.get('accountRecord', token, { from: String(Date.now() - 60_000), to: String(Date.now() + 60_000) });
    expect(record.body.value.rows).toEqual([expect.objectContaining({ type: 'bonus', amount: AMOUNT, balanceAfter: AMOUNT })]);
    const withdraw = await p.call.get('withdrawInfo', token);
    expect(withdraw.body.value.turnover).toEqual({ required: AMOUNT * REWARD_ECONOMICS.signup.turnoverMultiple, wagered: 0, remaining: AMOUNT });
    expect(await ledgerSum()).toBe(0);
  });

  it('pays a member once: a second payment is a replay that moves nothing', async () => {
    const id = (await memberId('signup01'))!;
    const again = await paySignupReward(p.env.DB, id, 'VND', Date.now());
    expect(again).toMatchObject({ ok: true, replayed: true });
    expect(await bonusesOf(id)).toBe(1);
  });

  it('pays nothing for a refused registration', async () => {
    const before = await ledgerSum();
    const count = async () => (await p.env.DB.prepare('SELECT COUNT(*) AS n FROM ledger_transactions').first<{ n: number }>())!.n;
    const txBefore = await count();
    const taken = await p.call.post('register', form('signup01'));
    expect(taken.body.code).toBe('error_username_taken');
    const invalid = await p.call.post('register', { ...form('signup02'), confirmPassword: 'Other123' });
    expect(invalid.body.code).toBe('error_validation');
    expect(await count()).toBe(txBefore);
    expect(await ledgerSum()).toBe(before);
  });

  it('a burst of registrations of one username makes one member, paid once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => p.call.post('register', form('signup03'))));
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body.code))).toEqual([200, ...Array(7).fill(409)]);
    const id = (await memberId('signup03'))!;
    expect(await bonusesOf(id)).toBe(1);
    expect(await ledgerSum()).toBe(0);
  });
});

describe('a sign-up reward the registration could not pay', () => {
  /** A member row as registration leaves it when the payment failed after the insert (a busy database). */
  const unpaidMember = async (account: string, registerMethod: string, createdAt: number) => {
    const row = (await p.env.DB.prepare(
      "INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at, register_method) VALUES (?, ?, 'x', 0, 0, ?, ?, ?) RETURNING id",
    )
      .bind(account, account, createdAt, createdAt, registerMethod)
      .first<{ id: number }>())!;
    await ensureAccount(p.env.DB, row.id, 'VND');
    return row.id;
  };
  const balanceOf = async (id: number) =>
    (await p.env.DB.prepare("SELECT COALESCE(SUM(balance), 0) AS b FROM ledger_accounts WHERE member_id = ? AND kind = 'main'")
      .bind(id)
      .first<{ b: number }>())!.b;

  it('is paid by the periodic work once, and only to members who registered themselves, recently', async () => {
    const now = Date.now();
    const web = await unpaidMember('sweep01', 'WEB', now - 60_000);
    const mobile = await unpaidMember('sweep02', 'MOBILE', now - 60_000);
    const byAgent = await unpaidMember('sweep03', 'AGENT', now - 60_000);
    const old = await unpaidMember('sweep04', 'WEB', now - SIGNUP_SWEEP_WINDOW_MS - 60_000);
    const before = await ledgerSum();
    await runCronTick(p.env, now);
    expect([await balanceOf(web), await balanceOf(mobile), await balanceOf(byAgent), await balanceOf(old)]).toEqual([AMOUNT, AMOUNT, 0, 0]);
    expect(await bonusesOf(web)).toBe(1);
    // Owed as turnover, like the payment at registration.
    const owed = await p.env.DB.prepare("SELECT amount FROM turnover_requirements WHERE member_id = ? AND source = 'signup'")
      .bind(web)
      .first<{ amount: number }>();
    expect(owed?.amount).toBe(AMOUNT * REWARD_ECONOMICS.signup.turnoverMultiple);
    // A rerun (and the members the registration did pay) moves nothing.
    expect(await signupRewardsJob.run(p.env, now + 1_000)).toEqual({ job: 'rewards.signupRewards', changed: 0 });
    expect(await bonusesOf(web)).toBe(1);
    expect(await bonusesOf((await memberId('signup01'))!)).toBe(1);
    expect(await ledgerSum()).toBe(before);
  });
});
