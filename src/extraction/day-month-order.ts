import type { DateParts } from './date-scan';

export type DayMonthOrder = 'DMY' | 'MDY';

/** How the order was settled, strongest first. */
export type OrderEvidence = 'values' | 'weekdays' | 'sequence' | 'period' | 'span' | 'profile' | 'default';

/**
 * The day/month order of a whole statement's numeric dates, decided once and never per row:
 * a number above 12 in either position settles it; otherwise the order under which the dates move
 * in one direction (statements are chronological, oldest or newest first); otherwise the order the
 * period line shows (its own numbers above 12); otherwise the issuer profile's default.
 */
export function inferDayMonthOrder(
  parts: ReadonlyArray<DateParts | null>,
  hints: { period?: DayMonthOrder | null; profile?: DayMonthOrder | null } = {},
): { order: DayMonthOrder; evidence: OrderEvidence } {
  const byValues = orderFromValues(parts);
  if (byValues) return { order: byValues, evidence: 'values' };
  const sd = directionChanges(parts, 'DMY');
  const sm = directionChanges(parts, 'MDY');
  if (sd !== sm) return { order: sd < sm ? 'DMY' : 'MDY', evidence: 'sequence' };
  if (hints.period) return { order: hints.period, evidence: 'period' };
  if (hints.profile) return { order: hints.profile, evidence: 'profile' };
  return { order: 'DMY', evidence: 'default' };
}

/** 'DMY' when more numeric dates have a first number above 12 than a second one, and vice versa. */
export function orderFromValues(parts: ReadonlyArray<DateParts | null>): DayMonthOrder | null {
  let dmy = 0;
  let mdy = 0;
  for (const p of parts) {
    if (!p || p.fixed) continue;
    if (p.a > 12) dmy++;
    if (p.b > 12) mdy++;
  }
  return dmy === mdy ? null : dmy > mdy ? 'DMY' : 'MDY';
}

/**
 * Direction changes of the sequence read in one order: a statement reads up (or down) with few
 * turns. A year-less sequence crossing a year end turns once in either order, which cancels out.
 */
export function directionChanges(parts: ReadonlyArray<DateParts | null>, order: DayMonthOrder): number {
  let prev = -1;
  let up = 0;
  let down = 0;
  for (const p of parts) {
    if (!p || p.fixed) continue;
    const [d, m] = order === 'DMY' ? [p.a, p.b] : [p.b, p.a];
    const key = (p.year ?? 0) * 400 + m * 32 + d;
    if (prev >= 0 && key > prev) up++;
    else if (prev >= 0 && key < prev) down++;
    prev = key;
  }
  return Math.min(up, down);
}

/** Day and month of a scanned date in the statement's order. */
export function dayMonth(p: DateParts, order: DayMonthOrder): [day: number, month: number] {
  return p.fixed || order === 'DMY' ? [p.a, p.b] : [p.b, p.a];
}

/** Rows whose printed weekday ("Mon 03/02/2025") names the day each order gives its date, for dates printing a year. */
export function weekdayMatches(parts: ReadonlyArray<DateParts | null>): { DMY: number; MDY: number } {
  const out = { DMY: 0, MDY: 0 };
  for (const p of parts) {
    if (!p || p.fixed || p.weekday === undefined || p.year === null || p.a === p.b) continue;
    for (const o of ['DMY', 'MDY'] as const) {
      const [d, m] = dayMonth(p, o);
      const t = new Date(Date.UTC(p.year, m - 1, d));
      if (t.getUTCDate() === d && (t.getUTCDay() + 6) % 7 === p.weekday) out[o]++;
    }
  }
  return out;
}

/** How many numeric dates print a first number above 12 (day first) and a second one (month first). */
export function valueCounts(parts: ReadonlyArray<DateParts | null>): { DMY: number; MDY: number } {
  const out = { DMY: 0, MDY: 0 };
  for (const p of parts) {
    if (!p || p.fixed) continue;
    if (p.a > 12) out.DMY++;
    if (p.b > 12) out.MDY++;
  }
  return out;
}

/**
 * How many days the numeric dates span read in each order (31-day months; year-less dates on a circle
 * of one year, so a December–January statement spans weeks, not eleven months). A statement's rows lie
 * close together: read the wrong way, dates whose day never passes 12 jump from month to month.
 */
export function dateSpans(parts: ReadonlyArray<DateParts | null>): { DMY: number; MDY: number } {
  const numeric = parts.filter((p): p is DateParts => p !== null && !p.fixed);
  const withYear = numeric.filter((p) => p.year !== null);
  const span = (o: DayMonthOrder): number => {
    const key = (p: DateParts) => {
      const [d, m] = dayMonth(p, o);
      return (m - 1) * 31 + d - 1;
    };
    if (withYear.length) {
      const keys = withYear.map((p) => p.year! * YEAR + key(p));
      return keys.length ? Math.max(...keys) - Math.min(...keys) : 0;
    }
    const keys = [...new Set(numeric.map(key))].sort((x, y) => x - y);
    if (keys.length < 2) return 0;
    let gap = keys[0]! + YEAR - keys[keys.length - 1]!;
    for (let i = 1; i < keys.length; i++) gap = Math.max(gap, keys[i]! - keys[i - 1]!);
    return YEAR - gap;
  };
  return { DMY: span('DMY'), MDY: span('MDY') };
}

const YEAR = 12 * 31;

/** The order whose dates span far fewer days (the other spans `ratio` times as many and at least `minDays`), or null. */
export function orderBySpan(parts: ReadonlyArray<DateParts | null>, ratio: number, minDays: number): DayMonthOrder | null {
  const s = dateSpans(parts);
  const [short, long] = s.DMY <= s.MDY ? (['DMY', 'MDY'] as const) : (['MDY', 'DMY'] as const);
  return s[long] >= minDays && s[long] > ratio * s[short] ? short : null;
}
