import { isBalanceRow } from './balance-rows';
import type { TableLine } from './table-lines';

const AMOUNT_ROLES = new Set(['debit', 'credit', 'amount']);

const text = (l: TableLine, role: string) =>
  l.columns
    .map((c, i) => (c.role === role ? l.cells[i]!.map((w) => w.text).join(' ') : ''))
    .join(' ')
    .trim();

const hasAmount = (l: TableLine) => l.columns.some((c, i) => AMOUNT_ROLES.has(c.role) && l.cells[i]!.length > 0);

/**
 * Amounts wrapped onto the line below their row: a row prints its date, narration and balance, and
 * its debit or credit one line lower, beside the narration's second line. Such a line (an amount,
 * no date, no balance) right under a dated row that has a balance and no amount gives the row its
 * amount and is itself only wrapped narration. Mutates the lines' cells and anchors.
 */
export function joinWrappedAmounts(page: TableLine[]): void {
  for (let i = 1; i < page.length; i++) {
    const l = page[i]!;
    const p = page[i - 1]!;
    if (!l.anchor || !p.anchor || l.columns !== p.columns || l.line.page !== p.line.page) continue;
    if (!hasAmount(l) || /\d/.test(text(l, 'date')) || text(l, 'balance') !== '') continue;
    if (hasAmount(p) || !/\d/.test(text(p, 'date')) || text(p, 'balance') === '' || isBalanceRow(text(p, 'description'))) continue;
    if (l.line.y - p.line.y > Math.max(l.line.size, p.line.size) * 1.6) continue;
    l.columns.forEach((c, k) => {
      if (!AMOUNT_ROLES.has(c.role) && c.role !== 'dc') return;
      p.cells[k] = [...p.cells[k]!, ...l.cells[k]!];
      l.cells[k] = [];
    });
    l.anchor = false;
  }
}
