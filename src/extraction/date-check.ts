import type { DateCheck, DateReading } from '../domain/statement';
import type { ResolvedDates } from './dates';
import type { Entry } from './entries';

/**
 * A running balance proves amounts, signs and balances, not dates: this is the statement's evidence
 * about its dates, checked once the rows are read. Each row whose date falls outside the printed
 * period (by more than `slackDays`) or off the statement's date order is flagged (`dateFlag`); the
 * status says whether the day/month order and the year were decided by what the statement prints
 * (`checked`) or only assumed (`ambiguous`: a day-first or month-first reading was taken without any
 * printed evidence, which the verdict must not claim as proven).
 */
export function checkDates(
  txns: Entry[],
  resolved: ResolvedDates,
  opts: { slackDays: number; misreadDays?: number; ordered: boolean },
): { check: DateCheck; reading: DateReading; misread: number } {
  const outside: DateCheck['outside_period'] = [];
  const period = resolved.period;
  let misread = 0;
  if (period) {
    const from = shift(period.start, -opts.slackDays);
    const to = shift(period.end, opts.slackDays);
    const far = opts.misreadDays === undefined ? null : [shift(period.start, -opts.misreadDays), shift(period.end, opts.misreadDays)];
    txns.forEach((e, index) => {
      if (e.iso && (e.iso < from || e.iso > to)) outside.push({ index, date: e.iso });
      if (e.iso && far && (e.iso < far[0]! || e.iso > far[1]!)) misread++;
    });
  }
  // Rows are returned oldest first in their printed sequence (only same-timestamp rows are moved): a
  // row off the longest run of dates that never goes back is out of the statement's date order.
  const outOfOrder: DateCheck['out_of_order'] = opts.ordered ? offOrderColumn(txns).map((index) => ({ index, date: txns[index]!.iso ?? '' })) : [];
  for (const { index } of outside) txns[index]!.dateFlag = 'outside_period';
  for (const { index } of outOfOrder) txns[index]!.dateFlag ??= 'out_of_order';
  const f = resolved.format;
  const assumedOrder = f.needed && (f.evidence === 'default' || f.evidence === 'profile');
  const status: DateCheck['status'] = assumedOrder && f.evidence === 'default' ? 'ambiguous' : 'checked';
  return {
    misread,
    check: { status, outside_period: outside, out_of_order: outOfOrder },
    reading: {
      format: f.needed ? (resolved.order === 'DMY' ? 'day first' : 'month first') : 'unambiguous',
      evidence: f.needed ? f.evidence : 'printed',
      rejected: f.needed ? f.rejected : [],
      year: resolved.yearSource,
      period: period ? { start: period.start, end: period.end } : null,
    },
  };
}

function shift(iso: string, days: number): string {
  const t = Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * The rows off the date order of the column the statement is sorted by: with a posting or value date printed
 * beside the transaction date, a bank lists its rows in posting order, so a purchase posted days after it was
 * made is in order (the transaction date, which the row keeps, is earlier than its neighbours'). The column
 * with fewer rows off its order is the one the statement is sorted by.
 */
function offOrderColumn(txns: readonly Entry[]): number[] {
  const own = offSequence(txns);
  if (!own.length || !txns.some((e) => e.valueIso)) return own;
  const other = offSequence(txns, (e) => e.valueIso ?? e.iso);
  return other.length < own.length ? other : own;
}

/** Indices of the dated rows outside one longest non-decreasing run of dates (patience sorting). */
export function offSequence(txns: readonly Entry[], dateOf: (e: Entry) => string | null | undefined = (e) => e.iso): number[] {
  const idx = txns.map((e, i) => (e.iso && dateOf(e) ? i : -1)).filter((i) => i >= 0);
  const tails: number[] = [];
  const prev = new Map<number, number>();
  for (const i of idx) {
    const d = dateOf(txns[i]!)!;
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (dateOf(txns[tails[mid]!]!)! <= d) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) prev.set(i, tails[lo - 1]!);
    tails[lo] = i;
  }
  const keep = new Set<number>();
  for (let k: number | undefined = tails[tails.length - 1]; k !== undefined; k = prev.get(k)) keep.add(k);
  return idx.filter((i) => !keep.has(i));
}
