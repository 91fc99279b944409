import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

let pageBytes: number | undefined;

/** The kernel's page size (`statm` counts pages); 4 KiB where it cannot be asked. */
function pageSize(): number {
  if (pageBytes === undefined) {
    try {
      pageBytes = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;
    } catch {
      pageBytes = 4096;
    }
  }
  return pageBytes;
}

/** Resident memory of `pid` in MiB from `/proc/<pid>/status` (null when unknown: not Linux, or the process is gone). */
export function residentMb(pid: number): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The resident set of one process, sampled often (the extractor watchdog reads it every 5 ms while a document is
 * read): `/proc/<pid>/statm` through a descriptor kept open, so a sample is one `pread` of a short line instead
 * of opening, reading and closing `/proc/<pid>/status` (about 1.3 KB the kernel formats) and a regular
 * expression. The descriptor stays bound to that process: once it has exited, a sample is null, even if its
 * pid is reused. Falls back to `residentMb` where `statm` cannot be opened.
 */
export class ResidentSet {
  private fd: number | null | undefined;
  private readonly buf = Buffer.alloc(128);

  constructor(private readonly pid: number) {}

  /** Resident memory now, in MiB; null when unknown. */
  mb(): number | null {
    if (this.fd === undefined) {
      try {
        this.fd = openSync(`/proc/${this.pid}/statm`, 'r');
      } catch {
        this.fd = null;
      }
    }
    if (this.fd === null) return residentMb(this.pid);
    try {
      const n = readSync(this.fd, this.buf, 0, this.buf.length, 0);
      // size resident shared text lib data dt, in pages
      const resident = Number(this.buf.toString('latin1', 0, n).split(' ')[1]);
      return Number.isFinite(resident) ? (resident * pageSize()) / 2 ** 20 : null;
    } catch {
      return null;
    }
  }

  close(): void {
    if (typeof this.fd === 'number') closeSync(this.fd);
    this.fd = null;
  }
}
