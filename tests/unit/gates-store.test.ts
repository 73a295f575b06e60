// The browser side of the gates (SPEC §5.3): requireGate before an action, the warning it shows,
// and the wait a rate-limited answer tells (SPEC §8, §9).
import { $authModal, $session } from '../../src/lib/session/session.ts';
import { $gateWarning, dismissGateWarning, requireGate } from '../../src/lib/session/gates.ts';
import { errorText } from '../../src/lib/i18n/error-text.ts';

const as = (type: number) => $session.set({ account: 'x1', merchant: 'LOTUS', isAgent: [1, 2, 41, 42].includes(type) ? type : 0, type });
beforeEach(() => {
  $session.set(null);
  $gateWarning.set(null);
  $authModal.set({ open: false, type: 'login' });
});

describe('requireGate', () => {
  it('opens the login popup and drops the action when signed out', () => {
    expect(requireGate('member')).toBe(false);
    expect($authModal.get()).toEqual({ open: true, type: 'login' });
  });

  it('warns a trial user with in_need_true_account; its confirm opens registration', () => {
    as(4);
    expect(requireGate('login')).toBe(true);
    expect(requireGate('member')).toBe(false);
    expect($gateWarning.get()).toBe('in_need_true_account');
    dismissGateWarning(true);
    expect($gateWarning.get()).toBeNull();
    expect($authModal.get()).toEqual({ open: true, type: 'register' });
  });

  it('keeps members out of the agent area with error_not_agent and lets agents in', () => {
    as(0);
    expect(requireGate('member')).toBe(true);
    expect(requireGate('agent')).toBe(false);
    expect($gateWarning.get()).toBe('error_not_agent');
    dismissGateWarning(true);
    expect($authModal.get().open).toBe(false);
    as(42);
    expect(requireGate('agent')).toBe(true);
  });
});

describe('errorText', () => {
  const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ''}`;
  it('tells the wait of a rate-limited answer in seconds, then minutes', () => {
    expect(errorText(t, 'error_rate_limited', { retryAfter: 42 })).toBe('account_rate_limited_seconds{"seconds":42}');
    expect(errorText(t, 'error_rate_limited', { retryAfter: 299 })).toBe('account_rate_limited_minutes{"minutes":5}');
    expect(errorText(t, 'error_rate_limited')).toBe('error_rate_limited');
    expect(errorText(t, 'error_credentials', { retryAfter: 9 })).toBe('error_credentials');
  });
});
