import type { ExtractedStatement } from '../domain/statement';
import type { PerCategory } from './categories';
import { perCategory } from './categories';
import { categoryTotals, type DirectionTotals } from './category-totals';
import { buildLedger } from './ledger';
import { major } from './numbers';

/** A category entry of the legacy report; `total_amout` is spelled as the spec spells it. */
export interface LegacyCategoryEntry {
  total_amout: number;
  percentage_of_total: number;
}

/** The body of `POST {legacy_base_url}/api/v1/analysis/2d`. */
export interface LegacyReport {
  total_cash_inflow: number;
  cash_inflow: PerCategory<LegacyCategoryEntry>;
  total_cash_outflow: number;
  cash_outflow: PerCategory<LegacyCategoryEntry>;
}

function block(d: DirectionTotals): PerCategory<LegacyCategoryEntry> {
  return perCategory((k) => ({ total_amout: major(d.categories[k].total), percentage_of_total: d.categories[k].percentage }));
}

/**
 * The legacy cash inflow/outflow breakdown. Totals are the sums of the statement's credits and debits
 * (computed in minor units, so exact to the cent); every one of the seven keys is present. `fullname`
 * does not change these numbers (the body shape is fixed): see `legacyInsights` for what it yields.
 */
export function legacyReport(statement: ExtractedStatement, options: { fullname?: string } = {}): LegacyReport {
  const rows = buildLedger(statement, { fullname: options.fullname });
  const inflow = categoryTotals(rows, 'credit');
  const outflow = categoryTotals(rows, 'debit');
  return {
    total_cash_inflow: major(inflow.total),
    cash_inflow: block(inflow),
    total_cash_outflow: major(outflow.total),
    cash_outflow: block(outflow),
  };
}
