import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from '../logger';

/**
 * Keeps the data directory private to the service's user: files this process (and the Temporal dev server
 * it starts) creates are `0600` in `0700` directories (umask 077: SQLite and Temporal create their files
 * with the umask's mode), and `DATA_DIR` and what an earlier version left at its top level are brought to
 * those modes. Blob files and directories are created with those modes explicitly.
 */
export function protectDataDir(dataDir: string, logger?: Pick<Logger, 'warn'>): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const fix = (p: string, mode: number) => {
    try {
      if ((fs.statSync(p).mode & 0o777) !== mode) fs.chmodSync(p, mode);
    } catch (err) {
      logger?.warn('could not restrict the mode of a data file', { path: p, mode: mode.toString(8), error: (err as Error).message });
    }
  };
  fix(dataDir, 0o700);
  for (const entry of fs.readdirSync(dataDir, { withFileTypes: true })) {
    if (entry.isFile()) fix(path.join(dataDir, entry.name), 0o600);
    else if (entry.isDirectory()) fix(path.join(dataDir, entry.name), 0o700);
  }
}
