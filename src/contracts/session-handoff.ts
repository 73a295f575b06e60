/**
 * The marker of a session handed off through the URL (SPEC §4 "A token in the URL query triggers
 * loading of login info"; DESIGN.md session; issue 3 item 9). The edge turns `?token=…` into the
 * HttpOnly session cookie and, since page JavaScript cannot see that cookie, also sets this
 * short-lived, non-secret marker cookie: the header island hydrates at once and loads the member,
 * then deletes the marker. Shared by the edge and the browser.
 */

/** Name of the marker cookie (value `1`). */
export const HANDOFF_COOKIE = 'session_handoff';
/** Its lifetime in seconds: enough for the page after the redirect to load. */
export const HANDOFF_COOKIE_MAX_AGE = 120;
