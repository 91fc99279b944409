import { isEligibleInflow, isEligibleOutflow, total } from './eligibility';
import type { SalaryStream } from './income';
import type { LedgerRow } from './ledger';
import { major, ratio } from './numbers';

export interface Affordability {
  /** Months used for every average: days / 30.4375, at least 1 (`monthsBasis`). */
  months_basis: number;
  eligible_inflow: number;
  eligible_outflow: number;
  average_monthly_inflow: number;
  average_monthly_outflow: number;
  /** average_monthly_inflow − average_monthly_outflow. */
  average_monthly_net_inflow: number;
  /** All lender and overdraft repayments / months basis. */
  monthly_debt_service: number;
  /** monthly_debt_service / average_monthly_inflow (0..1+, four decimals); null without inflow. */
  debt_service_ratio: number | null;
  /** Sum of the median pay of salary streams paid in at least half the months; null without one. */
  monthly_salary: number | null;
  debt_service_to_salary_ratio: number | null;
  suggested_max_monthly_instalment: number;
  /** (monthly_debt_service + suggested instalment) / average_monthly_inflow. */
  debt_service_ratio_with_instalment: number | null;
  formula: string;
}

/** Share of average monthly eligible inflow that all debt service together may take. */
export const MAX_DEBT_SERVICE_RATIO = 0.35;
/** Share of the average monthly net inflow a new instalment may take. */
export const MAX_SURPLUS_SHARE = 0.5;

export const INSTALMENT_FORMULA =
  'max(0, min(0.35 × average_monthly_inflow − monthly_debt_service, 0.5 × average_monthly_net_inflow)), rounded down to the cent';

/**
 * Affordability. Every average is a total over the period divided by `months_basis`, rounded to the
 * cent; later figures use the rounded values, so each is reproducible from the ones shown.
 * The suggested maximum instalment keeps total debt service within `MAX_DEBT_SERVICE_RATIO` of
 * income and takes at most `MAX_SURPLUS_SHARE` of what is left each month after all spending
 * (existing repayments included): see `INSTALMENT_FORMULA`.
 */
export function affordabilityOf(rows: readonly LedgerRow[], basis: number, salaries: readonly SalaryStream[]): Affordability {
  const inflow = total(rows, isEligibleInflow);
  const outflow = total(rows, isEligibleOutflow);
  const avgIn = Math.round(inflow / basis);
  const avgOut = Math.round(outflow / basis);
  const avgNet = avgIn - avgOut;
  const repaid = total(rows, (r) => r.type === 'debit' && r.lender !== null && !r.inter_account && r.reversal === null);
  const debtService = Math.round(repaid / basis);
  const regular = salaries.filter((s) => s.regularity >= 0.5);
  const salary = regular.length ? regular.reduce((s, x) => s + Math.round(x.amount * 100), 0) : null;
  const byIncome = Math.floor(MAX_DEBT_SERVICE_RATIO * avgIn) - debtService;
  const bySurplus = Math.floor(MAX_SURPLUS_SHARE * avgNet);
  const instalment = Math.max(0, Math.min(byIncome, bySurplus));
  return {
    months_basis: basis,
    eligible_inflow: major(inflow),
    eligible_outflow: major(outflow),
    average_monthly_inflow: major(avgIn),
    average_monthly_outflow: major(avgOut),
    average_monthly_net_inflow: major(avgNet),
    monthly_debt_service: major(debtService),
    debt_service_ratio: ratio(debtService, avgIn),
    monthly_salary: salary === null ? null : major(salary),
    debt_service_to_salary_ratio: salary === null ? null : ratio(debtService, salary),
    suggested_max_monthly_instalment: major(instalment),
    debt_service_ratio_with_instalment: ratio(debtService + instalment, avgIn),
    formula: INSTALMENT_FORMULA,
  };
}
