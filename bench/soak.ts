/**
 * `npm run soak`: a long steady load on one `npm start` process (SQLite, embedded Temporal), printing resident
 * memory and disk growth per 1,000 tasks, to see what grows without bound.
 *
 *   SOAK_MINUTES (default 60)   how long to submit
 *   SOAK_RATE (default 2)       submissions per second (POST /analysis with a callback, the spec's async path)
 *   SOAK_REPORT_EVERY (1000)    print a line every this many accepted tasks (and at the end)
 *   SOAK_HEAP_SNAPSHOT=1        write heap snapshots of the service after warm-up (50 tasks) and at the end
 *                               (`--heapsnapshot-signal`) into SOAK_HEAP_DIR (default: the current directory;
 *                               the service's `--diagnostic-dir` is set to it); `bench/heap-diff.ts` compares
 *                               them and names what holds the growth
 *
 * Each line: tasks accepted and completed; RSS of the node process, of its extractor children and of the
 * Temporal server; sizes of events.sqlite, temporal.sqlite (WAL included) and the blobs; growth per 1,000
 * tasks since the first sample (taken after warm-up, 50 tasks).
 */
import fs from 'node:fs';
import path from 'node:path';
import { startTopology, cli } from './load/harness/topology';
import { CallbackCounter, loadCorpus } from './load/harness/load';
import { sleep } from './load/harness/processes';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 60);
const RATE = Number(process.env.SOAK_RATE ?? 2);
const EVERY = Number(process.env.SOAK_REPORT_EVERY ?? 1000);
const MB = 1024 * 1024;

const rssMb = (pid: number | null): number => {
  if (!pid) return 0;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'latin1'));
    return m ? Number(m[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};
const childrenOf = (pid: number): number[] => {
  try {
    return fs
      .readdirSync(`/proc/${pid}/task`)
      .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, 'latin1').split(' ').filter(Boolean).map(Number));
  } catch {
    return [];
  }
};
const treeMb = (pid: number): number => rssMb(pid) + childrenOf(pid).reduce((a, c) => a + treeMb(c), 0);
const sizeMb = (p: string): number => {
  try {
    const st = fs.statSync(p);
    if (!st.isDirectory()) return st.size / MB;
    return (fs.readdirSync(p, { recursive: true }) as string[]).reduce((a, f) => {
      try {
        const s = fs.statSync(path.join(p, f));
        return a + (s.isFile() ? s.size / MB : 0);
      } catch {
        return a;
      }
    }, 0);
  } catch {
    return 0;
  }
};
const withWal = (p: string) => sizeMb(p) + sizeMb(`${p}-wal`);

interface Sample {
  tasks: number;
  node: number;
  extractors: number;
  temporal: number;
  events: number;
  temporalDb: number;
  blobs: number;
}

/**
 * Asks the service (started with `--heapsnapshot-signal=SIGUSR2`) for a heap snapshot and waits until the file
 * stops growing: a snapshot of a heap of a GB takes minutes, and a service stopped mid-write leaves it empty.
 */
async function heapSnapshot(pid: number): Promise<string> {
  const dir = process.env.SOAK_HEAP_DIR ?? path.resolve('.');
  const before = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  let file = '';
  let size = -1;
  for (let still = 0; still < 5; await sleep(2000)) {
    file ||= fs.readdirSync(dir).find((f) => f.endsWith('.heapsnapshot') && !before.has(f)) ?? '';
    const now = file ? fs.statSync(path.join(dir, file)).size : -1;
    still = now > 0 && now === size ? still + 1 : 0;
    size = now;
  }
  return path.join(dir, file);
}

