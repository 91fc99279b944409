import type { ExtractedStatement } from '../domain/statement';
import { analyseStatement, flowSections, type AnalyseOptions } from './analyse-statement';
import { monthEndBalances, openingClosing } from './balances';
import { statementFingerprint } from './fingerprint';
import { matchInterAccountTransfers, TRANSFER_WINDOW_DAYS, type InterAccountTransfer } from './inter-account';
import { buildLedger, type LedgerRow } from './ledger';
import { major } from './numbers';
import { periodOf, type PeriodInfo } from './period';
import { SCHEMA_VERSION, type AnalysisResult } from './result-types';
import { RULE_TABLE } from './rules/rule-table';

export interface SubmittedStatement {
  /** Position in the submitted list. */
  position: number;
  fingerprint: string;
  /** Position in `statements` of the analysed copy. */
  statement: number;
  /** Earlier submitted position with the same fingerprint, or null for the first copy. */
  duplicate_of: number | null;
}

export type ConsolidatedView = {
  currency: string;
  /** Positions in `statements`. */
  statements: number[];
  period: PeriodInfo;
  /** Sums over the accounts; null when no account prints balances. */
  opening_balance_total: number | null;
  closing_balance_total: number | null;
  /** Left out of every figure of this view. */
  inter_account_transfers: { total: number; count: number };
} & ReturnType<typeof flowSections>;

export interface CombinedResult {
  schema_version: string;
  rules_version: string;
  generated_at: string | null;
  submitted: SubmittedStatement[];
  statements: AnalysisResult[];
  transfer_window_days: number;
  inter_account_transfers: InterAccountTransfer[];
  /** One view per currency, ascending by currency; amounts are never converted between currencies. */
  consolidated: ConsolidatedView[];
}

export interface CombinedOptions extends AnalyseOptions {
  transferWindowDays?: number;
}

export function currencyOf(s: ExtractedStatement): string {
  return s.currency_code || s.currency || 'UNKNOWN';
}

/**
 * The combined analysis. The same statement submitted twice (same `statementFingerprint`) is
 * analysed once and the later copy points at the first (`duplicate_of`). Each distinct statement gets
 * its own full `AnalysisResult`, unchanged by the others. The consolidated view, one per currency,
 * is computed over the rows of that currency's statements minus the inter-account transfers
 * (`matchInterAccountTransfers`), so money moved between the applicant's submitted accounts is
 * neither income nor spend. A single file gives a valid result with one statement, no transfers and
 * one consolidated view equal to that statement's flows.
 */
export function analyseCombined(statements: readonly ExtractedStatement[], options: CombinedOptions = {}): CombinedResult {
  const submitted: SubmittedStatement[] = [];
  const unique: ExtractedStatement[] = [];
  const firstByPrint = new Map<string, { position: number; statement: number }>();
  statements.forEach((s, position) => {
    const fingerprint = statementFingerprint(s);
    const first = firstByPrint.get(fingerprint);
    if (first) {
      submitted.push({ position, fingerprint, statement: first.statement, duplicate_of: first.position });
      return;
    }
    firstByPrint.set(fingerprint, { position, statement: unique.length });
    submitted.push({ position, fingerprint, statement: unique.length, duplicate_of: null });
    unique.push(s);
  });

  const ledgers = unique.map((s, i) => buildLedger(s, { fullname: options.fullname, statementIndex: i }));
  const byCurrency = new Map<string, LedgerRow[]>();
  const members = new Map<string, number[]>();
  unique.forEach((s, i) => {
    const c = currencyOf(s);
    byCurrency.set(c, [...(byCurrency.get(c) ?? []), ...ledgers[i]]);
    members.set(c, [...(members.get(c) ?? []), i]);
  });
  const window = options.transferWindowDays ?? TRANSFER_WINDOW_DAYS;
  const transfers = matchInterAccountTransfers(byCurrency, window);

  const consolidated = [...members.keys()].sort().map((currency) => {
    const idx = members.get(currency)!;
    const all = byCurrency.get(currency)!;
    const rows = all
      .filter((r) => !r.inter_account)
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.statement - b.statement || a.index - b.index));
    const starts = idx
      .map((i) => unique[i].start_date)
      .filter(Boolean)
      .sort();
    const ends = idx
      .map((i) => unique[i].end_date)
      .filter(Boolean)
      .sort();
    const period = periodOf(
      rows,
      { start_date: starts[0] ?? '', end_date: ends[ends.length - 1] ?? '' },
      { gapDays: options.gapDays, now: options.now },
    );
    const flows = flowSections(rows, period);
    const perAccount = idx.map((i) => monthEndBalances(ledgers[i], period.months));
    for (const m of flows.cash_flow.monthly) {
      const known = perAccount.map((b) => b.get(m.month) ?? null).filter((v): v is number => v !== null);
      m.closing_balance = known.length ? major(known.reduce((s, v) => s + v, 0)) : null;
    }
    const internal = all.filter((r) => r.inter_account && r.type === 'debit');
    const balances = idx.map((i) => openingClosing(ledgers[i], unique[i].validation));
    const sumOf = (k: 'opening' | 'closing') => {
      const vs = balances.flatMap((b) => (b === null ? [] : [b[k]]));
      return vs.length ? major(vs.reduce((s, v) => s + v, 0)) : null;
    };
    return {
      currency,
      statements: idx,
      period,
      opening_balance_total: sumOf('opening'),
      closing_balance_total: sumOf('closing'),
      inter_account_transfers: { total: major(internal.reduce((s, r) => s + r.amount, 0)), count: internal.length },
      ...flows,
    };
  });

  return {
    schema_version: SCHEMA_VERSION,
    rules_version: RULE_TABLE.version,
    generated_at: options.now ? options.now.toISOString() : null,
    submitted,
    statements: unique.map((s) => analyseStatement(s, options)),
    transfer_window_days: window,
    inter_account_transfers: transfers,
    consolidated,
  };
}
