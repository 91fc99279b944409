import { isoDate, type DateParts } from './date-scan';
import type { DateFormatRival } from '../domain/statement';
import {
  dayMonth,
  directionChanges,
  dateSpans,
  inferDayMonthOrder,
  orderBySpan,
  orderFromValues,
  valueCounts,
  weekdayMatches,
  type DayMonthOrder,
  type OrderEvidence,
} from './day-month-order';
import { readHeaderDates, type HeaderDates } from './period';
import { inferYears, type YearSource } from './year-inference';

/**
 * Dates as printed → ISO, in two steps: `scanDate` reads one cell without deciding anything, then
 * `resolveDates` decides once for the whole statement the day/month order (see
 * `inferDayMonthOrder`) and the year of cells that print none (see `inferYears`), from the
 * statement's own header dates (`readHeaderDates`).
 */
export { findDatesInText, isoDate, scanDate, scanDateOnly, scanTime, splitDateNarration, toYear, type DateInText, type DateParts } from './date-scan';
export { inferDayMonthOrder, orderFromValues, type DayMonthOrder, type OrderEvidence } from './day-month-order';
export { monthNumber } from './month-names';
export { readHeaderDates, type HeaderDates } from './period';
export { inferYears, type YearAnchors, type YearSource } from './year-inference';

export interface ResolveHints {
  /** The issuer profile's day/month order, used only when nothing printed decides. */
  order?: DayMonthOrder;
  /** Dates the statement prints about itself (`readHeaderDates` of the header text). */
  header?: HeaderDates | null;
  /** A statement period already known, as ISO dates; overrides the header's. */
  periodStart?: string | null;
  periodEnd?: string | null;
  /** Other dates printed in the same style elsewhere (a value-date column): they help tell day from month. */
  evidence?: ReadonlyArray<DateParts | null>;
  /**
   * Rows lie close together: when nothing else tells, the order whose dates span far fewer days wins (the
   * other spans `ratio` times as many and at least `minDays`; settings `dates.spanRatio`, `dates.spanMinDays`).
   */
  span?: { ratio: number; minDays: number };
}

export interface ResolvedDates {
  order: DayMonthOrder;
  orderEvidence: OrderEvidence;
  /** ISO date per cell; null where a cell is not a date or its year cannot be known. */
  dates: Array<string | null>;
  yearSource: YearSource;
  period: { start: string; end: string } | null;
  statementDate: string | null;
  dueDate: string | null;
  /** What was assumed or could not be done, in words for the reconciliation block. */
  warnings: string[];
  /**
   * The day/month decision for the trace: `needed` when some numeric date reads differently in the two
   * orders; `rejected` the other order with the measure that decided and both orders' scores under it.
   */
  format: { needed: boolean; evidence: OrderEvidence; rejected: DateFormatRival[] };
}

