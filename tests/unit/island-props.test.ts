// Island props on demand (scripts/lib/island-props-html.ts, DESIGN.md "Budgets"): the
// build points each large `client:intent` island at a file holding exactly the props the island
// would read from its attribute, in place of the attribute.
import { outlineIslandProps, PROPS_DIR, PROPS_OUTLINE_MIN } from '../../scripts/lib/island-props-html.ts';

const big = `{&quot;messages&quot;:[0,{&quot;a&quot;:[0,&quot;Tom &amp; Jerry&#39;s &lt;b&gt;&quot;]}],&quot;pad&quot;:[0,&quot;${'x'.repeat(PROPS_OUTLINE_MIN)}&quot;]}`;
const island = (props: string, client = 'intent') =>
  `<astro-island uid="u" component-url="/_astro/H.js" props="${props}" ssr client="${client}"><p>x</p></astro-island>`;

describe('outlineIslandProps', () => {
  it('writes a large intent island’s props, unescaped, to one content-addressed file in place of the attribute', () => {
    const { html, files } = outlineIslandProps(`<body>${island(big)}${island(big)}</body>`);
    expect(files.size).toBe(1);
    const [path, text] = [...files][0]!;
    expect(path).toMatch(new RegExp(`^${PROPS_DIR}/[0-9a-f]{16}\\.json$`));
    expect(JSON.parse(text!).messages[1].a[1]).toBe("Tom & Jerry's <b>");
    expect(html.match(new RegExp(`data-props-src="${path}"`, 'g'))).toHaveLength(2);
    expect(html).not.toContain(' props=');
    expect(html).toContain('<p>x</p>');
    // A second run changes nothing.
    expect(outlineIslandProps(html).html).toBe(html);
  });

  it('leaves small props and islands hydrated otherwise than on intent alone', () => {
    const kept = `${island('{&quot;a&quot;:[0,1]}')}${island(big, 'load')}`;
    const { html, files } = outlineIslandProps(kept);
    expect(html).toBe(kept);
    expect(files.size).toBe(0);
  });
});
