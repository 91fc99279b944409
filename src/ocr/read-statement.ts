import type { ExtractedStatement } from '../domain/statement';
import { ExtractionError } from '../extraction/errors';
import { extractStatement } from '../extraction/extract-statement';
import { explainUnreadable, scannedMessage, textlessPages } from '../extraction/scanned-pages';
import type { PdfText } from '../pdf/types';
import { readPdfText } from '../pdf/read-pdf-text';
import { unifyMisreadAccountNumbers } from './account-numbers';
import { proofreadByBalance } from './balance-proofreader';
import { outOfOrderDates } from './date-order';
import { readScannedPages, replacePages, type OcrReading } from './read-scanned-pages';
import { attachRowConfidence, unverifiedCells } from './row-confidence';
import type { OcrSettings } from './settings';

export interface ReadStatementOptions {
  password?: string;
  maxPages?: number;
  ocr: OcrSettings;
}

/**
 * PDF bytes → statement, the whole path of one extractor task: the text layer, OCR of the pages that have
 * none (when enabled), then the engine. The reconciliation of a document read (in part) by OCR says so.
 * `bytes` is handed to pdf.js, which may detach it (pass a copy to keep yours).
 */
export async function readStatementPdf(bytes: Uint8Array, opts: ReadStatementOptions): Promise<ExtractedStatement> {
  // pdf.js may detach the bytes it reads: OCR opens the file again from this copy (a copy of it each time).
  const spare = opts.ocr.enabled ? bytes.slice() : bytes;
  const layer = await readPdfText(bytes, { password: opts.password, maxPages: opts.maxPages });
  const reading = await readScannedPages(spare.slice(), layer, opts.ocr, opts.password);
  if (!reading.ocr) return opts.ocr.enabled ? readUnscanned(reading.text) : extractStatement(reading.text);
  if (reading.ocr.engine !== 'native' || (opts.ocr.nativeModel ?? 'auto') !== 'auto') return readOcrText(reading, layer);
  // OCR_NATIVE_MODEL=auto: the fast model first; pages where it found no table, or where the running balance still
  // breaks after proof-reading, are read again with the best_int model, kept when the balance breaks less.
  const better: OcrSettings = { ...opts.ocr, nativeModel: 'best_int' };
  let first: ExtractedStatement;
  try {
    first = readOcrText(reading, layer);
  } catch (err) {
    const again = await readScannedPages(spare.slice(), layer, better, opts.password);
    try {
      return withRereadWarning(readOcrText(again, layer), again.ocr?.pages ?? []);
    } catch {
      throw err;
    }
  }
  const broken = brokenPages(first, reading.ocr.pages);
  if (!broken.length) return first;
  let second: ExtractedStatement;
  try {
    // A second reading that fails (its own time limit, no table) leaves the first as it was.
    const again = await readScannedPages(spare.slice(), layer, better, opts.password, broken);
    second = readOcrText(replacePages(reading, again), layer);
  } catch {
    return first;
  }
  return second.reconciliation.balance_breaks.length < first.reconciliation.balance_breaks.length ? withRereadWarning(second, broken) : first;
}

/** OCR pages on which a row breaks the running balance. */
function brokenPages(statement: ExtractedStatement, ocrPages: readonly number[]): number[] {
  const pages = new Set<number>();
  for (const b of statement.reconciliation.balance_breaks) {
    const page = statement.details[b.index]?.page;
    if (page !== undefined && ocrPages.includes(page)) pages.add(page);
  }
  return [...pages].sort((a, b) => a - b);
}

function withRereadWarning(statement: ExtractedStatement, pages: readonly number[]): ExtractedStatement {
  if (pages.length)
    statement.reconciliation.warnings.push(
      `${pages.length === 1 ? 'page' : 'pages'} ${pages.join(', ')} ${pages.length === 1 ? 'was' : 'were'} read again by OCR with the more accurate model`,
    );
  return statement;
}

