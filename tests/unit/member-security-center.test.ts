// My account on a real local D1 (SPEC §2.7 securityCenter): the profile with contact details
// masked, the security settings, the live sessions with their IP, a nickname change with bad
// input refused, and signing out of every other session while this one stays.
import { createSession } from '../../src/platform/identity/sessions.ts';
import { setPaymentPassword } from '../../src/platform/cashier/payment-password.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const id = 1201;
let mine = '';
let other = '';

beforeAll(async () => {
  const db = p.env.DB;
  await db
    .prepare(
      "INSERT INTO members (id, account, nickname, password_hash, type, email, mobile_num, payee_name, password_changed_at, created_at) VALUES (?, 'sec01', 'Sec', 'x', 0, 'anna@example.com', '+84901234567', 'Anna Tran', 0, ?)",
    )
    .bind(id, Date.now())
    .run();
  mine = await createSession(db, id, Date.now(), '203.0.113.7');
  other = await createSession(db, id, Date.now() - 1_000, '198.51.100.9');
  await setPaymentPassword(db, id, '123987', Date.now());
});

describe('my account', () => {
  it('shows the profile with contact details masked, the settings and both sessions', async () => {
    const v = (await p.call.get('securityProfile', mine)).body.value;
    expect(v).toMatchObject({
      account: 'sec01',
      nickname: 'Sec',
      payeeName: 'Anna Tran',
      email: 'a•••@example.com',
      mobile: '+84•••••4567',
      hasPaymentPassword: true,
      hasAuthenticator: false,
    });
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

describe('profile fields', () => {
  const NOW = Date.UTC(2026, 10, 24);
  it('sets the birthday once, only confirmed and only at 21 or older, and keeps other fields editable', async () => {
    const { updateProfile } = await import('../../src/platform/member/profile.ts');
    const db = p.env.DB;
    expect(await updateProfile(db, id, { birthday: '2000-02-30', confirmAge21: true }, NOW)).toBe('error_validation');
    expect(await updateProfile(db, id, { birthday: '1990-05-01' }, NOW)).toBe('error_birthday_confirm_21');
    // 21 tomorrow: still 20 today.
    expect(await updateProfile(db, id, { birthday: '2005-11-25', confirmAge21: true }, NOW)).toBe('error_under_21');
    expect(await updateProfile(db, id, { birthday: '2005-11-24', confirmAge21: true, currentAddress: '12 Lê Lợi, Q1' }, NOW)).toBeNull();
    expect(await updateProfile(db, id, { birthday: '1980-01-01', confirmAge21: true }, NOW)).toBe('error_birthday_locked');
    expect(await updateProfile(db, id, { occupation: 'Engineer', currentAddress: null }, NOW)).toBeNull();
    const v = (await p.call.get('securityProfile', mine)).body.value.profile;
    expect(v).toMatchObject({ birthday: '2005-11-24', occupation: 'Engineer', currentAddress: null });
  });

  it('refuses bad input through the call with a field error and changes nothing', async () => {
    const before = (await p.call.get('securityProfile', mine)).body.value.profile;
    expect((await p.call.post('profileUpdate', { telegram: 'a b' }, mine)).status).toBe(400);
    expect((await p.call.post('profileUpdate', { currentAddress: 'x'.repeat(201) }, mine)).status).toBe(400);
    expect((await p.call.post('profileUpdate', { nationality: '<script>' }, mine)).status).toBe(400);
    expect((await p.call.post('profileUpdate', { birthday: '1970-01-01', confirmAge21: true }, mine)).body).toMatchObject({ code: 'error_birthday_locked' });
    expect((await p.call.get('securityProfile', mine)).body.value.profile).toEqual(before);
  });
});

describe('binding a phone number or e-mail address by code', () => {
  it('binds a new address with the code sent to it; a change needs the password; a taken number is refused', async () => {
    const { readOutbox } = await import('../../src/platform/services/notifier.ts');
    const { hashPassword } = await import('../../src/platform/crypto/password.ts');
    const db = p.env.DB;
    await db
      .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (1202, 'sec02', 'Sec2', ?, 0, 0, 0)")
      .bind(await hashPassword('Secret12'))
      .run();
    const t = await createSession(db, 1202, Date.now());
    await db
      .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (1204, 'sec04', 'Sec4', 'x', 0, 0, 0)")
      .run();
    const stranger = await createSession(db, 1204, Date.now());
    expect((await p.call.post('contactCode', { channel: 'email' }, t)).status).toBe(400);
    expect((await p.call.post('contactCode', { channel: 'email', email: 'New@Example.com' }, t)).body.value).toEqual({ expiredMinutes: 10 });
    const code = (await readOutbox(db, 'new@example.com'))[0]!.body.match(/\b(\d{6})\b/)![1]!;
    // Another member cannot use the code: it is bound to the member who asked for it.
    expect((await p.call.post('contactBind', { channel: 'email', email: 'new@example.com', code }, stranger)).body.code).toBe('error_sms_code_invalid');
    expect((await p.call.post('contactBind', { channel: 'email', email: 'new@example.com', code }, t)).body.success).toBe(true);
    expect((await p.call.get('securityProfile', t)).body.value.email).toBe('n•••@example.com');
    // Changing the bound address: without the password refused before the code is spent.
    await p.call.post('contactCode', { channel: 'email', email: 'next@example.com' }, t);
    const code2 = (await readOutbox(db, 'next@example.com'))[0]!.body.match(/\b(\d{6})\b/)![1]!;
    expect((await p.call.post('contactBind', { channel: 'email', email: 'next@example.com', code: code2 }, t)).body.code).toBe('account_old_password_wrong');
    expect((await p.call.post('contactBind', { channel: 'email', email: 'next@example.com', code: code2, password: 'Secret12' }, t)).body.success).toBe(true);
    // sec01's number cannot be bound to sec02, even with a right code.
    await p.call.post('contactCode', { channel: 'sms', mobileNum: '0901234567', countryDialingCode: '84' }, t, '192.0.2.200');
    const code3 = (await readOutbox(db, '+84901234567'))[0]!.body.match(/\b(\d{6})\b/)![1]!;
    expect((await p.call.post('contactBind', { channel: 'sms', mobileNum: '0901234567', countryDialingCode: '84', code: code3 }, t)).body.code).toBe(
      'error_mobile_taken',
    );
    expect(await db.prepare('SELECT mobile_num FROM members WHERE id = 1202').first()).toEqual({ mobile_num: null });
  });
});

describe('authenticator', () => {
  it('enrolls with a code from the secret, refuses a reused step, and removes with a fresh code', async () => {
    const { base32Decode, totp } = await import('../../src/platform/crypto/totp.ts');
    const setup = (await p.call.post('authenticatorSetup', {}, mine)).body.value;
    expect(setup.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+:sec01\?secret=[A-Z2-7]{32}&issuer=/);
    expect(setup.qrSvg).toMatch(/^<svg/);
    expect(
      (await p.call.post('authenticatorConfirm', { code: '000000' === (await totp(base32Decode(setup.secret), Date.now())) ? '111111' : '000000' }, mine)).body
        .code,
    ).toBe('error_authenticator_code_invalid');
    const code = await totp(base32Decode(setup.secret), Date.now());
    expect((await p.call.post('authenticatorConfirm', { code }, mine)).body.value.hasAuthenticator).toBe(true);
    expect((await p.call.post('authenticatorSetup', {}, mine)).body.code).toBe('error_authenticator_on');
    // The step that enrolled cannot also remove it.
    expect((await p.call.post('authenticatorRemove', { code }, mine)).body.code).toBe('error_authenticator_code_invalid');
    const later = await totp(base32Decode(setup.secret), Date.now() + 30_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30_000);
    try {
      expect((await p.call.post('authenticatorRemove', { code: later }, mine)).body.value.hasAuthenticator).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('device names', () => {
  it('names the browser and system of a sign-in, without versions', async () => {
    const { deviceName } = await import('../../src/platform/identity/device-name.ts');
    expect(deviceName('Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36')).toBe(
      'Chrome on Android',
    );
    expect(
      deviceName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iPhone');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0')).toBe(
      'Edge on Windows',
    );
    expect(deviceName('')).toBeNull();
    expect(deviceName('curl/8.0')).toBeNull();
  });

  it('records the device of a sign-in and shows it in the list', async () => {
    const { hashPassword } = await import('../../src/platform/crypto/password.ts');
    const db = p.env.DB;
    await db
      .prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (1203, 'sec03', 'Sec3', ?, 0, ?, 0)")
      .bind(await hashPassword('Secret12'), Date.now())
      .run();
    await db.prepare("INSERT INTO member_ips (member_id, ip, registered_at) VALUES (1203, 'unknown', 0)").run();
    const r = await p.call.send('login', {
      body: { username: 'sec03', password: 'Secret12' },
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Firefox/132.0',
    });
    const list = (await p.call.get('securityProfile', r.body.value.token)).body.value.sessions;
    expect(list[0]).toMatchObject({ current: true, device: 'Firefox on macOS' });
  });
});
