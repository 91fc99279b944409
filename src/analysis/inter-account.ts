import { daysBetween } from './dates';
import type { LedgerRow } from './ledger';
import { major } from './numbers';

export interface TransferLeg {
  /** Position in the combined result's `statements`. */
  statement: number;
  index: number;
  date: string;
  description: string;
}

export interface InterAccountTransfer {
  currency: string;
  amount: number;
  from: TransferLeg;
  to: TransferLeg;
  days_apart: number;
}

/** Default window, in days, between the debit and the credit of one transfer. */
export const TRANSFER_WINDOW_DAYS = 2;

const leg = (r: LedgerRow): TransferLeg => ({ statement: r.statement, index: r.index, date: r.date, description: r.description });

/**
 * Transfers between submitted accounts. Rule: a debit in one statement and a credit in another
 * statement of the same currency, of exactly the same amount, at most `windowDays` days apart, fees
 * excluded. Debits are taken in date order (then statement, then row); each takes the unused credit
 * closest in time (ties: earlier statement, then earlier row). Each row is used at most once. Matched
 * rows get `inter_account = true` (the rows passed in are updated).
 */
export function matchInterAccountTransfers(
  rowsByCurrency: ReadonlyMap<string, LedgerRow[]>,
  windowDays = TRANSFER_WINDOW_DAYS,
): InterAccountTransfer[] {
  const out: InterAccountTransfer[] = [];
  for (const [currency, rows] of rowsByCurrency) {
    const order = (a: LedgerRow, b: LedgerRow) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.statement - b.statement || a.index - b.index);
    const debits = rows.filter((r) => r.type === 'debit' && !r.fee).sort(order);
    const credits = rows.filter((r) => r.type === 'credit' && !r.fee).sort(order);
    const used = new Set<LedgerRow>();
    for (const d of debits) {
      let best: LedgerRow | null = null;
      let bestGap = Infinity;
      for (const c of credits) {
        if (used.has(c) || c.statement === d.statement || c.amount !== d.amount) continue;
        const gap = Math.abs(daysBetween(d.date, c.date));
        if (gap <= windowDays && gap < bestGap) {
          best = c;
          bestGap = gap;
        }
      }
      if (!best) continue;
      used.add(best);
      d.inter_account = true;
      best.inter_account = true;
      out.push({ currency, amount: major(d.amount), from: leg(d), to: leg(best), days_apart: bestGap });
    }
  }
  return out;
}
