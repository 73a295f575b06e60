/**
 * Build-time inlining of the tiny, local SVG images a page shows first (DESIGN.md budgets: LCP):
 * the first banner, the LCP element of most templates, and the header's logo. As separate
 * requests they cost a round trip after the HTML on a mobile network. A local `/…/*.svg` of at most
 * 4 KB is returned as a `data:` URL (the CSP allows `img-src data:`), so it paints with the HTML;
 * anything else (an operator's CDN image, a larger file) keeps its URL. Server-only: reads
 * `public/`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Largest SVG inlined, in bytes. */
export const INLINE_SVG_MAX_BYTES = 4096;
const cache = new Map<string, string>();

/** `url` as a data: URL when it is a small local SVG under public/, else `url` itself. */
export function inlineSmallSvg(url: string): string {
  if (!/^\/[\w/-]+\.svg$/.test(url) || url.includes('..')) return url;
  const hit = cache.get(url);
  if (hit) return hit;
  const file = join(process.cwd(), 'public', url);
  const out = existsSync(file) && statSync(file).size <= INLINE_SVG_MAX_BYTES ? `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim())}` : url;
  cache.set(url, out);
  return out;
}
