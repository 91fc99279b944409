import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { RecordedEvent } from '../../../src/eventstore/port';
import type { Projection } from '../../../src/eventstore/projection';
import { ProjectionFailedError, ProjectionRunner, type RunnerLogger } from '../../../src/eventstore/projection-runner';
import type { SqlExecutor } from '../../../src/eventstore/sql';
import { eventually, ev, uniquePrefix, type ContractSubject } from './contract';

type Recording = Projection & { table: string };

/**
 * A projection that records each event once: the primary key makes a second application of an event fail,
 * so "no duplicates" is enforced by the database, not just counted.
 */
function recordingProjection(prefix: string): Recording {
  const table = `proj_${randomBytes(5).toString('hex')}`;
  return {
    table,
    name: `test-${table}`,
    streamPrefixes: [prefix],
    schema: `CREATE TABLE IF NOT EXISTS ${table} (event_id TEXT PRIMARY KEY, stream TEXT NOT NULL, n INTEGER NOT NULL)`,
    async apply(tx: SqlExecutor, e: RecordedEvent) {
      const n = (e.data as { n: number }).n;
      await tx.run(`INSERT INTO ${table} (event_id, stream, n) VALUES (?, ?, ?)`, [e.id, e.stream, n]);
    },
  };
}

/** The same projection (same name and table) with a bug that throws after writing. */
const withFailure = (p: Recording, failWhen: (e: RecordedEvent) => boolean): Recording => ({
  ...p,
  async apply(tx, e) {
    await p.apply(tx, e);
    if (failWhen(e)) throw new Error('projection bug');
  },
});

export function projectionRunnerContract(subject: () => ContractSubject): void {
  describe('ProjectionRunner and SqlDb', () => {
    const store = () => subject().store;
    const sql = () => subject().sql;
    const rows = (p: Recording) => sql().query<{ event_id: string; n: number }>(`SELECT event_id, n FROM ${p.table} ORDER BY n`);

    async function appendNumbered(stream: string, from: number, count: number): Promise<void> {
      const events = Array.from({ length: count }, (_, i) => ev('Numbered', { n: from + i }));
      await store().append(stream, events, 'any');
    }

    it('SqlDb: ? placeholders, integers as numbers, transactions roll back on error', async () => {
      const t = `kv_${randomBytes(5).toString('hex')}`;
      await sql().exec(`CREATE TABLE IF NOT EXISTS ${t} (k TEXT PRIMARY KEY, v INTEGER NOT NULL, note TEXT)`);
      await sql().run(`INSERT INTO ${t} (k, v, note) VALUES (?, ?, 'what?')`, ['a', 1]);
      const changed = await sql().run(`INSERT INTO ${t} (k, v) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET v = ${t}.v + excluded.v`, ['a', 41]);
      assert.equal(changed, 1);
      await assert.rejects(
        sql().transaction(async (tx) => {
          await tx.run(`INSERT INTO ${t} (k, v) VALUES (?, ?)`, ['b', 2]);
          throw new Error('abort');
        }),
        /abort/,
      );
      const [row] = await sql().query(`SELECT COUNT(*) AS c, SUM(v) AS s, MAX(note) AS note FROM ${t}`);
      assert.deepEqual(row, { c: 1, s: 42, note: 'what?' });
    });

    it('applies a page atomically with its checkpoint; a restart resumes without duplicates', async () => {
      const prefix = uniquePrefix();
      await appendNumbered(`${prefix}p`, 0, 5);
      const healthy = recordingProjection(prefix);
      // Pages of 2: [0,1] commits, [2,3] fails on 3 after 2 was written, so 2 must not be visible.
      const broken = withFailure(healthy, (e) => (e.data as { n: number }).n === 3);
      const first = new ProjectionRunner(store(), sql(), [broken], { batchSize: 2 });
      await eventually(() =>
        assert.rejects(first.catchUp(), (err: unknown) => {
          assert.ok(err instanceof ProjectionFailedError);
          assert.equal(err.projection, healthy.name);
          return true;
        }),
      );
      assert.deepEqual(
        (await rows(healthy)).map((r) => r.n),
        [0, 1],
      );

      const restarted = new ProjectionRunner(store(), sql(), [healthy], { batchSize: 2 });
      await eventually(async () => {
        await restarted.catchUp();
        assert.deepEqual(
          (await rows(healthy)).map((r) => r.n),
          [0, 1, 2, 3, 4],
        );
      });

      await appendNumbered(`${prefix}p`, 5, 2);
      const again = new ProjectionRunner(store(), sql(), [healthy]);
      await eventually(async () => {
        await again.catchUp();
        assert.deepEqual(
          (await rows(healthy)).map((r) => r.n),
          [0, 1, 2, 3, 4, 5, 6],
        );
      });
      const [cp] = await sql().query('SELECT checkpoint FROM projection_checkpoints WHERE name = ?', [healthy.name]);
      const events = await store().readStream(`${prefix}p`);
      assert.equal(cp.checkpoint, events[6].position);
    });

    it('never applies a page twice when two runners share a projection', async () => {
      const prefix = uniquePrefix();
      for (let i = 0; i < 20; i++) await appendNumbered(`${prefix}s${i % 3}`, i, 1);
      const projection = recordingProjection(prefix);
      const a = new ProjectionRunner(store(), sql(), [projection], { batchSize: 3 });
      const b = new ProjectionRunner(store(), sql(), [projection], { batchSize: 3 });
      await eventually(async () => {
        await Promise.all([a.catchUp(), b.catchUp()]);
        assert.equal((await rows(projection)).length, 20);
      });
    });

    it('runs in the background: notify, retry with backoff, log without event data, stop', async () => {
      const prefix = uniquePrefix();
      let failuresLeft = 2;
      const projection = withFailure(recordingProjection(prefix), () => failuresLeft-- > 0);
      const logged: unknown[] = [];
      const logger: RunnerLogger = { error: (message, fields) => logged.push({ message, fields }) };
      const runner = new ProjectionRunner(store(), sql(), [projection], { pollIntervalMs: 20, logger });
      await runner.init(); // the table exists before we poll it
      runner.start();
      await store().append(`${prefix}bg`, [ev('Numbered', { n: 1, secret: 'PERSONAL-DATA' })], 'any');
      runner.notify();
      await eventually(async () => assert.ok((await rows(projection)).length >= 1, 'the runner did not apply the event'));
      await runner.stop();
      assert.equal(logged.length, 2, JSON.stringify(logged));
      assert.ok(!JSON.stringify(logged).includes('PERSONAL-DATA'), 'logs hold no event data');
      assert.match(JSON.stringify(logged[0]), /retrying in \d+ ms/);

      // Stopped: a new event is not applied until a runner catches up again. `stop()` resolved once its loop had
      // ended, so no runner is left that could apply it: nothing to wait for before looking.
      await appendNumbered(`${prefix}bg`, 2, 1);
      assert.equal((await rows(projection)).length, 1);
      const later = new ProjectionRunner(store(), sql(), [projection]);
      await eventually(async () => {
        await later.catchUp();
        assert.equal((await rows(projection)).length, 2);
      });
    });
  });
}
