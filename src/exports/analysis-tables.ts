import type { AnalysisResult } from '../analysis/result-types';
import type { CombinedResult } from '../analysis/combined';
import type { Reconciliation } from '../domain/statement';
import type { Cell, Column, Table } from './rows';

export interface NamedTable extends Table {
  name: string;
}

const col = (key: string, kind: Column['kind'] = 'text'): Column => ({ key, header: key, kind });

/** The reconciliation block, when the result carries one (added to every result by the extraction). */
export function reconciliationOf(result: AnalysisResult): Reconciliation | null {
  return (result as AnalysisResult & { reconciliation?: Reconciliation }).reconciliation ?? null;
}

function summary(r: AnalysisResult): NamedTable {
  const rec = reconciliationOf(r);
  const pairs: [string, Cell, Column['kind']][] = [
    ['name', r.statement.name, 'text'],
    ['account', r.statement.account, 'text'],
    ['company', r.statement.company, 'text'],
    ['currency_code', r.statement.currency_code, 'text'],
    ['start_date', r.period.start_date, 'date'],
    ['end_date', r.period.end_date, 'date'],
    ['transactions', r.statement.no_of_transactions, 'integer'],
    ['inflow_total', r.cash_flow.inflow.total, 'money'],
    ['outflow_total', r.cash_flow.outflow.total, 'money'],
    ['net', r.cash_flow.net, 'money'],
    ['opening_balance', r.balances.opening, 'money'],
    ['closing_balance', r.balances.closing, 'money'],
    ['average_balance', r.balances.average, 'money'],
    ['risk_score', r.integrity.risk_score, 'integer'],
    ['risk_level', r.integrity.risk_level, 'text'],
    ['reconciliation', rec?.verdict ?? null, 'text'],
  ];
  // One row per figure: a per-row kind is kept by giving each value its own typed column.
  return {
    name: 'Summary',
    columns: [col('field'), col('text'), col('number', 'money')],
    rows: pairs.map(([k, v, kind]) => (kind === 'money' || kind === 'integer' ? [k, null, v] : [k, v, null])),
  };
}

function monthly(r: AnalysisResult): NamedTable {
  return {
    name: 'Monthly',
    columns: [
      col('month'),
      col('inflow', 'money'),
      col('outflow', 'money'),
      col('net', 'money'),
      col('credit_count', 'integer'),
      col('debit_count', 'integer'),
      col('closing_balance', 'money'),
    ],
    rows: r.cash_flow.monthly.map((m) => [m.month, m.inflow, m.outflow, m.net, m.credit_count, m.debit_count, m.closing_balance]),
  };
}

function categories(r: AnalysisResult): NamedTable {
  const { inflow, outflow } = r.cash_flow.categories;
  return {
    name: 'Categories',
    columns: [
      col('category'),
      col('inflow_total', 'money'),
      col('inflow_count', 'integer'),
      col('inflow_percentage', 'money'),
      col('outflow_total', 'money'),
      col('outflow_count', 'integer'),
      col('outflow_percentage', 'money'),
    ],
    rows: Object.keys(inflow).map((k) => {
      const i = inflow[k as keyof typeof inflow];
      const o = outflow[k as keyof typeof outflow];
      return [k, i.total, i.count, i.percentage, o.total, o.count, o.percentage];
    }),
  };
}

function recurring(r: AnalysisResult): NamedTable {
  const rows: Cell[][] = [
    ...r.income.salaries.map((s): Cell[] => ['salary', s.payer, s.amount, s.total, s.count, s.months_paid]),
    ...r.income.other_recurring_inflows.map((s): Cell[] => ['recurring_inflow', s.counterparty, s.amount, s.total, s.count, s.months]),
    ...[...r.recurring_outflows.loans, ...r.recurring_outflows.mobile_overdrafts].map((l): Cell[] => [
      `repayment:${l.kind}`,
      l.lender,
      l.monthly_repayment,
      l.repaid,
      l.repayment_count,
      l.months_active,
    ]),
    ...r.recurring_outflows.subscriptions.map((s): Cell[] => ['subscription', s.merchant, s.amount, s.total, s.count, s.months]),
    ...r.recurring_outflows.rent_like.map((s): Cell[] => ['rent_like', s.payee, s.amount, s.total, null, s.months]),
  ];
  return {
    name: 'Recurring',
    columns: [col('kind'), col('party'), col('amount', 'money'), col('total', 'money'), col('count', 'integer'), col('months', 'integer')],
    rows,
  };
}

function findings(r: AnalysisResult): NamedTable {
  const rec = reconciliationOf(r);
  const rows: Cell[][] = r.integrity.reasons.map((x) => ['risk', x.code, x.points, x.detail]);
  if (rec) {
    rows.push([
      'reconciliation',
      rec.verdict,
      null,
      `${rec.balance_checks} balance checks, ${rec.balance_breaks.length} breaks, balances ${rec.balance_source}`,
    ]);
    for (const b of rec.balance_breaks) rows.push(['balance_break', b.date, null, `row ${b.index}: expected ${b.expected}, printed ${b.printed}`]);
    for (const w of rec.warnings) rows.push(['warning', null, null, w]);
    for (const x of rec.excluded_rows) rows.push(['excluded_row', x.status, null, `${x.date ?? ''} ${x.description}`.trim()]);
  }
  return { name: 'Findings', columns: [col('kind'), col('code'), col('points', 'integer'), col('detail')], rows };
}

/** The analysis figures as tables (one sheet each in the workbook). */
export function analysisTables(r: AnalysisResult): NamedTable[] {
  return [summary(r), monthly(r), categories(r), recurring(r), findings(r)];
}

/** A combined result: one summary row per analysed statement. */
export function combinedTables(c: CombinedResult): NamedTable[] {
  return [
    {
      name: 'Statements',
      columns: [
        col('statement', 'integer'),
        col('account'),
        col('company'),
        col('currency_code'),
        col('start_date', 'date'),
        col('end_date', 'date'),
        col('inflow_total', 'money'),
        col('outflow_total', 'money'),
        col('risk_level'),
      ],
      rows: c.statements.map((s, i) => [
        i,
        s.statement.account,
        s.statement.company,
        s.statement.currency_code,
        s.period.start_date,
        s.period.end_date,
        s.cash_flow.inflow.total,
        s.cash_flow.outflow.total,
        s.integrity.risk_level,
      ]),
    },
  ];
}
