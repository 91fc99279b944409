import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { OcrTimeoutError } from './ocr-timeout';
import type { OcrLine, OcrPageResult } from './types';

/* eslint-disable @typescript-eslint/no-require-imports */

/**
 * The one module that uses `tesseract.js`. Its WebAssembly core comes from `tesseract.js-core` and the
 * English model from `@tesseract.js-data/eng`, both npm packages: nothing is downloaded at run time and
 * nothing is cached on disk (`cacheMethod: 'none'`). Recognisers are numbered slots of one extractor process
 * (one per page recognised at once, each its own worker thread), created on first use and kept; a page that
 * overruns its time limit terminates its slot's recogniser (the next page there starts a fresh one).
 */
const ENG = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
/**
 * The package ships the full model (legacy + LSTM, 11 MB) and `_best_int`, the integer LSTM model alone
 * (3 MB): the engine runs LSTM only, so the smaller one, which also keeps an extractor under its memory cap.
 */
const LANG_PATH = `${ENG.langPath}_best_int`;

export { OcrTimeoutError };

const workers = new Map<number, Promise<Worker>>();

function recogniser(slot: number): Promise<Worker> {
  const existing = workers.get(slot);
  if (existing) return existing;
  const worker = (async () => {
    const w = await createWorker('eng', OEM.LSTM_ONLY, {
      langPath: LANG_PATH,
      gzip: ENG.gzip,
      cacheMethod: 'none',
      workerBlobURL: false,
      logger: () => undefined,
      errorHandler: () => undefined,
    });
    // Automatic layout (a single block loses lines of a table); no second pass looking for white-on-black
    // text, which statements do not print (about a fifth of the CPU of a page).
    await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '1', tessedit_do_invert: '0' } as Parameters<
      Worker['setParameters']
    >[0]);
    return w;
  })();
  workers.set(slot, worker);
  worker.catch(() => workers.get(slot) === worker && workers.delete(slot));
  return worker;
}

/** Recognises one image file (PBM, PNG…) on recogniser `slot`; rejects with `OcrTimeoutError` after `timeoutMs`. */
export async function recognise(image: Uint8Array, width: number, height: number, timeoutMs: number, slot = 0): Promise<OcrPageResult> {
  const w = await recogniser(slot);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeoutError(`OCR of a page took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const result = await Promise.race([w.recognize(Buffer.from(image), {}, { blocks: true, text: false }), timeout]);
    const lines: OcrLine[] = [];
    for (const block of result.data.blocks ?? [])
      for (const para of block.paragraphs)
        for (const line of para.lines)
          lines.push({
            words: line.words.map((wd) => ({ text: wd.text, confidence: wd.confidence, ...wd.bbox })),
            baseline: line.baseline,
            rowHeight: line.rowAttributes?.rowHeight ?? null,
          });
    return { lines, width, height };
  } catch (err) {
    if (err instanceof OcrTimeoutError) await terminateSlot(slot);
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

async function terminateSlot(slot: number): Promise<void> {
  const w = workers.get(slot);
  workers.delete(slot);
  await w?.then((x) => x.terminate()).catch(() => undefined);
}

/** Ends every recogniser of this process (their memory goes back; the next page starts fresh ones). */
export async function terminateRecogniser(): Promise<void> {
  await Promise.all([...workers.keys()].map(terminateSlot));
}
