// Two-step verification on a sign-in from an unregistered IP (SPEC §2.5), on
// the sandbox platform with a real local D1: SMS, e-mail, authenticator (TOTP) and bank account
// name; the IP registered afterwards; challenges bound to their IP, short-lived, with few tries.
import { base32Decode, totp } from '../../src/platform/crypto/totp.ts';
import { hashPassword } from '../../src/platform/crypto/password.ts';
import { readOutbox } from '../../src/platform/services/notifier.ts';
import { MAX_CHALLENGE_ATTEMPTS } from '../../src/platform/identity/two-factor.ts';
import { platformCaller, usePlatform } from '../helpers/platform-call.ts';

const sandbox = usePlatform();

const SECRET = 'JBSWY3DPEHPK3PXP';
let n = 0;
/** A member with every second factor and no registered IP; returns its account name and contacts. */
async function secureMember(password = 'Secure1234', factors = true) {
  n += 1;
  const account = `secure${n}x`;
  const db = sandbox.env.DB;
  const phone = `+8490222${String(n).padStart(4, '0')}`;
  const email = `${account}@lotus.example`;
  const row = await db
    .prepare(
      'INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at, email, mobile_num) VALUES (?, ?, ?, 0, 1, ?, ?, ?, ?) RETURNING id',
    )
    .bind(account, account, await hashPassword(password), Date.now(), Date.now(), factors ? email : null, factors ? phone : null)
    .first<{ id: number }>();
  if (factors)
    await db.prepare('INSERT INTO member_security (member_id, totp_secret, bank_account_name) VALUES (?, ?, ?)').bind(row!.id, SECRET, 'Nguyễn Văn An').run();
  return { account, password, phone, email, id: row!.id };
}
const codeIn = async (to: string) => (await readOutbox(sandbox.env.DB, to))[0]!.body.match(/\b(\d{6})\b/)![1]!;
const sessions = async () => (await sandbox.env.DB.prepare('SELECT COUNT(*) AS n FROM sessions').first<{ n: number }>())!.n;

describe('a sign-in from an unregistered IP', () => {
  it('answers a challenge with the masked methods instead of a token', async () => {
    const m = await secureMember();
    const before = await sessions();
    const r = await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, '203.0.113.10');
    expect(r.status).toBe(200);
    expect(r.body.value.token).toBeUndefined();
    expect(r.body.value.twoFactor).toMatchObject({
      challengeId: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      methods: [
        { method: 'sms', destination: `+84${'•'.repeat(m.phone.length - 7)}${m.phone.slice(-4)}` },
        { method: 'email', destination: expect.stringMatching(/^s•••x@lotus\.example$/) },
        { method: 'totp', destination: null },
        { method: 'bank', destination: null },
      ],
    });
    expect(await sessions()).toBe(before);
  });

  it('verifies by SMS, signs in, registers the IP, and skips the second step next time', async () => {
    const m = await secureMember();
    const ip = '203.0.113.11';
    const { challengeId } = (await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip)).body.value.twoFactor;
    expect((await sandbox.call.post('twoFactorSend', { challengeId, method: 'sms' }, undefined, ip)).body).toMatchObject({
      success: true,
      value: { expiredMinutes: 5 },
    });
    const code = await codeIn(m.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'sms', code: wrong }, undefined, ip)).body.code).toBe('error_sms_code_invalid');
    const ok = await sandbox.call.post('twoFactorVerify', { challengeId, method: 'sms', code }, undefined, ip);
    expect(ok.body.value).toMatchObject({ token: expect.any(String), firstTimeLogin: true, passwordExpired: false });
    expect((await sandbox.call.get('memberInfo', ok.body.value.token)).body.value.account).toBe(m.account);
    // The challenge is used up; the IP is registered.
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'sms', code }, undefined, ip)).body.code).toBe('account_challenge_expired');
    const again = await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip);
    expect(again.body.value).toMatchObject({ token: expect.any(String), firstTimeLogin: false });
    // Another IP still asks.
    expect((await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, '203.0.113.99')).body.value.twoFactor).toBeDefined();
  });

  it('verifies by e-mail', async () => {
    const m = await secureMember();
    const ip = '203.0.113.12';
    const { challengeId } = (await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip)).body.value.twoFactor;
    await sandbox.call.post('twoFactorSend', { challengeId, method: 'email' }, undefined, ip);
    const mail = (await readOutbox(sandbox.env.DB, m.email))[0]!;
    expect(mail).toMatchObject({ channel: 'email', purpose: '2fa' });
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'email', code: await codeIn(m.email) }, undefined, ip)).status).toBe(200);
  });

  it('verifies by authenticator code once per time step', async () => {
    const m = await secureMember();
    const ip = '203.0.113.13';
    const code = await totp(base32Decode(SECRET), Date.now());
    const first = (await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip)).body.value.twoFactor;
    expect((await sandbox.call.post('twoFactorVerify', { challengeId: first.challengeId, method: 'totp', code }, undefined, ip)).status).toBe(200);
    await sandbox.call.post('devClearMemberIps', { account: m.account });
    const second = (await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip)).body.value.twoFactor;
    expect((await sandbox.call.post('twoFactorVerify', { challengeId: second.challengeId, method: 'totp', code }, undefined, ip)).body.code).toBe(
      'error_sms_code_invalid',
    );
  });

  it('verifies by bank account name, ignoring case, accents and spaces', async () => {
    const m = await secureMember();
    const ip = '203.0.113.14';
    const { challengeId } = (await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip)).body.value.twoFactor;
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'bank', code: 'Tran Van Binh' }, undefined, ip)).body.code).toBe(
      'account_bank_name_wrong',
    );
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'bank', code: '  nguyen  van AN ' }, undefined, ip)).status).toBe(200);
  });

  it('binds a challenge to its IP, and voids it after too many wrong answers', async () => {
    const m = await secureMember();
    const ip = '203.0.113.15';
    const { challengeId } = (await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip)).body.value.twoFactor;
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'bank', code: 'Nguyen Van An' }, undefined, '203.0.113.16')).body.code).toBe(
      'account_challenge_expired',
    );
    for (let i = 0; i < MAX_CHALLENGE_ATTEMPTS; i++)
      expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'bank', code: `Wrong ${i}` }, undefined, ip)).body.code).toBe(
        'account_bank_name_wrong',
      );
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'bank', code: 'Nguyen Van An' }, undefined, ip)).body.code).toBe(
      'account_challenge_expired',
    );
  });

  it('refuses a code never requested and a method the account lacks', async () => {
    const m = await secureMember();
    const ip = '203.0.113.17';
    const { challengeId } = (await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip)).body.value.twoFactor;
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'sms', code: '123456' }, undefined, ip)).body.code).toBe(
      'error_sms_code_invalid',
    );
    await sandbox.env.DB.prepare('UPDATE member_security SET totp_secret = NULL WHERE member_id = ?').bind(m.id).run();
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'totp', code: '123456' }, undefined, ip)).body.code).toBe(
      'account_method_unavailable',
    );
  });

  it('carries the password-change flag of the first step to the signed-in answer', async () => {
    const m = await secureMember('123456');
    const ip = '203.0.113.18';
    const { challengeId } = (await sandbox.call.post('login', { username: m.account, password: '123456' }, undefined, ip)).body.value.twoFactor;
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'bank', code: 'NGUYEN VAN AN' }, undefined, ip)).body.value.passwordExpired).toBe(
      true,
    );
  });
});

