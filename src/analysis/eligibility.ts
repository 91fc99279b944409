import type { LedgerRow } from './ledger';

/**
 * Income and spend exclude money that only moves between the holder's own accounts and, for
 * income, borrowed money:
 * - an eligible inflow is a credit that is not an own-account transfer, not an inter-account transfer
 *   (combined analysis) and not a loan or overdraft disbursement;
 * - an eligible outflow is a debit that is not an own-account or inter-account transfer (loan
 *   repayments and fees stay: they are real spend).
 */
export function isEligibleInflow(row: LedgerRow): boolean {
  return row.type === 'credit' && !row.own_account && !row.inter_account && row.lender === null;
}

export function isEligibleOutflow(row: LedgerRow): boolean {
  return row.type === 'debit' && !row.own_account && !row.inter_account;
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
