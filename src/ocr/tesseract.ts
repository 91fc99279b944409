import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { OcrLine, OcrPageResult } from './types';

/* eslint-disable @typescript-eslint/no-require-imports */

/**
 * The one module that uses `tesseract.js`. Its WebAssembly core comes from `tesseract.js-core` and the
 * English model from `@tesseract.js-data/eng`, both npm packages: nothing is downloaded at run time and
 * nothing is cached on disk (`cacheMethod: 'none'`). One recogniser per extractor process, created on first
 * use and kept; a page that overruns its time limit terminates it (the next page starts a fresh one).
 */
const ENG = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
/**
 * The package ships the full model (legacy + LSTM, 11 MB) and `_best_int`, the integer LSTM model alone
 * (3 MB): the engine runs LSTM only, so the smaller one, which also keeps an extractor under its memory cap.
 */
const LANG_PATH = `${ENG.langPath}_best_int`;

export class OcrTimeoutError extends Error {
  override readonly name = 'OcrTimeoutError';
}

let worker: Promise<Worker> | undefined;

function recogniser(): Promise<Worker> {
  worker ??= (async () => {
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
  worker.catch(() => (worker = undefined));
  return worker;
}

/** Recognises one image (PNG bytes); rejects with `OcrTimeoutError` after `timeoutMs`. */
export async function recognise(png: Uint8Array, width: number, height: number, timeoutMs: number): Promise<OcrPageResult> {
  const w = await recogniser();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OcrTimeoutError(`OCR of a page took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const result = await Promise.race([w.recognize(Buffer.from(png), {}, { blocks: true, text: false }), timeout]);
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
    if (err instanceof OcrTimeoutError) await terminateRecogniser();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

export async function terminateRecogniser(): Promise<void> {
  const w = worker;
  worker = undefined;
  await w?.then((x) => x.terminate()).catch(() => undefined);
}