describe('registered IPs', () => {
  it('registers the IP a registration came from', async () => {
    const reg = await sandbox.call.post(
      'register',
      { username: 'regip01', password: 'Secret12', confirmPassword: 'Secret12', agree: true },
      undefined,
      '198.51.100.40',
    );
    expect(reg.status).toBe(200);
    const id = (await sandbox.env.DB.prepare("SELECT id FROM members WHERE account = 'regip01'").first<{ id: number }>())!.id;
    await sandbox.env.DB.prepare("INSERT INTO member_security (member_id, bank_account_name) VALUES (?, 'A B')").bind(id).run();
    expect((await sandbox.call.post('login', { username: 'regip01', password: 'Secret12' }, undefined, '198.51.100.40')).body.value.token).toBeDefined();
    expect((await sandbox.call.post('login', { username: 'regip01', password: 'Secret12' }, undefined, '198.51.100.41')).body.value.twoFactor.methods).toEqual([
      { method: 'bank', destination: null },
    ]);
  });

  it('signs an account without second factors straight in and registers the IP', async () => {
    const m = await secureMember('Plain1234', false);
    const r = await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, '198.51.100.50');
    expect(r.body.value.token).toBeDefined();
    const ips = await sandbox.env.DB.prepare('SELECT ip FROM member_ips WHERE member_id = ?').bind(m.id).all<{ ip: string }>();
    expect(ips.results.map((x) => x.ip)).toEqual(['198.51.100.50']);
  });

  it('lets the dev tools forget an account’s IPs, and only with dev tools on', async () => {
    const m = await secureMember();
    await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, '198.51.100.60');
    await sandbox.env.DB.prepare("INSERT INTO member_ips (member_id, ip, registered_at) VALUES (?, '198.51.100.60', 0)").bind(m.id).run();
    expect((await sandbox.call.post('devClearMemberIps', { account: m.account })).body.value).toEqual({ cleared: 1 });
    const off = platformCaller({ ...sandbox.env, SANDBOX_DEV_TOOLS: '0' });
    expect((await off.post('devClearMemberIps', { account: m.account })).status).toBe(404);
  });
});
