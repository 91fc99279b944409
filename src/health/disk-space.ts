import fs from 'node:fs/promises';
import path from 'node:path';

/** Bytes available to this (unprivileged) process on the file system that holds `dir` (or its nearest existing parent). */
export async function freeBytes(dir: string): Promise<number> {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    try {
      const s = await fs.statfs(d);
      return s.bavail * s.bsize;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || d === path.dirname(d)) throw err;
    }
  }
}
