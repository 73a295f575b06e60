/**
 * The sandbox's customer-service chat (SPEC §6 "otherwise live chat", §7.2 customer service): one conversation per member, stored on the platform. A member's message that
 * opens a conversation (no message in the last 30 minutes) is answered at once by an automatic
 * acknowledgement; a support agent's answers come through the sandbox's dev call (a real operator
 * plugs in its own chat). Bodies are plain text of 1–500 characters, trimmed.
 */

/** Longest message, in characters. */
export const SUPPORT_MESSAGE_MAX = 500;
/** Quiet time after which a new message gets the automatic acknowledgement again, in ms. */
export const SUPPORT_ACK_AFTER_MS = 30 * 60_000;

type Row = { id: number; sender: 'member' | 'support'; body: string; auto: number; created_at: number };

/** A message as the member sees it: `auto` marks the automatic acknowledgement (no body). */
export interface SupportMessage {
  id: number;
  from: 'member' | 'support';
  body: string;
  auto: boolean;
  createdAt: number;
}

const view = (r: Row): SupportMessage => ({ id: r.id, from: r.sender, body: r.body, auto: r.auto === 1, createdAt: r.created_at });

/** The member's conversation, oldest first (the newest 100), or only messages after `afterId`. */
export async function supportMessages(db: D1Database, memberId: number, afterId = 0): Promise<SupportMessage[]> {
  const rows = (
    await db
      .prepare(
        'SELECT * FROM (SELECT id, sender, body, auto, created_at FROM support_messages WHERE member_id = ? AND id > ? ORDER BY id DESC LIMIT 100) ORDER BY id',
      )
      .bind(memberId, afterId)
      .all<Row>()
  ).results;
  return rows.map(view);
}

/**
 * Stores the member's message `body` at `now` and, when it opens a conversation, the automatic
 * acknowledgement in the same batch. Returns the messages written, or `error_support_message`
 * for an empty or over-long body (nothing stored).
 */
export async function sendSupportMessage(db: D1Database, memberId: number, body: string, now: number): Promise<SupportMessage[] | 'error_support_message'> {
  const text = body.trim();
  if (text.length === 0 || [...text].length > SUPPORT_MESSAGE_MAX) return 'error_support_message';
  const res = await db.batch([
    db
      .prepare("INSERT INTO support_messages (member_id, sender, body, created_at) VALUES (?, 'member', ?, ?) RETURNING id, sender, body, auto, created_at")
      .bind(memberId, text, now),
    db
      .prepare(
        "INSERT INTO support_messages (member_id, sender, body, auto, created_at) SELECT ?, 'support', '', 1, ? WHERE NOT EXISTS (SELECT 1 FROM support_messages WHERE member_id = ? AND created_at > ? AND id < (SELECT MAX(id) FROM support_messages WHERE member_id = ?)) RETURNING id, sender, body, auto, created_at",
      )
      .bind(memberId, now, memberId, now - SUPPORT_ACK_AFTER_MS, memberId),
  ]);
  return res.flatMap((r) => (r.results as Row[]).map(view));
}

/** A support agent's answer `body` to member `account` (sandbox dev call); null when no such member or a bad body. */
export async function replyAsSupport(db: D1Database, account: string, body: string, now: number): Promise<SupportMessage | null> {
  const text = body.trim();
  if (text.length === 0 || [...text].length > SUPPORT_MESSAGE_MAX) return null;
  const row = await db
    .prepare(
      "INSERT INTO support_messages (member_id, sender, body, created_at) SELECT id, 'support', ?, ? FROM members WHERE account = ? COLLATE NOCASE RETURNING id, sender, body, auto, created_at",
    )
    .bind(text, now, account)
    .first<Row>();
  return row ? view(row) : null;
}
