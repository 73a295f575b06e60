/**
 * Build-time inlining of the tiny, local SVG images of the public pages (DESIGN.md budgets: LCP
 * and TBT): the header's logo, the banners and the promotion art. Drawn as `<svg>` markup in the
 * page, not as `<img>`:
 * - as a separate file, an image costs a round trip after the HTML on a mobile network;
 * - as an `<img>` (even a `data:` URL), the browser builds a whole SVG document for it on the main
 *   thread, 5–45 ms each unthrottled: with the logo, a banner and two promotions that was most of
 *   /register/'s blocking time.
 * Only a local `/…/*.svg` of at most INLINE_SVG_MAX_BYTES with nothing active in it (script, event
 * handler, foreignObject, external reference) is inlined; anything else (an operator's CDN image,
 * a larger file) stays an `<img>`. Server-only: reads `public/`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Largest SVG inlined, in bytes. */
export const INLINE_SVG_MAX_BYTES = 4096;
/** What keeps an SVG from being inlined: anything that runs, or loads something. */
const ACTIVE = /<script|<foreignObject|\son[a-z]+\s*=|(?:href|src)\s*=\s*["'](?!#)|url\(\s*["']?(?!#)|<!ENTITY|<\?xml-stylesheet|<style/i;
const cache = new Map<string, string | null>();

/** What an inlined SVG needs to stand in for its `<img>`. */
export interface InlineSvgOptions {
  /** The `<img>`'s alt text; empty for a decorative image (then `aria-hidden`). */
  alt: string;
  /** CSS px, as on the `<img>` (the SVG's own viewBox gives the aspect ratio). */
  width: number;
  height: number;
  /**
   * Prefix for the SVG's element ids: two inlined SVGs share one document, so the same `id="g"`
   * in a banner and a promotion would otherwise make one paint with the other's gradient.
   */
  idPrefix: string;
  className?: string | undefined;
  /**
   * Which part stays in view when the box's aspect ratio differs from the art's (`object-position`
   * for an `<img>`): `xMidYMid` centres, `xMinYMid` keeps the left edge (the logo's mark).
   */
  align?: 'xMidYMid' | 'xMinYMid' | undefined;
}

/** The file's text when `url` is a small local SVG under public/, else null. Cached per url. */
function localSvg(url: string): string | null {
  if (!/^\/[\w/-]+\.svg$/.test(url) || url.includes('..')) return null;
  if (cache.has(url)) return cache.get(url) ?? null;
  const file = join(process.cwd(), 'public', url);
  const out = existsSync(file) && statSync(file).size <= INLINE_SVG_MAX_BYTES ? readFileSync(file, 'utf8') : null;
  cache.set(url, out);
  return out;
}

/** `"` and `&` and `<` escaped for an attribute value. */
const attr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<svg>` markup to put in place of `<img src={url} …>`, or null when `url` is not a small local
 * SVG (then render the `<img>`): see svgAsInlineMarkup.
 */
export function inlineSvgMarkup(url: string, options: InlineSvgOptions): string | null {
  const text = localSvg(url);
  return text === null ? null : svgAsInlineMarkup(text, options);
}

/**
 * An SVG document's text as markup to inline in a page, or null when it is not one `<svg>` element
 * or has anything active in it (see ACTIVE). The root gets the image's size, class (plus
 * `inline-art`, global.css's `img` rules), `role="img"` with the alt as its accessible name (or
 * `aria-hidden` when decorative), `focusable="false"` and `preserveAspectRatio` `<align> slice`,
 * which is `object-fit: cover` for an `<img>`; ids and their `url(#…)` and `href="#…"`
 * references get `idPrefix`.
 */
export function svgAsInlineMarkup(text: string, options: InlineSvgOptions): string | null {
  const svg = text.trim().replace(/^<\?xml[^>]*\?>\s*/, '');
  if (!/^<svg[\s>]/.test(svg) || !svg.endsWith('</svg>') || ACTIVE.test(svg)) return null;
  const prefix = options.idPrefix.replace(/[^\w-]/g, '-');
  const body = svg
    .replace(/\sid="([^"]+)"/g, (_, id: string) => ` id="${prefix}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}-${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}-${id}"`);
  const open = body.slice(0, body.indexOf('>'));
  const rest = body.slice(open.length);
  const viewBox = /\sviewBox="([^"]+)"/.exec(open)?.[1] ?? `0 0 ${options.width} ${options.height}`;
  const ns = /\sxmlns:xlink="[^"]*"/.exec(open)?.[0] ?? '';
  const a11y = options.alt ? `role="img" aria-label="${attr(options.alt)}"` : 'aria-hidden="true"';
  const cls = ` class="${attr(['inline-art', options.className].filter(Boolean).join(' '))}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg"${ns} viewBox="${attr(viewBox)}" width="${options.width}" height="${options.height}" preserveAspectRatio="${options.align ?? 'xMidYMid'} slice" ${a11y} focusable="false"${cls}${rest}`;
}
