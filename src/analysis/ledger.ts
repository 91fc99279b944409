import { toMinor } from '../domain/money';
import type { ExtractedStatement, TransactionType } from '../domain/statement';
import { categorise } from './categorise';
import type { CategoryKey } from './categories';
import { BETTING } from './directories/betting';
import { BANK_LOAN_PATTERN, LENDERS, type LenderKind } from './directories/lenders';
import { firstNamed } from './directories/match';
import { SAVINGS } from './directories/savings';
import { SUBSCRIPTIONS } from './directories/subscriptions';
import { UTILITIES, type UtilityKind } from './directories/utilities';
import { nameTokens } from './name-match';
import { counterpartyOf, normaliseName, normaliseNarration } from './narration';
import { isOwnAccount } from './own-account';
import { returnedKindOf, type ReturnedKind } from './returned-items';
import { matchReversals } from './reversals';
import { matchRoundTrips } from './round-trips';
import type { RuleTable } from './rules/rule-types';
import { markPatternSalaries } from './salary';

/** One transaction with everything the analysis rules derive from it. Money in minor units. */
export interface LedgerRow {
  /** Position of the statement in a combined analysis (0 for a single analysis). */
  statement: number;
  /** Position of the row in its statement's `transactions`. */
  index: number;
  date: string;
  time: string | null;
  description: string;
  reference: string | null;
  type: TransactionType;
  amount: number;
  balance: number | null;
  category: CategoryKey;
  rule_id: string;
  fee: boolean;
  /** Normalised other party: the known lender or betting operator, else `counterpartyOf`. */
  counterparty: string;
  lender: { name: string; kind: LenderKind } | null;
  betting: string | null;
  subscription: string | null;
  /** The holder is the other party (see `isOwnAccount`) and the row is not salary, credit or savings. */
  own_account: boolean;
  /** Matched as a transfer between two submitted statements (combined analysis only). */
  inter_account: boolean;
  /** Savings product the money moves to or from (`SAVINGS`): neither income, spend nor credit. */
  savings: string | null;
  /** Wallet overdraft role: a draw (credit), a repayment (debit) or a payment funded by the overdraft. */
  overdraft: 'draw' | 'repayment' | 'funded_spend' | null;
  /** Product whose overdraft funded this payment (with `overdraft: 'funded_spend'`). */
  funded_by: string | null;
  utility: UtilityKind | null;
  /** How the row was recognised as salary (`payroll_and_salary`), else null. */
  salary: 'keyword' | 'pattern' | null;
  /** `reversal`: the row undoes another; `original`: the row undone. Both leave every flow figure. */
  reversal: 'reversal' | 'original' | null;
  /** Returned, unpaid or bounced item (cheque, debit order, standing order...), else null. */
  returned_item: ReturnedKind | null;
  /** Money out and back to the same party within days, or in and out the same day (see `matchRoundTrips`). */
  round_trip: boolean;
  /** Index of the row this one is paired with (reversal/original or round trip), else null. */
  linked: number | null;
}

export interface LedgerOptions {
  fullname?: string;
  statementIndex?: number;
  table?: RuleTable;
}

const bankLoan = new RegExp(BANK_LOAN_PATTERN, 'i');

const lenderRegex = new Map<string, RegExp>();
const rx = (source: string): RegExp => {
  let r = lenderRegex.get(source);
  if (!r) lenderRegex.set(source, (r = new RegExp(source, 'i')));
  return r;
};

interface CreditUse {
  lender: LedgerRow['lender'];
  overdraft: LedgerRow['overdraft'];
  funded_by: string | null;
}

/**
 * The credit side of a row. A known lender's row is a disbursement (credit) or repayment (debit),
 * unless its `unless` pattern matches (a savings move); a debit matching the lender's `funded_spend`
 * but not its `repayment` pattern is spending paid with the overdraft, not credit.
 */
