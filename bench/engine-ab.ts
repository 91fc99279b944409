import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { PdfText } from '../src/pdf/types';

/**
 * Engine-only A/B timing: the positioned text of each document is read once with pdf.js (this checkout's
 * reader) and cached; then the engine (`extractStatement`) of two checkouts runs on it, interleaved
 * (A B, B A, ...), timed by this process's CPU time. Prints the median ms per document and ms per page.
 *
 *   npm run bench:engine -- --a <checkout> --b <checkout> [--rounds 7] [--same] [--only text]
 *     [--cache dir] [--real-list a.pdf,b.pdf]   (--same: both must answer alike, for a speed-only change)
 */
type Extract = (text: PdfText) => unknown;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

function load(checkout: string): Extract {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- two checkouts' engines side by side
  const mod = require(join(resolve(checkout), 'src/extraction/extract-statement.ts')) as { extractStatement: Extract };
  return mod.extractStatement;
}

async function cacheDocuments(dir: string, realList: string[]): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  /* eslint-disable @typescript-eslint/no-require-imports -- only when the cache is built */
  const { readPdfText } = require('../src/pdf/read-pdf-text') as typeof import('../src/pdf/read-pdf-text');
  const { buildFixture, layoutById, GENERATED_DIR } = require('../test/fixtures') as typeof import('../test/fixtures');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const sources: { name: string; bytes: () => Promise<Uint8Array> }[] = [];
  for (const f of readdirSync(GENERATED_DIR)
    .filter((f) => f.endsWith('.pdf') && !f.startsWith('bad-'))
    .sort())
    sources.push({ name: `own/${f}`, bytes: async () => new Uint8Array(readFileSync(join(GENERATED_DIR, f))) });
  for (const pages of [60, 300])
    sources.push({ name: `mpesa-${pages}p`, bytes: async () => (await buildFixture(layoutById('mpesa'), { name: `ab-${pages}`, pages })).pdf });
  for (const p of realList) sources.push({ name: `real/${p}`, bytes: async () => new Uint8Array(readFileSync(p)) });
  for (const s of sources) {
    const file = join(dir, `${s.name.replace(/[^A-Za-z0-9.-]+/g, '_')}.v8`);
    if (!existsSync(file)) {
      try {
        const text = await readPdfText(await s.bytes());
        if (!text.pages.some((p) => p.items.length)) continue;
        writeFileSync(file, serialize({ name: s.name, text }));
      } catch {
        continue;
      }
    }
  }
  return readdirSync(dir)
    .filter((f) => f.endsWith('.v8'))
    .sort()
    .map((f) => join(dir, f));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const a = arg('--a');
  const b = arg('--b');
  const rounds = Number(arg('--rounds') ?? 7);
  const cache = arg('--cache') ?? '/tmp/engine-ab-cache';
  const real = (arg('--real-list') ?? '').split(',').filter(Boolean);
  const only = arg('--only');
  const files = (await cacheDocuments(cache, real)).filter((f) => !only || f.includes(only));
  if (!a || !b) {
    console.log(`cached ${files.length} documents in ${cache}`);
    return;
  }
  const engines: [string, Extract][] = [
    ['A', load(a)],
    ['B', load(b)],
  ];
  const docs = files.map((f) => deserialize(readFileSync(f)) as { name: string; text: PdfText });
  const times = new Map<string, number[][]>(docs.map((d) => [d.name, [[], []]]));
  // One warm-up pass each; with --same, the two engines must give the same answers (a speed-only change).
  const differ: string[] = [];
  for (const d of docs) {
    const [ra, rb] = engines.map(([, e]) => JSON.stringify(tryRun(e, structuredClone(d.text))));
    if (ra !== rb) differ.push(d.name);
  }
  if (args.includes('--same'))
    console.log(differ.length ? `DIFFERENT answers: ${differ.join(', ')}` : `same answers on all ${docs.length} documents`);
  for (let r = 0; r < rounds; r++) {
    for (const d of docs) {
      const order = r % 2 ? [1, 0] : [0, 1];
      for (const i of order) {
        const text = structuredClone(d.text);
        const t = cpuMs();
        tryRun(engines[i]![1], text);
        times.get(d.name)![i]!.push(cpuMs() - t);
      }
    }
  }
  const sums = { own: [0, 0], mpesa: [0, 0], real: [0, 0] };
  const pages = { own: 0, mpesa: 0, real: 0 };
  console.log(`${'document'.padEnd(60)} pages   A ms    B ms   B/A`);
  for (const d of docs) {
    const [ta, tb] = times.get(d.name)!.map(median) as [number, number];
    const n = d.text.pages.length;
    const set = d.name.startsWith('own/') ? 'own' : d.name.startsWith('real/') ? 'real' : 'mpesa';
    sums[set][0]! += ta;
    sums[set][1]! += tb;
    pages[set] += n;
    console.log(
      `${d.name.slice(-60).padEnd(60)} ${String(n).padStart(5)} ${ta.toFixed(1).padStart(7)} ${tb.toFixed(1).padStart(7)} ${(tb / ta).toFixed(2).padStart(5)}`,
    );
  }
  for (const set of ['own', 'mpesa', 'real'] as const)
    console.log(
      `${set.padEnd(6)} ${pages[set]} pages: A ${(sums[set][0]! / pages[set]).toFixed(2)} ms/page, B ${(sums[set][1]! / pages[set]).toFixed(2)} ms/page (B/A ${(sums[set][1]! / sums[set][0]!).toFixed(2)})`,
    );
  console.log(`medians of ${rounds} interleaved rounds, CPU time of this process (user+system); A=${a} B=${b}`);
}

/** The answer, or the refusal's code and message (a refusal is an answer too: its time counts). */
function tryRun(e: Extract, text: PdfText): unknown {
  try {
    return e(text);
  } catch (err) {
    return { refused: (err as { code?: string }).code, message: (err as Error).message };
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
