import type { LedgerRow } from './ledger';
import { major } from './numbers';

export interface SavingsFlows {
  /** Money put into savings products (debits): saved, not spent. */
  deposits: number;
  deposit_count: number;
  /** Money taken out of savings (credits): the holder's own, not income. */
  withdrawals: number;
  withdrawal_count: number;
  /** deposits − withdrawals. */
  net_saved: number;
  products: { name: string; deposits: number; withdrawals: number; count: number }[];
}

/** Moves to and from savings products (`SAVINGS`: M-Shwari, Lock Savings, KCB M-Pesa, Ziidi...): never credit. */
export function savingsOf(rows: readonly LedgerRow[]): SavingsFlows {
  const moves = rows.filter((r) => r.savings !== null && !r.inter_account && r.reversal === null);
  const sum = (g: readonly LedgerRow[]) => g.reduce((s, r) => s + r.amount, 0);
  const dep = moves.filter((r) => r.type === 'debit');
  const wd = moves.filter((r) => r.type === 'credit');
  const names = [...new Set(moves.map((r) => r.savings!))].sort();
  return {
    deposits: major(sum(dep)),
    deposit_count: dep.length,
    withdrawals: major(sum(wd)),
    withdrawal_count: wd.length,
    net_saved: major(sum(dep) - sum(wd)),
    products: names.map((name) => {
      const g = moves.filter((r) => r.savings === name);
      return {
        name,
        deposits: major(sum(g.filter((r) => r.type === 'debit'))),
        withdrawals: major(sum(g.filter((r) => r.type === 'credit'))),
        count: g.length,
      };
    }),
  };
}
