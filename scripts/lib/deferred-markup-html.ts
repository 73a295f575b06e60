/**
 * The build side of markup that waits for the page's scripts (src/lib/deferred-markup.ts; DESIGN.md
 * "Budgets"). A `<template>` marked with {@link DEFER_MARKUP_ATTR} (the shell's closed dialogs,
 * 1.2–1.8 KB of every page's compressed HTML) loses its content to a content-addressed file under
 * {@link MARKUP_DIR} (shared by every page that has the same markup: one per locale), named in
 * {@link MARKUP_SRC_ATTR}. The page's script fetches it before it opens any of it.
 */
import { contentAddressedPath } from './content-addressed.ts';
import { DEFER_MARKUP_ATTR, MARKUP_SRC_ATTR } from '../../src/lib/deferred-markup.ts';

/** Folder (under the site's root, beside Astro's bundles: immutable cache headers) of the markup files. */
export const MARKUP_DIR = '/_astro/markup';

/** A marked template: its opening tag's other attributes and its content (such templates nest no template). */
const MARKED = new RegExp(`<template([^>]*?) ${DEFER_MARKUP_ATTR}([^>]*)>([\\s\\S]*?)</template>`, 'g');

/**
 * Returns `html` with each template marked {@link DEFER_MARKUP_ATTR} emptied and pointed at
 * `/_astro/markup/<hash>.txt` (SHA-256 of the content, 16 hex digits; not `.html`, which Cloudflare
 * Pages answers with a redirect to the extensionless URL, one more round trip) in {@link MARKUP_SRC_ATTR},
 * and the files to write (path under the site's root → content, byte for byte). A second run
 * changes nothing (the marker is gone).
 */
export function outlineDeferredMarkup(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const out = html.replace(MARKED, (_, before: string, after: string, content: string) => {
    const path = contentAddressedPath(MARKUP_DIR, content, 'txt');
    files.set(path, content);
    return `<template${before} ${MARKUP_SRC_ATTR}="${path}"${after}></template>`;
  });
  return { html: out, files };
}
