import type { Cell, Column, Table } from './rows';

/**
 * Spreadsheet programs run a text cell starting with one of these as a formula ("CSV injection"); a statement
 * narration is attacker-controlled text, so such cells get a leading apostrophe. Numbers are never touched.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function text(cell: Cell, column: Column): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return column.kind === 'money' ? cell.toFixed(2) : String(cell);
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180 quoting: a field with a comma, quote or line break is quoted, quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The table as RFC 4180 CSV (CRLF line ends, header row first, money with two decimals, no BOM). */
export function toCsv(table: Table): string {
  const lines = [table.columns.map((c) => csvField(c.header)).join(',')];
  for (const row of table.rows) lines.push(row.map((cell, i) => csvField(text(cell, table.columns[i]!))).join(','));
  return lines.join('\r\n') + '\r\n';
}
