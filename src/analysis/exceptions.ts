import type { LedgerRow } from './ledger';
import { major } from './numbers';
import { returnedItemsOf, type ReturnedItems } from './returned-items';
import { roundTripsOf, type RoundTrips } from './round-trips';

export interface ReversalPair {
  reversal_index: number;
  /** The row undone; null when the original is not in the statement. */
  original_index: number | null;
  date: string;
  type: 'credit' | 'debit';
  amount: number;
  description: string;
}

export interface Reversals {
  count: number;
  matched: number;
  /** Reversal credits (money given back to the holder), matched or not. */
  credits: number;
  debits: number;
  pairs: ReversalPair[];
}

/** What a lender checks first besides income: reversals, returned items and round trips. */
export interface Exceptions {
  reversals: Reversals;
  returned_items: ReturnedItems;
  round_trips: RoundTrips;
}

export function reversalsOf(rows: readonly LedgerRow[]): Reversals {
  const rev = rows.filter((r) => r.reversal === 'reversal' && !r.inter_account);
  const sum = (t: 'credit' | 'debit') => rev.filter((r) => r.type === t).reduce((s, r) => s + r.amount, 0);
  return {
    count: rev.length,
    matched: rev.filter((r) => r.linked !== null).length,
    credits: major(sum('credit')),
    debits: major(sum('debit')),
    pairs: rev.map((r) => ({
      reversal_index: r.index,
      original_index: r.linked,
      date: r.date,
      type: r.type,
      amount: major(r.amount),
      description: r.description,
    })),
  };
}

export function exceptionsOf(rows: readonly LedgerRow[]): Exceptions {
  return { reversals: reversalsOf(rows), returned_items: returnedItemsOf(rows), round_trips: roundTripsOf(rows) };
}
