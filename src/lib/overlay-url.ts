/**
 * Deep links of the overlay pages (DESIGN.md "The URL carries the open page"): `#member/<id>`,
 * `#agent/<id>` (with optional `?k=v` parameters) or `?overlay=<id>` on arrival. Kept apart from
 * the store (src/lib/overlay.ts) so the hydration directive can read URLs without loading it.
 */

/** The open page and its parameters. */
export interface OpenOverlay {
  id: string;
  params: Record<string, string>;
}

/** The overlay frames a hash can name (SPEC §2.7 member center, §2.8 agent center). */
export type OverlayFrameName = 'member' | 'agent';

/** DOM event that asks the overlay island to hydrate (src/lib/hydration/intent-directive.ts). */
export const OVERLAY_EVENT = 'portal:overlay';

const HASH = /^#(member|agent)\/([A-Za-z0-9]+)(?:\?(.*))?$/;

/**
 * The overlay a URL asks for: `#member/depositv2?x=1` or `?overlay=depositv2`; null otherwise.
 * The area in the hash is informative; the page id decides.
 */
export function overlayFromUrl(url: { hash: string; search: string }): OpenOverlay | null {
  const m = HASH.exec(url.hash);
  if (m) return { id: m[2]!, params: Object.fromEntries(new URLSearchParams(m[3] ?? '')) };
  const id = new URLSearchParams(url.search).get('overlay');
  return id && /^[A-Za-z0-9]+$/.test(id) ? { id, params: {} } : null;
}

/** The hash of an open page: `#<area>/<id>` plus its parameters as a query. */
export function overlayHash(area: OverlayFrameName, open: OpenOverlay): string {
  const q = new URLSearchParams(open.params).toString();
  return `#${area}/${open.id}${q ? `?${q}` : ''}`;
}

/** True when a URL hash or search names an overlay (the overlay island then hydrates at once). */
export function urlNamesOverlay(url: { hash: string; search: string }): boolean {
  return overlayFromUrl(url) !== null;
}
