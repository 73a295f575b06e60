/**
 * Outgoing SMS and e-mail of the sandbox platform (DESIGN.md "SMS and e-mail in the sandbox go to
 * an outbox"; SPEC §4 SMS button, §5 forgot password). A real provider plugs in behind the same
 * {@link Notifier} interface; the sandbox writes every message to the `outbox` table, which the
 * dev-only call `GET /wps/dev/outbox` and the e2e tests read.
 */

/** One message to send. `purpose` names the flow (e.g. 'register', 'login', 'forgot', '2fa'). */
export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** E.164-style phone number (`+84901234567`) for sms, an address for email. */
  to: string;
  purpose: string;
  subject: string;
  body: string;
}

/** A delivery channel. `send` resolves when the provider accepted the message; it throws on failure. */
export interface Notifier {
  send(message: OutgoingMessage, now: number): Promise<void>;
}

/** The sandbox notifier: appends to the D1 `outbox` table. */
export function outboxNotifier(db: D1Database): Notifier {
  return {
    async send(m, now) {
      await db
        .prepare('INSERT INTO outbox (channel, recipient, purpose, subject, body, created_at) VALUES (?, ?, ?, ?, ?, ?)')
        .bind(m.channel, m.to, m.purpose, m.subject, m.body, now)
        .run();
    },
  };
}

/** A row of the outbox as the dev call returns it; `createdAt` in ms since epoch. */
export interface OutboxEntry {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  purpose: string;
  subject: string;
  body: string;
  createdAt: number;
}

/** The newest `limit` outbox messages for `recipient` (newest first), for dev tools and tests. */
export async function readOutbox(db: D1Database, recipient: string, limit = 10): Promise<OutboxEntry[]> {
  const { results } = await db
    .prepare('SELECT id, channel, recipient, purpose, subject, body, created_at AS createdAt FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?')
    .bind(recipient, limit)
    .all<OutboxEntry>();
  return results;
}
