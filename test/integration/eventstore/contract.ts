import assert from 'node:assert/strict';
import { randomBytes, randomUUID } from 'node:crypto';
import { EventIdConflictError, WrongExpectedVersionError, type EventStore, type NewEvent, type RecordedEvent } from '../../../src/eventstore/port';
import type { SqlDb } from '../../../src/eventstore/sql';
import { projectionRunnerContract } from './contract-projection-runner';

export interface ContractSubject {
  store: EventStore;
  /** The read-model database the adapter is deployed with (for the projection runner tests). */
  sql: SqlDb;
  close(): Promise<void>;
}

export interface ContractOptions {
  /** Whether an id already used in another stream is rejected. KurrentDB has no index by event id. Default true. */
  detectsIdsAcrossStreams?: boolean;
}

/** A fresh stream-name prefix, so tests never see each other's events (nor those of earlier runs). */
export function uniquePrefix(): string {
  return `t${randomBytes(5).toString('hex')}-`;
}

export function ev(type = 'Happened', data: Record<string, unknown> = {}): NewEvent {
  return { id: randomUUID(), type, data, metadata: { source: 'contract' } };
}

/** Every event under `prefixes` in global order, paging with `limit`. */
export async function readEverything(store: EventStore, prefixes: string[], limit = 500): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let checkpoint: string | null = null;
  for (;;) {
    const page = await store.readAll(checkpoint, { streamPrefixes: prefixes, limit });
    if (page.events.length === 0) return out;
    out.push(...page.events);
    checkpoint = page.checkpoint;
  }
}

/**
 * Reads on (from the last checkpoint) until at least `count` events under `prefixes` were seen, or 15 s passed.
 * On PostgreSQL a committed event becomes readable once every older transaction in the cluster has finished,
 * so other activity on the server can delay it (never reorder or drop it).
 */
export async function readAtLeast(store: EventStore, prefixes: string[], count: number, limit = 500): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  let checkpoint: string | null = null;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = await store.readAll(checkpoint, { streamPrefixes: prefixes, limit });
    out.push(...page.events);
    checkpoint = page.checkpoint;
    if (page.events.length === 0 && (out.length >= count || Date.now() > deadline)) return out;
    if (page.events.length === 0) await new Promise((r) => setTimeout(r, 10));
  }
}

