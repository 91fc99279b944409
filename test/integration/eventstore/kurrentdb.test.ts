import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStores } from '../../../src/eventstore/open';
import { eventStoreContract } from './contract';

const kurrentdbUrl = process.env.KURRENTDB_URL;

if (!kurrentdbUrl) {
  describe('KurrentDB event store', () => {
    before(function () {
      console.log('    KurrentDB contract NOT RUN: KURRENTDB_URL is not set');
      this.skip();
    });
    it('KurrentDB contract NOT RUN: KURRENTDB_URL is not set', () => undefined);
  });
} else {
  const url = kurrentdbUrl;
  // Events on KurrentDB; read models on a temporary SQLite file (or on PostgreSQL when DATABASE_URL is set,
  // which the composition root also supports, but SQLite keeps this suite independent of it).
  eventStoreContract(
    'KurrentDB (openStores with KURRENTDB_URL)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'es-kurrent-'));
      const stores = await openStores({ dataDir: dir, kurrentdbUrl: url });
      return {
        store: stores.events,
        sql: stores.sql,
        close: async () => {
          await stores.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
    { detectsIdsAcrossStreams: false },
  );
}
