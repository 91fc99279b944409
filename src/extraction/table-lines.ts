import { parseCellMoney, type ParsedMoney } from './amounts';
import { isBalanceRow, isTableFooter, startsWithBalanceWord } from './balance-rows';
import { assignCells, columnBoundaries } from './column-bounds';
import type { Column, HeaderMatch } from './columns';
import { scanDateOnly } from './dates';
import { scanDate } from './date-scan';
import { endsTable, isSectionHeading } from './section-status';
import { lineKey, type Line, type Word } from './layout';
import { returnOverflow } from './overflow-cells';
import { joinWrappedAmounts } from './wrapped-amounts';
import { joinBalancesBelow } from './balance-below';
import { isFxDetail } from './fx-detail';
import { isoCodeIn } from './currency';
import { figureAfterBalanceLabel } from './summary-lines';
import { TOTAL_ROW } from './total-labels';
import { withoutMarginMarks } from './margin-marks';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/** A table line cut into the table's columns. */
export interface TableLine {
  line: Line;
  columns: Column[];
  cells: Word[][];
  anchor: boolean;
}

const AMOUNT_ROLES = new Set(['debit', 'credit', 'amount']);

/** One word that reads as money ("4.281,30", "2,377.43"). */
const isMoney = (text: string) => /\d[.,]\d{2}$/.test(text) && ((m) => m !== null && m !== 'blank')(parseCellMoney(text, null));

function money(words: Word[]): ParsedMoney {
  return words.length ? parseCellMoney(words.map((w) => w.text).join(' ')) : 'blank';
}

/** "Page 3", "Page 3 of 8" printed in a money column: the page's number, no amount. */
const PAGE_NUMBER = /^(?:page|pg\.?|seite|pagina|página|ukurasa)$/i;

function isAnchor(columns: Column[], cells: Word[][]): boolean {
  let words: Word[] | undefined;
  const pageNumber = (w: Word) => {
    words ??= cells.flat().sort((a, b) => a.x0 - b.x0);
    const i = words.indexOf(w);
    return i > 0 && PAGE_NUMBER.test(words[i - 1]!.text);
  };
  let amount = false;
  let balance = false;
  let date = false;
  let desc = '';
  let figure = '';
  columns.forEach((c, i) => {
    const m = AMOUNT_ROLES.has(c.role) || c.role === 'balance' ? money(cells[i]!) : null;
    if (AMOUNT_ROLES.has(c.role) && m !== null && m !== 'blank' && !(cells[i]!.length === 1 && pageNumber(cells[i]![0]!))) {
      amount = true;
      figure = cells[i]!.map((w) => w.text).join(' ');
    }
    if (c.role === 'balance' && m !== null && m !== 'blank') balance = true;
    if (c.role === 'date' && cells[i]!.length) date = /\d/.test(cells[i]!.map((w) => w.text).join(''));
    if (c.role === 'description') desc = cells[i]!.map((w) => w.text).join(' ');
  });
  // A foreign-currency detail line under a row ("Foreign amount EUR 34.50") is no row of its own.
  // So is one whose narration prints the same figure with a currency code ("BROOKLINE 8,30 USD | 8,30").
  if (amount && !date && !balance && (isFxDetail(desc) || foreignEcho(desc, figure))) return false;
  // An opening or closing line whose figure follows its label in the narration column (a statement with no
  // balance column: "SALDO INIZIALE 3.412,08") is a balance line of its own, never the next row's narration.
  if (!amount && !balance && startsWithBalanceWord(desc) && isBalanceRow(desc) && figureAfterBalanceLabel(desc) !== null) return true;
  // So is a printed total whose figures its columns do not hold one to a cell ("Summe Soll / Summe Haben 4.281,30 S
  // 2.377,43 H" under one amount column): never the narration of the balance line under it.
  if (!amount && !balance && !date && TOTAL_ROW.test(desc) && cells.some((c) => c.some((w) => isMoney(w.text)))) return true;
  return amount || (balance && (date || isBalanceRow(desc)));
}

/** The narration prints the amount cell's figure beside an ISO currency code: the amount in that currency. */
function foreignEcho(desc: string, figure: string): boolean {
  const f = figure.trim();
  if (!f || !/\d/.test(f)) return false;
  const words = desc.split(/\s+/);
  return words.some((w, i) => w === f && [words[i - 1], words[i + 1]].some((x) => x !== undefined && isoCodeIn(x) === x));
}

/** A row with money whose date cell holds a date. */
function datedRow(l: TableLine): boolean {
  const d = l.columns.findIndex((c) => c.role === 'date');
  return l.anchor && d >= 0 && scanDate(l.cells[d]!.map((w) => w.text).join(' ')) !== null;
}

/**
 * Table lines in reading order: from below the first header to the end of the document, below the
 * repeated header on pages that print it, from the top on pages that do not. Column boundaries are
 * learnt per page from that page's own data.
 */
