import { dayOfMonth } from './dates';
import { LEGAL_SUFFIXES } from './directories/organisations';
import type { LedgerRow } from './ledger';
import { payerKey } from './narration';
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

/**
 * Group rows by counterparty (rows without one are left out), ascending by name. Spellings of one
 * payer are merged by `payerKey` ("ACME" with "ACME HOLDINGS LTD"); the stream is named by the
 * longest spelling (ties: alphabetical).
 */
export function streamsOf(rows: readonly LedgerRow[], unnamed?: string): Stream[] {
  const groups = new Map<string, { names: Set<string>; rows: LedgerRow[] }>();
  for (const r of rows) {
    const name = r.counterparty || unnamed;
    if (!name) continue;
    const key = payerKey(name, LEGAL_SUFFIXES);
    const g = groups.get(key) ?? { names: new Set<string>(), rows: [] };
    g.names.add(name);
    g.rows.push(r);
    groups.set(key, g);
  }
  const named = [...groups.values()].map((g) => {
    const name = [...g.names].sort((a, b) => b.length - a.length || (a < b ? -1 : 1))[0];
    return [name, g.rows] as const;
  });
  return named.sort(([a], [b]) => (a < b ? -1 : 1)).map(([name, g]) => streamOf(name, g));
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
