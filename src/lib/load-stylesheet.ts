/**
 * Styles of lazily loaded UI, loaded with it (DESIGN.md budgets: LCP, TBT). Astro puts the CSS of
 * every module an island may import, even through a dynamic `import()`, into each page's inline
 * styles (withastro/astro#9495): the overlay frame's and its pages' CSS, about 9 KB, was parsed
 * and matched on every page's first paint. Those modules import their CSS as a URL (`?url`) and
 * await {@link loadStylesheet} at their top level, so their lazy chunk resolves only once its
 * styles apply: no flash of an unstyled frame.
 */

const sheets = new Map<string, Promise<void>>();

/**
 * Adds `<link rel="stylesheet" href>` to the document once and resolves when it has loaded.
 * Rejects with an Error when it cannot be loaded (the overlay frame then offers a retry, as for
 * a chunk that failed); the failed link is removed, so the retry asks again. Resolves at once on
 * the server, where there is no document.
 */
export function loadStylesheet(href: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  let sheet = sheets.get(href);
  if (!sheet) {
    sheet = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        sheets.delete(href);
        reject(new Error(`stylesheet ${href} could not be loaded`));
      };
      document.head.appendChild(link);
    });
    sheets.set(href, sheet);
  }
  return sheet;
}
