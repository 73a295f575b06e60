// The client's answer to a busy platform (503 error_busy with Retry-After, src/platform/lib/d1-busy.ts),
// against a fake fetch, the only boundary it crosses: a read is asked again after the wait the
// answer names, doubling, so the page gets its value instead of an error; a read still busy after
// the retries reaches the page as error_busy (its translated "busy" text, never "Something went
// wrong"); a write is never repeated.
import { BUSY_READ_RETRIES, busyWaitMs, callApi } from '../../src/lib/api-client.ts';

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]> = {};
const calls: string[] = [];
vi.stubGlobal('fetch', async (input: Request) => {
  const path = new URL(input.url).pathname;
  calls.push(path);
  const queue = answers[path] ?? [];
  const next = queue.length > 1 ? queue.shift()! : queue[0]!;
  return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json', 'retry-after': '2' } });
});
vi.stubGlobal('location', { href: 'http://portal.test/en/', origin: 'http://portal.test' });
vi.stubGlobal('document', { documentElement: { lang: 'en' } });

const busy: Answer = {
  status: 503,
  body: { success: false, code: 'error_busy', message: 'The service is busy right now.', value: { retryAfter: 2 } },
};
const ok = (value: unknown): Answer => ({ status: 200, body: { success: true, code: 'OK', value } });
const UNREAD = '/wps/relay/CSP_unreadCount';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  answers = {};
  calls.length = 0;
});
afterEach(() => vi.useRealTimers());

/** Runs `call` to its end, letting the fake clock pass every wait it asks for. */
async function settle<T>(call: Promise<T>): Promise<T> {
  let done = false;
  const out = call.finally(() => (done = true));
  while (!done) await vi.advanceTimersByTimeAsync(500);
  return out;
}

describe('a read answered 503 error_busy', () => {
  it('is asked again after the wait the answer names and gives the page its value', async () => {
    answers[UNREAD] = [busy, ok({ count: 3 })];
    const res = await settle(callApi('unreadCount'));
    expect(res).toEqual({ ok: true, value: { count: 3 } });
    expect(calls.filter((c) => c === UNREAD)).toHaveLength(2);
  });

  it('reaches the page as error_busy, not error_internal, when it stays busy through the retries', async () => {
    answers[UNREAD] = [busy];
    const res = await settle(callApi('unreadCount'));
    expect(res).toMatchObject({ ok: false, status: 503, code: 'error_busy' });
    expect(calls.filter((c) => c === UNREAD)).toHaveLength(1 + BUSY_READ_RETRIES);
  });

  it('waits the Retry-After, doubling, never longer than the cap', () => {
    expect([0, 1, 2, 5].map((r) => busyWaitMs(2, r))).toEqual([2_000, 4_000, 8_000, 8_000]);
    expect(busyWaitMs(undefined, 0)).toBe(1_000);
  });
});

describe('a write answered 503 error_busy', () => {
  it('is not repeated: the page shows the busy text', async () => {
    const path = '/wps/rewards/promotions/claim';
    answers[path] = [busy, ok({})];
    const res = await settle(callApi('promotionClaim', { applicationId: 1 }));
    expect(res).toMatchObject({ ok: false, code: 'error_busy' });
    expect(calls.filter((c) => c === path)).toHaveLength(1);
  });
});
