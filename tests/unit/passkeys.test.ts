// Passkeys (WebAuthn, SPEC §2.5 account security) on the sandbox platform with a real local D1 and
// generated authenticator answers (tests/helpers/soft-authenticator.ts): adding one behind the
// password, signing in with it, and the refusals: a counter that went back, another origin, a
// removed passkey, a replayed challenge, and one challenge used twice at once.
import { hashPassword } from '../../src/platform/crypto/password.ts';
import { usePlatform } from '../helpers/platform-call.ts';
import { SoftPasskey } from '../helpers/soft-authenticator.ts';

const sandbox = usePlatform();
/** The origin the test caller addresses the platform with (tests/helpers/platform-call.ts): the sandbox's expected origin. */
const ORIGIN = 'http://platform.test';
const IP = '198.51.100.7';

let n = 0;
/** A member with a password, no second factor, signed in from {@link IP}; returns its account and session token. */
async function signedInMember(password = 'Secure1234') {
  n += 1;
  const account = `pk${n}member`;
  await sandbox.env.DB.prepare(
    'INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at) VALUES (?, ?, ?, 0, 0, ?, ?)',
  )
    .bind(account, account, await hashPassword(password), Date.now(), Date.now())
    .run();
  const login = await sandbox.call.post('login', { username: account, password }, undefined, IP);
  return { account, password, token: login.body.value.token as string };
}

/** Adds a software passkey named `name` to the member of `token`; returns the authenticator and the platform's answer. */
async function addPasskey(token: string, password: string, name = 'My phone', origin = ORIGIN) {
  const key = new SoftPasskey(origin);
  const options = await sandbox.call.post('passkeyAddOptions', { password }, token, IP);
  expect(options.body.success).toBe(true);
  const added = await sandbox.call.post('passkeyAdd', { name, credential: key.create(options.body.value) }, token, IP);
  return { key, added };
}

/** Signs in with `key` through the discoverable flow: options, then the signed answer. */
async function passkeySignIn(key: SoftPasskey, ip = IP) {
  const options = (await sandbox.call.post('passkeyLoginOptions', {}, undefined, ip)).body.value;
  return sandbox.call.post('passkeyLogin', { challengeId: options.challengeId, credential: key.get(options.options) }, undefined, ip);
}

const sessionCount = async () => (await sandbox.env.DB.prepare('SELECT COUNT(*) AS n FROM sessions').first<{ n: number }>())!.n;

