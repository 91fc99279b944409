import type { LenderKind } from './directories/lenders';
import { isEligibleOutflow } from './eligibility';
import type { LedgerRow } from './ledger';
import { major } from './numbers';
import { overdraftUseOf, type OverdraftUse } from './overdraft';
import { savingsOf, type SavingsFlows } from './savings-flows';
import { isMonthly, regularity, streamOf, streamsOf } from './streams';
import { utilitiesOf, type UtilityFlow } from './utility-flows';

export interface LenderFlow {
  lender: string;
  kind: LenderKind;
  /** Credits from the lender (borrowing). */
  disbursed: number;
  disbursement_count: number;
  /** Debits to the lender (repayment). */
  repaid: number;
  repayment_count: number;
  first_date: string;
  last_date: string;
  months_active: number;
  /** `repaid` / months basis. */
  monthly_repayment: number;
}

export interface SubscriptionFlow {
  merchant: string;
  total: number;
  count: number;
  months: number;
  /** Median payment. */
  amount: number;
}

export interface RentLike {
  payee: string;
  basis: 'keyword' | 'pattern';
  amount: number;
  total: number;
  months: number;
  usual_day_of_month: number;
  regularity: number;
  /** `annual`: one large rent payment in the period (paid yearly); `monthly` otherwise. */
  frequency: 'monthly' | 'annual';
  /** The rent per month: `amount` for monthly rent, `amount / 12` for annual rent. */
  monthly_equivalent: number;
}

export interface RecurringOutflows {
  loans: LenderFlow[];
  mobile_overdrafts: LenderFlow[];
  subscriptions: SubscriptionFlow[];
  rent_like: RentLike[];
  /** Sum of all lender repayments / months basis. */
  monthly_debt_service: number;
  /** Wallet overdraft utilisation (Fuliza and the like). */
  overdraft_use: OverdraftUse;
  /** Savings products: deposits and withdrawals, neither credit nor spend. */
  savings: SavingsFlows;
  /** Electricity, water and airtime. */
  utilities: UtilityFlow[];
}

/**
 * Credit flows per lender (see `LENDERS`): credits are disbursements, debits repayments; fees and
 * inter-account transfers are left out. Digital lenders and bank loans go to `loans`, wallet-linked
 * credit (Fuliza, M-Shwari...) to `mobile_overdrafts`. Ordered by amount repaid, largest first.
 */
export function lenderFlowsOf(rows: readonly LedgerRow[], basis: number): LenderFlow[] {
  const groups = new Map<string, LedgerRow[]>();
  for (const r of rows) {
    if (r.lender === null || r.inter_account || r.reversal !== null) continue;
    const g = groups.get(r.lender.name) ?? [];
    g.push(r);
    groups.set(r.lender.name, g);
  }
  const flows = [...groups.values()].map((g) => {
    const out = g.filter((r) => r.type === 'debit');
    const inn = g.filter((r) => r.type === 'credit');
    const repaid = out.reduce((s, r) => s + r.amount, 0);
    const dates = g.map((r) => r.date).sort();
    return {
      lender: g[0].lender!.name,
      kind: g[0].lender!.kind,
      disbursed: major(inn.reduce((s, r) => s + r.amount, 0)),
      disbursement_count: inn.length,
      repaid: major(repaid),
      repayment_count: out.length,
      first_date: dates[0],
      last_date: dates[dates.length - 1],
      months_active: new Set(dates.map((d) => d.slice(0, 7))).size,
      monthly_repayment: major(Math.round(repaid / basis)),
    };
  });
  return flows.sort((a, b) => b.repaid - a.repaid || (a.lender < b.lender ? -1 : 1));
}

const RENT_WORDS = /\brent\b|landlord|\bhouse\b|apartment|\bestate\b|property|caretaker|housing|\bflat\b/i;
/** Maximum coefficient of variation of rent-like amounts. */
export const RENT_MAX_CV = 0.1;
/** A pattern rent is at least this share of the average monthly eligible inflow. */
export const RENT_MIN_SHARE = 0.05;

