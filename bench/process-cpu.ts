/**
 * CPU accounting for benchmarks on a shared machine: CPU time taken by each process of a process tree (and by
 * the threads of this one), read from `/proc` before and after a run, so a result is "CPU ms per task per
 * process" rather than a wall time the other tenants of the machine disturb.
 *
 * - Every live process under this one is found through `/proc/<pid>/stat`'s parent pid and put in a group by
 *   `classify` (its command line); its `utime + stime` covers all its threads, live or gone.
 * - Children that exited and were reaped by this process during the run count through this process's
 *   `cutime + cstime` (`exited children`); grandchildren are reaped by their own parents (the `sh` of the
 *   Temporal server's guard is counted in the group of what it started only while it lives).
 * - This process is split by thread name (`/proc/self/task/<tid>/comm`): the main JavaScript thread, the
 *   Temporal core SDK's Rust threads (`tokio-runtime-w`, `workflow-proces…`), the worker thread the SDK runs
 *   workflow code in (`WorkerThread`), V8's and Node's platform threads (garbage collection, compilation) and
 *   libuv's thread pool (file system, crypto, zlib). Threads that ended during the run count as `other threads`.
 * - Write system calls and bytes written to storage come from `/proc/<pid>/io`.
 *
 * Linux only (it reads `/proc`); the clock tick is `getconf CLK_TCK` (100 on Linux).
 */
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

interface Stat {
  pid: number;
  comm: string;
  ppid: number;
  /** utime + stime, ms. */
  cpuMs: number;
  /** cutime + cstime (reaped children), ms. */
  childrenMs: number;
}

function readStat(file: string): Stat | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'latin1');
  } catch {
    return null; // gone
  }
  const close = text.lastIndexOf(')');
  const comm = text.slice(text.indexOf('(') + 1, close);
  const f = text
    .slice(close + 2)
    .split(' ')
    .map(Number);
  // Fields after `comm`, from `state` (index 0): ppid 1, utime 11, stime 12, cutime 13, cstime 14.
  return {
    pid: Number(text.slice(0, text.indexOf(' '))),
    comm,
    ppid: f[1]!,
    cpuMs: (f[11]! + f[12]!) * TICK_MS,
    childrenMs: (f[13]! + f[14]!) * TICK_MS,
  };
}

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ');
  } catch {
    return '';
  }
}

export interface IoCounts {
  /** write(2)-family system calls. */
  syscw: number;
  /** Bytes this process caused to be sent to storage. */
  writeBytes: number;
}

function readIo(pid: number): IoCounts | null {
  try {
    const text = fs.readFileSync(`/proc/${pid}/io`, 'latin1');
    const get = (k: string) => Number(new RegExp(`^${k}: (\\d+)`, 'm').exec(text)?.[1] ?? 0);
    return { syscw: get('syscw'), writeBytes: get('write_bytes') };
  } catch {
    return null;
  }
}

/** The group a descendant process's CPU is counted in, from its pid, `comm` and command line; null: not counted. */
export type Classify = (p: { pid: number; comm: string; cmdline: string }) => string | null;

interface ProcSample {
  group: string;
  ppid: number;
  cpuMs: number;
  io: IoCounts | null;
}

export interface CpuSnapshot {
  /** ms of CPU of this process by thread group. */
  self: Map<string, number>;
  /** cutime + cstime of this process, ms. */
  reapedMs: number;
  selfIo: IoCounts | null;
  /** Every live descendant that `classify` counts. */
  procs: Map<number, ProcSample>;
}

/** Names of this process's thread groups. */
export const SELF = {
  main: 'node: main thread (API, worker, projector, SQLite store)',
  temporalCore: 'node: Temporal core SDK threads (Rust)',
  workflows: 'node: workflow thread (Temporal workflow sandbox)',
  v8: 'node: V8 and Node platform threads (GC, compiler)',
  libuv: 'node: libuv pool (fs, crypto)',
  otherThreads: 'node: other threads',
  exitedChildren: 'exited children (reaped)',
} as const;

