/**
 * Web Push in the browser, opt-in (SPEC §2.7 member center settings): the offer made after an
 * action that needs it (a withdrawal requested: "tell me when it is paid"; a ticket bought: "tell me
 * when it wins") and the member center's switches. Nothing here runs on page load: the browser's
 * permission prompt comes only from {@link askForPush}, called by the player's tap on an offer.
 *
 * Store: {@link $pushOffer}, the state of the offer on screen. Actions return the api client's
 * `ApiResult` (or a local refusal with status 0 and a message key as `code`).
 */
import { atom } from 'nanostores';
import { callApi, type ApiResult, type RouteValue } from './api-client.ts';
import type { PushTopic } from '../contracts/push-topics.ts';
import { isLocale, baseLocale } from '../contracts/locales.ts';

/** What the browser's push subscription status call answers. */
export type PushStatus = RouteValue<'pushStatus'>;

/**
 * The offer's state: `idle` (offered), `asking` (permission prompt or subscription under way),
 * `on` (subscribed), `blocked` (the player or the browser said no), `unsupported` (no push here:
 * no service worker, no Push API, no push service, or a platform without a VAPID key).
 */
export type PushOfferState = 'idle' | 'asking' | 'on' | 'blocked' | 'unsupported';

/** The state of the offer on screen. */
export const $pushOffer = atom<PushOfferState>('idle');

/** How long to wait for the service worker (registered after load, src/lib/offline.ts), in ms. */
const WORKER_WAIT_MS = 10_000;

/** True when this browser has what Web Push needs (service worker, Push API, notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The page's UI locale (the `lang` of the document), or the base locale. */
function pageLocale(): string {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : baseLocale;
}

/** The service worker's registration, or null when none is active within {@link WORKER_WAIT_MS}. */
async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** This browser's current push subscription, or null. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await workerRegistration();
  return reg ? reg.pushManager.getSubscription() : null;
}

/** The VAPID key as the Push API takes it (bytes of the base64url text). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/**
 * The topics this browser has for the signed-in member, with the platform's VAPID key (null when
 * the platform sends no pushes). Reads only: asks the browser for nothing.
 */
export async function readPushStatus(): Promise<ApiResult<PushStatus>> {
  const sub = await currentSubscription();
  return callApi('pushStatus', sub ? { endpoint: sub.endpoint } : {});
}

/**
 * The player tapped an offer: asks the browser's permission (the only place that does), subscribes
 * this browser with the platform's key if it has no subscription yet, and stores `topic` for it in
 * the page's locale. Sets {@link $pushOffer} as it goes. Answers the platform's status, or a local
 * refusal `{ ok: false, status: 0, code }`: `push_offer_blocked` (permission refused) or
 * `push_settings_unsupported` (no push here).
 */
export async function askForPush(topic: PushTopic): Promise<ApiResult<PushStatus>> {
  const refuse = (state: PushOfferState, code: string): ApiResult<PushStatus> => {
    $pushOffer.set(state);
    return { ok: false, code, message: code, status: 0 };
  };
  if (!pushSupported()) return refuse('unsupported', 'push_settings_unsupported');
  $pushOffer.set('asking');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return refuse('blocked', 'push_offer_blocked');
  const status = await readPushStatus();
  if (!status.ok) {
    $pushOffer.set('idle');
    return status;
  }
  if (!status.value.publicKey) return refuse('unsupported', 'push_settings_unsupported');
  const reg = await workerRegistration();
  if (!reg) return refuse('unsupported', 'push_settings_unsupported');
  let sub: PushSubscription;
  try {
    sub =
      (await reg.pushManager.getSubscription()) ??
      (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(status.value.publicKey) }));
  } catch {
    // No push service in this browser (some headless or de-Googled builds), or the key was refused.
    return refuse('unsupported', 'push_settings_unsupported');
  }
  const json = sub.toJSON();
  const res = await callApi('pushSubscribe', { endpoint: sub.endpoint, keys: json.keys ?? {}, locale: pageLocale(), topics: [topic] });
  $pushOffer.set(res.ok ? 'on' : 'idle');
  return res;
}

/**
 * Turns `topics` off for this browser (a member center switch); once none is left, the browser's
 * subscription is ended too. Answers the platform's status; status 0 `push_settings_unsupported`
 * when this browser has no subscription.
 */
export async function turnOffPush(topics: readonly PushTopic[]): Promise<ApiResult<PushStatus>> {
  const sub = await currentSubscription();
  if (!sub) return { ok: false, code: 'push_settings_unsupported', message: 'push_settings_unsupported', status: 0 };
  const res = await callApi('pushUnsubscribe', { endpoint: sub.endpoint, topics: [...topics] });
  if (res.ok && res.value.topics.length === 0) await sub.unsubscribe().catch(() => undefined);
  return res;
}