export function resolveDates(parts: ReadonlyArray<DateParts | null>, hints: ResolveHints = {}): ResolvedDates {
  const header = hints.header ?? null;
  const headerOrder = header ? periodOrder(header, orderFromValues(header.all)) : null;
  // Extra evidence counts only by its values: its sequence is not the rows'.
  const byValues = hints.evidence?.length ? orderFromValues([...parts, ...hints.evidence]) : null;
  // A weekday printed beside dates that print their year names the day in one order only.
  const weekdays = weekdayMatches(parts);
  const byWeekday = weekdays.DMY === weekdays.MDY ? null : weekdays.DMY > weekdays.MDY ? ('DMY' as const) : ('MDY' as const);
  const inferred: { order: DayMonthOrder; evidence: OrderEvidence } = byValues
    ? { order: byValues, evidence: 'values' }
    : byWeekday
      ? { order: byWeekday, evidence: 'weekdays' }
      : inferDayMonthOrder(parts, { period: headerOrder, profile: hints.order ?? null });
  const periodIn = (o: DayMonthOrder) =>
    hints.periodStart || hints.periodEnd
      ? { start: hints.periodStart ?? hints.periodEnd!, end: hints.periodEnd ?? hints.periodStart! }
      : header?.period
        ? resolveRange(header.period, headerOrder ?? o)
        : null;
  // Rows that cannot tell day from month by their values fall inside the printed period in one order
  // only ("01/03" … "01/28" of a January statement): that beats their sequence and any default.
  const fitted = inferred.evidence === 'values' || inferred.evidence === 'weekdays' ? null : orderByPeriod(parts, periodIn);
  const decided = fitted ? { order: fitted, evidence: 'period' as const } : inferred;
  const spanned =
    (decided.evidence === 'profile' || decided.evidence === 'default') && hints.span
      ? orderBySpan(parts, hints.span.ratio, hints.span.minDays)
      : null;
  const { order, evidence } = spanned ? { order: spanned, evidence: 'span' as const } : decided;
  const own = headerOrder ?? order;
  const period = periodIn(order);
  const statementDate = header?.statementDate ? fullIso(header.statementDate, own) : null;
  const dueDate = header?.dueDate ? fullIso(header.dueDate, own) : null;

  const dm = parts.map((p) => (p ? dayMonth(p, order) : null));
  const printed = parts.map((p, i) => (p && p.year !== null ? isoDate(p.year, dm[i]![1], dm[i]![0]) : null));
  const documentDates = [...printed, ...(header?.all ?? []).map((p) => fullIso(p, own))].filter((d): d is string => d !== null);
  const yearless = dm.map((v, i) => (v && parts[i]!.year === null ? v : null));
  const needYears = yearless.some((v) => v !== null);
  const { years, source } = needYears
    ? inferYears(yearless, { periodStart: period?.start, periodEnd: period?.end, statementDate, dueDate, documentDates })
    : { years: [], source: 'printed' as YearSource };
  const dates = dm.map((v, i) => {
    if (!v) return null;
    const y = parts[i]!.year ?? years[i] ?? null;
    return y === null ? null : isoDate(y, v[1], v[0]);
  });

  const warnings: string[] = [];
  if (source === 'none') {
    const n = yearless.filter((v) => v !== null).length;
    warnings.push(`${n} date${n === 1 ? '' : 's'} print no year and the statement prints no period or other dated line to take one from`);
  }
  const ambiguous = parts.some((p) => p && !p.fixed && p.a !== p.b);
  if (ambiguous && (evidence === 'profile' || evidence === 'default'))
    warnings.push(`day/month order could not be told from the dates; read as ${order === 'DMY' ? 'day first' : 'month first'}`);
  const format = {
    needed: ambiguous,
    evidence,
    rejected: ambiguous ? [rivalOf(order, evidence, parts, hints.evidence ?? [], weekdays, periodIn)] : [],
  };
  return { order, orderEvidence: evidence, dates, yearSource: needYears ? source : 'printed', period, statementDate, dueDate, warnings, format };
}

const FORMAT_NAME = { DMY: 'day first', MDY: 'month first' } as const;

/** The order not taken, scored by the measure that decided against it (both orders' scores under that measure). */
function rivalOf(
  order: DayMonthOrder,
  evidence: OrderEvidence,
  parts: ReadonlyArray<DateParts | null>,
  extra: ReadonlyArray<DateParts | null>,
  weekdays: { DMY: number; MDY: number },
  periodIn: (o: DayMonthOrder) => { start: string; end: string } | null,
): DateFormatRival {
  const other = flip(order);
  const scored = (measure: DateFormatRival['measure'], s: { DMY: number; MDY: number }): DateFormatRival => ({
    format: FORMAT_NAME[other],
    measure,
    score: s[other],
    chosen_score: s[order],
  });
  if (evidence === 'values') return scored('dates with a number above 12 in its place', valueCounts([...parts, ...extra]));
  if (evidence === 'weekdays') return scored('printed weekdays that match', weekdays);
  if (evidence === 'period') {
    const inside = { DMY: insidePeriod(parts, periodIn, 'DMY'), MDY: insidePeriod(parts, periodIn, 'MDY') };
    if (inside.DMY !== inside.MDY) return scored('dates inside the printed period', inside);
  }
  if (evidence === 'span') return scored('days the dates span (fewer wins)', dateSpans(parts));
  if (evidence === 'sequence')
    // Fewer turns is better: scores are the turns, so the chosen order's is the smaller.
    return scored('turns of the date sequence', { DMY: directionChanges(parts, 'DMY'), MDY: directionChanges(parts, 'MDY') });
  return {
    format: FORMAT_NAME[other],
    measure: evidence === 'period' ? 'header dates' : evidence === 'profile' ? 'issuer convention' : 'nothing printed tells',
    score: 0,
    chosen_score: 0,
  };
}

