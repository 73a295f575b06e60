/**
 * The page's own scripts load after its first paint (DESIGN.md budgets: Lighthouse mobile LCP at
 * most 1.0 s; docs/decisions.md "Page scripts after the first paint").
 *
 * Astro writes each component's `<script>` as a `<script type="module" src>` tag. The browser
 * fetches those while it still parses and lays out the page, so on a slow network they share the
 * line with the HTML, and a fast fetch runs them before the first frame. None of them draws
 * anything: they wire up the side menu, theme toggle, carousels, tabs, overlay links and filters.
 * So the build (scripts/finish-pages.ts) moves their URLs into one JSON data block,
 * {@link PAGE_SCRIPTS_ID}, and {@link PAGE_SCRIPTS_BOOT}, inline in the head, imports them once the
 * document is parsed and a frame has been painted, together with the head's links that wait for
 * the first paint (the page's whole stylesheet, the manifest: ./after-paint.ts).
 *
 * A tap on a control those scripts drive ({@link HELD_CONTROLS}) that comes before they have run
 * is held and replayed once they have (as `client:intent` does for islands), so no early tap is
 * lost on a slow phone; a failed script still releases the held taps (a link then just follows its
 * href). When the scripts have run, `<html>` gets `data-booted`. Astro's island runtime is among
 * them (scripts/lib/island-scripts-html.ts); taps inside islands are held until it has run by
 * ./early-taps.ts.
 *
 * In lite mode (`<html data-lite>`, src/lib/lite-mode.ts) a signed-out visitor's page waits for the
 * first sign of use instead ({@link INTENT_EVENTS}: a touch, a pointer press, a key, a focus) and
 * carries `data-boot="intent"` until then: a visit that only reads moves no script at all (DESIGN.md
 * "Budgets": lite at most half the bytes), and the tap that wakes the scripts is held and replayed
 * as above. A signed-in page (`data-member`) loads them after the first paint as usual, since they
 * show the member's side of the page (src/lib/footer-referral.ts).
 */

import { AFTER_PAINT_LINKS } from './after-paint.ts';

/** Dispatched on `document` once the page's scripts have settled (with `data-booted` set on `<html>`). */
export const PAGE_SCRIPTS_BOOTED_EVENT = 'portal:booted';

/** Id of the JSON data block (`<script type="application/json">`, an array of script URLs) the build writes. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * Controls that only the page's scripts make work: plain buttons and overlay links outside islands
 * (islands hold their own taps: src/lib/hydration/intent-directive.ts) and outside an open login
 * shell (src/lib/hydration/shell.ts).
 */
const HELD_CONTROLS = 'button[type=button],[data-overlay]';

/** Elements whose controls are not held: islands and the login shell. */
const NOT_HELD_INSIDE = 'astro-island,[data-shell-open]';

/**
 * Longest wait (ms) after the document is parsed before the scripts load anyway, for a tab
 * that paints no frame (opened in the background: animation frames wait until it is shown).
 */
const BOOT_FALLBACK_MS = 1000;

/** Events that wake a lite page's scripts (window, capture phase): the first sign the visitor uses the page. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'];

/** Value of `<html data-boot>` while a lite page waits for {@link INTENT_EVENTS} (the e2e fixture treats it as settled). */
export const BOOT_ON_INTENT = 'intent';

/**
 * The inline boot script (classic script, no dependencies; its hash goes into each page's CSP in
 * src/layouts/BaseLayout.astro). Holds clicks on {@link HELD_CONTROLS} in the capture phase until
 * the scripts have run; after DOMContentLoaded waits for the next frame after the first (two
 * animation frames: the first one's paint has then been presented) and the task after it, or on a
 * signed-out lite page for the first of {@link INTENT_EVENTS}, then adds the head's after-paint
 * links (./after-paint.ts) and imports every URL of the {@link PAGE_SCRIPTS_ID} block at once, sets
 * `data-booted` on `<html>` and dispatches {@link PAGE_SCRIPTS_BOOTED_EVENT} when all have settled
 * (the stylesheets loaded or failed, the scripts run or failed), and replays the held clicks in order.
 */
export const PAGE_SCRIPTS_BOOT = `(function(d,w){var r=d.documentElement,h=[],b=0;function k(e){var t=e.target;t=t&&t.closest&&t.closest(${JSON.stringify(HELD_CONTROLS)});if(!t||t.closest(${JSON.stringify(NOT_HELD_INSIDE)}))return;e.preventDefault();e.stopImmediatePropagation();h.push(t)}w.addEventListener('click',k,true);function g(){if(b++)return;var s=d.getElementById(${JSON.stringify(PAGE_SCRIPTS_ID)}),u=s?JSON.parse(s.textContent):[];Promise.allSettled(${AFTER_PAINT_LINKS}(d).concat(u.map(function(x){return import(x)}))).then(function(){r.setAttribute('data-booted','');d.dispatchEvent(new Event(${JSON.stringify(PAGE_SCRIPTS_BOOTED_EVENT)}));w.removeEventListener('click',k,true);h.forEach(function(t){t.isConnected&&t.click()})})}function p(){if(r.hasAttribute('data-lite')&&!r.hasAttribute('data-member')){r.setAttribute('data-boot',${JSON.stringify(BOOT_ON_INTENT)});${JSON.stringify(INTENT_EVENTS)}.forEach(function(e){w.addEventListener(e,g,{capture:true,passive:true})});return}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g,0)})});setTimeout(g,${BOOT_FALLBACK_MS})}d.readyState==='loading'?d.addEventListener('DOMContentLoaded',p):p()})(document,window)`;
