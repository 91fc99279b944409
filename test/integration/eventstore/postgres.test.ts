import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Client, Pool } from 'pg';
import { openStores, type Stores } from '../../../src/eventstore/open';
import { EventStoreUnavailableError, type RecordedEvent } from '../../../src/eventstore/port';
import { PostgresEventStore } from '../../../src/eventstore/postgres-event-store';
import { toPgPlaceholders } from '../../../src/eventstore/postgres-sql-db';
import { eventStoreContract, ev, readAtLeast, readEverything, uniquePrefix } from './contract';
import { postgresUrl } from '../../helpers/test-postgres';

/** Set by the first before(): DATABASE_URL, or the cluster this run started (test-postgres.ts). */
let url = '';
/** A fresh schema per run (events and read models), dropped afterwards. */
const schema = `es_test_${randomBytes(6).toString('hex')}`;
let stores: Stores;

describe(`PostgreSQL event store (schema ${schema}, dropped afterwards)`, () => {
  before(function () {
    url = postgresUrl(this);
  });
  after(async () => {
    if (!url) return;
    const admin = new Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  eventStoreContract('PostgreSQL (openStores with DATABASE_URL)', async () => {
    stores = await openStores({ dataDir: '/nonexistent-not-used', databaseUrl: url, pgSchema: schema });
    return { store: stores.events, sql: stores.sql, close: () => stores.close() };
  });

  describe('PostgreSQL event store: late commits', function () {
    this.timeout(60_000);
    let pool: Pool;
    let store: PostgresEventStore;

    before(async () => {
      pool = new Pool({ connectionString: url, max: 30 });
      store = await PostgresEventStore.open(pool, { schema });
    });
    after(() => pool.end());

    /** Opens a transaction that owns an xid from now on, as a slow writer that started first would. */
    async function openWriter(): Promise<Client> {
      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query('BEGIN');
      await client.query('SELECT pg_current_xact_id()');
      return client;
    }

    it('pages in numeric transaction order across a change in the number of digits (999 → 1000)', async () => {
      const p = uniquePrefix();
      // Rows as transactions 9, 10, 99, 100, 999, 1000 would have written them (all long finished, below
      // any snapshot's xmin). Ordered as text they would come out 10, 100, 1000, 9, 99, 999.
      const xids = ['9', '10', '99', '100', '999', '1000'];
      for (const [i, xid] of xids.entries()) {
        await pool.query(
          `INSERT INTO ${store.table} (tx_id, tx_seq, event_id, stream, version, type, data, metadata)
           VALUES ($1::xid8, 0, $2, $3, 0, 'Old', '{}', '{}')`,
          [xid, `${p}id-${i}`, `${p}s-${i}`],
        );
      }
      const seen: string[] = [];
      let checkpoint: string | null = null;
      for (let page = 0; page < 20; page++) {
        const read = await store.readAll(checkpoint, { streamPrefixes: [p], limit: 2 });
        if (!read.events.length) break;
        seen.push(...read.events.map((e) => e.position));
        checkpoint = read.checkpoint;
      }
      assert.deepEqual(
        seen,
        xids.map((x) => `${x}:0`),
      );
    });

    it('does not let a reader pass a writer that holds its transaction open', async () => {
      const p = uniquePrefix();
      const slow = await openWriter();
      const early = ev('Early');
      await store.appendInTransaction(slow, `${p}slow`, [early], 'any');
      const late = ev('Late');
      await store.append(`${p}fast`, [late], 'any'); // commits while the older transaction is still open

      // A naive reader (no snapshot bound) would already see the later event, and would pass `early` for good.
      const naive = await pool.query(`SELECT event_id FROM ${store.table} WHERE stream ^@ $1`, [p]);
      assert.deepEqual(
        naive.rows.map((r) => r.event_id),
        [late.id],
      );
      assert.deepEqual((await store.readAll(null, { streamPrefixes: [p] })).events, []);

      await slow.query('COMMIT');
      await slow.end();
      const all = await readAtLeast(store, [p], 2);
      assert.deepEqual(
        all.map((e) => e.id),
        [early.id, late.id],
      );
    });

    it('sees every event once while writers with long, overlapping transactions commit out of order', async () => {
      const p = uniquePrefix();
      // Random pauses interleave the writers' transactions (the interleaving is what is tested); the reader's
      // loop ends on the writers' completion, never on time.
      const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
      let writing = true;
      const seen: RecordedEvent[] = [];
      const reader = (async () => {
        let checkpoint: string | null = null;
        const deadline = Date.now() + 30_000;
        for (;;) {
          const last = !writing && (seen.length >= 72 || Date.now() > deadline);
          const page = await store.readAll(checkpoint, { streamPrefixes: [p], limit: 4 });
          seen.push(...page.events);
          checkpoint = page.checkpoint;
          if (last && page.events.length === 0) return;
          await sleep(2);
        }
      })();
      const writers = Array.from({ length: 12 }, async (_, w) => {
        for (let round = 0; round < 3; round++) {
          const client = await openWriter();
          await sleep(Math.random() * 40);
          await store.appendInTransaction(client, `${p}w${w}`, [ev('A'), ev('B')], 'any');
          await sleep(Math.random() * 40);
          await client.query('COMMIT');
          await client.end();
        }
      });
      await Promise.all(writers);
      writing = false;
      await reader;
      assert.equal(seen.length, 72);
      assert.equal(new Set(seen.map((e) => e.id)).size, 72);
      assert.deepEqual(
        seen.map((e) => e.id),
        (await readEverything(store, [p])).map((e) => e.id),
      );
    });
  });

  describe('PostgreSQL SqlDb placeholders', () => {
    it('numbers ? outside string literals and quoted identifiers', () => {
      assert.equal(
        toPgPlaceholders(`SELECT '?' AS "a?", x FROM t WHERE a = ? AND b = 'it''s ?' AND c = ?`),
        `SELECT '?' AS "a?", x FROM t WHERE a = $1 AND b = 'it''s ?' AND c = $2`,
      );
    });
  });
});

describe('PostgreSQL event store: unreachable database', () => {
  it('ping rejects promptly with EventStoreUnavailableError on a closed port', async () => {
    const pool = new Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/test', connectionTimeoutMillis: 1000 });
    pool.on('error', () => undefined);
    const store = new PostgresEventStore(pool, { pingTimeoutMs: 2000 });
    const started = Date.now();
    try {
      await assert.rejects(store.ping(), EventStoreUnavailableError);
      await assert.rejects(store.readAll(null), EventStoreUnavailableError);
      assert.ok(Date.now() - started < 5000, `took ${Date.now() - started} ms`);
    } finally {
      await pool.end();
    }
  });
});
