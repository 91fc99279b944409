import fs from 'node:fs';
import path from 'node:path';

/**
 * Fills the file system of `dir` with one file (`name`), written `chunkBytes` at a time until ENOSPC; returns
 * the file, whose removal frees the space again. Used on throwaway tmpfs mounts only.
 */
export function fillDisk(dir: string, name: string, chunkBytes: number): string {
  const file = path.join(dir, name);
  const fd = fs.openSync(file, 'w');
  const chunk = Buffer.alloc(chunkBytes, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
  } finally {
    fs.closeSync(fd);
  }
  return file;
}
