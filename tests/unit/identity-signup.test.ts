// Registration on the sandbox platform, a real local D1 (SPEC §4 registration and affiliate,
// §5.1 rules, §7.1 Register, Mobile register, Affiliate check; §5.2 patterns): the
// platform enforces the server's rules when the form is bypassed, checks affiliate codes, and
// registers by mobile number with an SMS code from the outbox and a generated account.
import { CompactEncrypt, importJWK } from 'jose';
import { DEFAULT_REGISTER_RULES } from '../../src/contracts/validation/register-rules.ts';
import { handlePlatform } from '../../src/platform/index.ts';
import { readOutbox } from '../../src/platform/services/notifier.ts';
import { identitySignupSeedSql } from '../../src/platform/seed/identity-signup.ts';
import { humanProof } from '../helpers/human-proof.ts';
import { startPlatform } from '../helpers/platform.ts';

let platform: Awaited<ReturnType<typeof startPlatform>>;
const db = () => platform.env.DB;
beforeAll(async () => {
  platform = await startPlatform();
  await db()
    .prepare(
      "INSERT INTO members (id, account, nickname, password_hash, type, first_login, password_changed_at, created_at) VALUES (1001, 'agent01', 'agent01', 'x', 1, 0, 0, 0)",
    )
    .run();
  for (const stmt of identitySignupSeedSql()) await db().prepare(stmt).run();
});
afterAll(() => platform.dispose());

let ip = 0;
async function call(method: string, path: string, body?: Record<string, unknown>) {
  const headers: Record<string, string> = { 'x-client-ip': `203.0.113.${++ip}` };
  let payload: string | undefined;
  if (body) {
    const key = await importJWK(JSON.parse(platform.env.PLATFORM_PUBLIC_JWK), 'RSA-OAEP-256');
    payload = await new CompactEncrypt(new TextEncoder().encode(JSON.stringify(body))).setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' }).encrypt(key);
    headers['content-type'] = 'application/jose';
  }
  const res = await handlePlatform(new Request(`http://platform.test${path}`, { method, headers, body: payload }), platform.env);
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value?: any } };
}
const register = async (body: Record<string, unknown>) => call('PUT', '/wps/member/register', { altcha: await humanProof(platform.env), ...body });
const count = async () => (await db().prepare('SELECT COUNT(*) AS n FROM members').first<{ n: number }>())!.n;
const setRules = (rules: unknown) =>
  db()
    .prepare("INSERT INTO system_settings (key, value) VALUES ('registerRules', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value")
    .bind(JSON.stringify(rules))
    .run();
const valid = { username: 'newplayer1', password: 'Secret12', confirmPassword: 'Secret12', agree: true };

describe('registration by username', () => {
  afterEach(() => db().prepare("DELETE FROM system_settings WHERE key = 'registerRules'").run());

  it('needs the bot check', async () => {
    const r = await call('PUT', '/wps/member/register', valid);
    expect(r.body.code).toBe('error_human_verification');
  });

  it('enforces the default rules with field errors and writes nothing', async () => {
    const before = await count();
    const r = await register({ username: '9x', password: 'a b', confirmPassword: 'zzzzzzzz', email: 'nope@x', payeeName: 'Single', agree: false });
    expect(r).toMatchObject({ status: 400, body: { code: 'error_validation' } });
    expect(r.body.value.fields).toEqual({
      username: 'pattern_length',
      password: 'pattern_length',
      email: 'pattern_3',
      payeeName: 'pattern_21',
      confirmPassword: 'error_password_mismatch',
      agree: 'agreement_required',
    });
    expect(await count()).toBe(before);
  });

  it('enforces rules the operator changed, even fields the form would hide', async () => {
    await setRules({
      ...DEFAULT_REGISTER_RULES,
      username: { ...DEFAULT_REGISTER_RULES.username, acceptedPattern: '^[A-Z]+$', patternId: 23, minLength: 4, maxLength: 8 },
      idNumber: { ...DEFAULT_REGISTER_RULES.idNumber, enabled: true, required: true },
      zalo: { ...DEFAULT_REGISTER_RULES.zalo, enabled: true },
    });
    const r = await register({ ...valid, username: 'lower', zalo: 'abcdef' });
    expect(r.body.value.fields).toEqual({ username: 'pattern_23', idNumber: 'required', zalo: 'pattern_6' });
    const ok = await register({ ...valid, username: 'UPPER', idNumber: 'ID123456', zalo: '0901234567' });
    expect(ok.status).toBe(200);
    const row = await db()
      .prepare("SELECT id_number, contacts_json FROM members WHERE account = 'UPPER'")
      .first<{ id_number: string; contacts_json: string }>();
    expect(row).toEqual({ id_number: 'ID123456', contacts_json: '{"zalo":"0901234567"}' });
  });

  it('stores the profile fields and signs in', async () => {
    const r = await register({ ...valid, payeeName: 'Nguyen Van An', email: 'an@example.com', referralCode: 'FRIEND1' });
    expect(r.status).toBe(200);
    expect(r.body.value).toMatchObject({ account: 'newplayer1', token: expect.any(String), firstTimeLogin: false, passwordExpired: false });
    const row = await db().prepare("SELECT payee_name, email, referral_code, upline_id FROM members WHERE account = 'newplayer1'").first();
    expect(row).toEqual({ payee_name: 'Nguyen Van An', email: 'an@example.com', referral_code: 'FRIEND1', upline_id: null });
  });

  it('refuses a taken username', async () => {
    expect((await register(valid)).body).toMatchObject({ code: 'error_username_taken', value: { fields: { username: 'error_username_taken' } } });
  });

  it('needs the SMS code when the rules turn SMS on', async () => {
    await setRules({ ...DEFAULT_REGISTER_RULES, verificationCode: { ...DEFAULT_REGISTER_RULES.verificationCode, enabled: true } });
    const missing = await register({ ...valid, username: 'smsplayer1' });
    expect(missing.body.value.fields).toEqual({ mobileNum: 'required', verificationCode: 'required' });
    const wrong = await register({ ...valid, username: 'smsplayer1', mobileNum: '0912000001', countryDialingCode: '84', verificationCode: '000000' });
    expect(wrong.body).toMatchObject({ code: 'error_sms_code_invalid', value: { fields: { verificationCode: 'error_sms_code_invalid' } } });
    await call('POST', '/wps/verification/sms/register', { mobileNo: '0912000001', countryDialingCode: '84', altcha: await humanProof(platform.env) });
    const [sms] = await readOutbox(db(), '+84912000001');
    const code = sms!.body.match(/\b(\d{6})\b/)![1];
    const ok = await register({ ...valid, username: 'smsplayer1', mobileNum: '0912000001', countryDialingCode: '84', verificationCode: code });
    expect(ok.status).toBe(200);
    expect(await db().prepare("SELECT mobile_num FROM members WHERE account = 'smsplayer1'").first()).toEqual({ mobile_num: '+84912000001' });
  });
});

