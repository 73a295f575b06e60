/**
 * The upstream platform behind the proxy and the gate: env.PLATFORM (service binding), else
 * env.PLATFORM_URL (any HTTPS origin), else the embedded sandbox platform on D1 (DESIGN.md), which
 * an own-platform build leaves out (`#sandbox`, ./sandbox.ts).
 */
import { sandboxFetch } from '#sandbox';
import type { EdgeEnv } from './env.ts';

/** Which upstream answers: 'binding', 'url' or 'sandbox'. */
export function upstreamKind(env: EdgeEnv): 'binding' | 'url' | 'sandbox' {
  if (env.PLATFORM) return 'binding';
  if (env.PLATFORM_URL) return 'url';
  return 'sandbox';
}

/** How long the edge waits for a remote upstream's answer when UPSTREAM_TIMEOUT_MS does not say (ms). */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 8000;

/** The upstream answered nothing within the timeout; the proxy answers 504. */
export class UpstreamTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'UpstreamTimeout';
  }
}

/** UPSTREAM_TIMEOUT_MS as a positive number of ms, else {@link DEFAULT_UPSTREAM_TIMEOUT_MS}. */
export function upstreamTimeoutMs(env: EdgeEnv): number {
  const ms = Number(env.UPSTREAM_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : DEFAULT_UPSTREAM_TIMEOUT_MS;
}

/**
 * Sends `request` (already addressed to a path such as /wps/member/info) to the upstream.
 * A remote upstream (PLATFORM binding, PLATFORM_URL) gets the Origin of the URL it is sent to, as
 * a same-origin browser call would carry: a platform that checks Origin on state-changing calls
 * (another portal instance's edge does, 403 error_csrf) accepts the edge's calls. It must answer
 * within {@link upstreamTimeoutMs}, else this rejects with {@link UpstreamTimeout} (the request
 * is aborted). Network failures reject; the caller turns them into error_upstream.
 */
export async function upstreamFetch(request: Request, env: EdgeEnv): Promise<Response> {
  const kind = upstreamKind(env);
  if (kind === 'sandbox') return sandboxFetch(request, env);
  const ms = upstreamTimeoutMs(env);
  const controller = new AbortController();
  const target = kind === 'url' ? new URL(new URL(request.url).pathname + new URL(request.url).search, env.PLATFORM_URL) : new URL(request.url);
  const outgoing = new Request(target, request);
  outgoing.headers.set('origin', target.origin);
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The race answers even when the fetcher does not honour the signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new UpstreamTimeout(ms));
    }, ms);
  });
  try {
    const answer = kind === 'binding' ? env.PLATFORM!.fetch(outgoing, { signal: controller.signal }) : fetch(outgoing, { signal: controller.signal });
    return await Promise.race([answer, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
