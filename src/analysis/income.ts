import { monthOf } from './dates';
import { isEligibleInflow, total } from './eligibility';
import type { LedgerRow } from './ledger';
import { coefficientOfVariation, major, median, percentOf } from './numbers';
import { regularity, streamsOf, type Stream } from './streams';

export { SALARY_MAX_CV } from './salary';

export interface SalaryStream {
  payer: string;
  /** `keyword`: narrations say salary/payroll/wages; `pattern`: a stable monthly payment from an organisation. */
  basis: 'keyword' | 'pattern';
  /** Median payment. */
  amount: number;
  total: number;
  count: number;
  months_paid: number;
  usual_day_of_month: number;
  regularity: number;
  last_date: string;
}

export interface RecurringStream {
  counterparty: string;
  amount: number;
  total: number;
  count: number;
  months: number;
  usual_day_of_month: number;
  regularity: number;
}

export interface IncomeStability {
  /** Months of the period with at least one eligible credit. */
  months_with_income: number;
  month_count: number;
  /** Eligible inflow per month of the period, months without income included as 0. */
  monthly: { month: string; inflow: number; salary: number }[];
  /** Coefficient of variation of the monthly eligible inflow (four decimals); null with fewer than two months. */
  coefficient_of_variation: number | null;
  /** Least-squares slope of monthly eligible inflow, per month, as a share of the mean (four decimals). */
  trend_slope: number | null;
  /** `rising` / `falling` when the slope is beyond ±`TREND_THRESHOLD` of the mean per month, else `stable`. */
  trend: 'rising' | 'falling' | 'stable' | 'unknown';
}

export interface SalaryOutlier {
  month: string;
  salary: number;
  /** Median monthly salary over the months paid. */
  median: number;
  /** (salary − median) / median (four decimals). */
  deviation: number;
}

export interface LargeCredit {
  index: number;
  date: string;
  amount: number;
  description: string;
  /** amount / average monthly eligible inflow (four decimals). */
  share_of_monthly_inflow: number | null;
}

export interface Income {
  salaries: SalaryStream[];
  other_recurring_inflows: RecurringStream[];
  /** Credits from the holder's own accounts (excluded from income). */
  own_account_inflow: number;
  /** Credits from lenders and overdrafts (excluded from income). */
  borrowed_inflow: number;
  /** Withdrawals from savings products (excluded from income). */
  savings_withdrawn: number;
  /** Reversals, refunds and returned items credited (excluded from income). */
  reversed_inflow: number;
  /** Round-trip credits (excluded from income). */
  round_trip_inflow: number;
  /** Eligible credits in `payroll_and_salary` (equals the salary streams' totals). */
  salary_total: number;
  /** Eligible cash and agent deposits. */
  cash_deposits: { total: number; count: number; share_of_inflow: number | null };
  stability: IncomeStability;
  /** Months whose salary differs from the median month by more than `SALARY_OUTLIER_SHARE`. */
  salary_outliers: SalaryOutlier[];
  large_credits: LargeCredit[];
}

/** A month's salary this far (share) from the median month is an outlier. */
export const SALARY_OUTLIER_SHARE = 0.25;
/** Trend threshold: slope per month as a share of mean monthly inflow. */
export const TREND_THRESHOLD = 0.05;
/** A large credit is at least this share of the average monthly eligible inflow... */
export const LARGE_CREDIT_SHARE = 0.5;
/** ...and at least this many times the median eligible credit. */
export const LARGE_CREDIT_MEDIAN_MULTIPLE = 3;

const CASH = new Set(['cash_and_atm', 'agency']);

/**
 * Income rules, over eligible inflows (see `isEligibleInflow`):
 * - salaries: eligible credits categorised `payroll_and_salary`, by keyword or by pattern (decided in
 *   the ledger, `markPatternSalaries`), grouped by payer (merged by `payerKey`; `UNNAMED PAYER` when
 *   the narration names none), whatever their number;
 * - other recurring inflows: any other payer (not betting, not a cash or agent deposit: a branch or
 *   an agent is not a source of income) paying in at least two distinct months;
 * - stability: months with income, coefficient of variation and trend of the monthly eligible inflow;
 * - salary outliers: months whose salary is more than `SALARY_OUTLIER_SHARE` from the median month;
 * - large credits: non-salary eligible credits of at least `LARGE_CREDIT_SHARE` of the average monthly
 *   eligible inflow and `LARGE_CREDIT_MEDIAN_MULTIPLE` times the median eligible credit.
 * Streams are ordered by total, largest first.
 */
