import type { ExtractedStatement } from '../domain/statement';
import type { Separators } from './money-separators';
import type { RowPlace } from './row-bands';

/** An OCR item as read on a page (points), with the lowest confidence of the words it joins (0-100). */
export interface ConfidentItem {
  str: string;
  y: number;
  x: number;
  height: number;
  confidence: number;
}

export interface OcrPageItems {
  items: ConfidentItem[];
  seps: Separators | null;
}

const cents = (v: number) => Math.round(Math.abs(v) * 100);

/** Two items of a scanned page lie on one line: their baselines closer than 0.6 of the taller one's height. */
export const onOneLine = (a: { y: number; height: number }, b: { y: number; height: number }) =>
  Math.abs(a.y - b.y) < 0.6 * Math.max(a.height, b.height);

/**
 * The money values (cents, unsigned) an item prints, in the page's separators; a whole figure in thousands
 * groups ("7.254.300", "457.000" on a page of rupiah) too, both ways where one group after the decimal mark may
 * be either (457.000 or 457,000: the row's own figure tells which is meant). Where the page's separators were
 * not told, a figure's last mark before two digits is its decimal one.
 */
function moneyIn(str: string, seps: Separators | null): number[] {
  const group = seps?.group ?? ',';
  const decimal = seps?.decimal ?? '.';
  const out: number[] = [];
  for (const token of str.split(' ')) {
    const bare = token.replace(/^[-+(]+|[-)]+$|\b(?:CR|DR)$/gi, '');
    if (!/^\d[\d.,' ]*$/.test(bare)) continue;
    const grouped = /^\d{1,3}([.,' ])\d{3}(?:\1\d{3})*$/.test(bare);
    if (grouped) out.push(Number(bare.replace(/\D/g, '')) * 100);
    // A page whose separators were not told: the last mark before two digits is the decimal one ("107,76").
    const cents = seps ? null : /^(\d[\d.,' ]*)[.,](\d{2})$/.exec(bare);
    if (cents) out.push(Number(cents[1]!.replace(/\D/g, '')) * 100 + Number(cents[2]));
    if (cents || !bare.includes(decimal) || (grouped && bare.split(decimal).length > 2)) continue;
    const n = Number((group ? bare.split(group).join('') : bare).replace(decimal, '.'));
    if (Number.isFinite(n)) out.push(Math.round(n * 100));
  }
  return out;
}

/**
 * The OCR confidence of each row read from a scanned page, and of its date, amount and balance cells: the
 * recogniser's confidence in the words it read there (the lowest of a cell's words). Rows are found back on
 * the page by their figures: the balance cell (else the amount) the row printed, the nearest one not yet
 * taken, then the other cells on that line (the amount, the date at the line's left). A corrected cell is
 * found by what OCR read (`ocr_corrected.original`). Cells not found stay absent; the row's confidence is
 * the lowest of those found. Sets `details[i].ocr_confidence` in place, and returns where each row was found
 * (the line of the figure found first), for reading a row's line again (`row-bands.ts`).
 */
export function attachRowConfidence(statement: ExtractedStatement, pages: Map<number, OcrPageItems>): Array<RowPlace | undefined> {
  const taken = new Set<ConfidentItem>();
  const places: Array<RowPlace | undefined> = [];
  statement.transactions.forEach((row, i) => {
    const detail = statement.details[i];
    const page = detail && pages.get(detail.page);
    if (!detail || !page) return;
    const fix = detail.ocr_corrected;
    const balanceRead =
      fix?.field === 'balance' ? (fix.original ? cents(Number(fix.original)) : null) : row.balance === null ? null : cents(row.balance);
    const amountRead = fix?.field === 'amount' ? cents(Number(fix.original)) : cents(row.amount);
    const prints = (item: ConfidentItem, value: number | null) => value !== null && moneyIn(item.str, page.seps).includes(value);
    const anchorValue = balanceRead ?? amountRead;
    const anchors = page.items.filter((it) => !taken.has(it) && prints(it, anchorValue));
    const anchor = anchors.find((it) => !it.str.trim().includes(' ')) ?? anchors[0];
    if (!anchor) return;
    taken.add(anchor);
    places[i] = { page: detail.page, y: anchor.y, height: anchor.height };
    const line = page.items.filter((it) => onOneLine(it, anchor));
    // A cell that is only the figure before a phrase that mentions it ("CARD 1,000.00").
    const candidates = line.filter((it) => it !== anchor && !taken.has(it) && prints(it, amountRead));
    const amount = balanceRead === null ? anchor : (candidates.find((it) => !it.str.trim().includes(' ')) ?? candidates[0]);
    if (amount) taken.add(amount);
    const date = line.filter((it) => /\d/.test(it.str)).sort((a, b) => a.x - b.x)[0];
    const cells = {
      ...(date && date !== anchor && date !== amount ? { date: date.confidence } : {}),
      ...(amount ? { amount: amount.confidence } : {}),
      ...(balanceRead !== null ? { balance: anchor.confidence } : {}),
    };
    const values = Object.values(cells);
    detail.ocr_confidence = { row: Math.min(...values), ...cells };
  });
  return places;
}

/**
 * Amount and balance cells read by OCR that the running balance does not confirm: on a row where it breaks,
 * without a printed balance, or everywhere when the statement prints no running balance.
 */
export function unverifiedCells(statement: ExtractedStatement, ocrPages: readonly number[]): number {
  const r = statement.reconciliation;
  const broken = new Set(r.balance_breaks.map((b) => b.index));
  const unchained = new Set(unchainedRows(statement, ocrPages));
  let n = 0;
  statement.transactions.forEach((row, i) => {
    if (!ocrPages.includes(statement.details[i]?.page ?? -1)) return;
    if (r.balance_source !== 'printed' || row.balance === null) n += row.balance === null ? 1 : 2;
    else if (broken.has(i)) n += 2;
    else if (unchained.has(i)) n += 1;
  });
  return n;
}

/**
 * Rows read by OCR whose movement no balance checks: with no opening balance read, the rows up to the first
 * one that prints a balance (its amount and sign are only what OCR read: a lost minus sign goes unseen). Empty
 * when the balances are not printed ones (nothing is checked then, and the verdict says so already).
 */
export function unchainedRows(statement: ExtractedStatement, ocrPages: readonly number[]): number[] {
  const r = statement.reconciliation;
  if (r.balance_source !== 'printed' || (r.opening_balance?.printed ?? null) !== null) return [];
  const rows = statement.transactions;
  const out: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (ocrPages.includes(statement.details[i]?.page ?? -1)) out.push(i);
    if (rows[i]!.balance !== null) break;
  }
  return out;
}
