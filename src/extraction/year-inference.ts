/** Where the year of year-less dates ("05 Jan", "05/01") came from. */
export type YearSource = 'printed' | 'period' | 'statement_date' | 'due_date' | 'document' | 'none';

/** ISO dates (yyyy-mm-dd) the statement prints outside its rows, strongest first. */
export interface YearAnchors {
  periodStart?: string | null;
  periodEnd?: string | null;
  /** The statement's own date ("Statement date", "Date d'arrêté"): rows fall in the year up to it. */
  statementDate?: string | null;
  /** A card's payment due date: rows fall in the year up to it. */
  dueDate?: string | null;
  /** Any other full dates printed in the document (rows that print a year, print dates). */
  documentDates?: readonly string[];
}

const DAY_MS = 86_400_000;

function dayNumber(iso: string): number {
  return Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;
}

/** The window year-less rows fall in, and what said so; null when nothing printed a year. */
export function yearWindow(a: YearAnchors): { from: number; to: number; source: YearSource } | null {
  const s = a.periodStart ? dayNumber(a.periodStart) : null;
  const e = a.periodEnd ? dayNumber(a.periodEnd) : null;
  if (s !== null || e !== null) return { from: s ?? e! - 364, to: e ?? s! + 364, source: 'period' };
  if (a.statementDate) return { from: dayNumber(a.statementDate) - 364, to: dayNumber(a.statementDate), source: 'statement_date' };
  if (a.dueDate) return { from: dayNumber(a.dueDate) - 364, to: dayNumber(a.dueDate), source: 'due_date' };
  const known = (a.documentDates ?? []).map(dayNumber).filter(Number.isFinite);
  if (!known.length) return null;
  // Rows sit near the latest dates a statement prints (its print date, its own dated rows); an old
  // "Member since" or birth date would pull them years back.
  const latest = Math.max(...known);
  const recent = known.filter((d) => d >= latest - 400);
  return { from: Math.min(...recent), to: latest, source: 'document' };
}

/**
 * Years for day/month pairs printed without one: each takes the year that puts it inside the
 * window (or nearest to it), so a December–January statement puts December in the earlier year and
 * January in the later one. When the window spans more than a year, the candidate nearest the row
 * before wins (for the first row, the one nearest an end of the window). With no window, years stay
 * null: guessing would produce confident wrong dates.
 */
export function inferYears(
  dayMonths: ReadonlyArray<readonly [day: number, month: number] | null>,
  anchors: YearAnchors,
): { years: Array<number | null>; source: YearSource } {
  const w = yearWindow(anchors);
  if (!w) return { years: dayMonths.map(() => null), source: 'none' };
  const first = new Date(w.from * DAY_MS).getUTCFullYear() - 1;
  const last = new Date(w.to * DAY_MS).getUTCFullYear() + 1;
  let prev: number | null = null;
  const years = dayMonths.map((dm) => {
    if (!dm) return null;
    const [d, m] = dm;
    let best: { year: number; dist: number; near: number } | null = null;
    for (let y = first; y <= last; y++) {
      const t = Date.UTC(y, m - 1, d) / DAY_MS;
      if (new Date(t * DAY_MS).getUTCDate() !== d) continue;
      // Only a period bounds the rows on both sides; a print, statement or due date is their latest day,
      // so a row after it costs more than one long before it.
      const dist = t < w.from ? w.from - t : t > w.to ? (t - w.to) * (w.source === 'period' ? 1 : 4) : 0;
      // The first row sits near one end of the window: the start if oldest first, the end if newest first.
      const near = prev === null ? Math.min(Math.abs(t - w.from), Math.abs(t - w.to)) : Math.abs(t - prev);
      if (!best || dist < best.dist || (dist === best.dist && near < best.near)) best = { year: y, dist, near };
    }
    // Far outside the window is not a row of this statement (29 February of a non-leap period).
    if (!best || best.dist > (w.source === 'period' ? 183 : 366)) return null;
    prev = Date.UTC(best.year, m - 1, d) / DAY_MS;
    return best.year;
  });
  return { years, source: w.source };
}
