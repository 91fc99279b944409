import { dayNumber } from './dates';
import type { LedgerRow } from './ledger';
import { normaliseNarration } from './narration';

/** A narration that undoes an earlier row: reversal, refund, chargeback, returned/unpaid item... */
const REVERSAL =
  /\b(revers(al|ed|e|ing)|rvsl|rvs|rev|refund(ed)?|charge ?back|annulation|annul[eé]e?|extourne|estorno|returned|unpaid|bounced|dishono?u?red|refer(red)? to drawer)\b/;

/** Days within which a reversal is matched to its original. */
export const REVERSAL_WINDOW_DAYS = 30;

export function isReversalNarration(description: string): boolean {
  return REVERSAL.test(normaliseNarration(description));
}

/**
 * Reversals matched to their originals. Rule: a row whose narration undoes another (`REVERSAL`), fees
 * excepted, is a `reversal`; its original is an earlier row (by position) of the opposite type and the
 * same amount to the cent, at most `REVERSAL_WINDOW_DAYS` days before, not itself a reversal and not
 * yet matched; the same counterparty first, then the closest in time. Both rows are marked and linked
 * (`linked`); a reversal without an original stays a reversal with `linked` null. Marked rows leave
 * income, spending, betting, fees and the category totals (the money came back). Rows are updated.
 */
export function matchReversals(rows: LedgerRow[]): void {
  const reversals = rows.filter((r) => !r.fee && isReversalNarration(r.description));
  for (const r of reversals) r.reversal = 'reversal';
  const day = rows.map((r) => dayNumber(r.date));
  const position = new Map(rows.map((r, i) => [r, i]));
  for (const r of reversals) {
    const at = position.get(r)!;
    let best: LedgerRow | null = null;
    let bestScore = Infinity;
    // Rows are in date order: walk back from the reversal until the window is passed.
    for (let i = at - 1; i >= 0; i--) {
      const gap = day[at] - day[i];
      if (gap > REVERSAL_WINDOW_DAYS) break;
      const o = rows[i];
      if (gap < 0 || o.statement !== r.statement || o.reversal !== null || o.type === r.type || o.amount !== r.amount) continue;
      const score = (o.counterparty !== '' && o.counterparty === r.counterparty ? 0 : 1000) + gap * 10 + (at - i) / rows.length;
      if (score < bestScore) {
        best = o;
        bestScore = score;
      }
    }
    if (!best) continue;
    best.reversal = 'original';
    best.linked = r.index;
    r.linked = best.index;
  }
}
