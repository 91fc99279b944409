import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import {
  assertValidBatch,
  isIdempotentRetry,
  versionMatches,
  WrongExpectedVersionError,
  type AppendResult,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllPage,
  type ReadStreamOptions,
  type RecordedEvent,
} from './port';
import { SqliteSqlDb, type SqliteOpenOptions } from './sqlite-sql-db';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS es_events (
  position    INTEGER PRIMARY KEY AUTOINCREMENT,
  event_id    TEXT NOT NULL UNIQUE,
  stream      TEXT NOT NULL,
  version     INTEGER NOT NULL,
  type        TEXT NOT NULL,
  data        TEXT NOT NULL,
  metadata    TEXT NOT NULL,
  recorded_at TEXT NOT NULL,
  UNIQUE (stream, version)
)`;

interface EventRow {
  position: number;
  event_id: string;
  stream: string;
  version: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
}

/**
 * Event store on `node:sqlite`, the embedded default. Events live in the table `es_events` of a file that may
 * also hold read models (see `SqliteSqlDb`).
 *
 * Global order: `position` is an AUTOINCREMENT rowid assigned inside a `BEGIN IMMEDIATE` transaction. SQLite
 * admits one writer at a time across all processes, so positions are handed out in commit order and a reader
 * that has seen position N has seen every committed position below N: no late commit can be skipped.
 * The checkpoint is the decimal position.
 */
export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite';
  /**
   * Prepared statements by SQL text, on the one connection: compiling a statement costs more than running
   * these small ones (a few variants each: the id list of an append batch, the prefixes of a `readAll`).
   */
  private readonly statements = new Map<string, StatementSync>();

  private constructor(
    private readonly db: SqliteSqlDb,
    private readonly ownsDb: boolean,
  ) {}

  /** Opens its own connection to `path` (a file, or `':memory:'`); `close()` closes it. */
  static async open(path: string, options?: SqliteOpenOptions): Promise<SqliteEventStore> {
    return SqliteEventStore.on(SqliteSqlDb.open(path, options), true);
  }

  /** Uses a connection shared with the read models; `close()` leaves it open unless `ownsDb`. */
  static async on(db: SqliteSqlDb, ownsDb = false): Promise<SqliteEventStore> {
    await db.withConnection((conn) => conn.exec(SCHEMA));
    return new SqliteEventStore(db, ownsDb);
  }

  async append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    assertValidBatch(events);
    const ids = events.map((e) => e.id);
    return this.db.writeSync((conn) => {
      const stored = this.prepared(conn, `SELECT event_id, stream, version, position FROM es_events WHERE event_id IN (${marks(ids.length)})`).all(
        ...ids,
      ) as unknown as Array<Pick<EventRow, 'event_id' | 'stream' | 'version' | 'position'>>;
      if (
        isIdempotentRetry(
          stream,
          ids,
          stored.map((r) => ({ id: r.event_id, stream: r.stream })),
        )
      ) {
        const last = stored.reduce((a, b) => (b.position > a.position ? b : a));
        return { nextVersion: last.version, position: String(last.position) };
      }
      const actual = this.currentVersion(conn, stream);
      if (!versionMatches(expectedVersion, actual)) {
        throw new WrongExpectedVersionError(stream, expectedVersion, actual);
      }
      const insert = this.prepared(
        conn,
        `INSERT INTO es_events (event_id, stream, version, type, data, metadata, recorded_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      );
      const recordedAt = new Date().toISOString();
      let position = 0;
      events.forEach((e, i) => {
        const res = insert.run(e.id, stream, actual + 1 + i, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata ?? {}), recordedAt);
        position = Number(res.lastInsertRowid);
      });
      return { nextVersion: actual + events.length, position: String(position) };
    });
  }

  readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const limit = options.limit ?? -1; // SQLite: a negative LIMIT means no limit
    return this.db.withConnection((conn) =>
      (
        this.prepared(conn, 'SELECT * FROM es_events WHERE stream = ? AND version >= ? ORDER BY version LIMIT ?').all(
          stream,
          options.fromVersion ?? 0,
          limit,
        ) as unknown as EventRow[]
      ).map(toRecorded),
    );
  }

  readAll(fromCheckpoint: string | null, options: ReadAllOptions = {}): Promise<ReadAllPage> {
    const after = fromCheckpoint === null ? 0 : parseCheckpoint(fromCheckpoint);
    const prefixes = options.streamPrefixes ?? [];
    const filter = prefixes.length ? `AND (${prefixes.map(() => 'substr(stream, 1, length(?)) = ?').join(' OR ')})` : '';
    const params: SQLInputValue[] = [after, ...prefixes.flatMap((p) => [p, p]), options.limit ?? 500];
    return this.db.withConnection((conn) => {
      const rows = this.prepared(conn, `SELECT * FROM es_events WHERE position > ? ${filter} ORDER BY position LIMIT ?`).all(
        ...params,
      ) as unknown as EventRow[];
      const events = rows.map(toRecorded);
      return { events, checkpoint: events.length ? events[events.length - 1].position : fromCheckpoint };
    });
  }

  async ping(): Promise<void> {
    await this.db.withConnection((conn) => conn.prepare('SELECT 1').get());
  }

  async close(): Promise<void> {
    this.statements.clear();
    if (this.ownsDb) await this.db.close();
  }

  private prepared(conn: DatabaseSync, sql: string): StatementSync {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = conn.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  private currentVersion(conn: DatabaseSync, stream: string): number {
    const row = this.prepared(conn, 'SELECT MAX(version) AS v FROM es_events WHERE stream = ?').get(stream) as { v: number | null } | undefined;
    return row?.v ?? -1;
  }
}

function parseCheckpoint(checkpoint: string): number {
  const n = Number(checkpoint);
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a SQLite event store checkpoint: ${checkpoint}`);
  return n;
}

function marks(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    stream: row.stream,
    type: row.type,
    data: JSON.parse(row.data) as unknown,
    metadata: JSON.parse(row.metadata) as Record<string, unknown>,
    streamVersion: row.version,
    position: String(row.position),
    recordedAt: row.recorded_at,
  };
}
