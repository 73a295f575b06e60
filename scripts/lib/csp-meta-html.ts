/**
 * A prerendered page's CSP meta names only its own inline code. Astro's per-page CSP (astro.config
 * `security.csp`) lists the hashes of every inline script and style the build knows of, such as
 * other client directives and other pages' inlined stylesheets: 24 hashes on a page that runs 3
 * scripts and 2 styles. Each hash is 54 bytes nothing compresses, in the first round trip of every
 * page (DESIGN.md budgets), and each one allows code the page never carries.
 */
import { createHash } from 'node:crypto';

/** Astro's CSP meta, as it writes it. */
const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/;
/** Inline scripts and styles: their text is what a hash source matches. */
const INLINE = /<(script|style)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/g;
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/;

/**
 * Returns `html` with the hash sources of its CSP meta cut to those that match an inline script or
 * style in the page (in any directive; other sources are kept in order). A page without the meta,
 * or whose hashes all match, comes back unchanged. Scripts inside `<template>` count as the page's
 * own, since cloning one into the page would run it. Pure: no I/O, no throw.
 */
export function pruneCspHashes(html: string): string {
  const meta = CSP_META.exec(html);
  if (!meta) return html;
  const original = meta[1] ?? '';
  // Only the algorithms the policy names are computed (Astro writes sha256).
  const algorithms = [...new Set([...original.matchAll(/'(sha256|sha384|sha512)-/g)].map((m) => m[1] ?? 'sha256'))];
  const present = new Set<string>();
  for (const [, , body = ''] of html.matchAll(INLINE)) {
    for (const alg of algorithms) present.add(`'${alg}-${createHash(alg).update(body).digest('base64')}'`);
  }
  const policy = original
    .split(';')
    .map((directive) =>
      directive
        .trim()
        .split(/\s+/)
        .filter((source) => !HASH_SOURCE.test(source) || present.has(source))
        .join(' '),
    )
    .filter(Boolean)
    .map((directive) => `${directive};`)
    .join(' ');
  return policy === original ? html : html.replace(meta[0], `<meta http-equiv="content-security-policy" content="${policy}">`);
}
