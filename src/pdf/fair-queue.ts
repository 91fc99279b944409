/**
 * Which job runs next when an extractor frees up. Two lanes: `sync` (an HTTP client is waiting) and
 * `background` (a workflow activity). Within a lane each organisation has its own FIFO, and the next
 * job comes from the organisation with the fewest jobs running, then the one served least recently, so
 * one tenant's queue of slow files cannot hold back another tenant's single file. Sync jobs go first,
 * and background jobs never occupy the last free extractor of a pool of two or more (a reserved slot).
 * Pure bookkeeping: no timers, no processes.
 */
export type Lane = 'sync' | 'background';

export interface QueuedJob {
  orgId: string;
  lane: Lane;
}

export interface FairQueueOptions {
  /** Extractors in the pool. */
  slots: number;
  /** Jobs one organisation may have waiting in the sync lane; more are refused (`push` returns false). */
  maxQueuedPerOrg: number;
}

export class FairQueue<J extends QueuedJob> {
  private readonly waiting: Record<Lane, Map<string, J[]>> = { sync: new Map(), background: new Map() };
  private readonly running = new Map<string, number>();
  private readonly lastServed = new Map<string, number>();
  private runningBackground = 0;
  private served = 0;

  constructor(private readonly opts: FairQueueOptions) {}

  /** Queues a job behind its organisation's others; false when the organisation's sync queue is full. */
  push(job: J): boolean {
    const queue = this.waiting[job.lane].get(job.orgId) ?? [];
    if (job.lane === 'sync' && queue.length >= this.opts.maxQueuedPerOrg) return false;
    queue.push(job);
    this.waiting[job.lane].set(job.orgId, queue);
    return true;
  }

  /** Puts a job back at the head of its organisation's queue (a retry after its extractor died), bound or not. */
  pushFront(job: J): void {
    const queue = this.waiting[job.lane].get(job.orgId) ?? [];
    queue.unshift(job);
    this.waiting[job.lane].set(job.orgId, queue);
  }

  /** The next job to start, counted as running until `done`; undefined when nothing may start. */
  take(): J | undefined {
    const lane: Lane | undefined =
      this.waiting.sync.size > 0 ? 'sync' : this.waiting.background.size > 0 && this.backgroundMayStart() ? 'background' : undefined;
    if (!lane) return undefined;
    const orgs = this.waiting[lane];
    let best: string | undefined;
    for (const org of orgs.keys()) {
      if (best === undefined || this.rank(org) < this.rank(best)) best = org;
    }
    const queue = orgs.get(best!)!;
    const job = queue.shift()!;
    if (queue.length === 0) orgs.delete(best!);
    this.running.set(job.orgId, (this.running.get(job.orgId) ?? 0) + 1);
    this.lastServed.set(job.orgId, ++this.served);
    if (lane === 'background') this.runningBackground++;
    return job;
  }

  /** A job taken earlier has finished (or failed) and left its extractor. */
  done(job: J): void {
    const n = (this.running.get(job.orgId) ?? 1) - 1;
    if (n > 0) this.running.set(job.orgId, n);
    else this.running.delete(job.orgId);
    if (job.lane === 'background') this.runningBackground--;
    if (n <= 0 && !this.waiting.sync.has(job.orgId) && !this.waiting.background.has(job.orgId)) this.lastServed.delete(job.orgId);
  }

  /** Empties every queue (the pool closes) and returns the jobs that were waiting. */
  drain(): J[] {
    const all = [...this.waiting.sync.values(), ...this.waiting.background.values()].flat();
    this.waiting.sync.clear();
    this.waiting.background.clear();
    return all;
  }

  get size(): number {
    let n = 0;
    for (const lane of [this.waiting.sync, this.waiting.background]) for (const q of lane.values()) n += q.length;
    return n;
  }

  private backgroundMayStart(): boolean {
    return this.runningBackground < Math.max(1, this.opts.slots - 1);
  }

  private rank(org: string): number {
    // Fewest running first; among equals, least recently served (never served counts as 0).
    return (this.running.get(org) ?? 0) * 1e12 + (this.lastServed.get(org) ?? 0);
  }
}
