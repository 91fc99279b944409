import type { ExtractedStatement } from '../domain/statement';

/**
 * Dates the balance cannot check: a row read by OCR whose date falls outside the order of its neighbours
 * (after the next row's, or before the previous row's, where those two are in order) was likely misread
 * ("£2-Oct" for "12-Oct"). Returns the indexes of such rows; the statement is chronological (oldest first).
 */
export function outOfOrderDates(statement: ExtractedStatement, ocrPages: readonly number[]): number[] {
  const rows = statement.transactions;
  const out: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    if (!ocrPages.includes(statement.details[i]?.page ?? -1)) continue;
    const prev = rows[i - 1]?.date;
    const next = rows[i + 1]?.date;
    const date = rows[i]!.date;
    const framed = prev === undefined || next === undefined || prev <= next;
    if (framed && ((prev !== undefined && date < prev) || (next !== undefined && date > next))) out.push(i);
  }
  return out;
}
