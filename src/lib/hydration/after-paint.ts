/**
 * Head links that wait for the first paint (DESIGN.md "Budgets": LCP within 1.3x the floor's).
 * Anything the browser fetches while the first frame is still being made shares the line with the
 * page, and Lighthouse counts every request that ends before the largest paint as holding it: the
 * page's whole stylesheet (the build inlines only the rules of what the page shows:
 * scripts/lib/critical-css-html.ts) and the web app manifest (Chrome fetches it as soon as it sees
 * the link) each cost one more round trip there, though neither draws anything. So they wait in
 * `<template data-after-paint>` elements of the head, and the boot script (./page-scripts.ts)
 * moves their links into the head after the first paint, just before it imports the page's scripts,
 * and counts the page as booted only once each stylesheet has loaded or failed: what those scripts
 * and the islands show later (menus, dialogs, the member header) has its rules by then. A
 * `<noscript>` link beside the template serves the stylesheet to a browser without scripts.
 */

/** Attribute of a head `<template>` whose links the boot script adds after the first paint. */
export const AFTER_PAINT_ATTR = 'data-after-paint';

/**
 * A classic-script function expression for the boot script (./page-scripts.ts calls it with the
 * document): it moves the links of every {@link AFTER_PAINT_ATTR} template into the head, removes
 * the templates, and returns an array of promises, one per stylesheet, settled by its `load` or
 * `error` (handlers set as properties: the page's CSP allows no inline handler attributes).
 */
export const AFTER_PAINT_LINKS = `(function(d){var w=[];[].forEach.call(d.querySelectorAll('template[${AFTER_PAINT_ATTR}]'),function(t){[].forEach.call(t.content.querySelectorAll('link[rel=stylesheet]'),function(l){w.push(new Promise(function(y){l.onload=l.onerror=y}))});d.head.appendChild(t.content);t.remove()});return w})`;
