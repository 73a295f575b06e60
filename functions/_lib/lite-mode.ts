/**
 * Lite mode at the edge (DESIGN.md "Budgets": lite at most half the bytes of the full page): a
 * page asked for with `Save-Data: on`, or by a visitor who switched lite mode on in the side menu
 * (the `lite=1` cookie, src/lib/lite-mode.ts), is sent without the elements marked
 * `data-lite-drop` (banner carousels with their images and autoplay, decorative art), without
 * the game tiles' pictures, and with
 * `data-lite` on `<html>`, which the styles use for smaller game tiles and the lite-mode notice,
 * and which makes a signed-out page load its scripts on the visitor's first tap rather than after
 * the first paint (src/lib/hydration/page-scripts.ts). The icon becomes the 187-byte SVG one, and
 * the other-language links meant for search engines (`hreflang` alternates; crawlers send no
 * Save-Data and no cookie) are left out. (Islands' large props are in no page: every copy fetches
 * them when the island hydrates, scripts/lib/island-props-html.ts.)
 * The answer depends on those two request headers, so every page answer says so in `Vary`.
 */
import { LITE_COOKIE } from '../../src/lib/lite-mode.ts';

/** The site's icon as SVG (public/favicon.svg, 187 bytes), in place of the 48 px PNG in lite mode. */
const LITE_ICON = '/favicon.svg';

/**
 * True when `request` asks for lite mode: the side menu's choice when the player made one
 * (`lite=1` on, `lite=0` off, even under Save-Data), else `Save-Data: on`.
 */
export function wantsLite(request: Request): boolean {
  const choice = new RegExp(`(?:^|;\\s*)${LITE_COOKIE}=([01])(?:;|$)`).exec(request.headers.get('cookie') ?? '')?.[1];
  if (choice) return choice === '1';
  return /^\s*on\b/i.test(request.headers.get('save-data') ?? '');
}

/**
 * `request` without its validators (If-None-Match, If-Modified-Since), for the asset layer when
 * the answer will be rewritten to lite mode: a 304 there would hand back whichever copy the
 * browser holds, full or lite.
 */
export function withoutValidators(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('if-none-match');
  headers.delete('if-modified-since');
  return new Request(request, { headers });
}

/**
 * `response` (a page) with `Vary: Save-Data, Cookie` added, and, when `lite`, rewritten to lite
 * mode. Non-HTML answers pass with only the Vary header.
 */
export function withLiteMode(response: Response, lite: boolean): Response {
  const headers = new Headers(response.headers);
  const vary = (headers.get('vary') ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const h of ['Save-Data', 'Cookie']) if (!vary.some((v) => v.toLowerCase() === h.toLowerCase())) vary.push(h);
  headers.set('vary', vary.join(', '));
  if (lite) {
    // The lite copy is another representation of the same file: it must not share the file's
    // validators, or a browser holding one copy would revalidate into the other.
    headers.delete('etag');
    headers.delete('last-modified');
  }
  const out = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  if (!lite || !(headers.get('content-type') ?? '').includes('text/html')) return out;
  return (
    new HTMLRewriter()
      .on('html', {
        element(el) {
          el.setAttribute('data-lite', '');
        },
      })
      // The preloaded first picture (a banner or game tile) is one of those left out.
      .on('link[rel="preload"][as="image"]', {
        element(el) {
          el.remove();
        },
      })
      .on('link[rel="icon"]', {
        element(el) {
          el.setAttribute('href', LITE_ICON);
          el.setAttribute('type', 'image/svg+xml');
          el.removeAttribute('sizes');
        },
      })
      .on('link[rel="alternate"][hreflang]', {
        element(el) {
          el.remove();
        },
      })
      // The switch shows its state before the page's scripts (loaded on the first tap) run.
      .on('[data-lite-toggle]', {
        element(el) {
          el.setAttribute('aria-pressed', 'true');
        },
      })
      .on('[data-lite-drop]', {
        element(el) {
          el.remove();
        },
      })
      // Game tiles keep their element (the lobby island hydrates over it) but lose the picture's
      // address, so nothing is fetched; the styles hide the empty image and the tile shrinks.
      .on('img.game-card__image', {
        element(el) {
          el.removeAttribute('src');
          el.removeAttribute('srcset');
        },
      })
      .transform(out)
  );
}
