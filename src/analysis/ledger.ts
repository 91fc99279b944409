import { toMinor } from '../domain/money';
import type { ExtractedStatement, TransactionType } from '../domain/statement';
import { categorise } from './categorise';
import type { CategoryKey } from './categories';
import { BETTING } from './directories/betting';
import { BANK_LOAN_PATTERN, LENDERS, type LenderKind } from './directories/lenders';
import { firstNamed } from './directories/match';
import { SUBSCRIPTIONS } from './directories/subscriptions';
import { narrationNamesHolder } from './name-match';
import { counterpartyOf, normaliseName, normaliseNarration } from './narration';
import type { RuleTable } from './rules/rule-types';

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
  /** The narration names the holder (see `narrationNamesHolder`) and the row is not salary or credit. */
  own_account: boolean;
  /** Matched as a transfer between two submitted statements (combined analysis only). */
  inter_account: boolean;
}

export interface LedgerOptions {
  fullname?: string;
  statementIndex?: number;
  table?: RuleTable;
}

const bankLoan = new RegExp(BANK_LOAN_PATTERN, 'i');

function lenderOf(description: string, fee: boolean, company: string): LedgerRow['lender'] {
  if (fee) return null;
  const known = firstNamed(LENDERS, description);
  if (known) return { name: known.name, kind: known.kind };
  if (bankLoan.test(normaliseNarration(description))) return { name: company || 'Bank loan', kind: 'bank_loan' };
  return null;
}

/** Holder names to look for in narrations: the statement's own and the caller's `fullname`. */
export function holderNames(statement: ExtractedStatement, fullname?: string): string[] {
  return [statement.name, fullname ?? ''].filter((n) => n.trim() !== '');
}

/** Annotate every transaction of a statement (pure; the statement is not modified). */
export function buildLedger(statement: ExtractedStatement, options: LedgerOptions = {}): LedgerRow[] {
  const names = holderNames(statement, options.fullname);
  const ctx = { profile: statement.profile, account_kind: statement.account_kind, table: options.table };
  return statement.transactions.map((tx, index) => {
    const detail = statement.details[index];
    const cat = categorise(tx, ctx);
    const lender = lenderOf(tx.description, cat.fee, statement.company);
    const betting = cat.fee ? null : (firstNamed(BETTING, tx.description)?.name ?? null);
    const known = lender && lender.kind !== 'bank_loan' ? lender.name : betting;
    const own = !cat.fee && lender === null && cat.category !== 'payroll_and_salary' && narrationNamesHolder(tx.description, names);
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
      counterparty: known && known !== 'Other gambling' ? normaliseName(known) : counterpartyOf(tx.description),
      lender,
      betting,
      subscription: tx.type === 'debit' && !cat.fee ? (firstNamed(SUBSCRIPTIONS, tx.description)?.name ?? null) : null,
      own_account: own,
      inter_account: false,
    };
  });
}
