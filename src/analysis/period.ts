import type { LedgerRow } from './ledger';
import { dayNumber, daysBetween, isoFromDay, monthsBetween } from './dates';

export interface Gap {
  /** First and last day without any transaction. */
  from: string;
  to: string;
  days: number;
}

export interface PeriodInfo {
  start_date: string | null;
  end_date: string | null;
  /** Calendar days from start to end, inclusive (0 without a period). */
  days: number;
  /** Days with at least one transaction. */
  active_days: number;
  /** Every calendar month the period touches, `YYYY-MM`. */
  months: string[];
  month_count: number;
  gap_threshold_days: number;
  /** Runs of consecutive days without transactions longer than the threshold. */
  gaps: Gap[];
  longest_gap_days: number;
  /** Days from the period's end to `now`; null when `now` was not given. */
  days_since_end: number | null;
  /** `printed`: the statement's printed period widened to the rows; `transactions`: first to last row. */
  basis: 'printed' | 'transactions';
}

export const DEFAULT_GAP_DAYS = 7;

/** A printed period reaching further than this many days beyond the rows is not trusted. */
export const PRINTED_PERIOD_SLACK_DAYS = 62;

/** The printed period, when it is a valid range that overlaps the rows and does not reach far beyond them. */
function usablePrinted(
  p: { start_date: string; end_date: string } | null | undefined,
  dates: readonly string[],
): { start_date: string; end_date: string } | null {
  if (!p || !/^\d{4}-\d{2}-\d{2}$/.test(p.start_date) || !/^\d{4}-\d{2}-\d{2}$/.test(p.end_date) || p.start_date > p.end_date) return null;
  if (dates.length === 0) return p;
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (p.start_date > last || p.end_date < first) return null;
  if (daysBetween(p.start_date, first) > PRINTED_PERIOD_SLACK_DAYS || daysBetween(last, p.end_date) > PRINTED_PERIOD_SLACK_DAYS) return null;
  return p;
}

/**
 * The statement period: the printed period (`printed_period`, when the header prints one that overlaps
 * the rows and reaches at most `PRINTED_PERIOD_SLACK_DAYS` beyond them) widened to every row, so a
 * statement for 1–31 March whose rows run from the 3rd to the 28th counts 31 days; otherwise from the
 * earlier of the metadata start date and the first transaction to the later of the metadata end date
 * and the last transaction. Every monthly average divides by this period. A gap is a run of days
 * inside the period, including before the first and after the last transaction, with no transaction,
 * longer than `gapDays` days.
 */
export function periodOf(
  rows: readonly LedgerRow[],
  statement: { start_date: string; end_date: string; printed_period?: { start_date: string; end_date: string } | null },
  options: { gapDays?: number; now?: Date } = {},
): PeriodInfo {
  const gapDays = options.gapDays ?? DEFAULT_GAP_DAYS;
  const dates = [...new Set(rows.map((r) => r.date))].sort();
  const printedPeriod = usablePrinted(statement.printed_period, dates);
  const printed = printedPeriod ?? statement;
  const starts = [printed.start_date, dates[0]].filter((d): d is string => !!d).sort();
  const ends = [printed.end_date, dates[dates.length - 1]].filter((d): d is string => !!d).sort();
  const start = starts[0] ?? null;
  const end = ends[ends.length - 1] ?? null;
  if (start === null || end === null) {
    return {
      start_date: null,
      end_date: null,
      days: 0,
      active_days: 0,
      months: [],
      month_count: 0,
      gap_threshold_days: gapDays,
      gaps: [],
      longest_gap_days: 0,
      days_since_end: null,
      basis: 'transactions',
    };
  }
  const gaps: Gap[] = [];
  let longest = 0;
  const bounds = [dayNumber(start) - 1, ...dates.map(dayNumber), dayNumber(end) + 1];
  for (let i = 1; i < bounds.length; i++) {
    const empty = bounds[i] - bounds[i - 1] - 1;
    if (empty <= 0) continue;
    longest = Math.max(longest, empty);
    if (empty > gapDays) gaps.push({ from: isoFromDay(bounds[i - 1] + 1), to: isoFromDay(bounds[i] - 1), days: empty });
  }
  const months = monthsBetween(start, end);
  const nowIso = options.now ? options.now.toISOString().slice(0, 10) : null;
  return {
    start_date: start,
    end_date: end,
    days: daysBetween(start, end) + 1,
    active_days: dates.length,
    months,
    month_count: months.length,
    gap_threshold_days: gapDays,
    gaps,
    longest_gap_days: longest,
    days_since_end: nowIso ? daysBetween(end, nowIso) : null,
    basis: printedPeriod ? 'printed' : 'transactions',
  };
}
