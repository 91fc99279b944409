import { availableParallelism, totalmem } from 'node:os';

/** Share of the host's memory that extractors may hold at their caps together, with `PDF_WORKERS=auto`. */
export const EXTRACTOR_MEMORY_SHARE = 0.5;

export interface HostCapacity {
  /** Cores this process may run on (`os.availableParallelism()`). */
  cores: number;
  /** Memory this process may use, bytes: the host's, or its cgroup's limit when lower. */
  memoryBytes: number;
}

/**
 * Extractor processes for a host with `PDF_WORKERS=auto`: one per core plus one, so that the background
 * lane (which never takes the last free extractor, see `fair-queue.ts`) can keep every core busy while a
 * synchronous request still finds an extractor free; and no more than `EXTRACTOR_MEMORY_SHARE` of the memory
 * holds at `memoryLimitMb` each. At least one. Not the default: where no core is idle (a shared machine), two
 * extractions side by side cost more CPU each and the wait only moves to the run queue (README, *Extractors
 * sized from the host*).
 */
export function extractorPoolSize(host: HostCapacity, memoryLimitMb: number): number {
  const byCores = Math.max(1, Math.floor(host.cores)) + 1;
  const byMemory = Math.floor((host.memoryBytes * EXTRACTOR_MEMORY_SHARE) / (memoryLimitMb * 1024 * 1024));
  return Math.max(1, Math.min(byCores, byMemory));
}

/** This process's cores and memory (a cgroup limit counts when it is below the host's memory). */
export function hostCapacity(): HostCapacity {
  const limit = process.constrainedMemory();
  const total = totalmem();
  return { cores: availableParallelism(), memoryBytes: limit > 0 && limit < total ? limit : total };
}
