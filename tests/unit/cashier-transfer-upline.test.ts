// Transfers within an agent tree on a real local D1 (SPEC §2.7 transferUpline, §6): a member to its
// upline, an agent to a direct downline, never across trees or sideways, never to an excluded
// member; behind the payment password; a retried request moves the money once.
import { ensureAccount, memberBalance, postTransaction } from '../../src/platform/ledger.ts';
import { createSession } from '../../src/platform/sessions.ts';
import { setPaymentPassword } from '../../src/platform/payment-password.ts';
import { exclude } from '../../src/platform/responsible-gaming.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
// Tree A: agent tA with members tm1, tm2. Tree B: agent tB with member tm3.
const m = { tA: { id: 1301, type: 1, up: null }, tm1: { id: 1302, type: 0, up: 1301 }, tm2: { id: 1303, type: 0, up: 1301 }, tB: { id: 1304, type: 1, up: null }, tm3: { id: 1305, type: 0, up: 1304 } } as const;
const tokens: Record<keyof typeof m, string> = { tA: '', tm1: '', tm2: '', tB: '', tm3: '' };
const bal = (id: number) => memberBalance(p.env.DB, id, 'VND');
let seq = 0;
const rid = () => `tu-${Date.now()}-${seq++}`;

beforeAll(async () => {
  const db = p.env.DB;
  const house = await ensureAccount(db, null, 'VND');
  for (const [name, v] of Object.entries(m)) {
    await db.prepare("INSERT INTO members (id, account, nickname, password_hash, type, upline_id, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', ?, ?, 0, ?)").bind(v.id, name, v.type, v.up, Date.now()).run();
    tokens[name as keyof typeof m] = await createSession(db, v.id);
    await setPaymentPassword(db, v.id, '112233', Date.now());
    const w = await ensureAccount(db, v.id, 'VND');
    await postTransaction(db, { idempotencyKey: `tu-open-${name}`, kind: 'deposit', entries: [{ accountId: w, amount: 500_000 }, { accountId: house, amount: -500_000 }] });
  }
});

describe('who may receive', () => {
  it('lists the upline, and an agent’s direct downlines', async () => {
    expect((await p.call.get('transferUplineInfo', tokens.tm1)).body.value).toEqual({ upline: { account: 'tA' }, downlines: [], uplineAllowed: true });
    expect((await p.call.get('transferUplineInfo', tokens.tA)).body.value.downlines.map((d: { account: string }) => d.account)).toEqual(['tm1', 'tm2']);
  });

  it('moves money up and down one tree, once per request id', async () => {
    const id = rid();
    const up = await p.call.post('transferUpline', { to: 'tA', amount: 10_000, paymentPassword: '112233', requestId: id }, tokens.tm1);
    expect(up.body.value).toEqual({ to: 'tA', amount: 10_000, replayed: false });
    expect((await p.call.post('transferUpline', { to: 'tA', amount: 10_000, paymentPassword: '112233', requestId: id }, tokens.tm1)).body.value.replayed).toBe(true);
    expect(await bal(m.tm1.id)).toBe(490_000);
    expect((await p.call.post('transferUpline', { to: 'tm2', amount: 20_000, paymentPassword: '112233', requestId: rid() }, tokens.tA)).status).toBe(200);
    expect(await bal(m.tm2.id)).toBe(520_000);
  });

  it('refuses across trees, sideways, to oneself, with a wrong password or without funds, moving nothing', async () => {
    const before = await Promise.all([m.tA.id, m.tm1.id, m.tm3.id].map(bal));
    const send = (token: string, to: string, amount = 1_000, paymentPassword = '112233') => p.call.post('transferUpline', { to, amount, paymentPassword, requestId: rid() }, token);
    expect((await send(tokens.tA, 'tm3')).body.code).toBe('error_transfer_not_allowed');
    expect((await send(tokens.tm1, 'tm2')).body.code).toBe('error_transfer_not_allowed');
    expect((await send(tokens.tm1, 'tB')).body.code).toBe('error_transfer_not_allowed');
    expect((await send(tokens.tm1, 'tm1')).body.code).toBe('error_transfer_not_allowed');
    expect((await send(tokens.tm1, 'tA', 1_000, '999999')).body.code).toBe('error_payment_password_wrong');
    expect((await send(tokens.tm1, 'tA', 900_000_000)).body.code).toBe('wallet_insufficient_funds');
    expect(await Promise.all([m.tA.id, m.tm1.id, m.tm3.id].map(bal))).toEqual(before);
  });

  it('refuses to credit a downline in a time-out', async () => {
    await exclude(p.env.DB, m.tm2.id, 'timeout', 86_400_000, Date.now());
    expect((await p.call.post('transferUpline', { to: 'tm2', amount: 1_000, paymentPassword: '112233', requestId: rid() }, tokens.tA)).body.code).toBe('error_transfer_target_excluded');
  });
});
