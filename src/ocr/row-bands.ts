import type { ExtractedStatement } from '../domain/statement';
import { outOfOrderDates } from './date-order';
import type { ConfidentItem } from './row-confidence';

/**
 * The bands of a scanned page (PDF points, top-left origin, on the levelled page) to read again where the
 * running balance breaks (`read-statement.ts`, `OCR_NATIVE_MODEL=auto`): a break at row i is between row i-1's
 * balance and row i's amount and balance, so the band runs from row i-1's line to row i's (either may be the
 * upper one: statements printed newest first), over whatever lies between them (a row OCR dropped); a row
 * printing no balance on a statement that prints them (OCR lost its balance) is read again too, and so is a row
 * whose date is out of order with its neighbours (`date-order.ts`: a misread digit the balances cannot check) or
 * could not be read (`unread-dates.ts`). A row is
 * found on its page by the item printing its figures (`attachRowConfidence`); a row not found widens the band to
 * the nearest rows found on either side on that page, or to the page's edge.
 * Items whose baseline lies in a band are replaced by what the second reading finds there.
 */
export interface RowBand {
  /** Baselines from `top` to `bottom` (points) are read again. */
  top: number;
  bottom: number;
  /** The line height there (points), for the margins of the image cut out around the band. */
  lineHeight: number;
}

/** Where a row was read on its page: its figures' baseline and line height (points). */
export interface RowPlace {
  page: number;
  y: number;
  height: number;
}

/** Largest share of rows without a balance for those rows to be taken as balances OCR lost. */
const LOST_BALANCES = 0.1;

/** Share of a line's height a band reaches beyond the baselines of its first and last rows. */
const REACH = 0.45;

export function breakBands(
  statement: ExtractedStatement,
  places: Array<RowPlace | undefined>,
  ocrPages: readonly number[],
  pageHeights: Map<number, number>,
  /** Rows whose date OCR could not read (`unread-dates.ts`), read again too. */
  unreadDateRows: readonly number[] = [],
): Map<number, RowBand[]> {
  const bands = new Map<number, RowBand[]>();
  const add = (page: number, band: RowBand) => bands.set(page, [...(bands.get(page) ?? []), band]);
  const heights = places.filter((p): p is RowPlace => !!p).map((p) => p.height);
  const typical = heights.length ? heights.sort((a, b) => a - b)[heights.length >> 1]! : 10;
  // A break at row i: rows i-1 and i. A row without a balance where the statement prints them: that row (OCR lost it).
  const r = statement.reconciliation;
  const suspects = r.balance_breaks.map((b) => [b.index - 1, b.index]);
  const lost = statement.transactions.flatMap((t, i) => (t.balance === null ? [i] : []));
  // Only where nearly every row prints one: a statement printing a balance once a day leaves most rows without.
  if (r.balance_source === 'printed' && lost.length <= LOST_BALANCES * statement.transactions.length) for (const i of lost) suspects.push([i]);
  // A date out of order with its neighbours (which the balances cannot check): that row.
  for (const i of [...outOfOrderDates(statement, ocrPages), ...unreadDateRows]) suspects.push([i]);
  for (const group of suspects) {
    for (const page of new Set(group.map((i) => statement.details[i]?.page))) {
      if (page === undefined || !ocrPages.includes(page)) continue;
      const onPage = (i: number) => statement.details[i]?.page === page;
      const found = (i: number) => (onPage(i) ? places[i] : undefined);
      const rows = group.filter(onPage);
      const seen = rows.map(found).filter((p): p is RowPlace => !!p);
      const height = seen[0]?.height ?? typical;
      if (seen.length === rows.length) {
        // Both lines found: from the upper one's to the lower one's (a statement may print its rows newest first).
        add(page, {
          top: Math.min(...seen.map((p) => p.y)) - REACH * height,
          bottom: Math.max(...seen.map((p) => p.y)) + REACH * height,
          lineHeight: height,
        });
        continue;
      }
      // A row not found: everything between the nearest rows found on either side (exclusive), or the page's edge.
      let before: RowPlace | undefined;
      for (let i = Math.min(...rows) - 1; i >= 0 && onPage(i) && !before; i--) before = found(i);
      let after: RowPlace | undefined;
      for (let i = Math.max(...rows) + 1; i < statement.details.length && onPage(i) && !after; i++) after = found(i);
      const pageHeight = pageHeights.get(page) ?? 10_000;
      const downward = rowsRunDown(statement, places, page);
      const edge = (side: 'before' | 'after') => ((side === 'before') === downward ? 0 : pageHeight);
      const ends = [
        before ? { y: before.y, found: true } : { y: edge('before'), found: false },
        after ? { y: after.y, found: true } : { y: edge('after'), found: false },
      ].sort((a, c) => a.y - c.y);
      const top = ends[0]!.found ? ends[0]!.y + REACH * height : ends[0]!.y;
      const bottom = ends[1]!.found ? ends[1]!.y - REACH * height : ends[1]!.y;
      if (bottom > top) add(page, { top, bottom, lineHeight: height });
    }
  }
  for (const [page, list] of bands) bands.set(page, mergeBands(list));
  return bands;
}

/** The page's rows are printed top to bottom in the statement's order (else bottom to top: newest first, read back). */
function rowsRunDown(statement: ExtractedStatement, places: Array<RowPlace | undefined>, page: number): boolean {
  let down = 0;
  let last: number | undefined;
  statement.details.forEach((d, i) => {
    const p = places[i];
    if (d.page !== page || !p) return;
    if (last !== undefined) down += Math.sign(p.y - last);
    last = p.y;
  });
  return down >= 0;
}

/** Overlapping or touching bands as one, in page order. */
export function mergeBands(bands: RowBand[]): RowBand[] {
  const out: RowBand[] = [];
  for (const b of [...bands].sort((a, c) => a.top - c.top)) {
    const last = out[out.length - 1];
    if (last && b.top <= last.bottom) {
      last.bottom = Math.max(last.bottom, b.bottom);
      last.lineHeight = Math.max(last.lineHeight, b.lineHeight);
    } else out.push({ ...b });
  }
  return out;
}

/** The item's baseline lies in one of the bands. */
export function inBands(item: Pick<ConfidentItem, 'y'>, bands: readonly RowBand[]): boolean {
  return bands.some((b) => item.y >= b.top && item.y <= b.bottom);
}
