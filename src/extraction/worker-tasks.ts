import { loadConfig } from '../config';
import { readStatementPdf } from '../ocr/read-statement';
import { ocrSettings, type OcrSettings } from '../ocr/settings';
import { handle as handlePdfTask, plainBytes, warmup as warmupPdf, type PdfTask } from '../pdf/worker-tasks';

/** Extractor tasks: the whole PDF → statement runs in the child process; only the result returns. */
export type ExtractionTask = PdfTask | { kind: 'extract'; bytes: Uint8Array; password?: string; maxPages?: number; ocr?: OcrSettings };

export const warmup = warmupPdf;

/** The OCR settings of this process's environment (the child inherits the service's). */
let fromEnv: OcrSettings | undefined;

export async function handle(task: ExtractionTask): Promise<unknown> {
  if (task.kind !== 'extract') return handlePdfTask(task);
  const ocr = task.ocr ?? (fromEnv ??= ocrSettings(loadConfig()));
  return readStatementPdf(plainBytes(task.bytes), { password: task.password, maxPages: task.maxPages, ocr });
}
