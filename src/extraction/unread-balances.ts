import type { Reconciliation } from '../domain/statement';
import type { RawRow } from './rows';
import type { TableReading } from './table-reading';
import { isBalanceRow } from './balance-rows';

/**
 * Figures printed in the balance column that were not read as balances on most rows (the column's cells
 * hold something else as well, a narration run into them): the totals may still agree, but the rows' balances
 * are missing, so the reading is not claimed as proven.
 */
export function unreadBalances(rows: readonly RawRow[], table: Pick<TableReading, 'txns'>, r: Reconciliation): void {
  // Balance lines (a day's `Saldo do dia`, a page's brought-forward line) print their figure there too: not rows.
  const printed = rows.filter((row) => /\d/.test(row.text.balance ?? '') && !isBalanceRow(row.text.description ?? '')).length;
  const read = table.txns.filter((e) => e.balance !== null).length;
  if (printed < 3 || read * 2 >= printed) return;
  r.warnings.push(`${printed - read} of ${printed} figures in the balance column could not be read as balances`);
  if (r.verdict === 'reconciled') r.verdict = 'unverified';
}
