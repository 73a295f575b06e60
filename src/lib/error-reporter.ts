/**
 * The browser error reporter: a tiny inline script, in the head of every page
 * (src/layouts/BaseLayout.astro, whose CSP gets its hash), that sends window errors and unhandled
 * promise rejections to the edge, POST /edge/client-error (functions/_lib/client-error.ts), which
 * logs them. At most 5 reports per page view; message and stack are cut to size before sending; the page
 * is sent as its path only (never the query, which may carry a hand-off token) and the edge drops
 * the script URL's query; failures to send are ignored. Body: `{kind: 'error'|'unhandledrejection', message, source, line, col, stack, page}`.
 */

/** The endpoint the reporter posts to. */
export const CLIENT_ERROR_PATH = '/edge/client-error';

/**
 * The inline script's source (ES5, no dependencies). One listener for both events: `kind` is the
 * event type; reports go with navigator.sendBeacon (same origin, so the Origin header the
 * endpoint checks is sent; it survives the page unloading). Kept as small as it can be: every
 * page carries it, inside the JavaScript byte budgets of DESIGN.md.
 */
export const ERROR_REPORTER_SCRIPT = `(function(n){function r(e){var x=e.error||e.reason||{};n++<5&&navigator.sendBeacon('${CLIENT_ERROR_PATH}',JSON.stringify({kind:e.type,message:String(e.message||x.message||x).slice(0,500),source:e.filename,line:e.lineno,col:e.colno,stack:x.stack&&String(x.stack).slice(0,2e3),page:location.pathname}))}addEventListener('error',r);addEventListener('unhandledrejection',r)})(0)`;
