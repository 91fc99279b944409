import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** A file written by `SealedTempFiles.write`: open it with `read`, then `remove` it. */
export interface SealedTempFile {
  path: string;
  size: number;
  iv: Buffer;
  tag: Buffer;
}

/** Thrown by `write` when the stream passes `maxBytes` (the caller maps it to its own 413). */
export class TempFileTooLarge extends Error {
  override readonly name = 'TempFileTooLarge';
}

/**
 * Uploads on their way in, as files under one directory, sealed (AES-256-GCM) with a key that lives only in
 * this process's memory: a file left behind by a crash is unreadable, and `sweep()` at start-up removes it.
 * Files are `0600` in a `0700` directory. Nothing here holds more than a stream chunk in memory.
 */
export class SealedTempFiles {
  private readonly key = randomBytes(32);

  constructor(readonly dir: string) {}

  /** Creates the directory (0700) and removes what an earlier process left behind. */
  async sweep(): Promise<number> {
    await fsp.mkdir(this.dir, { recursive: true, mode: 0o700 });
    await fsp.chmod(this.dir, 0o700);
    const left = (await fsp.readdir(this.dir)).filter((n) => n.endsWith('.upload'));
    await Promise.all(left.map((n) => fsp.rm(path.join(this.dir, n), { force: true })));
    return left.length;
  }

  /** Streams `source` into a new sealed file; removes it and rejects on any failure (ENOSPC included). */
  async write(source: Readable, maxBytes = Infinity): Promise<SealedTempFile> {
    await fsp.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = path.join(this.dir, `${randomBytes(12).toString('hex')}.upload`);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length;
        cb(size > maxBytes ? new TempFileTooLarge(`more than ${maxBytes} bytes`) : null, chunk);
      },
    });
    try {
      await pipeline(source, count, cipher, fs.createWriteStream(file, { mode: 0o600, flags: 'wx' }));
    } catch (err) {
      await fsp.rm(file, { force: true });
      throw err;
    }
    return { path: file, size, iv, tag: cipher.getAuthTag() };
  }

  /** The plain bytes of a file written here (the tag is checked, so a tampered file is refused). */
  async read(f: SealedTempFile): Promise<Buffer> {
    const decipher = createDecipheriv('aes-256-gcm', this.key, f.iv);
    decipher.setAuthTag(f.tag);
    const sealed = await fsp.readFile(f.path);
    return Buffer.concat([decipher.update(sealed), decipher.final()]);
  }

  async remove(f: Pick<SealedTempFile, 'path'>): Promise<void> {
    await fsp.rm(f.path, { force: true });
  }
}
