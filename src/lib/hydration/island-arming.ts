/**
 * What the `client:intent` directive (./intent-directive.ts) and the head's early-taps script
 * (./early-taps.ts) agree on: which taps are held, and how an island says it is armed. Its own
 * module, holding only these strings, so the directive's bundle does not carry the head scripts.
 */

/**
 * The controls a tap on which the directive holds until hydration (src/lib/hydration/intent-directive.ts):
 * a checkbox or radio button among them is the browser's to tick at once, and a link without
 * `data-island` is followed as a plain link; neither is held.
 */
export const HELD_TAP_TARGETS = 'button, a[href], [role="button"], [role="tab"], input[type="checkbox"], input[type="radio"]';

/** Set on an `<astro-island>` once the directive listens on it. */
export const ISLAND_ARMED_ATTR = 'data-armed';

/** Dispatched (bubbling) by an `<astro-island>` once the directive listens on it. */
export const ISLAND_ARMED_EVENT = 'portal:island-armed';