describe('affiliate codes', () => {
  it('checks a code, or finds the code of the site domain', async () => {
    expect((await call('GET', '/wps/agent/affiliate?code=ag0001')).body).toMatchObject({ success: true, value: { code: 'AG0001' } });
    expect((await call('GET', '/wps/agent/affiliate?domain=agent01.lotus.test')).body.value).toEqual({ code: 'AGSITE' });
    expect((await call('GET', '/wps/agent/affiliate?code=NOPE1')).body).toMatchObject({ success: false, code: 'error_affiliate_invalid' });
    expect((await call('GET', '/wps/agent/affiliate?domain=127.0.0.1')).body.success).toBe(false);
  });

  it('registers under the agent of a valid code, refuses an invalid one', async () => {
    const bad = await register({ ...valid, username: 'affplayer1', affiliateCode: 'NOPE1' });
    expect(bad.body).toMatchObject({ code: 'error_affiliate_invalid', value: { fields: { affiliateCode: 'error_affiliate_invalid' } } });
    expect((await register({ ...valid, username: 'affplayer1', affiliateCode: 'AG0001' })).status).toBe(200);
    expect((await register({ ...valid, username: 'affplayer2', domain: 'agent01.lotus.test' })).status).toBe(200);
    const rows = await db()
      .prepare("SELECT account, upline_id, affiliate_code FROM members WHERE account IN ('affplayer1', 'affplayer2') ORDER BY account")
      .all();
    expect(rows.results).toEqual([
      { account: 'affplayer1', upline_id: 1001, affiliate_code: 'AG0001' },
      { account: 'affplayer2', upline_id: 1001, affiliate_code: 'AGSITE' },
    ]);
  });
});

describe('registration by mobile number', () => {
  it('needs the number and the SMS code, then generates the account and signs in', async () => {
    const empty = await call('PUT', '/wps/member/register/mobile', { altcha: await humanProof(platform.env), agree: true });
    expect(empty.body.value.fields).toEqual({ mobileNum: 'required', verificationCode: 'required' });

    await call('POST', '/wps/verification/sms/register', {
      mobileNo: '0913000002',
      countryDialingCode: '+84',
      registerType: 'mobile',
      altcha: await humanProof(platform.env),
    });
    const code = (await readOutbox(db(), '+84913000002'))[0]!.body.match(/\b(\d{6})\b/)![1];
    const r = await call('PUT', '/wps/member/register/mobile', {
      altcha: await humanProof(platform.env),
      mobileNum: '0913000002',
      countryDialingCode: '+84',
      verificationCode: code,
      agree: true,
    });
    expect(r.status).toBe(200);
    expect(r.body.value.account).toMatch(/^m[a-z2-9]{9}$/);
    const info = await handlePlatform(
      new Request('http://platform.test/wps/member/info', { headers: { authorization: `Bearer ${r.body.value.token}` } }),
      platform.env,
    );
    expect(((await info.json()) as any).value.account).toBe(r.body.value.account);

    // The code was spent; the number is now taken, which is told only to a holder of a live code.
    const again = await call('PUT', '/wps/member/register/mobile', {
      altcha: await humanProof(platform.env),
      mobileNum: '0913000002',
      countryDialingCode: '84',
      verificationCode: code,
      agree: true,
    });
    expect(again.body.code).toBe('error_sms_code_invalid');
  });
});
