import { directionMarker } from '../extraction/amounts';
import type { PdfTextItem } from '../pdf/types';
import type { OcrLine, OcrWord } from './types';

/** Font name given to OCR text, so the engine (and a reader of a trace) can tell it from a text layer. */
export const OCR_FONT = 'ocr';

/** Height of a capital or a digit as a share of the font size (Helvetica, Arial, Times: 0.66-0.72). */
const CAP_HEIGHT = 0.7;

/**
 * OCR lines (pixels) → positioned text items (PDF points, top-left origin, baseline y), the model the
 * text-layer path produces. Words of one line closer than `joinGap` × the line's height are joined into one
 * item, as a text layer prints a phrase ("ATM WITHDRAWAL") as one string; wider gaps separate columns.
 */
export function ocrLinesToItems(lines: OcrLine[], pixelsPerPoint: number, joinGap = 0.9): Array<PdfTextItem & { confidence: number }> {
  const out: Array<PdfTextItem & { confidence: number }> = [];
  for (const line of lines) {
    const words = line.words.filter((w) => w.text.trim()).sort((a, b) => a.x0 - b.x0);
    if (!words.length) continue;
    const heights = words.map((w) => w.y1 - w.y0).sort((a, b) => a - b);
    // A text layer's height is the font size (the em); a word's box is about a capital's height, 0.7 em.
    const height = line.rowHeight && line.rowHeight > 0 ? line.rowHeight * 0.75 : heights[heights.length >> 1]! / CAP_HEIGHT;
    let run: OcrWord[] = [];
    const flush = () => {
      if (!run.length) return;
      const first = run[0]!;
      const last = run[run.length - 1]!;
      const baseline = baselineAt(line, (first.x0 + last.x1) / 2, Math.max(...run.map((w) => w.y1)));
      out.push({
        str: run.map((w) => w.text).join(' '),
        x: first.x0 / pixelsPerPoint,
        y: baseline / pixelsPerPoint,
        width: (last.x1 - first.x0) / pixelsPerPoint,
        height: height / pixelsPerPoint,
        fontName: OCR_FONT,
        confidence: Math.min(...run.map((w) => w.confidence)),
      });
      run = [];
    };
    for (const w of words) {
      const prev = run[run.length - 1];
      if (prev && (w.x0 - prev.x1 > joinGap * height || (endsFigure(prev.text, w.text) && w.x0 - prev.x1 > FIGURE_GAP * height))) flush();
      run.push(w);
    }
    flush();
  }
  return out;
}

/**
 * Wider than a space after a figure (a share of the line's height): a figure and the word after it set this far
 * apart are two cells (a balance and the branch printed in the next column, "2,591,404.71  LEKKI BRANCH"), where
 * the phrase gap above would join them on a tightly set table. A direction marker or a currency code after the
 * figure ("500.00 CR", "100.00 KES") belongs to it.
 */
const FIGURE_GAP = 0.45;
const FIGURE_END = /\d[.,]\d{2}\)?$/;
/** A currency code (or any three letters) right after the figure; direction markers are `directionMarker`'s. */
const CODE_AFTER_FIGURE = /^[a-z]{3}\.?$/i;
const LETTER_START = /^\p{L}/u;

function endsFigure(word: string, next: string): boolean {
  const [a, b] = [word.trim(), next.trim()];
  return FIGURE_END.test(a) && LETTER_START.test(b) && directionMarker(b) === null && !CODE_AFTER_FIGURE.test(b);
}

/** The line's baseline at x; the words' bottom edge when the baseline is degenerate. */
function baselineAt(line: OcrLine, x: number, fallback: number): number {
  const { x0, y0, x1, y1 } = line.baseline;
  if (!(x1 > x0) || !Number.isFinite(y0) || !Number.isFinite(y1)) return fallback;
  return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
}
