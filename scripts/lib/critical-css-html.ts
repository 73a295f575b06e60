/**
 * The build side of "the first response carries only the CSS of what it shows" (DESIGN.md
 * "Budgets": the first response small enough to arrive in the first round trip, LCP within 1.3x the
 * floor's). Astro inlines each page's whole stylesheet (astro.config `inlineStylesheets`): 24–25 KB,
 * 5 KB of every page's compressed HTML, two thirds of it for things the first paint never draws
 * (the member header, open menus, dialogs' forms, other pages' components bundled with this one).
 * This pass keeps inline only the rules whose selectors match an element of the page (Beasties, the
 * maintained fork of Critters, decides which) and moves the whole stylesheet to a content-addressed
 * file under {@link CSS_DIR}, linked from a head template that the boot script adds after the first
 * paint, before the page's scripts run (src/lib/hydration/after-paint.ts); a `<noscript>` link
 * serves it to a browser without scripts.
 * The whole stylesheet repeats the inline rules in the same order, so once applied the cascade is
 * the one the page had before.
 */
import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { contentAddressedPath } from './content-addressed.ts';
import { AFTER_PAINT_ATTR, AFTER_PAINT_LINKS } from '../../src/lib/hydration/after-paint.ts';

/** Folder (under the site's root, beside Astro's bundles: immutable cache headers) of the stylesheets. */
export const CSS_DIR = '/_astro/css';

/** Inline stylesheets shorter than this (characters) stay whole: a second request would cost more than it saves. */
export const CSS_SPLIT_MIN = 4096;

/**
 * Rules kept inline whatever the page holds: the attributes the head's script sets on `<html>` before
 * the first paint (theme, lite mode, the member hint: src/layouts/BaseLayout.astro), and the keyboard
 * focus ring, which a visitor may need before the whole stylesheet arrives.
 */
const ALWAYS_KEEP = [/data-theme/, /data-lite/, /data-member/, /focus-visible/];

const STYLE = /<style>([\s\S]*?)<\/style>/g;
const CSP_META = /<meta http-equiv="content-security-policy" content="([^"]*)">/;

/**
 * A Beasties instance for {@link splitInlineCss} that reads nothing from disk (it only prunes the
 * page's inline stylesheets); one per build, reused for every page.
 */
export function createBeasties(): Beasties {
  return new Beasties({
    path: '/nonexistent',
    external: false,
    reduceInlineStyles: true,
    pruneSource: false,
    mergeStylesheets: false,
    inlineFonts: false,
    preloadFonts: false,
    fonts: false,
    keyframes: 'critical',
    allowRules: ALWAYS_KEEP,
    logLevel: 'silent',
  });
}

const TEMPLATE = /<template\b[\s\S]*?<\/template>/g;
/** A dialog prerendered closed: an island's, shown only once the island has hydrated, after the page's boot. */
const CLOSED_DIALOG = /<dialog\b(?![^>]*\sopen[\s>=])[^>]*>[\s\S]*?<\/dialog>/g;

/**
 * The copy of the page whose elements Beasties matches the rules against: without the dialogs
 * prerendered closed (islands open them after the boot script has added the whole stylesheet), and
 * with each template's content as a hidden element (not part of the parsed document otherwise),
 * since the login shell clones its form from one before the page's scripts run
 * (src/lib/hydration/shell.ts), dialog included.
 */
function probeOf(html: string): string {
  const templates: string[] = [];
  return html
    .replace(TEMPLATE, (t) => `<!--probe-template-${templates.push(t) - 1}-->`)
    .replace(CLOSED_DIALOG, '')
    .replace(/<!--probe-template-(\d+)-->/g, (_, i: string) => templates[Number(i)] ?? '')
    .replace(/<template\b/g, '<div hidden')
    .replace(/<\/template>/g, '</div>');
}

/** A CSP hash source for an inline stylesheet's text. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * Splits every inline `<style>` of at least {@link CSS_SPLIT_MIN} characters of `html` into the
 * rules its elements need (kept inline; template contents count, dialogs prerendered closed do not:
 * see `probeOf`) and the whole stylesheet, written to `/_astro/css/<hash>.css`
 * (scripts/lib/content-addressed.ts: pages sharing a stylesheet share a file) and linked right after
 * the inline rules. The CSP meta's hash of each original stylesheet becomes the hash of its inline
 * rules. Returns the page and the files to write (path under the site's root → text). A page with
 * no large stylesheet, one already split (the pass may run twice), or one without the boot script
 * that adds the link (a page not built on src/layouts/BaseLayout.astro) comes back unchanged.
 * Everything outside the `<style>` elements, the link and the meta is left byte for byte as it was.
 * @throws when Beasties cannot parse the page (a build error: the page would be broken anyway)
 */
export async function splitInlineCss(html: string, beasties: Beasties = createBeasties()): Promise<{ html: string; files: Map<string, string> }> {
  const files = new Map<string, string>();
  const all = [...html.matchAll(STYLE)].map((m) => m[1] ?? '');
  if (!all.some((css) => css.length >= CSS_SPLIT_MIN) || html.includes(`${CSS_DIR}/`) || !html.includes(AFTER_PAINT_LINKS)) return { html, files };
  const reduced = [...(await beasties.process(probeOf(html))).matchAll(STYLE)].map((m) => m[1] ?? '');
  if (reduced.length !== all.length) throw new Error(`splitInlineCss: Beasties returned ${reduced.length} stylesheets for ${all.length}`);
  const metaBefore = CSP_META.exec(html)?.[0];
  let meta = metaBefore;
  let index = 0;
  const out = html.replace(STYLE, (tag, full: string) => {
    const critical = reduced[index++] ?? full;
    if (full.length < CSS_SPLIT_MIN || critical === full) return tag;
    const path = contentAddressedPath(CSS_DIR, full, 'css');
    files.set(path, full);
    meta = meta?.replace(hashSource(full), hashSource(critical));
    return (
      `<style>${critical}</style><template ${AFTER_PAINT_ATTR}><link rel="stylesheet" href="${path}"></template>` +
      `<noscript><link rel="stylesheet" href="${path}"></noscript>`
    );
  });
  return { html: metaBefore && meta ? out.replace(metaBefore, meta) : out, files };
}
