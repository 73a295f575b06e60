/**
 * A member's Web Push subscriptions (SPEC §2.7 member center settings): one row per browser
 * (endpoint), with the topics the member turned on there and since when. A topic tells only of
 * events after it was turned on, so subscribing never sends old news. A browser that another member
 * subscribes on (a shared phone) passes to that member with only the topics they asked for.
 */
import type * as z from 'zod/mini';
import { PUSH_TOPICS, type PushTopic } from '../../contracts/push-topics.ts';
import type { pushSubscribeSchema, pushUnsubscribeSchema } from '../../contracts/schemas/push.ts';

/** The column of each topic: when it was turned on (ms since epoch), NULL while off. */
export const TOPIC_COLUMNS: Record<PushTopic, 'withdrawal_paid_since' | 'ticket_won_since'> = {
  withdrawal_paid: 'withdrawal_paid_since',
  ticket_won: 'ticket_won_since',
};

/** A VAPID public key as browsers take it: 65 bytes, base64url (87 characters). */
const VAPID_PUBLIC = /^[A-Za-z0-9_-]{87}$/;

/** The platform's VAPID public key for `applicationServerKey`, or null when this platform sends no pushes. */
export function vapidPublicKey(env: { VAPID_PUBLIC_KEY?: string }): string | null {
  const key = env.VAPID_PUBLIC_KEY?.trim();
  return key && VAPID_PUBLIC.test(key) ? key : null;
}

/** The topics `endpoint` has for member `memberId` (none when the browser is not subscribed, or subscribed for another member). */
export async function subscriptionTopics(db: D1Database, memberId: number, endpoint: string | undefined): Promise<PushTopic[]> {
  if (!endpoint) return [];
  const row = await db
    .prepare('SELECT withdrawal_paid_since, ticket_won_since FROM push_subscriptions WHERE endpoint = ? AND member_id = ?')
    .bind(endpoint, memberId)
    .first<Record<(typeof TOPIC_COLUMNS)[PushTopic], number | null>>();
  return row ? PUSH_TOPICS.filter((t) => row[TOPIC_COLUMNS[t]] !== null) : [];
}

/**
 * Stores the browser's subscription for `memberId` with `input.topics` turned on from `now` (a topic
 * already on keeps its time), the keys and locale as sent. One statement, so concurrent calls from
 * two tabs end with one row. Answers the topics the browser now has.
 */
export async function subscribe(db: D1Database, memberId: number, input: z.output<typeof pushSubscribeSchema>, now: number): Promise<PushTopic[]> {
  const since = (t: PushTopic) => (input.topics.includes(t) ? now : null);
  // In an upsert's SET every column reads the old row, so `member_id` below is the previous owner's.
  const keep = (col: string) =>
    `${col} = CASE WHEN push_subscriptions.member_id = excluded.member_id THEN COALESCE(push_subscriptions.${col}, excluded.${col}) ELSE excluded.${col} END`;
  await db
    .prepare(
      `INSERT INTO push_subscriptions (endpoint, member_id, p256dh, auth, locale, withdrawal_paid_since, ticket_won_since, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)
       ON CONFLICT (endpoint) DO UPDATE SET ${keep('withdrawal_paid_since')}, ${keep('ticket_won_since')},
         member_id = excluded.member_id, p256dh = excluded.p256dh, auth = excluded.auth, locale = excluded.locale, updated_at = excluded.updated_at`,
    )
    .bind(input.endpoint, memberId, input.keys.p256dh, input.keys.auth, input.locale, since('withdrawal_paid'), since('ticket_won'), now)
    .run();
  return subscriptionTopics(db, memberId, input.endpoint);
}

/**
 * Turns `input.topics` (all when absent) off on the member's browser `input.endpoint` and removes the
 * subscription once no topic is left, in one batch. Another member's browser is left alone. Answers
 * the topics left.
 */
export async function unsubscribe(db: D1Database, memberId: number, input: z.output<typeof pushUnsubscribeSchema>, now: number): Promise<PushTopic[]> {
  const off = input.topics ?? PUSH_TOPICS;
  await db.batch([
    db
      .prepare(`UPDATE push_subscriptions SET ${off.map((t) => `${TOPIC_COLUMNS[t]} = NULL`).join(', ')}, updated_at = ? WHERE endpoint = ? AND member_id = ?`)
      .bind(now, input.endpoint, memberId),
    db
      .prepare('DELETE FROM push_subscriptions WHERE endpoint = ? AND member_id = ? AND withdrawal_paid_since IS NULL AND ticket_won_since IS NULL')
      .bind(input.endpoint, memberId),
  ]);
  return subscriptionTopics(db, memberId, input.endpoint);
}
