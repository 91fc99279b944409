import type { ExtractedStatement } from '../domain/statement';
import { affordabilityOf } from './affordability';
import { balancesOf } from './balances';
import { cashFlowOf } from './cash-flow';
import { monthsBasis } from './eligibility';
import { statementFingerprint } from './fingerprint';
import { incomeOf } from './income';
import { breakFindingsOf, continuityOf, documentCheckOf, duplicatesOf } from './integrity';
import { buildLedger, type LedgerRow } from './ledger';
import { dataQualityOf } from './data-quality';
import { exceptionsOf } from './exceptions';
import { compareNames } from './name-match';
import { major } from './numbers';
import { recurringOutflowsOf } from './outflows';
import { periodOf, type PeriodInfo } from './period';
import type { AnalysedTransaction, AnalysisResult, NameCheck, TransactionFlag } from './result-types';
import { SCHEMA_VERSION } from './result-types';
import { riskOf } from './risk';
import { RULE_TABLE } from './rules/rule-table';
import { bettingOf, feesOf, topCounterparties } from './spending';

export interface AnalyseOptions {
  /** The analysis time (for `generated_at` and statement age); never read from the clock here. */
  now?: Date;
  /** The applicant's name, to check against the holder and to recognise own-account transfers. */
  fullname?: string;
  /** Gap threshold in days (default 7). */
  gapDays?: number;
}

/** The money-flow sections shared by a single analysis and a consolidated view. */
export function flowSections(rows: readonly LedgerRow[], period: PeriodInfo) {
  const basis = monthsBasis(period.days);
  const cash_flow = cashFlowOf(rows, period.months);
  const income = incomeOf(rows, period.months, basis);
  const affordability = affordabilityOf(rows, basis, income.salaries);
  const avgInMinor = Math.round(affordability.average_monthly_inflow * 100);
  return {
    cash_flow,
    income,
    recurring_outflows: recurringOutflowsOf(rows, basis, period, avgInMinor),
    betting: bettingOf(rows),
    fees: feesOf(rows, basis),
    counterparties: topCounterparties(rows),
    affordability,
    exceptions: exceptionsOf(rows),
  };
}

/** Flags of a row, for the dashboard and exports: what the rules decided about it besides its category. */
function flagsOf(r: LedgerRow): TransactionFlag[] {
  const flags: TransactionFlag[] = [];
  if (r.salary) flags.push(r.salary === 'pattern' ? 'salary_pattern' : 'salary_keyword');
  if (r.own_account) flags.push('own_account');
  if (r.reversal === 'reversal') flags.push('reversal');
  if (r.reversal === 'original') flags.push('reversed');
  if (r.returned_item) flags.push('returned_item');
  if (r.round_trip) flags.push('round_trip');
  if (r.overdraft === 'draw') flags.push('overdraft_draw');
  if (r.overdraft === 'repayment') flags.push('overdraft_repayment');
  if (r.overdraft === 'funded_spend') flags.push('overdraft_funded');
  if (r.savings) flags.push('savings');
  if (r.utility) flags.push('utility');
  return flags;
}

function transactionOf(r: LedgerRow): AnalysedTransaction {
  return {
    index: r.index,
    date: r.date,
    description: r.description,
    amount: major(r.amount),
    type: r.type,
    balance: r.balance === null ? null : major(r.balance),
    category: r.category,
    rule_id: r.rule_id,
    fee: r.fee,
    counterparty: r.counterparty,
    lender: r.lender,
    betting: r.betting,
    own_account: r.own_account,
    flags: flagsOf(r),
    linked_index: r.linked,
    savings: r.savings,
  };
}

/** The full analysis of one statement. Pure: same statement and options, same result. */
export function analyseStatement(statement: ExtractedStatement, options: AnalyseOptions = {}): AnalysisResult {
  const rows = buildLedger(statement, { fullname: options.fullname });
  const period = periodOf(rows, statement, { gapDays: options.gapDays, now: options.now });
  const flows = flowSections(rows, period);
  const continuity = continuityOf(statement.validation);
  const duplicates = duplicatesOf(rows);
  const balance_breaks = breakFindingsOf(statement.reconciliation);
  const document = documentCheckOf(statement.document, period.end_date);
  const name_check: NameCheck | null = options.fullname
    ? { fullname: options.fullname, statement_name: statement.name, ...compareNames(options.fullname, statement.name) }
    : null;
  const data_quality = dataQualityOf(rows);
  const risk = riskOf({
    continuity,
    duplicates,
    document,
    transactions: rows.length,
    reconciliation: statement.reconciliation.verdict,
    balance_breaks,
    name_verdict: name_check?.verdict ?? null,
    days_since_end: period.days_since_end,
    data_quality: data_quality.verdict,
    readable: { readable: data_quality.readable_descriptions, rows: rows.length },
    round_trips: flows.exceptions.round_trips.count,
    returned_items: flows.exceptions.returned_items.count,
  });
  return {
    schema_version: SCHEMA_VERSION,
    rules_version: RULE_TABLE.version,
    generated_at: options.now ? options.now.toISOString() : null,
    statement: {
      name: statement.name,
      account: statement.account,
      contacts: statement.contacts,
      company: statement.company,
      currency: statement.currency,
      currency_code: statement.currency_code,
      start_date: statement.start_date,
      end_date: statement.end_date,
      no_of_transactions: statement.transactions.length,
      profile: statement.profile,
      account_kind: statement.account_kind,
      fingerprint: statementFingerprint(statement),
    },
    period,
    balances: balancesOf(rows, statement.validation, period),
    ...flows,
    integrity: { ...risk, balance_continuity: continuity, balance_breaks, duplicates, document, name_check },
    data_quality,
    reconciliation: statement.reconciliation,
    transactions: rows.map(transactionOf),
  };
}