function threadGroup(comm: string, tid: number): string {
  if (tid === process.pid) return SELF.main;
  if (/^tokio|^temporal|^workflow-proces/.test(comm)) return SELF.temporalCore;
  if (comm === 'WorkerThread') return SELF.workflows;
  if (/^V8|^DelayedTask|^SignalInspector/.test(comm)) return SELF.v8;
  if (/^libuv/.test(comm)) return SELF.libuv;
  return SELF.otherThreads;
}

/** A snapshot of CPU time spent so far by this process (by thread group) and every live descendant (by `classify`). */
export function snapshotCpu(classify: Classify): CpuSnapshot {
  const selfGroups = new Map<string, number>();
  const add = (g: string, ms: number) => selfGroups.set(g, (selfGroups.get(g) ?? 0) + ms);
  const self = readStat('/proc/self/stat')!;
  let threadsMs = 0;
  for (const tid of fs.readdirSync('/proc/self/task')) {
    const t = readStat(`/proc/self/task/${tid}/stat`);
    if (!t) continue;
    threadsMs += t.cpuMs;
    add(threadGroup(t.comm, t.pid), t.cpuMs);
  }
  // Threads that have ended still count in the process's total.
  add(SELF.otherThreads, Math.max(0, self.cpuMs - threadsMs));

  const all: Stat[] = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(`/proc/${name}/stat`);
    if (s) all.push(s);
  }
  const children = new Map<number, Stat[]>();
  for (const s of all) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const procs = new Map<number, ProcSample>();
  const stack = [...(children.get(process.pid) ?? [])];
  while (stack.length > 0) {
    const s = stack.pop()!;
    stack.push(...(children.get(s.pid) ?? []));
    const group = classify({ pid: s.pid, comm: s.comm, cmdline: cmdline(s.pid) });
    if (group !== null) procs.set(s.pid, { group, ppid: s.ppid, cpuMs: s.cpuMs, io: readIo(s.pid) });
  }
  return { self: selfGroups, reapedMs: self.childrenMs, selfIo: readIo(process.pid), procs };
}

export interface CpuDelta {
  /** ms of CPU by group between the two snapshots. */
  groups: Map<string, number>;
  /** Writes by group (processes; this one under `SELF.main`). */
  io: Map<string, IoCounts>;
  /** Processes seen per group. */
  processes: Map<string, number>;
  total: number;
}

/**
 * CPU spent between two snapshots, process by process. One that started in between counts all its time. One
 * that ended in between and was this process's child was reaped into `cutime`, which counts its whole life:
 * its time before `before` is taken off `exited children`. (A grandchild that ended is lost: an undercount of
 * its last moments, never a double count.)
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): CpuDelta {
  const groups = new Map<string, number>();
  const io = new Map<string, IoCounts>();
  const processes = new Map<string, number>();
  const add = (g: string, ms: number) => groups.set(g, (groups.get(g) ?? 0) + ms);
  const addIo = (g: string, w: IoCounts) => {
    const prev = io.get(g) ?? { syscw: 0, writeBytes: 0 };
    io.set(g, { syscw: prev.syscw + w.syscw, writeBytes: prev.writeBytes + w.writeBytes });
  };
  for (const [g, ms] of after.self) add(g, ms - (before.self.get(g) ?? 0));
  if (after.selfIo && before.selfIo) addIo(SELF.main, ioBetween(before.selfIo, after.selfIo));
  for (const [pid, p] of after.procs) {
    const b = before.procs.get(pid);
    add(p.group, p.cpuMs - (b?.cpuMs ?? 0));
    processes.set(p.group, (processes.get(p.group) ?? 0) + 1);
    if (p.io) addIo(p.group, b?.io ? ioBetween(b.io, p.io) : p.io);
  }
  let reapedBefore = 0;
  for (const [pid, p] of before.procs) if (!after.procs.has(pid) && p.ppid === process.pid) reapedBefore += p.cpuMs;
  add(SELF.exitedChildren, Math.max(0, after.reapedMs - before.reapedMs - reapedBefore));
  return { groups, io, processes, total: [...groups.values()].reduce((a, b) => a + b, 0) };
}

function ioBetween(b: IoCounts, a: IoCounts): IoCounts {
  return { syscw: Math.max(0, a.syscw - b.syscw), writeBytes: Math.max(0, a.writeBytes - b.writeBytes) };
}
