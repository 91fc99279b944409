import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { GENERATED_DIR, buildFixture, layoutById } from '../test/fixtures';
import { createExtractionPool, extractFromPdf } from '../src/extraction';
import { readPdfText } from '../src/pdf';

/**
 * `npm run bench:extract [-- --runs N] [-- --sizes 3,60,300]`: pages per CPU-second and per wall-second of
 *
 * - the endpoint path: `extractFromPdf` through an extractor child process (pdf.js and the engine there,
 *   the result cloned back), the child kept warm as in the service;
 * - pdf.js alone: `readPdfText` (positioned text of every page) in this process, no engine, no child;
 * - `pdftotext -layout` (poppler-utils), a process per document, start-up included;
 *
 * on 3-, 60- and 300-page M-Pesa-style statements built by the fixture builders, in one run, with the ratio
 * of each to pdftotext. CPU time is counted where it is spent: this process's `process.cpuUsage()`, the
 * extractor child's `utime + stime` from `/proc/<pid>/stat` (plus this process's `cutime + cstime` for an
 * extractor that exited and was reaped during the run), and pdftotext's from this process's
 * `cutime + cstime` (`/proc/self/stat`: children waited for), so a child's work is never missed nor taken
 * for idle time. Wall: the median of the runs after a warm-up. Memory: the peak resident set of the process
 * that read the document while it ran that size (the extractor child for the endpoint, this process for pdf.js
 * alone), from the kernel's high-water mark (`VmHWM`, reset before each size through `/proc/<pid>/clear_refs`),
 * so no sampler runs beside the work and charges its CPU to it.
 */

const SIZES = [3, 60, 300];
const DEFAULT_RUNS: Record<number, number> = { 3: 30, 60: 8, 300: 3 };
const WARMUP = 2;
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** utime, stime, cutime, cstime of a process in seconds, from `/proc/<pid>/stat` (Linux). */
function procCpu(pid: number | 'self'): { own: number; children: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  // Fields after the command name (which may hold spaces): state is field 3, utime field 14.
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const n = (i: number) => Number(f[i - 3]) / TICKS_PER_SECOND;
  return { own: n(14) + n(15), children: n(16) + n(17) };
}

function selfCpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

function median(samples: number[]): number {
  const s = [...samples].sort((a, b) => a - b);
  return s[Math.floor((s.length - 1) / 2)]!;
}

/** Starts a new high-water mark of `pid`'s resident set (Linux: `5` into `clear_refs`); false where not allowed. */
function resetPeak(pid: number | 'self'): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Peak resident MiB of `pid` since its last reset (`VmHWM`), or null when unknown. */
function peakMb(pid: number | 'self'): number | null {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
    return m ? Number(m[1]) / 1024 : null;
  } catch {
    return null;
  }
}

interface Row {
  /** Peak resident MiB of the process that read the document (null: not measured). */
  peakMb?: number | null;
  wallMs: number;
  cpuSeconds: number;
  runs: number;
  note: string;
}

/** Runs `once` `runs` times after a warm-up; CPU from `cpu()` (seconds, any clock that only grows). */
async function measure(runs: number, cpu: () => number, once: () => Promise<string> | string): Promise<Row> {
  for (let i = 0; i < WARMUP; i++) await once();
  const walls: number[] = [];
  let note = '';
  const cpu0 = cpu();
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    note = await once();
    walls.push(performance.now() - t);
  }
  return { wallMs: median(walls), cpuSeconds: cpu() - cpu0, runs, note };
}

/** Wall time of the first document on a new pool: with `warm`, after the pool's warm child became ready. */
async function firstDocument(warm: boolean, pages: number): Promise<number> {
  const f = await buildFixture(layoutById('mpesa'), { name: `bench-mpesa-${pages}p`, pages });
  const pool = createExtractionPool({ size: 1, warm: warm ? 1 : 0 });
  try {
    while (warm && pool.state.ready < 1) await new Promise((r) => setTimeout(r, 10));
    const t = performance.now();
    await extractFromPdf(f.pdf, { pool });
    return performance.now() - t;
  } finally {
    await pool.close();
  }
}

