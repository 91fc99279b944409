import type { ExtractedStatement } from '../domain/statement';
import { buildLedger } from './ledger';
import { compareNames, type NameVerdict } from './name-match';
import { major } from './numbers';

export interface OwnAccountTransfers {
  inflow_total: number;
  inflow_count: number;
  outflow_total: number;
  outflow_count: number;
  /** Row indexes of the transfers. */
  transactions: number[];
}

export interface LegacyInsights {
  name_check: {
    fullname: string;
    statement_name: string;
    verdict: NameVerdict;
    score: number;
  };
  own_account_transfers: OwnAccountTransfers;
}

/**
 * What the legacy endpoint's `fullname` yields besides the fixed report body:
 * - `name_check`: `compareNames(fullname, statement.name)`; `mismatch` means the statement may not
 *   belong to the applicant;
 * - `own_account_transfers`: rows whose narration names the holder (by `fullname` or the statement's
 *   own name), which are moves between the holder's own accounts, not income or spend.
 * The lead exposes these as response headers or logs; they never change the report's numbers.
 */
export function legacyInsights(statement: ExtractedStatement, options: { fullname: string }): LegacyInsights {
  const rows = buildLedger(statement, { fullname: options.fullname });
  const cmp = compareNames(options.fullname, statement.name);
  const own = rows.filter((r) => r.own_account);
  const inflow = own.filter((r) => r.type === 'credit');
  const outflow = own.filter((r) => r.type === 'debit');
  return {
    name_check: { fullname: options.fullname, statement_name: statement.name, verdict: cmp.verdict, score: cmp.score },
    own_account_transfers: ownTransfers(
      inflow.map((r) => r.amount),
      outflow.map((r) => r.amount),
      own.map((r) => r.index),
    ),
  };
}

export function ownTransfers(inflow: number[], outflow: number[], indexes: number[]): OwnAccountTransfers {
  return {
    inflow_total: major(inflow.reduce((s, v) => s + v, 0)),
    inflow_count: inflow.length,
    outflow_total: major(outflow.reduce((s, v) => s + v, 0)),
    outflow_count: outflow.length,
    transactions: indexes,
  };
}
