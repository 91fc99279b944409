import type { ExtractedStatement } from '../domain/statement';
import { ExtractionError } from '../extraction/errors';
import { extractStatement } from '../extraction/extract-statement';
import { explainUnreadable, scannedMessage, textlessPages } from '../extraction/scanned-pages';
import type { PdfText } from '../pdf/types';
import { readPdfText } from '../pdf/read-pdf-text';
import { unifyMisreadAccountNumbers } from './account-numbers';
import { proofreadByBalance } from './balance-proofreader';
import { outOfOrderDates } from './date-order';
import { repairMisreadDates, type DateRepair } from './date-repair';
import { readScannedPages, rereadBands, type OcrReading } from './read-scanned-pages';
import { breakBands, type RowBand, type RowPlace } from './row-bands';
import { unreadDates } from './unread-dates';
import { attachRowConfidence, unchainedRows, unverifiedCells } from './row-confidence';
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
  if (reading.ocr.engine !== 'native' || (opts.ocr.nativeModel ?? 'auto') !== 'auto') return readOcrText(reading, layer).statement;
  // OCR_NATIVE_MODEL=auto: the fast model first. Where it found no table, every scanned page is read again with the
  // best_int model; where the running balance still breaks after proof-reading, the lines of the rows around each
  // break are (`row-bands.ts`), and the second reading is kept when the balance breaks less.
  const better: OcrSettings = { ...opts.ocr, nativeModel: 'best_int' };
  let first: ReadOcr;
  try {
    first = readOcrText(reading, layer);
  } catch (err) {
    const again = await readScannedPages(spare.slice(), layer, better, opts.password);
    try {
      return withRereadWarning(readOcrText(again, layer).statement, again.ocr?.pages ?? [], 'pages');
    } catch {
      throw err;
    }
  }
  const heights = new Map(reading.text.pages.map((p) => [p.number, p.height]));
  // A second pass reads the rows the first one's corrections moved the breaks to (never a band read already).
  let best = first;
  let current = reading;
  const read = new Map<number, RowBand[]>();
  for (let pass = 0; pass < REREAD_PASSES; pass++) {
    const bands = notYetRead(breakBands(best.statement, best.places, reading.ocr.pages, heights, best.unreadDates), read);
    if (!bands.size) break;
    let next: ReadOcr;
    let again: OcrReading;
    try {
      // A second reading that fails (its own time limit, no table) leaves the first as it was.
      again = await rereadBands(current, bands, better);
      next = readOcrText(again, layer);
    } catch {
      break;
    }
    if (!fewerFaults(next, best, reading.ocr.pages)) break;
    best = next;
    current = again;
    for (const [page, list] of bands) read.set(page, [...(read.get(page) ?? []), ...list]);
  }
  return best === first
    ? first.statement
    : withRereadWarning(
        best.statement,
        [...read.keys()].sort((a, b) => a - b),
        'lines',
      );
}

/** Passes of reading rows again (`OCR_NATIVE_MODEL=auto`); each costs one run of the recogniser per page with bands. */
const REREAD_PASSES = 2;

/**
 * Records each repaired date on its row (`ocr_corrected`, field `date`), found again on the same page by its
 * amount, balance and repaired date; returns how many were recorded. A row the balance corrected keeps that record.
 */
function markDateRepairs(statement: ExtractedStatement, repair: DateRepair): number {
  let n = 0;
  for (const fix of repair.repairs) {
    const i = statement.transactions.findIndex((t, k) => {
      const d = statement.details[k];
      return d?.page === fix.page && !d.ocr_corrected && t.date === fix.iso && t.amount === fix.amount && t.balance === fix.balance;
    });
    if (i < 0) continue;
    statement.details[i]!.ocr_corrected = { field: 'date', original: fix.read, corrected: fix.taken };
    n++;
  }
  return n;
}

/**
 * Fewer faults: balance breaks and rows without a balance (on a statement that prints them), with a date out of
 * order or with a date OCR could not read, together; as many, fewer breaks. A reading that breaks less only
 * because it lost balances (a figure the second model could not read checks nothing) is not the better one, nor
 * is one that lost rows unless its balances break less (a statement without balances proves nothing either way).
 */
