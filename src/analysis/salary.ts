import { ORGANISATION } from './directories/organisations';
import type { LedgerRow } from './ledger';
import { isMonthly, streamsOf } from './streams';

/** Maximum coefficient of variation of a pattern salary's amounts. */
export const SALARY_MAX_CV = 0.15;

/** Payers that are banks or wallets: money from them is usually the holder's own, never a pattern salary. */
const BANK_OR_WALLET = /\b(BANK|BULK|SACCO|M ?PESA|WALLET|MOBILE MONEY)\b/;

/** Credits that may be pay: not fees, credit, savings, betting, cash or agent deposits, keyword salary. */
function candidate(r: LedgerRow): boolean {
  return (
    r.type === 'credit' &&
    !r.fee &&
    !r.inter_account &&
    r.lender === null &&
    r.savings === null &&
    r.betting === null &&
    r.salary === null &&
    r.category !== 'cash_and_atm' &&
    r.category !== 'agency'
  );
}

/**
 * Pattern salary, decided before own-account transfers are set aside: a payer (merged by `payerKey`)
 * paying in at least two months, about once a month (`isMonthly`), amounts within `SALARY_MAX_CV`,
 * whose name looks like an organisation (`ORGANISATION`) or whose narration is an M-Pesa "Business
 * Payment", and which is not a bank or wallet. Its rows become `payroll_and_salary` (rule
 * `pattern.salary`), so the legacy report, the cash-flow categories, the rows and `income.salaries`
 * agree; they are never own-account. The rows passed in are updated.
 */
export function markPatternSalaries(rows: LedgerRow[]): void {
  for (const s of streamsOf(rows.filter(candidate))) {
    if (s.months.length < 2 || !isMonthly(s) || s.cv > SALARY_MAX_CV) continue;
    const business = s.rows.some((r) => /business payment/i.test(r.description));
    if (!(ORGANISATION.test(s.name) || business) || BANK_OR_WALLET.test(s.name)) continue;
    for (const r of s.rows) {
      r.salary = 'pattern';
      r.category = 'payroll_and_salary';
      r.rule_id = 'pattern.salary';
      r.own_account = false;
    }
  }
}
