import type { StatementTransaction } from '../domain/statement';
import type { AnalysedTransaction } from '../analysis/result-types';
import type { ExportSource } from './source';

/** A cell: numbers stay numbers, `null` is an empty cell. */
export type Cell = string | number | boolean | null;

export interface Column {
  key: string;
  header: string;
  /** `money`: two decimals in CSV and a number format in XLSX; `date`: an ISO `YYYY-MM-DD` date. */
  kind: 'text' | 'money' | 'integer' | 'date' | 'boolean';
}

export interface Table {
  columns: Column[];
  rows: Cell[][];
}

const BASE: Column[] = [
  { key: 'date', header: 'date', kind: 'date' },
  { key: 'description', header: 'description', kind: 'text' },
  { key: 'type', header: 'type', kind: 'text' },
  { key: 'amount', header: 'amount', kind: 'money' },
  { key: 'balance', header: 'balance', kind: 'money' },
];

const ANALYSED: Column[] = [
  { key: 'index', header: 'index', kind: 'integer' },
  ...BASE,
  { key: 'category', header: 'category', kind: 'text' },
  { key: 'counterparty', header: 'counterparty', kind: 'text' },
  { key: 'rule_id', header: 'rule_id', kind: 'text' },
  { key: 'fee', header: 'fee', kind: 'boolean' },
  { key: 'own_account', header: 'own_account', kind: 'boolean' },
  { key: 'lender', header: 'lender', kind: 'text' },
  { key: 'betting', header: 'betting', kind: 'text' },
];

const baseCells = (t: StatementTransaction): Cell[] => [t.date, t.description, t.type, t.amount, t.balance];

const analysedCells = (t: AnalysedTransaction): Cell[] => [
  t.index,
  ...baseCells(t),
  t.category,
  t.counterparty,
  t.rule_id,
  t.fee,
  t.own_account,
  t.lender?.name ?? null,
  t.betting,
];

/**
 * The transactions of a source as one table, in statement order. A combined result gives one table
 * over all its analysed statements, with the statement's position and account first.
 */
export function transactionTable(source: ExportSource): Table {
  switch (source.kind) {
    case 'transactions':
      return { columns: BASE, rows: source.data.transactions.map(baseCells) };
    case 'analysis':
      return { columns: ANALYSED, rows: source.data.transactions.map(analysedCells) };
    case 'combined':
      return {
        columns: [{ key: 'statement', header: 'statement', kind: 'integer' }, { key: 'account', header: 'account', kind: 'text' }, ...ANALYSED],
        rows: source.data.statements.flatMap((s, i) => s.transactions.map((t) => [i, s.statement.account, ...analysedCells(t)])),
      };
  }
}
