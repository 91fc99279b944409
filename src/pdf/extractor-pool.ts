import { availableParallelism } from 'node:os';
import { PdfError, isPdfErrorCode } from './errors';
import { ExtractorDied, ExtractorProcess, type SerializedError } from './extractor-process';
import { FairQueue, type Lane } from './fair-queue';
import type { HostTool } from './host-tools';
import { hostMemoryCgroup, type MemoryCgroup } from './memory-cgroup';
import { PoolError } from './pool-errors';

export interface ExtractorPoolOptions {
  /** Resolved path of the module the children run: exports `handle(task)` and optionally `warmup()`. */
  handlerModule: string;
  /** Child processes (`PDF_WORKERS`); default min(2, cores). */
  size?: number;
  /** Time budget per document once a child starts it (`PDF_TIMEOUT_MS`); default 60 s. */
  timeoutMs?: number;
  /** Resident memory cap per child, external buffers included (`PDF_MEMORY_MB`); default 640 MiB (room for OCR). */
  memoryLimitMb?: number;
  /**
   * Where each child gets a kernel-enforced limit of `memoryLimitMb` (`PDF_MEMORY_CGROUP`): absent, this
   * host's memory cgroup when one is usable (`hostMemoryCgroup()`); null, none (the watchdog alone).
   */
  memoryCgroup?: MemoryCgroup | null;
  /** How often the watchdog samples a busy child's resident set; default 5 ms. */
  memoryPollMs?: number;
  /** Documents one organisation may have waiting for a sync read (`PDF_QUEUE_PER_ORG`); default 4. */
  maxQueuedPerOrg?: number;
  /** Rebuilds named errors from the children; the default knows `PdfError`. */
  reviveError?: (e: SerializedError) => Error;
  /** A child idle this long exits, so memory at rest goes back to the system (all but `warm`); default 30 s. */
  idleMs?: number;
  /**
   * Children kept ready at all times (`PDF_WARM`, at most `size`): started with the pool and replaced when
   * one exits or is recycled, so no request waits for a child to start; default 0 (started on first use).
   */
  warm?: number;
  /** false: children run without Node's permission model (tests whose handler writes files); default: with it. */
  permissions?: boolean;
  /** Programs the pool runs on its children's behalf (`host-tools.ts`); default none. */
  tools?: Record<string, HostTool>;
  /** Sees every dispatch and every death (tests assert ordering with it; the composition may log it). */
  onEvent?: (event: PoolEvent) => void;
  /** Sees children started to stay warm and idle timeouts. */
  onChild?: (event: ChildEvent) => void;
}

export interface RunOptions {
  orgId: string;
  /** `sync` (default) when a client waits for the answer, `background` for workflow activities. */
  lane?: Lane;
}

export type PoolEvent =
  | { type: 'queued'; jobId: number; orgId: string; lane: Lane }
  | { type: 'refused'; orgId: string; lane: Lane }
  | { type: 'dispatched'; jobId: number; orgId: string; lane: Lane; attempt: number; pid: number }
  | { type: 'died'; jobId: number; orgId: string; reason: 'memory' | 'timeout' | 'crashed'; attempt: number; detail: string };

/** What happens to the children themselves, with no document involved (tests and metrics watch the warm children with it). */
export type ChildEvent =
  /** A child was started with no document waiting for it, to keep `warm` children ready. */
  | { type: 'warmed'; pid: number }
  /** A child stayed idle for `idleMs`: it exits (`retired`) unless it is one of the `warm` children kept ready. */
  | { type: 'idle'; pid: number; retired: boolean };

export const DEFAULT_TIMEOUT_MS = 60_000;
export const DEFAULT_MEMORY_LIMIT_MB = 640;
export const DEFAULT_QUEUE_PER_ORG = 4;
export const DEFAULT_IDLE_MS = 30_000;
/** Share of the memory cap above which an idle child is replaced before its next document. */
const RECYCLE_AT = 0.9;
/** Attempts on fresh children before a document that keeps killing its extractor is given up. */
const MAX_ATTEMPTS = 2;

interface Job {
  id: number;
  orgId: string;
  lane: Lane;
  task: unknown;
  attempts: number;
  resolve(value: unknown): void;
  reject(err: Error): void;
}

export function defaultReviveError(e: SerializedError): Error {
  if (e.name === 'PdfError' && isPdfErrorCode(e.code)) return new PdfError(e.code);
  const err = new Error(e.message);
  err.name = e.name;
  return err;
}

