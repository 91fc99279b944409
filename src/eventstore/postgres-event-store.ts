import type { ClientBase, Pool, PoolClient } from 'pg';
import {
  assertValidBatch,
  EventStoreUnavailableError,
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
import { classifyPgError } from './store-unavailable';

export interface PostgresEventStoreOptions {
  /** Schema holding the `es_events` table, created if missing. Default `public`. */
  schema?: string;
  /** How long `ping` waits for its round trip. Default 3000 ms. */
  pingTimeoutMs?: number;
}

interface EventRow {
  tx_id: string;
  tx_seq: number;
  event_id: string;
  stream: string;
  version: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  recorded_at: Date;
}

const UNIQUE_VIOLATION = '23505';
const MAX_APPEND_ATTEMPTS = 30;

/**
 * Event store on PostgreSQL through a `pg` Pool (which the caller owns and ends).
 *
 * Global order: each event records the 64-bit id of the transaction that wrote it (`pg_current_xact_id()`,
 * xid8) and its position within that transaction; the log is ordered by that pair. xids are handed out when a
 * transaction starts writing, not when it commits, so `readAll` only returns events whose xid is below the
 * reader's snapshot xmin: every transaction below it has finished, and every transaction that could still
 * commit (or start) has an xid at or above it. A reader therefore never passes an event that commits late.
 * Cost: a transaction that stays open anywhere in the cluster holds `readAll` back (never loses events).
 * The checkpoint is `"<xid>:<seq>"`.
 *
 * Expected versions: the current version is read in the appending transaction and a unique (stream, version)
 * constraint rejects a concurrent append of the same version; the loser retries from scratch and then reports
 * `WrongExpectedVersionError` (or succeeds, for `any`/`stream_exists`, or as an idempotent retry).
 */
export class PostgresEventStore implements EventStore {
  readonly kind = 'postgres';
  /** Schema-qualified table name, for operators and tests. */
  readonly table: string;
  private readonly schema: string;
  private readonly pingTimeoutMs: number;

  /** Does not touch the database; call `init()` (or use `open`) before the first append. */
  constructor(
    private readonly pool: Pool,
    options: PostgresEventStoreOptions = {},
  ) {
    this.table = `${quoteIdent(options.schema ?? 'public')}.es_events`;
    this.pingTimeoutMs = options.pingTimeoutMs ?? 3000;
    this.schema = options.schema ?? 'public';
  }

  static async open(pool: Pool, options?: PostgresEventStoreOptions): Promise<PostgresEventStore> {
    const store = new PostgresEventStore(pool, options);
    await store.init();
    return store;
  }

  /** Creates the schema and table if missing (idempotent, and safe when several processes start at once). */
  async init(): Promise<void> {
    // One simple-protocol query is one implicit transaction, so the advisory lock covers all the DDL.
    await this.pool.query(`
      SELECT pg_advisory_xact_lock(hashtext('es_events schema init'));
      CREATE SCHEMA IF NOT EXISTS ${quoteIdent(this.schema)};
      CREATE TABLE IF NOT EXISTS ${this.table} (
        tx_id       xid8 NOT NULL DEFAULT pg_current_xact_id(),
        tx_seq      integer NOT NULL,
        event_id    text NOT NULL UNIQUE,
        stream      text NOT NULL,
        version     integer NOT NULL,
        type        text NOT NULL,
        data        jsonb NOT NULL,
        metadata    jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (tx_id, tx_seq),
        UNIQUE (stream, version)
      )`);
  }

  async append(stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    assertValidBatch(events);
    for (let attempt = 1; ; attempt++) {
      const client = await this.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await this.appendInTransaction(client, stream, events, expectedVersion);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        // A client that cannot even roll back is dropped rather than returned to the pool.
        await client.query('ROLLBACK').catch((rollbackErr: Error) => (broken = rollbackErr));
        if ((err as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= MAX_APPEND_ATTEMPTS) throw classifyPgError(err);
      } finally {
        release(client, broken);
      }
      // A concurrent append committed the same version or event id first: re-check against what it wrote.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * attempt));
    }
  }

  /**
   * The append, on a client whose transaction the caller opened and will commit. It may throw a unique
   * violation (23505) when a concurrent append wins; `append` retries those. Exposed for tests that must hold a
   * writing transaction open, and for callers that commit other rows atomically with their events.
   */
  async appendInTransaction(client: ClientBase, stream: string, events: NewEvent[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    assertValidBatch(events);
    const ids = events.map((e) => e.id);
    const stored = await client.query<Pick<EventRow, 'event_id' | 'stream' | 'version' | 'tx_id' | 'tx_seq'>>(
      `SELECT event_id, stream, version, tx_id::text AS tx_id, tx_seq FROM ${this.table}
       WHERE event_id = ANY($1::text[])`,
      [ids],
    );
    if (
      isIdempotentRetry(
        stream,
        ids,
        stored.rows.map((r) => ({ id: r.event_id, stream: r.stream })),
      )
    ) {
      const last = stored.rows.reduce((a, b) => (b.version > a.version ? b : a));
      return { nextVersion: last.version, position: `${last.tx_id}:${last.tx_seq}` };
    }
    const current = await client.query<{ v: number }>(`SELECT COALESCE(MAX(version), -1) AS v FROM ${this.table} WHERE stream = $1`, [stream]);
    const actual = current.rows[0].v;
    if (!versionMatches(expectedVersion, actual)) throw new WrongExpectedVersionError(stream, expectedVersion, actual);
    const inserted = await client.query<{ tx_id: string; tx_seq: number }>(
      `INSERT INTO ${this.table} (tx_seq, event_id, stream, version, type, data, metadata)
       SELECT base.n + e.ord - 1, e.id, $1, $2 + e.ord, e.type, e.data::jsonb, e.meta::jsonb
       FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) WITH ORDINALITY AS e(id, type, data, meta, ord),
            (SELECT COALESCE(MAX(tx_seq) + 1, 0) AS n FROM ${this.table} WHERE tx_id = pg_current_xact_id()) AS base
       RETURNING tx_id::text AS tx_id, tx_seq`,
      [
        stream,
        actual,
        ids,
        events.map((e) => e.type),
        events.map((e) => JSON.stringify(e.data)),
        events.map((e) => JSON.stringify(e.metadata ?? {})),
      ],
    );
    const last = inserted.rows.reduce((a, b) => (b.tx_seq > a.tx_seq ? b : a));
    return { nextVersion: actual + events.length, position: `${last.tx_id}:${last.tx_seq}` };
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const res = await this.query<EventRow>(`SELECT ${COLUMNS} FROM ${this.table} WHERE stream = $1 AND version >= $2 ORDER BY version LIMIT $3`, [
      stream,
      options.fromVersion ?? 0,
      options.limit ?? null,
    ]);
    return res.map(toRecorded);
  }

  async readAll(fromCheckpoint: string | null, options: ReadAllOptions = {}): Promise<ReadAllPage> {
    const [tx, seq] = fromCheckpoint === null ? ['0', -1] : parseCheckpoint(fromCheckpoint);
    const prefixes = options.streamPrefixes ?? [];
    const params: unknown[] = [tx, seq, options.limit ?? 500];
    if (prefixes.length) params.push(prefixes);
    const rows = await this.query<EventRow>(
      // Qualified names: an unqualified ORDER BY tx_id would bind to the text alias in COLUMNS and sort
      // "1000" before "999", so a page could end before events it had not returned yet.
      `SELECT ${COLUMNS} FROM ${this.table} AS e
       WHERE (e.tx_id, e.tx_seq) > ($1::xid8, $2::integer)
         AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
         ${prefixes.length ? 'AND e.stream ^@ ANY($4::text[])' : ''}
       ORDER BY e.tx_id, e.tx_seq
       LIMIT $3`,
      params,
    );
    const events = rows.map(toRecorded);
    return { events, checkpoint: events.length ? events[events.length - 1].position : fromCheckpoint };
  }

  /** `SELECT 1`; throws `EventStoreUnavailableError` when it fails or takes longer than `pingTimeoutMs`. */
  async ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${this.pingTimeoutMs} ms`)), this.pingTimeoutMs);
    });
    try {
      await Promise.race([this.pool.query('SELECT 1'), timeout]);
    } catch (err) {
      throw new EventStoreUnavailableError(`PostgreSQL unreachable: ${(err as Error).message}`, { cause: err });
    } finally {
      clearTimeout(timer);
    }
  }

  /** The pool belongs to the caller (it is shared with the read models): nothing to release here. */
  async close(): Promise<void> {}

  private async query<T extends object>(sql: string, params: unknown[]): Promise<T[]> {
    const client = await this.connect();
    let failed: Error | undefined;
    try {
      return (await client.query<T & Record<string, unknown>>(sql, params)).rows;
    } catch (err) {
      failed = err as Error;
      throw classifyPgError(err);
    } finally {
      // A client whose query failed is dropped, not pooled: after a FATAL (its backend terminated) pg still
      // reports it queryable, and the pool would hand the dead connection to the next caller.
      release(client, failed);
    }
  }

  /**
   * A pooled client with an `error` listener for as long as it is checked out: pg-pool listens only while a
   * client is idle, and a checked-out client whose server goes away emits `error` (`Connection terminated
   * unexpectedly`) even when a query already failed with it — unheard, that event kills the process.
   */
  private async connect(): Promise<PoolClient> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw new EventStoreUnavailableError(`PostgreSQL unreachable: ${(err as Error).message}`, { cause: err });
    }
    client.on('error', ignoreCheckedOutError);
    return client;
  }
}

/** The failing query (if any) reports the error; the client is dropped when released with it. */
function ignoreCheckedOutError(): void {}

function release(client: PoolClient, err?: Error): void {
  client.removeListener('error', ignoreCheckedOutError);
  client.release(err);
}

const COLUMNS = 'tx_id::text AS tx_id, tx_seq, event_id, stream, version, type, data, metadata, recorded_at';

function toRecorded(row: EventRow): RecordedEvent {
  return {
    id: row.event_id,
    stream: row.stream,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamVersion: row.version,
    position: `${row.tx_id}:${row.tx_seq}`,
    recordedAt: row.recorded_at.toISOString(),
  };
}

function parseCheckpoint(checkpoint: string): [string, number] {
  const m = /^(\d+):(\d+)$/.exec(checkpoint);
  if (!m) throw new RangeError(`not a PostgreSQL event store checkpoint: ${checkpoint}`);
  return [m[1], Number(m[2])];
}

function quoteIdent(name: string): string {
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(name)) throw new RangeError(`invalid schema name: ${name}`);
  return `"${name}"`;
}
