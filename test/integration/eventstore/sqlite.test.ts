import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openStores } from '../../../src/eventstore/open';
import type { RecordedEvent } from '../../../src/eventstore/port';
import { SqliteEventStore } from '../../../src/eventstore/sqlite-event-store';
import { SqliteSqlDb } from '../../../src/eventstore/sqlite-sql-db';
import { eventStoreContract, ev, readEverything, uniquePrefix } from './contract';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'es-sqlite-'));
}

eventStoreContract('SQLite file (openStores default)', async () => {
  const dir = tempDir();
  const stores = await openStores({ dataDir: join(dir, 'data') });
  return {
    store: stores.events,
    sql: stores.sql,
    close: async () => {
      await stores.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});

eventStoreContract('SQLite :memory:', async () => {
  const sql = SqliteSqlDb.open(':memory:');
  const store = await SqliteEventStore.on(sql);
  return { store, sql, close: () => sql.close() };
});

describe('SQLite event store: several connections and processes on one file', function () {
  this.timeout(120_000);
  let dir: string;
  beforeEach(() => {
    dir = tempDir();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps one gap-free order across two connections (two DatabaseSync handles) writing in turn', async () => {
    const file = join(dir, 'events.sqlite');
    const [a, b] = [await SqliteEventStore.open(file), await SqliteEventStore.open(file)];
    try {
      const p = uniquePrefix();
      await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).append(`${p}s${i % 4}`, [ev('X', { i })], 'any')));
      const fromA = await readEverything(a, [p], 7);
      const fromB = await readEverything(b, [p], 5);
      assert.equal(fromA.length, 40);
      assert.deepEqual(
        fromA.map((e) => e.id),
        fromB.map((e) => e.id),
      );
      const positions = fromA.map((e) => Number(e.position));
      assert.deepEqual(
        positions,
        [...positions].sort((x, y) => x - y),
      );
      // A version race across connections: exactly one wins.
      const results = await Promise.allSettled([a.append(`${p}race`, [ev()], -1), b.append(`${p}race`, [ev()], -1)]);
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('lets three processes append concurrently while a fourth reads, none skipped', async () => {
    const file = join(dir, 'events.sqlite');
    const reader = await SqliteEventStore.open(file);
    const p = uniquePrefix();
    const writers = [0, 1, 2].map((w) => runWriter(file, `${p}w${w}`, 40));
    let running = true;
    const done = Promise.all(writers).finally(() => (running = false));
    const seen: RecordedEvent[] = [];
    let checkpoint: string | null = null;
    for (;;) {
      const last = !running;
      const page = await reader.readAll(checkpoint, { streamPrefixes: [p], limit: 9 });
      seen.push(...page.events);
      checkpoint = page.checkpoint;
      if (last && page.events.length === 0) break;
      await new Promise((r) => setTimeout(r, 3)); // a reader polling while the writers commit is what is tested; the loop ends on their completion
    }
    await done;
    assert.equal(seen.length, 120);
    assert.equal(new Set(seen.map((e) => e.id)).size, 120);
    assert.deepEqual(
      seen.map((e) => e.id),
      (await readEverything(reader, [p])).map((e) => e.id),
    );
    await reader.close();
  });
});

/** A child process (Node 24, same TypeScript loader) appending `count` events one by one with exact versions. */
function runWriter(file: string, stream: string, count: number): Promise<void> {
  const root = resolve(__dirname, '../../..');
  const script = `
    const { SqliteEventStore } = require(${JSON.stringify(join(root, 'src/eventstore/sqlite-event-store.ts'))});
    const { randomUUID } = require('node:crypto');
    (async () => {
      const store = await SqliteEventStore.open(${JSON.stringify(file)});
      for (let v = 0; v < ${count}; v++) {
        await store.append(${JSON.stringify(stream)}, [{ id: randomUUID(), type: 'W', data: { v } }], v - 1);
      }
      await store.close();
    })().catch((err) => { console.error(err); process.exit(1); });`;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['-r', join(root, 'scripts/register.js'), '-e', script], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new Error(`writer ${stream} exited ${code}`))));
  });
}