/**
 * A pool of extractor child processes, started lazily and kept between documents, fed by a
 * per-organisation fair queue. A child that passes its memory cap or time budget is killed and the
 * document refused as `document_too_complex` (after its memory cap, once tried again on a fresh child when
 * the child had served other documents before); a child that dies on its own is replaced and the document
 * retried once on the fresh one, then reported as `extraction_unavailable` (never as the customer's
 * `corrupt_pdf`). A full organisation queue is refused at once with `busy`.
 */
export class ExtractorPool {
  private readonly slots: ExtractorProcess[] = [];
  /** Children that have finished a document (one that passes its memory cap afterwards may hold that document's memory). */
  private readonly served = new WeakSet<ExtractorProcess>();
  /** Every child not yet exited with its memory cgroup removed (a superset of `slots`). */
  private readonly unreleased = new Set<ExtractorProcess>();
  private readonly queue: FairQueue<Job>;
  private readonly size: number;
  private readonly warm: number;
  private readonly timeoutMs: number;
  private readonly memoryLimitMb: number;
  private readonly memoryCgroup: MemoryCgroup | null;
  private nextId = 0;
  private closed = false;

  constructor(private readonly opts: ExtractorPoolOptions) {
    this.size = Math.max(1, opts.size ?? Math.min(2, availableParallelism()));
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.memoryLimitMb = opts.memoryLimitMb ?? DEFAULT_MEMORY_LIMIT_MB;
    this.memoryCgroup = opts.memoryCgroup === undefined ? hostMemoryCgroup() : opts.memoryCgroup;
    this.queue = new FairQueue<Job>({ slots: this.size, maxQueuedPerOrg: opts.maxQueuedPerOrg ?? DEFAULT_QUEUE_PER_ORG });
    this.warm = Math.min(this.size, Math.max(0, opts.warm ?? 0));
    this.keepWarm();
  }

  /** Runs `task` in a child; structured-clone copies it there (`serialization: 'advanced'`). */
  run<T>(task: unknown, opts: RunOptions): Promise<T> {
    if (this.closed) return Promise.reject(new Error('extractor pool is closed'));
    return new Promise<T>((resolve, reject) => {
      const job: Job = {
        id: ++this.nextId,
        orgId: opts.orgId,
        lane: opts.lane ?? 'sync',
        task,
        attempts: 0,
        resolve: resolve as (v: unknown) => void,
        reject,
      };
      if (!this.queue.push(job)) {
        this.emit({ type: 'refused', orgId: job.orgId, lane: job.lane });
        return reject(new PoolError('busy'));
      }
      this.emit({ type: 'queued', jobId: job.id, orgId: job.orgId, lane: job.lane });
      this.pump();
    });
  }

  /** Process ids of the live children (tests freeze or kill them). */
  childPids(): number[] {
    return this.slots.flatMap((s) => (!s.exited && s.child.pid !== undefined ? [s.child.pid] : []));
  }

  /** Live children, how many of them are idle, and how many of those have loaded pdf.js (ready for a document now). */
  get state(): { live: number; idle: number; ready: number; warm: number } {
    const live = this.slots.filter((s) => !s.exited && !s.retiring);
    const idle = live.filter((s) => !s.busy);
    return { live: live.length, idle: idle.length, ready: idle.filter((s) => s.wasReady).length, warm: this.warm };
  }

  /** How the children's memory is bounded: a kernel limit per child (cgroup v1/v2) and the watchdog, or the watchdog alone. */
  get memoryEnforcement(): 'cgroup v1' | 'cgroup v2' | 'watchdog' {
    return this.memoryCgroup ? `cgroup v${this.memoryCgroup.version}` : 'watchdog';
  }

  /** Resident memory of every live child, MiB (tests and the bench report it). */
  childrenResidentMb(): number[] {
    return this.slots.map((s) => s.residentMb() ?? 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.drain()) job.reject(new Error('extractor pool is closed'));
    this.slots.splice(0);
    const slots = [...this.unreleased];
    await Promise.all(
      slots.map((slot) => {
        // An idle child is unref'd: without this, a process with nothing else to do would exit before 'exit'.
        if (!slot.exited) slot.child.ref();
        slot.kill();
        // Exited, and its memory cgroup removed.
        return slot.gone;
      }),
    );
  }

