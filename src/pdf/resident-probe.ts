import { closeSync, openSync, readFileSync, readSync } from 'node:fs';

/** KiB per page of `/proc/<pid>/statm`, learnt once from this process (statm counts pages, status kB). */
let pageKib: number | undefined;

function statmPageKib(): number {
  if (pageKib !== undefined) return pageKib;
  pageKib = 4;
  try {
    const pages = Number(readFileSync('/proc/self/statm', 'latin1').split(' ')[1]);
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'latin1'))?.[1]);
    // The two reads are a moment apart: the nearest page size a kernel uses (4, 16 or 64 KiB).
    if (pages > 0 && kb > 0) pageKib = [4, 16, 64].reduce((best, k) => (Math.abs(kb / pages - k) < Math.abs(kb / pages - best) ? k : best));
  } catch {
    // No /proc: the probe reads nothing anyway.
  }
  return pageKib;
}

/**
 * A child's resident set sampled cheaply, as the extractor's watchdog does every few milliseconds while a
 * document runs: `/proc/<pid>/statm` opened once and re-read with one `pread` per sample (the kernel
 * regenerates it on every read), instead of opening, reading and closing `/proc/<pid>/status` each time
 * (about a tenth of the CPU per sample). Linux only: elsewhere, and once the process is gone, `null`.
 */
export class ResidentProbe {
  private fd: number | null = null;
  private readonly buf = Buffer.alloc(128);

  constructor(private readonly pid: number) {}

  /** Resident MiB now, or null when unknown. */
  sampleMb(): number | null {
    try {
      this.fd ??= openSync(`/proc/${this.pid}/statm`, 'r');
      const n = readSync(this.fd, this.buf, 0, this.buf.length, 0);
      // "size resident shared text lib data dt", in pages.
      const text = this.buf.toString('latin1', 0, n);
      const from = text.indexOf(' ') + 1;
      const resident = Number(text.slice(from, text.indexOf(' ', from)));
      return Number.isFinite(resident) ? (resident * statmPageKib()) / 1024 : null;
    } catch {
      this.close();
      return null;
    }
  }

  close(): void {
    if (this.fd === null) return;
    try {
      closeSync(this.fd);
    } catch {
      // already closed
    }
    this.fd = null;
  }
}
