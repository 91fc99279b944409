import { dayOfMonth } from './dates';
import type { LedgerRow } from './ledger';
import { coefficientOfVariation, median } from './numbers';

/** Payments to or from one counterparty over the period. Amounts in minor units. */
export interface Stream {
  name: string;
  rows: LedgerRow[];
  /** Distinct `YYYY-MM` with at least one row, ascending. */
  months: string[];
  total: number;
  /** Median amount. */
  amount: number;
  /** Coefficient of variation of the amounts (0 = identical amounts). */
  cv: number;
  /** Median day of the month of each month's first row. */
  usual_day: number;
}

/** Group rows by normalised counterparty (rows without one are left out), ascending by name. */
export function streamsOf(rows: readonly LedgerRow[], unnamed?: string): Stream[] {
  const groups = new Map<string, LedgerRow[]>();
  for (const r of rows) {
    const name = r.counterparty || unnamed;
    if (!name) continue;
    const g = groups.get(name);
    if (g) g.push(r);
    else groups.set(name, [r]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, g]) => streamOf(name, g));
}

export function streamOf(name: string, rows: LedgerRow[]): Stream {
  const firstPerMonth = new Map<string, string>();
  for (const r of rows) {
    const m = r.date.slice(0, 7);
    if (!firstPerMonth.has(m) || r.date < firstPerMonth.get(m)!) firstPerMonth.set(m, r.date);
  }
  const amounts = rows.map((r) => r.amount);
  return {
    name,
    rows,
    months: [...firstPerMonth.keys()].sort(),
    total: amounts.reduce((s, v) => s + v, 0),
    amount: median(amounts),
    cv: coefficientOfVariation(amounts),
    usual_day: median([...firstPerMonth.values()].map(dayOfMonth)),
  };
}

/** About one payment a month: no more rows than months with a payment plus one. */
export function isMonthly(s: Stream): boolean {
  return s.rows.length <= s.months.length + 1;
}

/** Share of the period's months with at least one row (0..1, two decimals). */
export function regularity(s: Stream, monthCount: number): number {
  return monthCount === 0 ? 0 : Math.round((Math.min(s.months.length, monthCount) / monthCount) * 100) / 100;
}
