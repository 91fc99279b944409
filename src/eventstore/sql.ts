/**
 * A minimal SQL port for read models (projections) and small operational tables, implemented for SQLite
 * (`node:sqlite`) and PostgreSQL (`pg`). SQL is written once with `?` placeholders; the PostgreSQL adapter
 * numbers them. Keep to the common dialect: TEXT, INTEGER, `INSERT … ON CONFLICT (…) DO UPDATE SET x = excluded.x`,
 * JSON kept as TEXT. Integers come back as JS numbers on both adapters.
 */
export type SqlValue = string | number | null;
export type SqlRow = Record<string, SqlValue>;

export interface SqlExecutor {
  query<T extends SqlRow = SqlRow>(sql: string, params?: SqlValue[]): Promise<T[]>;
  /** Runs a statement; returns the number of rows it changed. */
  run(sql: string, params?: SqlValue[]): Promise<number>;
}

export interface SqlDb extends SqlExecutor {
  readonly kind: 'sqlite' | 'postgres';
  /** Runs `fn` in one transaction (serialised with other writers); rolls back if it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Runs DDL (several statements separated by `;` allowed). Idempotent schemas use IF NOT EXISTS. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
