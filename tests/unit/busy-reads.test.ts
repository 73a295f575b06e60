// A blip of D1 (its transient errors, Cloudflare's "Retry queries" list) under a burst of the reads
// a player's pages make while playing never answers 500 (src/platform/lib/d1-busy.ts): the points
// balance, the unread count and an esports launch, 30 at once with dice rounds in parallel, on the
// real local D1 with the first try of every read-only statement failing as D1 fails it. A read is
// repeated (it changes nothing whatever its first try did); a write whose outcome is unknown is not
// (tests/unit/busy-database.test.ts).
import { createSession } from '../../src/platform/identity/sessions.ts';
import { sendMessage } from '../../src/platform/rewards/messages.ts';
import { seedGames } from '../../src/platform/seed/games.ts';
import { platformCaller, usePlatform, type PlatformAnswer } from '../helpers/platform-call.ts';
import { fundedMember, launchQuery, seedGameCatalogue } from '../helpers/games-fixtures.ts';

const p = usePlatform();
vi.setConfig({ testTimeout: 180_000 });
const LOST = 'D1_ERROR: Network connection lost.';
const esports = seedGames.filter((g) => g.gameClassify === 'esports' && g.isGame !== 'VASSALAGE' && !g.maintenance);
let nextId = 4701;
let seq = 0;

/**
 * The real D1 where the first try of every read-only statement (SELECT) fails with D1's transient
 * `message` without running; writes and batches pass through. `failed` counts the failures.
 */
function blippyD1(real: D1Database, message = LOST) {
  const stats = { failed: 0 };
  const statement = (s: D1PreparedStatement, read: boolean): Record<string, unknown> => {
    let tried = false;
    const blip = () => {
      if (read && !tried) {
        tried = true;
        stats.failed++;
        throw new Error(message);
      }
    };
    return {
      bind: (...v: unknown[]) => statement(s.bind(...v), read),
      first: async (c?: string) => (blip(), c === undefined ? s.first() : s.first(c)),
      run: async () => (blip(), s.run()),
      all: async () => (blip(), s.all()),
      raw: async () => (blip(), s.raw()),
    };
  };
  const db = {
    prepare: (q: string) => statement(real.prepare(q), /^\s*SELECT\b/i.test(q)),
    batch: (list: D1PreparedStatement[]) => real.batch(list),
    exec: (q: string) => real.exec(q),
  };
  return { db: db as unknown as D1Database, stats };
}

beforeAll(() => seedGameCatalogue(p.env.DB));

/** A fresh member with 1,000,000 minor units, two unread messages and a session. */
async function member(): Promise<{ id: number; token: string }> {
  const id = nextId++;
  await fundedMember(p.env.DB, id, `blip${id}`, 1_000_000);
  await sendMessage(p.env.DB, id, 't1', 'b1', Date.now());
  await sendMessage(p.env.DB, id, 't2', 'b2', Date.now());
  return { id, token: await createSession(p.env.DB, id) };
}

const statusOf = (answers: PlatformAnswer[]) => answers.map((a) => `${a.status} ${a.body.code}`);

describe('a burst of reads while playing, with D1 failing each read once', () => {
  it('answers every points balance (30 at once) with the points, never 500', async () => {
    const m = await member();
    const { db, stats } = blippyD1(p.env.DB);
    const call = platformCaller({ ...p.env, DB: db });
    const play = Array.from({ length: 10 }, () =>
      p.call.post('inhouseDice', { roundKey: `blipdice-${seq++}-x`, stake: 1_000, target: 50, direction: 'under' }, m.token),
    );
    const [answers] = await Promise.all([Promise.all(Array.from({ length: 30 }, () => call.get('pointBalance', m.token))), Promise.all(play)]);
    expect(stats.failed).toBeGreaterThan(0);
    expect(new Set(statusOf(answers))).toEqual(new Set(['200 OK']));
    for (const a of answers) expect(a.body.value.points).toBeGreaterThanOrEqual(0);
  });

  it('answers every unread count (30 at once) with the count, never 500', async () => {
    const m = await member();
    const { db, stats } = blippyD1(p.env.DB);
    const call = platformCaller({ ...p.env, DB: db });
    const answers = await Promise.all(Array.from({ length: 30 }, () => call.get('unreadCount', m.token)));
    expect(stats.failed).toBeGreaterThan(0);
    expect(new Set(statusOf(answers))).toEqual(new Set(['200 OK']));
    expect(new Set(answers.map((a) => a.body.value.count))).toEqual(new Set([2]));
  });

  it('launches an esports game (30 launches at once, dice in parallel), never 500', async () => {
    expect(esports.length).toBeGreaterThan(0);
    const m = await member();
    const { db, stats } = blippyD1(p.env.DB);
    const call = platformCaller({ ...p.env, DB: db });
    const play = Array.from({ length: 10 }, () =>
      p.call.post('inhouseDice', { roundKey: `blipdice-${seq++}-y`, stake: 1_000, target: 50, direction: 'under' }, m.token),
    );
    const launches = Array.from({ length: 30 }, (_, i) =>
      call.send('launchGame', { token: m.token, query: launchQuery(esports[i % esports.length]!, `blip${m.id}`) }),
    );
    const [answers] = await Promise.all([Promise.all(launches), Promise.all(play)]);
    expect(stats.failed).toBeGreaterThan(0);
    expect(new Set(statusOf(answers))).toEqual(new Set(['200 OK']));
    for (const a of answers) expect(a.body.value.url).toContain('/inhouse-games/sports/');
  });

  it('answers a read that keeps failing 503 error_busy with Retry-After, not 500', async () => {
    const m = await member();
    const always = {
      ...p.env.DB,
      prepare: (q: string) => {
        const s = p.env.DB.prepare(q);
        return /^\s*SELECT\b/i.test(q) && q.includes('member_messages')
          ? ({
              bind: () => ({
                first: async () => {
                  throw new Error(LOST);
                },
              }),
            } as unknown as D1PreparedStatement)
          : s;
      },
    } as unknown as D1Database;
    const res = await platformCaller({ ...p.env, DB: always }).get('unreadCount', m.token);
    expect([res.status, res.body.code, res.headers.get('retry-after')]).toEqual([503, 'error_busy', '2']);
  });
});
