import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import type { SqlDb, SqlExecutor, SqlRow, SqlValue } from './sql';

export interface SqliteOpenOptions {
  /** How long a writer waits for another process's write lock before failing with SQLITE_BUSY. Default 5000. */
  busyTimeoutMs?: number;
}

/**
 * The SqlDb port on Node's built-in `node:sqlite`, and the owner of the one connection that the SQLite event
 * store shares (events and read models live in one file, so a projection's writes and its checkpoint commit
 * together with nothing but SQLite's own locking).
 *
 * Concurrency: node:sqlite is synchronous, but `transaction(fn)` awaits `fn`; while it is open, anything else on
 * this connection would join that transaction. So every operation takes an in-process FIFO lock, and a
 * transaction keeps it until it commits. Across processes, writers use `BEGIN IMMEDIATE` and WAL mode, so
 * readers never block and writers queue on the busy timeout. Caveat: a busy wait blocks the event loop, so do
 * not open two connections to one file in one process and hold an async transaction on one while writing
 * through the other (that waits out the busy timeout). Inside `transaction(fn)`, use only `tx`: calling this
 * object again from `fn` waits for the lock it already holds.
 */
export class SqliteSqlDb implements SqlDb {
  readonly kind = 'sqlite' as const;
  private tail: Promise<unknown> = Promise.resolve();
  private readonly statements = new Map<string, StatementSync>();
  private closed = false;

  private constructor(private readonly db: DatabaseSync) {}

  /** Opens (creating if needed) a database file, or `':memory:'`, in WAL mode. */
  static open(path: string, options: SqliteOpenOptions = {}): SqliteSqlDb {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new DatabaseSync(path);
    db.exec(`PRAGMA busy_timeout = ${Math.max(0, Math.floor(options.busyTimeoutMs ?? 5000))}`);
    db.exec('PRAGMA journal_mode = WAL');
    // NORMAL is durable against application crashes in WAL mode; only a power loss may drop the last commits.
    db.exec('PRAGMA synchronous = NORMAL');
    return new SqliteSqlDb(db);
  }

  /** Runs `fn` with exclusive in-process use of the connection, outside any transaction. */
  withConnection<T>(fn: (db: DatabaseSync) => T | Promise<T>): Promise<T> {
    return this.locked(() => fn(this.db));
  }

  /**
   * Runs a synchronous `fn` in a `BEGIN IMMEDIATE` transaction: the database-wide write lock, across processes.
   * Nothing is awaited between BEGIN and COMMIT, so the lock is never held across a turn of the event loop.
   */
  writeSync<T>(fn: (db: DatabaseSync) => T): Promise<T> {
    return this.locked(() => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = fn(this.db);
        this.db.exec('COMMIT');
        return result;
      } catch (err) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
        throw err;
      }
    });
  }

  query<T extends SqlRow = SqlRow>(sql: string, params: SqlValue[] = []): Promise<T[]> {
    return this.locked(() => this.querySync<T>(sql, params));
  }

  run(sql: string, params: SqlValue[] = []): Promise<number> {
    return this.locked(() => this.runSync(sql, params));
  }

  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    const tx: SqlExecutor = {
      query: async <R extends SqlRow = SqlRow>(sql: string, params: SqlValue[] = []) => this.querySync<R>(sql, params),
      run: async (sql: string, params: SqlValue[] = []) => this.runSync(sql, params),
    };
    return this.locked(async () => {
      this.db.exec('BEGIN IMMEDIATE');
      try {
        const result = await fn(tx);
        this.db.exec('COMMIT');
        return result;
      } catch (err) {
        if (this.db.isTransaction) this.db.exec('ROLLBACK');
        throw err;
      }
    });
  }

  exec(sql: string): Promise<void> {
    return this.locked(() => this.db.exec(sql));
  }

  /** Closes the connection after the queued operations finish. Idempotent. */
  close(): Promise<void> {
    return this.locked(() => {
      if (this.closed) return;
      this.closed = true;
      this.statements.clear();
      this.db.close();
    }, true);
  }

  /** Rows as plain objects (node:sqlite returns null-prototype ones), like the PostgreSQL adapter. */
  private querySync<T extends SqlRow>(sql: string, params: SqlValue[]): T[] {
    return this.statement(sql)
      .all(...(params as SQLInputValue[]))
      .map((row) => ({ ...row }) as T);
  }

  private runSync(sql: string, params: SqlValue[]): number {
    return Number(this.statement(sql).run(...(params as SQLInputValue[])).changes);
  }

  /** Prepared statements are cached by text: read-model SQL is a small fixed set. */
  private statement(sql: string): StatementSync {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      if (this.statements.size >= 500) this.statements.clear();
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  /** FIFO lock: each operation starts after the previous one settled, whatever its outcome. */
  private locked<T>(fn: () => T | Promise<T>, whenClosed = false): Promise<T> {
    const run = this.tail.then(() => {
      if (this.closed && !whenClosed) throw new Error('SQLite database is closed');
      return fn();
    });
    this.tail = run.catch(() => undefined);
    return run;
  }
}
