import type { ExtractedStatement } from '../domain/statement';

/**
 * Dates the balance cannot check. A row read by OCR is doubtful when its date falls outside the order of its
 * neighbours (after the next row's, or before the previous row's, where those two are in order: "£2-Oct"
 * for "12-Oct"), or outside the period the statement prints while its neighbours are inside it (a misread
 * month or year that happens to stay in order, "18-0ct-2028" at the end of a 2023 statement). Returns the
 * indexes of such rows, in order; the statement is chronological (oldest first). A date OCR read as one that
 * names no day ("41/03/2026", kept as `impossible_date` and dated as the row above) is doubtful too, and so is a
 * row the engine's date check flagged (`reconciliation.dates`: a run of misread dates frames itself). The dates
 * are flagged, never changed: which digit is wrong is a guess the balances cannot confirm.
 */
export function outOfOrderDates(statement: ExtractedStatement, ocrPages: readonly number[]): number[] {
  const rows = statement.transactions;
  const period = statement.printed_period;
  const inPeriod = (d: string | undefined) => d === undefined || !period || (d >= period.start_date && d <= period.end_date);
  const out: number[] = [];
  // The rows the engine's own date check flagged (a run of misread dates frames itself: "2028-03-11" twice).
  const flagged = new Set(
    [...(statement.reconciliation?.dates?.outside_period ?? []), ...(statement.reconciliation?.dates?.out_of_order ?? [])]
      .filter((f) => rows[f.index]?.date === f.date)
      .map((f) => f.index),
  );
  for (let i = 0; i < rows.length; i++) {
    if (!ocrPages.includes(statement.details[i]?.page ?? -1)) continue;
    const prev = rows[i - 1]?.date;
    const next = rows[i + 1]?.date;
    const date = rows[i]!.date;
    const framed = prev === undefined || next === undefined || prev <= next;
    const outOfOrder = framed && ((prev !== undefined && date < prev) || (next !== undefined && date > next));
    const outOfPeriod = !inPeriod(date) && inPeriod(prev) && inPeriod(next);
    if (outOfOrder || outOfPeriod || flagged.has(i) || statement.details[i]?.impossible_date) out.push(i);
  }
  return out;
}
