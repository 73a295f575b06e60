/**
 * Platform messages (SPEC §2.7 messageV2, §7.2 CSP_unreadCount) and feedback (SPEC §2.7 feedback
 * and complaints, §5.3 content required within word bounds). Messages are per member with a read
 * time; feedback keeps the platform's reply. Times in ms.
 */
import { countWords, FEEDBACK_MAX_WORDS, FEEDBACK_MIN_WORDS, PLATFORM_MESSAGE_KEYS, type FEEDBACK_TYPES } from '../../contracts/schemas/rewards.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import { platformMessageParams } from '../../lib/platform-message-params.ts';
import rewardsMessagesEn from '../../../i18n/messages/rewards/en.json' with { type: 'json' };

const rewardsEn = rewardsMessagesEn as Record<string, string>;

/** A platform message's key (the list: PLATFORM_MESSAGE_KEYS in src/contracts/schemas/rewards.ts). */
export type PlatformMessageKey = (typeof PLATFORM_MESSAGE_KEYS)[number];
/** A platform message's parameters: `amount` is money in minor units (shown formatted), the rest are shown as they are. */
export type PlatformMessageParams = Record<string, string | number>;

/** `template` with each `{name}` filled from `params`, as the message files write them (the platform imports no UI code). */
function fillMessage(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/**
 * The English copy of platform message `key` with `params`, kept in title and body for readers
 * that show them as they are (the operator's tools, an older client); members read the key.
 */
export function platformMessageEnglish(key: PlatformMessageKey, params: PlatformMessageParams): { title: string; body: string } {
  const filled = Object.fromEntries(Object.entries(platformMessageParams(params, 'en', siteConfig.currencyDecimals)).map(([k, v]) => [k, String(v)]));
  return { title: fillMessage(rewardsEn[`${key}_title`]!, filled), body: fillMessage(rewardsEn[`${key}_body`]!, filled) };
}

/**
 * The statement that sends platform message `key` with `params` to member `memberId` at `now`
 * (ms): stored as its key and parameters (JSON) with the English copy, so it can join the batch
 * of the ledger transaction it tells of (src/platform/lib/ledger.ts `extra`).
 */
export function platformMessageStatement(db: D1Database, memberId: number, key: PlatformMessageKey, params: PlatformMessageParams, now: number) {
  const english = platformMessageEnglish(key, params);
  return db
    .prepare('INSERT INTO member_messages (member_id, title, body, message_key, params_json, created_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING *')
    .bind(memberId, english.title, english.body, key, JSON.stringify(params), now);
}

/** Sends platform message `key` with `params` to member `memberId` at `now` (ms); returns it as the member sees it. */
export async function sendPlatformMessage(db: D1Database, memberId: number, key: PlatformMessageKey, params: PlatformMessageParams, now: number) {
  return messageView((await platformMessageStatement(db, memberId, key, params, now).first<MessageRow>())!);
}

type MessageRow = {
  id: number;
  member_id: number;
  title: string;
  body: string;
  message_key: string | null;
  params_json: string | null;
  created_at: number;
  read_at: number | null;
};
type FeedbackRow = { id: number; type: (typeof FEEDBACK_TYPES)[number]; content: string; reply: string | null; created_at: number; replied_at: number | null };

/** A message as the member sees it; a keyed one (migration 0052) carries its key and parameters for the page to translate. */
export function messageView(r: MessageRow) {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    key: r.message_key ?? null,
    params: r.params_json ? (JSON.parse(r.params_json) as Record<string, string | number>) : null,
    createdAt: r.created_at,
    read: r.read_at !== null,
  };
}

/** A feedback as the member sees it. */
export function feedbackView(r: FeedbackRow) {
  return { id: r.id, type: r.type, content: r.content, reply: r.reply, createdAt: r.created_at, repliedAt: r.replied_at };
}

/** Number of the member's unread messages. */
export async function unreadCount(db: D1Database, memberId: number): Promise<number> {
  return (await db.prepare('SELECT COUNT(*) AS n FROM member_messages WHERE member_id = ? AND read_at IS NULL').bind(memberId).first<{ n: number }>())?.n ?? 0;
}

/** The member's messages, newest first (at most 100). */
export async function listMessages(db: D1Database, memberId: number) {
  return (
    await db.prepare('SELECT * FROM member_messages WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 100').bind(memberId).all<MessageRow>()
  ).results.map(messageView);
}

/** Marks message `id` of the member read (once); false when it is not the member's. */
export async function markRead(db: D1Database, memberId: number, id: number, now: number): Promise<boolean> {
  const row = await db.prepare('SELECT id FROM member_messages WHERE id = ? AND member_id = ?').bind(id, memberId).first();
  if (!row) return false;
  await db.prepare('UPDATE member_messages SET read_at = ? WHERE id = ? AND member_id = ? AND read_at IS NULL').bind(now, id, memberId).run();
  return true;
}

/** Sends a message the operator wrote, as written, to a member (the operator's tool: the dev route); the platform's own use {@link sendPlatformMessage}. */
export async function sendMessage(db: D1Database, memberId: number, title: string, body: string, now: number) {
  const row = await db
    .prepare('INSERT INTO member_messages (member_id, title, body, created_at) VALUES (?, ?, ?, ?) RETURNING *')
    .bind(memberId, title, body, now)
    .first<MessageRow>();
  return messageView(row!);
}

/**
 * Records a feedback of `type` with `content` (trimmed). Error `error_feedback_words` when the
 * content has fewer than FEEDBACK_MIN_WORDS or more than FEEDBACK_MAX_WORDS words.
 */
export async function sendFeedback(db: D1Database, memberId: number, type: FeedbackRow['type'], content: string, now: number) {
  const text = content.trim();
  const words = countWords(text);
  if (words < FEEDBACK_MIN_WORDS || words > FEEDBACK_MAX_WORDS) return 'error_feedback_words' as const;
  const row = await db
    .prepare('INSERT INTO feedback (member_id, type, content, created_at) VALUES (?, ?, ?, ?) RETURNING *')
    .bind(memberId, type, text, now)
    .first<FeedbackRow>();
  return feedbackView(row!);
}

/** The member's feedback with replies, newest first (at most 50). */
export async function listFeedback(db: D1Database, memberId: number) {
  return (
    await db.prepare('SELECT * FROM feedback WHERE member_id = ? ORDER BY created_at DESC, id DESC LIMIT 50').bind(memberId).all<FeedbackRow>()
  ).results.map(feedbackView);
}

/** The platform's reply to feedback `id` (dev route); null when there is no such feedback. */
export async function replyFeedback(db: D1Database, id: number, reply: string, now: number) {
  const row = await db.prepare('UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ? RETURNING *').bind(reply, now, id).first<FeedbackRow>();
  return row ? feedbackView(row) : null;
}
