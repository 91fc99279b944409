import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export interface MasterKeySource {
  /** `SECRET_KEY`: the key itself (base64, 32 bytes). */
  secretKey: string | null;
  /** `SECRET_KEY_FILE`: a file holding it (e.g. a mounted secret), created `0600` when absent. */
  secretKeyFile: string | null;
  dataDir: string;
}

function readKeyFile(file: string): Buffer {
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return key;
}

/** Creates `file` with a new random key unless it exists (never overwritten: the key opens what it sealed). */
function ensureKeyFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
}

/**
 * The master sealing key, from the first of: `SECRET_KEY` (required when several machines share the
 * stores), `SECRET_KEY_FILE` (a path outside `DATA_DIR`, so a copy of the data directory alone opens
 * nothing), else `DATA_DIR/secret.key`, created once with mode 0600.
 */
export function loadMasterKey(src: MasterKeySource): Buffer {
  if (src.secretKey) {
    const key = Buffer.from(src.secretKey, 'base64');
    if (key.length !== 32) throw new Error('SECRET_KEY must be 32 bytes, base64-encoded');
    return key;
  }
  const file = src.secretKeyFile ?? path.join(src.dataDir, 'secret.key');
  ensureKeyFile(file);
  return readKeyFile(file);
}
