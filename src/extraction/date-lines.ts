import { monthNumber, scanDate, scanDateOnly } from './dates';
import { moneyCells } from './money-cells';
import { namesStatementDate } from './period';
import type { Line, Word } from './layout';
import type { TableLine } from './table-lines';

/** How many words the line's leading date takes ("01 Jan 2024 10:05" → 4), 0 when it starts with none. */
export function leadingDate(words: Word[], from = 0): number {
  let best = 0;
  let prev = '';
  let text = '';
  for (let n = 1; n <= Math.min(4, words.length - from); n++) {
    text = n === 1 ? words[from]!.text : `${text} ${words[from + n - 1]!.text}`;
    const parts = /\d/.test(text) ? scanDate(text) : null;
    // A further word belongs to the date only when it adds to it (a year, a time), not "Cash".
    const key = parts ? `${parts.a}|${parts.b}|${parts.year}|${parts.fixed}|${parts.time}` : '';
    // Once a date reads, only a year or a time extends it; a two-digit number is a year ("06 Dec 24")
    // unless a month follows it ("06 Dec 07 Dec": the 07 starts the next date).
    const w = words[from + n - 1]!.text;
    const next = words[from + n]?.text ?? '';
    const extends_ = !prev || /^\d{4},?$|:|^[ap]\.?m\.?$/i.test(w) || (/^\d{2},?$/.test(w) && monthNumber(next.replace(/[.,]$/, '')) === null);
    if (parts && key !== prev && extends_) best = n;
    if (parts) prev = key;
  }
  return best;
}

/**
 * A line that only prints a date ("01 Jan", "Monday, 1 January 2024") in a table that prints the
 * date once per group of rows: it dates the rows below it and is never narration.
 */
function isDateLine(l: TableLine, prev: TableLine | null, above: Line | null): boolean {
  // A long-form heading takes up to seven words ("Terça-feira, 4 de março de 2025").
  if (l.anchor || l.line.words.length > 7 || !/\d/.test(l.line.text)) return false;
  if (fieldValue(l.line, above)) return false;
  const d = l.columns.findIndex((c) => c.role === 'date');
  // Without a date column, a heading is a line that is a date and nothing else.
  if (d < 0) return moneyCells(l.line).length === 0 && scanDateOnly(l.line.text) !== null;
  if (moneyCells(l.line).length) return false;
  // A long heading ("Jumatatu, 3 Machi 2025") overflows the narrow date column: the whole line being a date is enough.
  if (
    scanDateOnly(l.line.text) !== null &&
    l.columns.every((c, i) => c.role === 'date' || c.role === 'description' || c.role === 'other' || !l.cells[i]!.length)
  )
    return !wrappedNarration(l, prev, d);
  if (!l.cells[d]!.length) return false;
  const elsewhere = l.columns.some((c, i) => c.role !== 'date' && c.role !== 'description' && l.cells[i]!.length > 0);
  return !elsewhere && moneyCells(l.line).length === 0 && (scanDateOnly(l.line.text) !== null || leadingDate(l.line.words) === l.line.words.length);
}

/**
 * A date printed right under a label that names one of the statement's own dates ("Payment Due Date"
 * over "01/25/2019" in a summary box): that field's value, not a heading that dates the rows below it.
 */
function fieldValue(line: Line, above: Line | null): boolean {
  if (!above || above.page !== line.page || line.y - above.y > 3 * line.size) return false;
  const x0 = Math.min(...line.words.map((w) => w.x0));
  const x1 = Math.max(...line.words.map((w) => w.x1));
  const over = above.words.filter((w) => w.x0 >= x0 - line.size && w.x0 < x1 + 4 * line.size);
  return over.length > 0 && namesStatementDate(over.map((w) => w.text).join(' '));
}

/**
 * A date alone on a line with the date column empty, starting where the description of the line above
 * starts ("Card Payment to Shop On" over "18 Dec"): the rest of that narration, not a heading.
 */
function wrappedNarration(l: TableLine, prev: TableLine | null, d: number): boolean {
  const desc = l.columns.findIndex((c) => c.role === 'description');
  const above = desc >= 0 ? prev?.cells[desc]?.[0] : undefined;
  const first = l.line.words[0];
  return !l.cells[d]!.length && above !== undefined && first !== undefined && Math.abs(above.x0 - first.x0) <= Math.max(2, first.size * 0.25);
}

/**
 * The table lines without date lines, for each row anchor the date printed above its group, and the
 * anchors right below a date line (the first row under each printed date).
 */
export function carryDateLines(
  all: TableLine[],
  headerLine: Line | null = null,
): { lines: TableLine[]; carried: Map<TableLine, string>; belowDateLine: Set<TableLine> } {
  const lines: TableLine[] = [];
  const carried = new Map<TableLine, string>();
  const belowDateLine = new Set<TableLine>();
  let current: string | null = null;
  let fresh = false;
  let prev: TableLine | null = null;
  for (const l of all) {
    const dateLine = isDateLine(l, prev, prev?.line ?? headerLine);
    prev = l;
    if (dateLine) {
      current = l.line.text;
      fresh = true;
      continue;
    }
    if (l.anchor && current !== null) carried.set(l, current);
    if (l.anchor && fresh) {
      belowDateLine.add(l);
      fresh = false;
    }
    lines.push(l);
  }
  return { lines, carried, belowDateLine };
}
