/**
 * `npm run bench:e2e`: three-page statements submitted to `POST /v1/api/analysis` on the embedded stack (SQLite
 * store, Temporal dev server with its SQLite file as `npm start` runs it, worker and API in one process), at 1, 8
 * and 32 in flight (`BENCH_LEVELS`), each level after a warm-up task. The client (HTTP submissions and the
 * callback receiver) runs in a process of its own (`bench/e2e-client.ts`), so what is counted is the service.
 *
 * For every task it times submit→completed (to the `TaskCompleted` event's commit in the event store: polling
 * shows it from then on) and submit→callback (to the completed callback's arrival at the client). Per level,
 * per task:
 *
 * - **CPU ms by process** (`bench/process-cpu.ts`): this process by thread group (the main JavaScript thread
 *   — API, worker, projector, the SQLite store —, the Temporal core SDK's threads, V8's and libuv's), the
 *   extractor children, the Temporal dev server; from `/proc`, between the level's start and its last task's
 *   settling. Their sum bounds throughput: 2 cores give at most 2,000 ÷ total tasks/s.
 * - the Temporal frontend's gRPC requests (its `service_requests` counter, long polls included), by operation;
 * - event-store appends and stream reads, blob writes, reads and deletes (and their sealed sizes), extractor jobs;
 * - the Temporal server's write system calls and bytes written to storage (`/proc/<pid>/io`), and with
 *   `BENCH_STRACE=1` its fsync/fdatasync calls (strace attached during the level: its CPU figures are then
 *   inflated by tracing).
 *
 * `BENCH_PROFILE=<dir>`: CPU profiles of each level, for finding where the time goes: the main JavaScript thread
 * (`main-<level>.cpuprofile`, V8's sampling profiler through the inspector; open it in Chrome's DevTools or
 * summarise it with `node bench/profile-summary.mjs`) and the Temporal dev server (`temporal-<level>.perf`,
 * `perf record -g`; read it with `perf report -i`). Profiling inflates the CPU figures of that run.
 */
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Session } from 'node:inspector/promises';
import { startStack, type Stack } from '../test/helpers/stack';
import { bankStatement } from '../test/helpers/statements';
import { configureSharedTemporal, stopSharedTemporal } from '../test/helpers/temporal';
import { freePort } from '../src/temporal/free-port';
import { devServerSqliteArgs } from '../src/temporal/dev-server-config';
import { taskStream } from '../src/tasks/task-events';
import { documentReadersFor } from '../src/roots/document-reader';
import type { BlobStore } from '../src/blobs/blob-store';
import type { DocumentReader } from '../src/documents/reader';
import { SELF, cpuBetween, snapshotCpu, type Classify, type CpuDelta } from './process-cpu';
import type { ClientMessage, ClientReply, ClientTask } from './e2e-client';
import { taskTimeline } from './e2e-timeline';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,8,32').split(',').map(Number);
/** Tasks per level: `BENCH_TASKS`, or 4 × in flight with at least 20. */
const tasksFor = (inFlight: number) => Number(process.env.BENCH_TASKS ?? Math.max(20, 4 * inFlight));
const STRACE = process.env.BENCH_STRACE === '1';
const PROFILE_DIR = process.env.BENCH_PROFILE || null;
const CORES = os.availableParallelism();

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

const TEMPORAL = 'Temporal dev server';
const EXTRACTORS = 'extractor children';
const CLIENT = 'bench client (not counted)';

/** Groups of this process's descendants; the bench client is watched but left out of the totals. */
const classify: Classify = ({ cmdline, comm }) => {
  if (cmdline.includes('e2e-client')) return CLIENT;
  if (cmdline.includes('start-dev')) return TEMPORAL;
  if (cmdline.includes('child-main')) return EXTRACTORS;
  if (comm === 'sh' || comm === 'strace') return null; // the server's guard shell; the tracer
  return `other child: ${comm}`;
};

