import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { FsBlobStore, SMALL_BLOB_BYTES } from '../../../src/blobs/fs-blob-store';

/**
 * The file blob store on both of its paths: small blobs (synchronous calls) and large ones (asynchronous, so a
 * big upload never holds the event loop). Either way a write is atomic and leaves no temporary file.
 */
describe('FsBlobStore', () => {
  let dir: string;
  let store: FsBlobStore;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bsa-fs-blobs-'));
    store = new FsBlobStore(path.join(dir, 'blobs'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const files = (taskId: string) => fs.readdirSync(path.join(dir, 'blobs', 'task', taskId)).sort();

  for (const [size, label] of [
    [1000, 'small'],
    [SMALL_BLOB_BYTES, 'at the limit'],
    [SMALL_BLOB_BYTES + 1, 'large'],
    [3 * SMALL_BLOB_BYTES, 'large, several reads'],
  ] as const) {
    it(`${label} (${size} bytes): put creates the directory, overwrites, reads back, deletes; putIfAbsent keeps the first`, async () => {
      const a = randomBytes(size);
      const b = randomBytes(size);
      assert.equal(await store.get('task/t/x.bin'), null);
      await store.put('task/t/x.bin', a);
      assert.ok(a.equals((await store.get('task/t/x.bin'))!));
      await store.put('task/t/x.bin', b);
      assert.ok(b.equals((await store.get('task/t/x.bin'))!), 'overwritten');
      assert.equal(await store.putIfAbsent('task/t/y.bin', a), true);
      assert.equal(await store.putIfAbsent('task/t/y.bin', b), false);
      assert.ok(a.equals((await store.get('task/t/y.bin'))!), 'the first kept');
      assert.deepEqual(files('t'), ['x.bin', 'y.bin'], 'no temporary file left');
      assert.equal((fs.statSync(path.join(dir, 'blobs', 'task', 't')).mode & 0o777).toString(8), '700');
      assert.equal((fs.statSync(path.join(dir, 'blobs', 'task', 't', 'x.bin')).mode & 0o777).toString(8), '600');
      await store.delete('task/t/x.bin');
      await store.delete('task/t/x.bin'); // gone already: fine
      assert.equal(await store.get('task/t/x.bin'), null);
      assert.equal(await store.deletePrefix('task/t/'), 1);
      assert.equal(await store.get('task/t/y.bin'), null);
    });
  }

  it('a write that fails leaves no temporary file behind', async () => {
    await store.put('task/u/a.bin', Buffer.from('a'));
    fs.mkdirSync(path.join(dir, 'blobs', 'task', 'u', 'dir.bin')); // a directory where the file should go
    await assert.rejects(store.put('task/u/dir.bin', Buffer.from('b')));
    await assert.rejects(store.put('task/u/dir.bin', randomBytes(SMALL_BLOB_BYTES + 1)));
    assert.deepEqual(files('u'), ['a.bin', 'dir.bin']);
  });
});
