/**
 * Markup that waits for the page's scripts (DESIGN.md "Budgets": the first response small enough
 * to arrive in the first round trip). A component wraps what nobody sees before a script shows it
 * (the shell's closed dialogs: src/components/SiteOverlays.astro) in a `<template>` carrying
 * {@link DEFER_MARKUP_ATTR}; the build (scripts/lib/deferred-markup-html.ts) moves the template's
 * content to a content-addressed file, shared by every page of the locale, and names it in
 * {@link MARKUP_SRC_ATTR}. The page's script calls {@link loadTemplateContent} before it uses the
 * content. Without a build (the dev server) the content is still inline and nothing is fetched.
 */

import { isLite } from './lite-mode.ts';

/** Build marker: the `<template>`'s content may move to a file. */
export const DEFER_MARKUP_ATTR = 'data-defer-markup';

/** Set by the build on a `<template>` whose content it moved: the file's path under the site's root. */
export const MARKUP_SRC_ATTR = 'data-markup-src';

const loads = new WeakMap<HTMLTemplateElement, Promise<void>>();

/**
 * Resolves once `template.content` holds its markup: at once when it is inline, else after one
 * fetch of its {@link MARKUP_SRC_ATTR} file (an immutable file: the browser's cache and the
 * service worker's serve later pages). Concurrent calls share the fetch.
 * @throws (rejects with) a `TypeError` when the network fails or an `Error` on a non-2xx answer;
 *   a later call tries again.
 */
export function loadTemplateContent(template: HTMLTemplateElement): Promise<void> {
  const src = template.getAttribute(MARKUP_SRC_ATTR);
  if (!src) return Promise.resolve();
  let load = loads.get(template);
  if (!load) {
    load = fetch(src)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${src}: ${response.status}`);
        const markup = await response.text();
        if (template.getAttribute(MARKUP_SRC_ATTR) !== src) return;
        template.innerHTML = markup;
        template.removeAttribute(MARKUP_SRC_ATTR);
      })
      .catch((error: unknown) => {
        loads.delete(template);
        throw error;
      });
    loads.set(template, load);
  }
  return load;
}

/**
 * Starts {@link loadTemplateContent} in the background, so that the first use waits for nothing;
 * on a lite page (./lite-mode.ts) it does nothing, since a lite visit fetches nothing it is not
 * asked for (DESIGN.md "Budgets": lite at most half the bytes; no SPEC section). Never rejects: a
 * failed fetch is tried again at the first use.
 */
export function prefetchTemplateContent(template: HTMLTemplateElement): void {
  if (!isLite()) loadTemplateContent(template).catch(() => {});
}
