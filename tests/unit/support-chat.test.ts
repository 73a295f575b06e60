// The sandbox's customer-service chat on a real local D1 (SPEC §6 live chat, §7.2 customer
// service): a member writes, the first message of a conversation gets the automatic
// acknowledgement, support answers through the dev call, each member reads only their own
// conversation, and empty, over-long or flooding messages are refused with nothing stored.
import { createSession } from '../../src/platform/identity/sessions.ts';
import { usePlatform } from '../helpers/platform-call.ts';

const p = usePlatform();
const tokens = { a: '', b: '' };
const stored = async (id: number) =>
  (await p.env.DB.prepare('SELECT COUNT(*) AS n FROM support_messages WHERE member_id = ?').bind(id).first<{ n: number }>())!.n;

beforeAll(async () => {
  for (const [id, account] of [
    [1570, 'chatone'],
    [1571, 'chattwo'],
  ] as const) {
    await p.env.DB.prepare("INSERT INTO members (id, account, nickname, password_hash, type, password_changed_at, created_at) VALUES (?, ?, 'n', 'x', 0, 0, ?)")
      .bind(id, account, Date.now())
      .run();
  }
  tokens.a = await createSession(p.env.DB, 1570);
  tokens.b = await createSession(p.env.DB, 1571);
});

describe('support chat', () => {
  it('stores a message with one automatic acknowledgement per conversation, and support’s answer', async () => {
    const first = await p.call.post('supportSend', { body: '  My deposit is late  ' }, tokens.a);
    expect(first.body.value).toMatchObject([
      { from: 'member', body: 'My deposit is late', auto: false },
      { from: 'support', body: '', auto: true },
    ]);
    const second = await p.call.post('supportSend', { body: 'Reference ABC123' }, tokens.a);
    expect(second.body.value).toHaveLength(1);
    const reply = await p.call.post('devSupportReply', { account: 'ChatOne', body: 'It is credited now.' });
    expect(reply.body.value).toMatchObject({ from: 'support', body: 'It is credited now.', auto: false });
    const all = (await p.call.get('supportMessages', tokens.a)).body.value as { id: number; from: string }[];
    expect(all.map((m) => m.from)).toEqual(['member', 'support', 'member', 'support']);
    const after = (await p.call.get('supportMessages', tokens.a, { after: String(all[2]!.id) })).body.value;
    expect(after).toHaveLength(1);
    // Another member sees only their own conversation.
    expect((await p.call.get('supportMessages', tokens.b)).body.value).toEqual([]);
  });

  it('refuses an empty or over-long message, a visitor, and a flood, storing nothing', async () => {
    for (const body of ['   ', 'x'.repeat(501)]) expect((await p.call.post('supportSend', { body }, tokens.b)).body.code).toBe('error_support_message');
    expect((await p.call.post('supportSend', { body: 'hi' })).status).toBe(401);
    expect(await stored(1571)).toBe(0);
    // 20 sends in 10 minutes, the two refused ones included.
    for (let i = 0; i < 18; i++) expect((await p.call.post('supportSend', { body: `m${i}` }, tokens.b)).status).toBe(200);
    expect((await p.call.post('supportSend', { body: 'one more' }, tokens.b)).status).toBe(429);
    expect(await stored(1571)).toBe(19); // 18 messages and one acknowledgement
  });
});
