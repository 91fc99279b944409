import { scanDate } from './dates';
import { moneyCells } from './money-cells';
import type { TableLine } from './table-lines';

/**
 * A line that only prints a date ("01 Jan", "Monday, 1 January 2024") in a table that prints the
 * date once per group of rows: it dates the rows below it and is never narration.
 */
function isDateLine(l: TableLine): boolean {
  if (l.anchor || l.line.words.length > 5 || !/\d/.test(l.line.text)) return false;
  const d = l.columns.findIndex((c) => c.role === 'date');
  if (d < 0 || !l.cells[d]!.length) return false;
  const elsewhere = l.columns.some((c, i) => c.role !== 'date' && c.role !== 'description' && l.cells[i]!.length > 0);
  return !elsewhere && moneyCells(l.line).length === 0 && scanDate(l.line.text) !== null;
}

/** The table lines without date lines, and for each row anchor the date printed above its group. */
export function carryDateLines(all: TableLine[]): { lines: TableLine[]; carried: Map<TableLine, string> } {
  const lines: TableLine[] = [];
  const carried = new Map<TableLine, string>();
  let current: string | null = null;
  for (const l of all) {
    if (isDateLine(l)) {
      current = l.line.text;
      continue;
    }
    if (l.anchor && current !== null) carried.set(l, current);
    lines.push(l);
  }
  return { lines, carried };
}
