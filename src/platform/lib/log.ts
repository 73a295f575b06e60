/**
 * The sandbox platform's event lines: one JSON line per event, like the edge's
 * (functions/_lib/log.ts), so Workers Logs parse them into fields. Fields are flat values (the
 * request id the edge forwarded as X-Request-Id, the route name, ids); an error is reduced to its
 * name and message, capped at 200 characters (never a stack or a raw object, which could carry a
 * member's data).
 */

/** Flat values of an event line. */
export type PlatformLogFields = Record<string, string | number | boolean | null | undefined>;

/** Writes `{t, level, msg, …fields, error?}` as one JSON line (console.error for errors, else console.log). */
export function logPlatformEvent(level: 'info' | 'warn' | 'error', msg: string, fields: PlatformLogFields, err?: unknown): void {
  const line: Record<string, unknown> = { t: new Date().toISOString(), level, msg, ...fields };
  if (err !== undefined) {
    const text = err instanceof Error ? `${err.name}: ${err.message}` : typeof err === 'string' ? err : JSON.stringify(err);
    line.error = text.length > 200 ? `${text.slice(0, 200)}…` : text;
  }
  const out = JSON.stringify(line);
  if (level === 'error') console.error(out);
  else if (level === 'warn') console.warn(out);
  else console.log(out);
}