function fewerFaults(a: ReadOcr, b: ReadOcr, ocrPages: readonly number[]): boolean {
  const lostBalances = (s: ExtractedStatement) =>
    s.reconciliation.balance_source === 'printed' ? s.transactions.filter((t) => t.balance === null).length : 0;
  const doubtful = ({ statement: s, unreadDates }: ReadOcr) => lostBalances(s) + outOfOrderDates(s, ocrPages).length + unreadDates.length;
  const breaks = (r: ReadOcr) => r.statement.reconciliation.balance_breaks.length;
  if (a.statement.transactions.length < b.statement.transactions.length && breaks(a) >= breaks(b)) return false;
  const [fa, fb] = [breaks(a) + doubtful(a), breaks(b) + doubtful(b)];
  return fa < fb || (fa === fb && breaks(a) < breaks(b));
}

/** `bands` without those lying inside a band already read. */
function notYetRead(bands: Map<number, RowBand[]>, read: Map<number, RowBand[]>): Map<number, RowBand[]> {
  const out = new Map<number, RowBand[]>();
  for (const [page, list] of bands) {
    const left = list.filter((b) => !(read.get(page) ?? []).some((d) => b.top >= d.top && b.bottom <= d.bottom));
    if (left.length) out.set(page, left);
  }
  return out;
}

function withRereadWarning(statement: ExtractedStatement, pages: readonly number[], what: 'pages' | 'lines'): ExtractedStatement {
  const one = pages.length === 1;
  if (pages.length)
    statement.reconciliation.warnings.push(
      what === 'pages'
        ? `${one ? 'page' : 'pages'} ${pages.join(', ')} ${one ? 'was' : 'were'} read again by OCR with the more accurate model`
        : `the rows where the running balance broke on ${one ? 'page' : 'pages'} ${pages.join(', ')} were read again by OCR with the more accurate model`,
    );
  return statement;
}

interface ReadOcr {
  statement: ExtractedStatement;
  /** Where each row read by OCR was found on its page (`row-confidence.ts`). */
  places: Array<RowPlace | undefined>;
  /** Rows whose printed date OCR could not read (`unread-dates.ts`). */
  unreadDates: number[];
}

