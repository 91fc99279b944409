import { scanDate } from './dates';
import type { RawRow } from './rows';

/**
 * A date printed once per day in a cell spanning all that day's rows, centred vertically (an HTML
 * `rowspan` cell, a spreadsheet's merged cell): it sits beside the middle row of an odd group, or
 * between the two middle rows of an even one (then it is carried to the row below it). Reading it as
 * the date of the rows below it, as a date printed once per group usually is, dates the upper half of
 * every group with the day before.
 *
 * The table is read this way only when its first movement row prints no date (a table dated at the top of
 * each group starts with a date) and when every group then balances exactly: as many rows above its date as
 * below, the groups following one another with none left over. Rows that print no movement (brought-
 * forward lines) are no part of any group. `printed` tells, per row, whether its date is printed on its own
 * line, on a date line right above it, or not at all (a date carried from further up does not count). Returns the rows with each movement row's date set, or
 * the rows unchanged.
 */
export function centredGroupDates(rows: RawRow[], printed: ReadonlyArray<'own' | 'line-above' | 'none'>): RawRow[] {
  const moving = rows.map((r, i) => ({ r, i })).filter(({ r }) => Boolean(r.text.debit || r.text.credit || r.text.amount));
  if (moving.length < 3) return rows;
  const dated = moving.map(({ r, i }) => printed[i] !== 'none' && Boolean(r.text.date && scanDate(r.text.date)));
  if (dated[0] || !dated.some(Boolean)) return rows;
  const dateOf = new Array<string | null>(moving.length).fill(null);
  let start = 0;
  let centred = 0;
  for (let d = 0; d < moving.length; d++) {
    if (!dated[d]) continue;
    const above = d - start;
    if (above < 0) return rows;
    const below = above - (printed[moving[d]!.i] === 'line-above' ? 1 : 0);
    if (below < 0) return rows;
    const end = d + below;
    if (end >= moving.length || dated.slice(d + 1, end + 1).some(Boolean)) return rows;
    for (let k = start; k <= end; k++) dateOf[k] = moving[d]!.r.text.date!;
    if (above > 0) centred++;
    start = end + 1;
  }
  if (start !== moving.length || centred < 2) return rows;
  const out = [...rows];
  moving.forEach(({ r, i }, k) => {
    if (dateOf[k] !== r.text.date) out[i] = { ...r, text: { ...r.text, date: dateOf[k]! } };
  });
  return out;
}