/** The frontend's gRPC request counts by operation, from the dev server's metrics endpoint. */
async function frontendRequests(metricsUrl: string): Promise<Map<string, number>> {
  const text = await (await fetch(metricsUrl)).text();
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith('service_requests{')) continue;
    if (!line.includes('service_name="frontend"')) continue;
    const op = /operation="([^"]+)"/.exec(line)?.[1] ?? '?';
    out.set(op, (out.get(op) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  return out;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The dev server publishes its counters about once a second: wait before a count is read. */
const METRICS_SETTLE_MS = 2500;
/** After the last callback: the tasks' last steps (delivery record, clean-up, the expiry timer) run in this time. */
const TAIL_MS = 700;

type Counts = Record<string, number>;

/** Counts calls to the store, the sealed blobs and the extractor pool. */
function countCalls(stack: Stack): Counts {
  const counts: Counts = {
    appends: 0,
    'stream reads': 0,
    'store write transactions (appends, projector)': 0,
    'projector page reads (each projection)': 0,
    'blob writes': 0,
    'blob KB written': 0,
    'blob reads': 0,
    'blob KB read': 0,
    'blob deletes': 0,
    'probes (API)': 0,
    'extractions (worker)': 0,
    'probe queue ms': 0,
    'probe ms (API, queue included)': 0,
    'extraction queue ms': 0,
    'extraction ms (worker, queue included)': 0,
  };
  const wrap = <T extends object>(obj: T, method: keyof T & string, counter: string) => {
    const fn = (obj[method] as (...a: unknown[]) => unknown).bind(obj);
    (obj as Record<string, unknown>)[method] = (...args: unknown[]) => {
      counts[counter]!++;
      return fn(...args);
    };
  };
  const store = stack.core.stores.events;
  wrap(store, 'append', 'appends');
  wrap(store, 'readStream', 'stream reads');
  // Every write transaction on the SQLite file the events and read models share: each a commit to its log.
  const sql = stack.core.stores.sql as unknown as Partial<Record<'transaction' | 'writeSync', unknown>>;
  for (const m of ['transaction', 'writeSync'] as const)
    if (typeof sql[m] === 'function') wrap(sql as never, m, 'store write transactions (appends, projector)');
  wrap(stack.core.projector as never, 'applyPage', 'projector page reads (each projection)');
  // The blob store under the sealing: every write and read of a sealed blob, with its size as stored.
  const raw = (stack.core.blobs as unknown as { blobs: BlobStore }).blobs;
  wrap(raw, 'delete', 'blob deletes');
  wrap(raw, 'deletePrefix', 'blob deletes');
  const put = raw.put.bind(raw);
  const putIfAbsent = raw.putIfAbsent.bind(raw);
  const get = raw.get.bind(raw);
  const written = (bytes: Uint8Array) => {
    counts['blob writes']!++;
    counts['blob KB written']! += bytes.byteLength / 1024;
  };
  raw.put = (key, bytes) => (written(bytes), put(key, bytes));
  raw.putIfAbsent = (key, bytes) => (written(bytes), putIfAbsent(key, bytes));
  raw.get = async (key) => {
    const bytes = await get(key);
    counts['blob reads']!++;
    counts['blob KB read']! += (bytes?.byteLength ?? 0) / 1024;
    return bytes;
  };
  const readers = documentReadersFor(stack.config);
  const queuedAt = new Map<number, number>();
  readers.observe((e) => {
    if (e.type === 'queued') queuedAt.set(e.jobId, performance.now());
    if (e.type !== 'dispatched') return;
    counts[e.lane === 'sync' ? 'probes (API)' : 'extractions (worker)']!++;
    const waited = performance.now() - (queuedAt.get(e.jobId) ?? performance.now());
    queuedAt.delete(e.jobId);
    if (e.lane === 'background') counts['extraction queue ms']! += waited;
    else counts['probe queue ms']! += waited;
  });
  // Wall time of each call, from the reader's call to its answer (queue included).
  const timed = <K extends 'probe' | 'extract'>(reader: Pick<DocumentReader, K>, method: K, counter: string) => {
    const fn = (reader[method] as (...a: unknown[]) => Promise<unknown>).bind(reader);
    (reader as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const t0 = performance.now();
      try {
        return await fn(...args);
      } finally {
        counts[counter]! += performance.now() - t0;
      }
    };
  };
  timed(readers.sync, 'probe', 'probe ms (API, queue included)');
  timed(readers.background, 'extract', 'extraction ms (worker, queue included)');
  return counts;
}

/** fsync/fdatasync/write calls of `pid` (all threads) while `run` runs, by strace's summary. */
async function straced<T>(pid: number, run: () => Promise<T>): Promise<{ result: T; calls: Map<string, number> }> {
  const tracer = spawn('strace', ['-f', '-c', '-e', 'trace=fsync,fdatasync,write,pwrite64,writev', '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let out = '';
  tracer.stderr.on('data', (d: Buffer) => (out += d.toString()));
  await sleep(300); // attached
  const result = await run();
  const exited = new Promise((r) => tracer.once('exit', r));
  tracer.kill('SIGINT');
  await exited;
  const calls = new Map<string, number>();
  for (const line of out.split('\n')) {
    const m = /^\s*[\d.]+\s+[\d.]+\s+\d+\s+(\d+)\s+(?:\d+\s+)?(\w+)\s*$/.exec(line);
    if (m) calls.set(m[2]!, Number(m[1]));
  }
  return { result, calls };
}

/**
 * Profiles `run`: this process's main thread with V8's sampling profiler, and `temporalPid` with `perf record`,
 * written to `BENCH_PROFILE` as `main-<name>.cpuprofile` and `temporal-<name>.perf`.
 */
async function profiled<T>(name: string, temporalPid: number | undefined, run: () => Promise<T>): Promise<T> {
  const dir = PROFILE_DIR!;
  fs.mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  const perf = temporalPid
    ? spawn('perf', ['record', '-F', '999', '-g', '-p', String(temporalPid), '-o', path.join(dir, `temporal-${name}.perf`)], { stdio: 'ignore' })
    : null;
  try {
    return await run();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(path.join(dir, `main-${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
    if (perf) {
      const exited = new Promise((r) => perf.once('exit', r));
      perf.kill('SIGINT');
      await exited;
    }
  }
}

interface LevelResult {
  inFlight: number;
  tasks: number;
  cpu: CpuDelta;
  windowS: number;
  counts: Counts;
  syscalls: Map<string, number> | null;
  load: string;
}

async function main(): Promise<void> {
  const metricsPort = await freePort();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-e2e-'));
  // The dev server keeps its state in a SQLite file (WAL), as `npm start` runs it.
  configureSharedTemporal({
    extraArgs: [
      ...['--metrics-port', String(metricsPort), '--db-filename', path.join(tmp, 'temporal.sqlite'), ...devServerSqliteArgs()],
      // More dev-server arguments for an experiment, e.g. `--log-level info`.
      ...(process.env.BENCH_TEMPORAL_ARGS?.split(' ').filter(Boolean) ?? []),
    ],
  });
  const metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  // One organisation submits every task: its upload and PDF-queue admission limits are raised to the largest level.
  // More service settings for an experiment: `BENCH_SERVICE_ENV='PDF_WORKERS=3 ...'`.
  const extraEnv = Object.fromEntries(
    (process.env.BENCH_SERVICE_ENV?.split(' ').filter(Boolean) ?? []).map((kv) => kv.split('=', 2) as [string, string]),
  );
  const stack = await startStack({
    env: { UPLOADS_PER_ORG: String(Math.max(8, ...LEVELS)), PDF_QUEUE_PER_ORG: String(Math.max(4, ...LEVELS)), ...extraEnv },
  });
  const server = http.createServer(stack.app.callback());
  // The client keeps its connections alive across the pauses between levels (metrics settling, profiling):
  // Node's 5 s default closed them meanwhile, and a submission racing the close failed with ECONNRESET.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const client = fork(path.join(__dirname, 'e2e-client.ts'), [], { stdio: 'inherit' });
  const ask = (m: ClientMessage) =>
    new Promise<ClientReply>((resolve, reject) => {
      client.once('message', (r: ClientReply) => (r.type === 'error' ? reject(new Error(r.message)) : resolve(r)));
      client.send(m);
    });
  const counts = countCalls(stack);
  try {
    const WARMUP = Number(process.env.BENCH_WARMUP ?? 20 * Math.max(2, stack.config.pdfWorkers));
    const total = WARMUP + LEVELS.reduce((n, l) => n + tasksFor(l) + Math.max(2, l), 0);
    const { token } = await stack.org(total + 10);
    const { bytes } = await bankStatement(90, 3); // 30 rows a page → 3 pages
    await ask({ type: 'init', api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, token, pdf: bytes.toString('base64') });
    const completedAt = async (id: string): Promise<number> => {
      const events = await stack.core.stores.events.readStream(taskStream(id));
      const ev = events.find((e) => e.type === 'TaskCompleted');
      if (!ev) throw new Error(`task ${id} has no TaskCompleted event`);
      return Date.parse(ev.recordedAt);
    };
    const run = async (inFlight: number, tasks: number) => {
      const r = await ask({ type: 'run', inFlight, tasks });
      if (r.type !== 'done') throw new Error('unexpected client reply');
      for (const t of r.tasks) if (t.status !== 'completed') console.error(`task ${t.id} ended ${t.status}`);
      return r;
    };

    console.log(`e2e: 3-page statements, embedded stack (SQLite store, Temporal dev server, worker and API in one process); ${CORES} cores`);
    console.log('in flight  tasks  submit→completed p50/p95 ms  submit→callback p50/p95 ms  tasks/s  gRPC/task  appends/task  CPU ms/task');
    const breakdowns: string[] = [];
    const timelines: string[] = [];
    const results: LevelResult[] = [];
    // Warm-up, as many in flight as there are extractors (`PDF_WORKERS`, at least two) so that every one starts and
    // its JIT compiler reaches pdf.js's steady state (about 20 documents each), as in a service that has been
    // running: `BENCH_WARMUP` tasks (default 20 per extractor).
    await run(Math.max(2, stack.config.pdfWorkers), WARMUP);
    for (const inFlight of LEVELS) {
      await run(Math.max(2, inFlight), Math.max(2, inFlight)); // the level's concurrency: sticky cache, pool queues
      const tasks = tasksFor(inFlight);
      await sleep(METRICS_SETTLE_MS);
      const grpcBefore = await frontendRequests(metricsUrl);
      const countsBefore = { ...counts };
      const temporalPid = [...snapshotCpu(classify).procs].find(([, p]) => p.group === TEMPORAL)?.[0];
      const load = os.loadavg()[0]!.toFixed(1);
      const measure = async () => {
        const cpuBefore = snapshotCpu(classify);
        const t0 = Date.now();
        const r = await run(inFlight, tasks);
        await sleep(TAIL_MS);
        return { r, cpu: cpuBetween(cpuBefore, snapshotCpu(classify)), windowS: (Date.now() - t0) / 1000 };
      };
      const measured = PROFILE_DIR ? () => profiled(String(inFlight), temporalPid, measure) : measure;
      const traced = STRACE && temporalPid ? await straced(temporalPid, measured) : null;
      const { r, cpu, windowS } = traced ? traced.result : await measured();
      await sleep(METRICS_SETTLE_MS);
      const grpcAfter = await frontendRequests(metricsUrl);
      const delta = Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v - countsBefore[k]!]));
      const ids = r.tasks.map((t: ClientTask) => t.id);
      const byId = new Map(r.tasks.map((t) => [t.id, t]));
      const completed = await Promise.all(ids.map(async (id) => (await completedAt(id)) - byId.get(id)!.submittedAt));
      const callbacks = r.tasks.map((t) => t.callbackAt - t.submittedAt);
      const ops = [...grpcAfter].map(([op, n]) => [op, n - (grpcBefore.get(op) ?? 0)] as const).filter(([, n]) => n > 0);
      const grpc = ops.reduce((s, [, n]) => s + n, 0);
      const serviceCpu = cpu.total - (cpu.groups.get(CLIENT) ?? 0);
      console.log(
        [
          String(inFlight).padStart(9),
          String(tasks).padStart(6),
          `${pct(completed, 50)} / ${pct(completed, 95)}`.padStart(28),
          `${pct(callbacks, 50)} / ${pct(callbacks, 95)}`.padStart(27),
          (tasks / (r.elapsedMs / 1000)).toFixed(1).padStart(8),
          (grpc / tasks).toFixed(1).padStart(10),
          (delta.appends! / tasks).toFixed(1).padStart(13),
          (serviceCpu / tasks).toFixed(1).padStart(12),
        ].join(' '),
      );
      breakdowns.push(
        `  ${inFlight} in flight: ` +
          ops
            .sort((a, b) => b[1] - a[1])
            .map(([op, n]) => `${op} ${(n / tasks).toFixed(1)}`)
            .join(', '),
      );
      results.push({ inFlight, tasks, cpu, windowS, counts: delta, syscalls: traced?.calls ?? null, load });
      timelines.push(`  ${inFlight} in flight: ${await taskTimeline(stack.temporal.client, r.tasks, completedAt)}`);
    }
    console.log('gRPC requests per task by operation (Temporal frontend, long polls included):');
    for (const b of breakdowns) console.log(b);
    console.log('Timeline of a task, p50 ms after submit (submit, 202 and callback by the client; the rest from Temporal histories):');
    for (const t of timelines) console.log(t);
    printCpu(results);
  } finally {
    client.kill();
    server.close();
    await stack.close();
    await stopSharedTemporal();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function printCpu(results: LevelResult[]): void {
  const col = (s: string) => s.padStart(13);
  const head = `${'CPU ms per task, by process'.padEnd(66)}${results.map((r) => col(`${r.inFlight} in flight`)).join('')}`;
  console.log(`\n${head}`);
  const groups = [...new Set(results.flatMap((r) => [...r.cpu.groups.keys()]))].sort();
  const service = (r: LevelResult) => r.cpu.total - (r.cpu.groups.get(CLIENT) ?? 0);
  for (const g of groups) {
    if (g === CLIENT) continue;
    const n = Math.max(...results.map((r) => r.cpu.processes.get(g) ?? 0));
    const label = n > 1 ? `${g} (${n} processes)` : g;
    console.log(`  ${label.padEnd(64)}${results.map((r) => col(((r.cpu.groups.get(g) ?? 0) / r.tasks).toFixed(1))).join('')}`);
  }
  console.log(`  ${'total (service)'.padEnd(64)}${results.map((r) => col((service(r) / r.tasks).toFixed(1))).join('')}`);
  console.log(
    `  ${`CPU-bound ceiling on ${CORES} cores, tasks/s`.padEnd(64)}${results.map((r) => col(((CORES * 1000 * r.tasks) / service(r)).toFixed(1))).join('')}`,
  );
  console.log(`  ${'busy cores during the level'.padEnd(64)}${results.map((r) => col((service(r) / 1000 / r.windowS).toFixed(2))).join('')}`);
  console.log(`  ${CLIENT.padEnd(64)}${results.map((r) => col(((r.cpu.groups.get(CLIENT) ?? 0) / r.tasks).toFixed(1))).join('')}`);
  console.log(`  ${'load average (1 min) at the start'.padEnd(64)}${results.map((r) => col(r.load)).join('')}`);
  console.log('Per task:');
  const row = (label: string, f: (r: LevelResult) => string) => console.log(`  ${label.padEnd(64)}${results.map((r) => col(f(r))).join('')}`);
  for (const k of Object.keys(results[0]?.counts ?? {})) row(k, (r) => (r.counts[k]! / r.tasks).toFixed(1));
  for (const g of [TEMPORAL, SELF.main]) {
    const name = g === TEMPORAL ? 'Temporal server' : 'node process';
    row(`${name}: write calls`, (r) => ((r.cpu.io.get(g)?.syscw ?? 0) / r.tasks).toFixed(1));
    row(`${name}: KB written to storage`, (r) => ((r.cpu.io.get(g)?.writeBytes ?? 0) / 1024 / r.tasks).toFixed(1));
  }
  if (results.some((r) => r.syscalls)) {
    for (const call of ['fsync', 'fdatasync', 'write', 'pwrite64', 'writev']) {
      row(`Temporal server (strace): ${call}`, (r) => ((r.syscalls?.get(call) ?? 0) / r.tasks).toFixed(1));
    }
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
