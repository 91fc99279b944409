import { types as pgTypes, type Pool, type PoolClient, type QueryConfig } from 'pg';
import type { SqlDb, SqlExecutor, SqlRow, SqlValue } from './sql';
import { classifyPgError } from './store-unavailable';

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/**
 * Result parsers for SqlDb queries only (passed per query, so the global `pg.types` and the event store keep
 * their defaults): `COUNT(*)`, `SUM(int)` and BIGINT columns come back as JS numbers, as on SQLite. A value
 * outside the safe-integer range throws rather than silently losing precision.
 */
const numberTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return parseNumber;
    return format === 'binary' ? pgTypes.getTypeParser(oid, 'binary') : pgTypes.getTypeParser(oid, 'text');
  },
} as QueryConfig['types'];

function parseNumber(text: string): number {
  const n = Number(text);
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) throw new RangeError(`integer ${text} exceeds 2^53`);
  return n;
}

/**
 * Rewrites `?` placeholders to `$1..$n`, leaving `?` inside '…' literals and "…" identifiers alone
 * (enough for our own SQL; `?` operators of jsonb are not supported).
 */
export function toPgPlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else {
      out += ch === '?' ? `$${++n}` : ch;
    }
  }
  return out;
}

/**
 * The SqlDb port on a `pg` Pool, usually the one the PostgreSQL event store uses. Unqualified tables resolve
 * through the connection's `search_path` (openStores sets it to the configured schema). Transactions run at
 * READ COMMITTED on one pooled client; concurrent writers to one row are serialised by PostgreSQL's row locks.
 */
export class PostgresSqlDb implements SqlDb {
  readonly kind = 'postgres' as const;

  constructor(
    private readonly pool: Pool,
    private readonly ownsPool = false,
  ) {}

  query<T extends SqlRow = SqlRow>(sql: string, params: SqlValue[] = []): Promise<T[]> {
    return runQuery<T>(this.pool, sql, params);
  }

  async run(sql: string, params: SqlValue[] = []): Promise<number> {
    try {
      return (await this.pool.query({ text: toPgPlaceholders(sql), values: params, types: numberTypes })).rowCount ?? 0;
    } catch (err) {
      throw classifyPgError(err);
    }
  }

  async transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    let client: PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw classifyPgError(err);
    }
    // pg-pool listens for `error` only on idle clients; a checked-out one whose server goes away emits it too.
    client.on('error', ignoreCheckedOutError);
    const tx: SqlExecutor = {
      query: <R extends SqlRow = SqlRow>(sql: string, params: SqlValue[] = []) => runQuery<R>(client, sql, params),
      run: async (sql: string, params: SqlValue[] = []) =>
        (await client.query({ text: toPgPlaceholders(sql), values: params, types: numberTypes })).rowCount ?? 0,
    };
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await fn(tx);
      await client.query('COMMIT');
      return result;
    } catch (err) {
      try {
        await client.query('ROLLBACK');
      } catch (rollbackErr) {
        broken = rollbackErr as Error; // the connection is unusable: drop it instead of returning it to the pool
      }
      throw classifyPgError(err);
    } finally {
      client.removeListener('error', ignoreCheckedOutError);
      client.release(broken);
    }
  }

  async exec(sql: string): Promise<void> {
    // Without parameters pg uses the simple query protocol, which accepts several statements.
    try {
      await this.pool.query(sql);
    } catch (err) {
      throw classifyPgError(err);
    }
  }

  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.end();
  }
}

async function runQuery<T extends SqlRow>(db: Pool | PoolClient, sql: string, params: SqlValue[]): Promise<T[]> {
  try {
    return (await db.query<T>({ text: toPgPlaceholders(sql), values: params, types: numberTypes })).rows;
  } catch (err) {
    throw classifyPgError(err);
  }
}

/** The failing query reports the error; the client is dropped when released with it. */
function ignoreCheckedOutError(): void {}