export function incomeOf(rows: readonly LedgerRow[], months: readonly string[], basis: number): Income {
  const monthCount = months.length;
  const eligible = rows.filter(isEligibleInflow);
  const paid = eligible.filter((r) => r.category === 'payroll_and_salary');
  const others = eligible.filter((r) => r.category !== 'payroll_and_salary' && r.betting === null && !CASH.has(r.category));
  const salaries = streamsOf(paid, 'UNNAMED PAYER').map((s) => salary(s, monthCount));
  const other = streamsOf(others)
    .filter((s) => s.months.length >= 2)
    .map((s) => recurring(s, monthCount));
  const inflow = total(eligible, () => true);
  const cash = eligible.filter((r) => CASH.has(r.category));
  const credits = (keep: (r: LedgerRow) => boolean) => major(total(rows, (r) => r.type === 'credit' && !r.inter_account && keep(r)));
  return {
    salaries: salaries.sort((a, b) => b.total - a.total),
    other_recurring_inflows: other.sort((a, b) => b.total - a.total),
    own_account_inflow: credits((r) => r.own_account),
    borrowed_inflow: credits((r) => r.lender !== null),
    savings_withdrawn: credits((r) => r.savings !== null && r.lender === null),
    reversed_inflow: credits((r) => r.reversal !== null && r.lender === null && r.savings === null && !r.own_account),
    round_trip_inflow: credits((r) => r.round_trip),
    salary_total: major(total(paid, () => true)),
    cash_deposits: {
      total: major(total(cash, () => true)),
      count: cash.length,
      share_of_inflow: percentOf(
        total(cash, () => true),
        inflow,
      ),
    },
    stability: stabilityOf(eligible, months),
    salary_outliers: salaryOutliers(paid),
    large_credits: largeCredits(eligible, inflow / basis),
  };
}

function stabilityOf(eligible: readonly LedgerRow[], months: readonly string[]): IncomeStability {
  const per = new Map(months.map((m) => [m, { inflow: 0, salary: 0 }]));
  for (const r of eligible) {
    const m = per.get(monthOf(r.date));
    if (!m) continue;
    m.inflow += r.amount;
    if (r.category === 'payroll_and_salary') m.salary += r.amount;
  }
  const values = months.map((m) => per.get(m)!.inflow);
  const mean = values.reduce((s, v) => s + v, 0) / (values.length || 1);
  let slope: number | null = null;
  if (values.length >= 2 && mean > 0) {
    const n = values.length;
    const xm = (n - 1) / 2;
    let num = 0;
    let den = 0;
    values.forEach((v, i) => {
      num += (i - xm) * (v - mean);
      den += (i - xm) ** 2;
    });
    slope = Math.round((num / den / mean) * 10000) / 10000;
  }
  return {
    months_with_income: values.filter((v) => v > 0).length,
    month_count: months.length,
    monthly: months.map((month) => ({ month, inflow: major(per.get(month)!.inflow), salary: major(per.get(month)!.salary) })),
    coefficient_of_variation: values.length >= 2 && mean > 0 ? Math.round(coefficientOfVariation(values) * 10000) / 10000 : null,
    trend_slope: slope,
    trend: slope === null ? 'unknown' : slope > TREND_THRESHOLD ? 'rising' : slope < -TREND_THRESHOLD ? 'falling' : 'stable',
  };
}

function salaryOutliers(paid: readonly LedgerRow[]): SalaryOutlier[] {
  const per = new Map<string, number>();
  for (const r of paid) per.set(monthOf(r.date), (per.get(monthOf(r.date)) ?? 0) + r.amount);
  if (per.size < 3) return [];
  const mid = median([...per.values()]);
  if (mid <= 0) return [];
  return [...per.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .filter(([, v]) => Math.abs(v - mid) > SALARY_OUTLIER_SHARE * mid)
    .map(([month, v]) => ({ month, salary: major(v), median: major(mid), deviation: Math.round(((v - mid) / mid) * 10000) / 10000 }));
}

function largeCredits(eligible: readonly LedgerRow[], avgMonthly: number): LargeCredit[] {
  if (eligible.length === 0 || avgMonthly <= 0) return [];
  const mid = median(eligible.map((r) => r.amount));
  return eligible
    .filter(
      (r) => r.category !== 'payroll_and_salary' && r.amount >= LARGE_CREDIT_SHARE * avgMonthly && r.amount >= LARGE_CREDIT_MEDIAN_MULTIPLE * mid,
    )
    .map((r) => ({
      index: r.index,
      date: r.date,
      amount: major(r.amount),
      description: r.description,
      share_of_monthly_inflow: Math.round((r.amount / avgMonthly) * 10000) / 10000,
    }));
}

function salary(s: Stream, monthCount: number): SalaryStream {
  return {
    payer: s.name,
    basis: s.rows.every((r) => r.salary === 'pattern') ? 'pattern' : 'keyword',
    amount: major(s.amount),
    total: major(s.total),
    count: s.rows.length,
    months_paid: s.months.length,
    usual_day_of_month: s.usual_day,
    regularity: regularity(s, monthCount),
    last_date: s.rows.map((r) => r.date).sort()[s.rows.length - 1],
  };
}

export function recurring(s: Stream, monthCount: number): RecurringStream {
  return {
    counterparty: s.name,
    amount: major(s.amount),
    total: major(s.total),
    count: s.rows.length,
    months: s.months.length,
    usual_day_of_month: s.usual_day,
    regularity: regularity(s, monthCount),
  };
}
