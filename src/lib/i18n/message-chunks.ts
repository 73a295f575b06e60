/**
 * Messages of an overlay area, fetched when the overlay opens (DESIGN.md "Messages of an overlay
 * are fetched per locale and area when it opens, never inlined in every page's HTML"). The build
 * emits one JSON file per area and locale at `/i18n/<area>/<locale>.json`
 * (src/pages/i18n/[area]/[locale].json.ts); each is fetched once per page load.
 */
import type { Messages } from './translate.ts';

const cache = new Map<string, Promise<Messages>>();

/** The URL of an area's messages in `locale`. */
export function messageChunkUrl(area: string, locale: string): string {
  return `/i18n/${area}/${locale}.json`;
}

/**
 * Fetches the messages of `area` in `locale` (cached). Rejects on a network failure or a non-200
 * answer; a later call tries again.
 */
export function loadMessageChunk(area: string, locale: string): Promise<Messages> {
  const url = messageChunkUrl(area, locale);
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' }).then((res) => {
      if (!res.ok) throw new Error(`messages ${url}: ${res.status}`);
      return res.json() as Promise<Messages>;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}
