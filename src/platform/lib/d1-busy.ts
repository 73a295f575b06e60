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
 *
 * D1 also fails a statement now and then with a transient error of its own (Cloudflare's D1
 * "Retry queries" list: `Network connection lost`, `storage caused object to be reset`, `reset
 * because its code was updated`). Its outcome is unknown, so a write is not repeated (it answers
 * 500 as before), but a read-only statement (SELECT) changes nothing and is repeated like a busy
 * one: a member's balance, points or unread count never fails on a blip (D1 itself repeats
 * read-only queries twice; these tries come on top). A read still failing after every try answers
 * 503 error_busy like a busy database.
 */

/** Tries of one statement or batch before giving up (the first plus three retries). */
export const BUSY_ATTEMPTS = 4;
/** Waits before the 2nd, 3rd and 4th try, in ms (jittered up to +50 %). */
export const BUSY_BACKOFF_MS: readonly number[] = [25, 75, 200];
/** Seconds a caller is asked to wait after a busy answer (Retry-After). */
export const BUSY_RETRY_AFTER_S = 2;

const BUSY_MESSAGE = /database is locked|SQLITE_BUSY|D1 DB is overloaded/i;
const TRANSIENT_MESSAGE = /Network connection lost|storage caused object to be reset|reset because its code was updated/i;
/** A statement that only reads: repeating it cannot write anything, whatever its first try did. */
const READ_ONLY = /^\s*(SELECT|EXPLAIN)\b/i;

const errorText = (err: unknown) => (err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err));

/** True when `err` says the database was busy and the statement did not run. */
export function isBusyError(err: unknown): boolean {
  if (err instanceof DatabaseBusyError) return true;
  return BUSY_MESSAGE.test(errorText(err));
}

/** True when `err` is one of D1's transient errors (outcome unknown; safe to repeat only for a read). */
export function isTransientError(err: unknown): boolean {
  return TRANSIENT_MESSAGE.test(errorText(err));
}

/** What a read-only statement repeats on: a busy database or a transient D1 error. */
const readRetryable = (err: unknown) => isBusyError(err) || isTransientError(err);

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

/**
 * Runs `op`, again after a back-off while it fails with an error `retryable` accepts (default: busy);
 * throws DatabaseBusyError at the end.
 */
export async function retryBusy<T>(op: () => Promise<T>, wait: Sleep = sleep, retryable: (err: unknown) => boolean = isBusyError): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (!retryable(err) || err instanceof DatabaseBusyError) throw err;
      if (attempt >= BUSY_ATTEMPTS) throw new DatabaseBusyError(err);
      const base = BUSY_BACKOFF_MS[attempt - 1] ?? BUSY_BACKOFF_MS[BUSY_BACKOFF_MS.length - 1]!;
      await wait(base + Math.floor(Math.random() * base * 0.5));
    }
  }
}

const WRAPPED = Symbol.for('portal.d1.busyRetry');

/**
 * A prepared statement whose reads and writes retry while the database is busy; a read-only one
 * also retries D1's transient errors.
 */
class RetryingStatement {
  private readonly retryable: (err: unknown) => boolean;
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly wait: Sleep,
    private readonly readOnly: boolean,
  ) {
    this.retryable = readOnly ? readRetryable : isBusyError;
  }
  bind(...values: unknown[]): RetryingStatement {
    return new RetryingStatement(this.inner.bind(...values), this.wait, this.readOnly);
  }
  first(column?: string): Promise<unknown> {
    return retryBusy(() => (column === undefined ? this.inner.first() : this.inner.first(column)), this.wait, this.retryable);
  }
  run(): Promise<D1Result> {
    return retryBusy(() => this.inner.run(), this.wait, this.retryable);
  }
  all(): Promise<D1Result> {
    return retryBusy(() => this.inner.all(), this.wait, this.retryable);
  }
  raw(options?: { columnNames?: boolean }): Promise<unknown> {
    return retryBusy(() => (options?.columnNames ? this.inner.raw({ columnNames: true }) : this.inner.raw()), this.wait, this.retryable);
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
    prepare: (query: string) => new RetryingStatement(db.prepare(query), wait, READ_ONLY.test(query)) as unknown as D1PreparedStatement,
    batch: <T = unknown>(statements: D1PreparedStatement[]) => retryBusy(() => db.batch<T>(statements.map(unwrap)), wait),
    exec: (query: string) => retryBusy(() => db.exec(query), wait),
    dump: () => db.dump(),
    // Sessions (read replication) are not used by the platform; one would get no retries.
    withSession: (constraintOrBookmark?: string) => db.withSession(constraintOrBookmark),
  };
  return wrapped as unknown as D1Database;
}