describe('adding, naming and removing passkeys', () => {
  it('asks for the password again, adds a named passkey, lists, renames and removes it', async () => {
    const m = await signedInMember();
    expect((await sandbox.call.post('passkeyAddOptions', { password: 'Wrong9999' }, m.token, IP)).body.code).toBe('error_passkey_password_wrong');
    const options = (await sandbox.call.post('passkeyAddOptions', { password: m.password }, m.token, IP)).body.value;
    expect(options).toMatchObject({ rp: { id: 'platform.test' }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    const key = new SoftPasskey(ORIGIN);
    const added = await sandbox.call.post('passkeyAdd', { name: ' Laptop ', credential: key.create(options) }, m.token, IP);
    expect(added.body).toMatchObject({ success: true, value: { name: 'Laptop', lastUsedAt: null } });
    const id = added.body.value.id;
    expect((await sandbox.call.get('passkeys', m.token)).body.value).toEqual([expect.objectContaining({ id, name: 'Laptop' })]);
    expect((await sandbox.call.post('passkeyRename', { id, name: 'Work laptop' }, m.token, IP)).body.value.name).toBe('Work laptop');
    // Another member cannot touch it.
    const other = await signedInMember();
    expect((await sandbox.call.post('passkeyRemove', { id }, other.token, IP)).body.code).toBe('error_passkey_not_found');
    expect((await sandbox.call.post('passkeyRemove', { id }, m.token, IP)).body.success).toBe(true);
    expect((await sandbox.call.get('passkeys', m.token)).body.value).toEqual([]);
  });

  it('uses the adding challenge once: the same attestation again is refused', async () => {
    const m = await signedInMember();
    const options = (await sandbox.call.post('passkeyAddOptions', { password: m.password }, m.token, IP)).body.value;
    const credential = new SoftPasskey(ORIGIN).create(options);
    expect((await sandbox.call.post('passkeyAdd', { name: 'One', credential }, m.token, IP)).body.success).toBe(true);
    expect((await sandbox.call.post('passkeyAdd', { name: 'Two', credential }, m.token, IP)).body.code).toBe('error_passkey_challenge_expired');
    expect((await sandbox.call.get('passkeys', m.token)).body.value).toHaveLength(1);
  });

  it('refuses a passkey made on another origin and adds nothing', async () => {
    const m = await signedInMember();
    const { added } = await addPasskey(m.token, m.password, 'Phishing', 'https://lotus-play.evil.example');
    expect(added.status).toBe(400);
    expect(added.body.code).toBe('error_passkey_origin');
    expect((await sandbox.call.get('passkeys', m.token)).body.value).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('signs in without a name or password, as a password sign-in would (session, IP, last use)', async () => {
    const m = await signedInMember();
    const { key } = await addPasskey(m.token, m.password);
    // From a new IP too: the passkey is itself the second factor, and the IP is registered.
    const ip = '198.51.100.77';
    const res = await passkeySignIn(key, ip);
    expect(res.body).toMatchObject({ success: true, value: { token: expect.any(String), firstTimeLogin: false, passwordExpired: false } });
    expect((await sandbox.call.get('memberInfo', res.body.value.token)).body.value.account).toBe(m.account);
    expect((await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip)).body.value.token).toEqual(expect.any(String));
    expect((await sandbox.call.get('passkeys', m.token)).body.value[0].lastUsedAt).toEqual(expect.any(Number));
  });

  it('refuses an answer whose counter went back (a copied key)', async () => {
    const m = await signedInMember();
    const { key } = await addPasskey(m.token, m.password);
    key.counter = 5;
    expect((await passkeySignIn(key)).body.success).toBe(true);
    key.counter = 3;
    const before = await sessionCount();
    const res = await passkeySignIn(key);
    expect(res.body.code).toBe('error_passkey_counter');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses an answer signed for another origin', async () => {
    const m = await signedInMember();
    const { key } = await addPasskey(m.token, m.password);
    key.origin = 'https://lotus-play.evil.example';
    const res = await passkeySignIn(key);
    expect(res.body.code).toBe('error_passkey_origin');
    expect(res.body.value?.token).toBeUndefined();
  });

  it('refuses a removed passkey at once', async () => {
    const m = await signedInMember();
    const { key, added } = await addPasskey(m.token, m.password);
    expect((await passkeySignIn(key)).body.success).toBe(true);
    await sandbox.call.post('passkeyRemove', { id: added.body.value.id }, m.token, IP);
    expect((await passkeySignIn(key)).body.code).toBe('error_passkey_unknown');
  });

  it('uses a challenge once: a replayed answer is refused', async () => {
    const m = await signedInMember();
    const { key } = await addPasskey(m.token, m.password);
    const options = (await sandbox.call.post('passkeyLoginOptions', {}, undefined, IP)).body.value;
    const credential = key.get(options.options);
    expect((await sandbox.call.post('passkeyLogin', { challengeId: options.challengeId, credential }, undefined, IP)).body.success).toBe(true);
    const replay = await sandbox.call.post('passkeyLogin', { challengeId: options.challengeId, credential }, undefined, IP);
    expect(replay.body.code).toBe('error_passkey_challenge_expired');
  });

  it('gives one session when one challenge is answered 30 times at once', async () => {
    const m = await signedInMember();
    const { key } = await addPasskey(m.token, m.password);
    const options = (await sandbox.call.post('passkeyLoginOptions', {}, undefined, IP)).body.value;
    const credential = key.get(options.options);
    const before = await sessionCount();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => sandbox.call.post('passkeyLogin', { challengeId: options.challengeId, credential }, undefined, IP)),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.every((a) => a.body.success || a.body.code === 'error_passkey_challenge_expired')).toBe(true);
    expect(await sessionCount()).toBe(before + 1);
  });
});

describe('a passkey as the second step from an unregistered IP', () => {
  it('is offered, and passing it signs in and registers the IP; another member’s passkey is refused', async () => {
    const m = await signedInMember();
    const { key } = await addPasskey(m.token, m.password);
    const other = await signedInMember();
    const { key: otherKey } = await addPasskey(other.token, other.password);
    const ip = '198.51.100.200';
    const login = await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip);
    const { challengeId, methods } = login.body.value.twoFactor;
    expect(methods).toEqual([{ method: 'passkey', destination: null }]);
    const options = (await sandbox.call.post('twoFactorPasskeyOptions', { challengeId }, undefined, ip)).body.value;
    expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
    const wrong = await sandbox.call.post('twoFactorPasskey', { challengeId, credential: otherKey.get(options) }, undefined, ip);
    expect(wrong.body.code).toBe('error_passkey_unknown');
    const again = (await sandbox.call.post('twoFactorPasskeyOptions', { challengeId }, undefined, ip)).body.value;
    const res = await sandbox.call.post('twoFactorPasskey', { challengeId, credential: key.get(again) }, undefined, ip);
    expect(res.body.value).toMatchObject({ token: expect.any(String), passwordExpired: false });
    expect((await sandbox.call.post('login', { username: m.account, password: m.password }, undefined, ip)).body.value.token).toEqual(expect.any(String));
  });
});
