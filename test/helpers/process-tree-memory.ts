import { readFileSync, readdirSync } from 'node:fs';

function read(path: string): string | null {
  try {
    return readFileSync(path, 'latin1');
  } catch {
    return null; // the process or thread ended while we looked
  }
}

/** Child pids of `pid`, from each of its threads' `children` file (Linux; no scan of all of `/proc`). */
function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((tid) => (read(`/proc/${pid}/task/${tid}/children`) ?? '').split(' ').filter(Boolean).map(Number));
}

/** Resident MiB of `root` and all its descendants, from `/proc` (Linux only); `leaveOut` drops a process and its subtree. */
export function treeResidentMb(root = process.pid, leaveOut?: (pid: number) => boolean): number {
  return residentSplit(root, leaveOut).keptMb;
}

function residentSplit(root: number, leaveOut?: (pid: number) => boolean): { keptMb: number; leftOutMb: number } {
  const split = { keptMb: 0, leftOutMb: 0 };
  const stack: [number, boolean][] = [[root, false]];
  while (stack.length) {
    const [pid, outside] = stack.pop()!;
    const out = outside || (pid !== root && leaveOut?.(pid) === true);
    const m = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`) ?? '');
    if (out) split.leftOutMb += m ? Number(m[1]) / 1024 : 0;
    else split.keptMb += m ? Number(m[1]) / 1024 : 0;
    stack.push(...childrenOf(pid).map((child): [number, boolean] => [child, out]));
  }
  return split;
}

/** The command name of a process (`/proc/<pid>/comm`), or null once it has gone. */
export function processName(pid: number): string | null {
  return read(`/proc/${pid}/comm`)?.trim() ?? null;
}

export interface TreeGrowthOptions {
  /** Sampling interval, ms (default 5). */
  everyMs?: number;
  /** Processes (with their subtrees) that are not the code under measurement, e.g. the tests' Temporal dev server. */
  leaveOut?: (pid: number) => boolean;
}

/**
 * Samples the tree's resident memory while `work` runs; returns its result and the peak growth in MiB of the
 * tree without the `leaveOut` processes, and separately the peak growth of those left out (for the record).
 */
export async function peakTreeGrowth<T>(
  work: () => Promise<T>,
  opts: TreeGrowthOptions | number = {},
): Promise<{ result: T; baselineMb: number; peakMb: number; growthMb: number; leftOutGrowthMb: number }> {
  const { everyMs = 5, leaveOut } = typeof opts === 'number' ? { everyMs: opts } : opts;
  const base = residentSplit(process.pid, leaveOut);
  let peakMb = base.keptMb;
  let leftOutPeakMb = base.leftOutMb;
  const sample = () => {
    const now = residentSplit(process.pid, leaveOut);
    peakMb = Math.max(peakMb, now.keptMb);
    leftOutPeakMb = Math.max(leftOutPeakMb, now.leftOutMb);
  };
  const timer = setInterval(sample, everyMs);
  try {
    const result = await work();
    sample();
    return { result, baselineMb: base.keptMb, peakMb, growthMb: peakMb - base.keptMb, leftOutGrowthMb: leftOutPeakMb - base.leftOutMb };
  } finally {
    clearInterval(timer);
  }
}
