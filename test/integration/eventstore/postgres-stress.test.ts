import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { Client, Pool } from 'pg';
import { WrongExpectedVersionError, type EventStore, type RecordedEvent } from '../../../src/eventstore/port';
import { PostgresEventStore } from '../../../src/eventstore/postgres-event-store';
import { PostgresSqlDb } from '../../../src/eventstore/postgres-sql-db';
import type { Projection } from '../../../src/eventstore/projection';
import { ProjectionRunner } from '../../../src/eventstore/projection-runner';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from '../../helpers/throwaway-postgres';
import { ev, readEverything } from './contract';

/**
 * Stress version of the contract's "concurrent writers, one polling reader" test, on a cluster of its own so
 * it can steer transaction ids: each round starts a few dozen xids below a power of ten, and the writes of the
 * round cross it. Under way at the same time: writers on separate pools (exact-version appends, racers on one
 * stream, overlapping transactions that commit out of order, noise under another prefix), an xid ticker, a
 * writing transaction held open across the boundary (released only after later events committed, so a backlog
 * on both sides of the boundary becomes visible at once), a read-only transaction open for the whole run, and a
 * busy worker thread. Two polling readers with small pages and different prefix filters must each see every
 * event exactly once, in one global order they agree on; two projection runners (own pools, pages of 3) on one
 * counting projection must apply every event exactly once, in that order.
 *
 * The verdict does not depend on timing: the held transaction makes the "both sides of the boundary visible to
 * a reader whose checkpoint is below it" situation certain in every round, and the readers stop only after all
 * transactions ended (nothing else in this cluster holds an xid: autovacuum is off; the ticker and the
 * projection runners are stopped before the readers' last read). The adapter that ordered
 * pages by the text of the xid ("1000" before "999") fails every round.
 */

/** One round per boundary; a longer run can ask for more, e.g. PG_STRESS_BOUNDARIES=1000,10000,100000,1000000,10000000. */
const BOUNDARIES = (process.env.PG_STRESS_BOUNDARIES ?? '1000,10000,100000').split(',').map((b) => BigInt(b.trim()));
/** Where a round starts below its boundary: the held transaction takes the first of these xids. */
const LEAD = 30n;
const POOLS = 4;
/** Projection runners on one projection, each with a pool (and store) of its own, as separate processes would. */
const RUNNERS = 2;

interface Written {
  stream: string;
  id: string;
}

/**
 * Pauses that shape the interleaving under test (a reader's poll interval, transactions held open and committed
 * out of order, a ticker's cadence): every wait for an outcome is on a condition (writers done), never on time.
 */
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function xidOf(position: string): bigint {
  return BigInt(position.split(':')[0]);
}

function comparePositions(a: string, b: string): number {
  const [xa, sa] = a.split(':');
  const [xb, sb] = b.split(':');
  const dx = BigInt(xa) - BigInt(xb);
  return dx !== 0n ? (dx < 0n ? -1 : 1) : Number(sa) - Number(sb);
}

/**
 * Advances the cluster's next xid to `target`, fast: in PL/pgSQL a block with an EXCEPTION clause is a
 * subtransaction, and one that writes takes an xid of its own.
 */
async function burnTo(client: Client, target: bigint): Promise<void> {
  const { rows } = await client.query<{ x: string }>('SELECT pg_current_xact_id()::text AS x');
  const n = target - BigInt(rows[0].x) - 2n; // the DO block's own transaction takes one more
  if (n <= 0n) return;
  await client.query(`DO $$ BEGIN FOR i IN 1..${n} LOOP
      BEGIN INSERT INTO xid_burn VALUES (i); EXCEPTION WHEN OTHERS THEN RAISE; END;
    END LOOP; END $$`);
  await client.query('TRUNCATE xid_burn');
}

/** Polls `readAll` with small pages until `finished()` was true before a read that came back empty. */
async function poll(store: EventStore, prefixes: string[], limit: number, finished: () => boolean): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  let checkpoint: string | null = null;
  for (;;) {
    const last = finished(); // decided before reading: this read starts after every commit
    const page = await store.readAll(checkpoint, { streamPrefixes: prefixes, limit });
    seen.push(...page.events);
    checkpoint = page.checkpoint;
    if (page.events.length === 0) {
      if (last) return seen;
      await delay(1);
    }
  }
}

/**
 * Counts how often each event was applied, and in which order (`seq`), instead of failing on a second
 * application: a runner that applies an event twice shows up as `applied = 2`.
 */
function countingProjection(prefix: string, table: string): Projection {
  return {
    name: `count-${table}`,
    streamPrefixes: [prefix],
    schema: `CREATE TABLE IF NOT EXISTS ${table} (event_id TEXT PRIMARY KEY, seq BIGSERIAL, applied INTEGER NOT NULL)`,
    async apply(tx, e) {
      await tx.run(`INSERT INTO ${table} (event_id, applied) VALUES (?, 1) ON CONFLICT (event_id) DO UPDATE SET applied = ${table}.applied + 1`, [
        e.id,
      ]);
    },
  };
}

