/**
 * The portal's service worker (Workbox), built at the end of the build by
 * scripts/service-worker.ts: bundled by esbuild, then Workbox's injectManifest writes the precache
 * list in place of `self.__WB_MANIFEST`. Served at /sw.js (src/lib/offline.ts).
 *
 * What it keeps, and why:
 * - Precache (the shell): the app icons, the favicon and the logo, each with a revision, so an
 *   update replaces them in one step.
 * - Pages: network first. Every page that loads is stored ('pages', the most recent
 *   {@link MAX_PAGES}); offline, the stored copy answers, and a page never seen answers with the
 *   visitor's locale's offline page (the locale read from the path). Only plain 200 answers are
 *   stored, never a redirect, the maintenance or region answers, or an error.
 * - Hashed bundles (/_astro/) and message chunks (/i18n/): cache first, their names change with
 *   their content, so a stored file is never stale.
 * - Images: stale while revalidate, the most recent {@link MAX_IMAGES}.
 * - The API (the route table's prefixes, {@link NETWORK_ONLY_PREFIXES}), the edge's own calls and
 *   every non-GET request are not routed at all: balances, bets and money answers always come from
 *   the network, are never stored and never replayed (no background sync).
 *
 * Updates: a new worker waits until no page of the old version is open (no skipWaiting, no
 * clients.claim), so an open page never gets a mix of old and new files; old pages' hashed
 * bundles stay in their cache under their own names, and the outdated precache is removed when
 * the new worker activates.
 *
 * Push: the notifications a member asked for (withdrawal paid, ticket won) are shown and open their
 * page on a click (src/sw/push.ts).
 */
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { Router, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { baseLocale, localePrefix, splitLocalePath } from '../contracts/locales.ts';
import { CACHE_URLS_MESSAGE, OFFLINE_PATH } from '../lib/offline.ts';
import { handlePushes, type PushScope } from './push.ts';

interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  location: Location;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}
declare const self: WorkerScope & PushScope;

/** First path segments that belong to the API or the edge (set at bundle time from the route table). */
declare const NETWORK_ONLY_PREFIXES: string[];

/** Most pages and images kept; the oldest go first. */
const MAX_PAGES = 60;
const MAX_IMAGES = 120;
/** Hashed bundles kept: enough for the current and the previous version of every page type. */
const MAX_BUNDLES = 400;

const PAGES = 'pages';

const networkOnly = new RegExp(`^/(${NETWORK_ONLY_PREFIXES.join('|')})(/|$)`);
const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isPage = (url: URL) => {
  const last = url.pathname.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
};

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => precache.install(event));
self.addEventListener('activate', (event) => precache.activate(event));
cleanupOutdatedCaches();

// Pages vary on Save-Data and Cookie at the edge (functions/_lib/lite-mode.ts), headers a stored
// copy's request may not have carried (the worker fetched it itself): offline, any copy will do.
const pages = new NetworkFirst({
  cacheName: PAGES,
  matchOptions: { ignoreVary: true },
  plugins: [
    // Only a plain 200: a followed redirect cannot answer a navigation, and a 503 or 451 page is a
    // moment's state, not the page.
    { cacheWillUpdate: async ({ response }) => (response.status === 200 && !response.redirected ? response : null) },
    new ExpirationPlugin({ maxEntries: MAX_PAGES }),
  ],
});
const bundles = new CacheFirst({
  cacheName: 'bundles',
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: MAX_BUNDLES })],
});
const images = new StaleWhileRevalidate({
  cacheName: 'images',
  plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: MAX_IMAGES })],
});

/** The strategy for a same-origin GET of `url`, or null when the network alone answers it. */
function strategyFor(url: URL): Strategy | null {
  if (!sameOrigin(url) || networkOnly.test(url.pathname)) return null;
  if (url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/i18n/')) return bundles;
  if (/\.(png|jpe?g|webp|avif|svg|gif|ico)$/.test(url.pathname)) return images;
  if (isPage(url)) return pages;
  return null;
}

const router = new Router();
// Precached shell files answer from the precache, before any other route.
router.registerRoute(new PrecacheRoute(precache));
router.registerRoute(new Route(({ request }) => request.mode === 'navigate' && strategyFor(new URL(request.url)) === pages, pages));
router.registerRoute(new Route(({ url }) => strategyFor(url) === bundles, bundles));
router.registerRoute(new Route(({ url }) => strategyFor(url) === images, images));

/** The offline page of the locale `pathname` belongs to, if stored; else any stored offline page. */
async function offlinePage(pathname: string): Promise<Response | undefined> {
  const { locale } = splitLocalePath(pathname);
  const own = await caches.match(`${localePrefix(locale)}${OFFLINE_PATH}/`, { cacheName: PAGES, ignoreVary: true });
  return own ?? (await caches.match(`${localePrefix(baseLocale)}${OFFLINE_PATH}/`, { cacheName: PAGES, ignoreVary: true }));
}

router.setCatchHandler(async ({ request, url }) => {
  if (request.destination === 'document' || request.mode === 'navigate') {
    const page = await offlinePage(url.pathname);
    if (page) return page;
  }
  return Response.error();
});
router.addFetchListener();

// The page asks for the files it loaded before this worker controlled it, and for its locale's
// offline page (src/lib/offline.ts SW_REGISTER_SCRIPT). Files already stored are not fetched again.
self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; payload?: { urlsToCache?: unknown } } | null;
  if (data?.type !== CACHE_URLS_MESSAGE || !Array.isArray(data.payload?.urlsToCache)) return;
  const urls = data.payload.urlsToCache.filter((u): u is string => typeof u === 'string').slice(0, 100);
  event.waitUntil(
    Promise.all(
      urls.map(async (u) => {
        const url = new URL(u, self.location.href);
        url.hash = '';
        const strategy = strategyFor(url);
        if (!strategy || (await caches.match(url.href, { ignoreVary: true }))) return;
        await strategy.handleAll({ request: new Request(url.href, { credentials: 'same-origin' }), event })[1].catch(() => undefined);
      }),
    ),
  );
});

handlePushes(self);
