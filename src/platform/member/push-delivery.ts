/**
 * Sends the Web Push notifications members asked for (SPEC §2.7 settings; RFC 8030 push, RFC 8291
 * aes128gcm encryption and RFC 8292 VAPID, by @block65/webcrypto-web-push on Web Crypto): a
 * withdrawal paid (its ledger transaction `withdrawal-paid:<id>`, DOMAIN.md §3) and a lottery ticket
 * settled as won (DOMAIN.md §1), each to every browser of the member that had the topic on before
 * the event. Run by the cron Worker's tick (src/platform/member/jobs.ts).
 *
 * Once only: each (event, browser) pair is claimed in `push_deliveries` before its request goes out,
 * so a rerun or a concurrent tick sends nothing twice. A push service that answers 404 or 410 has
 * dropped the subscription: it is removed. Any other failure (5xx, 429, a network error) leaves the
 * pair `failed` for the next ticks, at most {@link MAX_ATTEMPTS} requests in all. Events older than
 * {@link PUSH_EVENT_WINDOW_MS} are not announced any more.
 */
import { buildPushPayload, type PushSubscription, type VapidKeys } from '@block65/webcrypto-web-push';
import { isLocale, localePrefix, rtlLocales, type Locale } from '../../contracts/locales.ts';
import { siteConfig } from '../../contracts/site-config.ts';
import type { PushTopic } from '../../contracts/push-topics.ts';
import { formatMoney } from '../../lib/format-money.ts';
import type { PlatformEnv } from '../lib/env.ts';
import { vapidPublicKey } from './push-subscriptions.ts';
import { push_ticket_won_body, push_ticket_won_title, push_withdrawal_paid_body, push_withdrawal_paid_title } from '../../paraglide/messages.js';
import type { Locale as MessageLocale } from '../../paraglide/runtime.js';

/** How long after an event it is still announced, in ms (24 h): a notification a day late is noise. */
export const PUSH_EVENT_WINDOW_MS = 24 * 3_600_000;
/** Requests per (event, browser) before giving up. */
export const MAX_ATTEMPTS = 3;
/** Events announced per kind and tick; the rest wait for the next tick. */
const BATCH = 50;
/** How long a push service may take to answer, in ms. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * What the service worker receives (src/sw/service-worker.ts): the notification's title and body in
 * the member's locale, its language and direction, the page a click opens (same origin), and a tag
 * (the event key) so a repeated display replaces rather than stacks.
 */
export interface PushNotice {
  title: string;
  body: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  url: string;
  tag: string;
}

/** One event to announce to one browser. */
interface Candidate {
  event_key: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  amount: number;
  issue: string | null;
}

/** What one tick did: notifications delivered, subscriptions removed (404/410), requests failed. */
export interface PushReport {
  sent: number;
  removed: number;
  failed: number;
  /** 'vapid_missing' when the platform has no VAPID key pair (nothing is sent). */
  detail?: 'vapid_missing';
}

/** Not yet delivered, and not given up on. */
const NOT_DONE = (key: string) =>
  `NOT EXISTS (SELECT 1 FROM push_deliveries d WHERE d.event_key = ${key} AND d.endpoint = s.endpoint AND (d.status <> 'failed' OR d.attempts >= ${MAX_ATTEMPTS}))`;

/** Withdrawals paid after the browser turned the topic on, within the window. */
const WITHDRAWALS_PAID = `
  SELECT 'withdrawal-paid:' || w.id AS event_key, s.endpoint, s.p256dh, s.auth, s.locale, w.amount - w.fee AS amount, NULL AS issue
  FROM push_subscriptions s
  JOIN withdrawals w ON w.member_id = s.member_id AND w.status IN ('paid', 'confirmed')
  JOIN ledger_transactions lt ON lt.idempotency_key = 'withdrawal-paid:' || w.id
  WHERE s.withdrawal_paid_since IS NOT NULL AND lt.created_at >= s.withdrawal_paid_since AND lt.created_at >= ?
    AND ${NOT_DONE("'withdrawal-paid:' || w.id")}
  ORDER BY lt.created_at LIMIT ${BATCH}`;

/** Tickets settled as won after the browser turned the topic on, within the window. */
const TICKETS_WON = `
  SELECT 'ticket-won:' || t.id AS event_key, s.endpoint, s.p256dh, s.auth, s.locale, t.payout AS amount, t.issue
  FROM push_subscriptions s
  JOIN lottery_tickets t ON t.member_id = s.member_id AND t.status = 'won'
  WHERE s.ticket_won_since IS NOT NULL AND t.settled_at >= s.ticket_won_since AND t.settled_at >= ?
    AND ${NOT_DONE("'ticket-won:' || t.id")}
  ORDER BY t.settled_at LIMIT ${BATCH}`;

