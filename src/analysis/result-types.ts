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
}

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
  affordability: Affordability;
  /** The extraction's reconciliation block, as `POST /transactions` returns it. */
  reconciliation: Reconciliation;
  transactions: AnalysedTransaction[];
}
