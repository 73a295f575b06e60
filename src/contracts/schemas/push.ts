/**
 * Schemas of the Web Push calls (SPEC §2.7 member center settings; RFC 8030 push, RFC 8291 message
 * encryption, RFC 8292 VAPID): a browser's subscription as `PushSubscription.toJSON()` gives it, the
 * topics a member may ask to be told about, and what the member center shows for one browser.
 */
import * as z from 'zod/mini';
import { locales } from '../locales.ts';
import { PUSH_TOPICS } from '../push-topics.ts';

const topic = z.enum(PUSH_TOPICS);
/** A push service's endpoint: https only (RFC 8030 §2), at most 1,024 characters. */
const endpoint = z.string().check(z.maxLength(1024), z.url({ protocol: /^https$/ }));
/** base64url without padding, as the browser encodes the subscription's keys. */
const base64url = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max), z.regex(/^[A-Za-z0-9_-]+$/));

/** Ask for topics on one browser: its subscription, the member's UI locale (texts of the notifications) and at least one topic. */
export const pushSubscribeSchema = z.object({
  endpoint,
  /** P-256 public key of the browser (65 bytes, 87 base64url characters) and its 16-byte auth secret (22 characters). */
  keys: z.object({ p256dh: base64url(87, 88), auth: base64url(22, 24) }),
  locale: z.enum(locales as unknown as [string, ...string[]]),
  topics: z.array(topic).check(z.minLength(1), z.maxLength(PUSH_TOPICS.length)),
});

/** Turn topics off on one browser (every topic when `topics` is absent); the subscription is removed when none is left. */
export const pushUnsubscribeSchema = z.object({
  endpoint,
  topics: z.optional(z.array(topic).check(z.minLength(1), z.maxLength(PUSH_TOPICS.length))),
});

/** Ask what one browser is told about (no endpoint: a browser without a subscription yet). */
export const pushStatusQuerySchema = z.object({ endpoint: z.optional(endpoint) });

/**
 * One browser's state: the platform's VAPID public key (base64url, the browser's
 * `applicationServerKey`; null when the platform sends no pushes) and the topics that browser is
 * subscribed to for the signed-in member.
 */
export const pushStatusSchema = z.object({
  publicKey: z.nullable(z.string()),
  topics: z.array(topic),
});
