import type { PrintedTotal } from './summary-lines';

/**
 * The statement's own totals say nothing moved in the period: it prints both a debit and a credit total (or a
 * count of transactions), every one of them zero ("TOTAL DEBITS 0 0.00 / TOTAL CREDITS 0 0.00"). A table that
 * then yields no dated row is empty, not unreadable: a figure found under it without a date (a footnote's
 * "Business Day 2", a time) is not a movement the totals left out.
 */
export function printsNoMovement(totals: readonly PrintedTotal[]): boolean {
  const firm = totals.filter((t) => !t.weak && !t.part);
  if (!firm.length || firm.some((t) => t.value !== 0)) return false;
  const kinds = new Set(firm.map((t) => t.kind));
  return kinds.has('count') || ((kinds.has('debits') || kinds.has('debit count')) && (kinds.has('credits') || kinds.has('credit count')));
}
