import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertBlobKey, type BlobStore } from './blob-store';

/**
 * Blobs up to this size are written and read with synchronous calls on the calling thread. A task's blobs are
 * mostly a few KB (sealed URL, names, result, summary, callback request, claims): a synchronous `open`, `write`,
 * `close` of such a file in the page cache takes microseconds, where each asynchronous step is a round trip
 * through libuv's thread pool and the promise machinery (about a quarter of the main thread's CPU per task and
 * most of the pool's in `npm run bench:e2e` before this). Larger blobs (uploaded PDFs up to `MAX_UPLOAD_BYTES`)
 * stay asynchronous, so a big write never holds the event loop. A stalled disk would hold the loop on a small
 * blob, as it already does on every write of the embedded SQLite store in the same `DATA_DIR`.
 */
export const SMALL_BLOB_BYTES = 256 * 1024;

/** Blobs as files under a root directory (the embedded default: `DATA_DIR/blobs`). Writes are atomic renames. */
export class FsBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertBlobKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    const tmp = await this.writeTemp(file, bytes);
    try {
      if (bytes.byteLength <= SMALL_BLOB_BYTES) fsSync.renameSync(tmp, file);
      else await fs.rename(tmp, file);
    } catch (err) {
      removeFileSync(tmp);
      throw err;
    }
  }

  async putIfAbsent(key: string, bytes: Uint8Array): Promise<boolean> {
    const file = this.file(key);
    const tmp = await this.writeTemp(file, bytes);
    try {
      // link(2) fails with EEXIST when the name exists: the complete file appears under it, or nothing does.
      if (bytes.byteLength <= SMALL_BLOB_BYTES) fsSync.linkSync(tmp, file);
      else await fs.link(tmp, file);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    } finally {
      removeFileSync(tmp);
    }
  }

  /**
   * Writes `bytes` to a new temporary file beside `file`. Its directory is created only when the write finds it
   * missing: most writes go to a task's directory that exists already, and a `mkdir -p` costs two system calls
   * each time. A full disk (or any failed write) leaves no partial file behind.
   */
  private async writeTemp(file: string, bytes: Uint8Array): Promise<string> {
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    const small = bytes.byteLength <= SMALL_BLOB_BYTES;
    const write = () => (small ? fsSync.writeFileSync(tmp, bytes, { mode: 0o600 }) : fs.writeFile(tmp, bytes, { mode: 0o600 }));
    try {
      await write();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
        removeFileSync(tmp);
        throw err;
      }
      try {
        await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await write();
      } catch (retryErr) {
        removeFileSync(tmp);
        throw retryErr;
      }
    }
    return tmp;
  }

  async get(key: string): Promise<Buffer | null> {
    const file = this.file(key);
    let fd: number;
    try {
      fd = fsSync.openSync(file, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    let size: number;
    try {
      size = fsSync.fstatSync(fd).size;
      if (size <= SMALL_BLOB_BYTES) return readAll(fd, size);
    } finally {
      fsSync.closeSync(fd);
    }
    try {
      return await fs.readFile(file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null; // deleted in between
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    removeFileSync(this.file(key));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const dir = this.file(prefix.replace(/\/$/, ''));
    const entries = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
    await fs.rm(dir, { recursive: true, force: true });
    return entries.length;
  }
}

/** The `size` bytes of an open file (a file being replaced is renamed over, never written in place). */
function readAll(fd: number, size: number): Buffer {
  const buf = Buffer.allocUnsafe(size);
  let at = 0;
  while (at < size) {
    const n = fsSync.readSync(fd, buf, at, size - at, at);
    if (n === 0) break;
    at += n;
  }
  return at === size ? buf : buf.subarray(0, at);
}

/** Removes a file; one that is not there is fine (one `unlink`, where `rm --force` first `lstat`s). */
function removeFileSync(file: string): void {
  try {
    fsSync.unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
