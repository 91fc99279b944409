import type { LedgerRow } from './ledger';
import { percentOf } from './numbers';

/** Fewer rows than this cannot support a judgement on income or spending. */
export const MIN_TRANSACTIONS = 10;
/** Below this share (percent) of rows with a readable description, categories mean nothing. */
export const MIN_READABLE_SHARE = 50;

export interface DataQuality {
  transactions: number;
  /** Rows whose description holds at least three letters. */
  readable_descriptions: number;
  /** readable_descriptions / transactions × 100; null without rows. */
  readable_share: number | null;
  minimum_transactions: number;
  /** `ok`, or why the figures cannot be relied on. */
  verdict: 'ok' | 'no_transactions' | 'no_readable_descriptions' | 'too_few_transactions';
}

/**
 * Whether the analysis has enough to judge: `no_transactions` without rows; `no_readable_descriptions`
 * when fewer than `MIN_READABLE_SHARE` % of rows carry a description with three letters (every row
 * would be `other`); `too_few_transactions` below `MIN_TRANSACTIONS` rows. Anything but `ok` is a
 * risk reason (see `riskOf`), so such a result is never a confident "low risk".
 */
export function dataQualityOf(rows: readonly LedgerRow[]): DataQuality {
  const readable = rows.filter((r) => (r.description.match(/\p{L}/gu) ?? []).length >= 3).length;
  const share = percentOf(readable, rows.length);
  const verdict =
    rows.length === 0
      ? 'no_transactions'
      : share! < MIN_READABLE_SHARE
        ? 'no_readable_descriptions'
        : rows.length < MIN_TRANSACTIONS
          ? 'too_few_transactions'
          : 'ok';
  return { transactions: rows.length, readable_descriptions: readable, readable_share: share, minimum_transactions: MIN_TRANSACTIONS, verdict };
}
