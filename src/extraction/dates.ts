/**
 * Dates as printed → ISO. Parsing is two-step: `scanDate` reads the parts of one cell without
 * deciding day/month order, then `resolveDates` decides the order once for the whole statement
 * (a 13+ in either position settles it; otherwise the order giving the most monotonic sequence
 * wins; then the profile's hint) and fills years missing from the cell from the statement period.
 */
export interface DateParts {
  /** For numeric dates without a month name: first and second number; otherwise day and month. */
  a: number;
  b: number;
  /** Four-digit year, or null when the cell has none. */
  year: number | null;
  /** True when the order is fixed by the text (month name, or year first). */
  fixed: boolean;
  /** `HH:MM:SS` when printed. */
  time: string | null;
}

export type DayMonthOrder = 'DMY' | 'MDY';

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  january: 1, february: 2, march: 3, april: 4, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
};

const TIME = String.raw`(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([AaPp][Mm])?)?`;
const YMD = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME}`);
const NUMERIC = new RegExp(String.raw`^(\d{1,2})([-/.])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d/.-])${TIME}`);
const DAY_NAME = new RegExp(String.raw`^(\d{1,2})(?:st|nd|rd|th)?[-/. ]?([A-Za-z]{3,9})\.?(?:[-/., ]+(\d{4}|\d{2}))?(?![\d])${TIME}`);
const NAME_DAY = new RegExp(String.raw`^([A-Za-z]{3,9})\.?[ -](\d{1,2})(?:st|nd|rd|th)?,?(?:[ -](\d{4}|\d{2}))?(?![\d])${TIME}`);
const COMPACT = new RegExp(String.raw`^(20\d{2})(\d{2})(\d{2})(?!\d)${TIME}`);

export function scanDate(text: string): DateParts | null {
  const s = text.trim().replace(/^[A-Za-z]{3,9},?\s+(?=\d)/, (w) => (w.trim().replace(',', '').toLowerCase() in MONTHS ? w : ''));
  let m = YMD.exec(s) ?? COMPACT.exec(s);
  if (m) return valid({ a: +m[3]!, b: +m[2]!, year: +m[1]!, fixed: true, time: time(m, 4) });
  m = NUMERIC.exec(s);
  if (m) return valid({ a: +m[1]!, b: +m[3]!, year: m[4] ? year(m[4]) : null, fixed: false, time: time(m, 5) });
  m = DAY_NAME.exec(s);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase()];
    if (month) return valid({ a: +m[1]!, b: month, year: m[3] ? year(m[3]) : null, fixed: true, time: time(m, 4) });
  }
  m = NAME_DAY.exec(s);
  if (m) {
    const month = MONTHS[m[1]!.toLowerCase()];
    if (month) return valid({ a: +m[2]!, b: month, year: m[3] ? year(m[3]) : null, fixed: true, time: time(m, 4) });
  }
  return null;
}

function valid(p: DateParts): DateParts | null {
  if (p.a < 1 || p.b < 1 || p.a > 31 || p.b > 31) return null;
  if (p.fixed && (p.b > 12 || p.a > 31)) return null;
  if (!p.fixed && p.a > 12 && p.b > 12) return null;
  if (p.year !== null && (p.year < 1970 || p.year > 2100)) return null;
  return p;
}

function year(s: string): number {
  const y = +s;
  return s.length === 4 ? y : y < 70 ? 2000 + y : 1900 + y;
}

function time(m: RegExpExecArray, i: number): string | null {
  if (m[i] === undefined) return null;
  let h = +m[i]!;
  const ampm = m[i + 3]?.toLowerCase();
  if (ampm === 'pm' && h < 12) h += 12;
  if (ampm === 'am' && h === 12) h = 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(h)}:${m[i + 1]}:${m[i + 2] ?? '00'}`;
}

export interface ResolveHints {
  order?: DayMonthOrder;
  /** Statement period, to give yearless dates a year: ISO dates. */
  periodStart?: string | null;
  periodEnd?: string | null;
}

