// Page scripts after the first paint (src/lib/hydration/page-scripts.ts, docs/decisions.md "Page scripts after
// the first paint"): the build moves Astro's module script tags into one data block, and every
// built page that had them lists files that exist (npm test builds before it runs this).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deferPageScripts } from '../../scripts/lib/defer-page-scripts-html.ts';
import { listFiles } from '../../scripts/lib/pages-files.ts';
import { PAGE_SCRIPTS_BOOT, PAGE_SCRIPTS_ID } from '../../src/lib/hydration/page-scripts.ts';

const HEAD = `<head><script>${PAGE_SCRIPTS_BOOT}</script></head>`;
const blockOf = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${PAGE_SCRIPTS_ID}">([^<]*)</script>`).exec(html)?.[1] ?? 'null') as string[];

describe('deferPageScripts', () => {
  it('moves every module script, the one Astro writes after </html> too, into one block before </body>', () => {
    const html = `<html>${HEAD}<body><p>x</p><script type="module" src="/_astro/a.js"></script><p>y</p><script type="module" src="/_astro/b.js"></script><script type="module" src="/_astro/a.js"></script></body></html><script type="module" src="/_astro/page.js"></script>`;
    const out = deferPageScripts(html);
    expect(out).not.toContain('type="module"');
    expect(blockOf(out)).toEqual(['/_astro/a.js', '/_astro/b.js', '/_astro/page.js']);
    expect(out).toMatch(new RegExp(`<p>y</p><script type="application/json" id="${PAGE_SCRIPTS_ID}">[^<]*</script></body></html>$`));
    // A second run changes nothing.
    expect(deferPageScripts(out)).toBe(out);
  });

  it('leaves inline scripts, data blocks and islands alone, and pages without the boot script or without module scripts unchanged', () => {
    const kept = `<html>${HEAD}<body><script type="module">inline()</script><script type="application/ld+json">{}</script><astro-island component-url="/_astro/Header.js"></astro-island></body></html>`;
    expect(deferPageScripts(kept)).toBe(kept);
    const noBoot = '<html><head></head><body><script type="module" src="/_astro/a.js"></script></body></html>';
    expect(deferPageScripts(noBoot)).toBe(noBoot);
  });

  it('refuses a page with module scripts and no </body> rather than dropping them', () => {
    expect(() => deferPageScripts(`<html>${HEAD}<script type="module" src="/_astro/a.js"></script>`)).toThrow(/no <\/body>/);
  });
});

describe('the built pages', () => {
  it('carry no module script tag, and their blocks name bundles that exist', () => {
    expect(existsSync('dist/index.html'), 'dist/index.html (npm test builds first)').toBe(true);
    const pages = listFiles('dist').filter((f) => f.endsWith('.html'));
    let blocks = 0;
    for (const file of pages) {
      const html = readFileSync(join('dist', file), 'utf8');
      if (!html.includes(PAGE_SCRIPTS_BOOT)) continue;
      expect(html, file).not.toMatch(/<script type="module" src=/);
      if (!html.includes(`id="${PAGE_SCRIPTS_ID}"`)) continue;
      blocks++;
      for (const url of blockOf(html)) expect(existsSync(join('dist', url)), `${file}: ${url}`).toBe(true);
    }
    expect(blocks).toBeGreaterThan(pages.length / 2);
  });
});
