import type { ExtractedStatement } from '../domain/statement';
import { scanDate } from '../extraction/date-scan';
import type { RowPlace } from './row-bands';
import { onOneLine, type ConfidentItem, type OcrPageItems } from './row-confidence';

/**
 * Rows whose printed date OCR garbled past reading ("Oi", "O14", "OWS" for "01/10"): the engine takes such a row
 * for one printing no date and dates it as the row above, which no balance can check. Where the scanned rows
 * print their dates (at least `DATED_SHARE` of them start with one, at one x), a row whose line starts there with
 * a single token that is no date, the rest of the row starting where the dated rows' narrations start, has an
 * unread date. Returns the indexes of those rows, in order (read again with the more accurate model, and never
 * claimed reconciled while one is left: `read-statement.ts`).
 */
export function unreadDates(
  statement: ExtractedStatement,
  places: Array<RowPlace | undefined>,
  pages: Map<number, OcrPageItems>,
  ocrPages: readonly number[],
): number[] {
  const lines = statement.transactions.map((_, i) => {
    const place = places[i];
    const page = place && ocrPages.includes(place.page) ? pages.get(place.page) : undefined;
    if (!place || !page) return null;
    return page.items.filter((it) => onOneLine(it, place)).sort((a, b) => a.x - b.x);
  });
  const read = lines.filter((l): l is ConfidentItem[] => !!l && l.length > 1);
  const dated = read.filter((l) => startsWithDate(l[0]!.str));
  if (dated.length < MIN_DATED || dated.length < DATED_SHARE * read.length) return [];
  const median = (v: number[]) => v.sort((a, b) => a - b)[v.length >> 1]!;
  const size = median(dated.map((l) => l[0]!.height));
  const dateX = median(dated.map((l) => l[0]!.x));
  // Where the narration starts, from the rows whose date OCR read as an item of its own.
  const apart = dated.filter((l) => !/\s/.test(l[0]!.str.trim()));
  const narrationX = apart.length ? median(apart.map((l) => l[1]!.x)) : null;
  const near = (x: number, at: number) => Math.abs(x - at) <= size * NEAR;
  const out: number[] = [];
  lines.forEach((l, i) => {
    if (!l || l.length < 2 || !near(l[0]!.x, dateX) || startsWithDate(l[0]!.str)) return;
    const [first, second] = [l[0]!.str.trim(), l[1]!];
    const token = first.split(/\s+/)[0]!;
    // A token of its own, the narration after it where the others' start ("Oi | ACH DEBIT"); or run into the
    // narration, a short token with digits ("2u07 KARTU DEBIT": a narration starts with a word).
    const alone = !/\s/.test(first) && narrationX !== null && near(second.x, narrationX);
    const runIn = /\s/.test(first) && /\d/.test(token) && token.length <= MAX_TOKEN;
    if (alone || runIn) out.push(i);
  });
  return out;
}

/** Rows starting with a clear date before the check applies (a scan of a handful of rows tells nothing). */
const MIN_DATED = 5;
/** Share of a scan's rows that start with a clear date for the others' first tokens to be dates OCR lost. */
const DATED_SHARE = 0.5;
/** How far (in line heights) a token may start from the dates' (or the narrations') x and still be in that column. */
const NEAR = 1.5;
/** The longest token taken for a garbled date run into its row's narration ("25107" for "25/07/2024" is 5). */
const MAX_TOKEN = 10;

const startsWithDate = (text: string) => {
  const token = text.trim().split(/\s+/).slice(0, 3).join(' ');
  return /\d/.test(token) && scanDate(token) !== null;
};
