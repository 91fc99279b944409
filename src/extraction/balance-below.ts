import { MONEY_ROLES, type Column } from './columns';
import type { Line } from './layout';
import { moneyCells } from './money-cells';
import type { NumericCluster } from './numeric-columns';
import type { TableLine } from './table-lines';

/**
 * Balances printed on the line under their row, at the table's left edge rather than under their label
 * (a word processor's table whose last cell wrapped: "06/01/23  RTGS …  24,82,870.00" over
 * "2,20,022.85Cr"). Their figures form a column of their own, left of every money label, each alone on
 * its line, each right under a line that prints a figure of another column: that column is no money
 * column (the labels are placed on the others), and each figure is its row's balance.
 */

/** A line this close under the one before (× the larger font size) continues its row. */
const NEXT_LINE = 1.6;
/** Share of the cluster's figures that must sit right under a line printing another column's figure. */
const UNDER_ROW_SHARE = 0.8;
/** Fewest figures for a column of balances printed under their rows. */
const MIN_FIGURES = 3;

const inCluster = (c: NumericCluster, cell: { x0: number; x1: number }) => cell.x0 >= c.x0 - 1 && cell.x1 <= c.x1 + 1;

/** The clusters without those of balances printed under their rows, when the header has a balance label. */
export function withoutBalancesBelowRows(columns: Column[], clusters: NumericCluster[], lines: Line[]): NumericCluster[] {
  const money = columns.filter((c) => MONEY_ROLES.has(c.role));
  if (!columns.some((c) => c.role === 'balance') || clusters.length < 2) return clusters;
  const leftOfLabels = Math.min(...money.map((c) => c.x0));
  const under = (c: NumericCluster) => {
    if (c.count < MIN_FIGURES || (c.alone ?? 0) < c.count || c.x1 >= leftOfLabels) return false;
    let figures = 0;
    let belowRow = 0;
    lines.forEach((l, i) => {
      const own = moneyCells(l);
      if (own.length !== 1 || !inCluster(c, own[0]!)) return;
      figures++;
      const p = lines[i - 1];
      if (!p || p.page !== l.page || l.y - p.y > NEXT_LINE * Math.max(l.size, p.size)) return;
      if (moneyCells(p).some((m) => !inCluster(c, m))) belowRow++;
    });
    return figures >= MIN_FIGURES && belowRow >= figures * UNDER_ROW_SHARE;
  };
  const kept = clusters.filter((c) => !under(c));
  return kept.length === clusters.length || kept.length === 0 ? clusters : kept;
}

const textOf = (l: TableLine, k: number) => l.cells[k]!.map((w) => w.text).join(' ');

/**
 * A line that prints one figure and nothing else, outside every money column, right under a row that
 * prints an amount and no balance: the figure is that row's balance (the table has a balance column).
 * A row whose one figure fell in the balance column (an amount printed past its label's edge) prints
 * its amount there: that figure moves to the nearest amount column, and the running balance checks it.
 * Mutates the lines' cells and anchors.
 */
export function joinBalancesBelow(page: TableLine[]): void {
  for (let i = 1; i < page.length; i++) {
    const l = page[i]!;
    const p = page[i - 1]!;
    if (l.columns !== p.columns || l.line.page !== p.line.page || !p.anchor) continue;
    const b = l.columns.findIndex((c) => c.role === 'balance');
    if (b < 0) continue;
    const amounts = p.columns.flatMap((c, k) => (AMOUNT_ROLES.has(c.role) ? [k] : []));
    const amount = amounts.some((k) => p.cells[k]!.length > 0);
    if (amount === (textOf(p, b) !== '')) continue;
    const cells = moneyCells(l.line);
    if (cells.length !== 1 || cells[0]!.words.length !== l.line.words.length) continue;
    if (l.columns.some((c, k) => l.cells[k]!.length > 0 && MONEY_ROLES.has(c.role))) continue;
    if (l.line.y - p.line.y > NEXT_LINE * Math.max(l.line.size, p.line.size)) continue;
    if (!amount) {
      if (!amounts.length) continue;
      const fig = p.cells[b]!;
      const centre = (fig[0]!.x0 + fig[fig.length - 1]!.x1) / 2;
      const gap = (k: number) => Math.max(0, p.columns[k]!.x0 - centre, centre - p.columns[k]!.x1);
      const nearest = amounts.reduce((a, k) => (gap(k) < gap(a) ? k : a));
      p.cells[nearest] = fig;
    }
    p.cells[b] = [...l.line.words];
    l.cells = l.cells.map(() => []);
    l.anchor = false;
  }
}

const AMOUNT_ROLES = new Set(['debit', 'credit', 'amount']);
