// The page's own CSS inline, the whole stylesheet beside it (scripts/lib/critical-css-html.ts,
// DESIGN.md "Budgets"): the build keeps inline the rules the page's elements (and templates) need
// and those the head script's `<html>` attributes select, links the whole stylesheet without
// holding the first paint, and keeps the CSP meta matching the inline text.
import { createHash } from 'node:crypto';
import { CSS_DIR, CSS_SPLIT_MIN, splitInlineCss } from '../../scripts/lib/critical-css-html.ts';
import { AFTER_PAINT_ATTR } from '../../src/lib/hydration/after-paint.ts';
import { PAGE_SCRIPTS_BOOT } from '../../src/lib/hydration/page-scripts.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const pad = Array.from({ length: CSS_SPLIT_MIN / 16 }, (_, i) => `.unused-${i}{color:red}`).join('');
const css =
  `.card{padding:1rem}.dialog-form{margin:0}.shell-field{gap:2px}:root[data-theme=dark]{color-scheme:dark}` +
  `:focus-visible{outline:2px solid}@media (min-width:40rem){.card{padding:2rem}.wide-only{order:1}}${pad}`;
const page = (style: string, script = PAGE_SCRIPTS_BOOT) =>
  `<!DOCTYPE html><html lang="en"><head><meta http-equiv="content-security-policy" content="script-src 'self'; style-src 'self' ${sha(style)} 'sha256-other='">` +
  `<script>${script}</script><style>${style}</style></head><body><main><div class="card">x</div><dialog aria-label="d"><p class="dialog-form">z</p></dialog></main>` +
  `<template id="login-shell"><dialog><div class="shell-field">y</div></dialog></template></body></html>`;

describe('splitInlineCss', () => {
  it('keeps inline the rules of the page’s elements, its templates and the head script’s attributes, and links the whole stylesheet', async () => {
    const { html, files } = await splitInlineCss(page(css));
    expect(files.size).toBe(1);
    const [path, whole] = [...files][0]!;
    expect(path).toMatch(new RegExp(`^${CSS_DIR}/[0-9a-f]{16}\\.css$`));
    expect(whole).toBe(css);
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(inline).toContain('.card{padding:1rem}');
    expect(inline).toContain('.shell-field');
    expect(inline).toContain('data-theme=dark');
    expect(inline).toContain(':focus-visible');
    expect(inline).toMatch(/@media \(min-width: ?40rem\)\{\.card\{padding:2rem\}\}/);
    expect(inline).not.toContain('.dialog-form');
    expect(inline).not.toContain('.wide-only');
    expect(inline).not.toContain('.unused-');
    expect(html).toContain(
      `<template ${AFTER_PAINT_ATTR}><link rel="stylesheet" href="${path}"></template><noscript><link rel="stylesheet" href="${path}"></noscript>`,
    );
    // The CSP names the inline text now, not the whole stylesheet; the rest of the page is untouched.
    expect(html).toContain(sha(inline));
    expect(html).not.toContain(sha(css));
    expect(html).toContain(`<template id="login-shell"><dialog><div class="shell-field">y</div></dialog></template>`);
    expect(html).toContain('<dialog aria-label="d"><p class="dialog-form">z</p></dialog>');
    // A second run changes nothing.
    expect((await splitInlineCss(html)).html).toBe(html);
  });

  it('leaves small stylesheets, and pages without the head script that applies the link', async () => {
    const small = page('.card{padding:1rem}.other{margin:0}');
    expect((await splitInlineCss(small)).html).toBe(small);
    const bare = page(css, 'void 0');
    const out = await splitInlineCss(bare);
    expect(out.html).toBe(bare);
    expect(out.files.size).toBe(0);
  });
});
