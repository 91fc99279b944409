import { scanDate } from './date-scan';
import type { Line } from './layout';
import { lineCells, type Cell } from './line-cells';

/**
 * The header as text for the date and card readers, with grid headers spelled out: a row of labels
 * ("Statement Date   Payment Due Date   Credit Limit") over a row of values becomes one
 * "Label: value" line per column, so a label finds its value however the grid is drawn.
 */
export function headerText(lines: readonly Line[]): string {
  const out: string[] = [];
  lines.forEach((line, i) => {
    out.push(line.text);
    const below = lines[i + 1];
    if (!below || below.page !== line.page || below.y - line.y > line.size * 2.5) return;
    const labels = lineCells(line);
    const values = lineCells(below);
    // A grid, or one label stacked over its one value ("Previous Balance" over "3,000.00").
    if (labels.length < 2 && !(labels.length === 1 && values.length === 1)) return;
    if (labels.some((c) => /\d/.test(c.text))) return;
    for (const label of labels) {
      const value = under(label, values);
      if (value && /\d/.test(value.text)) out.push(`${label.text.replace(/\s*:$/, '')}: ${value.text}`);
    }
  });
  return out.join('\n');
}

/** The value cell under a label: overlapping it, the nearest by centre when several do. */
function under(label: Cell, values: Cell[]): Cell | null {
  const slack = label.size;
  const centre = (c: Cell) => (c.x0 + c.x1) / 2;
  let best: Cell | null = null;
  for (const v of values) {
    if (v.x1 < label.x0 - slack || v.x0 > label.x1 + slack) continue;
    if (!best || Math.abs(centre(v) - centre(label)) < Math.abs(centre(best) - centre(label))) best = v;
  }
  return best;
}

const MONEY = /\d[.,]\d{2}(?!\d)/;

/** Header lines only: from the first line that starts with a date and carries an amount, lines are transaction rows. */
export function beforeRows<T extends Line>(lines: readonly T[]): T[] {
  const k = lines.findIndex((l) => l.words.length > 1 && scanDate(l.words[0]!.text) !== null && l.words.some((w) => MONEY.test(w.text)));
  return k < 0 ? [...lines] : lines.slice(0, k);
}