async function main(): Promise<void> {
  const heapDir = process.env.SOAK_HEAP_DIR ?? path.resolve('.');
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${heapDir}`.trim();
  const t = await startTopology('embedded');
  const receiver = new CallbackCounter();
  const dataDir = t.env.DATA_DIR!;
  let accepted = 0;
  let refused = 0;
  try {
    const hook = await receiver.start();
    const corpus = await loadCorpus();
    const org = await cli(t, 'admin', ['org:create', '--name', 'soak', '--credits', String(Math.ceil(MINUTES * 60 * RATE) + 100)]);
    const token = String(org.token);
    const sample = (): Sample => {
      const pid = t.api.pid!;
      const temporalPid = Number(fs.readFileSync(path.join(dataDir, 'temporal.pid'), 'utf8'));
      const tree = treeMb(pid);
      const temporal = treeMb(temporalPid);
      return {
        tasks: accepted,
        node: rssMb(pid),
        extractors: tree - rssMb(pid) - temporal,
        temporal,
        events: withWal(path.join(dataDir, 'events.sqlite')),
        temporalDb: withWal(path.join(dataDir, 'temporal.sqlite')),
        blobs: sizeMb(path.join(dataDir, 'blobs')),
      };
    };
    let base: Sample | null = null;
    const snapshots = process.env.SOAK_HEAP_SNAPSHOT === '1';
    let firstSnapshot = '';
    const report = (s: Sample) => {
      const per1k = (now: number, was: number) => (base && s.tasks > base.tasks ? (((now - was) / (s.tasks - base.tasks)) * 1000).toFixed(1) : '-');
      const b = base ?? s;
      console.log(
        [
          `tasks ${s.tasks} (callbacks ${receiver.total}, refused ${refused})`,
          `node ${s.node.toFixed(0)} MB (${per1k(s.node, b.node)}/1k)`,
          `extractors ${s.extractors.toFixed(0)} MB`,
          `temporal ${s.temporal.toFixed(0)} MB (${per1k(s.temporal, b.temporal)}/1k)`,
          `events.sqlite ${s.events.toFixed(1)} MB (${per1k(s.events, b.events)}/1k)`,
          `temporal.sqlite ${s.temporalDb.toFixed(1)} MB (${per1k(s.temporalDb, b.temporalDb)}/1k)`,
          `blobs ${s.blobs.toFixed(1)} MB (${per1k(s.blobs, b.blobs)}/1k)`,
        ].join(' | '),
      );
    };
    const end = Date.now() + MINUTES * 60_000;
    let nextReport = EVERY;
    let inFlight = 0;
    for (let i = 0; Date.now() < end; i++) {
      const started = Date.now();
      if (inFlight < 64) {
        inFlight++;
        const file = corpus.files[i % corpus.files.length]!;
        const body = new FormData();
        body.append('file', new Blob([file.bytes], { type: 'application/pdf' }), file.name);
        body.append('callback_url', hook);
        void fetch(`${t.baseUrl}/v1/api/analysis`, { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } })
          .then((r) => (r.status === 202 ? accepted++ : refused++))
          .catch(() => refused++)
          .finally(() => inFlight--);
      } else refused++;
      if (base === null && accepted >= 50) {
        if (snapshots) {
          // The submissions pause while it is written (the snapshot pauses the service anyway).
          firstSnapshot = await heapSnapshot(t.api.pid!);
          console.log(`heap snapshot after ${accepted} tasks: ${firstSnapshot}`);
        }
        // After the snapshot: writing one takes the service's RSS up by tens of MB that it keeps, which would
        // otherwise count as growth per task.
        base = sample();
      }
      if (accepted >= nextReport) {
        report(sample());
        nextReport += EVERY;
      }
      await sleep(Math.max(0, 1000 / RATE - (Date.now() - started)));
    }
    while (inFlight > 0) await sleep(100);
    // Idle for a minute: memory that does not come down when idle is held, not in use.
    await sleep(Number(process.env.SOAK_IDLE_SECONDS ?? 60) * 1000);
    report(sample());
    if (snapshots) {
      const after = await heapSnapshot(t.api.pid!);
      console.log(`heap snapshot after ${accepted} tasks: ${after}`);
      if (firstSnapshot) console.log(`compare: node --max-old-space-size=8192 -r ./scripts/register.js bench/heap-diff.ts ${firstSnapshot} ${after}`);
    }
  } finally {
    await receiver.stop();
    await t.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