/**
 * Rent-like payments: eligible debits (no fees, lenders, betting, subscriptions, utilities, cash, agent
 * or card rows) to one payee in at least two months, about monthly, amounts within `RENT_MAX_CV`;
 * `keyword` when a narration says rent/landlord/house..., `pattern` when the usual day is between the
 * 25th and the 10th and the amount is at least `RENT_MIN_SHARE` of the average monthly inflow.
 * A one-off rent: a single keyword payment of at least the average monthly inflow is annual rent
 * (`frequency: 'annual'`, `monthly_equivalent` = amount / 12); on a statement of one month a single
 * keyword payment is monthly rent.
 */
export function rentLikeOf(rows: readonly LedgerRow[], monthCount: number, avgMonthlyInflow: number): RentLike[] {
  const candidates = rows.filter(
    (r) =>
      isEligibleOutflow(r) &&
      !r.fee &&
      r.lender === null &&
      r.betting === null &&
      r.subscription === null &&
      r.utility === null &&
      !['cash_and_atm', 'agency', 'POS'].includes(r.category) &&
      r.rule_id !== 'generic.mobile_banking.airtime',
  );
  const out: RentLike[] = [];
  for (const s of streamsOf(candidates)) {
    const keyword = s.rows.some((r) => RENT_WORDS.test(r.description));
    const yearly = avgMonthlyInflow > 0 && s.amount >= avgMonthlyInflow && monthCount > 1;
    if (keyword && s.rows.length === 1 && (yearly || monthCount <= 1)) {
      const annual = yearly;
      out.push({
        payee: s.name,
        basis: 'keyword',
        amount: major(s.amount),
        total: major(s.total),
        months: 1,
        usual_day_of_month: s.usual_day,
        regularity: regularity(s, monthCount),
        frequency: annual ? 'annual' : 'monthly',
        monthly_equivalent: major(annual ? Math.round(s.amount / 12) : s.amount),
      });
      continue;
    }
    if (s.months.length < 2 || !isMonthly(s) || s.cv > RENT_MAX_CV) continue;
    const aroundMonthStart = s.usual_day >= 25 || s.usual_day <= 10;
    const large = avgMonthlyInflow > 0 && s.amount >= RENT_MIN_SHARE * avgMonthlyInflow;
    if (!keyword && !(aroundMonthStart && large)) continue;
    out.push({
      payee: s.name,
      basis: keyword ? 'keyword' : 'pattern',
      amount: major(s.amount),
      total: major(s.total),
      months: s.months.length,
      usual_day_of_month: s.usual_day,
      regularity: regularity(s, monthCount),
      frequency: 'monthly',
      monthly_equivalent: major(s.amount),
    });
  }
  return out.sort((a, b) => b.total - a.total);
}

/** Debits to known subscription merchants (`SUBSCRIPTIONS`), per merchant, largest total first. */
export function subscriptionsOf(rows: readonly LedgerRow[]): SubscriptionFlow[] {
  const groups = new Map<string, LedgerRow[]>();
  for (const r of rows) {
    if (r.subscription === null || !isEligibleOutflow(r)) continue;
    groups.set(r.subscription, [...(groups.get(r.subscription) ?? []), r]);
  }
  return [...groups.entries()]
    .map(([merchant, g]) => {
      const s = streamOf(merchant, g);
      return { merchant, total: major(s.total), count: g.length, months: s.months.length, amount: major(s.amount) };
    })
    .sort((a, b) => b.total - a.total || (a.merchant < b.merchant ? -1 : 1));
}

export function recurringOutflowsOf(
  rows: readonly LedgerRow[],
  basis: number,
  period: { month_count: number; start_date: string | null; end_date: string | null },
  avgMonthlyInflowMinor: number,
): RecurringOutflows {
  const flows = lenderFlowsOf(rows, basis);
  const repaid = rows
    .filter((r) => r.lender !== null && !r.inter_account && r.reversal === null && r.type === 'debit')
    .reduce((s, r) => s + r.amount, 0);
  return {
    loans: flows.filter((f) => f.kind !== 'mobile_overdraft'),
    mobile_overdrafts: flows.filter((f) => f.kind === 'mobile_overdraft'),
    subscriptions: subscriptionsOf(rows),
    rent_like: rentLikeOf(rows, period.month_count, avgMonthlyInflowMinor),
    monthly_debt_service: major(Math.round(repaid / basis)),
    overdraft_use: overdraftUseOf(rows, basis, period),
    savings: savingsOf(rows),
    utilities: utilitiesOf(rows, basis),
  };
}
