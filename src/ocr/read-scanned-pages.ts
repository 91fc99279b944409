import { withoutRuleGlyphs } from './rule-glyphs';
import { withoutSpecks } from './specks';
import { ExtractionError } from '../extraction/errors';
import { textlessPages } from '../extraction/scanned-pages';
import type { PdfPage, PdfText, PdfTextItem } from '../pdf/types';
import { repairDateToken, repairLeadingMonth, restoreDateSeparator, separateDates, splitDateTime } from './date-tokens';
import { repairLabelWord } from './label-words';
import { deskewLines, skewAngle } from './deskew';
import {
  joinSplitCents,
  normaliseItemText,
  pageDecimalMark,
  pageSeparators,
  printsWholeSpacedFigures,
  repairWholeSpacedFigure,
  type Separators,
} from './money-separators';
import { printsLetterMarkers, printsSideMarkers, restoreLetterMarkers, restoreSideMarkers } from './side-markers';
import { repairGarbledDates } from './garbled-dates';
import { openForRendering, type RasterPage } from './rasterise';
import type { OcrSettings } from './settings';
import { isOcrTimeout } from './ocr-timeout';
import { recognisePage, resolveOcrEngine } from './recognise-page';
import { onOneLine, type OcrPageItems } from './row-confidence';
import { inBands, type RowBand } from './row-bands';
import { stackStrips, stripAt } from './pbm-strips';
import type { OcrLine, OcrPageResult, OcrSummary } from './types';
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
  /** Per scanned page, the image recognised and the skew measured on it (for reading some of its lines again). */
  images: Map<number, { raster: RasterPage; angle: number }>;
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
  if (!settings.enabled || !scanned.length) return { text, ocr: null, items: new Map(), confidences: new Map(), images: new Map() };
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
      const raster = await doc.render(number, settings.dpi, {
        embedded: settings.embeddedImages ?? true,
        removeRules: settings.removeRules ?? false,
      });
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
  const images = new Map<number, { raster: RasterPage; angle: number }>();
  const read = rasters.map(({ raster }, i) => {
    const result = results[i]!;
    const angle = skewAngle(result.lines);
    const items = pageItemsOf(result.lines, angle, raster);
    const words = items.flatMap((item) => item.str.split(' '));
    const seps = pageSeparators(words);
    const marked = pageHints(words, items, seps);
    return { angle, seps, items: items.map((item, k) => ({ ...item, str: repairText(item.str, seps, marked, items[k - 1]?.str) })) };
  });
  // Dates garbled beyond their tokens are read by the clear dates of the rows around them, across pages.
  const dated = repairGarbledDates(read.map((r) => r.items));
  rasters.forEach(({ number, raster }, i) => {
    const result = results[i]!;
    const { angle, seps } = read[i]!;
    confidences.set(
      number,
      result.lines.flatMap((l) => l.words.filter((w) => w.text.trim()).map((w) => w.confidence)),
    );
    const repaired = dated[i]!;
    pageItems.set(number, { items: repaired.map(({ str, x, y, height, confidence }) => ({ str, x, y, height, confidence })), seps });
    pages.set(number, {
      number,
      width: raster.pageWidth,
      height: raster.pageHeight,
      rotation: raster.rotation,
      items: repaired.map(({ confidence: _c, ...item }) => item),
    });
    images.set(number, { raster, angle });
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
    images,
  };
}

/** Recognised lines (image pixels) → the page's positioned items (points), levelled by `angle` about the image's centre. */
function pageItemsOf(lines: OcrLine[], angle: number, raster: RasterPage) {
  const level = deskewLines(lines, angle, raster.width / 2, raster.height / 2);
  return ocrLinesToItems(level, raster.scale).map((item) => ({ ...item, x: item.x + raster.offsetX, y: item.y + raster.offsetY }));
}

/**
 * `reading` with the bands of its pages (`row-bands.ts`) read again with `settings` (the native engine's other
 * model): per page, the bands are cut out of the page's image (with a margin for the skew and a line above and
 * below), stacked into one image and recognised at once; the items whose baseline lies in a band are replaced
 * by those read there. The pages' other items, and pages without bands, stay as they were read.
 */
