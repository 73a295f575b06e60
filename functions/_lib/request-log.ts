/**
 * The first middleware of every Function request: gives the request an id
 * (answered as X-Request-Id, so a user's report can be found in the logs, and set as X-Request-Id
 * on the request the later handlers see, replacing any the visitor sent: the proxy forwards it
 * upstream and tags its own lines with it), writes one structured
 * JSON log line when the answer is ready (functions/_lib/log.ts: no tokens, cookies, IPs or query
 * values), and turns anything thrown further in into the edge's error answer (a 500 with the
 * security headers, functions/_lib/error-answer.ts), never a stack trace.
 */
import type { EdgeEnv } from './env.ts';
import { edgeErrorAnswer } from './error-answer.ts';
import { REQUEST_ID_HEADER, requestId, requestLogLine, writeLog } from './log.ts';

/** Pages middleware: logs the request and sets X-Request-Id on the answer. */
export const logRequests: PagesFunction<EdgeEnv> = async (context) => {
  const started = Date.now();
  const id = requestId(context.request);
  const pathname = new URL(context.request.url).pathname;
  const forwarded = new Request(context.request);
  forwarded.headers.set(REQUEST_ID_HEADER, id);
  let response: Response;
  try {
    response = await context.next(forwarded);
  } catch (err) {
    writeLog(requestLogLine(context.request, 500, Date.now() - started, id, err));
    const body = edgeErrorAnswer(pathname, 500);
    body.headers.set('x-request-id', id);
    return body;
  }
  writeLog(requestLogLine(context.request, response.status, Date.now() - started, id));
  const out = new Response(response.body, response);
  out.headers.set('x-request-id', id);
  return out;
};