async function main(): Promise<void> {
  if (process.platform !== 'linux') throw new Error('bench:extract reads CPU times from /proc (Linux only)');
  const args = process.argv.slice(2);
  const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runsArg = arg('--runs') ? Number(arg('--runs')) : undefined;
  const sizes = arg('--sizes')?.split(',').map(Number) ?? SIZES;
  if (spawnSync('pdftotext', ['-v']).error) throw new Error('pdftotext not found (apt-get install -y poppler-utils)');

  const dir = join(GENERATED_DIR, 'bench');
  mkdirSync(dir, { recursive: true });
  // No time budget in a measurement: a loaded machine must not turn a slow run into a refusal.
  const pool = createExtractionPool({ size: 1, warm: 1, timeoutMs: 600_000 });
  const lines: string[] = [];
  try {
    for (const pages of sizes) {
      const f = await buildFixture(layoutById('mpesa'), { name: `bench-mpesa-${pages}p`, pages });
      const file = join(dir, `${f.name}.pdf`);
      writeFileSync(file, f.pdf);
      const expected = f.truth.response!.no_of_transactions;
      const runs = runsArg ?? DEFAULT_RUNS[pages] ?? 5;

      // The endpoint path: this process (copy, IPC) plus the extractor child.
      // A child that exits (memory recycle) and was reaped has its CPU in this process's cutime+cstime.
      const childCpu = () => procCpu('self').children + pool.childPids().reduce((sum, pid) => sum + procCpu(pid).own, 0);
      await extractFromPdf(f.pdf, { pool }); // the child is started and has pdf.js loaded
      const pidsBefore = pool.childPids().join(',');
      const peakReset = pool.childPids().every((pid) => resetPeak(pid));
      const cpuOfEndpoint = () => selfCpuSeconds() + childCpu();
      const endpoint = await measure(runs, cpuOfEndpoint, async () => {
        try {
          return `${(await extractFromPdf(f.pdf, { pool })).transactions.length}/${expected} rows`;
        } catch (err) {
          return `refused: ${(err as { code?: string }).code ?? String(err)}`;
        }
      });
      if (pool.childPids().join(',') !== pidsBefore) endpoint.note += ' (extractor recycled during the run)';
      else if (peakReset) endpoint.peakMb = Math.max(...pool.childPids().map((pid) => peakMb(pid) ?? 0));

      const selfReset = resetPeak('self');
      const pdfjs = await measure(runs, selfCpuSeconds, async () => `${(await readPdfText(new Uint8Array(f.pdf))).pages.length} pages`);
      if (selfReset) pdfjs.peakMb = peakMb('self');

      const poppler = await measure(
        runs,
        () => procCpu('self').children,
        () => {
          const r = spawnSync('pdftotext', ['-layout', file, '/dev/null']);
          if (r.status !== 0) throw new Error(`pdftotext failed on ${file}: ${r.stderr?.toString()}`);
          return '';
        },
      );

      const perCpu = (r: Row) => (pages * r.runs) / Math.max(r.cpuSeconds, 1e-9);
      const perWall = (r: Row) => pages / (r.wallMs / 1000);
      for (const [name, r] of [
        ['endpoint (child process)', endpoint],
        ['pdf.js alone (in-process)', pdfjs],
        ['pdftotext -layout', poppler],
      ] as const) {
        lines.push(
          `${String(pages).padStart(5)}  ${name.padEnd(26)} ${String(r.runs).padStart(4)} ${r.wallMs.toFixed(1).padStart(9)} ${perCpu(r).toFixed(0).padStart(10)} ${(perCpu(r) / perCpu(poppler)).toFixed(2).padStart(6)}x ${perWall(r).toFixed(0).padStart(10)} ${(perWall(r) / perWall(poppler)).toFixed(2).padStart(6)}x ${(r.peakMb ? r.peakMb.toFixed(0) : '-').padStart(8)}  ${r.note}`,
        );
      }
    }
  } finally {
    await pool.close();
  }
  const cold = await firstDocument(false, sizes[0]!);
  const warm = await firstDocument(true, sizes[0]!);
  const cpu = cpus();
  console.log(`bench:extract — M-Pesa-style statements; ${cpu.length} CPUs (${cpu[0]?.model ?? '?'}); Node ${process.version}`);
  console.log(
    `${'pages'.padStart(5)}  ${'path'.padEnd(26)} ${'runs'.padStart(4)} ${'p50 ms'.padStart(9)} ${'pages/CPU-s'.padStart(10)} ${'÷ptt'.padStart(7)} ${'pages/s'.padStart(10)} ${'÷ptt'.padStart(7)} ${'peak MB'.padStart(8)}`,
  );
  for (const l of lines) console.log(l);
  console.log(
    `first ${sizes[0]}-page document on a new pool: ${cold.toFixed(0)} ms cold (the extractor starts for it), ${warm.toFixed(0)} ms with PDF_WARM=1 (started with the pool)`,
  );
  console.log(
    'peak MB: highest resident set of the process that read the document during that size (the extractor child for the endpoint, pdf.js threads included; this process for pdf.js alone), from VmHWM reset before each size.',
  );
  console.log(
    'pages/CPU-s: pages read per second of CPU time (user+system) of every process involved; pages/s: pages ÷ median wall time; ÷ptt: ratio to pdftotext -layout in the same run (issue 20 target: endpoint ≥ 0.5x per CPU-second).',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
