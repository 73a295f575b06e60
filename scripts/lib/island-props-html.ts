/**
 * The build side of "island props on demand" (DESIGN.md "Budgets": the first response small
 * enough to arrive in the first round trip, LCP within 1.3x the floor's). An island hydrated by
 * `client:intent` (src/lib/hydration/intent-directive.ts) would carry its props, serialized by
 * Astro into the `props` attribute, in every page: the header's 200 messages of its login and
 * register forms, a category's whole game list, 4–8 KB of every page's gzipped HTML. None of it is
 * read before the island hydrates. This pass writes each large props value into a content-addressed
 * file under {@link PROPS_DIR}, points the island at it with `data-props-src` and drops the
 * attribute, so the directive fetches the file alongside the island's code (a cached, immutable
 * file, shared by every page and locale that has the same props).
 */
import { contentAddressedPath } from './content-addressed.ts';
import { decodeHTMLAttribute } from 'entities';

/** Folder (under the site's root, beside Astro's bundles: immutable cache headers) of the props files. */
export const PROPS_DIR = '/_astro/props';

/** Props attributes shorter than this (characters, as written in the page) stay inline only: a fetch would cost more. */
export const PROPS_OUTLINE_MIN = 2048;

/** An island's opening tag hydrated on intent, with its props attribute (Astro writes `props` before `ssr` and `client`). */
const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const PROPS_ATTR = / props="([^"]*)"/;

/**
 * Returns `html` with each `client:intent` island whose props attribute is at least
 * {@link PROPS_OUTLINE_MIN} characters long pointed at `data-props-src="/_astro/props/<hash>.json"`
 * instead, and the files to write (path under the site's root → the props as the island's
 * `getAttribute('props')` would have answered them). The hash is the SHA-256 of that text (16 hex
 * digits), so pages sharing props share a file. Islands already pointed at a file are left alone
 * (the pass may run twice).
 */
export function outlineIslandProps(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const out = html.replace(ISLAND_TAG, (tag) => {
    if (!tag.includes(' client="intent"') || tag.includes(' data-props-src=')) return tag;
    const props = PROPS_ATTR.exec(tag)?.[1];
    if (props === undefined || props.length < PROPS_OUTLINE_MIN) return tag;
    const text = decodeHTMLAttribute(props);
    const path = contentAddressedPath(PROPS_DIR, text, 'json');
    files.set(path, text);
    return tag.replace(PROPS_ATTR, '').replace('<astro-island', `<astro-island data-props-src="${path}"`);
  });
  return { html: out, files };
}
