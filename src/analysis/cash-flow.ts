import { monthEndBalances } from './balances';
import { perCategory, type PerCategory } from './categories';
import { categoryTotals } from './category-totals';
import { isFlow } from './eligibility';
import type { LedgerRow } from './ledger';
import { major } from './numbers';

export interface CategoryEntry {
  total: number;
  count: number;
  percentage: number;
}

export interface MonthRow {
  month: string;
  inflow: number;
  outflow: number;
  net: number;
  credit_count: number;
  debit_count: number;
  /** Balance after the month's last row, carried forward from earlier months; null if unknown. */
  closing_balance: number | null;
}

export interface CashFlow {
  inflow: { total: number; count: number };
  outflow: { total: number; count: number };
  net: number;
  /** The same numbers as the legacy report (`total` = `total_amout`, `percentage` = `percentage_of_total`). */
  categories: { inflow: PerCategory<CategoryEntry>; outflow: PerCategory<CategoryEntry> };
  monthly: MonthRow[];
}

/**
 * Cash flow of the rows given. Totals are sums of all credits and all debits except matched reversals and
 * the rows they undo (`isFlow`), so they equal the legacy report; `net` = inflow − outflow; the monthly table has one row per month of
 * the period, months without rows included with zeros.
 */
export function cashFlowOf(rows: readonly LedgerRow[], months: readonly string[]): CashFlow {
  const inflow = categoryTotals(rows, 'credit');
  const outflow = categoryTotals(rows, 'debit');
  const toEntry = (c: { total: number; count: number; percentage: number }): CategoryEntry => ({
    total: major(c.total),
    count: c.count,
    percentage: c.percentage,
  });
  const byMonth = new Map(months.map((m) => [m, { inflow: 0, outflow: 0, credits: 0, debits: 0 }]));
  for (const r of rows) {
    const m = byMonth.get(r.date.slice(0, 7));
    if (!m || !isFlow(r)) continue;
    if (r.type === 'credit') {
      m.inflow += r.amount;
      m.credits += 1;
    } else {
      m.outflow += r.amount;
      m.debits += 1;
    }
  }
  const closing = monthEndBalances(rows, months);
  return {
    inflow: { total: major(inflow.total), count: inflow.count },
    outflow: { total: major(outflow.total), count: outflow.count },
    net: major(inflow.total - outflow.total),
    categories: {
      inflow: perCategory((k) => toEntry(inflow.categories[k])),
      outflow: perCategory((k) => toEntry(outflow.categories[k])),
    },
    monthly: months.map((month) => {
      const m = byMonth.get(month)!;
      const c = closing.get(month) ?? null;
      return {
        month,
        inflow: major(m.inflow),
        outflow: major(m.outflow),
        net: major(m.inflow - m.outflow),
        credit_count: m.credits,
        debit_count: m.debits,
        closing_balance: c === null ? null : major(c),
      };
    }),
  };
}
