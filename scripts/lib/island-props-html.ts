/**
 * The build side of "island props on demand" (lite mode, DESIGN.md "Budgets": lite at most half
 * the bytes of the full page). An island hydrated by `client:intent` (src/lib/hydration/intent-directive.ts)
 * carries its props, serialized by Astro into the `props` attribute, in every page: the header's
 * 200 messages of its login and register forms, a category's whole game list. None of it is read
 * before the visitor's first tap inside the island. This pass writes each large props value into a
 * content-addressed file under {@link PROPS_DIR} and points the island at it with
 * `data-props-src`; the full page keeps its props inline, and the edge's lite copy
 * (functions/_lib/lite-mode.ts) drops the attribute, so the directive fetches the file on intent.
 */
import { createHash } from 'node:crypto';
import { decodeHTMLAttribute } from 'entities';

/** Folder (under the site's root, beside Astro's bundles: immutable cache headers) of the props files. */
export const PROPS_DIR = '/_astro/props';

/** Props attributes shorter than this (characters, as written in the page) stay inline only: a fetch would cost more. */
export const PROPS_OUTLINE_MIN = 2048;

/** An island's opening tag hydrated on intent, with its props attribute (Astro writes `props` before `ssr` and `client`). */
const ISLAND_TAG = /<astro-island\b[^>]*>/g;
const PROPS_ATTR = / props="([^"]*)"/;

/**
 * Returns `html` with `data-props-src="/_astro/props/<hash>.json"` added to each `client:intent`
 * island whose props attribute is at least {@link PROPS_OUTLINE_MIN} characters long, and the
 * files to write (path under the site's root → the props as the island's `getAttribute('props')`
 * answers them). The hash is the SHA-256 of that text (16 hex digits), so pages sharing props share
 * a file. Islands already pointed at a file are left alone (the pass may run twice).
 */
export function outlineIslandProps(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const out = html.replace(ISLAND_TAG, (tag) => {
    if (!tag.includes(' client="intent"') || tag.includes(' data-props-src=')) return tag;
    const props = PROPS_ATTR.exec(tag)?.[1];
    if (props === undefined || props.length < PROPS_OUTLINE_MIN) return tag;
    const text = decodeHTMLAttribute(props);
    const path = `${PROPS_DIR}/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`;
    files.set(path, text);
    return tag.replace('<astro-island', `<astro-island data-props-src="${path}"`);
  });
  return { html: out, files };
}
