import type { Entry } from './entries';
import { DEFAULT_SETTINGS } from './settings';

/**
 * Subtotals printed without a "Total" label ("Lançamentos no cartão (final 8038) 1.901,23" after one
 * card's purchases): an undated line whose amount is exactly the sum of the rows printed since the
 * previous subtotal (or since the statement's start: a grand total), all moving money the same way, is a total,
 * not a movement. Only in statements without a running balance (there, the balance tells rows apart).
 * Returns the rows kept and the subtotals set aside. A subtotal adds up at least `minRows` rows
 * (`settings.totals.subtotalMinRows`: two rows summing to a third is chance).
 */
export function withoutSubtotals(entries: Entry[], minRows = DEFAULT_SETTINGS.totals.subtotalMinRows): { kept: Entry[]; subtotals: Entry[] } {
  const rows = entries.filter((e) => e.kind === 'txn' && e.status === null && e.signed !== null);
  if (rows.some((e) => e.balance !== null)) return { kept: entries, subtotals: [] };
  const subtotals = new Set<Entry>();
  // Since the previous subtotal, and since the start (a grand total after the groups' subtotals).
  const group = { sum: 0, count: 0, direction: 0 };
  const all = { sum: 0, count: 0, direction: 0 };
  const adds = (g: typeof group, s: number) => g.count >= minRows && g.direction !== 0 && s === g.sum;
  const add = (g: typeof group, s: number) => {
    g.direction = g.count === 0 ? Math.sign(s) : g.direction === Math.sign(s) ? g.direction : 0;
    g.sum += s;
    g.count++;
  };
  for (const e of rows) {
    const s = e.signed!;
    if (e.iso === null && e.impossibleDate === null && (adds(group, s) || adds(all, s))) {
      subtotals.add(e);
      Object.assign(group, { sum: 0, count: 0, direction: 0 });
      continue;
    }
    add(group, s);
    add(all, s);
  }
  return { kept: entries.filter((e) => !subtotals.has(e)), subtotals: [...subtotals] };
}
