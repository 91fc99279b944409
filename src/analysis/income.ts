import { isEligibleInflow, total } from './eligibility';
import type { LedgerRow } from './ledger';
import { major } from './numbers';
import { isMonthly, regularity, streamsOf, type Stream } from './streams';

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

export interface Income {
  salaries: SalaryStream[];
  other_recurring_inflows: RecurringStream[];
  /** Credits from the holder's own accounts (excluded from income). */
  own_account_inflow: number;
  /** Credits from lenders and overdrafts (excluded from income). */
  borrowed_inflow: number;
}

/** Payer names that look like an organisation rather than a person. */
const ORGANISATION =
  /\b(LTD|PLC|CO|INC|LLC|LLP|GROUP|GOVT|GOVERNMENT|MINISTRY|COUNTY|COMMISSION|UNIVERSITY|COLLEGE|SCHOOL|HOSPITAL|AUTHORITY|SERVICES|ENTERPRISES?|HOLDINGS|INTL|FOUNDATION|TRUST|CORP|CORPORATION|AGENCY|COUNCIL|BOARD|SOLUTIONS|TECHNOLOGIES|INDUSTRIES|TREASURY|PAYROLL)\b/;

/** Payers that are banks or wallets: money from them is usually the holder's own, never a pattern salary. */
const BANK_OR_WALLET = /\b(BANK|BULK|SACCO|M ?PESA|WALLET|MOBILE MONEY)\b/;

/** Maximum coefficient of variation of a pattern salary's amounts. */
export const SALARY_MAX_CV = 0.15;

/**
 * Income rules, over eligible inflows (see `isEligibleInflow`):
 * - keyword salary: credits categorised `payroll_and_salary`, grouped by payer (one stream per payer,
 *   `UNNAMED PAYER` when the narration names none), whatever their number;
 * - pattern salary: another payer paying in at least two months, about once a month (`isMonthly`),
 *   amounts within `SALARY_MAX_CV`, whose name looks like an organisation or whose narration is an
 *   M-Pesa "Business Payment", and which is not a bank or wallet (`BANK_OR_WALLET`: bank-to-wallet
 *   moves are usually the holder's own money);
 * - other recurring inflows: any remaining payer paying in at least two distinct months.
 * Streams are ordered by total, largest first.
 */
export function incomeOf(rows: readonly LedgerRow[], monthCount: number): Income {
  const eligible = rows.filter(isEligibleInflow);
  const keyword = eligible.filter((r) => r.category === 'payroll_and_salary');
  const others = eligible.filter((r) => r.category !== 'payroll_and_salary' && r.betting === null);
  const salaries = streamsOf(keyword, 'UNNAMED PAYER').map((s) => salary(s, 'keyword', monthCount));
  const other: RecurringStream[] = [];
  for (const s of streamsOf(others)) {
    if (s.months.length < 2) continue;
    const business = s.rows.some((r) => /business payment/i.test(r.description));
    const employerLike = (ORGANISATION.test(s.name) || business) && !BANK_OR_WALLET.test(s.name);
    if (isMonthly(s) && s.cv <= SALARY_MAX_CV && employerLike) {
      salaries.push(salary(s, 'pattern', monthCount));
    } else {
      other.push(recurring(s, monthCount));
    }
  }
  return {
    salaries: salaries.sort((a, b) => b.total - a.total),
    other_recurring_inflows: other.sort((a, b) => b.total - a.total),
    own_account_inflow: major(total(rows, (r) => r.type === 'credit' && r.own_account && !r.inter_account)),
    borrowed_inflow: major(total(rows, (r) => r.type === 'credit' && r.lender !== null && !r.inter_account)),
  };
}

function salary(s: Stream, basis: SalaryStream['basis'], monthCount: number): SalaryStream {
  return {
    payer: s.name,
    basis,
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