export async function rereadBands(reading: OcrReading, bands: Map<number, RowBand[]>, settings: OcrSettings): Promise<OcrReading> {
  const engine = settings.engine ?? resolveOcrEngine('auto');
  const work = [...bands].filter(([n, list]) => list.length && reading.images.has(n) && reading.items.has(n));
  const results = new Map<number, OcrPageItems>();
  const texts = new Map<number, PdfTextItem[]>();
  let next = 0;
  const lanes = Math.max(1, Math.min(settings.workers ?? 1, work.length));
  await Promise.all(
    Array.from({ length: lanes }, async (_, slot) => {
      while (next < work.length) {
        const [number, list] = work[next++]!;
        const { raster, angle } = reading.images.get(number)!;
        const toPixels = (y: number) => (y - raster.offsetY) * raster.scale;
        // The image is not levelled: a baseline at the page's edge lies up to half the width × sin(angle) off its levelled place.
        const tilt = (Math.abs(Math.sin(angle)) * raster.width) / 2;
        const strips = list.map((b) => {
          const margin = tilt + 1.5 * b.lineHeight * raster.scale;
          return { from: toPixels(b.top) - margin, to: toPixels(b.bottom) + margin };
        });
        const gap = Math.ceil(3 * Math.max(...list.map((b) => b.lineHeight)) * raster.scale);
        const stack = stackStrips(raster.image, strips, gap);
        const result = await recognisePage(
          engine,
          { image: stack.image, width: stack.width, height: stack.height, dpi: raster.dpi },
          settings.pageTimeoutMs,
          slot,
          settings.nativeModel === 'best_int' ? 'best_int' : 'fast',
          settings.psm,
        ).catch((err: unknown) => {
          if (isOcrTimeout(err))
            throw new ExtractionError('ocr_timeout', `Page ${number} is a scan that could not be read by OCR within ${settings.pageTimeoutMs} ms.`);
          throw err;
        });
        // Lines back to the page image's rows (a line is placed by the middle of its words). A line is kept for the
        // band of its own strip only: a strip's margins cut through the lines around its band (read as debris), and
        // may hold a line of the next band, which that band's own strip reads whole.
        const old = reading.items.get(number)!;
        const oldWords = old.items.flatMap((item) => item.str.split(' '));
        const marked = pageHints(oldWords, old.items, old.seps);
        const fresh = result.lines.flatMap((line) => {
          const mid = line.words.reduce((sum, w) => sum + (w.y0 + w.y1) / 2, 0) / line.words.length;
          const at = stripAt(stack, strips, Math.round(mid));
          if (!at) return [];
          const placed = {
            ...line,
            baseline: { ...line.baseline, y0: line.baseline.y0 + at.shift, y1: line.baseline.y1 + at.shift },
            words: line.words.map((w) => ({ ...w, y0: w.y0 + at.shift, y1: w.y1 + at.shift })),
          };
          return pageItemsOf([placed], angle, raster)
            .filter((item) => inBands(item, [list[at.strip]!]))
            .map((item, k, all) => ({ ...item, str: repairText(item.str, old.seps, marked, all[k - 1]?.str) }));
        });
        const page = reading.text.pages.find((p) => p.number === number)!;
        results.set(number, {
          items: spliceBands(
            old.items,
            fresh.map(({ str, x, y, height, confidence }) => ({ str, x, y, height, confidence })),
            list,
          ),
          seps: old.seps,
        });
        texts.set(
          number,
          spliceBands(
            page.items,
            fresh.map(({ confidence: _c, ...item }) => item),
            list,
          ),
        );
      }
    }),
  );
  const items = new Map(reading.items);
  for (const [n, r] of results) items.set(n, r);
  // The lines read again may hold garbled dates too: read, as on the first reading, by the rows around them.
  const pages = reading.text.pages.map((p) => (texts.has(p.number) ? { ...p, items: texts.get(p.number)! } : p));
  const scanned = pages.filter((p) => items.has(p.number));
  const dated = new Map(repairGarbledDates(scanned.map((p) => p.items)).map((list, i) => [scanned[i]!.number, list]));
  const datedItems = repairGarbledDates(scanned.map((p) => items.get(p.number)!.items));
  scanned.forEach((p, i) => items.set(p.number, { ...items.get(p.number)!, items: datedItems[i]! }));
  return {
    ...reading,
    text: { ...reading.text, pages: pages.map((p) => (dated.has(p.number) ? { ...p, items: dated.get(p.number)! } : p)) },
    items,
  };
}

