// Attempt limits keyed on the resolved account and counted atomically (SPEC §4 login and SMS
// limits, §5.1 "Username or phone is accepted for login", §2.5 two-step verification): every
// spelling of one phone number is one account, and concurrent guesses cannot slip past a limit by
// all reading "attempts left" before any of them writes.
import { hashPassword } from '../../src/platform/crypto/password.ts';
import { MAX_CHALLENGE_ATTEMPTS } from '../../src/platform/identity/two-factor.ts';
import { outboxNotifier, readOutbox } from '../../src/platform/services/notifier.ts';
import { issueCode, MAX_CODE_ATTEMPTS, verifyCode } from '../../src/platform/services/verification-codes.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const sandbox = usePlatform();

async function phoneMember(account: string, mobile: string, password = 'Secret12'): Promise<number> {
  const db = sandbox.env.DB;
  const row = await db
    .prepare(
      'INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at, mobile_num) VALUES (?, ?, ?, 0, 0, ?, ?, ?) RETURNING id',
    )
    .bind(account, account, await hashPassword(password), Date.now(), Date.now(), mobile)
    .first<{ id: number }>();
  await db.prepare("INSERT INTO member_ips (member_id, ip, registered_at) VALUES (?, 'unknown', 0)").bind(row!.id).run();
  return row!.id;
}

describe('login limits key on the resolved account', () => {
  it('counts every spelling of one phone number against one account, and locks it for the right password too', async () => {
    await phoneMember('phoneuser1', '+84950029684');
    const spellings = ['0950029684', '950029684', '+84950029684', '0950 029 684', '0950-029684'];
    for (let i = 0; i < 10; i++) {
      const r = await sandbox.call.post('login', { username: spellings[i % spellings.length]!, password: `Wrong${i}99` }, undefined, `198.51.100.${i}`);
      expect(r.status, `guess ${i}`).toBe(400);
    }
    const right = await sandbox.call.post('login', { username: 'PHONEUSER1', password: 'Secret12' }, undefined, '198.51.100.77');
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('error_rate_limited');
  });

  it('asks for the captcha after a failure under any spelling of the same account', async () => {
    await phoneMember('phoneuser2', '+84950029685');
    expect((await sandbox.call.post('login', { username: '0950029685', password: 'Wrong999' }, undefined, '198.51.100.90')).body.code).toBe(
      'error_credentials',
    );
    const other = await sandbox.call.post('login', { username: '+84 950 029 685', password: 'Secret12' }, undefined, '198.51.100.91');
    expect(other.body).toMatchObject({ code: 'error_captcha_invalid', value: { captcha: true } });
  });

  it('lets at most the limit of concurrent wrong passwords be checked', async () => {
    await phoneMember('burstuser', '+84950029686');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        sandbox.call.post('login', { username: i % 2 ? 'burstuser' : '0950029686', password: `Wrong${i}99` }, undefined, `192.0.2.${i}`),
      ),
    );
    const checked = answers.filter((a) => a.status === 400).length;
    expect(checked).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 429).length).toBe(40 - checked);
  });
});

describe('code attempts are counted atomically', () => {
  it('checks at most MAX_CODE_ATTEMPTS of 40 concurrent guesses at one SMS code, then voids it', async () => {
    const db = sandbox.env.DB;
    const now = Date.now();
    await issueCode({
      db,
      notifier: outboxNotifier(db),
      purpose: 'forgot',
      channel: 'sms',
      recipient: '+84950000001',
      subject: 's',
      text: (c) => `code ${c}`,
      ttlMs: 300_000,
      now,
    });
    const code = (await readOutbox(db, '+84950000001'))[0]!.body.match(/\d{6}/)![0];
    const guesses = Array.from({ length: 41 }, (_, i) => String(1_000_000 + i).slice(1))
      .filter((g) => g !== code)
      .slice(0, 40);
    const results = await Promise.all(guesses.map((g) => verifyCode(db, 'forgot', '+84950000001', g, now)));
    expect(results).toEqual(guesses.map(() => 'refused'));
    // The attempt counter stops at the limit: only that many guesses were compared.
    const row = await db
      .prepare("SELECT attempts FROM verification_codes WHERE purpose = 'forgot' AND recipient = '+84950000001'")
      .first<{ attempts: number }>();
    expect(row!.attempts).toBe(MAX_CODE_ATTEMPTS);
    // Void: the right code no longer works either.
    expect(await verifyCode(db, 'forgot', '+84950000001', code, now)).toBe('refused');
  });

  it('checks at most MAX_CHALLENGE_ATTEMPTS of 40 concurrent second-step answers', async () => {
    const db = sandbox.env.DB;
    const id = await phoneMember('twostep40', '+84950029687', 'Secure1234');
    await db.prepare('DELETE FROM member_ips WHERE member_id = ?').bind(id).run();
    await db.prepare('INSERT INTO member_security (member_id, bank_account_name) VALUES (?, ?)').bind(id, 'Nguyen Van An').run();
    const ip = '203.0.113.240';
    const first = await sandbox.call.post('login', { username: 'twostep40', password: 'Secure1234' }, undefined, ip);
    const { challengeId } = first.body.value.twoFactor;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sandbox.call.post('twoFactorVerify', { challengeId, method: 'bank', code: `Wrong Name ${i}` }, undefined, ip)),
    );
    expect(answers.filter((a) => a.body.code === 'account_bank_name_wrong').length).toBeLessThanOrEqual(MAX_CHALLENGE_ATTEMPTS);
    // The right answer no longer helps: the challenge is used up.
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'bank', code: 'Nguyen Van An' }, undefined, ip)).body.code).not.toBe(undefined);
    expect((await sandbox.call.post('twoFactorVerify', { challengeId, method: 'bank', code: 'Nguyen Van An' }, undefined, ip)).body.success).toBe(false);
  });
});