function duplicates(events: RecordedEvent[]): string[] {
  const count = new Map<string, number>();
  for (const e of events) count.set(e.id, (count.get(e.id) ?? 0) + 1);
  return events
    .filter((e, i) => count.get(e.id)! > 1 && events.findIndex((f) => f.id === e.id) === i)
    .map((e) => `${e.stream}@${e.position} ×${count.get(e.id)}`);
}

const binDir = postgresBinDir();

describe('PostgreSQL event store under stress: readers across xid digit boundaries', function () {
  this.timeout(300_000); // a default round takes 1-3 s; burning up to 10^7 xids takes about a minute
  if (!binDir) {
    if (process.env.CI === 'true') {
      it('needs the PostgreSQL server binaries (initdb, pg_ctl) when CI=true', () =>
        assert.fail('no initdb found (PG_BINDIR, pg_config, /usr/lib/postgresql)'));
    } else {
      it('NOT RUN: no PostgreSQL server binaries (initdb, pg_ctl) found', () => undefined);
    }
    return;
  }

  let cluster: ThrowawayPostgres;
  const pools: Pool[] = [];
  const runnerPools: Pool[] = [];
  const stores: PostgresEventStore[] = [];
  let admin: Client;
  let ticker: Client;
  let report: Client;
  let busy: Worker;

  before(async () => {
    cluster = await startThrowawayPostgres(binDir);
    for (let i = 0; i < POOLS; i++) {
      const pool = new Pool({ connectionString: cluster.url, max: 4 });
      pools.push(pool);
      stores.push(new PostgresEventStore(pool));
    }
    for (let i = 0; i < RUNNERS; i++) runnerPools.push(new Pool({ connectionString: cluster.url, max: 2 }));
    await stores[0].init();
    admin = new Client({ connectionString: cluster.url });
    ticker = new Client({ connectionString: cluster.url });
    report = new Client({ connectionString: cluster.url });
    await Promise.all([admin.connect(), ticker.connect(), report.connect()]);
    await admin.query('ALTER SYSTEM SET autovacuum = off');
    await admin.query('SELECT pg_reload_conf()');
    await admin.query('CREATE UNLOGGED TABLE xid_burn (i integer)');
    // A long report: a read-only snapshot held for the whole run. It has no xid, so it must hold nobody back.
    await report.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await report.query(`SELECT count(*) FROM ${stores[0].table}`);
    // CPU contention: a thread that spins until terminated.
    busy = new Worker('for (;;) {}', { eval: true });
  });

  after(async () => {
    await busy?.terminate();
    await report?.query('COMMIT').catch(() => undefined);
    await Promise.all([admin, ticker, report].map((c) => c?.end().catch(() => undefined)));
    await Promise.all([...pools, ...runnerPools].map((p) => p.end()));
    await cluster?.stop();
  });

  /** One burst of writes under `p`; resolves with the events that were stored (stream and id), in no particular order. */
  async function writeBurst(p: string, noise: string, burst: number): Promise<Written[]> {
    const ids: Written[] = [];
    const own = stores.map(async (store, w) => {
      for (let v = 0; v < 3; v++) {
        const e = ev('Own', { w, v });
        await store.append(`${p}own-${burst}-${w}`, [e], v - 1);
        ids.push({ stream: `${p}own-${burst}-${w}`, id: e.id });
      }
    });
    // Racers on one stream, retrying on conflict as concurrent credit reservations do.
    const racers = Array.from({ length: 6 }, async (_, r) => {
      const store = stores[r % POOLS];
      for (;;) {
        const current = (await store.readStream(`${p}shared`)).length - 1;
        const e = ev('Race', { r });
        try {
          await store.append(`${p}shared`, [e], current);
          ids.push({ stream: `${p}shared`, id: e.id });
          return;
        } catch (err) {
          if (!(err instanceof WrongExpectedVersionError)) throw err;
        }
      }
    });
    // Overlapping transactions that commit in a random order, not in xid order.
    const overlapping = pools.map(async (pool, w) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await delay(Math.random() * 10);
        const batch = [ev('Tx'), ev('Tx'), ev('Tx')];
        await stores[w].appendInTransaction(client, `${p}tx-${burst}-${w}`, batch, 'no_stream');
        await delay(Math.random() * 15);
        await client.query('COMMIT');
        ids.push(...batch.map((e) => ({ stream: `${p}tx-${burst}-${w}`, id: e.id })));
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    });
    const noisy = (async () => {
      for (let i = 0; i < 4; i++) await stores[i % POOLS].append(`${noise}${burst}`, [ev('Noise')], 'any');
    })();
    await Promise.all([...own, ...racers, ...overlapping, noisy]);
    return ids;
  }

  for (const boundary of BOUNDARIES) {
    it(`round across xid ${boundary}: every event seen once, in one order, by two readers and two projection runners`, async () => {
      const p = `s${randomBytes(4).toString('hex')}-`;
      const noise = `n${randomBytes(4).toString('hex')}-`;
      await burnTo(admin, boundary - LEAD);

      // A writer that starts first, below the boundary, and commits only after events above it committed.
      const holder = new Client({ connectionString: cluster.url });
      await holder.connect();
      await holder.query('BEGIN');
      const heldFirst = ev('Held');
      const held = await stores[0].appendInTransaction(holder, `${p}held`, [heldFirst], 'no_stream');
      assert.ok(xidOf(held.position) < boundary, `held transaction ${held.position} starts below ${boundary}`);

      const table = `counted_${p.replace('-', '')}`;
      const counting = countingProjection(p, table);
      const runnerErrors: string[] = [];
      const runners = runnerPools.map(
        (pool) =>
          new ProjectionRunner(new PostgresEventStore(pool), new PostgresSqlDb(pool), [counting], {
            pollIntervalMs: 2,
            batchSize: 3,
            logger: { error: (message) => runnerErrors.push(message) },
          }),
      );
      await runners[0].init();
      for (const runner of runners) runner.start();

      // The readers' last read must start once no transaction is open in the cluster (an open one, even a
      // runner's or the ticker's, rightly holds readAll back): so the ticker and the runners stop first.
      let writing = true;
      let settled = false;
      const readerA = poll(stores[1], [p], 3, () => settled);
      const bPrefixes = [`${p}held`, `${p}shared`, `${p}tx-`];
      const readerB = poll(stores[2], bPrefixes, 2, () => settled);
      const ticking = (async () => {
        while (writing) {
          await ticker.query('SELECT pg_current_xact_id()');
          await delay(2);
        }
      })();

      const expected: Written[] = [{ stream: `${p}held`, id: heldFirst.id }];
      try {
        expected.push(...(await writeBurst(p, noise, 1)));
        await burnTo(admin, boundary + 1n);
        expected.push(...(await writeBurst(p, noise, 2))); // all above the boundary
        const heldLast = ev('Held');
        await stores[0].appendInTransaction(holder, `${p}held`, [heldLast], 0);
        await holder.query('COMMIT');
        expected.push({ stream: `${p}held`, id: heldLast.id });
        expected.push(...(await writeBurst(p, noise, 3)));
      } finally {
        writing = false;
        await ticking;
        await holder.end();
        await Promise.all(runners.map((r) => r.stop()));
        settled = true;
      }
      const [seenA, seenB] = await Promise.all([readerA, readerB]);
      await runners[1].catchUp();

      assert.deepEqual(duplicates(seenA), [], 'reader A: no event seen twice');
      assert.deepEqual(duplicates(seenB), [], 'reader B: no event seen twice');
      const idsA = new Set(seenA.map((e) => e.id));
      assert.deepEqual(
        expected.filter((w) => !idsA.has(w.id)).map((w) => `${w.stream} ${w.id}`),
        [],
        'reader A: no event missed',
      );
      assert.equal(seenA.length, expected.length, 'reader A: nothing but the events written under its prefix');
      const xids = seenA.map((e) => xidOf(e.position));
      assert.ok(xids.some((x) => x < boundary) && xids.some((x) => x >= boundary), `the round's events straddle ${boundary}`);

      const positions = seenA.map((e) => e.position);
      for (let i = 1; i < positions.length; i++) {
        assert.ok(comparePositions(positions[i - 1], positions[i]) < 0, `reader A in global order: ${positions[i - 1]} then ${positions[i]}`);
      }
      const fresh = await readEverything(stores[3], [p], 1000);
      assert.deepEqual(
        seenA.map((e) => e.id),
        fresh.map((e) => e.id),
        'the polling reader saw the order a fresh reader sees',
      );
      const inB = (e: RecordedEvent) => bPrefixes.some((prefix) => e.stream.startsWith(prefix));
      assert.deepEqual(
        seenB.map((e) => e.id),
        seenA.filter(inB).map((e) => e.id),
        'reader B (other prefixes, other page size) saw the same order',
      );
      const byStream = new Map<string, number[]>();
      for (const e of seenA) byStream.set(e.stream, [...(byStream.get(e.stream) ?? []), e.streamVersion]);
      for (const [stream, versions] of byStream) {
        assert.deepEqual(
          versions,
          versions.map((_, i) => i),
          `${stream}: stream order within the global order`,
        );
      }
      assert.equal(byStream.get(`${p}shared`)?.length, 18, 'one racer of each wins each version, three bursts of six');
      assert.deepEqual(byStream.get(`${p}held`), [0, 1], 'both events of the held transaction');

      const applied = await admin.query<{ event_id: string; applied: number }>(`SELECT event_id, applied FROM ${table} ORDER BY seq`);
      assert.deepEqual(runnerErrors, [], 'the projection runners logged no failure');
      assert.deepEqual(
        applied.rows.filter((r) => r.applied !== 1).map((r) => `${r.event_id} applied ${r.applied}×`),
        [],
        'two projection runners: no event applied twice',
      );
      const appliedIds = new Set(applied.rows.map((r) => r.event_id));
      assert.deepEqual(
        expected.filter((w) => !appliedIds.has(w.id)).map((w) => `${w.stream} ${w.id}`),
        [],
        'two projection runners: no event missed',
      );
      assert.deepEqual(
        applied.rows.map((r) => r.event_id),
        seenA.map((e) => e.id),
        'two projection runners: events applied in the global order',
      );
    });
  }
});
