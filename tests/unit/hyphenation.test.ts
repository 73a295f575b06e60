// Long words in prerendered pages (docs/decisions.md "Soft hyphens at build time"): soft hyphens at syllable boundaries in the
// page's own text, nothing inside tags, the head, scripts, templates or islands; and the built
// German and Tamil pages carry them (npm test builds before it runs this).
import { existsSync, readFileSync } from 'node:fs';
import { hyphenateHtml } from '../../scripts/lib/hyphenate-html.ts';
import { hyphenateMessages, hyphenateText, hyphenatorFor, MIN_WORD_LENGTH } from '../../src/lib/i18n/hyphenation.ts';

const SHY = '\u00ad';
const de = hyphenatorFor('de')!;

describe('hyphenateHtml', () => {
  it('breaks long words of the rendered text at syllables and leaves short ones whole', () => {
    const out = hyphenateHtml('<p>Verantwortungsvolles Spielen</p>', de);
    expect(out).toBe(`<p>Ver${SHY}ant${SHY}wor${SHY}tungs${SHY}vol${SHY}les Spielen</p>`);
    expect(out.replaceAll(SHY, '')).toBe('<p>Verantwortungsvolles Spielen</p>');
  });

  it('leaves tags, attributes, character references, the head, scripts, templates, SVG and islands alone', () => {
    const untouched = [
      '<head><title>Sicherheitszentrum</title><meta content="Sicherheitszentrum"></head>',
      '<a href="/de/Sicherheitszentrum/" aria-label="Sicherheitszentrum">x</a>',
      '<script>const a = "<b>Sicherheitszentrum</b>";</script>',
      '<style>.Sicherheitszentrum{}</style>',
      '<template id="login-shell"><p>Sicherheitszentrum</p></template>',
      '<astro-island uid="1"><astro-island uid="2"></astro-island><p>Sicherheitszentrum</p></astro-island>',
      '<svg><text>Sicherheitszentrum</text></svg>',
      '<textarea>Sicherheitszentrum</textarea>',
      '<p>&nbsp;&Auml;&#x1F600;</p>',
    ];
    for (const html of untouched) expect(hyphenateHtml(html, de), html).toBe(html);
    // Text after a skipped element is hyphenated again.
    expect(hyphenateHtml('<astro-island><p>Sicherheitszentrum</p></astro-island><p>Sicherheitszentrum</p>', de)).toBe(
      `<astro-island><p>Sicherheitszentrum</p></astro-island><p>Si${SHY}cher${SHY}heits${SHY}zen${SHY}trum</p>`,
    );
  });

  it('keeps message placeholders and character references whole', () => {
    expect(hyphenateText('{Sicherheitszentrum} Sicherheitszentrum &nbsp;', de)).toBe(`{Sicherheitszentrum} Si${SHY}cher${SHY}heits${SHY}zen${SHY}trum &nbsp;`);
    const { a } = hyphenateMessages('de', { a: 'Mindesteinzahlung {amount}' });
    expect(a).toMatch(/^Min\u00ad[^ ]+ \{amount\}$/);
    expect(a.replaceAll(SHY, '')).toBe('Mindesteinzahlung {amount}');
    const en = { a: 'Responsibility' };
    expect(hyphenateMessages('en', en)).toBe(en);
  });

  it('hyphenates only the locales that need it', () => {
    expect(hyphenatorFor('ta')).not.toBeNull();
    expect(hyphenatorFor('vi')).toBeNull();
    expect(hyphenatorFor('en')).toBeNull();
  });
});

describe('the built pages', () => {
  /** The visible text of a page's body outside islands and templates, soft hyphens kept. */
  const staticText = (file: string) =>
    readFileSync(file, 'utf8')
      .replace(/^[\s\S]*?<body[^>]*>/, '')
      .replace(/<(script|style|template|astro-island|svg)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ');

  it.each([
    ['de', /[A-Za-zÄÖÜäöüß\u00ad]+/g],
    ['ta', /[\u0B80-\u0BFF\u00ad]+/g],
  ])('%s: every long word of the page text can break at a syllable', (locale, word) => {
    const file = `dist/${locale}/index.html`;
    expect(existsSync(file), `${file} (npm test builds first)`).toBe(true);
    const long = (staticText(file).match(word) ?? []).filter((w) => w.replaceAll(SHY, '').length >= MIN_WORD_LENGTH + 4);
    expect(long.length).toBeGreaterThan(3);
    expect(long.filter((w) => !w.includes(SHY))).toEqual([]);
  });
});