/**
 * The order under which more of the dates fall inside the printed period (year-less ones taking
 * the period's years); null when there is no period or both orders place as many.
 */
function orderByPeriod(
  parts: ReadonlyArray<DateParts | null>,
  periodIn: (o: DayMonthOrder) => { start: string; end: string } | null,
): DayMonthOrder | null {
  if (!parts.some((p) => p && !p.fixed && p.a !== p.b)) return null;
  const dmy = insidePeriod(parts, periodIn, 'DMY');
  const mdy = insidePeriod(parts, periodIn, 'MDY');
  return dmy === mdy || Math.max(dmy, mdy) <= 0 ? null : dmy > mdy ? 'DMY' : 'MDY';
}

/** Dates inside the printed period read in one order (year-less ones taking the period's years); -1 without a period. */
function insidePeriod(
  parts: ReadonlyArray<DateParts | null>,
  periodIn: (o: DayMonthOrder) => { start: string; end: string } | null,
  o: DayMonthOrder,
): number {
  const period = periodIn(o);
  if (!period) return -1;
  const dm = parts.map((p) => (p ? dayMonth(p, o) : null));
  const yearless = dm.map((v, i) => (v && parts[i]!.year === null ? v : null));
  const { years } = inferYears(yearless, { periodStart: period.start, periodEnd: period.end });
  return dm.filter((v, i) => {
    const y = parts[i]?.year ?? years[i];
    const iso = v && y ? isoDate(y, v[1], v[0]) : null;
    return iso !== null && iso >= period.start && iso <= period.end;
  }).length;
}

function fullIso(p: DateParts, order: DayMonthOrder): string | null {
  if (p.year === null) return null;
  const [d, m] = dayMonth(p, order);
  return isoDate(p.year, m, d);
}

const flip = (o: DayMonthOrder): DayMonthOrder => (o === 'DMY' ? 'MDY' : 'DMY');

/**
 * A period runs forward: when the order the header's dates suggest (a stray print code such as
 * "26/02/04" can suggest it) makes the printed period end before it starts, and the other order does
 * not, the header is read in the other order.
 */
function periodOrder(header: HeaderDates, order: DayMonthOrder | null): DayMonthOrder | null {
  if (!order || !header.period || resolveRange(header.period, order)) return order;
  return resolveRange(header.period, flip(order)) ? flip(order) : order;
}

/** A range where one end may print no year ("01 Dec – 31 Jan 2025"): it takes the other's, stepping over a year end. */
function resolveRange(r: { start: DateParts; end: DateParts }, order: DayMonthOrder): { start: string; end: string } | null {
  const [sd, sm] = dayMonth(r.start, order);
  const [ed, em] = dayMonth(r.end, order);
  const before = sm * 32 + sd > em * 32 + ed;
  const sy = r.start.year ?? (r.end.year === null ? null : before ? r.end.year - 1 : r.end.year);
  const ey = r.end.year ?? (sy === null ? null : before ? sy + 1 : sy);
  if (sy === null || ey === null) return null;
  const start = isoDate(sy, sm, sd);
  const end = isoDate(ey, em, ed);
  return start && end && start <= end ? { start, end } : null;
}

/**
 * A statement period in free text ("Statement period: 01 Dec 2024 – 31 Jan 2025", "Du 01.12.2024 au
 * 31.01.2025", "Kuanzia 1 Desemba 2024 hadi 31 Januari 2025"); `order` is used only when the
 * period's own numbers cannot tell the day from the month.
 */
export function findPeriod(text: string, order: DayMonthOrder = 'DMY'): { start: string; end: string } | null {
  const header = readHeaderDates(text);
  if (!header.period) return null;
  return resolveRange(header.period, periodOrder(header, orderFromValues(header.all)) ?? order);
}
