// Session and balance stores (SPEC §4 session, balance) against a fake fetch and sessionStorage,
// the only boundary they cross.
import { $captchaRequired, $passwordChangeRequired, signIn, restoreSession } from '../../src/features/identity/stores/session.ts';
import { $authModal, $session, openAuthModal } from '../../src/lib/session/session.ts';
import { $balance, $balanceVisible, refreshBalance, toggleBalanceVisible } from '../../src/features/wallet/stores/balance.ts';

const store = new Map<string, string>();
const fakeStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
};
vi.stubGlobal('sessionStorage', fakeStorage);

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]> = {};
const calls: string[] = [];
vi.stubGlobal('fetch', async (input: Request) => {
  const path = new URL(input.url).pathname;
  calls.push(`${input.method} ${path}`);
  const next = answers[path]?.shift();
  if (!next) throw new TypeError('network down');
  return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
});
vi.stubGlobal('location', { href: 'http://portal.test/', origin: 'http://portal.test' });

const member = { account: 'demo01', id: 1, nickname: 'Demo', type: 1, toUpline: false, memberLabel: null, clubLabel: null, merchant: 'LOTUS', avatarUrl: null };
beforeEach(() => {
  store.clear();
  answers = {};
  calls.length = 0;
  $session.set(null);
  $captchaRequired.set(false);
});

describe('signing in', () => {
  it('stores the session values, closes the modal and clears the captcha flag', async () => {
    openAuthModal('login');
    $captchaRequired.set(true);
    answers['/wps/session/login'] = [{ status: 200, body: { success: true, code: 'OK', value: { firstTimeLogin: false, passwordExpired: false } } }];
    answers['/wps/member/info'] = [{ status: 200, body: { success: true, code: 'OK', value: member } }];
    const res = await signIn({ type: 'username', username: 'demo01', password: 'Demo1234' });
    expect(res.ok).toBe(true);
    expect($session.get()).toEqual({ account: 'demo01', merchant: 'LOTUS', isAgent: 1, type: 1 });
    expect(store.get('account')).toBe('demo01');
    expect(store.has('token')).toBe(false);
    expect($authModal.get().open).toBe(false);
    expect($captchaRequired.get()).toBe(false);
  });

  it('raises the captcha flag when a failure asks for it and keeps the modal open', async () => {
    openAuthModal('login');
    answers['/wps/session/login'] = [{ status: 400, body: { success: false, code: 'error_credentials', message: 'x', value: { captcha: true } } }];
    const res = await signIn({ type: 'username', username: 'demo01', password: 'bad' });
    expect(res).toMatchObject({ ok: false, code: 'error_credentials' });
    expect($captchaRequired.get()).toBe(true);
    expect($authModal.get().open).toBe(true);
    expect($session.get()).toBeNull();
  });

  it('turns a network failure into error_network', async () => {
    const res = await signIn({ type: 'username', username: 'demo01', password: 'x' });
    expect(res).toMatchObject({ ok: false, code: 'error_network' });
  });
});

describe('the password-change flag after sign-in (SPEC §4)', () => {
  const login = (value: { firstTimeLogin: boolean; passwordExpired: boolean }) => {
    answers['/wps/session/login'] = [{ status: 200, body: { success: true, code: 'OK', value } }];
    answers['/wps/member/info'] = [{ status: 200, body: { success: true, code: 'OK', value: member } }];
  };
  const fresh = { firstTimeLogin: false, passwordExpired: false };

  it('is set for the default password 123456 and kept for the next page', async () => {
    login({ firstTimeLogin: false, passwordExpired: true });
    await signIn({ type: 'username', username: 'demo01', password: '123456' });
    expect($passwordChangeRequired.get()).toBe('default');
    expect(store.get('passwordChangeRequired')).toBe('default');
  });

  it('is set for an expired password only when the forced change is on', async () => {
    login({ firstTimeLogin: false, passwordExpired: true });
    await signIn({ type: 'username', username: 'demo01', password: 'Old12345' }, { forceChangeOnExpiry: false });
    expect($passwordChangeRequired.get()).toBeNull();
    login({ firstTimeLogin: false, passwordExpired: true });
    await signIn({ type: 'username', username: 'demo01', password: 'Old12345' }, { forceChangeOnExpiry: true });
    expect($passwordChangeRequired.get()).toBe('expired');
  });

  it('is the first-login action on a first sign-in', async () => {
    login({ firstTimeLogin: true, passwordExpired: false });
    await signIn({ type: 'username', username: 'demo01', password: 'Given123' });
    expect($passwordChangeRequired.get()).toBe('firstLogin');
  });

  it('is never set after an SMS sign-in', async () => {
    login({ firstTimeLogin: true, passwordExpired: true });
    await signIn({ type: 'sms', username: '0901234567', password: '123456', countryDialingCode: '84' }, { forceChangeOnExpiry: true });
    expect($passwordChangeRequired.get()).toBeNull();
    login(fresh);
    await signIn({ type: 'username', username: 'demo01', password: 'Demo1234' });
    expect($passwordChangeRequired.get()).toBeNull();
    expect(store.has('passwordChangeRequired')).toBe(false);
  });
});

describe('restoring a session', () => {
  it('signs out locally when the cookie session has expired', async () => {
    store.set('account', 'demo01');
    answers['/wps/member/info'] = [{ status: 401, body: { success: false, code: 'error_not_logged_in', message: 'x' } }];
    await restoreSession();
    expect($session.get()).toBeNull();
    expect(store.size).toBe(0);
  });
});

describe('balance', () => {
  it('shows loading while refreshing, then the value; one request for concurrent refreshes', async () => {
    answers['/wps/v2/wallets/balance'] = [{ status: 200, body: { success: true, code: 'OK', value: { sumBalance: 1234, currency: 'VND' } } }];
    const a = refreshBalance();
    const b = refreshBalance();
    expect($balance.get().status).toBe('loading');
    await Promise.all([a, b]);
    expect($balance.get()).toEqual({ status: 'ready', sumBalance: 1234, currency: 'VND' });
    expect(calls.filter((c) => c.endsWith('/balance'))).toHaveLength(1);
  });

  it('shows an error when the edge answers error_upstream', async () => {
    answers['/wps/v2/wallets/balance'] = [{ status: 502, body: { success: false, code: 'error_upstream', message: 'x' } }];
    await refreshBalance();
    expect($balance.get().status).toBe('error');
  });

  it('toggles visibility and remembers it', () => {
    $balanceVisible.set(true);
    toggleBalanceVisible();
    expect($balanceVisible.get()).toBe(false);
    expect(store.get('balanceVisible')).toBe('0');
  });
});