/**
 * `items` (in reading order, top to bottom) without those whose baseline lies in a band, and the band's `fresh`
 * items (in reading order) in their place: before the first item left below the band.
 */
export function spliceBands<T extends { y: number; x: number; height: number }>(
  items: readonly T[],
  fresh: readonly T[],
  bands: readonly RowBand[],
): T[] {
  const out = items.filter((item) => !inBands(item, bands));
  for (const band of [...bands].sort((a, b) => b.top - a.top)) {
    const mine = fresh.filter((item) => item.y >= band.top && item.y <= band.bottom);
    // A cell the first reading found at the start of a line the second reads without it (the date left of a
    // row, lost by the other model) is kept: the second reading replaces what it read, not what it missed.
    const lost = items.filter((old) => {
      if (!inBands(old, [band])) return false;
      const line = mine.filter((item) => onOneLine(item, old));
      return line.length > 0 && line.every((item) => item.x > old.x + old.height);
    });
    if (lost.length) mine.splice(0, mine.length, ...[...mine, ...lost].sort((a, b) => a.y - b.y || a.x - b.x));
    const at = out.findIndex((item) => item.y > band.bottom);
    out.splice(at < 0 ? out.length : at, 0, ...mine);
  }
  return out;
}

/**
 * What a page's clearly read words tell the repair of the rest: it prints `Cr`/`Dr` words (`words`) or `S`/`H`
 * letters (`letters`) after its figures, its decimal mark is a comma (`decimalComma`), or its money is whole figures
 * grouped by spaces (`wholeSpaced`).
 */
interface PageHints {
  words: boolean;
  letters: boolean;
  decimalComma: boolean;
  wholeSpaced: boolean;
}

function pageHints(words: string[], items: ReadonlyArray<{ str: string }>, seps: Separators | null): PageHints {
  return {
    words: printsSideMarkers(words),
    letters: printsLetterMarkers(words),
    decimalComma: pageDecimalMark(words, seps) === ',',
    wholeSpaced: printsWholeSpacedFigures(items.map((item) => item.str)),
  };
}

/**
 * An OCR item's text with a grid's rules read as glyphs removed (`rule-glyphs.ts`), misread side markers (where
 * the page prints clear ones: `hints`, `Cr`/`Dr` words and `S`/`H` letters; `previous`: the item before it),
 * month names and money separators repaired; on a page of whole figures grouped by spaces, such a figure OCR misread.
 */
function repairText(text: string, seps: Separators | null, hints: PageHints, previous?: string): string {
  const ruled = joinSplitCents(withoutSpecks(withoutRuleGlyphs(text)));
  const bare = hints.wholeSpaced ? repairWholeSpacedFigure(ruled) : ruled;
  const worded = hints.words ? restoreSideMarkers(bare) : bare;
  // A marker may be an item of its own: the figure before it ends the previous item.
  const marked = hints.letters ? restoreLetterMarkers(worded, previous?.split(' ').pop() ?? '', hints.decimalComma) : worded;
  // Label words one letter off ("Operacién") in a cell without figures (a header's): the header is found by its words.
  const words = /\d/.test(marked) ? marked.split(' ') : marked.split(' ').map(repairLabelWord);
  const dated = repairLeadingMonth(words.map((w) => repairDateToken(restoreDateSeparator(splitDateTime(separateDates(w)))))).join(' ');
  return seps ? normaliseItemText(dated, seps) : dated;
}
