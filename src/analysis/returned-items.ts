import { monthOf } from './dates';
import type { LedgerRow } from './ledger';
import { normaliseNarration } from './narration';
import { major } from './numbers';

export type ReturnedKind = 'cheque' | 'debit_order' | 'standing_order' | 'other';

const RETURN_WORD =
  /\b(returned|return|rtn|rtd|unpaid|bounced?|dishono?u?red|refer(red)? to drawer|insufficient (funds?|balance)|nsf|impay[eé]s?|rejet[eé]e?|devolvido|devolu[cç][aã]o)\b/;
const FAILURE_WORD = /\b(insufficient (funds?|balance)|nsf|bounced?|dishono?u?red|refer(red)? to drawer|unpaid|impay[eé]s?)\b/;
const KINDS: ReadonlyArray<[ReturnedKind, RegExp]> = [
  ['cheque', /\b(cheques?|chq|chqs|check|ch[eè]que)\b/],
  ['debit_order', /\b(debit order|d ?o|dd|direct debit|nach|ecs|mandate|pr[eé]l[eè]vement|d[eé]bito direto)\b/],
  ['standing_order', /\b(standing (order|instruction)|s ?o|si|ordre permanent)\b/],
];

/**
 * A returned, unpaid or bounced item: a narration with a return word (returned, unpaid, bounced,
 * dishonoured, refer to drawer, insufficient funds, NSF, impayé, rejeté...) and an item (cheque,
 * debit order / DD / NACH / ECS / mandate, standing order), or a failure word alone ("INSUFFICIENT
 * FUNDS", "UNPAID") as `other`. Null otherwise.
 */
export function returnedKindOf(description: string): ReturnedKind | null {
  const text = normaliseNarration(description);
  if (!RETURN_WORD.test(text)) return null;
  for (const [kind, rx] of KINDS) if (rx.test(text)) return kind;
  return FAILURE_WORD.test(text) ? 'other' : null;
}

export interface ReturnedItem {
  index: number;
  date: string;
  type: 'credit' | 'debit';
  amount: number;
  kind: ReturnedKind;
  /** A charge for the returned item. */
  fee: boolean;
  description: string;
}

export interface ReturnedItems {
  /** Returned items that are not charges. */
  count: number;
  total: number;
  /** Charges for returned items. */
  fee_count: number;
  fees: number;
  months_with_returns: number;
  by_kind: { kind: ReturnedKind; count: number; total: number }[];
  monthly: { month: string; count: number; total: number; fee_count: number; fees: number }[];
  items: ReturnedItem[];
}

/** Returned items of the rows, with their charges, per kind and per month (months with none left out). */
export function returnedItemsOf(rows: readonly LedgerRow[]): ReturnedItems {
  const hits = rows.filter((r) => r.returned_item !== null && !r.inter_account);
  const items = hits.filter((r) => !r.fee);
  const fees = hits.filter((r) => r.fee);
  const sum = (g: readonly LedgerRow[]) => g.reduce((s, r) => s + r.amount, 0);
  const months = [...new Set(hits.map((r) => monthOf(r.date)))].sort();
  const kinds: ReturnedKind[] = ['cheque', 'debit_order', 'standing_order', 'other'];
  return {
    count: items.length,
    total: major(sum(items)),
    fee_count: fees.length,
    fees: major(sum(fees)),
    months_with_returns: new Set(items.map((r) => monthOf(r.date))).size,
    by_kind: kinds
      .map((kind) => {
        const g = items.filter((r) => r.returned_item === kind);
        return { kind, count: g.length, total: major(sum(g)) };
      })
      .filter((k) => k.count > 0),
    monthly: months.map((month) => {
      const i = items.filter((r) => monthOf(r.date) === month);
      const f = fees.filter((r) => monthOf(r.date) === month);
      return { month, count: i.length, total: major(sum(i)), fee_count: f.length, fees: major(sum(f)) };
    }),
    items: hits.map((r) => ({
      index: r.index,
      date: r.date,
      type: r.type,
      amount: major(r.amount),
      kind: r.returned_item!,
      fee: r.fee,
      description: r.description,
    })),
  };
}
