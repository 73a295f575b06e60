// Static scan of the built site (dist/), every prerendered page in every locale: the checks that
// need no browser, read from the HTML the edge serves (the browser smoke suite keeps what needs
// one: the answer through the edge, layout at 360 px, the text after hydration, axe). Per page:
// html lang and dir, every hreflang alternate with x-default, no raw message key and no unfilled
// {placeholder} in the text or in the attributes a person hears or sees (aria-label, alt, title,
// placeholder, meta content), the markup the build moved out of the page (src/lib/deferred-markup.ts)
// read as part of it. Needs a build first (`npm test` builds before it runs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ELEMENT_NODE, TEXT_NODE, parse, walkSync } from 'ultrahtml';
import { locales } from '../../src/contracts/locales.ts';
import { loadMessages } from '../../scripts/lib/message-files.ts';
import { MARKUP_SRC_ATTR } from '../../src/lib/deferred-markup.ts';
import { DIST, RTL_LOCALES, pageFile, prerenderedPages } from '../helpers/prerendered-pages.ts';

/** What a person meets on a page: its visible text and the text of its labelling attributes. */
interface PageFacts {
  lang: string | undefined;
  dir: string | undefined;
  hreflangs: string[];
  text: string;
  attrs: string;
  /** Files of the page's deferred markup (paths under the site's root). */
  markup: string[];
}

const SPOKEN_ATTRS = ['aria-label', 'alt', 'title', 'placeholder', 'content'];
/** Elements whose content is code or data, not text for a person. */
const NOT_TEXT = new Set(['script', 'style', 'noscript', 'template']);

/** Reads one page's HTML into the facts the checks need. */
function pageFacts(html: string): PageFacts {
  const facts: PageFacts = { lang: undefined, dir: undefined, hreflangs: [], text: '', attrs: '', markup: [] };
  const text: string[] = [];
  const attrs: string[] = [];
  walkSync(parse(html), (node, parent) => {
    if (node.type === ELEMENT_NODE) {
      const a = node.attributes as Record<string, string>;
      if (node.name === 'html') {
        facts.lang = a.lang;
        facts.dir = a.dir;
      }
      if (node.name === 'link' && a.rel === 'alternate' && a.hreflang) facts.hreflangs.push(a.hreflang);
      if (node.name === 'template' && a[MARKUP_SRC_ATTR]) facts.markup.push(a[MARKUP_SRC_ATTR]);
      for (const name of SPOKEN_ATTRS) if (a[name] && (name !== 'content' || node.name === 'meta')) attrs.push(a[name]);
    } else if (node.type === TEXT_NODE && !(parent?.type === ELEMENT_NODE && NOT_TEXT.has(parent.name))) {
      text.push(node.value);
    }
  });
  facts.text = text.join(' ');
  facts.attrs = attrs.join('\n');
  return facts;
}

const keyPattern = /\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g;
const placeholderPattern = /\{[A-Za-z_]\w*\}/g;
const messageKeys = new Set(Object.keys(loadMessages('en')));

/** Deferred markup files read so far: every page of a locale names the same ones. */
const markupFiles = new Map<string, string>();

/** A deferred markup file of dist/ by its path under the site's root, read once per run. */
function readDistMarkup(src: string): string {
  let text = markupFiles.get(src);
  if (text === undefined) markupFiles.set(src, (text = readFileSync(join(DIST, src), 'utf8')));
  return text;
}

/** What is wrong with one page, as readable lines (empty when nothing is); `readMarkup` reads a deferred markup file by its path. */
function pageProblems(path: string, locale: string, html: string, readMarkup = readDistMarkup): string[] {
  const f = pageFacts(html);
  for (const src of f.markup) {
    const m = pageFacts(readMarkup(src));
    f.text += ` ${m.text}`;
    f.attrs += `\n${m.attrs}`;
  }
  const problems: string[] = [];
  if (f.lang !== locale) problems.push(`${path}: html lang ${f.lang}, expected ${locale}`);
  const dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
  if (f.dir !== dir) problems.push(`${path}: html dir ${f.dir}, expected ${dir}`);
  if (f.hreflangs.length !== locales.length + 1) problems.push(`${path}: ${f.hreflangs.length} hreflang links, expected ${locales.length + 1}`);
  if (!f.hreflangs.includes('x-default')) problems.push(`${path}: no x-default hreflang`);
  const rawKeys = [...`${f.text}\n${f.attrs}`.matchAll(keyPattern)].map((m) => m[0]).filter((k) => messageKeys.has(k));
  if (rawKeys.length) problems.push(`${path}: raw message keys ${[...new Set(rawKeys)].join(', ')}`);
  const unfilled = `${f.text}\n${f.attrs}`.match(placeholderPattern) ?? [];
  if (unfilled.length) problems.push(`${path}: unfilled placeholders ${[...new Set(unfilled)].join(', ')}`);
  return problems;
}

describe('every prerendered page of every locale, read from dist/', () => {
  it.each([...locales])('%s: right language and direction, every hreflang, no raw key or unfilled placeholder', (locale) => {
    const pages = prerenderedPages(locale);
    expect(pages.length, 'prerendered pages found in dist/').toBeGreaterThan(5);
    expect(pages.flatMap((path) => pageProblems(path, locale, readFileSync(pageFile(path), 'utf8')))).toEqual([]);
  });
});

describe('the scan itself can fail', () => {
  const good = (body: string, head = '') =>
    `<!doctype html><html lang="en" dir="ltr"><head>${locales.map((l) => `<link rel="alternate" hreflang="${l}" href="/${l}/">`).join('')}<link rel="alternate" hreflang="x-default" href="/">${head}</head><body>${body}</body></html>`;

  it('passes a page with nothing wrong, even with keys in scripts and island props', () => {
    expect(
      pageProblems(
        '/en/',
        'en',
        good('<p>Welcome</p><script>const k="nav_home"</script><astro-island props="{&quot;k&quot;:&quot;nav_home&quot;}"></astro-island>'),
      ),
    ).toEqual([]);
  });

  it('finds a raw key in the text, an unfilled placeholder in a label, a wrong lang, dir and a missing alternate', () => {
    const key = [...messageKeys][0]!;
    expect(pageProblems('/en/', 'en', good(`<p>${key}</p><button aria-label="Pay {amount}">x</button>`))).toEqual([
      `/en/: raw message keys ${key}`,
      '/en/: unfilled placeholders {amount}',
    ]);
    expect(pageProblems('/en/', 'en', good(`<template ${MARKUP_SRC_ATTR}="/m.html"></template>`), () => `<dialog aria-label="${key}"></dialog>`)).toEqual([
      `/en/: raw message keys ${key}`,
    ]);
    expect(pageProblems('/ar/', 'ar', good('<p>x</p>'))).toEqual(['/ar/: html lang en, expected ar', '/ar/: html dir ltr, expected rtl']);
    expect(pageProblems('/en/', 'en', good('<p>x</p>').replace(/<link rel="alternate" hreflang="x-default"[^>]*>/, ''))).toEqual([
      `/en/: ${locales.length} hreflang links, expected ${locales.length + 1}`,
      '/en/: no x-default hreflang',
    ]);
  });
});
