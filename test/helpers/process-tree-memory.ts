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

/** Resident MiB of `root` and all its descendants, from `/proc` (Linux only). */
export function treeResidentMb(root = process.pid): number {
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    const m = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${pid}/status`) ?? '');
    total += m ? Number(m[1]) / 1024 : 0;
    stack.push(...childrenOf(pid));
  }
  return total;
}

/** Samples the tree's resident memory while `work` runs; returns its result and the peak growth in MiB. */
export async function peakTreeGrowth<T>(
  work: () => Promise<T>,
  everyMs = 5,
): Promise<{ result: T; baselineMb: number; peakMb: number; growthMb: number }> {
  const baselineMb = treeResidentMb();
  let peakMb = baselineMb;
  const timer = setInterval(() => (peakMb = Math.max(peakMb, treeResidentMb())), everyMs);
  try {
    const result = await work();
    peakMb = Math.max(peakMb, treeResidentMb());
    return { result, baselineMb, peakMb, growthMb: peakMb - baselineMb };
  } finally {
    clearInterval(timer);
  }
}
