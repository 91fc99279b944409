import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertBlobKey, type BlobStore } from './blob-store';

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
      await fs.rename(tmp, file);
    } catch (err) {
      await removeFile(tmp);
      throw err;
    }
  }

  async putIfAbsent(key: string, bytes: Uint8Array): Promise<boolean> {
    const file = this.file(key);
    const tmp = await this.writeTemp(file, bytes);
    try {
      // link(2) fails with EEXIST when the name exists: the complete file appears under it, or nothing does.
      await fs.link(tmp, file);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    } finally {
      await removeFile(tmp);
    }
  }

  /**
   * Writes `bytes` to a new temporary file beside `file`. Its directory is created only when the write finds it
   * missing: most writes go to a task's directory that exists already, and a `mkdir -p` costs two system calls
   * and thread-pool round trips each time. A full disk (or any failed write) leaves no partial file behind.
   */
  private async writeTemp(file: string, bytes: Uint8Array): Promise<string> {
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(tmp, bytes, { mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') {
        await removeFile(tmp);
        throw err;
      }
      try {
        await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await fs.writeFile(tmp, bytes, { mode: 0o600 });
      } catch (retryErr) {
        await removeFile(tmp);
        throw retryErr;
      }
    }
    return tmp;
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await removeFile(this.file(key));
  }

  async deletePrefix(prefix: string): Promise<number> {
    const dir = this.file(prefix.replace(/\/$/, ''));
    const entries = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
    await fs.rm(dir, { recursive: true, force: true });
    return entries.length;
  }
}

/** Removes a file; one that is not there is fine (one `unlink`, where `rm --force` first `lstat`s). */
async function removeFile(file: string): Promise<void> {
  try {
    await fs.unlink(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