/** Decides the statement's day/month order and returns ISO dates (null where a cell cannot be one). */
export function resolveDates(parts: Array<DateParts | null>, hints: ResolveHints = {}): { order: DayMonthOrder; dates: Array<string | null> } {
  const order = decideOrder(parts, hints.order);
  const dm = parts.map((p) => (p ? dayMonth(p, order) : null));
  const years = fillYears(parts, dm, hints);
  const dates = dm.map((v, i) => {
    const y = years[i];
    if (!v || y === null || y === undefined) return null;
    return isoDate(y, v[1], v[0]);
  });
  return { order, dates };
}

function dayMonth(p: DateParts, order: DayMonthOrder): [number, number] {
  return p.fixed || order === 'DMY' ? [p.a, p.b] : [p.b, p.a];
}

function decideOrder(parts: Array<DateParts | null>, hint?: DayMonthOrder): DayMonthOrder {
  let dmy = 0;
  let mdy = 0;
  for (const p of parts) {
    if (!p || p.fixed) continue;
    if (p.a > 12) dmy++;
    if (p.b > 12) mdy++;
  }
  if (dmy !== mdy) return dmy > mdy ? 'DMY' : 'MDY';
  // Undecided by values: dates of a statement move in one direction, so prefer the reading with
  // fewer direction changes.
  const score = (o: DayMonthOrder) => {
    const keys = parts.filter((p): p is DateParts => !!p && !p.fixed).map((p) => {
      const [d, m] = dayMonth(p, o);
      return (p.year ?? 0) * 400 + m * 32 + d;
    });
    let up = 0;
    let down = 0;
    for (let i = 1; i < keys.length; i++) {
      if (keys[i]! > keys[i - 1]!) up++;
      else if (keys[i]! < keys[i - 1]!) down++;
    }
    return Math.min(up, down);
  };
  const sd = score('DMY');
  const sm = score('MDY');
  if (sd !== sm) return sd < sm ? 'DMY' : 'MDY';
  return hint ?? 'DMY';
}

/** Years for cells that print none: from the period, stepping over a year end when months wrap. */
function fillYears(parts: Array<DateParts | null>, dm: Array<[number, number] | null>, hints: ResolveHints): Array<number | null> {
  const startYear = hints.periodStart ? +hints.periodStart.slice(0, 4) : null;
  const endYear = hints.periodEnd ? +hints.periodEnd.slice(0, 4) : startYear;
  const startMonth = hints.periodStart ? +hints.periodStart.slice(5, 7) : null;
  const known = parts.find((p) => p?.year)?.year ?? null;
  return parts.map((p, i) => {
    if (!p) return null;
    if (p.year !== null) return p.year;
    const month = dm[i]![1];
    if (startYear !== null && startMonth !== null && endYear !== null) return month >= startMonth ? startYear : endYear;
    return known ?? endYear ?? null;
  });
}

export function isoDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Finds a statement period ("01/01/2024 - 31/03/2024", "01 Jan 2024 to 31 Mar 2024", "du 01.01.2024 au 31.03.2024") in free text. */
export function findPeriod(text: string, order: DayMonthOrder = 'DMY'): { start: string; end: string } | null {
  const re = /(\d{1,4}[-/. ](?:\d{1,2}|[A-Za-z]{3,9})[-/., ]+\d{2,4}|[A-Za-z]{3,9}\.? \d{1,2},? \d{4})\s*(?:-|–|to|through|till|until|au|à|a|até|ate|hadi|mpaka)\s*(\d{1,4}[-/. ](?:\d{1,2}|[A-Za-z]{3,9})[-/., ]+\d{2,4}|[A-Za-z]{3,9}\.? \d{1,2},? \d{4})/i;
  const m = re.exec(text);
  if (!m) return null;
  const a = scanDate(m[1]!);
  const b = scanDate(m[2]!);
  if (!a || !b || a.year === null || b.year === null) return null;
  const { dates } = resolveDates([a, b], { order });
  return dates[0] && dates[1] ? { start: dates[0], end: dates[1] } : null;
}
