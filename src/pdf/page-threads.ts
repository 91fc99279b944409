import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { unpackPages, type CompactPages } from './compact-pages';
import { PdfError, isPdfErrorCode } from './errors';
import type { PdfPage } from './types';

export interface PageRangeRequest {
  id: number;
  bytes: Uint8Array;
  password: string | undefined;
  /** 1-based, inclusive. */
  from: number;
  to: number;
}

export type PageRangeReply =
  { id: number; ok: true; pages: CompactPages } | { id: number; ok: false; error: { name: string; code?: string; message: string } };

const ENTRY = path.join(__dirname, 'page-thread-entry.js');
const MODULE = path.join(__dirname, `page-thread-main${path.extname(__filename)}`);

/**
 * Threads that read page ranges of a document with pdf.js of their own, so that a long document's pages are
 * read on several cores. They live inside the extractor process: its memory cap (cgroup and watchdog), its
 * time budget and its network namespace cover them as they cover the process's main thread. Each keeps pdf.js
 * loaded between documents (started with the extractor, never on the request path).
 */
class PageThread {
  private readonly worker: Worker;
  readonly ready: Promise<void>;
  private readonly waiting = new Map<number, { resolve(p: PdfPage[]): void; reject(e: Error): void }>();
  private nextId = 0;
  private failed?: Error;
  private started = false;

  constructor() {
    this.worker = new Worker(ENTRY, { workerData: { module: MODULE }, resourceLimits: { maxOldGenerationSizeMb: threadHeapMb() } });
    this.worker.unref();
    this.ready = new Promise<void>((resolve, reject) => {
      this.worker.once('error', reject);
      this.worker.on('message', (msg: PageRangeReply | { ready: true }) => {
        if ('ready' in msg) {
          this.started = true;
          return resolve();
        }
        const job = this.waiting.get(msg.id);
        if (!job) return;
        this.waiting.delete(msg.id);
        if (msg.ok) job.resolve(unpackPages(msg.pages));
        else job.reject(reviveError(msg.error));
      });
    });
    this.ready.catch(() => undefined);
    const fail = (err: Error) => {
      this.failed = err;
      for (const job of this.waiting.values()) job.reject(err);
      this.waiting.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`page thread exited (code ${code})`)));
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }

  /** Has pdf.js loaded and has not failed. */
  get usable(): boolean {
    return this.started && !this.failed;
  }

  async read(bytes: Uint8Array, password: string | undefined, from: number, to: number): Promise<PdfPage[]> {
    await this.ready;
    if (this.failed) throw this.failed;
    const id = ++this.nextId;
    return new Promise<PdfPage[]>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, bytes, password, from, to } satisfies PageRangeRequest);
    });
  }
}

/**
 * A thread's old generation: a quarter of this process's (which `PDF_MEMORY_MB` sizes), 64 MiB at least, so
 * that its garbage is collected long before the process's resident cap; a thread that runs out of it ends,
 * and its range is read on the process's own thread.
 */
function threadHeapMb(): number {
  return Math.max(64, Math.floor(getHeapStatistics().heap_size_limit / 2 ** 20 / 4));
}

function reviveError(e: { name: string; code?: string; message: string }): Error {
  if (e.name === 'PdfError' && isPdfErrorCode(e.code)) return new PdfError(e.code);
  const err = new Error(e.message);
  err.name = e.name;
  return err;
}

let threads: PageThread[] = [];

/**
 * Starts `count` page-reading threads for this process (the extractor child calls it at start-up) and
 * resolves once they have pdf.js loaded. Without them, documents are read on the calling thread alone.
 */
export async function startPageThreads(count: number): Promise<void> {
  while (threads.length < count) threads.push(new PageThread());
  await Promise.all(threads.map((t) => t.ready));
}

/** Ends this process's page threads (tests). */
export async function stopPageThreads(): Promise<void> {
  const ending = threads;
  threads = [];
  await Promise.all(ending.map((t) => t.terminate()));
}

/** The page threads ready for a document now (a document that comes before they are is read without them). */
export function pageThreads(): PageThread[] {
  return threads.filter((t) => t.usable);
}

export type { PageThread };
