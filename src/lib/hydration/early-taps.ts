/**
 * No tap inside an island is lost before the island runtime has run (DESIGN.md: the server HTML
 * works before hydration). Astro's `<astro-island>` element and the `client:intent` directive load
 * with the page's scripts after the first paint (scripts/lib/island-scripts-html.ts,
 * ./page-scripts.ts; on a signed-out lite page at the first sign of use), so until then an island
 * is server HTML with nobody listening: a tap on the header's "Log in" would do nothing.
 * {@link EARLY_TAPS_SCRIPT}, inline in the head, holds such a tap (the controls the directive
 * itself holds: {@link HELD_TAP_TARGETS}) until the directive has armed that island
 * ({@link ISLAND_ARMED_ATTR}, {@link ISLAND_ARMED_EVENT}), then replays it there, where the
 * directive holds it again until React is live. Text typed meanwhile stays in the field and is
 * handed to React (./typed-values.ts).
 */

import { PAGE_SCRIPTS_BOOTED_EVENT } from './page-scripts.ts';
import { HELD_TAP_TARGETS, ISLAND_ARMED_ATTR, ISLAND_ARMED_EVENT } from './island-arming.ts';

/**
 * The inline head script (classic; its hash goes into each page's CSP in src/layouts/BaseLayout.astro).
 * In the capture phase, holds a click on a {@link HELD_TAP_TARGETS} control, or a submit, inside a
 * `client:intent` island that is not armed yet, and replays it (click, or requestSubmit for a form)
 * when that island dispatches {@link ISLAND_ARMED_EVENT}. Once the page's scripts have settled
 * ({@link PAGE_SCRIPTS_BOOTED_EVENT}) it holds nothing and forgets what it held: the runtime has run
 * by then, so an island still unarmed failed to load and stays plain HTML.
 */
export const EARLY_TAPS_SCRIPT = `(function(w,d){var h=[],on=1,I='astro-island[client="intent"]';function k(e){if(!on)return;var t=e.target,i=t&&t.closest&&t.closest(I);if(!i||i.hasAttribute(${JSON.stringify(ISLAND_ARMED_ATTR)}))return;var c=e.type==='submit'?t:t.closest(${JSON.stringify(HELD_TAP_TARGETS)});if(!c||c instanceof HTMLInputElement||(c instanceof HTMLAnchorElement&&!c.dataset.island))return;e.preventDefault();e.stopImmediatePropagation();h.push([c,e.type==='submit'])}w.addEventListener('click',k,true);w.addEventListener('submit',k,true);d.addEventListener(${JSON.stringify(ISLAND_ARMED_EVENT)},function(e){var i=e.target;h=h.filter(function(x){if(!i.contains(x[0]))return true;if(x[0].isConnected)x[1]?x[0].requestSubmit():x[0].click();return false})});d.addEventListener(${JSON.stringify(PAGE_SCRIPTS_BOOTED_EVENT)},function(){on=0;h=[]})})(window,document)`;
