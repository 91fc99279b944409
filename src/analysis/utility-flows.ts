import type { UtilityKind } from './directories/utilities';
import { isEligibleOutflow } from './eligibility';
import type { LedgerRow } from './ledger';
import { major } from './numbers';
import { streamOf } from './streams';

export interface UtilityFlow {
  kind: UtilityKind;
  total: number;
  count: number;
  months: number;
  /** total / months basis. */
  monthly_average: number;
}

/**
 * Utilities and airtime as recurring obligations: eligible debits recognised as electricity, water
 * (`UTILITIES`) or airtime and data (the airtime rule), per kind, with a monthly average over the
 * months basis. Largest total first.
 */
export function utilitiesOf(rows: readonly LedgerRow[], basis: number): UtilityFlow[] {
  const kinds: UtilityKind[] = ['electricity', 'water', 'airtime'];
  return kinds
    .map((kind) => {
      const g = rows.filter((r) => r.utility === kind && isEligibleOutflow(r));
      const s = streamOf(kind, g);
      return { kind, total: major(s.total), count: g.length, months: s.months.length, monthly_average: major(Math.round(s.total / basis)) };
    })
    .filter((u) => u.count > 0)
    .sort((a, b) => b.total - a.total);
}
