/**
 * The browser error endpoint, POST /edge/client-error: the inline reporter of
 * src/lib/error-reporter.ts sends `{kind, message, source, line, col, stack, page}` for window
 * errors and unhandled rejections; this logs them as one JSON line (`msg: 'client-error'`,
 * redacted: functions/_lib/log.ts) and answers 204 with no body.
 * Refusals never reach the platform and never 500: 405 wrong method, 403 not from this origin,
 * 413 body over 8 KB, 429 over 10 reports a minute from one IP or 300 a minute in all (per
 * isolate, best effort: logs are not money), 400 not a report.
 */
import * as z from 'zod/mini';
import { clientIp } from './proxy.ts';
import { redactText, redactUrl, writeLog } from './log.ts';

/** Largest accepted body, bytes. */
export const MAX_REPORT_BYTES = 8 * 1024;
const PER_IP_PER_MINUTE = 10;
const TOTAL_PER_MINUTE = 300;

const reportSchema = z.object({
  kind: z.enum(['error', 'unhandledrejection']),
  message: z.string().check(z.maxLength(2000)),
  source: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  line: z.optional(z.nullable(z.int().check(z.gte(0)))),
  col: z.optional(z.nullable(z.int().check(z.gte(0)))),
  stack: z.optional(z.nullable(z.string().check(z.maxLength(MAX_REPORT_BYTES)))),
  page: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
});

/** A per-minute counter per key (an IP) and in all; `now` in ms. Exported for tests. */
export class MinuteLimiter {
  private window = -1;
  private total = 0;
  private byKey = new Map<string, number>();
  constructor(
    private perKey = PER_IP_PER_MINUTE,
    private all = TOTAL_PER_MINUTE,
  ) {}
  /** Counts one report for `key`; false when a limit is reached. */
  take(key: string, now: number): boolean {
    const minute = Math.floor(now / 60_000);
    if (minute !== this.window) {
      this.window = minute;
      this.total = 0;
      this.byKey.clear();
    }
    const n = this.byKey.get(key) ?? 0;
    if (n >= this.perKey || this.total >= this.all) return false;
    this.byKey.set(key, n + 1);
    this.total += 1;
    return true;
  }
}

const limiter = new MinuteLimiter();

/** Reads at most `max` bytes of the body; null when it is longer. */
async function readCapped(request: Request, max: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > max) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.byteLength;
  }
  return new TextDecoder().decode(all);
}

const empty = (status: number, headers?: HeadersInit) => new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });

/**
 * Handles one report; `log` receives the line (writeLog by default), `rate` the limiter. Never
 * throws.
 */
export async function handleClientError(
  request: Request,
  log: (line: object) => void = writeLog,
  rate: MinuteLimiter = limiter,
  now = Date.now(),
): Promise<Response> {
  try {
    if (request.method !== 'POST') return empty(405, { allow: 'POST' });
    const url = new URL(request.url);
    if (request.headers.get('origin') !== url.origin) return empty(403);
    if (!rate.take(clientIp(request), now)) return empty(429, { 'retry-after': '60' });
    const text = await readCapped(request, MAX_REPORT_BYTES);
    if (text === null) return empty(413);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return empty(400);
    }
    const parsed = reportSchema.safeParse(data);
    if (!parsed.success) return empty(400);
    const r = parsed.data;
    log({
      level: 'warn',
      msg: 'client-error',
      id: request.headers.get('cf-ray') ?? undefined,
      kind: r.kind,
      message: redactText(r.message, 500),
      source: r.source ? redactUrl(r.source) : undefined,
      line: r.line ?? undefined,
      col: r.col ?? undefined,
      stack: r.stack ? redactText(r.stack, 2000) : undefined,
      page: r.page ? redactUrl(r.page) : undefined,
    });
    return empty(204);
  } catch {
    return empty(400);
  }
}