/** The engine, the account-number repair, the proof-reader and the OCR report on text OCR read. */
function readOcrText(reading: OcrReading, layer: PdfText): ExtractedStatement {
  const { text, items } = reading;
  const ocr = reading.ocr!;
  const first = readOrExplain(text, layer, ocr.words);
  const fix = unifyMisreadAccountNumbers(first, text, ocr.pages);
  const statement = fix ? readOrExplain(fix.text, layer, ocr.words) : first;
  const r = statement.reconciliation;
  if (fix)
    r.warnings.push(
      `an account number OCR read on ${fix.pages.length === 1 ? 'page' : 'pages'} ${fix.pages.join(', ')} was one character away from the one printed elsewhere in the document and was taken as it`,
    );
  const corrected = proofreadByBalance(statement, ocr.pages);
  attachRowConfidence(statement, items);
  statement.transactions.forEach((t, i) => {
    const d = statement.details[i];
    if (!d || !ocr.pages.includes(d.page)) return;
    const { row, ...cells } = d.ocr_confidence ?? { row: null };
    t.ocr = { confidence: row, cells, ...(d.ocr_corrected ? { corrected: d.ocr_corrected } : {}) };
  });
  r.ocr = { ...ocr, corrected, unverified: unverifiedCells(statement, ocr.pages) };
  r.warnings.push(...ocrWarnings(ocr.pages, layer));
  if (r.ocr.corrected)
    r.warnings.push(
      `${r.ocr.corrected} ${r.ocr.corrected === 1 ? 'cell' : 'cells'} misread by OCR ${r.ocr.corrected === 1 ? 'was' : 'were'} corrected by the running balance (see ocr_corrected)`,
    );
  if (r.ocr.unverified)
    r.warnings.push(
      `${r.ocr.unverified} amount or balance ${r.ocr.unverified === 1 ? 'cell' : 'cells'} read by OCR ${r.ocr.unverified === 1 ? 'is' : 'are'} not confirmed by the running balance`,
    );
  const misdated = outOfOrderDates(statement, ocr.pages);
  if (misdated.length) {
    r.warnings.push(
      `${misdated.length} ${misdated.length === 1 ? 'date' : 'dates'} read by OCR ${misdated.length === 1 ? 'is' : 'are'} out of order with the rows around them`,
    );
    // The balances check amounts, not dates: a statement with a doubtful date is not claimed reconciled.
    if (r.verdict === 'reconciled') r.verdict = 'unverified';
  }
  return statement;
}

/** Which pages OCR read, and why: scans, or text printed in fonts without a character map. */
function ocrWarnings(pages: readonly number[], layer: PdfText): string[] {
  const unmapped = new Set(
    textlessPages(layer)
      .filter((p) => p.unmapped)
      .map((p) => p.number),
  );
  const scans = pages.filter((p) => !unmapped.has(p));
  const glyphs = pages.filter((p) => unmapped.has(p));
  const out: string[] = [];
  if (scans.length)
    out.push(`${scans.length === 1 ? 'page' : 'pages'} ${scans.join(', ')} ${scans.length === 1 ? 'was a scan' : 'were scans'} read by OCR`);
  if (glyphs.length)
    out.push(
      `${glyphs.length === 1 ? 'page' : 'pages'} ${glyphs.join(', ')} ${glyphs.length === 1 ? 'prints its' : 'print their'} text in fonts without a character map and ${glyphs.length === 1 ? 'was' : 'were'} read by OCR`,
    );
  return out;
}

/**
 * The engine on the OCR-read text. When it finds no table there, the refusal is about the scan (as without
 * OCR: `scanned_document` naming the scanned pages), with what OCR found, not "no line starts with a date".
 */
function readOrExplain(text: PdfText, layer: PdfText, words: number): ExtractedStatement {
  try {
    return extractStatement(text);
  } catch (err) {
    const advice =
      `OCR read ${words} ${words === 1 ? 'word' : 'words'} on the scanned pages but no transaction table in them: send the PDF as ` +
      'the bank or wallet issued it (downloaded from online banking or the app), or a sharper scan (flat, upright, 200 dpi or more).';
    // OCR found (almost) no words either: the engine's own refusal assumes OCR is off; say what OCR found instead.
    if ((err as { code?: unknown } | null)?.code === 'scanned_document')
      throw new ExtractionError('scanned_document', scannedMessage(textlessPages(layer), layer.pages.length, advice));
    throw explainUnreadable(err, layer, advice);
  }
}

/**
 * With OCR on, textless pages OCR did not read are pages with no image either (a blank page, or text drawn
 * as shapes): the engine's "scan" refusal (which assumes OCR is off) is restated as what they are.
 */
function readUnscanned(text: PdfText): ExtractedStatement {
  try {
    return extractStatement(text);
  } catch (err) {
    if ((err as { code?: unknown } | null)?.code !== 'scanned_document') throw err;
    const pages = textlessPages(text).map((p) => p.number);
    throw new ExtractionError(
      'scanned_document',
      `The document has no text to read: ${pages.length === 1 ? `page ${pages[0]} has` : `pages ${pages.join(', ')} have`} neither a text layer ` +
        'nor an image for OCR (the text may be drawn as shapes): send the PDF as the bank or wallet issued it.',
    );
  }
}
