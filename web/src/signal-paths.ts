/**
 * Where the analysis result carries the lender signals the dashboard shows beyond the original schema. The
 * first path that holds a value wins; a result without any shows the section as "not reported". Pure data,
 * shared with the browser tests.
 */
export const SIGNALS = [
  { id: 'returned-items', title: 'Returned and unpaid items', paths: ['returned_items', 'integrity.returned_items', 'returns'] },
  {
    id: 'overdraft',
    title: 'Overdraft use',
    paths: [
      'overdraft_utilisation',
      'overdraft_utilization',
      'overdraft',
      'recurring_outflows.overdraft_utilisation',
      'affordability.overdraft_utilisation',
    ],
  },
  { id: 'income-stability', title: 'Income stability', paths: ['income.stability', 'income_stability', 'income.income_stability'] },
  { id: 'reversals', title: 'Reversals', paths: ['reversals', 'integrity.reversals', 'income.reversals'] },
  { id: 'round-trips', title: 'Round trips', paths: ['round_trips', 'round_tripping', 'integrity.round_trips', 'income.round_trips'] },
] as const;

export type SignalId = (typeof SIGNALS)[number]['id'];

/** The value at a dotted path, or undefined. */
export function valueAt(root: unknown, path: string): unknown {
  let v: unknown = root;
  for (const k of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

/** The first present value of a signal and the path it came from. */
export function signalOf(result: unknown, paths: readonly string[]): { path: string; value: unknown } | null {
  for (const path of paths) {
    const value = valueAt(result, path);
    if (value !== undefined && value !== null) return { path, value };
  }
  return null;
}

/** Keys whose numeric value (or array of numbers) names transaction rows (`transactions[].index`). */
export const ROW_KEYS = /^(index|indexes|indices|row|rows|row_index|row_indexes|transaction_index|transaction_indexes)$/;

/** Every row index a value names, at any depth (keys matching `ROW_KEYS`). */
export function rowsIn(value: unknown): number[] {
  const out: number[] = [];
  const walk = (v: unknown, key: string | null) => {
    if (key !== null && ROW_KEYS.test(key)) {
      for (const n of Array.isArray(v) ? v : [v]) if (Number.isInteger(n)) out.push(n as number);
      return;
    }
    if (Array.isArray(v)) v.forEach((x) => walk(x, null));
    else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(value, null);
  return [...new Set(out)].sort((a, b) => a - b);
}