/** Retries `check` until it passes or `ms` elapse (for effects that wait on the store's visibility). */
export async function eventually(check: () => Promise<void>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

async function rejectsWrongVersion(p: Promise<unknown>, stream: string, actual: number): Promise<void> {
  await assert.rejects(p, (err: unknown) => {
    assert.ok(err instanceof WrongExpectedVersionError, `expected WrongExpectedVersionError, got ${String(err)}`);
    assert.equal(err.stream, stream);
    assert.equal(err.actual, actual);
    return true;
  });
}

/**
 * The event store contract every adapter passes. `factory` is called once for the suite; tests isolate
 * themselves by stream prefix, so the store may hold other data.
 */
export function eventStoreContract(name: string, factory: () => Promise<ContractSubject>, options: ContractOptions = {}): void {
  describe(`EventStore contract: ${name}`, function () {
    this.timeout(60_000);
    const ctx = {} as { subject: ContractSubject };
    const store = (): EventStore => ctx.subject.store;

    before(async () => {
      ctx.subject = await factory();
    });
    after(async () => {
      await ctx.subject?.close();
    });

    it('appends and reads back a stream with 0-based versions', async () => {
      const s = `${uniquePrefix()}a`;
      const batch = [ev('A', { n: 1 }), ev('B', { nested: { ok: true }, list: [1, 'x'] }), ev('C')];
      const res = await store().append(s, batch, 'no_stream');
      assert.equal(res.nextVersion, 2);
      assert.equal(typeof res.position, 'string');
      const read = await store().readStream(s);
      assert.deepEqual(
        read.map((e) => [e.id, e.stream, e.type, e.data, e.metadata, e.streamVersion]),
        batch.map((e, i) => [e.id, s, e.type, e.data, e.metadata, i]),
      );
      assert.equal(read[2].position, res.position);
      for (const e of read) assert.ok(!Number.isNaN(Date.parse(e.recordedAt)), e.recordedAt);
      assert.deepEqual(await store().readStream(`${uniquePrefix()}missing`), []);
    });

    it('checks an exact expectedVersion, and a conflict writes nothing', async () => {
      const s = `${uniquePrefix()}v`;
      assert.equal((await store().append(s, [ev()], -1)).nextVersion, 0);
      assert.equal((await store().append(s, [ev()], 0)).nextVersion, 1);
      await rejectsWrongVersion(store().append(s, [ev(), ev(), ev()], 0), s, 1);
      await rejectsWrongVersion(store().append(s, [ev()], 5), s, 1);
      await rejectsWrongVersion(store().append(s, [ev()], -1), s, 1);
      assert.equal((await store().readStream(s)).length, 2);
      assert.equal((await readAtLeast(store(), [s], 2)).length, 2);
    });

    it('checks no_stream, stream_exists and any', async () => {
      const s = `${uniquePrefix()}s`;
      await rejectsWrongVersion(store().append(s, [ev()], 'stream_exists'), s, -1);
      assert.deepEqual(await store().readStream(s), []);
      assert.equal((await store().append(s, [ev()], 'no_stream')).nextVersion, 0);
      await rejectsWrongVersion(store().append(s, [ev()], 'no_stream'), s, 0);
      assert.equal((await store().append(s, [ev()], 'stream_exists')).nextVersion, 1);
      assert.equal((await store().append(s, [ev(), ev()], 'any')).nextVersion, 3);
      assert.equal((await store().append(`${uniquePrefix()}new`, [ev()], 'any')).nextVersion, 0);
    });

    it('treats a retried batch (same ids, same stream) as a no-op that succeeds', async () => {
      const s = `${uniquePrefix()}i`;
      const batch = [ev(), ev()];
      const first = await store().append(s, batch, 'no_stream');
      assert.deepEqual(await store().append(s, batch, 'no_stream'), first);
      assert.deepEqual(await store().append(s, batch, -1), first);
      await store().append(s, [ev()], 1);
      // Still a retry after the stream moved on, whatever the expected version says.
      assert.deepEqual(await store().append(s, batch, 'any'), first);
      assert.equal((await store().readStream(s)).length, 3);
    });

    it('a late retry of an `any` append after other appends is a no-op', async () => {
      const s = `${uniquePrefix()}late`;
      const batch = [ev(), ev()];
      const single = ev();
      const first = await store().append(s, batch, 'any');
      const firstSingle = await store().append(s, [single], 'any');
      await store().append(s, [ev()], 'any');
      await store().append(s, [ev(), ev()], 'stream_exists');
      assert.deepEqual(await store().append(s, batch, 'any'), first);
      assert.deepEqual(await store().append(s, [single], 'any'), firstSingle);
      assert.deepEqual(await store().append(s, [single], 'stream_exists'), firstSingle);
      const ids = (await store().readStream(s)).map((e) => e.id);
      assert.equal(ids.length, 6);
      assert.equal(new Set(ids).size, 6, 'no event stored twice');
    });

    it('stores a batch once when the same `any` append is sent several times at once', async () => {
      const s = `${uniquePrefix()}twin`;
      await store().append(s, [ev()], 'no_stream');
      const batch = [ev(), ev()];
      const results = await Promise.all(Array.from({ length: 5 }, () => store().append(s, batch, 'any')));
      for (const r of results) assert.deepEqual(r, results[0]);
      const ids = (await store().readStream(s)).map((e) => e.id);
      assert.deepEqual(
        ids.slice(1),
        batch.map((e) => e.id),
      );
    });

    it('rejects a batch whose ids were only partly appended', async () => {
      const s = `${uniquePrefix()}p`;
      const [a, b, c] = [ev(), ev(), ev()];
      await store().append(s, [a, b], 'no_stream');
      await assert.rejects(store().append(s, [b, c], 'any'), EventIdConflictError);
      assert.deepEqual(
        (await store().readStream(s)).map((e) => e.id),
        [a.id, b.id],
      );
    });

    if (options.detectsIdsAcrossStreams !== false) {
      it('rejects an id already appended to another stream', async () => {
        const p = uniquePrefix();
        const a = ev();
        await store().append(`${p}one`, [a], 'no_stream');
        await assert.rejects(store().append(`${p}two`, [a], 'no_stream'), EventIdConflictError);
        assert.deepEqual(await store().readStream(`${p}two`), []);
      });
    }

    it('rejects an empty batch and a batch that repeats an id', async () => {
      const s = `${uniquePrefix()}e`;
      await assert.rejects(store().append(s, [], 'any'), RangeError);
      const a = ev();
      await assert.rejects(store().append(s, [a, a], 'any'), RangeError);
      assert.deepEqual(await store().readStream(s), []);
    });

    it('reads a stream from a version with a limit', async () => {
      const s = `${uniquePrefix()}r`;
      await store().append(
        s,
        [0, 1, 2, 3, 4].map((n) => ev('N', { n })),
        'no_stream',
      );
      const versions = (opts: { fromVersion?: number; limit?: number }) =>
        store()
          .readStream(s, opts)
          .then((es) => es.map((e) => e.streamVersion));
      assert.deepEqual(await versions({ fromVersion: 2 }), [2, 3, 4]);
      assert.deepEqual(await versions({ fromVersion: 1, limit: 2 }), [1, 2]);
      assert.deepEqual(await versions({ limit: 1 }), [0]);
      assert.deepEqual(await versions({ fromVersion: 9 }), []);
    });

    it('reads all streams in one global order, continuing from a checkpoint, filtered by prefix', async () => {
      const p = uniquePrefix();
      const appended: string[] = [];
      for (const s of ['x-1', 'y-1', 'x-1', 'z-1', 'y-1', 'x-2']) {
        const e = ev('G', { s });
        await store().append(`${p}${s}`, [e], 'any');
        appended.push(e.id);
      }
      const all = await readAtLeast(store(), [p], 6);
      assert.deepEqual(
        all.map((e) => e.id),
        appended,
      );
      assert.equal(new Set(all.map((e) => e.position)).size, all.length);

      const paged = await readEverything(store(), [p], 2);
      assert.deepEqual(
        paged.map((e) => e.id),
        appended,
      );
      const page = await store().readAll(all[2].position, { streamPrefixes: [p], limit: 2 });
      assert.deepEqual(
        page.events.map((e) => e.id),
        appended.slice(3, 5),
      );
      assert.equal(page.checkpoint, all[4].position);
      const end = await store().readAll(all[5].position, { streamPrefixes: [p] });
      assert.deepEqual(end, { events: [], checkpoint: all[5].position });

      const xs = await readEverything(store(), [`${p}x-`]);
      assert.deepEqual(
        xs.map((e) => e.stream),
        [`${p}x-1`, `${p}x-1`, `${p}x-2`],
      );
      const xz = await readEverything(store(), [`${p}x-`, `${p}z-`]);
      assert.deepEqual(
        xz.map((e) => e.id),
        [appended[0], appended[2], appended[3], appended[5]],
      );
    });

    it('serves concurrent writers while a polling reader sees every event exactly once', async () => {
      const p = uniquePrefix();
      const seen: RecordedEvent[] = [];
      let writing = true;
      const reader = (async () => {
        let checkpoint: string | null = null;
        const deadline = Date.now() + 30_000;
        for (;;) {
          // Decided before reading, so the last read starts after the last commit.
          const done = !writing && (seen.length >= 120 || Date.now() > deadline);
          const page = await store().readAll(checkpoint, { streamPrefixes: [p], limit: 7 });
          seen.push(...page.events);
          checkpoint = page.checkpoint;
          if (done && page.events.length === 0) return;
          if (page.events.length === 0) await new Promise((r) => setTimeout(r, 2)); // a reader polling during the appends is what is tested
        }
      })();
      const own = Array.from({ length: 20 }, (_, w) =>
        (async () => {
          for (let v = 0; v < 5; v++) await store().append(`${p}own-${w}`, [ev('W', { w, v })], v - 1);
        })(),
      );
      // 20 racers on one stream, each retrying on conflict, as concurrent credit reservations do.
      const racers = Array.from({ length: 20 }, (_, r) =>
        (async () => {
          for (;;) {
            const current = (await store().readStream(`${p}shared`)).length - 1;
            try {
              return await store().append(`${p}shared`, [ev('R', { r })], current);
            } catch (err) {
              if (!(err instanceof WrongExpectedVersionError)) throw err;
            }
          }
        })(),
      );
      await Promise.all([...own, ...racers]);
      writing = false;
      await reader;

      const ids = seen.map((e) => e.id);
      const twice = seen.filter((e, i) => ids.indexOf(e.id) !== i).map((e) => `${e.stream}@${e.position}`);
      assert.deepEqual(twice, [], 'no event seen twice');
      assert.equal(ids.length, 120);
      const final = await readEverything(store(), [p]);
      assert.deepEqual(
        ids,
        final.map((e) => e.id),
        'the polling reader saw the same global order',
      );
      const shared = await store().readStream(`${p}shared`);
      assert.deepEqual(
        shared.map((e) => e.streamVersion),
        [...Array(20).keys()],
      );
      assert.equal(new Set(shared.map((e) => (e.data as { r: number }).r)).size, 20);
      for (let w = 0; w < 20; w++) {
        const mine = seen.filter((e) => e.stream === `${p}own-${w}`).map((e) => e.streamVersion);
        assert.deepEqual(mine, [0, 1, 2, 3, 4]);
      }
    });

    it('lets exactly one of 20 racing appends win each version', async () => {
      const s = `${uniquePrefix()}race`;
      for (let version = 0; version < 3; version++) {
        const results = await Promise.allSettled(Array.from({ length: 20 }, () => store().append(s, [ev()], version - 1)));
        const won = results.filter((r) => r.status === 'fulfilled');
        assert.equal(won.length, 1, `version ${version}: exactly one winner`);
        for (const r of results) {
          if (r.status === 'rejected') assert.ok(r.reason instanceof WrongExpectedVersionError, String(r.reason));
        }
      }
      assert.deepEqual(
        (await store().readStream(s)).map((e) => e.streamVersion),
        [0, 1, 2],
      );
    });

    it('answers ping', async () => {
      await store().ping();
    });

    projectionRunnerContract(() => ctx.subject);
  });
}
