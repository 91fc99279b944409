import { availableParallelism } from 'node:os';
import { startPageThreads } from './page-threads';
import { loadPdfjs } from './pdfjs';
import { probePdfInThread, readPdfText } from './read-pdf-text';
import type { PdfProbe, PdfText } from './types';

/** Tasks an extractor child understands. Bytes travel by structured clone over the IPC channel. */
export type PdfTask =
  | { kind: 'probe'; bytes: Uint8Array; password?: string; maxPages?: number }
  | { kind: 'text'; bytes: Uint8Array; password?: string; maxPages?: number };

/**
 * Loads pdf.js, and starts the page threads that read a long document's pages on the other cores (one per
 * further core, at most 3). The child is ready once pdf.js is loaded: the threads load theirs meanwhile (a
 * document that comes first is read on the child's thread alone), so they add nothing to a child's start.
 */
export async function warmup(): Promise<unknown> {
  const pdfjs = await loadPdfjs();
  startPageThreads(Math.min(3, availableParallelism() - 1)).catch(() => undefined);
  return pdfjs;
}

export function handle(task: PdfTask): Promise<PdfProbe | PdfText> {
  const bytes = plainBytes(task.bytes);
  if (task.kind === 'probe') return probePdfInThread(bytes, task.password, task.maxPages);
  return readPdfText(bytes, { password: task.password, maxPages: task.maxPages });
}

/** pdf.js refuses a Node `Buffer` (which the IPC channel may deliver): a plain view of the same bytes. */
export function plainBytes(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
