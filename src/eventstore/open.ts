import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from './port';
import type { SqlDb } from './sql';

export interface StoresConfig {
  /** Directory of the embedded SQLite file (`events.sqlite`), created if missing. */
  dataDir: string;
  /** PostgreSQL for events (unless `kurrentdbUrl`) and read models. */
  databaseUrl?: string;
  /** KurrentDB for events; read models then go to `databaseUrl`, or else the SQLite file. */
  kurrentdbUrl?: string;
  /** PostgreSQL schema for the event table and read models (tests use a fresh one). Default `public`. */
  pgSchema?: string;
  /** PostgreSQL connection timeout, so an unreachable database fails fast. Default 5000 ms. */
  pgConnectTimeoutMs?: number;
  /** Where a pooled connection lost while idle is reported (the pool drops it and reconnects). Default stderr. */
  onConnectionLost?: (err: Error) => void;
}

export interface Stores {
  events: EventStore;
  sql: SqlDb;
  /** Closes the event store, then the read-model database (and the pool or file they share). */
  close(): Promise<void>;
}

/**
 * The composition of event store and read-model database from configuration (the caller reads the
 * environment, this module does not):
 * - `kurrentdbUrl` → KurrentDB events; read models on PostgreSQL if `databaseUrl`, else the SQLite file;
 * - else `databaseUrl` → events and read models on one PostgreSQL pool;
 * - else events and read models in one SQLite file, `${dataDir}/events.sqlite`.
 * Adapters are loaded lazily so a deployment never loads the drivers it does not use.
 */
export async function openStores(cfg: StoresConfig): Promise<Stores> {
  const pg = cfg.databaseUrl ? await openPostgres(cfg.databaseUrl, cfg) : undefined;
  try {
    if (cfg.kurrentdbUrl) {
      const { KurrentDbEventStore } = await import('./kurrentdb-event-store');
      const events = KurrentDbEventStore.connect(cfg.kurrentdbUrl);
      const sql = pg?.sql ?? (await openSqlite(cfg.dataDir)).sql;
      return { events, sql, close: () => closeBoth(events, sql) };
    }
    if (pg) {
      const { PostgresEventStore } = await import('./postgres-event-store');
      const events = await PostgresEventStore.open(pg.pool, { schema: cfg.pgSchema });
      return { events, sql: pg.sql, close: () => closeBoth(events, pg.sql) };
    }
    const { sql, events } = await openSqlite(cfg.dataDir);
    return { events, sql, close: () => closeBoth(events, sql) };
  } catch (err) {
    await pg?.sql.close();
    throw err;
  }
}

async function openPostgres(url: string, cfg: StoresConfig) {
  const [{ Pool }, { PostgresSqlDb }] = await Promise.all([import('pg'), import('./postgres-sql-db')]);
  const schema = cfg.pgSchema ?? 'public';
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(schema)) throw new RangeError(`invalid PostgreSQL schema name: ${schema}`);
  const pool = new Pool({
    connectionString: url,
    connectionTimeoutMillis: cfg.pgConnectTimeoutMs ?? 5000,
    // A server that vanishes without closing the socket (host down, partition) is noticed, not waited on forever.
    keepAlive: true,
    // Read models are unqualified SQL: resolve them in the configured schema (created by the event store).
    options: `-c search_path=${schema},public`,
  });
  // An idle client that loses its server emits 'error' on the pool; unhandled, it would crash the process.
  // The pool drops that client and the next query reconnects, so logging is all there is to do.
  const lost = cfg.onConnectionLost ?? ((err: Error) => console.error(`postgres pool: idle client error: ${err.message}`));
  pool.on('error', (err) => lost(err));
  // A client is listened to from the moment it has connected, for good: pg-pool stops listening when it hands
  // a new client out, and our listener is only attached once the `connect()` promise settles. A backend
  // terminated right after its start-up (a database stopping) sends its FATAL in the same read as the start-up's
  // end, in that gap, and that unheard `error` event killed the worker in a fault run. Ignoring it here is
  // safe: the client is marked unqueryable, a query on it fails (unavailable), and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const sql = new PostgresSqlDb(pool, true);
  try {
    // Same advisory lock as the event store's DDL: concurrent CREATE SCHEMA IF NOT EXISTS can still collide.
    await sql.exec(`SELECT pg_advisory_xact_lock(hashtext('es_events schema init'));
      CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } catch (err) {
    await sql.close();
    throw err;
  }
  return { pool, sql };
}

async function openSqlite(dataDir: string) {
  const [{ SqliteSqlDb }, { SqliteEventStore }] = await Promise.all([import('./sqlite-sql-db'), import('./sqlite-event-store')]);
  mkdirSync(dataDir, { recursive: true });
  const sql = SqliteSqlDb.open(join(dataDir, 'events.sqlite'));
  try {
    return { sql, events: await SqliteEventStore.on(sql) };
  } catch (err) {
    await sql.close();
    throw err;
  }
}

async function closeBoth(events: EventStore, sql: SqlDb): Promise<void> {
  try {
    await events.close();
  } finally {
    await sql.close();
  }
}
