import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PdfError, isPdfErrorCode } from './errors';

/** An error as it crosses the thread boundary: plain data, matched by `name` and `code`. */
export interface SerializedError {
  name: string;
  code?: string;
  message: string;
}

export interface WorkerPoolOptions {
  /** Module (resolved path) exporting `handle(task): Promise<result>` and optionally `warmup()`. */
  handlerModule: string;
  /** Default min(2, cores). */
  size?: number;
  /** Time budget per task once a worker starts it; the worker is terminated when it runs out. */
  timeoutMs?: number;
  /** Heap cap per worker, so a hostile document kills a worker rather than the process. */
  maxHeapMb?: number;
  /** Rebuild named errors on this side; the default knows `PdfError`. */
  reviveError?: (e: SerializedError) => Error;
}

export const DEFAULT_TASK_TIMEOUT_MS = 30_000;

interface Job {
  task: unknown;
  transfer: ArrayBuffer[];
  resolve(value: unknown): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
}

// Runs as a CommonJS eval worker so that no separate .js file has to ship beside the TypeScript.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
if (workerData.register) require(workerData.register);
const handler = require(workerData.handlerModule);
Promise.resolve(handler.warmup && handler.warmup()).catch(() => undefined).then(() => {
  parentPort.postMessage({ ready: true });
  parentPort.on('message', async (task) => {
    try {
      const result = await handler.handle(task);
      parentPort.postMessage({ ok: true, result });
    } catch (err) {
      const e = err || {};
      parentPort.postMessage({ ok: false, error: { name: String(e.name || 'Error'), code: typeof e.code === 'string' ? e.code : undefined, message: String(e.message || e) } });
    }
  });
});
`;

export function defaultReviveError(e: SerializedError): Error {
  if (e.name === 'PdfError' && isPdfErrorCode(e.code)) return new PdfError(e.code);
  const err = new Error(e.message);
  err.name = e.name;
  return err;
}

/**
 * A small pool of worker threads, each running one task at a time. Workers start lazily, are
 * unref'd while idle (an idle pool never keeps the process alive) and are replaced after a timeout
 * or a crash. `close()` terminates them and fails queued tasks.
 */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly register: string | null;
  private closed = false;

  constructor(private readonly opts: WorkerPoolOptions) {
    this.size = Math.max(1, opts.size ?? Math.min(2, availableParallelism()));
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TASK_TIMEOUT_MS;
    // Under ts-node the handler is a .ts file: the worker must register the same transpiler.
    this.register = opts.handlerModule.endsWith('.ts') ? path.join(__dirname, '..', '..', 'scripts', 'register.js') : null;
  }

  /** Runs `task` in a worker. ArrayBuffers in `transfer` are moved, not copied. */
  run<T>(task: unknown, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.closed) return Promise.reject(new Error('worker pool is closed'));
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, transfer, resolve: resolve as (v: unknown) => void, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('worker pool is closed'));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(new Error('worker pool is closed'));
        return slot.worker.terminate();
      }),
    );
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => s.ready && !s.job);
      if (!slot) {
        if (this.slots.length < this.size) this.spawn();
        return;
      }
      this.dispatch(slot, this.queue.shift()!);
    }
  }

  private spawn(): void {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { handlerModule: this.opts.handlerModule, register: this.register },
      resourceLimits: { maxOldGenerationSizeMb: this.opts.maxHeapMb ?? 1024 },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false };
    this.slots.push(slot);
    worker.on('message', (msg: { ready?: boolean; ok?: boolean; result?: unknown; error?: SerializedError }) => {
      if (msg.ready) {
        slot.ready = true;
        worker.unref();
        this.pump();
        return;
      }
      const job = this.finish(slot);
      if (!job) return;
      if (msg.ok) job.resolve(msg.result);
      else job.reject((this.opts.reviveError ?? defaultReviveError)(msg.error!));
      this.pump();
    });
    worker.on('error', () => this.replace(slot, new PdfError('corrupt_pdf')));
    worker.on('exit', () => this.replace(slot, new PdfError('corrupt_pdf')));
  }

  private dispatch(slot: Slot, job: Job): void {
    slot.job = job;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      void slot.worker.terminate();
      this.replace(slot, new PdfError('timeout'));
    }, this.timeoutMs);
    slot.worker.postMessage(job.task, job.transfer);
  }

  private finish(slot: Slot): Job | undefined {
    const job = slot.job;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    slot.worker.unref();
    return job;
  }

  /** Drops a dead or stuck worker, fails its task, and lets the queue spawn a fresh one. */
  private replace(slot: Slot, err: Error): void {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    const job = this.finish(slot);
    job?.reject(err);
    if (!this.closed) this.pump();
  }
}
