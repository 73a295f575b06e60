/**
 * The marker of a session handed off through the URL (SPEC §4 "A token in the URL query triggers
 * loading of login info"; DESIGN.md session). The edge turns `?token=…` into the
 * HttpOnly session cookie and, since page JavaScript cannot see that cookie, also sets this
 * short-lived, non-secret marker cookie: the header island hydrates at once and loads the member,
 * then deletes the marker. Shared by the edge and the browser.
 */

/** Name of the marker cookie (value `1`). */
export const HANDOFF_COOKIE = 'session_handoff';
/** Its lifetime in seconds: enough for the page after the redirect to load. */
export const HANDOFF_COOKIE_MAX_AGE = 120;

/**
 * A hand-off link opened over a live session of another member is not applied at once (SPEC §4
 * URL token): the edge keeps the link's token in this HttpOnly cookie and asks the user first.
 */
export const HANDOFF_PENDING_COOKIE = 'handoff_pending';
/** The readable cookie naming the link's account, so the page can ask "continue as …?". */
export const HANDOFF_ASK_COOKIE = 'handoff_ask';
/** How long the question stays open, in seconds. */
export const HANDOFF_ASK_MAX_AGE = 300;
/** The edge call that answers the question: POST `{ accept: boolean }` (functions/edge/handoff.ts). */
export const HANDOFF_ANSWER_PATH = '/edge/handoff';
