/**
 * The system-status gate and security headers for every request (SPEC §2.9, §4),
 * after the request log (functions/_lib/request-log.ts: JSON line, X-Request-Id). Static files
 * listed in dist/_routes.json never reach it (scripts/lib/pages-files.ts; dist/_headers gives them
 * the same security headers).
 * - The sandbox's /dev pages answer the portal's 404 page unless the request is a local
 *   developer's with the dev tools switched on (src/platform/dev/dev-tools.ts).
 * - /index, /index.html and /home (in any locale) lead to the locale's home; /register.html to /register;
 *   /help to /helpmc (SPEC §2.1); /promoDetail?id={id} to the prerendered /promoDetail/{id} and
 *   /promoDetail without an id to the promotion list.
 * - A page URL with `?token=…` (the app hand-off, SPEC §4) becomes a session and is redirected
 *   without the token (functions/_lib/token-handoff.ts).
 * - Pages in lite mode (Save-Data or the player's switch) leave out carousels, decorative art and
 *   game pictures, and every page answer carries `Vary: Save-Data, Cookie` (functions/_lib/lite-mode.ts).
 * - A 5xx from below the portal (the asset layer, the local runtime) becomes the edge's error
 *   answer: the status number with the security headers, never the failure's own body.
 * - Page requests see the maintenance page (503, Retry-After) when the status is 1 and the
 *   region-blocked page (451) when it is 2. Those pages are prerendered per locale; the gate fills
 *   in the end time, the visitor's IP and the service link. API calls and assets pass, so the
 *   portal can still ask the platform and load its styles.
 */
import { splitLocalePath, localePrefix, type Locale } from '../src/contracts/locales.ts';
import { siteConfig } from '../src/contracts/site-config.ts';
import type { SystemStatus } from '../src/contracts/schemas/system.ts';
import type { EdgeEnv } from './_lib/env.ts';
import { clientIp } from './_lib/proxy.ts';
import { edgeDevToolsAllowed } from '#sandbox';
import { withSecurityHeaders } from './_lib/security-headers.ts';
import { replaceLowerServerError } from './_lib/error-answer.ts';
import { forwardedRequestId, logEvent } from './_lib/log.ts';
import { logRequests } from './_lib/request-log.ts';
import { getSystemStatus } from './_lib/system-status.ts';
import { tokenHandoff } from './_lib/token-handoff.ts';
import { withVnResults } from './_lib/vn-results.ts';
import { withLiteMode, wantsLite, withoutValidators } from './_lib/lite-mode.ts';

const HOME_ALIASES = new Set(['/index', '/index.html', '/home', '/home/']);

/**
 * Where an alias route leads (locale-free), or null: /help → /helpmc (SPEC §2.1 "also reached as
 * /help"), /promoDetail?id=N → /promoDetail/N, /promoDetail without a usable id → /promotions.
 */
function aliasTarget(rest: string, query: URLSearchParams): string | null {
  const p = rest.replace(/\/+$/, '');
  if (p === '/help') return '/helpmc/';
  if (p === '/promoDetail') {
    const id = query.get('id') ?? '';
    return /^\d{1,9}$/.test(id) ? `/promoDetail/${id}/` : '/promotions/';
  }
  return null;
}

