// Access gates of SPEC §5.3 and §6: one decision for islands, edge and platform.
import { checkGate, gateErrorCode } from '../../src/contracts/access.ts';

describe('access gates', () => {
  it('asks a signed-out visitor to log in for every gate', () => {
    for (const g of ['login', 'member', 'agent'] as const) expect(checkGate(g, null)).toBe('login_required');
  });

  it('lets a trial user (type 4) play but not use member or agent areas', () => {
    expect(checkGate('login', 4)).toBe('allow');
    expect(checkGate('member', 4)).toBe('trial_blocked');
    expect(checkGate('agent', 4)).toBe('trial_blocked');
  });

  it('opens the agent area only to agent types 1, 2, 41, 42', () => {
    for (const t of [1, 2, 41, 42]) expect(checkGate('agent', t)).toBe('allow');
    for (const t of [0, 3, 5, 40]) expect(checkGate('agent', t)).toBe('not_agent');
    expect(checkGate('member', 0)).toBe('allow');
  });

  it('maps refusals to the spec error keys', () => {
    expect(gateErrorCode('allow')).toBeNull();
    expect(gateErrorCode('login_required')).toBe('error_not_logged_in');
    expect(gateErrorCode('trial_blocked')).toBe('in_need_true_account');
    expect(gateErrorCode('not_agent')).toBe('error_not_agent');
  });
});
