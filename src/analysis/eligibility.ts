import type { LedgerRow } from './ledger';

/**
 * Income and spend exclude money that only moves between the holder's own accounts, money that came
 * back, and, for income, borrowed money:
 * - an eligible inflow is a credit that is not an own-account transfer, not an inter-account transfer
 *   (combined analysis), not a loan or overdraft disbursement, not a withdrawal from savings, not a
 *   reversal or reversed row and not part of a round trip;
 * - an eligible outflow is a debit that is not an own-account or inter-account transfer, not a
 *   deposit to savings, not a reversal or reversed row and not part of a round trip (loan repayments,
 *   overdraft-funded payments and fees stay: they are real spend).
 */
export function isEligibleInflow(row: LedgerRow): boolean {
  return row.type === 'credit' && !row.own_account && !row.inter_account && row.lender === null && !leftOut(row);
}

export function isEligibleOutflow(row: LedgerRow): boolean {
  return row.type === 'debit' && !row.own_account && !row.inter_account && !leftOut(row);
}

/** Savings moves, reversals (and what they undo) and round trips: neither income nor spend. */
function leftOut(row: LedgerRow): boolean {
  return row.savings !== null || row.reversal !== null || row.round_trip;
}

/**
 * Rows that count in flow figures (categories, monthly flows, fees, counterparties): a reversal matched
 * to its original leaves with it (nothing moved); a reversal without an original in the statement stays
 * (it moved the balance in this period) but is never income or spend.
 */
export function isFlow(row: LedgerRow): boolean {
  return row.reversal === null || row.linked === null;
}

export function total(rows: readonly LedgerRow[], keep: (r: LedgerRow) => boolean): number {
  let s = 0;
  for (const r of rows) if (keep(r)) s += r.amount;
  return s;
}

/**
 * The number of months used for every monthly average: the period's days / 30.4375 (the mean month),
 * at least 1, rounded to four decimals. Day-based so a statement from the 15th to the 14th counts as
 * one month, not two.
 */
export function monthsBasis(days: number): number {
  return Math.round(Math.max(1, days / 30.4375) * 10000) / 10000;
}
