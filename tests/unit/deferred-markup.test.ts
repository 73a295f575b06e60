// Markup that waits for the page's scripts (scripts/lib/deferred-markup-html.ts,
// src/lib/deferred-markup.ts; DESIGN.md "Budgets"): the build moves a marked template's content to
// one content-addressed file, byte for byte, and leaves the template pointing at it.
import { MARKUP_DIR, outlineDeferredMarkup } from '../../scripts/lib/deferred-markup-html.ts';
import { DEFER_MARKUP_ATTR, MARKUP_SRC_ATTR } from '../../src/lib/deferred-markup.ts';

const overlays = '<dialog id="d" aria-labelledby="t"><h2 id="t">Tải ứng dụng &amp; more</h2></dialog>';

describe('outlineDeferredMarkup', () => {
  it('moves a marked template’s content to one file shared by the pages that carry it', () => {
    const page = `<body><main>x</main><template id="site-overlays" ${DEFER_MARKUP_ATTR}>${overlays}</template></body>`;
    const { html, files } = outlineDeferredMarkup(page);
    expect(files.size).toBe(1);
    const [path, text] = [...files][0]!;
    expect(path).toMatch(new RegExp(`^${MARKUP_DIR}/[0-9a-f]{16}\\.txt$`));
    expect(text).toBe(overlays);
    expect(html).toBe(`<body><main>x</main><template id="site-overlays" ${MARKUP_SRC_ATTR}="${path}"></template></body>`);
    expect(outlineDeferredMarkup(html).html).toBe(html);
    expect([...outlineDeferredMarkup(page).files.keys()]).toEqual([path]);
  });

  it('leaves templates that are not marked', () => {
    const page = `<template data-language-options><option>vi</option></template><template id="login-shell"><form></form></template>`;
    expect(outlineDeferredMarkup(page)).toEqual({ html: page, files: new Map() });
  });
});
