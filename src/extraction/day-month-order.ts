import type { DateParts } from './date-scan';

export type DayMonthOrder = 'DMY' | 'MDY';

/** How the order was settled, strongest first. */
export type OrderEvidence = 'values' | 'sequence' | 'period' | 'profile' | 'default';

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
function directionChanges(parts: ReadonlyArray<DateParts | null>, order: DayMonthOrder): number {
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
