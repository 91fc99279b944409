/**
 * Where the analysis result carries the lender signals the dashboard shows beyond the original schema. The
 * first path that holds a value wins; a result without any shows the section as "not reported". Pure data,
 * shared with the browser tests.
 */
export const SIGNALS = [
  {
    id: 'returned-items',
    title: 'Returned and unpaid items',
    paths: ['exceptions.returned_items', 'returned_items', 'integrity.returned_items'],
    also: [],
  },
  {
    id: 'overdraft',
    title: 'Overdraft use',
    paths: ['recurring_outflows.overdraft_use', 'overdraft_use', 'overdraft_utilisation', 'overdraft'],
    also: [],
  },
  {
    id: 'income-stability',
    title: 'Income stability',
    paths: ['income.stability', 'income_stability'],
    also: ['income.salary_outliers', 'income.large_credits', 'income.cash_deposits'],
  },
  { id: 'reversals', title: 'Reversals', paths: ['exceptions.reversals', 'reversals'], also: [] },
  { id: 'round-trips', title: 'Round trips', paths: ['exceptions.round_trips', 'round_trips'], also: [] },
  { id: 'savings', title: 'Savings (not credit)', paths: ['recurring_outflows.savings', 'savings'], also: [] },
  { id: 'utilities', title: 'Utilities and airtime', paths: ['recurring_outflows.utilities', 'utilities'], also: [] },
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
export const ROW_KEYS = /^(index|indexes|indices|row|rows|row_indexes|[a-z]+_index|[a-z]+_indexes)$/;

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

/** Every row a signal names: its own value and its companions (`also`). */
export function signalRows(result: unknown, signal: { paths: readonly string[]; also: readonly string[] }): number[] {
  const found = signalOf(result, signal.paths);
  if (!found) return [];
  return rowsIn([found.value, ...signal.also.map((p) => valueAt(result, p))]);
}
