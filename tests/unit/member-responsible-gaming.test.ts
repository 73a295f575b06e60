// Responsible gaming on a real local D1 (DOMAIN.md §5): limits decrease at once and increase only
// after 24 hours and a fresh confirmation; deposit, wager and loss limits and time-outs refuse
// deposits and bets (nothing moves, not even the provably-fair nonce); withdrawals stay allowed;
// a self-exclusion is never shortened.
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/lib/ledger.ts';
import { createSession } from '../../src/platform/identity/sessions.ts';
import { gamesSeedSql } from '../../src/platform/seed/games.ts';
import { createDeposit } from '../../src/platform/cashier/deposits.ts';
import { exclude, setLimit, confirmLimitChange, INCREASE_DELAY_MS } from '../../src/platform/member/responsible-gaming.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const ids = { limited: 1101, timeout: 1102, rules: 1103 };
const tokens: Record<keyof typeof ids, string> = { limited: '', timeout: '', rules: '' };
let seq = 0;
const rid = () => `rg-${Date.now()}-${seq++}`;

beforeAll(async () => {
  const db = p.env.DB;
  const q = (v: string | number | null) => (v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
  await db.batch(gamesSeedSql(q).map((s) => db.prepare(s)));
  const house = await ensureAccount(db, null, 'VND');
  for (const who of Object.keys(ids) as (keyof typeof ids)[]) {
    await db
      .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, 0, ?)")
      .bind(ids[who], `rg${who}`, Date.now())
      .run();
    tokens[who] = await createSession(db, ids[who]);
    const wallet = await ensureAccount(db, ids[who], 'VND');
    await postTransaction(db, {
      idempotencyKey: `rg-open-${who}`,
      kind: 'deposit',
      entries: [
        { accountId: wallet, amount: 1_000_000 },
        { accountId: house, amount: -1_000_000 },
      ],
    });
  }
});

describe('limits', () => {
  it('applies a decrease at once and an increase only after 24 hours and a confirmation', async () => {
    const db = p.env.DB;
    const now = Date.now();
    expect(await setLimit(db, ids.rules, 'deposit', 'day', 500_000, now)).toBe('now');
    expect(await setLimit(db, ids.rules, 'deposit', 'day', 300_000, now)).toBe('now');
    expect(await setLimit(db, ids.rules, 'deposit', 'day', 900_000, now)).toBe('pending');
    const order = (at: number) => createDeposit(db, ids.rules, { channel: 'bank', amount: 400_000, requestId: rid() }, at);
    expect(await order(now)).toBe('error_rg_deposit_limit');
    expect(await confirmLimitChange(db, ids.rules, 'deposit', 'day', now + 1_000)).toBe(false);
    expect(await confirmLimitChange(db, ids.rules, 'deposit', 'day', now + INCREASE_DELAY_MS + 1)).toBe(true);
    expect(await order(now + INCREASE_DELAY_MS + 2)).toMatchObject({ amount: 400_000, status: 'pending' });
  });

  it('refuses a deposit over the deposit limit through the call, creating nothing', async () => {
    await p.call.post('responsibleGamingLimit', { kind: 'deposit', period: 'week', amount: 100_000 }, tokens.limited);
    const over = await p.call.post('depositCreate', { channel: 'bank', amount: 150_000, requestId: rid() }, tokens.limited);
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('error_rg_deposit_limit');
    expect((await p.call.get('depositList', tokens.limited)).body.value).toEqual([]);
    expect((await p.call.post('depositCreate', { channel: 'bank', amount: 60_000, requestId: rid() }, tokens.limited)).status).toBe(200);
    // Pending deposits count too: a second 60,000 would pass 100,000.
    expect((await p.call.post('depositCreate', { channel: 'bank', amount: 60_000, requestId: rid() }, tokens.limited)).body.code).toBe(
      'error_rg_deposit_limit',
    );
  });

  it('refuses a bet over the wager limit without touching the balance or the nonce', async () => {
    await p.call.post('responsibleGamingLimit', { kind: 'wager', period: 'day', amount: 5_000 }, tokens.limited);
    const fairBefore = (await p.call.get('inhouseFair', tokens.limited)).body.value;
    const balanceBefore = await memberBalance(p.env.DB, ids.limited, 'VND');
    const res = await p.call.post('inhouseDice', { roundKey: rid(), stake: 6_000, target: 50, direction: 'under' }, tokens.limited);
    expect(res.body.code).toBe('error_rg_wager_limit');
    expect(await memberBalance(p.env.DB, ids.limited, 'VND')).toBe(balanceBefore);
    expect((await p.call.get('inhouseFair', tokens.limited)).body.value.nonce).toBe(fairBefore.nonce);
    expect((await p.call.post('inhouseDice', { roundKey: rid(), stake: 5_000, target: 50, direction: 'under' }, tokens.limited)).status).toBe(200);
  });

  it('refuses malformed limits', async () => {
    expect((await p.call.post('responsibleGamingLimit', { kind: 'deposit', period: 'year', amount: 5 }, tokens.limited)).status).toBe(400);
    expect((await p.call.post('responsibleGamingLimit', { kind: 'deposit', period: 'day', amount: -5 }, tokens.limited)).status).toBe(400);
    expect((await p.call.post('responsibleGamingConfirm', { kind: 'loss', period: 'day' }, tokens.limited)).body.code).toBe('error_rg_not_due');
  });
});

describe('time-out and self-exclusion', () => {
  it('stops bets and deposits during a time-out', async () => {
    await p.call.post('responsibleGamingExclude', { kind: 'timeout', duration: '24h' }, tokens.timeout);
    expect((await p.call.post('inhouseDice', { roundKey: rid(), stake: 1_000, target: 50, direction: 'under' }, tokens.timeout)).body.code).toBe(
      'error_rg_timeout',
    );
    expect((await p.call.post('depositCreate', { channel: 'bank', amount: 100_000, requestId: rid() }, tokens.timeout)).body.code).toBe('error_rg_timeout');
    expect((await p.call.get('responsibleGaming', tokens.timeout)).body.value.exclusion.kind).toBe('timeout');
  });

  it('never shortens an exclusion: a shorter one keeps the later end, an indefinite one stays indefinite', async () => {
    const db = p.env.DB;
    const now = Date.now();
    await exclude(db, ids.rules, 'exclusion', null, now);
    await exclude(db, ids.rules, 'timeout', 86_400_000, now);
    const state = (await p.call.get('responsibleGaming', tokens.rules)).body.value.exclusion;
    expect(state).toEqual({ kind: 'exclusion', until: null });
    expect((await p.call.post('responsibleGamingExclude', { kind: 'exclusion', duration: 'forever' }, tokens.rules)).status).toBe(400);
  });
});

describe('reality check', () => {
  it('keeps the chosen interval and refuses any other', async () => {
    expect((await p.call.get('responsibleGaming', tokens.rules)).body.value.realityCheckMinutes).toBe(0);
    expect((await p.call.post('responsibleGamingRealityCheck', { minutes: 30 }, tokens.rules)).body.value.realityCheckMinutes).toBe(30);
    expect((await p.call.post('responsibleGamingRealityCheck', { minutes: 7 }, tokens.rules)).status).toBe(400);
  });
});
