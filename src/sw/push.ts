/**
 * Web Push in the service worker (SPEC §2.7 member center settings): shows the notification the
 * platform's cron Worker sent (src/platform/member/push-delivery.ts `PushNotice`: title and body
 * already in the member's locale, with its language and direction), and on a click focuses a
 * window of the portal or opens the page the notification names (same origin only).
 */

/** The worker events used here (the service-worker typings are not in this project's libraries). */
interface WaitingEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends WaitingEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends WaitingEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
interface Clients {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

/** The part of the worker's scope these handlers use. */
export interface PushScope {
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: Clients;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

/** The notice as sent, or null when the message is not one (a push service's test message, a bad payload). */
function readNotice(event: PushEvent): { title: string; body: string; lang?: string; dir?: NotificationDirection; tag?: string; url: string } | null {
  try {
    const n = event.data?.json() as Record<string, unknown> | undefined;
    if (!n || typeof n.title !== 'string' || typeof n.body !== 'string') return null;
    return {
      title: n.title,
      body: n.body,
      lang: typeof n.lang === 'string' ? n.lang : undefined,
      dir: n.dir === 'rtl' || n.dir === 'ltr' ? n.dir : undefined,
      tag: typeof n.tag === 'string' ? n.tag : undefined,
      url: typeof n.url === 'string' ? n.url : '/',
    };
  } catch {
    return null;
  }
}

/** Adds the push and notification-click handlers to `scope`. */
export function handlePushes(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const n = readNotice(event);
    if (!n) return;
    event.waitUntil(
      scope.registration.showNotification(n.title, { body: n.body, lang: n.lang, dir: n.dir, tag: n.tag, icon: '/icons/app-192.png', data: { url: n.url } }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const raw = (event.notification.data as { url?: unknown } | null)?.url;
    const target = new URL(typeof raw === 'string' ? raw : '/', scope.location.origin);
    // Never a page of another origin, whatever a payload says.
    const url = target.origin === scope.location.origin ? target.href : scope.location.origin;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).pathname === target.pathname);
        if (open) {
          await open.focus();
          await open.navigate(url);
          return;
        }
        await scope.clients.openWindow(url);
      })(),
    );
  });
}
