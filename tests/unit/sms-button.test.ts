// The SMS button's store (SPEC §4 SMS button, §9 countdown, throttle, 5-minute wait), with fakes only at its boundaries: the request, the human check and the clock.
import { createSmsButton, SMS_TOO_MANY_WAIT_MS } from '../../src/features/identity/stores/sms-button.ts';
import type { ApiResult } from '../../src/lib/api-client.ts';

type Answer = ApiResult<{ expiredMinutes: number; expirationTime: number }>;

function setUp(answer: (now: number) => Answer, purpose: 'login' | 'forgotPassword' = 'login') {
  let clock = 1_000_000;
  const calls: unknown[][] = [];
  const store = createSmsButton({
    purpose,
    now: () => clock,
    prove: async () => ({ ok: true, proof: 'proof' }),
    request: async (...args) => {
      calls.push(args);
      return answer(clock);
    },
  });
  return { store, calls, advance: (ms: number) => (clock += ms), now: () => clock };
}
const target = { mobileNum: '0901234567', countryDialingCode: '84' };
const sent = (now: number): Answer => ({ ok: true, value: { expiredMinutes: 1, expirationTime: now + 90_000 } });

afterEach(() => vi.useRealTimers());

describe('SMS button', () => {
  it('validates the number before any request', async () => {
    const { store, calls } = setUp(sent);
    expect(await store.send({ ...target, mobileNum: '' })).toEqual({ ok: false, kind: 'field', field: 'mobileNum', code: 'required' });
    expect(await store.send({ ...target, mobileNum: '09x' })).toMatchObject({ kind: 'field', field: 'mobileNum', code: 'error_phone_invalid' });
    expect(await store.send({ ...target, countryDialingCode: 'abc' })).toMatchObject({ kind: 'field', field: 'countryDialingCode' });
    expect(calls).toHaveLength(0);
    expect(store.$phase.get()).toEqual({ phase: 'idle' });
  });

  it('counts down from expiredMinutes x 60 s, then is sendable again', async () => {
    vi.useFakeTimers();
    const { store, calls, advance } = setUp(sent);
    expect(await store.send(target)).toEqual({ ok: true });
    expect(calls[0]).toEqual(['login', target, 'proof']);
    expect(store.$phase.get().phase).toBe('counting');
    expect(store.$secondsLeft.get()).toBe(60);
    advance(30_000);
    vi.advanceTimersByTime(300);
    expect(store.$secondsLeft.get()).toBe(30);
    expect(await store.send(target)).toEqual({ ok: false, kind: 'ignored' });
    advance(30_000);
    vi.advanceTimersByTime(300);
    expect(store.$phase.get()).toEqual({ phase: 'idle' });
    store.dispose();
  });

  it('counts down to the absolute expirationTime in the forgot flow', async () => {
    const { store } = setUp(sent, 'forgotPassword');
    await store.send(target);
    expect(store.$secondsLeft.get()).toBe(90);
    store.dispose();
  });

  it('sends at most one request a second', async () => {
    const { store, calls, advance } = setUp(() => ({ ok: false, code: 'error_sms_send_failed', message: 'provider down', status: 502 }));
    expect(await store.send(target)).toMatchObject({ kind: 'failed', code: 'error_sms_send_failed', message: 'provider down' });
    expect(await store.send(target)).toEqual({ ok: false, kind: 'ignored' });
    advance(1_000);
    await store.send(target);
    expect(calls).toHaveLength(2);
  });

  it('waits 5 minutes after too many requests', async () => {
    const { store } = setUp(() => ({ ok: false, code: 'error_sms_too_many', message: 'Too many', status: 429, details: { retryAfter: 300 } }));
    expect(await store.send(target)).toMatchObject({ kind: 'failed', code: 'error_sms_too_many' });
    expect(store.$phase.get().phase).toBe('locked');
    expect(store.$secondsLeft.get()).toBe(SMS_TOO_MANY_WAIT_MS / 1000);
    store.dispose();
  });

  it('puts a number the server refuses under the number field', async () => {
    const { store } = setUp(() => ({
      ok: false,
      code: 'error_mobile_taken',
      message: 'taken',
      status: 409,
      details: { fields: { mobileNum: 'error_mobile_taken' } },
    }));
    expect(await store.send(target)).toEqual({ ok: false, kind: 'field', field: 'mobileNum', code: 'error_mobile_taken' });
    expect(store.$phase.get()).toEqual({ phase: 'idle' });
  });
});
