/**
 * Names of the files the build writes beside the pages under /_astro/ (island props and scripts,
 * deferred markup, whole stylesheets: scripts/finish-pages.ts). Named by their content, so pages
 * carrying the same text share one file, and /_astro/'s immutable cache headers hold
 * (scripts/lib/pages-files.ts).
 */
import { createHash } from 'node:crypto';

/**
 * The path under the site's root of the file holding `text`: `${dir}/<hash>.${ext}`, the hash being
 * the first 16 hex digits of the SHA-256 of `text` (UTF-8). Pure: no I/O, no throw.
 */
export function contentAddressedPath(dir: string, text: string, ext: string): string {
  return `${dir}/${createHash('sha256').update(text).digest('hex').slice(0, 16)}.${ext}`;
}
