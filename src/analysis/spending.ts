import { isEligibleInflow, isFlow, total } from './eligibility';
import type { LedgerRow } from './ledger';
import { major, percentOf } from './numbers';

export interface Betting {
  stakes: number;
  stake_count: number;
  winnings: number;
  winnings_count: number;
  /** winnings − stakes. */
  net: number;
  /** stakes / eligible inflow × 100 (two decimals); null without income. */
  share_of_income: number | null;
  months_active: number;
  operators: { name: string; stakes: number; winnings: number; count: number }[];
}

/**
 * Betting: debits to a known operator (`BETTING`) are stakes, credits from one are winnings; inter-
 * account transfers, fees, reversals and the stakes they undo are left out (a reversed deposit is
 * not a win). Share of income is over eligible inflow (winnings count as
 * inflow: they are money received).
 */
export function bettingOf(rows: readonly LedgerRow[]): Betting {
  const bets = rows.filter((r) => r.betting !== null && !r.inter_account && r.reversal === null);
  const stakes = total(bets, (r) => r.type === 'debit');
  const winnings = total(bets, (r) => r.type === 'credit');
  const names = [...new Set(bets.map((r) => r.betting!))].sort();
  const operators = names
    .map((name) => {
      const g = bets.filter((r) => r.betting === name);
      return { name, stakes: major(total(g, (r) => r.type === 'debit')), winnings: major(total(g, (r) => r.type === 'credit')), count: g.length };
    })
    .sort((a, b) => b.stakes - a.stakes);
  return {
    stakes: major(stakes),
    stake_count: bets.filter((r) => r.type === 'debit').length,
    winnings: major(winnings),
    winnings_count: bets.filter((r) => r.type === 'credit').length,
    net: major(winnings - stakes),
    share_of_income: percentOf(stakes, total(rows, isEligibleInflow)),
    months_active: new Set(bets.map((r) => r.date.slice(0, 7))).size,
    operators,
  };
}

export interface Fees {
  total: number;
  count: number;
  /** Fees / all debits × 100; null without debits. */
  share_of_outflow: number | null;
  /** Fees / months basis. */
  monthly_average: number;
  by_rule: { rule_id: string; total: number; count: number }[];
}

/** Fees and charges: rows matched by a fee rule (`fee: true`), all debits; reversed fees left out. */
export function feesOf(rows: readonly LedgerRow[], basis: number): Fees {
  const fees = rows.filter((r) => r.fee && isFlow(r));
  const sum = total(fees, () => true);
  const ids = [...new Set(fees.map((r) => r.rule_id))].sort();
  return {
    total: major(sum),
    count: fees.length,
    share_of_outflow: percentOf(
      sum,
      total(rows, (r) => r.type === 'debit'),
    ),
    monthly_average: major(Math.round(sum / basis)),
    by_rule: ids.map((rule_id) => {
      const g = fees.filter((r) => r.rule_id === rule_id);
      return { rule_id, total: major(total(g, () => true)), count: g.length };
    }),
  };
}

export interface Counterparty {
  name: string;
  total: number;
  count: number;
  /** Share of the direction's total (all rows of that type) × 100. */
  share: number | null;
}

export const TOP_COUNTERPARTIES = 5;

/**
 * Top counterparties by total amount, per direction: rows grouped by normalised counterparty name,
 * fees, own-account and inter-account transfers and rows without a name left out; ties by name.
 */
export function topCounterparties(rows: readonly LedgerRow[], n = TOP_COUNTERPARTIES): { top_in: Counterparty[]; top_out: Counterparty[] } {
  const top = (type: 'credit' | 'debit'): Counterparty[] => {
    const all = total(rows, (r) => r.type === type);
    const groups = new Map<string, { total: number; count: number }>();
    for (const r of rows) {
      if (r.type !== type || r.fee || r.own_account || r.inter_account || !isFlow(r) || r.counterparty === '') continue;
      const g = groups.get(r.counterparty) ?? { total: 0, count: 0 };
      g.total += r.amount;
      g.count += 1;
      groups.set(r.counterparty, g);
    }
    return [...groups.entries()]
      .sort(([na, a], [nb, b]) => b.total - a.total || (na < nb ? -1 : 1))
      .slice(0, n)
      .map(([name, g]) => ({ name, total: major(g.total), count: g.count, share: percentOf(g.total, all) }));
  };
  return { top_in: top('credit'), top_out: top('debit') };
}
