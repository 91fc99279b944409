/**
 * Loads pdf.js (ESM only) from this CommonJS code base. A plain `import()` would be rewritten into
 * `require()` by the TypeScript/SWC CommonJS transform, so the import is hidden in a Function.
 * The worker half is loaded eagerly and published on `globalThis.pdfjsWorker`, which makes pdf.js
 * run its parser in this thread (we are already off the main thread) and never fetch a worker script.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import { readFileSync } from 'node:fs';
import { PDFJS_WORKER_PATCHES, applyPatches } from './pdfjs-patches';

const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<any>;

export interface LoadingTask {
  promise: Promise<any>;
  destroy(): Promise<void>;
}

export interface PdfjsModule {
  getDocument(src: Record<string, unknown>): LoadingTask;
  PDFWorker: new (opts: { port: unknown; verbosity?: number }) => { destroy(): void };
  Util: { transform(a: number[], b: number[]): number[] };
  VerbosityLevel: { ERRORS: number };
}

let loading: Promise<PdfjsModule> | undefined;
let workerHalf: { WorkerMessageHandler: { initializeFromPort(port: unknown): void } } | undefined;

export function loadPdfjs(): Promise<PdfjsModule> {
  loading ??= (async () => {
    const workerPath = require.resolve('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const apiPath = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
    const { pathToFileURL } = await import('node:url');
    const worker = await importPatchedWorker(workerPath);
    (globalThis as any).pdfjsWorker = worker;
    workerHalf = worker;
    return (await importEsm(pathToFileURL(apiPath).href)) as PdfjsModule;
  })();
  return loading;
}

/** Which of `PDFJS_WORKER_PATCHES` the loaded worker half carries (tests). */
export let appliedPatches: readonly string[] = [];

/**
 * Imports the worker half with `PDFJS_WORKER_PATCHES` applied: a module loader hook, registered for this one
 * import only, hands Node the patched source in place of the file's (same URL, so nothing else changes). Its
 * source-map comment is dropped: the map describes the file as published.
 */
async function importPatchedWorker(workerPath: string): Promise<any> {
  const { registerHooks } = await import('node:module');
  const { pathToFileURL } = await import('node:url');
  const url = pathToFileURL(workerPath).href;
  const hooks = registerHooks({
    load(target, context, nextLoad) {
      if (target !== url) return nextLoad(target, context);
      const { source, applied } = applyPatches(readFileSync(workerPath, 'utf8'), PDFJS_WORKER_PATCHES);
      appliedPatches = applied;
      return { format: 'module', source: source.replace(/\n\/\/# sourceMappingURL=[^\n]*\s*$/, '\n'), shortCircuit: true };
    },
  });
  try {
    return await importEsm(url);
  } finally {
    hooks.deregister();
  }
}

/**
 * The two halves of pdf.js talk through a port. pdf.js's own in-thread port (`LoopbackPort`) deep-copies
 * every message with `structuredClone`, as a real worker boundary would: about 8% of the CPU of reading a
 * statement's text went there (20% of pdf.js's own). This port hands each message over asynchronously, as
 * a real port does, copying only its top level (`detach`). That is enough because pdf.js treats what it posts
 * as given away: it transfers the buffers it sends, and the one object it keeps using after posting it, the
 * text chunk being filled, it reuses by giving it new `items`/`styles` (a property assignment, which the
 * one-level copy keeps from the receiver), never by emptying the arrays it sent; errors are rebuilt on the
 * receiving side by name. Every result is checked by the accuracy corpora giving identical results.
 */
class DirectPort {
  private readonly listeners = new Map<(e: { data: unknown }) => void, (() => void) | null>();
  private readonly deferred = Promise.resolve();

  postMessage(data: unknown): void {
    const event = { data: detach(data) };
    void this.deferred.then(() => {
      for (const listener of [...this.listeners.keys()]) listener.call(this, event);
    });
  }

  addEventListener(_name: string, listener: (e: { data: unknown }) => void, options?: { signal?: AbortSignal } | null): void {
    const signal = options?.signal;
    if (signal?.aborted) return;
    let unsubscribe: (() => void) | null = null;
    if (signal) {
      const onAbort = () => this.removeEventListener(_name, listener);
      signal.addEventListener('abort', onAbort);
      unsubscribe = () => signal.removeEventListener('abort', onAbort);
    }
    this.listeners.set(listener, unsubscribe);
  }

  removeEventListener(_name: string, listener: (e: { data: unknown }) => void): void {
    this.listeners.get(listener)?.();
    this.listeners.delete(listener);
  }

  terminate(): void {
    for (const unsubscribe of this.listeners.values()) unsubscribe?.();
    this.listeners.clear();
  }
}

/** The message with its `data` and `chunk` copied one level deep (plain objects only). */
function detach(message: unknown): unknown {
  if (!isPlainObject(message)) return message;
  const copy: Record<string, unknown> = { ...message };
  if (isPlainObject(copy.data)) copy.data = { ...copy.data };
  if (isPlainObject(copy.chunk)) copy.chunk = { ...copy.chunk };
  return copy;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * `getDocument` with pdf.js's parser on a `DirectPort` of its own in this thread (no message copies);
 * destroying the task also ends that parser.
 */
export async function openDocument(params: Record<string, unknown>): Promise<LoadingTask> {
  const pdfjs = await loadPdfjs();
  const port = new DirectPort();
  workerHalf!.WorkerMessageHandler.initializeFromPort(port);
  const worker = new pdfjs.PDFWorker({ port, verbosity: params.verbosity as number | undefined });
  const task = pdfjs.getDocument({ ...params, worker });
  return {
    promise: task.promise,
    destroy: async () => {
      try {
        await task.destroy();
      } finally {
        worker.destroy();
        port.terminate();
      }
    },
  };
}

/** Options that keep pdf.js to parsing only: no eval, scripting, fonts, rendering or fetches. */
export const SAFE_DOCUMENT_OPTIONS = {
  isEvalSupported: false,
  enableScripting: false,
  enableXfa: false,
  disableFontFace: true,
  useSystemFonts: false,
  useWorkerFetch: false,
  useWasm: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  disableAutoFetch: true,
  disableStream: true,
  disableRange: true,
  stopAtErrors: false,
  fontExtraProperties: false,
  maxImageSize: 0,
} as const;
