// The island runtime out of the first response (scripts/lib/island-scripts-html.ts, DESIGN.md
// "Budgets"): Astro's inline `<astro-island>` element and client directive become module scripts
// of their own, which every built page with an island loads after the first paint, from files that
// exist (npm test builds before it runs this).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASTRO_GLOBAL, externalizeIslandScripts, ISLAND_SCRIPTS_DIR } from '../../scripts/lib/island-scripts-html.ts';
import { listFiles } from '../../scripts/lib/pages-files.ts';
import { PAGE_SCRIPTS_ID } from '../../src/lib/hydration/page-scripts.ts';

const RUNTIME = '(()=>{class f extends HTMLElement{};customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const DIRECTIVE = '(()=>{var k=()=>{};(self.Astro||(self.Astro={})).intent=k;window.dispatchEvent(new Event("astro:intent"));})();';
const tags = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
/** The island scripts a built page loads: in its page-scripts block, or as module tags (a page without the boot). */
const islandScripts = (html: string) => {
  const block = new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`).exec(html)?.[1];
  return [...(block ? (JSON.parse(block) as string[]) : []), ...tags(html)].filter((url) => url.startsWith(`${ISLAND_SCRIPTS_DIR}/`));
};

describe('externalizeIslandScripts', () => {
  it('puts the runtime and the directive in one file each, as module scripts in their places and order, the same file for every page', () => {
    const page = `<head><script>theme()</script></head><body><p>x</p><script>${DIRECTIVE}</script><script>${RUNTIME}</script><astro-island client="intent"></astro-island></body>`;
    const { html, files } = externalizeIslandScripts(page);
    expect(files.size).toBe(2);
    const [directive, runtime] = tags(html);
    expect(files.get(directive!)).toBe(DIRECTIVE);
    // The runtime reads the global the directive makes; it may now run first.
    expect(files.get(runtime!)).toBe(`${ASTRO_GLOBAL}${RUNTIME}`);
    expect(directive).toMatch(new RegExp(`^${ISLAND_SCRIPTS_DIR}/[0-9a-f]{16}\\.js$`));
    expect(html).toBe(
      `<head><script>theme()</script></head><body><p>x</p><script type="module" src="${directive}"></script><script type="module" src="${runtime}"></script><astro-island client="intent"></astro-island></body>`,
    );
    expect(externalizeIslandScripts(page.replace('<p>x</p>', '<p>y</p>')).files).toEqual(files);
    // A second run changes nothing.
    expect(externalizeIslandScripts(html).html).toBe(html);
  });

  it('leaves other inline scripts and data blocks alone', () => {
    const kept = `<script>theme()</script><script type="application/json" id="page-scripts">["/_astro/a.js"]</script><script type="application/ld+json">{}</script>`;
    expect(externalizeIslandScripts(kept)).toEqual({ html: kept, files: new Map() });
  });
});

describe('the built pages', () => {
  it('carry no inline island runtime, and an island page loads it from files that exist', () => {
    expect(existsSync('dist/index.html'), 'dist/index.html (npm test builds first)').toBe(true);
    let islandPages = 0;
    for (const file of listFiles('dist').filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(join('dist', file), 'utf8');
      expect(html, file).not.toMatch(/<script>[^<]*(?:customElements\.define\("astro-island"|new Event\("astro:)/);
      if (!html.includes('<astro-island')) continue;
      islandPages++;
      const scripts = islandScripts(html);
      expect(scripts, file).toHaveLength(2);
      for (const url of scripts) expect(existsSync(join('dist', url)), `${file}: ${url}`).toBe(true);
    }
    expect(islandPages).toBeGreaterThan(1000);
  });
});
