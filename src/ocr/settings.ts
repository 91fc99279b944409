import type { Config } from '../config';

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
}

export const OCR_DPI = 200;

export function ocrSettings(config: Pick<Config, 'ocr' | 'ocrMaxPages' | 'ocrPageTimeoutMs'>): OcrSettings {
  return { enabled: config.ocr === 'on', maxPages: config.ocrMaxPages, pageTimeoutMs: config.ocrPageTimeoutMs, dpi: OCR_DPI };
}
