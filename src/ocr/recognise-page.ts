import { callHostTool, hostTools } from '../pdf/host-tool-client';
import type { HostTool } from '../pdf/host-tools';
import { parseHocr } from './hocr';
import { nativeTesseractAvailable, runTesseract, tesseractHostTool, type NativeModel, type TesseractRequest } from './native-tesseract';
import { recognise as recogniseWasm, terminateRecogniser } from './tesseract';
import type { OcrPageResult } from './types';

/**
 * The two recognisers behind one call (README, "Scanned statements (OCR)", `OCR_ENGINE`): Debian's native
 * Tesseract with the tessdata_fast English model, or tesseract.js (WebAssembly, from npm) with the integer
 * LSTM model. Both return the same lines of words with boxes and confidences.
 */
export type OcrEngineName = 'native' | 'wasm';
export type OcrEngineSetting = 'auto' | OcrEngineName;

/**
 * Page segmentation of the native engine: one column of text of variable sizes (4). Measured by `bench:ocr`
 * on 10-page scans of three layouts, it reads the same rows as automatic layout (3) for about a fifth less
 * of Tesseract's CPU; a single uniform block (6) saves a little more but loses rows. tesseract.js keeps
 * automatic layout (its own setting, `tesseract.ts`).
 */
const PSM_NATIVE = 4;
const TOOL = 'tesseract';

/**
 * Native Tesseract can be used here: inside an extractor child when its parent runs it for it (the child may
 * start no process itself), elsewhere (a bench, a test reading in-process) when `tesseract` is on PATH.
 */
export function nativeEngineAvailable(): boolean {
  const offered = hostTools();
  return offered ? offered.includes(TOOL) : nativeTesseractAvailable();
}

export function resolveOcrEngine(setting: OcrEngineSetting): OcrEngineName {
  if (setting === 'auto') return nativeEngineAvailable() ? 'native' : 'wasm';
  return setting;
}

/**
 * The host tools an extraction pool offers its children for `setting`: Tesseract unless the setting is
 * `wasm` or (for `auto`) it is not installed. `native` without it is a configuration error.
 */
export function ocrHostTools(setting: OcrEngineSetting): Record<string, HostTool> {
  if (setting === 'wasm') return {};
  if (nativeTesseractAvailable()) return { [TOOL]: tesseractHostTool };
  if (setting === 'native')
    throw new Error('OCR_ENGINE=native but no `tesseract` with its English model is on PATH (apt-get install tesseract-ocr tesseract-ocr-eng)');
  return {};
}

export interface PageImage {
  image: Uint8Array;
  width: number;
  height: number;
  dpi: number;
}

/** Recognises one page image; rejects with an `OcrTimeoutError` (see `ocr-timeout.ts`) after `timeoutMs`. */
export async function recognisePage(
  engine: OcrEngineName,
  page: PageImage,
  timeoutMs: number,
  slot = 0,
  model: NativeModel = 'best_int',
  psm: number = PSM_NATIVE,
): Promise<OcrPageResult> {
  if (engine === 'wasm') return recogniseWasm(page.image, page.width, page.height, timeoutMs, slot);
  const request: TesseractRequest = { image: page.image, timeoutMs: Math.ceil(timeoutMs), psm, dpi: page.dpi, model };
  const hocr = hostTools() ? await callHostTool<string>(TOOL, request) : await runTesseract(request);
  return parseHocr(hocr, page.width, page.height);
}

/** Releases what the engines hold in this process (the WebAssembly recognisers' threads). */
export async function closeRecognisers(): Promise<void> {
  await terminateRecogniser();
}
