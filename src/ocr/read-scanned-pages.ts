import { ExtractionError } from '../extraction/errors';
import { textlessPages } from '../extraction/scanned-pages';
import type { PdfPage, PdfText } from '../pdf/types';
import { repairDateToken } from './date-tokens';
import { deskewLines, skewAngle } from './deskew';
import { normaliseItemText, pageSeparators, type Separators } from './money-separators';
import { openForRendering, type RasterPage } from './rasterise';
import type { OcrSettings } from './settings';
import { isOcrTimeout } from './ocr-timeout';
import { recognisePage, resolveOcrEngine } from './recognise-page';
import type { OcrPageItems } from './row-confidence';
import type { OcrPageResult, OcrSummary } from './types';
import { ocrLinesToItems } from './words-to-items';

/** A word below this confidence (0-100) counts as low-confidence in the summary. */
export const LOW_CONFIDENCE = 60;

export interface OcrReading {
  text: PdfText;
  ocr: OcrSummary | null;
  /** Per scanned page, its items with their OCR confidence (for the rows' confidences; never leaves the extractor). */
  items: Map<number, OcrPageItems>;
  /** Per scanned page, the confidences of its words (for the summary when pages are read again). */
  confidences: Map<number, number[]>;
}

/** `first` with the pages `again` read in their place (a second reading of some pages, `read-statement.ts`). */
export function replacePages(first: OcrReading, again: OcrReading): OcrReading {
  if (!first.ocr || !again.ocr) return first;
  const pages = new Map(again.text.pages.filter((p) => again.ocr!.pages.includes(p.number)).map((p) => [p.number, p]));
  const items = new Map(first.items);
  const confidences = new Map(first.confidences);
  for (const n of again.ocr.pages) {
    items.set(n, again.items.get(n)!);
    confidences.set(n, again.confidences.get(n) ?? []);
  }
  return {
    text: { ...first.text, pages: first.text.pages.map((p) => pages.get(p.number) ?? p) },
    ocr: summary(first.ocr.pages, confidences, first.ocr.engine),
    items,
    confidences,
  };
}

function summary(pages: number[], confidences: Map<number, number[]>, engine: OcrSummary['engine']): OcrSummary {
  const all = pages.flatMap((n) => confidences.get(n) ?? []);
  const mean = all.length ? all.reduce((a, b) => a + b, 0) / all.length : 0;
  return {
    pages,
    words: all.length,
    mean_confidence: Math.round(mean * 10) / 10,
    low_confidence_words: all.filter((c) => c < LOW_CONFIDENCE).length,
    corrected: 0,
    engine,
  };
}

/**
 * Replaces the textless pages of `text` (see `scanned-pages.ts`) by what OCR reads on them, page by page, so
 * a mixed document keeps its typed pages. `bytes` must be an undetached copy of the file. With OCR off, or no
 * textless page, or no image in the file, `text` is returned unchanged (the engine then refuses a scan as `scanned_document`).
 */
export async function readScannedPages(
  bytes: Uint8Array,
  text: PdfText,
  settings: OcrSettings,
  password?: string,
  only?: readonly number[],
): Promise<OcrReading> {
  // A textless page in a file without images has nothing to recognise (a page of vector shapes is not a scan);
  // a page printed in fonts without a character map is drawn text, recognised as rendered.
  const scanned = textlessPages(text).filter((p) => (p.unmapped || text.imageObjects) && (!only || only.includes(p.number)));
  if (!settings.enabled || !scanned.length) return { text, ocr: null, items: new Map(), confidences: new Map() };
  if (scanned.length > settings.maxPages)
    throw new ExtractionError(
      'scan_too_long',
      `The document is a scan of ${scanned.length} pages; at most ${settings.maxPages} scanned pages are read by OCR (OCR_MAX_PAGES).`,
    );
  // Every scanned page is rendered first (a thresholded 1-bit image is small) and pdf.js let go of, so its decoded
  // images are garbage before the recogniser grows its own memory: one extractor stays under its cap.
  const rasters: Array<{ number: number; raster: RasterPage; ms: number }> = [];
  const doc = await openForRendering(bytes, password);
  try {
    for (const { number } of scanned) {
      const started = Date.now();
      const raster = await doc.render(number, settings.dpi, { embedded: settings.embeddedImages ?? true });
      rasters.push({ number, raster, ms: Date.now() - started });
    }
  } finally {
    await doc.close();
  }
  // Pages are recognised `workers` at a time, each by its own recogniser thread (the cores of the machine);
  // results are put back in page order, so the words and confidences do not depend on which finished first.
  const engine = settings.engine ?? resolveOcrEngine('auto');
  const results: Array<OcrPageResult | undefined> = [];
  const lanes = Math.max(1, Math.min(settings.workers ?? 1, rasters.length));
  let next = 0;
  let failed = false;
  await Promise.all(
    Array.from({ length: lanes }, async (_, slot) => {
      while (!failed && next < rasters.length) {
        const i = next++;
        const { number, raster, ms } = rasters[i]!;
        const left = settings.pageTimeoutMs - ms;
        const page = { image: raster.image, width: raster.width, height: raster.height, dpi: raster.dpi };
        results[i] = await recognisePage(
          engine,
          page,
          Math.max(1, left),
          slot,
          settings.nativeModel === 'best_int' ? 'best_int' : 'fast',
          settings.psm,
        ).catch((err: unknown) => {
          failed = true;
          if (isOcrTimeout(err))
            throw new ExtractionError('ocr_timeout', `Page ${number} is a scan that could not be read by OCR within ${settings.pageTimeoutMs} ms.`);
          throw err;
        });
      }
    }),
  );
  const pages = new Map<number, PdfPage>();
  const pageItems = new Map<number, OcrPageItems>();
  const confidences = new Map<number, number[]>();
  rasters.forEach(({ number, raster }, i) => {
    const result = results[i]!;
    const level = deskewLines(result.lines, skewAngle(result.lines), raster.width / 2, raster.height / 2);
    const items = ocrLinesToItems(level, raster.scale).map((item) => ({ ...item, x: item.x + raster.offsetX, y: item.y + raster.offsetY }));
    const seps = pageSeparators(items.flatMap((item) => item.str.split(' ')));
    confidences.set(
      number,
      result.lines.flatMap((l) => l.words.filter((w) => w.text.trim()).map((w) => w.confidence)),
    );
    const repaired = items.map((item) => ({ ...item, str: repairText(item.str, seps) }));
    pageItems.set(number, { items: repaired.map(({ str, x, y, height, confidence }) => ({ str, x, y, height, confidence })), seps });
    pages.set(number, {
      number,
      width: raster.pageWidth,
      height: raster.pageHeight,
      rotation: raster.rotation,
      items: repaired.map(({ confidence: _c, ...item }) => item),
    });
  });
  return {
    text: { ...text, pages: text.pages.map((p) => pages.get(p.number) ?? p) },
    ocr: summary(
      scanned.map((p) => p.number),
      confidences,
      engine,
    ),
    items: pageItems,
    confidences,
  };
}

/** An OCR item's text with misread month names and money separators repaired. */
function repairText(text: string, seps: Separators | null): string {
  const dated = text.split(' ').map(repairDateToken).join(' ');
  return seps ? normaliseItemText(dated, seps) : dated;
}