export function tableLines(
  pages: Line[][],
  headers: HeaderMatch[],
  repeated: Set<string>,
  cellSettings: ReadingSettings['cells'] = DEFAULT_SETTINGS.cells,
): TableLine[] {
  const out: TableLine[] = [];
  const first = headers[0]!;
  let columns = first.columns;
  let bounds: number[] | null = null;
  const segments: { lines: Line[]; header: HeaderMatch | null; aboveHeader?: boolean }[] = [];
  for (let p = first.page; p < pages.length; p++) {
    const onPage = headers.filter((x) => x.page === p);
    const h = onPage[0] ?? null;
    // A page that prints its header lower down (a report printed two report pages to a sheet) may
    // carry on the previous page's table above it: those rows are read with the columns they continue.
    if (h && p > first.page && h.lineIndex + 1 - h.span > 0)
      segments.push({ lines: pages[p]!.slice(0, h.lineIndex + 1 - h.span), header: null, aboveHeader: true });
    if (!h) segments.push({ lines: pages[p]!, header: null });
    // Several headers on a page (one per section, section-headers): each reads the lines down to the next.
    onPage.forEach((x, k) => {
      const next = onPage[k + 1];
      segments.push({ lines: pages[p]!.slice(x.lineIndex + 1, next ? next.lineIndex + 1 - next.span : undefined), header: x });
    });
  }
  for (const { lines, header: h, aboveHeader } of segments) {
    if (h) columns = h.columns;
    if (h || !bounds)
      bounds = columnBoundaries(
        columns,
        lines.filter((l) => !repeated.has(lineKey(l))),
        cellSettings.labelTouch,
      );
    const cut = lines.map((line) => {
      const cells = withoutMarginMarks(
        line,
        returnOverflow(assignCells(line, bounds!, columns.length), columns),
        columns,
        cellSettings.marginMarkFont,
      );
      return { line, columns, cells, anchor: isAnchor(columns, cells) };
    });
    // What a later page prints above its own header continues the table only when it holds a dated
    // row: an address or letterhead there ("Musterstrasse 35") is no row, whatever column its figure meets.
    if (aboveHeader && !cut.some(datedRow)) continue;
    joinWrappedAmounts(cut);
    joinBalancesBelow(cut);
    const page = endAtFooter(cut);
    // Repeated page furniture sits outside the rows; a wrapped line between rows is never dropped,
    // even when the same words happen to sit at the same height on other pages.
    // A letterhead repeated on every page above the page's first dated row is furniture even when a
    // figure of it ("Musterstrasse 35", an account number) meets a money column; a balance carried to the top
    // of each page is not. Such a line does not mark where the page's rows start either.
    const firstDatedY = page.find(datedRow)?.line.y ?? -Infinity;
    const letterhead = (l: TableLine) =>
      l.anchor && l.line.y < firstDatedY && !datedRow(l) && repeated.has(lineKey(l.line)) && !isBalanceRow(l.line.text);
    const rowAnchors = page.filter((l) => l.anchor && !letterhead(l));
    const firstY = rowAnchors[0]?.line.y ?? Infinity;
    const lastY = rowAnchors[rowAnchors.length - 1]?.line.y ?? -Infinity;
    const anchorYs = rowAnchors.map((l) => l.line.y);
    for (const l of page) {
      if (letterhead(l)) continue;
      if (!l.anchor && (l.line.y < firstY || l.line.y > lastY) && repeated.has(lineKey(l.line))) {
        // A wrapped line right next to a row is kept (the time under the last row's date repeats at the
        // same place on every page) unless it reads as furniture (a page number, a notice).
        const near = anchorYs.some((y) => Math.abs(y - l.line.y) <= l.line.size * 1.8);
        const furniture = !near || isTableFooter(l.line.text) || /^\s*\d+\s*(?:of|\/|sur|de|ya)\s*\d+\s*$/i.test(l.line.text);
        if (furniture) continue;
      }
      // A total or carried-forward line inside the table is read by the summary reader, never glued to a row;
      // nor is a note printed across the date column (narration wraps inside its own column).
      // Nor is a rule drawn with characters ("-----", "=====") as line printers print them.
      if (!l.anchor && (isTableFooter(l.line.text) || isTextRule(l.line.text) || (proseInDateColumn(l) && !isSectionHeading(l)))) continue;
      out.push(l);
    }
  }
  return out;
}

/**
 * Cuts a page's table lines at the first footer line (total, carried-forward balance, notice) below its
 * last row, or at a summary heading after a row (the summary's figures below it are no row).
 */
function endAtFooter(page: TableLine[]): TableLine[] {
  const summary = page.findIndex((l, i) => !l.anchor && endsTable(l.line.text) && page.slice(0, i).some((x) => x.anchor));
  if (summary >= 0) page = page.slice(0, summary);
  let last = -1;
  page.forEach((l, i) => {
    if (l.anchor) last = i;
  });
  for (let i = last + 1; i < page.length; i++) if (isTableFooter(page[i]!.line.text)) return page.slice(0, i);
  return page;
}

/** A line of nothing but rule characters, at least five of them: a line printer's ruled line. */
const TEXT_RULE = /^[\s\-=_*~.+|]{5,}$/;
export function isTextRule(text: string): boolean {
  return TEXT_RULE.test(text) && /[-=_*~]{5}/.test(text.replace(/\s+/g, ''));
}

/** Words without a digit in the date column of a line that is not a row: a note, not a wrapped cell. */
function proseInDateColumn(l: TableLine): boolean {
  const d = l.columns.findIndex((c) => c.role === 'date');
  if (d < 0 || !l.cells[d]!.length) return false;
  const text = l.cells[d]!.map((w) => w.text).join(' ');
  // A day heading ("Terça-feira, 4 de março de 2025") is a date, not a note.
  return !/\d/.test(text) && l.line.words.length >= 4 && scanDateOnly(l.line.text) === null;
}
