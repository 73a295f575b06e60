/**
 * The island runtime out of the first response (DESIGN.md "Budgets": a page's HTML small enough to
 * arrive in the first round trip, LCP within 1.3x the floor's). Astro writes two scripts inline
 * before a page's first island: its `<astro-island>` element (4.4 KB) and the client directive the
 * islands use (`client:intent`, 4.9 KB, src/lib/hydration/intent-directive.ts): together about
 * 3.8 KB of every page's gzipped HTML, the same text in 1,221 pages. Neither draws anything, so this
 * pass writes each to a content-addressed file under {@link ISLAND_SCRIPTS_DIR} (cached once for
 * every page) and puts a module script tag in its place, which the next pass moves among the page's
 * scripts loaded after the first paint (scripts/lib/defer-page-scripts-html.ts); the two run in
 * either order (the runtime waits for the directive's `astro:<name>` event). A tap inside an island
 * before they have run is held by the head's early-taps script (src/lib/hydration/early-taps.ts) and
 * replayed when the island is armed.
 */
import { contentAddressedPath } from './content-addressed.ts';

/** Folder of the files (beside Astro's bundles: immutable cache headers, cached first by the service worker). */
export const ISLAND_SCRIPTS_DIR = '/_astro/islands';

/**
 * Put before the runtime: it reads the global `Astro` by name, which the directive creates. Inline,
 * the directive always ran first; loaded side by side, the runtime may run first, and without the
 * global its islands would throw and never start (with it, they wait for the directive's event).
 */
export const ASTRO_GLOBAL = 'self.Astro=self.Astro||{};';

/** An inline classic script as Astro writes it: no attributes. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** Astro's island element: the script that defines `astro-island`. */
const isIslandRuntime = (code: string) => code.includes('customElements.define("astro-island"');
/** A client directive: the script that registers `Astro.<name>` and announces it with `astro:<name>`. */
const isClientDirective = (code: string) => /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.(\w+)=/.test(code) && code.includes('new Event("astro:');

/**
 * Returns `html` with each inline island runtime or client directive script replaced by
 * `<script type="module" src="/_astro/islands/<hash>.js"></script>` (module code runs the same:
 * both are self-contained and strict-safe), and the files to write (path under the
 * site's root → the script's text). The hash is the SHA-256 of the text (16 hex digits), so every
 * page shares one file per script. Other inline scripts are left as they are; a page without these
 * comes back unchanged (the pass may run twice).
 */
export function externalizeIslandScripts(html: string): { html: string; files: Map<string, string> } {
  const files = new Map<string, string>();
  const out = html.replace(INLINE_SCRIPT, (tag, code: string) => {
    if (!isIslandRuntime(code) && !isClientDirective(code)) return tag;
    const text = isIslandRuntime(code) ? `${ASTRO_GLOBAL}${code}` : code;
    const path = contentAddressedPath(ISLAND_SCRIPTS_DIR, text, 'js');
    files.set(path, text);
    return `<script type="module" src="${path}"></script>`;
  });
  return { html: out, files };
}
