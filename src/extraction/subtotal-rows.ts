import type { Entry } from './entries';

/** Rows a printed subtotal must add up before it is read as one (two rows summing to a third is chance). */
const MIN_SUMMED = 3;

/**
 * Subtotals printed without a "Total" label ("Lançamentos no cartão (final 8038) 1.901,23" after one
 * card's purchases): an undated line whose amount is exactly the sum of the rows printed since the
 * statement's start or the previous subtotal, all moving money the same way, is that group's total,
 * not a movement. Only in statements without a running balance (there, the balance tells rows apart).
 * Returns the rows kept and the subtotals set aside.
 */
export function withoutSubtotals(entries: Entry[]): { kept: Entry[]; subtotals: Entry[] } {
  const rows = entries.filter((e) => e.kind === 'txn' && e.status === null && e.signed !== null);
  if (rows.some((e) => e.balance !== null)) return { kept: entries, subtotals: [] };
  const subtotals = new Set<Entry>();
  let sum = 0;
  let count = 0;
  let direction = 0;
  for (const e of rows) {
    const s = e.signed!;
    if (e.iso === null && e.impossibleDate === null && count >= MIN_SUMMED && direction !== 0 && s === sum) {
      subtotals.add(e);
      sum = 0;
      count = 0;
      direction = 0;
      continue;
    }
    direction = count === 0 ? Math.sign(s) : direction === Math.sign(s) ? direction : 0;
    sum += s;
    count++;
  }
  return { kept: entries.filter((e) => !subtotals.has(e)), subtotals: [...subtotals] };
}
