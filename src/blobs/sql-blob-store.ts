import { assertBlobKey, type BlobStore } from './blob-store';
import type { SqlDb } from '../eventstore/sql';

/**
 * Blobs in the SQL database (base64 TEXT, portable across SQLite and PostgreSQL), for deployments where API
 * and workers run on different machines and share PostgreSQL.
 */
export class SqlBlobStore implements BlobStore {
  private ready: Promise<void> | null = null;

  constructor(private readonly db: SqlDb) {}

  /**
   * Creates the table once. A failed attempt is forgotten, so the next call tries again: kept, the rejected
   * promise failed every later read and write of this process with the first call's error (a worker whose
   * first blob access fell in a 10 s database outage answered `ECONNREFUSED` for good after it).
   */
  private init(): Promise<void> {
    this.ready ??= this.db.exec(`CREATE TABLE IF NOT EXISTS blobs (key TEXT PRIMARY KEY, body TEXT NOT NULL)`).catch((err: unknown) => {
      this.ready = null;
      throw err;
    });
    return this.ready;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    assertBlobKey(key);
    await this.init();
    await this.db.run(`INSERT INTO blobs (key, body) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET body = excluded.body`, [
      key,
      Buffer.from(bytes).toString('base64'),
    ]);
  }

  async putIfAbsent(key: string, bytes: Uint8Array): Promise<boolean> {
    assertBlobKey(key);
    await this.init();
    const inserted = await this.db.run(`INSERT INTO blobs (key, body) VALUES (?, ?) ON CONFLICT (key) DO NOTHING`, [
      key,
      Buffer.from(bytes).toString('base64'),
    ]);
    return inserted === 1;
  }

  async get(key: string): Promise<Buffer | null> {
    assertBlobKey(key);
    await this.init();
    const rows = await this.db.query<{ body: string }>(`SELECT body FROM blobs WHERE key = ?`, [key]);
    return rows[0] ? Buffer.from(rows[0].body, 'base64') : null;
  }

  async delete(key: string): Promise<void> {
    assertBlobKey(key);
    await this.init();
    await this.db.run(`DELETE FROM blobs WHERE key = ?`, [key]);
  }

  async deletePrefix(prefix: string): Promise<number> {
    await this.init();
    const like = prefix.replace(/[%_\\]/g, (c) => '\\' + c) + '%';
    return this.db.run(`DELETE FROM blobs WHERE key LIKE ? ESCAPE '\\'`, [like]);
  }
}
