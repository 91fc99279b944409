import { readFileSync, readdirSync } from 'node:fs';

/** Resident MiB of `pid` and all its descendants, from `/proc` (Linux only). */
export function treeResidentMb(root = process.pid): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'latin1');
      // The command name may hold spaces and parentheses: fields start after the last ')'.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'latin1'));
      total += m ? Number(m[1]) / 1024 : 0;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
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
