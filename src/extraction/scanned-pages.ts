import type { PdfText } from '../pdf/types';
import { ExtractionError } from './errors';

/**
 * A page "without a text layer": no text at all, or at most `maxWords` words (a scanner's page number or
 * a "Scanned with …" line) in a file that holds images; or a page whose text is drawn in fonts without a
 * character map (an embedded subset with an empty `ToUnicode`: the text layer holds glyph numbers). Such a page can only be read by OCR (`src/ocr/`,
 * setting `OCR`): where OCR is off, or finds no table on it either, a document of such pages is refused as
 * `scanned_document` rather than `unrecognised_format` ("no line starts with a date" would not tell the
 * sender why).
 */
export const SCAN_SETTINGS = {
  maxWords: 10,
  /**
   * A font is without a character map when at least this share of the characters it gives are glyph numbers
   * (control codes, U+FFFD, private use): a subset font embedded with an empty `ToUnicode` and no `cmap`.
   */
  unmappedFont: 0.5,
  /** A page whose characters are at least this share in such fonts has no text to read: it is read by OCR. */
  unmappedPage: 0.5,
} as const;

export interface TextlessPage {
  /** 1-based. */
  number: number;
  words: number;
  /** The page prints its text, but in fonts without a character map (glyph numbers, not letters). */
  unmapped?: true;
}

export function textlessPages(text: PdfText, settings = SCAN_SETTINGS): TextlessPage[] {
  const hasImages = (text.imageObjects ?? 0) > 0;
  const unmapped = unmappedFonts(text, settings.unmappedFont);
  const out: TextlessPage[] = [];
  for (const page of text.pages) {
    const words = page.items.reduce((n, item) => n + item.str.split(/\s+/).filter(Boolean).length, 0);
    if (words === 0 || (hasImages && words <= settings.maxWords)) out.push({ number: page.number, words });
    else if (unmapped.size && unmappedShare(page, unmapped) >= settings.unmappedPage) out.push({ number: page.number, words, unmapped: true });
  }
  return out;
}

/** What a font without a character map gives for its glyphs: their numbers as control codes, U+FFFD, private-use code points. */
const GLYPH_NUMBER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffd\ue000-\uf8ff]/gu;
const ANY_GLYPH_NUMBER = new RegExp(GLYPH_NUMBER.source, 'u');

/** Characters that print something: all but spaces, tabs and line ends (a glyph number \v or \f counts). */
function visible(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0xa0) n++;
  }
  return n;
}

/** Fonts of the document most of whose characters are glyph numbers: no text can be read from them. */
function unmappedFonts(text: PdfText, share: number): Set<string> {
  const chars = new Map<string, [all: number, numbers: number]>();
  for (const page of text.pages)
    for (const item of page.items) {
      const c = chars.get(item.fontName) ?? [0, 0];
      c[0] += visible(item.str);
      if (ANY_GLYPH_NUMBER.test(item.str)) c[1] += item.str.match(GLYPH_NUMBER)!.length;
      chars.set(item.fontName, c);
    }
  return new Set([...chars].filter(([, [all, numbers]]) => all > 0 && numbers >= share * all).map(([font]) => font));
}

function unmappedShare(page: PdfText['pages'][number], fonts: Set<string>): number {
  let all = 0;
  let unmapped = 0;
  for (const item of page.items) {
    const n = visible(item.str);
    all += n;
    if (fonts.has(item.fontName)) unmapped += n;
  }
  return all ? unmapped / all : 0;
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

/** The engine alone sees pages in fonts without a character map only when OCR did not read them. */
export const UNMAPPED_OCR_OFF_ADVICE =
  'Such pages are read by OCR only where it is enabled, and it is off on this service (OCR=off): send the PDF as the bank or ' +
  'wallet issued it, or one printed to PDF again with its fonts kept as text.';

/** What the textless pages are, for the refusal: "page 1 is an image with no text layer", "pages 2-3 are…". */
export function scannedMessage(pages: TextlessPage[], total: number, advice?: string): string {
  const numbers = pages.map((p) => p.number);
  if (pages.length && pages.every((p) => p.unmapped)) {
    const subject = numbers.length === 1 ? `page ${numbers[0]} prints` : `pages ${pageList(numbers)} print`;
    const rest = numbers.length === total ? '' : '; the other pages hold no transaction table that could be read';
    return (
      `The document's text cannot be read: ${subject} it in fonts without a character map (glyph numbers, not letters or digits)${rest}. ` +
      (advice ?? UNMAPPED_OCR_OFF_ADVICE)
    );
  }
  advice ??= OCR_OFF_ADVICE;
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
 * document with a blank page keeps its own refusal. Pages printed in fonts without a character map explain
 * both a missing table and a table with no readable rows (`no_transactions`), images or not.
 */
export function explainUnreadable(err: unknown, text: PdfText, advice?: string): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code !== 'unrecognised_format' && code !== 'no_transactions') return err;
  const pages = textlessPages(text);
  // Pages in fonts without a character map explain a table with no readable rows, with or without images.
  const unmapped = pages.filter((p) => p.unmapped);
  if (unmapped.length) return new ExtractionError('scanned_document', scannedMessage(unmapped, text.pages.length, advice));
  if (code !== 'unrecognised_format' || !text.imageObjects) return err;
  return pages.length ? new ExtractionError('scanned_document', scannedMessage(pages, text.pages.length, advice)) : err;
}
