import type { TransactionType } from '../domain/statement';
import { CATEGORY_KEYS, perCategory, type PerCategory } from './categories';
import { isFlow } from './eligibility';
import type { LedgerRow } from './ledger';
import { largestRemainderBasisPoints } from './numbers';

export interface CategoryTotal {
  /** Minor units. */
  total: number;
  count: number;
  /** Share of the direction's total, 0..100, two decimals, largest-remainder rounded. */
  percentage: number;
}

export interface DirectionTotals {
  total: number;
  count: number;
  categories: PerCategory<CategoryTotal>;
}

/**
 * Totals per category for one direction. Rule: the sum, in minor units, of the amounts of the rows of
 * that type in each category, matched reversals and the rows they undo left out (`isFlow`); percentages by `largestRemainderBasisPoints`, so they sum to exactly
 * 100.00 when the total is non-zero and are all 0 otherwise.
 */
export function categoryTotals(rows: readonly LedgerRow[], type: TransactionType): DirectionTotals {
  const sums = perCategory(() => ({ total: 0, count: 0 }));
  for (const row of rows) {
    if (row.type !== type || !isFlow(row)) continue;
    sums[row.category].total += row.amount;
    sums[row.category].count += 1;
  }
  const shares = largestRemainderBasisPoints(CATEGORY_KEYS.map((k) => sums[k].total));
  const categories = perCategory((k) => ({ ...sums[k], percentage: shares[CATEGORY_KEYS.indexOf(k)] / 100 }));
  const total = CATEGORY_KEYS.reduce((s, k) => s + sums[k].total, 0);
  const count = CATEGORY_KEYS.reduce((s, k) => s + sums[k].count, 0);
  return { total, count, categories };
}
