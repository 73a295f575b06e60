/**
 * The browser's API client (issue 2 item 4): calls go to the portal's own origin (/wps/*, /lgw/*)
 * through ky, shaped entirely by the route table: method, path, JSON body or query, and the zod
 * schema that checks the answer's value. Never throws: every outcome is an ApiResult, and a
 * network failure or an answer that breaks the contract becomes `error_network` or
 * `error_upstream`, codes the UI translates.
 */
import ky from 'ky';
import type * as z from 'zod/mini';
import { errorEnvelopeSchema, type ErrorEnvelope } from '../contracts/envelope.ts';
import { routes, type RouteDef, type RouteName } from '../contracts/routes.ts';

/** Value type of a route's successful answer (unknown where the table has no response schema). */
export type RouteValue<N extends RouteName> = (typeof routes)[N] extends { response: infer S extends z.ZodMiniType } ? z.infer<S> : unknown;

/** Outcome of a call: the checked value, or an error code (a message key) with details. */
export type ApiResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: string; message: string; status: number; details?: ErrorEnvelope['value'] };

/** Request time-out in ms; slow mobile networks get a generous one. */
export const API_TIMEOUT_MS = 20_000;

function pageLocale(): string {
  return typeof document === 'undefined' ? '' : document.documentElement.lang;
}

/**
 * Calls route `name` with `input` (JSON body, a form body on form routes, or query parameters
 * for GET).
 * Resolves with `{ ok: true, value }` or `{ ok: false, code, message, status, details }`.
 */
export async function callApi<N extends RouteName>(name: N, input?: Record<string, unknown>): Promise<ApiResult<RouteValue<N>>> {
  const def: RouteDef = routes[name];
  const isGet = def.method === 'GET';
  let res: Response;
  try {
    // Absolute, so the request resolves the same in the browser and in the Node tests.
    res = await ky(new URL(def.path, location.origin).toString(), {
      method: def.method,
      // Form routes (forgot by e-mail, §7.1) send form-encoded fields; the others JSON.
      json: isGet || def.form ? undefined : (input ?? {}),
      body: !isGet && def.form ? new URLSearchParams(Object.entries(input ?? {}).map(([k, v]) => [k, String(v ?? '')])) : undefined,
      searchParams: isGet && input ? Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) : undefined,
      headers: { 'x-locale': pageLocale(), accept: 'application/json' },
      throwHttpErrors: false,
      retry: 0,
      timeout: API_TIMEOUT_MS,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, code: 'error_network', message: 'Network link abnormal.', status: 0 };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { ok: false, code: 'error_upstream', message: 'Unexpected answer.', status: res.status };
  }
  const failure = errorEnvelopeSchema.safeParse(body);
  if (failure.success) return { ok: false, code: failure.data.code, message: failure.data.message, status: res.status, details: failure.data.value };
  const value = (body as { success?: boolean; value?: unknown })?.success === true ? (body as { value: unknown }).value : undefined;
  const schema = 'response' in def ? (def.response as z.ZodMiniType) : undefined;
  const parsed = schema ? schema.safeParse(value) : { success: value !== undefined || res.ok, data: value };
  if (!res.ok || !parsed.success) return { ok: false, code: 'error_upstream', message: 'Unexpected answer.', status: res.status };
  return { ok: true, value: parsed.data as RouteValue<N> };
}
