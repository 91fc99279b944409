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
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(tmp, bytes, { mode: 0o600 });
      await fs.rename(tmp, file);
    } catch (err) {
      // A full disk (or any failed write) must not leave a partial `.tmp` behind.
      await fs.rm(tmp, { force: true });
      throw err;
    }
  }

  async putIfAbsent(key: string, bytes: Uint8Array): Promise<boolean> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.writeFile(tmp, bytes, { mode: 0o600 });
      // link(2) fails with EEXIST when the name exists: the complete file appears under it, or nothing does.
      await fs.link(tmp, file);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw err;
    } finally {
      await fs.rm(tmp, { force: true });
    }
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
    await fs.rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    const dir = this.file(prefix.replace(/\/$/, ''));
    const entries = await fs.readdir(dir, { recursive: true }).catch(() => [] as string[]);
    await fs.rm(dir, { recursive: true, force: true });
    return entries.length;
  }
}
