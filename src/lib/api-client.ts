/**
 * The browser's API client (SPEC §7; DESIGN.md "One route table"): calls go to the portal's own origin (/wps/*, /lgw/*)
 * through the platform's fetch (a time-out, errors as values, no retries but of a read answered
 * 503 error_busy, so a wrapper library
 * would add ~4 KB gz to every page's login path and nothing else), shaped entirely by the route table: method, path, JSON body, form or query. The
 * table reaches the browser as src/generated/route-index.json (paths and methods only, written by
 * scripts/route-index.ts), because its zod schemas would cost every page ~10 KB gz; the edge proxy
 * checks each answer against the route's response schema instead, so a value that arrives here
 * has the contract's shape. Never throws: every outcome is an ApiResult, and a network failure or
 * an answer that is not an envelope becomes `error_network` or `error_upstream`, codes the UI
 * translates.
 */
import type * as z from 'zod/mini';
import type { ErrorEnvelope } from '../contracts/envelope.ts';
import { setKnownBalance } from './balance.ts';
import type { HttpMethod } from '../contracts/route-def.ts';
import type { RouteName, routes } from '../contracts/routes.ts';
import routeIndex from '../generated/route-index.json';

/** What the browser knows of a route: where and how to call it. */
/** A call as the browser knows it; `method` is omitted for GET. */
interface RouteEntry {
  path: string;
  method?: HttpMethod;
  form?: boolean;
}
const index = routeIndex as Partial<Record<RouteName, RouteEntry>>;
let areaIndex: Promise<Partial<Record<RouteName, RouteEntry>>> | null = null;

/**
 * The route entry of `name`: the core calls (sign-in, site, games) are bundled; the feature areas'
 * (member center, cashier, agent center, rewards, lottery) load once, with the first such call.
 */
async function routeEntry(name: RouteName): Promise<RouteEntry> {
  const core = index[name];
  if (core) return core;
  areaIndex ??= import('../generated/route-index-areas.json').then((m) => m.default as Partial<Record<RouteName, RouteEntry>>);
  return (await areaIndex)[name]!;
}

/** Value type of a route's successful answer (unknown where the table has no response schema). */
export type RouteValue<N extends RouteName> = (typeof routes)[N] extends { response: infer S extends z.ZodMiniType } ? z.infer<S> : unknown;

/**
 * Outcome of a call: the checked value, or an error code (a message key) with details. `balance`
 * is the main-wallet balance after a money-moving call (minor units), when the platform sent it;
 * it is already set on the header's `$balance` (src/lib/balance.ts).
 */
export type ApiResult<T> = { ok: true; value: T; balance?: number } | ApiFailure;

/** A failed outcome: `code` is a message key the UI translates, `status` the HTTP status (0: no answer). */
export interface ApiFailure {
  ok: false;
  code: string;
  message: string;
  status: number;
  details?: ErrorEnvelope['value'];
}

/**
 * What a page shows of data being fetched: loading flag, error code (a message key) or the value.
 * The one such shape in the client (`lib/ui/use-remote.ts` gives it for `lib/remote` reads).
 */
export interface AsyncValue<T> {
  loading: boolean;
  error: string | null;
  value: T | null;
}

/** Request time-out in ms; slow mobile networks get a generous one. */
export const API_TIMEOUT_MS = 20_000;

function pageLocale(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang;
}

/**
 * Calls route `name` with `input` (JSON body, a form body on form routes, or query parameters
 * for GET).
 * Resolves with `{ ok: true, value }` or `{ ok: false, code, message, status, details }`. A GET
 * answered 503 `error_busy` is asked again up to {@link BUSY_READ_RETRIES} times first.
 */
export async function callApi<N extends RouteName>(name: N, input?: Record<string, unknown>): Promise<ApiResult<RouteValue<N>>> {
  let def: RouteEntry;
  try {
    def = await routeEntry(name);
  } catch {
    return { ok: false, code: 'error_network', message: 'Network link abnormal.', status: 0 };
  }
  const method = def.method ?? 'GET';
  const isGet = method === 'GET';
  // A read the platform answered 503 error_busy (a database busy past its own tries,
  // src/platform/lib/d1-busy.ts) is asked again after the wait it names, a few times with growing
  // waits, before the page shows the translated busy text: reads change nothing, so repeating them
  // is safe. A write is not repeated here: its page shows the busy text and the player decides.
  for (let retry = 0; ; retry++) {
    const result = await attempt(def, method, isGet, input);
    if (!isGet || retry >= BUSY_READ_RETRIES || result.ok || result.status !== 503 || result.code !== 'error_busy') return result as ApiResult<RouteValue<N>>;
    await new Promise((resolve) => setTimeout(resolve, busyWaitMs(result.details?.retryAfter, retry)));
  }
}

/** Times a read answered 503 error_busy is asked again before the failure reaches the page. */
export const BUSY_READ_RETRIES = 2;
/** Longest wait before asking a busy read again, in ms (the platform asks for 2 s). */
export const BUSY_READ_MAX_WAIT_MS = 8_000;

/** The wait before retry `retry` (0-based) of a busy read: the answer's Retry-After (s, default 1) doubled each time, capped. */
export function busyWaitMs(retryAfterS: unknown, retry: number): number {
  const base = typeof retryAfterS === 'number' && Number.isFinite(retryAfterS) && retryAfterS > 0 ? retryAfterS * 1000 : 1000;
  return Math.min(base * 2 ** retry, BUSY_READ_MAX_WAIT_MS);
}

/** One request of a call and its outcome (see callApi). */
async function attempt(def: RouteEntry, method: HttpMethod, isGet: boolean, input?: Record<string, unknown>): Promise<ApiResult<unknown>> {
  let res: Response;
  try {
    // Absolute, so the request resolves the same in the browser and in the Node tests.
    const url = new URL(def.path, location.origin);
    if (isGet && input) for (const [k, v] of Object.entries(input)) url.searchParams.set(k, String(v));
    res = await fetch(
      new Request(url, {
        method,
        // Form routes (forgot by e-mail, §7.1) send form-encoded fields; the others JSON.
        body: isGet
          ? undefined
          : def.form
            ? new URLSearchParams(Object.entries(input ?? {}).map(([k, v]) => [k, String(v ?? '')]))
            : JSON.stringify(input ?? {}),
        headers: { 'x-locale': pageLocale(), accept: 'application/json', ...(isGet || def.form ? {} : { 'content-type': 'application/json' }) },
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
        credentials: 'same-origin',
      }),
    );
  } catch {
    return { ok: false, code: 'error_network', message: 'Network link abnormal.', status: 0 };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, code: 'error_upstream', message: 'Unexpected answer.', status: res.status };
  }
  const envelope = body as { success?: unknown; code?: unknown; message?: unknown; value?: unknown } | null;
  if (envelope?.success === false && typeof envelope.code === 'string') {
    return {
      ok: false,
      code: envelope.code,
      message: typeof envelope.message === 'string' ? envelope.message : '',
      status: res.status,
      details: (envelope.value ?? undefined) as ErrorEnvelope['value'],
    };
  }
  if (!res.ok || envelope?.success !== true) return { ok: false, code: 'error_upstream', message: 'Unexpected answer.', status: res.status };
  // A money-moving call carries the main-wallet balance after it (RouteDef `movesMoney`): the
  // header shows it at once, whichever page or component made the call (SPEC §2.3).
  const balance = (envelope as { balance?: unknown }).balance;
  if (typeof balance === 'number' && Number.isSafeInteger(balance)) {
    setKnownBalance(balance);
    return { ok: true, value: envelope.value, balance };
  }
  return { ok: true, value: envelope.value };
}