/** The notification of `c` in its browser's locale (`topic` picks the texts and the page a click opens). */
export function pushNotice(topic: PushTopic, c: Pick<Candidate, 'event_key' | 'locale' | 'amount' | 'issue'>): PushNotice {
  const locale: Locale = isLocale(c.locale) ? c.locale : 'en';
  const amount = formatMoney(c.amount, locale, siteConfig.currency, siteConfig.currencyDecimals);
  const won = topic === 'ticket_won';
  // The portal's own compiled messages (i18n/messages/push), one function per message in every locale.
  const opts = { locale: locale as MessageLocale };
  return {
    title: won ? push_ticket_won_title({}, opts) : push_withdrawal_paid_title({}, opts),
    body: won ? push_ticket_won_body({ amount, issue: c.issue ?? '' }, opts) : push_withdrawal_paid_body({ amount }, opts),
    lang: locale,
    dir: rtlLocales.includes(locale) ? 'rtl' : 'ltr',
    // The member center's page of the event: withdrawal records, or the betting record.
    url: `${localePrefix(locale)}/#member/${won ? 'personalHistoryCopy' : 'withdraw'}`,
    tag: c.event_key,
  };
}

/** The VAPID keys of `env`, or null when incomplete. The subject defaults to the site's origin. */
function vapidKeys(env: PlatformEnv): VapidKeys | null {
  const publicKey = vapidPublicKey(env);
  const privateKey = env.VAPID_PRIVATE_KEY?.trim();
  if (!publicKey || !privateKey || !/^[A-Za-z0-9_-]{43}$/.test(privateKey)) return null;
  return { publicKey, privateKey, subject: env.VAPID_SUBJECT?.trim() || 'mailto:support@lotus.example' };
}

/**
 * Claims (event, browser) for this tick: true when this call may send it (first time, or a failed
 * earlier attempt under the limit), false when another run has it or it is done.
 */
async function claim(db: D1Database, eventKey: string, endpoint: string, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO push_deliveries (event_key, endpoint, status, attempts, updated_at) VALUES (?, ?, 'sending', 1, ?)
       ON CONFLICT (event_key, endpoint) DO UPDATE SET status = 'sending', attempts = push_deliveries.attempts + 1, updated_at = excluded.updated_at
       WHERE push_deliveries.status = 'failed' AND push_deliveries.attempts < ${MAX_ATTEMPTS}
       RETURNING attempts`,
    )
    .bind(eventKey, endpoint, now)
    .first<{ attempts: number }>();
  return row !== null;
}

/** Sends one encrypted notification; answers the push service's status, or 0 when it could not be reached. */
async function send(notice: PushNotice, c: Candidate, vapid: VapidKeys): Promise<number> {
  const subscription: PushSubscription = { endpoint: c.endpoint, expirationTime: null, keys: { p256dh: c.p256dh, auth: c.auth } };
  try {
    const request = await buildPushPayload({ data: { ...notice }, options: { ttl: PUSH_EVENT_WINDOW_MS / 1000, urgency: 'normal' } }, subscription, vapid);
    // fetch sets Content-Length from the body itself; some fetch implementations refuse it given by hand.
    const { 'content-length': _length, ...headers } = request.headers;
    const res = await fetch(c.endpoint, { method: request.method, headers, body: request.body, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * One pass at `now` (ms since epoch): announces every due event to every browser that asked (see
 * the module comment), removes subscriptions the push service reports gone, and forgets delivery
 * keys older than twice the window (their events can no longer be picked). Never throws for a push
 * service's answer; throws only for database errors.
 */
export async function deliverPushes(env: PlatformEnv, now: number): Promise<PushReport> {
  const report: PushReport = { sent: 0, removed: 0, failed: 0 };
  const vapid = vapidKeys(env);
  if (!vapid) return { ...report, detail: 'vapid_missing' };
  const db = env.DB;
  const since = now - PUSH_EVENT_WINDOW_MS;
  const kinds: [PushTopic, string][] = [
    ['withdrawal_paid', WITHDRAWALS_PAID],
    ['ticket_won', TICKETS_WON],
  ];
  const gone = new Set<string>();
  for (const [topic, sql] of kinds) {
    const { results } = await db.prepare(sql).bind(since).all<Candidate>();
    for (const c of results) {
      if (gone.has(c.endpoint) || !(await claim(db, c.event_key, c.endpoint, now))) continue;
      const status = await send(pushNotice(topic, c), c, vapid);
      const outcome = status >= 200 && status < 300 ? 'sent' : status === 404 || status === 410 ? 'gone' : 'failed';
      const mark = db
        .prepare('UPDATE push_deliveries SET status = ?, updated_at = ? WHERE event_key = ? AND endpoint = ?')
        .bind(outcome, now, c.event_key, c.endpoint);
      if (outcome === 'gone') {
        gone.add(c.endpoint);
        await db.batch([mark, db.prepare('DELETE FROM push_subscriptions WHERE endpoint = ?').bind(c.endpoint)]);
        report.removed += 1;
      } else {
        await mark.run();
        if (outcome === 'sent') report.sent += 1;
        else report.failed += 1;
      }
    }
  }
  await db
    .prepare('DELETE FROM push_deliveries WHERE updated_at < ?')
    .bind(now - 2 * PUSH_EVENT_WINDOW_MS)
    .run();
  return report;
}
