import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/** Where an operator CLI reads and writes: the same store the service uses with the same settings. */
export interface StoreTarget {
  /** For people: "SQLite /srv/bsa/data/events.sqlite (DATA_DIR)", "PostgreSQL db.internal:5432/bsa, schema public"… */
  description: string;
  /** False only for the embedded store when no service (nor CLI) has created it under `DATA_DIR` yet. */
  exists: boolean;
}

export function storeTarget(config: Config): StoreTarget {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return {
      description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}, schema ${config.databaseSchema} (DATABASE_URL)`,
      exists: true,
    };
  }
  if (config.kurrentdbUrl) {
    const host = config.kurrentdbUrl
      .replace(/^[a-z+]+:\/\//, '')
      .replace(/^[^@/]*@/, '')
      .split(/[/?]/)[0];
    return { description: `KurrentDB ${host} (KURRENTDB_URL), read models in ${path.join(config.dataDir, 'events.sqlite')}`, exists: true };
  }
  const file = path.join(config.dataDir, 'events.sqlite');
  return { description: `SQLite ${file} (DATA_DIR=${config.dataDir})`, exists: fs.existsSync(file) };
}

/** Thrown when the embedded store does not exist: the CLI would otherwise create a store the service never reads. */
export class StoreNotFoundError extends Error {
  readonly code = 'store_not_found';
  constructor(target: StoreTarget) {
    super(
      `no event store here: ${target.description} does not exist, so no service has run with this DATA_DIR. ` +
        'Run the CLI from the directory where you ran `npm start`, or with the DATA_DIR the service uses ' +
        '(and its DATABASE_URL or KURRENTDB_URL, if any); to start a new store here on purpose, add --create.',
    );
  }
}
