// Free play (SPEC §4, §6) on the sandbox platform with a real local D1: a guest
// login makes a trial member (type 4) with a demo balance posted as a balanced transaction; the
// trial member plays but is kept out of member calls.
import { DEFAULT_MODULES } from '../../src/platform/lib/features.ts';
import { FREE_PLAY_BALANCE } from '../../src/platform/identity/free-play.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const sandbox = usePlatform();

const device = (c: string) => c.repeat(40);
const guest = (randomString: string, ip = '192.0.2.20') =>
  sandbox.call.post('freePlayLogin', { os: 'Linux', platform: 'W', randomString, gatewayVersion: 3 }, undefined, ip);
const count = async (sql: string) => (await sandbox.env.DB.prepare(sql).first<{ n: number }>())!.n;

describe('free play', () => {
  it('creates a trial member with the demo balance, balanced against the house', async () => {
    const r = await guest(device('a'));
    expect(r.body.value).toEqual({ token: expect.any(String), firstTimeLogin: false, passwordExpired: false });
    const token = r.body.value.token as string;
    const info = (await sandbox.call.get('memberInfo', token)).body.value;
    expect(info).toMatchObject({ type: 4, account: expect.stringMatching(/^guest[a-z0-9]{8}$/) });
    expect((await sandbox.call.get('balance', token)).body.value).toEqual({ sumBalance: FREE_PLAY_BALANCE, currency: 'VND' });
    expect(await count('SELECT COALESCE(SUM(amount), 0) AS n FROM ledger_entries')).toBe(0);
  });

  it('signs the same device in as the same trial member without crediting again', async () => {
    const first = (await sandbox.call.get('memberInfo', (await guest(device('b'))).body.value.token)).body.value;
    const members = await count('SELECT COUNT(*) AS n FROM members');
    const entries = await count('SELECT COUNT(*) AS n FROM ledger_entries');
    const again = (await sandbox.call.get('memberInfo', (await guest(device('b'))).body.value.token)).body.value;
    expect(again.account).toBe(first.account);
    expect(await count('SELECT COUNT(*) AS n FROM members')).toBe(members);
    expect(await count('SELECT COUNT(*) AS n FROM ledger_entries')).toBe(entries);
    const other = (await sandbox.call.get('memberInfo', (await guest(device('c'))).body.value.token)).body.value;
    expect(other.account).not.toBe(first.account);
  });

  it('keeps the trial member out of member calls with in_need_true_account', async () => {
    const token = (await guest(device('d'))).body.value.token as string;
    for (const name of ['changePassword', 'toggleFavorite', 'walletTransfer', 'favoriteGames'] as const) {
      const r = await sandbox.call.send(name, { token, body: {}, query: {} });
      expect(r, name).toMatchObject({ status: 403, body: { code: 'in_need_true_account' } });
    }
    expect((await sandbox.call.post('logout', {}, token)).status).toBe(200);
  });

  it('has no password to sign in with', async () => {
    const token = (await guest(device('e'))).body.value.token as string;
    const account = (await sandbox.call.get('memberInfo', token)).body.value.account as string;
    expect((await sandbox.call.post('login', { username: account, password: 'x' })).body.code).toBe('error_credentials');
  });

  it('is closed while FREEPLAY3 is off, creating nothing', async () => {
    const off = DEFAULT_MODULES.map((m) => (m.modId === 'FREEPLAY3' ? { ...m, enabled: false } : m));
    await sandbox.env.DB.prepare("INSERT INTO system_settings (key, value) VALUES ('whitelabel', ?)").bind(JSON.stringify(off)).run();
    try {
      const members = await count('SELECT COUNT(*) AS n FROM members');
      expect(await guest(device('f'))).toMatchObject({ status: 403, body: { code: 'account_freeplay_closed' } });
      expect(await count('SELECT COUNT(*) AS n FROM members')).toBe(members);
    } finally {
      await sandbox.env.DB.prepare("DELETE FROM system_settings WHERE key = 'whitelabel'").run();
    }
  });

  it('limits guest logins per IP', async () => {
    for (let i = 0; i < 10; i++) expect((await guest(device(String.fromCharCode(103 + i)), '192.0.2.21')).status).toBe(200);
    const blocked = await guest(device('z'), '192.0.2.21');
    expect(blocked).toMatchObject({ status: 429, body: { code: 'error_rate_limited' } });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