function creditUseOf(description: string, type: TransactionType, fee: boolean, company: string): CreditUse {
  const none: CreditUse = { lender: null, overdraft: null, funded_by: null };
  if (fee) return none;
  const text = normaliseNarration(description);
  const known = LENDERS.find((e) => rx(e.pattern).test(text) && !(e.unless && rx(e.unless).test(text)));
  if (known) {
    if (type === 'debit' && known.funded_spend && rx(known.funded_spend).test(text) && !(known.repayment && rx(known.repayment).test(text))) {
      return { lender: null, overdraft: 'funded_spend', funded_by: known.name };
    }
    const overdraft = known.overdraft ? (type === 'credit' ? 'draw' : 'repayment') : null;
    return { lender: { name: known.name, kind: known.kind }, overdraft, funded_by: null };
  }
  if (bankLoan.test(text)) return { ...none, lender: { name: company || 'Bank loan', kind: 'bank_loan' } };
  return none;
}

function utilityOf(description: string, type: TransactionType, fee: boolean, ruleId: string): UtilityKind | null {
  if (type !== 'debit' || fee) return null;
  if (ruleId.endsWith('.airtime')) return 'airtime';
  return firstNamed(UTILITIES, description)?.kind ?? null;
}

/** Holder names to look for in narrations: the statement's own and the caller's `fullname`. */
export function holderNames(statement: ExtractedStatement, fullname?: string): string[] {
  return [statement.name, fullname ?? ''].filter((n) => n.trim() !== '');
}

/**
 * The counterparty without the holder's name when it names the holder (two name tokens or more):
 * "GLOBALTECH SOLUTIONS LTD JANE DOE" → "GLOBALTECH SOLUTIONS LTD".
 */
function withoutHolder(name: string, holder: ReadonlySet<string>): string {
  const words = name.split(' ');
  if (words.filter((w) => holder.has(w.toLowerCase())).length < 2) return name;
  const kept = words.filter((w) => !holder.has(w.toLowerCase()));
  return kept.length ? kept.join(' ') : name;
}

/**
 * Annotate every transaction of a statement (pure; the statement is not modified). Order of the
 * rules: per row (category, credit use, savings, betting, utility, own-account); then pattern
 * salaries over all rows (so a monthly employer credit is salary before it can be own-account), then
 * reversals matched to their originals, then round trips.
 */
export function buildLedger(statement: ExtractedStatement, options: LedgerOptions = {}): LedgerRow[] {
  const names = holderNames(statement, options.fullname);
  const holder = new Set(names.flatMap((n) => nameTokens(n)).filter((t) => t.length >= 3));
  const ctx = { profile: statement.profile, account_kind: statement.account_kind, table: options.table };
  const rows = statement.transactions.map((tx, index): LedgerRow => {
    const detail = statement.details[index];
    const cat = categorise(tx, ctx);
    const use = creditUseOf(tx.description, tx.type, cat.fee, statement.company);
    const lender = use.lender;
    const savings = cat.fee || lender ? null : (firstNamed(SAVINGS, tx.description)?.name ?? null);
    const betting = cat.fee ? null : (firstNamed(BETTING, tx.description)?.name ?? null);
    const known = lender && lender.kind !== 'bank_loan' ? lender.name : betting;
    const salary = cat.category === 'payroll_and_salary' ? 'keyword' : null;
    const own = !cat.fee && lender === null && savings === null && salary === null && isOwnAccount(tx.description, tx.type, names);
    return {
      statement: options.statementIndex ?? 0,
      index,
      date: tx.date,
      time: detail?.time ?? null,
      description: tx.description,
      reference: detail?.reference ?? null,
      type: tx.type,
      amount: toMinor(Math.abs(tx.amount)),
      balance: tx.balance === null ? null : toMinor(tx.balance),
      category: cat.category,
      rule_id: cat.rule_id,
      fee: cat.fee,
      counterparty: known && known !== 'Other gambling' ? normaliseName(known) : withoutHolder(counterpartyOf(tx.description, tx.type), holder),
      lender,
      betting,
      subscription: tx.type === 'debit' && !cat.fee ? (firstNamed(SUBSCRIPTIONS, tx.description)?.name ?? null) : null,
      own_account: own,
      inter_account: false,
      savings,
      overdraft: use.overdraft,
      funded_by: use.funded_by,
      utility: utilityOf(tx.description, tx.type, cat.fee, cat.rule_id),
      salary,
      reversal: null,
      returned_item: returnedKindOf(tx.description),
      round_trip: false,
      linked: null,
    };
  });
  markPatternSalaries(rows);
  matchReversals(rows);
  matchRoundTrips(rows);
  return rows;
}
