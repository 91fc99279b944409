import { scanDate } from './dates';
import type { Line } from './layout';
import { moneyCells } from './money-cells';

/** Lines that start with a date. */
export function datedLines(lines: Line[]): Line[] {
  return lines.filter((l) => {
    const w = l.words;
    for (let n = 1; n <= Math.min(3, w.length); n++) {
      const text = w.slice(0, n).map((x) => x.text).join(' ');
      if (/\d/.test(text) && scanDate(text)) return true;
    }
    return false;
  });
}

/** What was found in a document whose table could not be read, for the refusal message. */
export function describeUnreadable(pages: Line[][]): string {
  const dated = pages.flatMap(datedLines);
  if (!dated.length) return 'No transaction table was found: no line starts with a date.';
  const withMoney = dated.filter((l) => moneyCells(l).length > 0).length;
  if (!withMoney) return `found ${dated.length} dated row${dated.length === 1 ? '' : 's'} but could not place their amounts`;
  return `found ${dated.length} dated rows, ${withMoney} with amounts, but could not tell their columns apart`;
}
