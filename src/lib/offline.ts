/**
 * Offline tolerance (DESIGN.md "Budgets": phones on slow networks): the names shared by the
 * pages, the registration script and the service worker (src/sw/service-worker.ts), so none of
 * them spells a path or message of the other.
 *
 * The worker is registered once the page has loaded ({@link SW_REGISTER_SCRIPT}, inline in the
 * head: it costs no request and no bundle, and starts nothing before `load`, so the logged-out
 * JavaScript budget and the first paint are untouched).
 */
import { baseLocale, localePrefix, type Locale } from '../contracts/locales.ts';

/** URL of the service worker script; at the root, so its scope is the whole portal. */
export const SW_URL = '/sw.js';

/** Locale-free path of the offline page (prerendered per locale, src/pages/[...locale]/offline.astro). */
export const OFFLINE_PATH = '/offline';

/** URL of `locale`'s offline page, e.g. '/en/offline/' ('/offline/' for the base locale). */
export function offlineHref(locale: Locale): string {
  return `${localePrefix(locale)}${OFFLINE_PATH}/`;
}

/**
 * Message the page posts to the worker: cache these same-origin URLs if they are not cached yet
 * (the shape of Workbox's `CACHE_URLS` message).
 */
export const CACHE_URLS_MESSAGE = 'CACHE_URLS';

/**
 * The inline registration script. After `load` it registers {@link SW_URL} and, once a worker is
 * active, asks it to keep this locale's offline page (from `<html lang>`); on the visit that
 * installed the worker (no controller yet, so the worker did not see this page load) it also asks
 * for the page itself and the hashed bundles and message chunks it loaded, so that page reloads
 * offline too. Later pages reach the worker as they load.
 */
export const SW_REGISTER_SCRIPT = `addEventListener('load',function(){var n=navigator.serviceWorker;if(!n)return;var c=n.controller,l=document.documentElement.lang;n.register(${JSON.stringify(SW_URL)}).then(function(){return n.ready}).then(function(r){var u=[(l===${JSON.stringify(baseLocale)}?'':'/'+l)+${JSON.stringify(`${OFFLINE_PATH}/`)}];if(!c){u.push(location.href);performance.getEntriesByType('resource').forEach(function(e){var x=new URL(e.name);x.origin===location.origin&&/^\\/(_astro|i18n)\\//.test(x.pathname)&&u.push(e.name)})}r.active&&r.active.postMessage({type:${JSON.stringify(CACHE_URLS_MESSAGE)},payload:{urlsToCache:u}})}).catch(function(){})})`;

/** How often (ms) the offline page checks whether the network is back, besides the `online` event. */
const RETRY_EVERY_MS = 5000;

/**
 * The offline page's inline script: its "Try again" button ([data-offline-retry]) reloads the
 * address the visitor asked for (the worker answered it with this page); the page reloads by
 * itself on the browser's `online` event and when a network-only file (robots.txt, which the
 * worker never stores) answers, which also catches a connection that comes back without an event.
 */
export const OFFLINE_RETRY_SCRIPT = `(function(){function r(){location.reload()}addEventListener('online',r);document.addEventListener('click',function(e){e.target.closest&&e.target.closest('[data-offline-retry]')&&r()});setInterval(function(){fetch('/robots.txt',{method:'HEAD',cache:'no-store'}).then(function(a){a.ok&&r()},function(){})},${RETRY_EVERY_MS})})()`;
