/**
 * Fields of the analysis result that the rules of issue 19 add (per-month balances, data quality, row
 * flags). Read optionally, so a result from earlier rules still renders: accessors return null or [] when
 * the result does not carry them.
 */
export interface MonthBalances {
  month: string;
  days: number;
  average: number;
  minimum: number;
  maximum: number;
  days_below_zero: number;
  /** End-of-day balance on chosen days (1, 5, 10, 15, 20, 25 and `last`); null outside the period. */
  end_of_day: { day: number | string; date: string; balance: number | null }[];
}

export interface DataQuality {
  transactions: number;
  readable_descriptions: number;
  readable_share: number | null;
  minimum_transactions: number;
  verdict: string;
}

const objectAt = (v: unknown, key: string): unknown => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined);

export function monthBalancesOf(result: unknown): MonthBalances[] {
  const m = objectAt(objectAt(result, 'balances'), 'monthly');
  return Array.isArray(m) ? (m as MonthBalances[]) : [];
}

export function dataQualityOf(result: unknown): DataQuality | null {
  const q = objectAt(result, 'data_quality');
  return q !== null && typeof q === 'object' && typeof (q as DataQuality).verdict === 'string' ? (q as DataQuality) : null;
}

export function flagsOf(row: unknown): string[] {
  const f = objectAt(row, 'flags');
  return Array.isArray(f) ? f.filter((x): x is string => typeof x === 'string') : [];
}
