// Forgot password by e-mail and by phone, change password, and when a sign-in must change its
// password (SPEC §2.5, §4, §5.1), on the sandbox platform with a real local D1.
import { hashPassword } from '../../src/platform/crypto/password.ts';
import { DEFAULT_MODULES } from '../../src/platform/lib/features.ts';
import { PASSWORD_MAX_AGE_MS, TEMPORARY_PASSWORD_TTL_MS } from '../../src/platform/identity/password-policy.ts';
import { readOutbox } from '../../src/platform/services/notifier.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const sandbox = usePlatform();
afterEach(() => vi.useRealTimers());

let n = 0;
async function member(opts: { password?: string; email?: string; mobile?: string; changedAt?: number; hash?: string } = {}) {
  n += 1;
  const account = `pw${n}user`;
  const row = await sandbox.env.DB.prepare(
    'INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at, email, mobile_num) VALUES (?, ?, ?, 0, 0, ?, ?, ?, ?) RETURNING id',
  )
    .bind(
      account,
      account,
      opts.hash ?? (await hashPassword(opts.password ?? 'Secret12')),
      opts.changedAt ?? Date.now(),
      Date.now(),
      opts.email ?? null,
      opts.mobile ?? null,
    )
    .first<{ id: number }>();
  // Registered for requests without an IP, so these sign-ins skip the second step.
  await sandbox.env.DB.prepare("INSERT INTO member_ips (member_id, ip, registered_at) VALUES (?, 'unknown', 0)").bind(row!.id).run();
  return { account, id: row!.id, password: opts.password ?? 'Secret12' };
}
const login = (username: string, password: string) => sandbox.call.post('login', { username, password });
const sessionsOf = async (id: number) =>
  (await sandbox.env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE member_id = ?').bind(id).first<{ n: number }>())!.n;

describe('when a sign-in must change its password', () => {
  it('lets a session whose password must change do nothing else until it changes it, on the platform', async () => {
    const m = await member({ password: '123456' });
    const signedIn = await login(m.account, '123456');
    expect(signedIn.body.value.passwordExpired).toBe(true);
    const token = signedIn.body.value.token;
    // Who is signed in and the balance still answer, for the header behind the change form.
    expect((await sandbox.call.get('memberInfo', token)).status).toBe(200);
    expect((await sandbox.call.get('balance', token)).status).toBe(200);
    for (const name of ['favoriteGames', 'accountRecord'] as const) {
      expect(await sandbox.call.get(name, token), name).toMatchObject({ status: 403, body: { code: 'error_password_change_required' } });
    }
    expect(
      (await sandbox.call.post('changePassword', { oldPassword: '123456', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' }, token)).body.success,
    ).toBe(true);
    const fresh = await login(m.account, 'Fresh1234');
    expect(fresh.body.value.passwordExpired).toBe(false);
    expect((await sandbox.call.get('favoriteGames', fresh.body.value.token)).status).toBe(200);
  });

  it('flags the default password 123456', async () => {
    const m = await member({ password: '123456' });
    expect((await login(m.account, '123456')).body.value).toMatchObject({ passwordExpired: true });
  });

  it('flags an expired password while PWDEXPFORCECHANGE3 is on, not when it is off', async () => {
    const m = await member({ password: 'Old12345', changedAt: Date.now() - PASSWORD_MAX_AGE_MS - 60_000 });
    expect((await login(m.account, 'Old12345')).body.value.passwordExpired).toBe(true);
    const off = DEFAULT_MODULES.map((x) => (x.modId === 'PWDEXPFORCECHANGE3' ? { ...x, enabled: false } : x));
    await sandbox.env.DB.prepare("INSERT INTO system_settings (key, value) VALUES ('whitelabel', ?)").bind(JSON.stringify(off)).run();
    try {
      expect((await login(m.account, 'Old12345')).body.value.passwordExpired).toBe(false);
    } finally {
      await sandbox.env.DB.prepare("DELETE FROM system_settings WHERE key = 'whitelabel'").run();
    }
    const fresh = await member({ password: 'Fresh1234' });
    expect((await login(fresh.account, 'Fresh1234')).body.value.passwordExpired).toBe(false);
  });
});

describe('forgot password by e-mail', () => {
  it('mails a temporary password; the old one works until it is used, then it replaces it and forces a change', async () => {
    const m = await member({ email: 'Mail1@Lotus.example' });
    const r = await sandbox.call.post('forgotPasswordEmail', { username: m.account, email: 'mail1@lotus.example' });
    expect(r).toMatchObject({ status: 200, body: { success: true, value: null } });
    const mail = (await readOutbox(sandbox.env.DB, 'Mail1@Lotus.example'))[0]!;
    expect(mail).toMatchObject({ channel: 'email', purpose: 'forgotPassword' });
    const temporary = mail.body.match(/Temporary password: (\S+)/)![1]!;
    expect((await login(m.account, 'Secret12')).body.value.passwordExpired).toBe(false);
    const signedIn = await login(m.account, temporary);
    expect(signedIn.body.value).toMatchObject({ token: expect.any(String), passwordExpired: true });
    // The change-password form sends the temporary password as the old one.
    const change = await sandbox.call.post(
      'changePassword',
      { oldPassword: temporary, newPassword: 'After1234', confirmNewPassword: 'After1234' },
      signedIn.body.value.token,
    );
    expect(change.status).toBe(200);
    expect((await login(m.account, 'After1234')).status).toBe(200);
    expect((await sandbox.call.post('login', { username: m.account, password: 'Secret12' }, undefined, '192.0.2.90')).body.code).toBe('error_credentials');
  });

  it('answers the same for a wrong pair and sends nothing', async () => {
    const m = await member({ email: 'mail2@lotus.example' });
    const wrongEmail = await sandbox.call.post('forgotPasswordEmail', { username: m.account, email: 'other@lotus.example' });
    const noUser = await sandbox.call.post('forgotPasswordEmail', { username: 'nobody77', email: 'mail2@lotus.example' });
    expect(wrongEmail.body).toEqual(noUser.body);
    expect(wrongEmail.body).toMatchObject({ success: true });
    expect(await readOutbox(sandbox.env.DB, 'mail2@lotus.example')).toEqual([]);
    expect(await readOutbox(sandbox.env.DB, 'other@lotus.example')).toEqual([]);
  });

  it('runs the same statements for a matching and a wrong pair, so the answer takes as long', async () => {
    const m = await member({ email: 'mail4@lotus.example' });
    /** Runs one request against a DB that records the SQL it is asked to prepare, in order. */
    const traced = async (body: Record<string, unknown>) => {
      const seen: string[] = [];
      const db = sandbox.env.DB;
      const spy = new Proxy(db, {
        get: (t, k) => {
          if (k === 'prepare') return (sql: string) => (seen.push(sql), t.prepare(sql));
          const v = Reflect.get(t, k) as unknown;
          return typeof v === 'function' ? v.bind(t) : v;
        },
      });
      const { platformCaller } = await import('../helpers/platform-call.ts');
      await platformCaller({ ...sandbox.env, DB: spy }).post('forgotPasswordEmail', body);
      return { seen };
    };
    const match = await traced({ username: m.account, email: 'mail4@lotus.example' });
    const wrong = await traced({ username: m.account, email: 'wrong4@lotus.example' });
    const nobody = await traced({ username: 'nobody44', email: 'mail4@lotus.example' });
    expect(match.seen.length).toBeGreaterThan(1);
    expect(wrong.seen).toEqual(match.seen);
    expect(nobody.seen).toEqual(match.seen);
  });

  it('lets a temporary password lapse after 30 minutes', async () => {
    const m = await member({ email: 'mail3@lotus.example' });
    vi.useFakeTimers({ toFake: ['Date'] });
    const t0 = Date.now();
    await sandbox.call.post('forgotPasswordEmail', { username: m.account, email: 'mail3@lotus.example' });
    const temporary = (await readOutbox(sandbox.env.DB, 'mail3@lotus.example'))[0]!.body.match(/Temporary password: (\S+)/)![1]!;
    vi.setSystemTime(t0 + TEMPORARY_PASSWORD_TTL_MS + 1_000);
    expect((await login(m.account, temporary)).body.code).toBe('error_credentials');
  });

  it('checks the username and e-mail rules', async () => {
    const r = await sandbox.call.post('forgotPasswordEmail', { username: '9x', email: 'not-an-email' });
    expect(r.body).toMatchObject({ code: 'error_validation', value: { fields: { username: expect.stringMatching(/^pattern_/), email: 'pattern_3' } } });
  });
});

describe('forgot password by phone', () => {
  it('sets the new password with the SMS code and ends every session', async () => {
    const m = await member({ mobile: '+84903330001' });
    const before = (await login(m.account, 'Secret12')).body.value.token as string;
    const sms = await sandbox.call.post('loginSms', { mobileNum: '0903330001', countryDialingCode: '+84', purpose: 'forgotPassword' });
    expect(sms.status).toBe(200);
    const code = (await readOutbox(sandbox.env.DB, '+84903330001'))[0]!.body.match(/\b(\d{6})\b/)![1]!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await sandbox.call.post('forgotPasswordPhone', { mobileNum: '0903330001', countryDialingCode: '84', verificationCode: wrong, newPassword: 'Brand1234' }))
        .body,
    ).toMatchObject({ code: 'error_sms_code_invalid', value: { fields: { verificationCode: 'error_sms_code_invalid' } } });
    expect(
      (await sandbox.call.post('forgotPasswordPhone', { mobileNum: '0903330001', countryDialingCode: '84', verificationCode: code, newPassword: '123456' }))
        .body.code,
    ).toBe('account_password_default');
    const ok = await sandbox.call.post('forgotPasswordPhone', {
      mobileNum: '0903330001',
      countryDialingCode: '84',
      verificationCode: code,
      newPassword: 'Brand1234',
    });
    expect(ok.status).toBe(200);
    expect((await sandbox.call.get('memberInfo', before)).status).toBe(401);
    expect((await login(m.account, 'Brand1234')).status).toBe(200);
    // The code is used up.
    expect(
      (await sandbox.call.post('forgotPasswordPhone', { mobileNum: '0903330001', countryDialingCode: '84', verificationCode: code, newPassword: 'Other1234' }))
        .body.code,
    ).toBe('error_sms_code_invalid');
  });

  it('refuses a code nobody asked for', async () => {
    await member({ mobile: '+84903330002' });
    const r = await sandbox.call.post('forgotPasswordPhone', {
      mobileNum: '0903330002',
      countryDialingCode: '84',
      verificationCode: '123456',
      newPassword: 'Brand1234',
    });
    expect(r.body.code).toBe('error_sms_code_invalid');
  });
});

describe('change password', () => {
  it('needs the right old password, a new one by the rule and a matching confirmation', async () => {
    const m = await member();
    const token = (await login(m.account, m.password)).body.value.token as string;
    const change = (body: Record<string, unknown>) => sandbox.call.post('changePassword', body, token);
    expect((await change({ newPassword: 'Next1234', confirmNewPassword: 'Next1234' })).body).toMatchObject({
      code: 'required',
      value: { fields: { oldPassword: 'required' } },
    });
    expect((await change({ oldPassword: 'Wrong999', newPassword: 'Next1234', confirmNewPassword: 'Next1234' })).body.code).toBe('account_old_password_wrong');
    expect((await change({ oldPassword: m.password, newPassword: 'Next1234', confirmNewPassword: 'Next9999' })).body).toMatchObject({
      code: 'error_validation',
      value: { fields: { confirmNewPassword: 'error_password_mismatch' } },
    });
    expect((await change({ oldPassword: m.password, newPassword: 'a b', confirmNewPassword: 'a b' })).body.value.fields.newPassword).toMatch(/^pattern_/);
    expect((await change({ oldPassword: m.password, newPassword: '123456', confirmNewPassword: '123456' })).body.code).toBe('account_password_default');
    expect((await change({ oldPassword: m.password, newPassword: m.password, confirmNewPassword: m.password })).body.code).toBe('account_password_same');
    expect(await sessionsOf(m.id)).toBe(1);
  });

  it('changes the password and ends every session of the member', async () => {
    const m = await member();
    const t1 = (await login(m.account, m.password)).body.value.token as string;
    const t2 = (await login(m.account, m.password)).body.value.token as string;
    const r = await sandbox.call.post('changePassword', { oldPassword: m.password, newPassword: 'Next1234', confirmNewPassword: 'Next1234' }, t1);
    expect(r).toMatchObject({ status: 200, body: { success: true } });
    expect(await sessionsOf(m.id)).toBe(0);
    expect((await sandbox.call.get('memberInfo', t2)).status).toBe(401);
    expect((await login(m.account, 'Next1234')).status).toBe(200);
    expect((await login(m.account, m.password)).body.code).toBe('error_credentials');
  });

  it('does not ask for an old password when the account has none stored', async () => {
    const m = await member({ hash: '' });
    const token = await (await import('../../src/platform/identity/sessions.ts')).createSession(sandbox.env.DB, m.id);
    expect((await sandbox.call.post('changePassword', { newPassword: 'First1234', confirmNewPassword: 'First1234' }, token)).status).toBe(200);
    expect((await login(m.account, 'First1234')).status).toBe(200);
  });

  it('does not count a new password that breaks the rule against the limit', async () => {
    const m = await member();
    const token = (await login(m.account, m.password)).body.value.token as string;
    for (let i = 0; i < 7; i++)
      expect((await sandbox.call.post('changePassword', { oldPassword: m.password, newPassword: 'a b', confirmNewPassword: 'a b' }, token)).body.code).toBe(
        'error_validation',
      );
    expect(
      (await sandbox.call.post('changePassword', { oldPassword: m.password, newPassword: 'Fine1234', confirmNewPassword: 'Fine1234' }, token)).status,
    ).toBe(200);
  });

  it('limits wrong old passwords per member', async () => {
    const m = await member();
    let token = (await login(m.account, m.password)).body.value.token as string;
    for (let i = 0; i < 5; i++)
      expect(
        (await sandbox.call.post('changePassword', { oldPassword: `Bad${i}9999`, newPassword: 'Next1234', confirmNewPassword: 'Next1234' }, token)).status,
      ).toBe(400);
    const blocked = await sandbox.call.post('changePassword', { oldPassword: m.password, newPassword: 'Next1234', confirmNewPassword: 'Next1234' }, token);
    expect(blocked).toMatchObject({ status: 429, body: { code: 'error_rate_limited' } });
    token = (await login(m.account, m.password)).body.value.token as string;
    expect(
      (await sandbox.call.post('changePassword', { oldPassword: m.password, newPassword: 'Next1234', confirmNewPassword: 'Next1234' }, token)).status,
    ).toBe(429);
  });
});