  private pump(): void {
    while (!this.closed) {
      const idle = this.slots.find((s) => !s.busy && !s.retiring && !s.exited);
      // A child that kept a large resident set after its last document (its garbage collected since) is
      // replaced rather than given a document with little headroom left.
      if (idle && (idle.residentMb() ?? 0) > this.memoryLimitMb * RECYCLE_AT) {
        idle.kill();
        continue;
      }
      if (!idle && this.slots.filter((s) => !s.retiring).length >= this.size) return;
      const job = this.queue.take();
      if (!job) return;
      this.dispatch(idle ?? this.spawn(), job);
    }
  }

  /**
   * Starts children until `warm` are live. A child that exited before it ever became ready (a broken
   * install) is not replaced here, so a failing start cannot loop; the next document starts one again.
   */
  private keepWarm(): void {
    while (!this.closed && this.slots.filter((s) => !s.retiring && !s.exited).length < this.warm) {
      const slot = this.spawn();
      this.emitChild({ type: 'warmed', pid: slot.child.pid ?? -1 });
    }
  }

  private spawn(): ExtractorProcess {
    const slot = new ExtractorProcess({
      handlerModule: this.opts.handlerModule,
      memoryLimitMb: this.memoryLimitMb,
      timeoutMs: this.timeoutMs,
      pollMs: this.opts.memoryPollMs,
      memoryCgroup: this.memoryCgroup,
      permissions: this.opts.permissions,
      tools: this.opts.tools,
    });
    this.slots.push(slot);
    // Until its memory cgroup is removed, `close()` still waits for it.
    this.unreleased.add(slot);
    void slot.gone.then(() => this.unreleased.delete(slot));
    const remove = () => {
      const i = this.slots.indexOf(slot);
      if (i < 0) return;
      this.slots.splice(i, 1);
      this.pump();
      if (slot.wasReady) this.keepWarm();
    };
    slot.child.once('exit', remove);
    slot.child.once('error', remove);
    return slot;
  }

  private emit(event: PoolEvent): void {
    try {
      this.opts.onEvent?.(event);
    } catch {
      // An observer's failure must not break the pool.
    }
  }

  private emitChild(event: ChildEvent): void {
    try {
      this.opts.onChild?.(event);
    } catch {
      // An observer's failure must not break the pool.
    }
  }

  private retireWhenIdle(slot: ExtractorProcess): void {
    const timer = setTimeout(() => {
      if (slot.busy || slot.exited || slot.retiring) return;
      // The warm children stay: the next document must not wait for a child to start.
      const retired = this.slots.filter((s) => !s.retiring && !s.exited).length > this.warm;
      if (retired) slot.kill();
      this.emitChild({ type: 'idle', pid: slot.child.pid ?? -1, retired });
    }, this.opts.idleMs ?? DEFAULT_IDLE_MS);
    timer.unref();
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = timer;
  }

  private dispatch(slot: ExtractorProcess, job: Job): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    job.attempts++;
    this.emit({ type: 'dispatched', jobId: job.id, orgId: job.orgId, lane: job.lane, attempt: job.attempts, pid: slot.child.pid ?? -1 });
    slot.busy = true;
    slot.run(job.task).then(
      (reply) => {
        this.served.add(slot);
        this.queue.done(job);
        if (reply.ok) job.resolve(reply.result);
        else job.reject((this.opts.reviveError ?? defaultReviveError)(reply.error));
        this.pump();
        if (!slot.busy) this.retireWhenIdle(slot);
      },
      (err: unknown) => {
        this.queue.done(job);
        slot.kill();
        const died = err instanceof ExtractorDied ? err : new ExtractorDied('crashed', String(err));
        this.emit({ type: 'died', jobId: job.id, orgId: job.orgId, reason: died.reason, attempt: job.attempts, detail: died.message });
        // A child that served other documents before it passed its memory cap may have been holding their memory:
        // the document is tried once more on a fresh child, and refused only if it passes the cap there too.
        const inherited = died.reason === 'memory' && this.served.has(slot);
        if (inherited && job.attempts < MAX_ATTEMPTS && !this.closed) this.queue.pushFront(job);
        else if (died.reason !== 'crashed') job.reject(new PoolError('document_too_complex'));
        else if (job.attempts < MAX_ATTEMPTS && !this.closed) this.queue.pushFront(job);
        else job.reject(new PoolError('extraction_unavailable'));
        this.pump();
      },
    );
  }
}
