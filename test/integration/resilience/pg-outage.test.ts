import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openStores, type Stores } from '../../../src/eventstore/open';
import { EventStoreUnavailableError, type RecordedEvent } from '../../../src/eventstore/port';
import { ProjectionRunner } from '../../../src/eventstore/projection-runner';
import { SqlBlobStore } from '../../../src/blobs/sql-blob-store';
import type { Projection } from '../../../src/eventstore/projection';
import type { SqlExecutor } from '../../../src/eventstore/sql';
let PG_URL = ''; // set in before(): see test-postgres.ts
import { postgresUrl } from '../../helpers/test-postgres';
import { CuttableProxy, viaPort } from '../../helpers/cuttable-proxy';
import { eventually, ev, uniquePrefix } from '../eventstore/contract';

const isUnavailable = (err: unknown) => {
  assert.ok(err instanceof EventStoreUnavailableError, `expected EventStoreUnavailableError, got ${String(err)}`);
  return true;
};

/**
 * The PostgreSQL adapters through a TCP proxy that the test cuts (database unreachable) or whose backends it
 * terminates (`terminating connection due to administrator command`), while a direct connection keeps
 * writing. An unheard pg `error` event would surface here as an uncaught exception failing the run.
 */
describe('PostgreSQL going away and coming back', function () {
  this.timeout(60_000);
  const schema = `outage_${randomBytes(6).toString('hex')}`;
  const appName = `bsa-outage-${randomBytes(4).toString('hex')}`;
  let proxy: CuttableProxy;
  let port: number;
  let proxied: Stores;
  let direct: Stores;

  before(async function () {
    PG_URL = postgresUrl(this);
    const target = new URL(PG_URL);
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    port = await proxy.open();
    const url = new URL(viaPort(PG_URL, port));
    url.searchParams.set('application_name', appName);
    proxied = await openStores({
      dataDir: '/nonexistent-not-used',
      databaseUrl: url.toString(),
      pgSchema: schema,
      pgConnectTimeoutMs: 1000,
      onConnectionLost: () => undefined,
    });
    direct = await openStores({ dataDir: '/nonexistent-not-used', databaseUrl: PG_URL, pgSchema: schema });
  });
  after(async () => {
    await proxy?.close();
    await proxied?.close();
    await direct?.close();
    const admin = new Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  });

  /** Terminates every backend of the proxied pool, as a database shutdown does. */
  async function terminateProxiedBackends(): Promise<number> {
    const rows = await direct.sql.query<{ n: number }>(
      'SELECT COUNT(pg_terminate_backend(pid)) AS n FROM pg_stat_activity WHERE application_name = ?',
      [appName],
    );
    return rows[0]!.n;
  }

  it('a transaction whose backend is terminated rejects as unavailable; the next one works', async () => {
    await assert.rejects(
      proxied.sql.transaction(async (tx) => {
        await tx.query('SELECT 1');
        assert.ok((await terminateProxiedBackends()) >= 1);
        // Whether the FATAL arrives while idle (an `error` event) or as a query's answer, it is classified.
        // Until the backend has acted on its signal, a query may still be answered.
        for (let i = 0; i < 500; i++) {
          await tx.query('SELECT 1');
          await new Promise((r) => setTimeout(r, 10));
        }
      }),
      isUnavailable,
    );
    assert.deepEqual(await proxied.sql.query('SELECT 1 AS one'), [{ one: 1 }]);
  });

  it('idle pooled connections terminated by the server are dropped without crashing, and reconnected', async () => {
    const s = `${uniquePrefix()}idle`;
    await proxied.events.append(s, [ev()], 'no_stream');
    assert.ok((await terminateProxiedBackends()) >= 1);
    // The next operations may meet a dead pooled client (unavailable) before the pool reconnects.
    await eventually(async () => {
      await proxied.events.append(s, [ev()], 'any');
    });
    assert.equal((await proxied.events.readStream(s)).length >= 2, true);
  });

  it('backends terminated again and again under concurrent reads: each failure is unavailable, no error goes unheard', async () => {
    // A backend terminated right after its start-up sends its FATAL in the same read as the start-up's end,
    // before the caller that asked for the connection has it: the `pool.on('connect')` listener must hear it
    // (a fault run lost its worker to it). Twenty readers keep the pool reconnecting while backends die.
    const s = `${uniquePrefix()}churn`;
    await proxied.events.append(s, [ev()], 'no_stream');
    let stop = false;
    const outcomes = { ok: 0, unavailable: 0, other: [] as string[] };
    const readers = Array.from({ length: 20 }, async () => {
      while (!stop) {
        await proxied.events.readStream(s).then(
          () => outcomes.ok++,
          (err: unknown) => (err instanceof EventStoreUnavailableError ? outcomes.unavailable++ : outcomes.other.push(String(err))),
        );
        await new Promise((r) => setImmediate(r)); // a read that fails without I/O must not starve the timers
      }
    });
    try {
      for (let i = 0; i < 40; i++) {
        await terminateProxiedBackends();
        await new Promise((r) => setTimeout(r, 20 + (i % 7) * 15)); // the cadence of the fault under test, not a wait for an outcome
      }
    } finally {
      stop = true;
      await Promise.all(readers);
    }
    assert.deepEqual(outcomes.other, []);
    assert.ok(outcomes.unavailable > 0, 'some reads met a terminated backend');
    assert.equal((await proxied.events.readStream(s)).length, 1);
  });

  it('appends, reads and read-model queries reject as unavailable while the database is unreachable', async () => {
    const s = `${uniquePrefix()}down`;
    await proxy.cut();
    try {
      await assert.rejects(proxied.events.append(s, [ev()], 'any'), isUnavailable);
      await assert.rejects(proxied.events.readStream(s), isUnavailable);
      await assert.rejects(proxied.events.readAll(null, { streamPrefixes: [s] }), isUnavailable);
      await assert.rejects(proxied.sql.query('SELECT 1'), isUnavailable);
      await assert.rejects(
        proxied.sql.transaction(async (tx) => tx.query('SELECT 1')),
        isUnavailable,
      );
      await assert.rejects(proxied.events.ping(), isUnavailable);
    } finally {
      await proxy.open(port);
    }
    await eventually(async () => {
      await proxied.events.append(s, [ev()], 'no_stream');
    });
  });

  it('a blob store first used during an outage works once the database is back', async () => {
    const blobs = new SqlBlobStore(proxied.sql);
    await proxy.cut();
    try {
      await assert.rejects(blobs.get('task/t-outage/input-0.pdf'), isUnavailable);
    } finally {
      await proxy.open(port);
    }
    await eventually(async () => {
      await blobs.put('task/t-outage/input-0.pdf', Buffer.from('%PDF-1.4'));
    });
    assert.equal((await blobs.get('task/t-outage/input-0.pdf'))!.toString(), '%PDF-1.4');
  });

  it('the projection runner keeps going through an outage and catches up after it, each event once', async () => {
    const prefix = uniquePrefix();
    const table = `outage_proj_${randomBytes(4).toString('hex')}`;
    const projection: Projection = {
      name: `outage-${table}`,
      streamPrefixes: [prefix],
      schema: `CREATE TABLE IF NOT EXISTS ${table} (event_id TEXT PRIMARY KEY)`,
      async apply(tx: SqlExecutor, e: RecordedEvent) {
        await tx.run(`INSERT INTO ${table} (event_id) VALUES (?)`, [e.id]);
      },
    };
    const failures: string[] = [];
    const runner = new ProjectionRunner(proxied.events, proxied.sql, [projection], {
      pollIntervalMs: 20,
      maxBackoffMs: 60_000,
      unavailableBackoffMs: 150,
      logger: { error: (msg) => failures.push(msg) },
    });
    const count = async () => (await direct.sql.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))[0]!.n;
    runner.start();
    try {
      await direct.events.append(`${prefix}s`, [ev(), ev(), ev()], 'no_stream');
      await eventually(async () => assert.equal(await count(), 3));
      await proxy.cut();
      await direct.events.append(`${prefix}s`, [ev(), ev(), ev()], 'any');
      // Past the point where a plain exponential backoff (100 ms · 2^n) would exceed the unavailability cap.
      await eventually(async () => assert.ok(failures.length >= 6, `runner failures seen: ${failures.length}`));
      await proxy.open(port);
      await eventually(async () => assert.equal(await count(), 6));
      const delays = failures.map((m) => Number(/retrying in (\d+) ms/.exec(m)?.[1]));
      assert.ok(
        delays.every((d) => d <= 150),
        `backoff capped while unreachable: ${delays.join(', ')}`,
      );
    } finally {
      await runner.stop();
    }
  });
});
