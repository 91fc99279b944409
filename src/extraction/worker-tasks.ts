import { readPdfText } from '../pdf/read-pdf-text';
import { handle as handlePdfTask, plainBytes, warmup as warmupPdf, type PdfTask } from '../pdf/worker-tasks';
import { extractStatement } from './extract-statement';

/** Extractor tasks: the whole PDF → statement runs in the child process; only the result returns. */
export type ExtractionTask = PdfTask | { kind: 'extract'; bytes: Uint8Array; password?: string; maxPages?: number };

export const warmup = warmupPdf;

export async function handle(task: ExtractionTask): Promise<unknown> {
  if (task.kind !== 'extract') return handlePdfTask(task);
  const text = await readPdfText(plainBytes(task.bytes), { password: task.password, maxPages: task.maxPages });
  return extractStatement(text);
}
