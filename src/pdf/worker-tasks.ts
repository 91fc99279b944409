import { loadPdfjs } from './pdfjs';
import { probePdfInThread, readPdfText } from './read-pdf-text';
import type { PdfProbe, PdfText } from './types';

/** Tasks an extractor child understands. Bytes travel by structured clone over the IPC channel. */
export type PdfTask =
  | { kind: 'probe'; bytes: Uint8Array; password?: string; maxPages?: number }
  | { kind: 'text'; bytes: Uint8Array; password?: string; maxPages?: number };

export function warmup(): Promise<unknown> {
  return loadPdfjs();
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
