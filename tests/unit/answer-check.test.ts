// The edge checks the platform's answers against the route table (functions/_lib/answer-check.ts),
// since the browser bundle carries no schemas.
import { checkAnswer } from '../../functions/_lib/answer-check.ts';
import { routes } from '../../src/contracts/routes.ts';

describe('answer contract at the edge', () => {
  it('passes a balance in integer minor units', () => {
    expect(checkAnswer(routes.balance, { sumBalance: 1_000, currency: 'VND' })).toEqual({ ok: true, value: { sumBalance: 1_000, currency: 'VND' } });
  });

  it('refuses a balance that breaks the contract (a float, a missing currency)', () => {
    expect(checkAnswer(routes.balance, { sumBalance: 12.5, currency: 'VND' }).ok).toBe(false);
    expect(checkAnswer(routes.balance, { sumBalance: 12 }).ok).toBe(false);
  });

  it('names the field that broke the contract and the problem, never the value', () => {
    expect(checkAnswer(routes.balance, { sumBalance: 12.5, currency: 'VND' })).toEqual({
      ok: false,
      field: 'sumBalance',
      problem: expect.stringMatching(/^invalid_type \(expected int\)$/),
    });
    expect(checkAnswer(routes.balance, { sumBalance: 12 })).toEqual({ ok: false, field: 'currency', problem: 'invalid_type (expected string)' });
    expect(checkAnswer(routes.balance, 'nope')).toMatchObject({ ok: false, field: '' });
  });

  it('passes answers of routes without a response schema unchanged', () => {
    const noSchema = { path: '/wps/example', method: 'GET', token: false, encrypted: false } as const;
    expect(checkAnswer(noSchema, { anything: 1 })).toEqual({ ok: true, value: { anything: 1 } });
  });
});
