// The browser's account-security actions (SPEC §2.5, §4) against a fake fetch and
// storage, the only boundaries they cross: the second step of a sign-in, the forced password
// change and the sign-out after it, free play, and a session handed off through the URL.
import { $passwordChangeRequired, $twoFactorChallenge, promptPasswordChange, restoreSession, signIn } from '../../src/features/identity/stores/session.ts';
import { $authModal, $session } from '../../src/lib/session/session.ts';
import { signInAsGuest } from '../../src/features/identity/stores/free-play.ts';
import { sendTwoFactorCode, verifyTwoFactor } from '../../src/features/identity/stores/two-factor.ts';
import { changeOwnPassword } from '../../src/features/identity/stores/password.ts';
import { $loginNotice } from '../../src/features/identity/stores/login-notice.ts';

const mem = () => {
  const m = new Map<string, string>();
  return {
    m,
    api: {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
      removeItem: (k: string) => void m.delete(k),
      clear: () => m.clear(),
    },
  };
};
const session = mem();
const local = mem();
vi.stubGlobal('sessionStorage', session.api);
vi.stubGlobal('localStorage', local.api);
vi.stubGlobal('location', { href: 'http://portal.test/', origin: 'http://portal.test' });
const doc = { cookie: '', documentElement: { lang: 'en' } };
vi.stubGlobal('document', doc);

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]> = {};
const sent: { path: string; body: any }[] = [];
vi.stubGlobal('fetch', async (input: Request) => {
  const path = new URL(input.url).pathname;
  const text = await input.text();
  sent.push({ path, body: text ? JSON.parse(text) : null });
  const next = answers[path]?.shift();
  if (!next) throw new TypeError('network down');
  return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
});

const ok = (value: unknown) => ({ status: 200, body: { success: true, code: 'OK', value } });
const member = (type = 0) =>
  ok({ account: 'secure01', id: 1, nickname: 'S', type, toUpline: false, memberLabel: null, clubLabel: null, merchant: 'LOTUS', avatarUrl: null });
const challenge = {
  challengeId: 'c'.repeat(43),
  methods: [
    { method: 'sms', destination: '+84•••••0001' },
    { method: 'totp', destination: null },
  ],
  expiresAt: 1,
};

beforeEach(() => {
  session.m.clear();
  local.m.clear();
  doc.cookie = '';
  answers = {};
  sent.length = 0;
  $session.set(null);
  $twoFactorChallenge.set(null);
  $passwordChangeRequired.set(null);
  $loginNotice.set(null);
  $authModal.set({ open: true, type: 'login' });
});

describe('a sign-in from a new IP', () => {
  it('moves the modal to the second step, then signs in with the code', async () => {
    answers['/wps/session/login'] = [ok({ twoFactor: challenge })];
    expect(await signIn({ type: 'username', username: 'secure01', password: 'Secure1234' })).toEqual({ ok: true, value: 'twoFactor' });
    expect($authModal.get()).toEqual({ open: true, type: 'twoFactor' });
    expect($twoFactorChallenge.get()?.methods).toHaveLength(2);
    expect($session.get()).toBeNull();

    answers['/wps/session/login/verification/send'] = [ok({ expiredMinutes: 5 })];
    expect(await sendTwoFactorCode('sms')).toEqual({ ok: true, value: { expiredMinutes: 5 } });
    answers['/wps/session/login/verification'] = [ok({ firstTimeLogin: false, passwordExpired: false })];
    answers['/wps/member/info'] = [member()];
    expect((await verifyTwoFactor('sms', '123456')).ok).toBe(true);
    expect(sent.find((s) => s.path === '/wps/session/login/verification')?.body).toEqual({ challengeId: challenge.challengeId, method: 'sms', code: '123456' });
    expect($session.get()?.account).toBe('secure01');
    expect($authModal.get().open).toBe(false);
    expect($twoFactorChallenge.get()).toBeNull();
  });
});

describe('a sign-in that must change its password', () => {
  it('opens the change-password modal; the change signs out and reopens the login modal with a notice', async () => {
    answers['/wps/session/login'] = [ok({ firstTimeLogin: false, passwordExpired: true })];
    answers['/wps/member/info'] = [member()];
    await signIn({ type: 'username', username: 'default01', password: '123456' });
    expect($passwordChangeRequired.get()).toBe('default');
    expect(session.m.get('passwordChangeRequired')).toBe('default');
    promptPasswordChange();
    expect($authModal.get()).toEqual({ open: true, type: 'changePassword' });

    answers['/wps/member/password'] = [ok(null)];
    expect((await changeOwnPassword({ oldPassword: '123456', newPassword: 'Next1234', confirmNewPassword: 'Next1234' })).ok).toBe(true);
    expect($session.get()).toBeNull();
    expect(session.m.size).toBe(0);
    expect($passwordChangeRequired.get()).toBeNull();
    expect($authModal.get()).toEqual({ open: true, type: 'login' });
    expect($loginNotice.get()).toBe('account_password_changed');
  });

  it('keeps the session on a refused change', async () => {
    $session.set({ account: 'default01', merchant: 'LOTUS', isAgent: 0, type: 0 });
    answers['/wps/member/password'] = [
      {
        status: 400,
        body: { success: false, code: 'account_old_password_wrong', message: 'x', value: { fields: { oldPassword: 'account_old_password_wrong' } } },
      },
    ];
    const res = await changeOwnPassword({ oldPassword: 'bad', newPassword: 'Next1234', confirmNewPassword: 'Next1234' });
    expect(res).toMatchObject({ ok: false, code: 'account_old_password_wrong' });
    expect($session.get()?.account).toBe('default01');
  });
});

describe('free play', () => {
  it('signs in as the device’s guest with one random string kept across visits', async () => {
    answers['/wps/session/login/freeplay'] = [ok({ firstTimeLogin: false, passwordExpired: false }), ok({ firstTimeLogin: false, passwordExpired: false })];
    answers['/wps/member/info'] = [member(4), member(4)];
    await signInAsGuest();
    await signInAsGuest();
    const bodies = sent.filter((s) => s.path === '/wps/session/login/freeplay').map((s) => s.body);
    expect(bodies[0]).toMatchObject({ platform: 'W', gatewayVersion: 3, randomString: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(bodies[1].randomString).toBe(bodies[0].randomString);
    expect($session.get()?.type).toBe(4);
    expect($authModal.get().open).toBe(false);
    // Guests never get the change-password modal.
    expect($passwordChangeRequired.get()).toBeNull();
  });
});

describe('a session handed off through the URL', () => {
  it('loads the member when the edge left the hand-off marker, and drops the marker', async () => {
    doc.cookie = 'session_handoff=1';
    answers['/wps/member/info'] = [member()];
    await restoreSession();
    expect($session.get()?.account).toBe('secure01');
    expect(doc.cookie).toContain('Max-Age=0');
  });

  it('does nothing without a marker or stored values', async () => {
    await restoreSession();
    expect(sent).toEqual([]);
  });
});
