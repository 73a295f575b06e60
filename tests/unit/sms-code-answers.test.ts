// One answer for every refused SMS code (SPEC §8 phone auth errors; §4 SMS button), on the
// sandbox platform with a real local D1: after the code's lifetime and after 6 wrong codes, a
// registered number and an unregistered one get the same status and the same body on SMS sign-in,
// registration by mobile and password reset by phone, so the answers cannot tell which numbers
// belong to members.
import { SMS_CODE_TTL_MS } from '../../src/platform/identity/verification.ts';
import { readOutbox } from '../../src/platform/services/notifier.ts';
import type { PlatformAnswer } from '../helpers/platform-call.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const sandbox = usePlatform();

let seq = 0;
/** A fresh pair of numbers (national form, dialing code 84): the first belongs to a member. */
async function numbers(): Promise<{ registered: string; unregistered: string }> {
  seq += 1;
  const registered = `0917${String(seq).padStart(6, '0')}`;
  const unregistered = `0918${String(seq).padStart(6, '0')}`;
  await sandbox.env.DB.prepare(
    "INSERT INTO members (account, nickname, password_hash, type, first_login, password_changed_at, created_at, mobile_num) VALUES (?, 'n', 'x', 0, 0, 0, 0, ?)",
  )
    .bind(`codeuser${seq}`, `+84${registered.slice(1)}`)
    .run();
  return { registered, unregistered };
}

let ipSeq = 0;
const ip = () => `198.51.100.${(ipSeq = (ipSeq % 250) + 1)}`;
const codeSentTo = async (national: string) => (await readOutbox(sandbox.env.DB, `+84${national.slice(1)}`))[0]?.body.match(/\b(\d{6})\b/)?.[1];

/** One SMS-code path: how a code is requested, and how it is used. */
interface CodePath {
  name: string;
  request: (num: string) => Promise<PlatformAnswer>;
  use: (num: string, code: string) => Promise<PlatformAnswer>;
}

const paths: CodePath[] = [
  {
    name: 'SMS sign-in',
    request: (num) => sandbox.call.post('loginSms', { mobileNum: num, countryDialingCode: '84', purpose: 'login' }, undefined, ip()),
    use: (num, code) => sandbox.call.post('login', { type: 'sms', username: num, password: code, countryDialingCode: '84' }, undefined, ip()),
  },
  {
    name: 'registration by mobile',
    request: (num) => sandbox.call.post('registerSms', { mobileNo: num, countryDialingCode: '84', registerType: 'mobile' }, undefined, ip()),
    use: (num, code) => sandbox.call.post('registerMobile', { mobileNum: num, countryDialingCode: '84', verificationCode: code, agree: true }, undefined, ip()),
  },
  {
    name: 'password reset by phone',
    request: (num) => sandbox.call.post('loginSms', { mobileNum: num, countryDialingCode: '84', purpose: 'forgotPassword' }, undefined, ip()),
    use: (num, code) =>
      sandbox.call.post('forgotPasswordPhone', { mobileNum: num, countryDialingCode: '84', verificationCode: code, newPassword: 'Brand1234' }, undefined, ip()),
  },
];

const answer = (a: PlatformAnswer) => ({ status: a.status, body: a.body });

afterEach(() => {
  vi.useRealTimers();
});

describe.each(paths)('$name', (path) => {
  it('answers 6 wrong codes the same for a registered and an unregistered number', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let t = Date.now();
    vi.setSystemTime(t);
    const { registered, unregistered } = await numbers();
    expect((await path.request(registered)).status).toBe(200);
    expect((await path.request(unregistered)).status).toBe(200);
    const sent = (await codeSentTo(registered)) ?? (await codeSentTo(unregistered));
    expect(sent).toBeDefined();
    const wrong = sent === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 6; i++) {
      vi.setSystemTime((t += 2_000));
      const a = await path.use(registered, wrong);
      const b = await path.use(unregistered, wrong);
      expect(a.body.success, `attempt ${i}`).toBe(false);
      expect(answer(a), `attempt ${i}`).toEqual(answer(b));
    }
  });

  it('answers a code past its lifetime the same for a registered and an unregistered number', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = Date.now();
    vi.setSystemTime(t);
    const { registered, unregistered } = await numbers();
    await path.request(registered);
    vi.setSystemTime(t + 2_000);
    await path.request(unregistered);
    // The one number that received a code sends it; the other sends the same digits.
    const code = (await codeSentTo(registered)) ?? (await codeSentTo(unregistered));
    expect(code).toBeDefined();
    vi.setSystemTime(t + 2_000 + SMS_CODE_TTL_MS + 1_000);
    const a = await path.use(registered, code!);
    const b = await path.use(unregistered, code!);
    expect(a.body.success).toBe(false);
    expect(answer(a)).toEqual(answer(b));
  });
});
