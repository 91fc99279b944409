/**
 * True when `err` (or an error in its cause chain) says the disk or the quota is full: `ENOSPC`/`EDQUOT`
 * from the file system, `SQLITE_FULL` from SQLite (the event store under `DATA_DIR`). Such a failure is
 * the operator's to fix and the client's to retry, never a `500`.
 */
export function isDiskFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const x = e as { code?: unknown; errcode?: unknown; message?: unknown };
    if (x.code === 'ENOSPC' || x.code === 'EDQUOT') return true;
    // SQLITE_FULL is 13; node:sqlite reports it as ERR_SQLITE_ERROR with `errcode`.
    if (x.errcode === 13 || (typeof x.message === 'string' && /database or disk is full/i.test(x.message))) return true;
  }
  return false;
}
