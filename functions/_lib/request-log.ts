/**
 * The first middleware of every Function request (issue 13 item 14): gives the request an id
 * (answered as X-Request-Id, so a user's report can be found in the logs), writes one structured
 * JSON log line when the answer is ready (functions/_lib/log.ts: no tokens, cookies, IPs or query
 * values), and turns anything thrown further in into a plain 500 with the security headers,
 * never a stack trace.
 */
import { envelopeResponse, fail } from '../../src/contracts/envelope.ts';
import type { EdgeEnv } from './env.ts';
import { requestId, requestLogLine, writeLog } from './log.ts';
import { withSecurityHeaders } from './security-headers.ts';

/** Pages middleware: logs the request and sets X-Request-Id on the answer. */
export const logRequests: PagesFunction<EdgeEnv> = async (context) => {
  const started = Date.now();
  const id = requestId(context.request);
  const pathname = new URL(context.request.url).pathname;
  let response: Response;
  try {
    response = await context.next();
  } catch (err) {
    writeLog(requestLogLine(context.request, 500, Date.now() - started, id, err));
    const body = /^\/(wps|lgw|lotto|edge)\//.test(pathname)
      ? envelopeResponse(fail('error_internal', 'Something went wrong. Please try again.'), 500)
      : new Response('500', { status: 500, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
    body.headers.set('x-request-id', id);
    return withSecurityHeaders(body, pathname);
  }
  writeLog(requestLogLine(context.request, response.status, Date.now() - started, id));
  const out = new Response(response.body, response);
  out.headers.set('x-request-id', id);
  return out;
};
