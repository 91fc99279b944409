import type { PdfText } from '../pdf/types';
import { ExtractionError } from './errors';

/**
 * A page "without a text layer": no text at all, or at most `maxWords` words (a scanner's page number or
 * a "Scanned with …" line) in a file that holds images. Such a page can only be read by OCR (`src/ocr/`,
 * setting `OCR`): where OCR is off, or finds no table on it either, a document of such pages is refused as
 * `scanned_document` rather than `unrecognised_format` ("no line starts with a date" would not tell the
 * sender why).
 */
export const SCAN_SETTINGS = { maxWords: 10 } as const;

export interface TextlessPage {
  /** 1-based. */
  number: number;
  words: number;
}

export function textlessPages(text: PdfText, settings = SCAN_SETTINGS): TextlessPage[] {
  const hasImages = (text.imageObjects ?? 0) > 0;
  const out: TextlessPage[] = [];
  for (const page of text.pages) {
    const words = page.items.reduce((n, item) => n + item.str.split(/\s+/).filter(Boolean).length, 0);
    if (words === 0 || (hasImages && words <= settings.maxWords)) out.push({ number: page.number, words });
  }
  return out;
}

/** "1", "1-3", "1, 4-6 and 9". */
function pageList(numbers: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < numbers.length;) {
    let j = i;
    while (j + 1 < numbers.length && numbers[j + 1] === numbers[j]! + 1) j++;
    runs.push(j > i ? `${numbers[i]}-${numbers[j]}` : String(numbers[i]));
    i = j + 1;
  }
  return runs.length > 1 ? `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}` : runs[0]!;
}

/** The engine alone sees such pages only when OCR did not read them: OCR is off on this service. */
export const OCR_OFF_ADVICE =
  'Scanned pages are read by OCR only where it is enabled, and it is off on this service (OCR=off): send the PDF ' +
  'as the bank or wallet issued it (downloaded from online banking or the app), not a scan or a photo of a printout.';

/** What the textless pages are, for the refusal: "page 1 is an image with no text layer", "pages 2-3 are…". */
export function scannedMessage(pages: TextlessPage[], total: number, advice = OCR_OFF_ADVICE): string {
  const numbers = pages.map((p) => p.number);
  const what = pages.every((p) => p.words === 0) ? 'with no text layer' : 'with no text layer (a few words at most)';
  const subject = numbers.length === 1 ? `page ${numbers[0]} is an image ${what}` : `pages ${pageList(numbers)} are images ${what}`;
  const rest = numbers.length === total ? '' : '; the other pages hold no transaction table that could be read';
  return `The document is a scan: ${subject}${rest}. ${advice}`;
}

/** The refusal when every page is textless; null otherwise. */
export function scannedDocumentError(text: PdfText): ExtractionError | null {
  const pages = textlessPages(text);
  return pages.length > 0 && pages.length === text.pages.length
    ? new ExtractionError('scanned_document', scannedMessage(pages, text.pages.length))
    : null;
}

/**
 * A document read from its typed pages while some others are images without text (a scanned annex, a
 * signature page): the warning that says so, since rows printed on those pages are not among those
 * returned; null when every page has text, or the file holds no image.
 */
export function imagePagesWarning(text: PdfText): string | null {
  if (!text.imageObjects) return null;
  const pages = textlessPages(text).map((p) => p.number);
  if (!pages.length) return null;
  const which = pages.length === 1 ? `page ${pages[0]} is an image` : `pages ${pageList(pages)} are images`;
  return `${which} with no text layer and ${pages.length === 1 ? 'was' : 'were'} not read: the rows are those of the other pages`;
}

/**
 * A failure to find a table, restated as `scanned_document` when some pages are textless and the file holds
 * images (a mixed document whose typed pages hold no table): the scanned pages are the likely reason. A typed
 * document with a blank page keeps its own refusal.
 */
export function explainUnreadable(err: unknown, text: PdfText, advice = OCR_OFF_ADVICE): unknown {
  if ((err as { code?: unknown } | null)?.code !== 'unrecognised_format' || !text.imageObjects) return err;
  const pages = textlessPages(text);
  return pages.length ? new ExtractionError('scanned_document', scannedMessage(pages, text.pages.length, advice)) : err;
}
