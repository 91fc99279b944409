import { dayNumber } from './dates';
import { isEligibleOutflow, total } from './eligibility';
import type { LedgerRow } from './ledger';
import { major, percentOf } from './numbers';

export interface OverdraftUse {
  /** Wallet overdraft draws (Fuliza "OverDraft of Credit Party", MTN XtraCash...). */
  draws: number;
  draw_count: number;
  /** draw_count / months basis (two decimals). */
  draws_per_month: number;
  months_with_draws: number;
  /** Overdraft repayments ("OD Loan Repayment"): the only overdraft rows that are debt service. */
  repaid: number;
  repayment_count: number;
  /** Payments made with the overdraft ("Customer Transfer Fuliza M-Pesa to..."): spending, not repayment. */
  funded_spend: number;
  funded_spend_count: number;
  /** funded_spend / eligible outflow × 100; null without outflow. */
  share_of_spend_funded: number | null;
  /** Days of the period ending with an overdraft outstanding (cumulative draws above repayments). */
  days_in_overdraft: number;
  providers: string[];
}

/**
 * Wallet overdraft utilisation. Draws are `mobile_overdraft` credits, repayments their debits,
 * funded spend the debits paid with the overdraft (see `creditUseOf`). Outstanding at the end of a day
 * = draws − repayments up to that day, never below zero; a day with an outstanding amount is a day in
 * overdraft (days of the period only).
 */
export function overdraftUseOf(
  rows: readonly LedgerRow[],
  basis: number,
  period: { start_date: string | null; end_date: string | null },
): OverdraftUse {
  const live = rows.filter((r) => !r.inter_account && r.reversal === null);
  const draws = live.filter((r) => r.overdraft === 'draw');
  const repayments = live.filter((r) => r.overdraft === 'repayment');
  const funded = live.filter((r) => r.overdraft === 'funded_spend');
  const fundedTotal = total(funded, () => true);
  let days = 0;
  if (period.start_date && period.end_date && draws.length) {
    const delta = new Map<number, number>();
    for (const r of [...draws, ...repayments]) {
      const d = dayNumber(r.date);
      delta.set(d, (delta.get(d) ?? 0) + (r.overdraft === 'draw' ? r.amount : -r.amount));
    }
    let outstanding = 0;
    for (let d = dayNumber(period.start_date); d <= dayNumber(period.end_date); d++) {
      outstanding = Math.max(0, outstanding + (delta.get(d) ?? 0));
      if (outstanding > 0) days += 1;
    }
  }
  const providers = [...new Set([...draws, ...repayments].map((r) => r.lender!.name).concat(funded.map((r) => r.funded_by!)))].sort();
  return {
    draws: major(total(draws, () => true)),
    draw_count: draws.length,
    draws_per_month: Math.round((draws.length / basis) * 100) / 100,
    months_with_draws: new Set(draws.map((r) => r.date.slice(0, 7))).size,
    repaid: major(total(repayments, () => true)),
    repayment_count: repayments.length,
    funded_spend: major(fundedTotal),
    funded_spend_count: funded.length,
    share_of_spend_funded: percentOf(fundedTotal, total(rows, isEligibleOutflow)),
    days_in_overdraft: days,
    providers,
  };
}
