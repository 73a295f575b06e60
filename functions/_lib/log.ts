/**
 * Structured JSON logs of the edge: one line per request with the request
 * id, method, path (query values redacted), route (the route-table name of an API call, else
 * `page`, `asset` or `edge`), status and duration in ms; error lines carry the same id. Never
 * logged: headers, cookies, tokens, bodies, IP addresses, query values (except a few harmless
 * ones such as page numbers). Cloudflare's Workers Logs / Logpush read these lines as JSON.
 */
import { findRoute } from '../../src/contracts/routes.ts';

/** Query parameters whose short, plain values are kept (paging and ids, nothing personal). */
const KEPT_QUERY = new Set(['page', 'pageSize', 'size', 'id', 'category', 'type', 'tab', 'device', 'lang']);
const PLAIN_VALUE = /^[\w.-]{0,32}$/;
const MAX_PATH = 300;

/**
 * `pathname?query` for logs: values of every query parameter outside KEPT_QUERY (token, sid,
 * phone, e-mail, to, code, …) become `[redacted]`; the whole string is capped at 300 characters.
 */
export function redactUrl(input: string | URL): string {
  let url: URL;
  try {
    url = new URL(input, 'http://x.invalid');
  } catch {
    return '[unparsable]';
  }
  const parts: string[] = [];
  for (const [k, v] of url.searchParams)
    parts.push(`${encodeURIComponent(k)}=${KEPT_QUERY.has(k) && PLAIN_VALUE.test(v) ? encodeURIComponent(v) : '[redacted]'}`);
  const out = `${url.pathname}${parts.length ? `?${parts.join('&')}` : ''}`;
  return out.length > MAX_PATH ? `${out.slice(0, MAX_PATH)}…` : out;
}

/**
 * Free text for logs (browser error messages and stacks): e-mail addresses, long digit runs
 * (phone and card numbers), JWT-like and long opaque strings, and `token=`/`sid=`-style values
 * become `[redacted]`; capped at `max` characters.
 */
export function redactText(text: string, max = 500): string {
  const out = text
    .replace(/([?&;\s](?:token|sid|session|password|code|key|secret|auth)[^=&\s]*=)[^&\s#"']*/gi, '$1[redacted]')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[redacted]')
    .replace(/eyJ[\w-]+\.[\w-]+(\.[\w-]+)?/g, '[redacted]')
    .replace(/\+?\d[\d\s-]{6,}\d/g, '[redacted]')
    .replace(/\b[A-Za-z0-9_~-]{32,}\b/g, '[redacted]');
  return out.length > max ? `${out.slice(0, max)}…` : out;
}

/** What a request is, for the `route` field. */
export function routeLabel(pathname: string): string {
  const found = findRoute(pathname);
  if (found) return found.name;
  if (/^\/(wps|lgw|lotto)\//.test(pathname)) return 'api-unknown';
  if (pathname.startsWith('/edge/')) return 'edge';
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html') ? 'page' : 'asset';
}

/** One request's log line. */
export interface RequestLogLine {
  level: 'info' | 'warn' | 'error';
  msg: 'request';
  id: string;
  method: string;
  path: string;
  route: string;
  status: number;
  ms: number;
  error?: string;
}

/** Builds the log line of one request (no I/O); `error` is the name and message of a thrown error. */
export function requestLogLine(request: Request, status: number, ms: number, id: string, error?: unknown): RequestLogLine {
  const url = new URL(request.url);
  const line: RequestLogLine = {
    level: error || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
    msg: 'request',
    id,
    method: request.method,
    path: redactUrl(url),
    route: routeLabel(url.pathname),
    status,
    ms: Math.round(ms),
  };
  if (error) line.error = redactText(error instanceof Error ? `${error.name}: ${error.message}` : String(error), 200);
  return line;
}

/** The header that carries the request id: on the answer, on the request below the log middleware, and upstream. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * The id of a request below the log middleware (which set REQUEST_ID_HEADER), else a fresh one
 * (a handler called on its own, as in unit tests).
 */
export function forwardedRequestId(request: Request): string {
  const id = request.headers.get(REQUEST_ID_HEADER);
  return id && /^[\w-]{1,64}$/.test(id) ? id : requestId(request);
}

/** The request id: Cloudflare's cf-ray when present (it ties the line to Cloudflare's trace), else a new UUID. */
export function requestId(request: Request): string {
  const ray = request.headers.get('cf-ray');
  return ray && /^[\w-]{1,64}$/.test(ray) ? ray : crypto.randomUUID();
}

/** Writes one JSON log line (console.log: Workers Logs parse JSON lines into fields). */
export function writeLog(line: object): void {
  console.log(JSON.stringify({ t: new Date().toISOString(), ...line }));
}

/** Fields of an event line: flat values only (ids, route names, statuses, field paths), never raw objects. */
export type LogFields = Record<string, string | number | boolean | null | undefined>;

/**
 * Writes one JSON event line `{t, level, msg, …fields, error?}` (console.error, console.warn or
 * console.log by level): `msg` a fixed kebab-case name
 * (e.g. `upstream-timeout`), `fields` flat values such as the request `id` and `route`, and `err`
 * reduced to its name and redacted message (never a stack, a raw object or a body).
 */
export function logEvent(level: 'info' | 'warn' | 'error', msg: string, fields: LogFields, err?: unknown): void {
  const line: Record<string, unknown> = { level, msg, ...fields };
  if (err !== undefined) line.error = redactText(err instanceof Error ? `${err.name}: ${err.message}` : String(err), 200);
  // The console method sets the level Workers Logs shows; the line itself is JSON either way.
  const text = JSON.stringify({ t: new Date().toISOString(), ...line });
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.log(text);
}
