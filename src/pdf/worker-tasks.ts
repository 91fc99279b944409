import { loadPdfjs } from './pdfjs';
import { probePdfInThread, readPdfText } from './read-pdf-text';
import type { PdfProbe, PdfText } from './types';

/** Tasks the PDF pool's workers understand. Bytes travel as a transferred ArrayBuffer. */
export type PdfTask =
  | { kind: 'probe'; buffer: ArrayBuffer; password?: string }
  | { kind: 'text'; buffer: ArrayBuffer; password?: string; maxPages?: number };

export function warmup(): Promise<unknown> {
  return loadPdfjs();
}

export function handle(task: PdfTask): Promise<PdfProbe | PdfText> {
  const bytes = new Uint8Array(task.buffer);
  if (task.kind === 'probe') return probePdfInThread(bytes, task.password);
  return readPdfText(bytes, { password: task.password, maxPages: task.maxPages });
}
