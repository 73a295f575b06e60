/**
 * The first middleware of every Function request: gives the request an id
 * (answered as X-Request-Id, so a user's report can be found in the logs), writes one structured
 * JSON log line when the answer is ready (functions/_lib/log.ts: no tokens, cookies, IPs or query
 * values), and turns anything thrown further in into the edge's error answer (a 500 with the
 * security headers, functions/_lib/error-answer.ts), never a stack trace.
 */
import type { EdgeEnv } from './env.ts';
import { edgeErrorAnswer } from './error-answer.ts';
import { requestId, requestLogLine, writeLog } from './log.ts';

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
    const body = edgeErrorAnswer(pathname, 500);
    body.headers.set('x-request-id', id);
    return body;
  }
  writeLog(requestLogLine(context.request, response.status, Date.now() - started, id));
  const out = new Response(response.body, response);
  out.headers.set('x-request-id', id);
  return out;
};
