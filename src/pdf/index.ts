import { PdfError } from './errors';
import { WorkerPool, type WorkerPoolOptions } from './pool';
import { looksLikePdf } from './sniff';
import type { PdfProbe, PdfText, ReadPdfOptions } from './types';
import type { PdfTask } from './worker-tasks';

export { PdfError, type PdfErrorCode } from './errors';
export { WorkerPool, DEFAULT_TASK_TIMEOUT_MS, defaultReviveError, type SerializedError, type WorkerPoolOptions } from './pool';
export { readPdfText } from './read-pdf-text';
export { looksLikePdf } from './sniff';
export type { PdfPage, PdfProbe, PdfText, PdfTextItem, ReadPdfOptions } from './types';

/** A pool whose workers run the PDF adapter's own tasks (probe, text). */
export function createPdfPool(opts: Omit<WorkerPoolOptions, 'handlerModule'> = {}): WorkerPool {
  return new WorkerPool({ ...opts, handlerModule: require.resolve('./worker-tasks') });
}

let shared: WorkerPool | undefined;
function sharedPool(): WorkerPool {
  return (shared ??= createPdfPool());
}

/** Terminates the lazily created shared pool used when no pool is passed. */
export async function closeSharedPdfPool(): Promise<void> {
  const p = shared;
  shared = undefined;
  await p?.close();
}

/**
 * Fast upload check: "%PDF-" within the first 1 KiB, then the document opens (with the password
 * when given) in a pool worker. Resolves `{ encrypted, pages }` or rejects with a `PdfError`.
 * The bytes are copied once into the worker; the caller's buffer stays usable.
 */
export async function probePdf(bytes: Uint8Array, password?: string, pool: WorkerPool = sharedPool()): Promise<PdfProbe> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_a_pdf');
  const buffer = copyToBuffer(bytes);
  return pool.run<PdfProbe>({ kind: 'probe', buffer, password } satisfies PdfTask, [buffer]);
}

/** `readPdfText` run in a pool worker. */
export async function readPdfTextInPool(bytes: Uint8Array, opts: ReadPdfOptions = {}, pool: WorkerPool = sharedPool()): Promise<PdfText> {
  if (!looksLikePdf(bytes)) throw new PdfError('not_a_pdf');
  const buffer = copyToBuffer(bytes);
  return pool.run<PdfText>({ kind: 'text', buffer, ...opts } satisfies PdfTask, [buffer]);
}

/** One copy into a fresh, transferable ArrayBuffer (the caller may hold a Buffer slice of a pool). */
export function copyToBuffer(bytes: Uint8Array): ArrayBuffer {
  const buffer = new ArrayBuffer(bytes.byteLength);
  new Uint8Array(buffer).set(bytes);
  return buffer;
}
