import type { Affordability } from './affordability';
import type { BalanceInfo } from './balances';
import type { CashFlow } from './cash-flow';
import type { AccountKind, Reconciliation, StatementMetadata, StatementTransaction } from '../domain/statement';
import type { CategoryKey } from './categories';
import type { Income } from './income';
import type { BalanceContinuity, BreakFinding, DocumentCheck, Duplicates } from './integrity';
import type { LenderKind } from './directories/lenders';
import type { NameVerdict } from './name-match';
import type { RecurringOutflows } from './outflows';
import type { PeriodInfo } from './period';
import type { Risk } from './risk';
import type { Betting, Counterparty, Fees } from './spending';
import type { DataQuality } from './data-quality';
import type { Exceptions } from './exceptions';

/** Version of the `AnalysisResult` shape (schemas/analysis-result.schema.json). */
export const SCHEMA_VERSION = '1.0.0';

export interface StatementInfo extends StatementMetadata {
  no_of_transactions: number;
  profile: string;
  account_kind: AccountKind;
  fingerprint: string;
}

export interface AnalysedTransaction extends StatementTransaction {
  index: number;
  category: CategoryKey;
  rule_id: string;
  fee: boolean;
  counterparty: string;
  lender: { name: string; kind: LenderKind } | null;
  betting: string | null;
  own_account: boolean;
  /** What the rules decided about the row besides its category (see `TransactionFlag`). */
  flags: TransactionFlag[];
  /** The row paired with this one: a reversal and its original, or the two legs of a round trip. */
  linked_index: number | null;
  /** Savings product the money moved to or from, else null. */
  savings: string | null;
}

export type TransactionFlag =
  | 'salary_keyword'
  | 'salary_pattern'
  | 'own_account'
  | 'reversal'
  | 'reversed'
  | 'returned_item'
  | 'round_trip'
  | 'overdraft_draw'
  | 'overdraft_repayment'
  | 'overdraft_funded'
  | 'savings'
  | 'utility';

export interface NameCheck {
  fullname: string;
  statement_name: string;
  verdict: NameVerdict;
  score: number;
}

export interface Integrity extends Risk {
  balance_continuity: BalanceContinuity;
  /** Each break of the running balance (reconciliation) as a finding, explained or not. */
  balance_breaks: BreakFinding[];
  duplicates: Duplicates;
  document: DocumentCheck;
  /** Null when no `fullname` was given. */
  name_check: NameCheck | null;
}

/** The `result` of one statement's analysis. Money in major units of `statement.currency_code`. */
export interface AnalysisResult {
  schema_version: string;
  rules_version: string;
  /** `now` as ISO 8601 when given, else null. */
  generated_at: string | null;
  statement: StatementInfo;
  period: PeriodInfo;
  balances: BalanceInfo;
  cash_flow: CashFlow;
  income: Income;
  recurring_outflows: RecurringOutflows;
  betting: Betting;
  fees: Fees;
  counterparties: { top_in: Counterparty[]; top_out: Counterparty[] };
  integrity: Integrity;
  /** Whether there is enough to judge (rows, readable descriptions). */
  data_quality: DataQuality;
  affordability: Affordability;
  /** Reversals, returned items and round trips. */
  exceptions: Exceptions;
  /** The extraction's reconciliation block, as `POST /transactions` returns it. */
  reconciliation: Reconciliation;
  transactions: AnalysedTransaction[];
}