function isPageRequest(request: Request, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (/^\/(wps|lgw|lotto|_astro)\//.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

/** Seconds until the maintenance end time (at least 60, default 300 when unknown). */
function retryAfterSeconds(endTime: string | null, now = Date.now()): number {
  const end = endTime ? Date.parse(endTime) : NaN;
  return Number.isFinite(end) ? Math.max(60, Math.ceil((end - now) / 1000)) : 300;
}

async function systemPage(env: EdgeEnv, url: URL, locale: Locale, status: SystemStatus): Promise<Response> {
  const page = status.status === 1 ? 'maintenance' : 'blocked';
  const asset = await env.ASSETS.fetch(new URL(`${localePrefix(locale)}/${page}/`, url.origin));
  const end = status.maintenanceEndTime ? new Date(status.maintenanceEndTime) : null;
  const endText =
    end && !Number.isNaN(end.getTime())
      ? `${new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(end)} UTC`
      : null;
  const serviceUrl = status.customerServiceUrl ?? `${localePrefix(locale)}${siteConfig.customerServiceUrl}`;
  const rewritten = new HTMLRewriter()
    .on('[data-slot="end-time"]', {
      element(el) {
        if (endText && end) {
          el.setInnerContent(endText);
          el.setAttribute('datetime', end.toISOString());
        } else {
          el.remove();
        }
      },
    })
    .on('[data-slot="end-time-row"]', {
      element(el) {
        if (endText) el.removeAttribute('hidden');
        else el.remove();
      },
    })
    .on('[data-slot="ip"]', {
      element(el) {
        el.setInnerContent(status.ip ?? '');
      },
    })
    .on('a[data-slot="service-link"]', {
      element(el) {
        el.setAttribute('href', serviceUrl);
      },
    })
    .transform(asset);
  const headers = new Headers(rewritten.headers);
  headers.set('cache-control', 'no-store');
  if (status.status === 1) headers.set('retry-after', String(retryAfterSeconds(status.maintenanceEndTime)));
  return new Response(rewritten.body, { status: status.status === 1 ? 503 : 451, headers });
}

/** The portal's not-found page (dist/404.html) with status 404; its bare number if that fails. */
async function notFoundPage(env: EdgeEnv, url: URL, id: string): Promise<Response> {
  try {
    const page = await env.ASSETS.fetch(new URL('/404', url.origin));
    if (page.ok)
      return new Response(page.body, {
        status: 404,
        headers: { 'content-type': page.headers.get('content-type') ?? 'text/html; charset=utf-8', 'cache-control': 'no-store' },
      });
  } catch (err) {
    logEvent('error', 'gate-404-page-failed', { id }, err);
  }
  return new Response('404', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/** The gate: redirects, the status gate, then security headers on whatever answers. */
const gate: PagesFunction<EdgeEnv> = async (context) => {
  const { request, env } = context;
  const url = new URL(request.url);
  const { locale, rest } = splitLocalePath(url.pathname);
  if (HOME_ALIASES.has(rest)) return withSecurityHeaders(Response.redirect(new URL(`${localePrefix(locale)}/`, url.origin).toString(), 301));
  if (rest === '/register.html') return withSecurityHeaders(Response.redirect(new URL(`${localePrefix(locale)}/register`, url.origin).toString(), 301));
  const alias = aliasTarget(rest, url.searchParams);
  if (alias) return withSecurityHeaders(Response.redirect(new URL(`${localePrefix(locale)}${alias}`, url.origin).toString(), 301));
  // The sandbox's developer pages (outbox, payment provider) exist only for a local developer with
  // the dev tools switched on (src/platform/dev/dev-tools.ts); for anyone else they are not found.
  if (/^\/dev(\/|$)/.test(url.pathname) && !edgeDevToolsAllowed(request, env))
    return withSecurityHeaders(await notFoundPage(env, url, forwardedRequestId(request)));

  // The app hand-off (SPEC §4): ?token=… becomes the session cookie, and leaves the URL.
  if (isPageRequest(request, url.pathname) && url.searchParams.has('token')) {
    const handoff = await tokenHandoff(request, env);
    if (handoff) return withSecurityHeaders(handoff);
  }

  if (isPageRequest(request, url.pathname) && !/^\/(maintenance|blocked)\/?$/.test(rest)) {
    const status = await getSystemStatus(env, url.origin, clientIp(request), Date.now(), forwardedRequestId(request));
    if (status.status === 1 || status.status === 2) {
      try {
        return withSecurityHeaders(await systemPage(env, url, locale, status));
      } catch (err) {
        // The translated page could not be served: still keep visitors out with the right status,
        // and a body of just that number, which needs no translation.
        logEvent('error', 'gate-system-page-failed', { id: forwardedRequestId(request) }, err);
        const code = status.status === 1 ? 503 : 451;
        return withSecurityHeaders(
          new Response(String(code), { status: code, headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '300' } }),
        );
      }
    }
  }
  // A server error from below (the static-asset layer, the local runtime) reaches no visitor as
  // it is: its body may name files of the machine (functions/_lib/error-answer.ts).
  const lite = isPageRequest(request, url.pathname) && wantsLite(request);
  const response = replaceLowerServerError(await (lite ? context.next(withoutValidators(request)) : context.next()), url.pathname);
  if (!isPageRequest(request, url.pathname)) return withSecurityHeaders(response, url.pathname);
  // The Vietnamese lottery's latest results, readable without JavaScript (functions/_lib/vn-results.ts).
  const page = /^\/vnlottery\/?$/.test(rest) ? await withVnResults(response, env, url) : response;
  // Lite mode for Save-Data or the player's switch (functions/_lib/lite-mode.ts); every page says it varies.
  return withSecurityHeaders(withLiteMode(page, lite), url.pathname);
};

/** Pages middleware, in order: the request log and id (functions/_lib/request-log.ts), then the gate. */
export const onRequest: PagesFunction<EdgeEnv>[] = [logRequests, gate];
