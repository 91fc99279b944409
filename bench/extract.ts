import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_DIR, buildFixture, layoutById } from '../test/fixtures';
import type { ExtractedStatement } from '../src/domain/statement';
import { closeExtractionPool, extractFromPdf } from '../src/extraction';
import { treeResidentMb } from '../test/helpers/process-tree-memory';

/**
 * `npm run bench:extract [-- --runs N]`: latency and throughput of `extractFromPdf` (the endpoint's code
 * path: an extractor child process, pdf.js, the engine) on 1-, 10-, 60- and 100-page M-Pesa-style statements, against
 * `pdftotext -layout` on the same files in the same run. Medians after warm-up, so one slow run (GC,
 * a noisy neighbour) does not move the headline; the spread column says how noisy the run was.
 */

type Extract = (bytes: Uint8Array, opts: { password?: string }) => Promise<ExtractedStatement>;

const SIZES = [1, 10, 60, 100] as const;
const DEFAULT_RUNS: Record<number, number> = { 1: 40, 10: 20, 60: 11, 100: 9 };
const WARMUP = 3;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function stats(samples: number[]): { p50: number; p95: number; spread: number } {
  const s = [...samples].sort((a, b) => a - b);
  const p50 = quantile(s, 0.5);
  const mad = quantile(
    [...s.map((v) => Math.abs(v - p50))].sort((a, b) => a - b),
    0.5,
  );
  return { p50, p95: quantile(s, 0.95), spread: p50 ? mad / p50 : 0 };
}

function pdftotextAvailable(): boolean {
  const r = spawnSync('pdftotext', ['-v'], { encoding: 'utf8' });
  return !r.error;
}

function timePdftotext(file: string, runs: number): number[] {
  spawnSync('pdftotext', ['-layout', file, '/dev/null']);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    const r = spawnSync('pdftotext', ['-layout', file, '/dev/null']);
    out.push(performance.now() - t);
    if (r.status !== 0) throw new Error(`pdftotext failed on ${file}: ${r.stderr?.toString()}`);
  }
  return out;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsArg = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : undefined;
  const extract: Extract = (bytes, opts) => extractFromPdf(bytes, opts);
  const dir = join(GENERATED_DIR, 'bench');
  mkdirSync(dir, { recursive: true });
  const files = new Map<number, { path: string; bytes: Uint8Array; rows: number }>();
  for (const pages of SIZES) {
    const f = await buildFixture(layoutById('mpesa'), { name: `bench-mpesa-${pages}p`, pages });
    const path = join(dir, `${f.name}.pdf`);
    writeFileSync(path, f.pdf);
    files.set(pages, { path, bytes: f.pdf, rows: f.truth.response!.no_of_transactions });
  }
  const havePdftotext = pdftotextAvailable();
  if (!havePdftotext) console.log('pdftotext not found (apt-get install -y poppler-utils): the comparison columns are left empty.\n');

  // Extraction runs in child processes: memory is the whole process tree's (this process and its extractors).
  const treeRss = () => (process.platform === 'linux' ? treeResidentMb() * 2 ** 20 : process.memoryUsage().rss);
  let peakRss = treeRss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, treeRss())), 20);
  const rssBefore = treeRss();
  const rows: string[] = [];
  const cpu = (await import('node:os')).cpus();
  try {
    for (const pages of SIZES) {
      const f = files.get(pages)!;
      const runs = runsArg ?? DEFAULT_RUNS[pages]!;
      // A refusal is still timed (it went through the whole path) but is shown instead of the row count.
      const once = async (): Promise<string> => {
        try {
          return String((await extract(f.bytes, {})).transactions.length);
        } catch (err) {
          return `!${(err as { code?: string }).code ?? 'error'}`;
        }
      };
      for (let i = 0; i < WARMUP; i++) await once();
      const samples: number[] = [];
      let found = '';
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        found = await once();
        samples.push(performance.now() - t);
      }
      const ours = stats(samples);
      const ppsOurs = pages / (ours.p50 / 1000);
      let ref = '';
      if (havePdftotext) {
        const p = stats(timePdftotext(f.path, runs));
        const ppsRef = pages / (p.p50 / 1000);
        ref = `${p.p50.toFixed(1).padStart(9)} ${ppsRef.toFixed(0).padStart(9)} ${(ppsOurs / ppsRef).toFixed(2).padStart(7)}x`;
      }
      rows.push(
        `${String(pages).padStart(5)} ${`${found}/${f.rows}`.padStart(20)} ${String(runs).padStart(4)} ${ours.p50.toFixed(1).padStart(9)} ${ours.p95.toFixed(1).padStart(9)} ${`±${(ours.spread * 100).toFixed(0)}%`.padStart(6)} ${ppsOurs.toFixed(0).padStart(9)}  ${ref}`,
      );
    }
  } finally {
    clearInterval(sampler);
    await closeExtractionPool();
  }
  console.log(
    `extractFromPdf (extractor child processes) vs pdftotext -layout; M-Pesa-style statements; ${cpu.length} CPUs (${cpu[0]?.model ?? '?'}); Node ${process.version}`,
  );
  console.log(
    `${'pages'.padStart(5)} ${'rows found/expected'.padStart(20)} ${'runs'.padStart(4)} ${'p50 ms'.padStart(9)} ${'p95 ms'.padStart(9)} ${'MAD'.padStart(6)} ${'pages/s'.padStart(9)}  ${havePdftotext ? `${'pdftotext'.padStart(9)} ${'pages/s'.padStart(9)} ${'ratio'.padStart(8)}` : ''}`,
  );
  for (const r of rows) console.log(r);
  console.log(
    `RSS: ${(rssBefore / 2 ** 20).toFixed(0)} MB before, peak ${(peakRss / 2 ** 20).toFixed(0)} MB (this process and its extractor children)`,
  );
  if (havePdftotext)
    console.log(
      'ratio = our pages/s ÷ pdftotext pages/s at the median (issue 9 target: ≥ 0.25x on the 60-page statement); pdftotext times include process start-up.',
    );
  if (!existsSync(dir)) console.log('(bench files were not kept)');
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
