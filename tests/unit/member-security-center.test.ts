// My account on a real local D1 (SPEC §2.7 securityCenter): the profile with contact details
// masked, the security settings, the live sessions with their IP, a nickname change with bad
// input refused, and signing out of every other session while this one stays.
import { createSession } from '../../src/platform/sessions.ts';
import { setPaymentPassword } from '../../src/platform/payment-password.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const id = 1201;
let mine = '';
let other = '';

beforeAll(async () => {
  const db = p.env.DB;
  await db.prepare("INSERT INTO members (id, account, nickname, password_hash, type, email, mobile_num, payee_name, password_changed_at, created_at) VALUES (?, 'sec01', 'Sec', 'x', 0, 'anna@example.com', '+84901234567', 'Anna Tran', 0, ?)").bind(id, Date.now()).run();
  mine = await createSession(db, id, Date.now(), '203.0.113.7');
  other = await createSession(db, id, Date.now() - 1_000, '198.51.100.9');
  await setPaymentPassword(db, id, '123987', Date.now());
});

describe('my account', () => {
  it('shows the profile with contact details masked, the settings and both sessions', async () => {
    const v = (await p.call.get('securityProfile', mine)).body.value;
    expect(v).toMatchObject({ account: 'sec01', nickname: 'Sec', payeeName: 'Anna Tran', email: 'a•••@example.com', mobile: '+84•••••4567', hasPaymentPassword: true, hasAuthenticator: false });
    expect(v.sessions).toHaveLength(2);
    expect(v.sessions.find((s: { current: boolean }) => s.current).ip).toBe('203.0.113.7');
  });

  it('changes the nickname and refuses an empty or marked-up one', async () => {
    expect((await p.call.post('nicknameUpdate', { nickname: ' ' }, mine)).status).toBe(400);
    expect((await p.call.post('nicknameUpdate', { nickname: '<b>x</b>' }, mine)).status).toBe(400);
    expect((await p.call.post('nicknameUpdate', { nickname: 'Anna T' }, mine)).body.value.nickname).toBe('Anna T');
  });

  it('signs out every other session and keeps this one', async () => {
    expect((await p.call.post('signOutOthers', {}, mine)).body.value).toEqual({ ended: 1 });
    expect((await p.call.get('securityProfile', other)).status).toBe(401);
    expect((await p.call.get('securityProfile', mine)).body.value.sessions).toHaveLength(1);
  });
});
