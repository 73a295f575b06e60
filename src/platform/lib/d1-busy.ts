/**
 * A busy database is retried, never answered as a crash (DESIGN.md "Sandbox platform"; D1 is
 * single-writer). Locally the portal and the cron Worker share one SQLite file, and a statement
 * that finds it locked fails with `database is locked` (SQLITE_BUSY); D1 itself answers
 * `D1 DB is overloaded` when its queue is full. Both mean the statement was not executed: SQLite
 * takes its lock before writing and rolls a failed statement or batch back whole (a D1 batch is
 * one transaction), and an overloaded D1 never started it. So repeating exactly that statement or
 * batch cannot write anything twice, while repeating a whole request could (its earlier writes
 * already landed). {@link withBusyRetry} therefore wraps the D1 binding: each `run`, `first`,
 * `all`, `raw`, `batch` and `exec` is tried up to {@link BUSY_ATTEMPTS} times with a short
 * back-off, and only on those busy errors; any other error (a constraint, a trigger's refusal,
 * a lost connection whose outcome is unknown) is thrown at once, as before. When the database stays
 * busy the call throws {@link DatabaseBusyError}: the platform answers it 503 `error_busy` with
 * Retry-After (src/platform/index.ts), the cron tick leaves the job for the next tick
 * (src/platform/cron/tick.ts). Money stays safe either way: ledger writes are keyed, so a
 * member's retry of the whole request replays instead of paying twice.
 */

/** Tries of one statement or batch before giving up (the first plus three retries). */
export const BUSY_ATTEMPTS = 4;
/** Waits before the 2nd, 3rd and 4th try, in ms (jittered up to +50 %). */
export const BUSY_BACKOFF_MS: readonly number[] = [25, 75, 200];
/** Seconds a caller is asked to wait after a busy answer (Retry-After). */
export const BUSY_RETRY_AFTER_S = 2;

const BUSY_MESSAGE = /database is locked|SQLITE_BUSY|D1 DB is overloaded/i;

/** True when `err` says the database was busy and the statement did not run. */
export function isBusyError(err: unknown): boolean {
  if (err instanceof DatabaseBusyError) return true;
  return BUSY_MESSAGE.test(err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err));
}

/** The database stayed busy through every try; `cause` is the last busy error. */
export class DatabaseBusyError extends Error {
  constructor(cause: unknown) {
    super(`database busy after ${BUSY_ATTEMPTS} tries: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseBusyError';
  }
}

/** How to wait between tries (tests pass one that does not sleep). */
export type Sleep = (ms: number) => Promise<void>;
const sleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `op`, again after a back-off while it fails busy; throws DatabaseBusyError at the end. */
export async function retryBusy<T>(op: () => Promise<T>, wait: Sleep = sleep): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (!isBusyError(err) || err instanceof DatabaseBusyError) throw err;
      if (attempt >= BUSY_ATTEMPTS) throw new DatabaseBusyError(err);
      const base = BUSY_BACKOFF_MS[attempt - 1] ?? BUSY_BACKOFF_MS[BUSY_BACKOFF_MS.length - 1]!;
      await wait(base + Math.floor(Math.random() * base * 0.5));
    }
  }
}

const WRAPPED = Symbol.for('portal.d1.busyRetry');

/** A prepared statement whose reads and writes retry while the database is busy. */
class RetryingStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly wait: Sleep,
  ) {}
  bind(...values: unknown[]): RetryingStatement {
    return new RetryingStatement(this.inner.bind(...values), this.wait);
  }
  first(column?: string): Promise<unknown> {
    return retryBusy(() => (column === undefined ? this.inner.first() : this.inner.first(column)), this.wait);
  }
  run(): Promise<D1Result> {
    return retryBusy(() => this.inner.run(), this.wait);
  }
  all(): Promise<D1Result> {
    return retryBusy(() => this.inner.all(), this.wait);
  }
  raw(options?: { columnNames?: boolean }): Promise<unknown> {
    return retryBusy(() => (options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw()), this.wait);
  }
}

const unwrap = (s: D1PreparedStatement): D1PreparedStatement => (s instanceof RetryingStatement ? s.inner : s);

/**
 * `db` with every statement and batch retried while the database is busy (see the module
 * comment). Wrapping a wrapped binding returns it unchanged, so nested callers (the dev tick
 * inside a platform request) never multiply the tries. `wait` is for tests.
 */
export function withBusyRetry(db: D1Database, wait: Sleep = sleep): D1Database {
  if ((db as unknown as Record<symbol, unknown>)[WRAPPED]) return db;
  const wrapped = {
    [WRAPPED]: true,
    prepare: (query: string) => new RetryingStatement(db.prepare(query), wait) as unknown as D1PreparedStatement,
    batch: <T = unknown>(statements: D1PreparedStatement[]) => retryBusy(() => db.batch<T>(statements.map(unwrap)), wait),
    exec: (query: string) => retryBusy(() => db.exec(query), wait),
    dump: () => db.dump(),
    // Sessions (read replication) are not used by the platform; one would get no retries.
    withSession: (constraintOrBookmark?: string) => db.withSession(constraintOrBookmark),
  };
  return wrapped as unknown as D1Database;
}
