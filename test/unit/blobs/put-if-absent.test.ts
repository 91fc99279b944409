import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BlobStore } from '../../../src/blobs/blob-store';
import { FsBlobStore } from '../../../src/blobs/fs-blob-store';
import { SqlBlobStore } from '../../../src/blobs/sql-blob-store';
import { SqliteSqlDb } from '../../../src/eventstore/sqlite-sql-db';

/** `putIfAbsent` is the arbiter of a callback attempt's claim: of callers racing on one key, exactly one wins. */
describe('BlobStore.putIfAbsent', () => {
  let dir: string;
  let db: SqliteSqlDb;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-put-if-absent-'));
    db = SqliteSqlDb.open(path.join(dir, 'blobs.sqlite'));
  });
  afterEach(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const stores = (): [string, BlobStore][] => [
    ['files', new FsBlobStore(path.join(dir, 'blobs'))],
    ['SQL', new SqlBlobStore(db)],
  ];

  it('stores only when the key is free and never replaces what is there', async () => {
    for (const [name, store] of stores()) {
      assert.equal(await store.putIfAbsent('task/t1/claim.json', Buffer.from('first')), true, name);
      assert.equal(await store.putIfAbsent('task/t1/claim.json', Buffer.from('second')), false, name);
      assert.equal((await store.get('task/t1/claim.json'))!.toString(), 'first', name);
    }
    assert.deepEqual(fs.readdirSync(path.join(dir, 'blobs', 'task', 't1')), ['claim.json'], 'no temporary file is left beside the claim');
  });

  it('of many racing callers exactly one wins, and its bytes are the ones stored', async () => {
    for (const [name, store] of stores()) {
      const won = await Promise.all(Array.from({ length: 16 }, (_, i) => store.putIfAbsent('task/t2/claim.json', Buffer.from(`caller ${i}`))));
      assert.equal(won.filter(Boolean).length, 1, name);
      assert.equal((await store.get('task/t2/claim.json'))!.toString(), `caller ${won.indexOf(true)}`, name);
    }
  });
});
