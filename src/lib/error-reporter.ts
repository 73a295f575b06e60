/**
 * The browser error reporter (issue 13 item 14): a tiny inline script, in the head of every page
 * (src/layouts/BaseLayout.astro, whose CSP gets its hash), that sends window errors and unhandled
 * promise rejections to the edge, POST /edge/client-error (functions/_lib/client-error.ts), which
 * logs them. At most 5 reports per page view; fields are cut to size before sending; the page is
 * sent as its path only (never the query, which may carry a hand-off token); failures to send
 * are ignored. Body: `{kind: 'error'|'unhandledrejection', message, source, line, col, stack, page}`.
 */

/** The endpoint the reporter posts to. */
export const CLIENT_ERROR_PATH = '/edge/client-error';

/** The inline script's source (ES5, no dependencies, about 700 bytes). */
export const ERROR_REPORTER_SCRIPT = `(function(){var n=0;function s(v,m){return v==null?null:String(v).slice(0,m)}function r(k,m,f,l,c,st){if(n++>=5)return;try{fetch('${CLIENT_ERROR_PATH}',{method:'POST',keepalive:true,headers:{'content-type':'application/json'},body:JSON.stringify({kind:k,message:s(m,500)||'',source:f?s(String(f).split(/[?#]/)[0],300):null,line:l>=0?l|0:null,col:c>=0?c|0:null,stack:s(st,2000),page:location.pathname.slice(0,300)})})['catch'](function(){})}catch(e){}}addEventListener('error',function(e){if(e&&e.message)r('error',e.message,e.filename,e.lineno,e.colno,e.error&&e.error.stack)});addEventListener('unhandledrejection',function(e){var x=e&&e.reason;r('unhandledrejection',x&&x.message||x,null,-1,-1,x&&x.stack)})})()`;
