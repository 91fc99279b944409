import { readPdfText } from '../pdf/read-pdf-text';
import { handle as handlePdfTask, warmup as warmupPdf, type PdfTask } from '../pdf/worker-tasks';
import { extractStatement } from './extract-statement';

/** Pool tasks for extraction: the whole PDF → statement runs in the worker; only the result returns. */
export type ExtractionTask = PdfTask | { kind: 'extract'; buffer: ArrayBuffer; password?: string; maxPages?: number };

export const warmup = warmupPdf;

export async function handle(task: ExtractionTask): Promise<unknown> {
  if (task.kind !== 'extract') return handlePdfTask(task);
  const text = await readPdfText(new Uint8Array(task.buffer), { password: task.password, maxPages: task.maxPages });
  return extractStatement(text);
}
