// A page's CSP meta names only its own inline code (scripts/lib/csp-meta-html.ts): hashes of code
// the page does not carry are cut, the page's own are kept, and every built page's inline scripts
// and styles are still allowed (npm test builds before it runs this).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pruneCspHashes } from '../../scripts/lib/csp-meta-html.ts';
import { listFiles } from '../../scripts/lib/pages-files.ts';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const policyOf = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1] ?? '';

describe('pruneCspHashes', () => {
  it("keeps the hashes of the page's inline scripts and styles and cuts the others, in every directive", () => {
    const script = 'boot()';
    const style = 'p{color:red}';
    const policy = `script-src 'self' ${hash(script)} ${hash('other()')}; style-src 'self' ${hash('a{}')} ${hash(style)};`;
    const html = `<html><head><meta http-equiv="content-security-policy" content="${policy}"><script>${script}</script><style>${style}</style></head><body><script type="module" src="/_astro/a.js"></script></body></html>`;
    const out = pruneCspHashes(html);
    expect(policyOf(out)).toBe(`script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)};`);
    expect(out.replace(policyOf(out), '')).toBe(html.replace(policy, ''));
    // A second run changes nothing.
    expect(pruneCspHashes(out)).toBe(out);
  });

  it("counts a script inside a template as the page's own, and leaves a page without the meta or with nothing to cut unchanged", () => {
    const inTemplate = `<meta http-equiv="content-security-policy" content="script-src 'self' ${hash('later()')};"><template><script>later()</script></template>`;
    expect(pruneCspHashes(inTemplate)).toBe(inTemplate);
    const noMeta = '<html><head><script>x()</script></head></html>';
    expect(pruneCspHashes(noMeta)).toBe(noMeta);
  });
});

describe('the built pages', () => {
  it('allow every inline script and style they carry, and nothing else', () => {
    expect(existsSync('dist/index.html'), 'dist/index.html (npm test builds first)').toBe(true);
    let checked = 0;
    for (const file of listFiles('dist').filter((f) => f.endsWith('.html'))) {
      const html = readFileSync(join('dist', file), 'utf8');
      const policy = policyOf(html);
      if (!policy) continue;
      const allowed = new Set(policy.match(/'sha256-[^']+'/g) ?? []);
      const inline = [...html.matchAll(/<(script|style)(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/\1>/g)].filter(
        ([, , attrs = '']) => !/type="application\/(ld\+)?json"/.test(attrs),
      );
      for (const [, , , body = ''] of inline) expect(allowed.has(hash(body)), `${file}: ${body.slice(0, 40)}`).toBe(true);
      const needed = new Set([...html.matchAll(/<(script|style)(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/\1>/g)].map(([, , body = '']) => hash(body)));
      for (const source of allowed) expect(needed.has(source), `${file}: ${source}`).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
