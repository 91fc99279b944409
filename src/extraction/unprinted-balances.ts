import type { Entry } from './entries';

/**
 * Statements that print the running balance on some rows only (the last row of each day, of each group
 * of a day's card purchases, or a page's last row): the balance of a row that prints none is the balance
 * before it plus its amount, chained from the opening or the last printed balance. Called after the
 * chain was validated, so every printed balance after such rows has checked the rows' amounts (a break
 * there is listed as such); the balances filled here are derived, never read. Rows whose balance the
 * statement does not check (`interior`: same-timestamp postings) keep theirs. Returns the rows filled, which
 * are no checks of the running balance (the reconciliation passes them over as it does `interior` rows).
 */
export function fillUnprintedBalances(txns: Entry[], opening: number | null, interior: ReadonlySet<Entry> = new Set()): Set<Entry> {
  const filled = new Set<Entry>();
  if (!txns.some((e) => e.balance !== null)) return filled;
  let prev = opening;
  for (const e of txns) {
    if (e.balance === null && prev !== null && e.signed !== null && !interior.has(e)) {
      e.balance = prev + e.signed;
      filled.add(e);
    }
    if (e.balance !== null) prev = e.balance;
    else if (prev !== null && e.signed !== null) prev += e.signed;
    else prev = null;
  }
  return filled;
}
