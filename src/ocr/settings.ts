import type { Config } from '../config';
import type { NativeModel } from './native-tesseract';
import { resolveOcrEngine, type OcrEngineName } from './recognise-page';

/** How scanned pages are read (README, "Scanned statements (OCR)"). */
export interface OcrSettings {
  /** false: a scanned document is refused as `scanned_document`, as before OCR existed. */
  enabled: boolean;
  /** Scanned pages one document may have; more is `413 scan_too_long`. */
  maxPages: number;
  /** Time one page may take to rasterise and recognise; more is `422 ocr_timeout`. */
  pageTimeoutMs: number;
  /** Rasterising resolution. */
  dpi: number;
  /** Pages of one document recognised at once in its extractor process (one recogniser thread or process each). */
  workers?: number;
  /** The recogniser; absent: native Tesseract where it can run here, else tesseract.js (`OCR_ENGINE=auto`). */
  engine?: OcrEngineName;
  /**
   * The native engine's English model (`OCR_NATIVE_MODEL`); absent: `auto`, tessdata_fast first, then best_int on
   * the pages where the running balance still breaks (`read-statement.ts`).
   */
  nativeModel?: NativeModel | 'auto';
  /** false: every scanned page is drawn by pdf.js, even one that is a single JPEG (`embedded-scan.ts`; for comparison in `bench:ocr`). */
  embeddedImages?: boolean;
  /**
   * true: table rules are cleared from the page image before it is recognised (`rule-lines.ts`; measured by
   * `bench:ocr` with `/derule`, not yet the default: see README, "Scanned statements (OCR)").
   */
  removeRules?: boolean;
  /** The native engine's page segmentation mode (3 automatic, 4 one column, 6 one block, 11 sparse; for comparison in `bench:ocr`); absent: 4 (`recognise-page.ts`). */
  psm?: OcrPsm;
}

export type OcrPsm = 3 | 4 | 6 | 11;

export const OCR_DPI = 200;

/**
 * Memory of an extractor reading a scan (README, `PDF_MEMORY_MB`): about 280 MiB before recognition (the
 * process, pdf.js and the canvas) and about 180 MiB more for each tesseract.js recogniser thread, or about
 * 60 MiB for each native Tesseract process (counted under the extractor's cap). The pages recognised at once
 * are as many as `OCR_WORKERS` asks and the extractor's cap holds, at least one.
 */
const BASE_MB = 280;
const RECOGNISER_MB: Record<OcrEngineName, number> = { wasm: 180, native: 60 };

export function recognisersWithin(memoryMb: number, wanted: number, engine: OcrEngineName = 'wasm'): number {
  return Math.max(1, Math.min(wanted, Math.floor((memoryMb - BASE_MB) / RECOGNISER_MB[engine])));
}

export function ocrSettings(
  config: Pick<Config, 'ocr' | 'ocrMaxPages' | 'ocrPageTimeoutMs' | 'ocrWorkers' | 'pdfMemoryMb' | 'ocrEngine'> &
    Partial<Pick<Config, 'ocrNativeModel'>>,
): OcrSettings {
  const engine = resolveOcrEngine(config.ocrEngine);
  return {
    enabled: config.ocr === 'on',
    maxPages: config.ocrMaxPages,
    pageTimeoutMs: config.ocrPageTimeoutMs,
    dpi: OCR_DPI,
    workers: recognisersWithin(config.pdfMemoryMb, config.ocrWorkers, engine),
    engine,
    nativeModel: config.ocrNativeModel ?? 'auto',
  };
}