/** The engine, the account-number repair, the proof-reader and the OCR report on text OCR read. */
function readOcrText(reading: OcrReading, layer: PdfText): ReadOcr {
  const { text, items } = reading;
  const ocr = reading.ocr!;
  const first = readOrExplain(text, layer, ocr.words);
  const fix = unifyMisreadAccountNumbers(first, text, ocr.pages);
  const unified = fix ? readOrExplain(fix.text, layer, ocr.words) : first;
  // Dates a look-alike digit put outside the period or out of order, where one reading of that digit fits (`date-repair.ts`).
  const dates = repairMisreadDates(unified, fix?.text ?? text, attachRowConfidence(unified, items), ocr.pages);
  const statement = dates ? readOrExplain(dates.text, layer, ocr.words) : unified;
  const r = statement.reconciliation;
  if (fix)
    r.warnings.push(
      `an account number OCR read on ${fix.pages.length === 1 ? 'page' : 'pages'} ${fix.pages.join(', ')} was one character away from the one printed elsewhere in the document and was taken as it`,
    );
  // How sure OCR was of each cell, for the proof-reader (a confident amount is not "corrected" into a lost row's).
  attachRowConfidence(statement, items);
  const byBalance = proofreadByBalance(statement, ocr.pages);
  const redated = dates ? markDateRepairs(statement, dates) : 0;
  const corrected = byBalance + redated;
  const places = attachRowConfidence(statement, items);
  statement.transactions.forEach((t, i) => {
    const d = statement.details[i];
    if (!d || !ocr.pages.includes(d.page)) return;
    const { row, ...cells } = d.ocr_confidence ?? { row: null };
    t.ocr = { confidence: row, cells, ...(d.ocr_corrected ? { corrected: d.ocr_corrected } : {}) };
  });
  r.ocr = { ...ocr, corrected, unverified: unverifiedCells(statement, ocr.pages) };
  r.warnings.push(...ocrWarnings(ocr.pages, layer));
  if (byBalance)
    r.warnings.push(
      `${byBalance} ${byBalance === 1 ? 'cell' : 'cells'} misread by OCR ${byBalance === 1 ? 'was' : 'were'} corrected by the running balance (see ocr_corrected)`,
    );
  if (redated) {
    r.warnings.push(
      `${redated} ${redated === 1 ? 'date' : 'dates'} misread by OCR by one look-alike digit ${redated === 1 ? 'was' : 'were'} read as the one date inside the printed period and between the rows around ${redated === 1 ? 'it' : 'them'} (see ocr_corrected)`,
    );
    // The balances prove amounts, never dates: a date read again from its look-alike digits is likely, not proven,
    // unless the rows on both sides of it print that same date (the order then leaves it no other).
    if (r.verdict === 'reconciled' && unpinnedDateRepairs(statement) > 0) r.verdict = 'unverified';
  }
  if (r.ocr.unverified)
    r.warnings.push(
      `${r.ocr.unverified} amount or balance ${r.ocr.unverified === 1 ? 'cell' : 'cells'} read by OCR ${r.ocr.unverified === 1 ? 'is' : 'are'} not confirmed by the running balance`,
    );
  // With no opening balance read, the first movement is only what OCR read (a lost minus goes unseen).
  const unchained = unchainedRows(statement, ocr.pages);
  if (unchained.length && r.verdict === 'reconciled') {
    r.verdict = 'unverified';
    r.warnings.push(
      `the first ${unchained.length === 1 ? 'row' : `${unchained.length} rows`} read by OCR ${unchained.length === 1 ? 'is' : 'are'} not checked by any balance (no opening balance was read), so the verdict stays unverified`,
    );
  }
  const misdated = outOfOrderDates(statement, ocr.pages);
  if (misdated.length) {
    r.warnings.push(
      `${misdated.length} ${misdated.length === 1 ? 'date' : 'dates'} read by OCR ${misdated.length === 1 ? 'is' : 'are'} out of order with the rows around them or name no day`,
    );
    // The balances check amounts, not dates: a statement with a doubtful date is not claimed reconciled.
    if (r.verdict === 'reconciled') r.verdict = 'unverified';
  }
  const unread = unreadDates(statement, places, items, ocr.pages);
  if (unread.length) {
    const onPages = [...new Set(unread.map((i) => statement.details[i]!.page))];
    r.warnings.push(
      `${unread.length} ${unread.length === 1 ? 'row' : 'rows'} on ${onPages.length === 1 ? 'page' : 'pages'} ${onPages.join(', ')} ${unread.length === 1 ? 'prints a date' : 'print dates'} OCR could not read; ${unread.length === 1 ? 'it is' : 'they are'} dated as the row above`,
    );
    if (r.verdict === 'reconciled') r.verdict = 'unverified';
  }
  return { statement, places, unreadDates: unread };
}

/** Rows whose date was repaired from look-alike digits (`date-repair.ts`) to one the rows on both sides of it do not both print. */
function unpinnedDateRepairs(statement: ExtractedStatement): number {
  const rows = statement.transactions;
  return rows.filter(
    (t, i) => statement.details[i]?.ocr_corrected?.field === 'date' && !(rows[i - 1]?.date === t.date && rows[i + 1]?.date === t.date),
  ).length;
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
    // The engine's own reason (no line starts with a date; dated rows whose dates print no year…) says what was missing.
    const own = (err as { code?: unknown } | null)?.code !== 'scanned_document' && err instanceof Error ? err.message.replace(/\.$/, '') : '';
    const reason = own ? ` (${own})` : '';
    const advice =
      `OCR read ${words} ${words === 1 ? 'word' : 'words'} on the scanned pages but no transaction table could be read from them${reason}: send the PDF as ` +
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
