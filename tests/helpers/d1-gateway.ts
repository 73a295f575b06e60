/**
 * The real local D1 of a test platform, reached in one round trip per statement.
 *
 * wrangler's getPlatformProxy hands Node a proxy of the D1 binding on which every step is a call
 * into workerd: `prepare` and `bind` are synchronous calls (a worker thread blocked on Atomics)
 * and each property read of a new statement is one more. The platform tests spent most of their
 * CPU there (measured: `SELECT ?` bound and read 500 times took 7.4 s through the proxy, 9 ms of
 * Node's CPU each, and 2.0 s here). Here Miniflare (the library under wrangler) runs the same D1,
 * workerd's, in memory, behind a small Worker (./d1-gateway-worker.js); `prepare` and `bind` stay
 * in Node and only `first`, `all`, `run`, `raw`, `batch` and `exec` cross, each as one request.
 * Errors come back with D1's message and cause, so the platform's busy-retry
 * (src/platform/lib/d1-busy.ts) reads them as it reads D1's.
 */
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

type Op =
  | { kind: 'first'; sql: string; params: unknown[]; column?: string }
  | { kind: 'all' | 'run'; sql: string; params: unknown[] }
  | { kind: 'raw'; sql: string; params: unknown[]; columnNames: boolean }
  | { kind: 'batch'; statements: { sql: string; params: unknown[] }[] }
  | { kind: 'exec'; sql: string };
type Send = (op: Op) => Promise<unknown>;
/** How a bound `undefined` crosses to the Worker, which binds it as such (./d1-gateway-worker.js). */
const UNDEFINED = { $undefined: true };

/** A statement: its SQL and bound values, kept in Node until it runs. */
class GatewayStatement {
  constructor(
    private readonly send: Send,
    readonly sql: string,
    readonly params: unknown[] = [],
  ) {}
  bind(...values: unknown[]): GatewayStatement {
    // D1 binds booleans as 1 and 0 and refuses undefined: both are left to workerd's D1, so
    // undefined crosses as a marker (JSON would turn it into null, which D1 accepts).
    return new GatewayStatement(
      this.send,
      this.sql,
      values.map((v) => (v === undefined ? UNDEFINED : v)),
    );
  }
  first<T = unknown>(column?: string): Promise<T | null> {
    return this.send({ kind: 'first', sql: this.sql, params: this.params, ...(column === undefined ? {} : { column }) }) as Promise<T | null>;
  }
  all<T = unknown>(): Promise<D1Result<T>> {
    return this.send({ kind: 'all', sql: this.sql, params: this.params }) as Promise<D1Result<T>>;
  }
  run<T = unknown>(): Promise<D1Result<T>> {
    return this.send({ kind: 'run', sql: this.sql, params: this.params }) as Promise<D1Result<T>>;
  }
  raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[]> {
    return this.send({ kind: 'raw', sql: this.sql, params: this.params, columnNames: options?.columnNames === true }) as Promise<T[]>;
  }
}

/**
 * Starts workerd with an empty in-memory D1 (`DB`) and R2 bucket (`FILES`). Answers the D1 as a
 * `D1Database` (one request per statement or batch), the bucket (Miniflare's proxy; the tests
 * store few files) and `dispose`. Throws what D1 throws, as an Error with D1's message and cause.
 */
export async function startD1Gateway(): Promise<{ DB: D1Database; FILES: R2Bucket; dispose: () => Promise<void> }> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      scriptPath: 'tests/helpers/d1-gateway-worker.js',
      compatibilityDate: '2026-11-01',
      d1Databases: { DB: 'test-db' },
      r2Buckets: ['FILES'],
    }),
  );
  const url = await mf.ready;
  const send: Send = async (op) => {
    const res = await mf.dispatchFetch(url, { method: 'POST', body: JSON.stringify(op) });
    const answer = (await res.json()) as { value?: unknown; error?: { message: string; cause?: string } };
    if (answer.error) throw new Error(answer.error.message, answer.error.cause === undefined ? undefined : { cause: new Error(answer.error.cause) });
    return answer.value;
  };
  const unsupported = (what: string) => () => {
    throw new Error(`${what} is not available on the tests' D1 gateway`);
  };
  const db = {
    prepare: (sql: string) => new GatewayStatement(send, sql),
    batch: (statements: GatewayStatement[]) => send({ kind: 'batch', statements: statements.map((s) => ({ sql: s.sql, params: s.params })) }),
    exec: (sql: string) => send({ kind: 'exec', sql }),
    dump: unsupported('dump'),
    withSession: unsupported('withSession'),
  } as unknown as D1Database;
  // Miniflare types the bucket with its own copy of the Workers types; it is the same R2 binding.
  const files = (await mf.getR2Bucket('FILES')) as unknown as R2Bucket;
  return { DB: db, FILES: files, dispose: () => mf.dispose() };
}
