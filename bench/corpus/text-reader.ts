import LABELS from '../../src/extraction/language/labels.json';

/**
 * An independent, deliberately simple reader of `pdftotext -layout` text, used only to build the truth of
 * the development corpus. It shares no code with the engine (only its language data's labels): it finds dated lines and the money printed on
 * them, and leaves every decision about signs and order to the statement's own arithmetic
 * (`truth-arithmetic.ts`). Pure functions, no I/O.
 */

export type MoneyMarker = 'cr' | 'dr' | 'minus' | 'plus' | null;

export interface MoneyToken {
  /** Absolute value in major units, rounded to the cent. */
  value: number;
  marker: MoneyMarker;
  /** Column span of the token in the layout line. */
  start: number;
  end: number;
  /** Column just after the last digit (markers excluded): where the column's figures align. */
  digitsEnd: number;
}

export interface TextRow {
  /** ISO date of the leftmost date on the row. */
  date: string;
  description: string;
  money: MoneyToken[];
  /** Index of the layout line the row's date is on. */
  line: number;
  /** Start column of the row's date. */
  dateColumn: number;
  /** Text printed left of the date on the row's line (a label such as "Beginning balance on"). */
  prefix: string;
  /** `HH:MM[:SS]` printed after the date on the row's line, if any. */
  time: string | null;
  /**
   * The row's figures when whole numbers count too (`100`, `2,800`: statements that print amounts
   * without decimals), standing apart in their own column; null when the line has none.
   */
  alt: MoneyToken[] | null;
  /** The sign the table prints for the row's figures: a section heading (Deposits / Withdrawals), null when none. */
  section: Section;
  /** The table header's columns above the row (Money out | Money in | Balance), empty when none was found. */
  columns: HeaderColumn[];
  /** Printed on a line without a date, under the last dated row (several rows printed per date). */
  undated: boolean;
}

/** `skip`: a section of lines that move no money (a daily balance summary). */
export type Section = 'credit' | 'debit' | 'skip' | null;

export interface HeaderColumn {
  role: 'credit' | 'debit' | 'balance';
  start: number;
  end: number;
}

/** How a text is read: the readings `build-truth` tries, the statement's arithmetic chooses. */
export interface ReadOptions {
  monthFirst: boolean;
  decimals?: 2 | 3;
  /** Figures printed with one decimal digit (`1000.0`, `125343.5`: a program's float output) count as money. */
  looseDecimals?: boolean;
  /** Lines with money but no date, under a dated row, are rows of the same date. */
  undatedRows?: boolean;
  /** A line holding only figures, under a dated row, is the rest of that row's figures (a balance wrapped). */
  figuresBelow?: boolean;
  /** Rows whose figures are all whole numbers are dropped when other rows print decimals (an example table). */
  decimalRowsOnly?: boolean;
}

export interface ReadText {
  rows: TextRow[];
  lines: string[];
  /** Digits of the currency's minor unit (2, or 3 for BHD, KWD…). */
  decimals: 2 | 3;
  /** One-digit decimals read as money too (see `ReadOptions.looseDecimals`). */
  loose?: boolean;
}

const MONTHS: Record<string, number> = {};
const MONTH_WORDS: [number, string[]][] = [
  [1, ['jan', 'january', 'janvier', 'januar', 'januari', 'janeiro', 'enero', 'ene', 'janv']],
  [2, ['feb', 'february', 'février', 'fevrier', 'februar', 'februari', 'fevereiro', 'fev', 'febrero', 'févr', 'fevr']],
  [3, ['mar', 'march', 'mars', 'märz', 'maerz', 'maart', 'mrt', 'março', 'marzo', 'mär']],
  [4, ['apr', 'april', 'avril', 'abril', 'abr', 'avr']],
  [5, ['may', 'mai', 'mei', 'maio', 'mayo']],
  [6, ['jun', 'june', 'juin', 'juni', 'junho', 'junio']],
  [7, ['jul', 'july', 'juillet', 'juli', 'julho', 'julio', 'juil']],
  [8, ['aug', 'august', 'août', 'aout', 'augustus', 'agosto', 'ago']],
  [9, ['sep', 'sept', 'september', 'septembre', 'setembro', 'septiembre', 'set']],
  [10, ['oct', 'october', 'octobre', 'oktober', 'okt', 'outubro', 'out', 'octubre']],
  [11, ['nov', 'november', 'novembre', 'novembro', 'noviembre']],
  [12, ['dec', 'december', 'décembre', 'decembre', 'dezember', 'dez', 'dezembro', 'diciembre', 'dic', 'déc']],
];
for (const [n, words] of MONTH_WORDS) for (const w of words) MONTHS[w] = n;
const MONTH_RE = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

export interface DateToken {
  /** Year, or null when the statement prints none. */
  y: number | null;
  /** For numeric dates whose day/month order is not known yet: the two numbers as printed. */
  a: number;
  b: number;
  /** `true` when the month is a word (no day/month ambiguity): `a` is the day, `b` the month. */
  named: boolean;
  /** `ymd` dates are unambiguous too. */
  ymd: boolean;
  start: number;
  end: number;
}

const YEAR = String.raw`(\d{4}|\d{2})`;
const DATE_PATTERNS: { re: RegExp; make: (m: RegExpExecArray) => Omit<DateToken, 'start' | 'end'> }[] = [
  {
    re: /(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g,
    make: (m) => ({ y: Number(m[1]), a: Number(m[3]), b: Number(m[2]), named: false, ymd: true }),
  },
  {
    re: new RegExp(String.raw`(?<!\d)(\d{1,2})[-/.](\d{1,2})[-/.]${YEAR}(?!\d)`, 'g'),
    make: (m) => ({ y: year(m[3]!), a: Number(m[1]), b: Number(m[2]), named: false, ymd: false }),
  },
  {
    // `23 / 06 / 2025`: separators set apart by spaces
    re: /(?<![\d,.])(\d{1,2}) [-/] (\d{1,2}) [-/] (\d{4})(?!\d)/g,
    make: (m) => ({ y: Number(m[3]), a: Number(m[1]), b: Number(m[2]), named: false, ymd: false }),
  },
  {
    re: new RegExp(String.raw`(?<![\dA-Za-z])(\d{1,2})[-/. ]?(${MONTH_RE})\.?,?[-/. ]?${YEAR}(?![\d:])`, 'gi'),
    make: (m) => ({ y: year(m[3]!), a: Number(m[1]), b: MONTHS[m[2]!.toLowerCase()]!, named: true, ymd: false }),
  },
  {
    re: new RegExp(String.raw`(?<![A-Za-z])(${MONTH_RE})\.? (\d{1,2}),? ?(\d{4})(?!\d)`, 'gi'),
    make: (m) => ({ y: Number(m[3]), a: Number(m[2]), b: MONTHS[m[1]!.toLowerCase()]!, named: true, ymd: false }),
  },
  {
    re: new RegExp(String.raw`(?<![\dA-Za-z])(\d{1,2})[-/. ]?(${MONTH_RE})(?![A-Za-z])`, 'gi'),
    make: (m) => ({ y: null, a: Number(m[1]), b: MONTHS[m[2]!.toLowerCase()]!, named: true, ymd: false }),
  },
  {
    // `May 02` (month first, no year)
    re: new RegExp(String.raw`(?<![A-Za-z])(${MONTH_RE})\.? (\d{1,2})(?![\d:.,])`, 'gi'),
    make: (m) => ({ y: null, a: Number(m[2]), b: MONTHS[m[1]!.toLowerCase()]!, named: true, ymd: false }),
  },
  {
    // No year: `dd/mm`, `mm/dd` or `dd.mm.` (a dot-separated pair without the trailing dot is money).
    re: /(?<![\d/.,-])(\d{1,2})(?:\/(\d{1,2})(?![\d/.,-])|\.(\d{1,2})\.(?![\d]))/g,
    make: (m) => ({ y: null, a: Number(m[1]), b: Number(m[2] ?? m[3]), named: false, ymd: false }),
  },
];

function year(s: string): number {
  const n = Number(s);
  return s.length === 2 ? 2000 + n : n;
}

/** Every date-like token on a line, leftmost first, overlapping matches dropped. */
export function findDates(line: string): DateToken[] {
  const found: DateToken[] = [];
  for (const { re, make } of DATE_PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(line); m; m = re.exec(line)) {
      const start = m.index;
      const end = m.index + m[0].length;
      if (found.some((f) => start < f.end && end > f.start)) continue;
      const t = { ...make(m), start, end };
      if (t.b < 1 || t.a < 1 || (t.named && (t.a > 31 || t.b > 12))) continue;
      if (!t.named && !t.ymd && !((t.a <= 31 && t.b <= 12) || (t.a <= 12 && t.b <= 31))) continue;
      if (t.ymd && (t.b > 12 || t.a > 31)) continue;
      found.push(t);
    }
  }
  return found.sort((x, y) => x.start - y.start);
}

const moneyRes = new Map<string, RegExp>();
function moneyRe(decimals: number, loose: boolean): RegExp {
  const key = `${decimals}${loose}`;
  let re = moneyRes.get(key);
  if (!re) {
    const cents = loose ? String.raw`\d{1,${decimals}}` : String.raw`\d{${decimals}}`;
    re = new RegExp(
      String.raw`(?<![\w.,/:-])(\()?([-+])?\s?(?:[A-Z]{3}\s?|R\$\s?|[$€£₹\x60R]\s?|Rs\.?\s?|KSh\s?)?(\d{1,3}(?:(?:,\d{2})*,\d{3}|(?:[,.'\u00a0 ]\d{3})*)|\d+)?([.,])(${cents})(?![\d%])(\))?(\s?(?:CR|DR|Cr|Dr|cr|dr)\b|\s?[([](?:CR|DR|Cr|Dr|cr|dr)[)\]]|-(?![\d])|\s-(?=\s{2,}|\s*$))?`,
      'g',
    );
    moneyRes.set(key, re);
  }
  return re;
}

/** Currencies whose minor unit has three digits. */
const THREE_DECIMALS = /\b(BHD|KWD|OMR|JOD|TND|LYD|IQD)\b/;

/** The minor-unit digits worth trying: 2, and 3 when the statement names a currency with three. */
export function decimalsToTry(text: string): (2 | 3)[] {
  return THREE_DECIMALS.test(text) ? [2, 3] : [2];
}

/**
 * Money tokens on a line (dates and times are blanked first). A token needs a decimal part of `decimals`
 * digits (`1,234.56`, `1.234,56`, `1 234,56`, `1,23,456.78`, `.50`); markers: trailing `CR`/`DR` (also bracketed, `(Cr)`),
 * trailing or leading minus, parentheses, leading plus.
 */
export function findMoney(line: string, decimals = 2, loose = false): MoneyToken[] {
  const MONEY_RE = moneyRe(decimals, loose);
  let masked = line;
  for (const d of findDates(line)) masked = masked.slice(0, d.start) + ' '.repeat(d.end - d.start) + masked.slice(d.end);
  masked = masked.replace(/\d{1,2}:\d{2}(?::\d{2})?|\b\d{1,2}[.:]\d{2}\s?[AP]M\b/gi, (t) => ' '.repeat(t.length));
  const out: MoneyToken[] = [];
  MONEY_RE.lastIndex = 0;
  for (let m = MONEY_RE.exec(masked); m; m = MONEY_RE.exec(masked)) {
    const [whole, open, sign, int = '', sep, cents, close, suffix] = m;
    // The thousands separator must differ from the decimal separator.
    if (int && int.includes(sep!) && !/ /.test(int)) continue;
    const digits = int.replace(/[^\d]/g, '');
    // Loose reading: a one-decimal figure needs whole digits of its own (`.5` alone is not money).
    if (loose && cents!.length < decimals && !digits) continue;
    const value = Math.round(Number(`${digits || '0'}.${cents}`) * 10 ** decimals) / 10 ** decimals;
    const suf = suffix
      ?.trim()
      .toLowerCase()
      .replace(/^[([](.*)[)\]]$/, '$1');
    const marker: MoneyMarker =
      suf === 'cr' ? 'cr' : suf === 'dr' ? 'dr' : suf === '-' || sign === '-' || (open && close) ? 'minus' : sign === '+' ? 'plus' : null;
    const digitsEnd = m.index + whole.lastIndexOf(`${sep!}${cents!}`) + 1 + cents!.length;
    out.push({ value, marker, start: m.index, end: m.index + whole.trimEnd().length, digitsEnd });
  }
  typeColumnMarker(masked, out);
  // A Dr/Cr (or C/D) marker printed in its own column between an amount and the next figure.
  out.forEach((t, i) => {
    if (t.marker) return;
    const gap = masked.slice(t.end, out[i + 1]?.start ?? masked.length).trim();
    if (/^(CR|DR|Cr|Dr)$/.test(gap)) t.marker = gap.toLowerCase() as MoneyMarker;
    // `C` / `D` alone, or with the stray punctuation a scan's OCR leaves on it (`C.`, `C)`, `C!`).
    else if (/^[CD][.,;:!)|]?$/.test(gap)) t.marker = gap[0] === 'C' ? 'cr' : 'dr';
  });
  return out;
}

/**
 * A Debit/Credit type printed in its own column just before the line's first figure ("Debit    INR 6850.00"),
 * after a text cell (a type column between an amount and its balance marks neither). Mutates `out`.
 */
function typeColumnMarker(masked: string, out: MoneyToken[]): void {
  const t = out[0];
  if (!t || t.marker) return;
  const before = masked.slice(0, t.start);
  const m = /(?:^|\s{2})(debit|credit|db|dr|cr)\s+(?:[A-Z]{3}\s*|[$€£₹]\s?)?$/i.exec(before);
  if (!m) return;
  // The word follows a text cell (a narration); after a figure (`1,234  Debit  5,678.00`) or nothing (a
  // date, blanked) it is the type of another figure or of the row, not this figure's sign.
  const cell =
    before
      .slice(0, m.index)
      .trim()
      .split(/\s{2,}/)
      .pop() ?? '';
  if (cell && !/^\d[\d.,]{2,}$/.test(cell)) t.marker = /^(debit|db|dr)$/i.test(m[1]!) ? 'dr' : 'cr';
}

/** Whole numbers standing in their own column (two spaces or more on each side), dates and times blanked. */
export function findIntegers(line: string): MoneyToken[] {
  let masked = line;
  for (const d of findDates(line)) masked = masked.slice(0, d.start) + ' '.repeat(d.end - d.start) + masked.slice(d.end);
  masked = masked.replace(/\d{1,2}:\d{2}(?::\d{2})?/g, (t) => ' '.repeat(t.length));
  const out: MoneyToken[] = [];
  const re = /(?<=^|\s{2})(-?)(?:[$€£₹]\s?|Rs\.?\s?|[A-Z]{3}\s)?(\d{1,3}(?:,\d{3})+|\d{1,9})(?=\s{2}|\s*$)/g;
  for (let m = re.exec(masked); m; m = re.exec(masked)) {
    const value = Number(m[2]!.replace(/,/g, ''));
    out.push({ value, marker: m[1] ? 'minus' : null, start: m.index, end: m.index + m[0].length, digitsEnd: m.index + m[0].length });
  }
  typeColumnMarker(masked, out);
  return out;
}

/**
 * Resolves numeric dates (day/month order, missing years) for one document; null when impossible. A date
 * without a year takes the year that puts it on or before the end of the printed period (`periodEnd`, the
 * second end of a range such as `Oct 1 - Nov 30, 2023`), else on or before the latest full date printed (a
 * CD's maturity or a payment due date may lie after the period: the period's end is the better anchor).
 */
export function resolveDates(
  tokens: DateToken[],
  hints: { monthFirst: boolean; periodEnd?: DateToken | null; rowDates?: DateToken[] },
): (t: DateToken) => string | null {
  let dayFirst = !hints.monthFirst;
  const numeric = tokens.filter((t) => !t.named && !t.ymd);
  // The order most numeric dates prove wins (a stray "20/12" in a notice does not turn a month-first statement).
  // Where the rows' own dates (`hints.rowDates`: the first date of each line with money) prove an order, only they
  // vote: a "3/18" in a narration is as likely an instalment ("<3/18>") as a date, a "26/02/04" in a mailing code none.
  const proofs = (list: DateToken[]) => [list.filter((t) => t.a > 12 && t.b <= 12).length, list.filter((t) => t.b > 12 && t.a <= 12).length];
  const [rowDay, rowMonth] = proofs((hints.rowDates ?? []).filter((t) => !t.named && !t.ymd));
  const [dayProof, monthProof] = rowDay + rowMonth > 0 ? [rowDay, rowMonth] : proofs(numeric);
  if (dayProof > monthProof) dayFirst = true;
  else if (monthProof > dayProof) dayFirst = false;
  const full = tokens
    .filter((t) => t.y !== null)
    .map((t) => ymd(t, dayFirst))
    .filter((d): d is [number, number, number] => d !== null)
    .sort((x, y) => x[0] - y[0] || x[1] - y[1] || x[2] - y[2]);
  const end = hints.periodEnd && hints.periodEnd.y !== null ? ymd(hints.periodEnd, dayFirst) : null;
  const last = end ?? full[full.length - 1] ?? null;
  return (t: DateToken) => {
    const d = ymd(t, dayFirst);
    if (!d) return null;
    const [, m, day] = d;
    let y = d[0];
    if (t.y === null) {
      if (!last) return null;
      y = last[0];
      if (m > last[1] || (m === last[1] && day > last[2])) y -= 1;
    }
    return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  };
}

function ymd(t: DateToken, dayFirst: boolean): [number, number, number] | null {
  const [day, month] = t.named || t.ymd || dayFirst ? [t.a, t.b] : [t.b, t.a];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return [t.y ?? 0, month, day];
}

/**
 * Rows of a statement: a line with a date left of the money it carries (the leftmost date is the row's). A dated
 * line without money takes the money of the line just above (narration printed above the figures) or
 * just below; undated lines without money continue the description.
 */
export function readText(text: string, hints: ReadOptions): ReadText {
  // A form feed opens each page's first line: it is no column of the page.
  const lines = joinWrappedDecimals(splitSideBySide(text).replace(/\f/g, '').split('\n'));
  const decimals = hints.decimals ?? 2;
  const loose = hints.looseDecimals ?? false;
  const dates = lines.map((l) => findDates(l));
  const money = lines.map((l, i) => {
    const first = dates[i]![0];
    return findMoney(l, decimals, loose).filter((m) => !first || m.start >= first.end);
  });
  dropDateLikeColumns(lines, money);
  stackedDateLines(lines, dates, money);
  // A period printed as a range (`01.01.2017 bis 14.03.2017`, an interest table's line) moves no money.
  const ranges = lines.map((l, i) => periodRange(l, dates[i]!));
  // A range ending in a full date on a line of its own (at most a label beside it: `Statement period from …
  // to …`) is a statement's period, not a sentence's (`… from 1 Sep 2024 to 30 Nov 2024.`): year-less rows
  // fall on or before the latest such end (a bundle of statements prints one period each).
  const rowDates = dates.flatMap((d, i) => (d[0] && money[i]!.length ? [d[0]] : []));
  const resolve = resolveDates(dates.flat(), { ...hints, periodEnd: latestPeriodEnd(lines, dates, ranges), rowDates });
  const dateLabels = headerDateLabels(lines);
  const sections = sectionSigns(lines, dates, money);
  const headers = headerColumns(lines);
  const columnsAt = (line: number) => [...headers].reverse().find((h) => h.line < line)?.columns ?? [];
  // With undated rows, a date outside the column where rows print theirs is narration ("On 18 Dec").
  const rowDateColumns = hints.undatedRows ? mainDateColumns(dates, money) : null;
  const isRowDate = (i: number) =>
    !!dates[i]![0] && !ranges[i] && (!rowDateColumns || rowDateColumns.some((c) => Math.abs(c - dates[i]![0]!.start) <= 3));
  let carried: string | null = null;
  /** Every row date printed, with or without figures on its line (rows below it may carry it). */
  const printedDates: { line: number; date: string; dateColumn: number }[] = [];
  // A period's line lends its figures to no row.
  const used = new Set<number>(ranges.flatMap((r, i) => (r ? [i] : [])));
  const rows: (TextRow & { wholeOnly: boolean })[] = [];
  const grid = balanceGridLines(lines);
  for (let i = 0; i < lines.length; i++) {
    let d = dates[i]![0];
    if (!d || grid[i] || ranges[i] || !isRowDate(i)) continue;
    // Several date columns: the transaction date is preferred (then a plain date, a value date, a
    // posting or ledger date), located by the table header's labels. A row whose preferred column is
    // blank (printed once per day) carries the date last printed there.
    const before = dates[i]!.filter((x) => !money[i]!.length || x.end <= money[i]![0]!.start);
    let carry = false;
    if (dateLabels.length > 1 && before.length === dateLabels.length) {
      // As many dates as the header names date columns: the k-th date is the k-th label's, wherever the
      // page sets its columns (a later page printed further left than the header's page).
      d = byOrder(before, dateLabels);
    } else if (before.length && dateLabels.length) {
      const pick = pickDateColumn(before, dateLabels);
      if (pick) d = pick;
      const top = [...dateLabels].sort((a, b) => b.rank - a.rank)[0]!;
      const inTop = before.some((x) => Math.abs(x.start - top.column) <= 10);
      carry = !inTop && carried !== null && before.every((x) => dateLabels.some((l) => l !== top && Math.abs(x.start - l.column) <= 10));
    }
    // A column too narrow for the year prints `12/Jun/20` before the full `12/Jun/2025` beside it.
    const full = dates[i]!.find(
      (x) => x !== d && x.y !== null && d!.y !== null && x.a === d!.a && x.b === d!.b && String(x.y).startsWith(String(d!.y % 100)),
    );
    if (full) d = full;
    const date: string | null = carry ? carried : resolve(d);
    if (!date) continue;
    if (!carry) carried = date;
    printedDates.push({ line: i, date, dateColumn: d.start });
    let cash = money[i]!;
    let from = i;
    if (!cash.length && findIntegers(lines[i]!).some((t) => t.start >= d.end)) {
      // figures printed as whole numbers only: the row's money is its integers (see `alt`)
    } else if (!cash.length) {
      const above = i - 1;
      const below = i + 1;
      if (above >= 0 && !isRowDate(above) && money[above]!.length && !used.has(above)) from = above;
      else if (below < lines.length && !isRowDate(below) && money[below]!.length && !used.has(below)) from = below;
      else continue;
      cash = money[from]!;
      // The type printed at the end of the dated line ("Debit   INR", the figure wrapped below) marks it.
      const type = /\s{2}(debit|credit|db|dr|cr)(\s+[A-Z]{3})?\s*$/i.exec(lines[i]!);
      if (type && cash.length === 1 && !cash[0]!.marker) cash = [{ ...cash[0]!, marker: /^(debit|db|dr)$/i.test(type[1]!) ? 'dr' : 'cr' }];
    }
    used.add(from);
    // A figure wrapped alone onto the next line (a balance too wide for its cell) is the row's last.
    const next = i + 1;
    if (hints.figuresBelow && from === i && cash.length === 1 && next < lines.length && !dates[next]!.length && !used.has(next)) {
      const below = money[next]!;
      const rest = below.reduce((l, t) => l.slice(0, t.start) + ' '.repeat(t.end - t.start) + l.slice(t.end), lines[next]!);
      if (below.length === 1 && !/[\w]/.test(rest)) {
        cash = [...cash, ...below];
        used.add(next);
      }
    }
    const firstCash = cash[0]?.start ?? findIntegers(lines[i]!).find((t) => t.start >= d.end)?.start ?? lines[i]!.length;
    let description = (from === i ? lines[i]!.slice(d.end, firstCash) : lines[i]!.slice(d.end)).trim();
    // Figures taken from the line above or below come with that line's words (`Neuer Saldo`): they say
    // what the figures are.
    if (from !== i) {
      const words = lines[from]!.slice(0, cash[0]!.start).trim();
      description = from < i ? `${words} ${description}` : `${description} ${words}`;
    }
    for (let j = i + 1; j < lines.length && j <= i + 3; j++) {
      if (isRowDate(j) || money[j]!.length || !lines[j]!.trim()) break;
      description += ` ${lines[j]!.trim()}`;
    }
    // Later dates on the row (value dates) are not part of the description.
    description = description.replace(/\s+/g, ' ').trim();
    const time = /\b(\d{1,2}:\d{2}(?::\d{2})?)\b/.exec(lines[i]!.slice(d.end))?.[1] ?? null;
    const prefix = lines[i]!.slice(0, d.start).replace(/\s+/g, ' ').trim();
    const ints = findIntegers(lines[from]!).filter((t) => from !== i || t.start >= d.end);
    const alt = ints.length && cash.length ? [...cash, ...ints].sort((a, b) => a.start - b.start) : null;
    const wholeOnly = !cash.length;
    if (!cash.length) cash = ints;
    const base = { section: sections[i]!, columns: columnsAt(i), undated: false, wholeOnly };
    rows.push({ date, description, money: cash, line: i, dateColumn: d.start, prefix, time, alt, ...base });
  }
  if (hints.undatedRows) rows.push(...undatedRows(lines, rows, printedDates, money, used, isRowDate, sections, columnsAt));
  rows.sort((a, b) => a.line - b.line);
  const decimalRows = rows.some((r) => !r.wholeOnly);
  // A row moves money: a dated line whose figures are all zero (`Pago minimo 0.00` on a coupon) is none.
  const kept = rows
    .filter((r) => !(hints.decimalRowsOnly && decimalRows && r.wholeOnly) && r.money.some((m) => m.value !== 0))
    .map(({ wholeOnly: _, ...r }) => r);
  return { rows: inDateColumn(kept), lines, decimals, loose };
}

/** Words joining the two ends of a period: English, German, Dutch, French, Spanish, Portuguese, Afrikaans, Swahili, or a dash. */
const RANGE_JOINER = /^\s*(?:to|until|till|through|thru|bis|tot|t\/m|au|à|a|al|hasta|até|ate|tot en met|hadi|-|–|—)\s*$/i;

/**
 * The line's first date opens a period (`01.01.2017 bis 14.03.2017`, `01/03 to 31/03/2024`): the next
 * date follows it with only a joining word between. Such a line names a period (an interest table, a
 * statement's dates), never a transaction.
 */
function latestPeriodEnd(lines: string[], dates: DateToken[][], ranges: boolean[]): DateToken | null {
  let best: DateToken | null = null;
  const key = (t: DateToken) => (t.y ?? 0) * 10000 + (t.named || t.ymd ? t.b * 100 + t.a : 0);
  lines.forEach((line, i) => {
    const [start, end] = dates[i]!;
    if (!ranges[i] || !start || !end || end.y === null || (!end.named && !end.ymd)) return;
    const rest = `${line.slice(0, start.start)} ${line.slice(end.end)}`.trim();
    if (rest.split(/\s+/).filter(Boolean).length > 3) return;
    if (!best || key(end) > key(best)) best = end;
  });
  return best;
}

export function periodRange(line: string, dates: DateToken[]): boolean {
  const [first, second] = dates;
  return !!first && !!second && RANGE_JOINER.test(line.slice(first.end, second.start));
}

/** Start columns where the rows' dates stand (dated lines carrying money), each shared by enough lines. */
function mainDateColumns(dates: DateToken[][], money: MoneyToken[][]): number[] {
  const starts = dates.flatMap((d, i) => (d[0] && (money[i]!.length || money[i + 1]?.length) ? [d[0].start] : []));
  const min = Math.max(2, Math.ceil(starts.length * 0.1));
  return [...new Set(starts)].filter((c) => starts.filter((x) => Math.abs(x - c) <= 3).length >= min);
}

/**
 * Several rows printed under one date (the date once per day): a line with money and no row date,
 * text before its figures, and a figure standing in a column the dated rows' figures use, is a
 * row of the last date printed.
 */
function undatedRows(
  lines: string[],
  dated: TextRow[],
  printedDates: { line: number; date: string; dateColumn: number }[],
  money: MoneyToken[][],
  used: Set<number>,
  isRowDate: (i: number) => boolean,
  sections: Section[],
  columnsAt: (line: number) => HeaderColumn[],
): (TextRow & { wholeOnly: boolean })[] {
  const ends = new Set(dated.flatMap((r) => r.money.map((m) => m.digitsEnd)));
  const aligned = (e: number) => [...ends].some((x) => Math.abs(x - e) <= 2);
  const byLine = [...printedDates].sort((a, b) => a.line - b.line);
  const out: (TextRow & { wholeOnly: boolean })[] = [];
  let k = 0;
  let last: { line: number; date: string; dateColumn: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    while (k < byLine.length && byLine[k]!.line <= i) last = byLine[k++]!;
    if (!last || isRowDate(i) || used.has(i) || !money[i]!.length || i - last.line > 60) continue;
    const cash = money[i]!;
    const text = lines[i]!.slice(0, cash[0]!.start).trim();
    // A row moves money: a line whose figures are all zero ("Points expiring 0.00") is not one.
    if (!/[A-Za-z]{2}/.test(text) || !cash.some((t) => aligned(t.digitsEnd)) || cash.every((t) => t.value === 0)) continue;
    let description = text;
    for (let j = i + 1; j < lines.length && j <= i + 3; j++) {
      if (isRowDate(j) || money[j]!.length || !lines[j]!.trim()) break;
      description += ` ${lines[j]!.trim()}`;
    }
    used.add(i);
    out.push({
      date: last.date,
      description: description.replace(/\s+/g, ' ').trim(),
      money: cash,
      line: i,
      dateColumn: last.dateColumn,
      prefix: '',
      time: null,
      alt: null,
      section: sections[i]!,
      columns: columnsAt(i),
      undated: true,
      wholeOnly: false,
    });
  }
  return out;
}

/**
 * A column of figures that are all day.month pairs (`02.10`, an interest or value date printed
 * without its year) is a date column, not money: its tokens are dropped. Mutates `money`.
 */
export function dropDateLikeColumns(lines: string[], money: MoneyToken[][]): void {
  const dateLike = (line: string, t: MoneyToken) => {
    const m = /^(\d{2})[.](\d{2})$/.exec(line.slice(t.start, t.end));
    return !!m && Number(m[1]) >= 1 && Number(m[1]) <= 31 && Number(m[2]) >= 1 && Number(m[2]) <= 12;
  };
  const byEnd = new Map<number, { like: number; other: number }>();
  money.forEach((ts, i) =>
    ts.forEach((t) => {
      const c = byEnd.get(t.digitsEnd) ?? { like: 0, other: 0 };
      if (dateLike(lines[i]!, t)) c.like++;
      else c.other++;
      byEnd.set(t.digitsEnd, c);
    }),
  );
  const count = (e: number, f: 'like' | 'other') => [e - 1, e, e + 1].reduce((a, x) => a + (byEnd.get(x)?.[f] ?? 0), 0);
  money.forEach((ts, i) => {
    money[i] = ts.filter((t) => !(dateLike(lines[i]!, t) && count(t.digitsEnd, 'like') >= 3 && count(t.digitsEnd, 'other') === 0));
  });
}

const CREDIT_HEADING =
  /^(deposits?|credits?|other credits|deposits (and|&) (other )?(credits|additions)|payments (and|&) (other )?credits|money in|paid in|receipts|additions|incoming)\b/i;
const DEBIT_HEADING =
  /^(withdrawals?|debits?|other debits|(other )?withdrawals (and|&) (other )?debits|checks?( paid)?|cheques?( paid)?|purchases?|fees( charged)?|service (fees|charges)|money out|paid out|outgoing|electronic withdrawals|card (purchases|transactions))\b/i;
const SKIP_HEADING = /^(daily|account)\s+balance\s+summary|^daily\s+(ending\s+)?balances?|^balance\s+by\s+date/i;

/** The sign a section heading gives the rows under it (Deposits / Withdrawals), per line. */
export function sectionSigns(lines: string[], dates: DateToken[][], money: MoneyToken[][]): Section[] {
  let current: Section = null;
  return lines.map((line, i) => {
    const t = line.trim();
    if (t && t.length <= 60 && !dates[i]!.length && !money[i]!.length) {
      const c = CREDIT_HEADING.test(t);
      const d = DEBIT_HEADING.test(t);
      if (SKIP_HEADING.test(t)) current = 'skip';
      else if (c !== d) current = c ? 'credit' : 'debit';
    }
    return current;
  });
}

/** Column labels of the language data (German, Dutch, Afrikaans, Spanish: `Belastung`, `Gutschrift`, `Saldo`…), accent-free. */
const words = (list: string[]) => list.map((w) => w.replace(/ /g, String.raw`\s+`)).join('|');
const LANGUAGE_COLUMNS = LABELS.columns;

const COLUMN_LABELS: [HeaderColumn['role'], RegExp][] = [
  [
    'debit',
    new RegExp(String.raw`\b(money out|paid out|withdrawals?( amount)?|debits?( amount)?|dr|debito|${words(LANGUAGE_COLUMNS.debit)})\b`, 'gi'),
  ],
  [
    'credit',
    new RegExp(String.raw`\b(money in|paid in|deposits?( amount)?|credits?( amount)?|cr|credito|${words(LANGUAGE_COLUMNS.credit)})\b`, 'gi'),
  ],
  ['balance', new RegExp(String.raw`\b(balance|solde|${words(LANGUAGE_COLUMNS.balance)})\b`, 'gi')],
];

const ENGLISH_LABEL =
  /^(money out|paid out|withdrawals?( amount)?|debits?( amount)?|dr|money in|paid in|deposits?( amount)?|credits?( amount)?|cr)$/i;

/** Accents dropped, one character for one, so columns stay where they were. */
const fold = (s: string) =>
  s.replace(/[^\u0000-\u007f]/g, (c) => {
    const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return base.length === 1 ? base : c;
  });

/**
 * Table headers naming money-in and money-out columns (and a balance column, if any), with where each
 * label stands: English, or the language data's labels.
 */
export function headerColumns(lines: string[]): { line: number; columns: HeaderColumn[] }[] {
  const out: { line: number; columns: HeaderColumn[] }[] = [];
  lines.forEach((raw, i) => {
    const line = fold(raw);
    if (line.trim().length < 20) return;
    const columns: HeaderColumn[] = [];
    for (const [role, re] of COLUMN_LABELS) for (const m of line.matchAll(re)) columns.push({ role, start: m.index, end: m.index + m[0].length });
    const count = (role: HeaderColumn['role']) => columns.filter((c) => c.role === role).length;
    if (count('credit') !== 1 || count('debit') !== 1) return;
    // English labels count with a balance label only (a summary's `Paid in | Paid out` heads no rows). The
    // language data's labels may head a table without one, when the line reads as a header: short cells
    // set apart by wide gaps, not prose.
    const english = columns.some((c) => c.role !== 'balance' && ENGLISH_LABEL.test(line.slice(c.start, c.end)));
    const cells = line.trim().split(/\s{2,}/);
    const tabular = cells.length >= 3 && cells.every((c) => c.length <= 30);
    if (!(english ? count('balance') === 1 && /\bbalance\b/i.test(line) : count('balance') <= 1 && tabular)) return;
    // A header line printed again in another language right under the first ("Date | Deposit | Balance" over
    // "Tarikh | Simpanan | Baki") is the same header: each column spans both labels.
    const prev = out[out.length - 1];
    const roles = (list: HeaderColumn[]) =>
      [...list]
        .sort((a, b) => a.start - b.start)
        .map((c) => c.role)
        .join(' ');
    if (prev && prev.line === i - 1 && roles(prev.columns) === roles(columns)) {
      const mine = [...columns].sort((a, b) => a.start - b.start);
      prev.columns = [...prev.columns]
        .sort((a, b) => a.start - b.start)
        .map((c, k) => ({ ...c, start: Math.min(c.start, mine[k]!.start), end: Math.max(c.end, mine[k]!.end) }));
      return;
    }
    out.push({ line: i, columns });
  });
  return out;
}

/** The header column a figure stands under (right edges align; the label may be wider or narrower). */
export function columnOf(t: MoneyToken, columns: HeaderColumn[]): HeaderColumn | null {
  const dist = (c: HeaderColumn) => (t.digitsEnd < c.start ? c.start - t.digitsEnd : t.digitsEnd > c.end + 3 ? t.digitsEnd - c.end - 3 : 0);
  const best = [...columns].sort((a, b) => dist(a) - dist(b))[0];
  return best && dist(best) <= 8 && columns.filter((c) => dist(c) === dist(best)).length === 1 ? best : null;
}

/** A heading over a grid of dates and balances ("Daily ledger balances", "Daily Balance Information"). */
const BALANCE_GRID_HEADING = /^\s*daily\s+(?:ledger\s+|ending\s+|closing\s+)?balances?(?:\s+(?:information|summary|detail))?\s*$/i;

/** Lines under a balance-grid heading, to the end of its page: they print balances, not movements. */
function balanceGridLines(lines: string[]): boolean[] {
  const out = lines.map(() => false);
  let on = false;
  lines.forEach((l, i) => {
    if (l.includes('\f')) on = false;
    if (BALANCE_GRID_HEADING.test(l.replace('\f', ''))) on = true;
    out[i] = on;
  });
  return out;
}

/**
 * A figure cut after its decimal separator in a narrow cell (`3,00,000.`) with its decimals alone on
 * the next line, ending in the same column (`00`): the decimals are moved up onto the figure, so it
 * reads as one number (3,00,000.00) and the line below keeps only its narration.
 */
export function joinWrappedDecimals(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i + 1 < out.length; i++) {
    const re = /(?<=^|\s)\d[\d,.']*\d[.,](?=\s|$)/g;
    for (let m = re.exec(out[i]!); m; m = re.exec(out[i]!)) {
      const end = m.index + m[0].length;
      const below = out[i + 1]!;
      const d = /(?<=^|\s)\d{1,3}(?=\s|$)/g;
      for (let n = d.exec(below); n; n = d.exec(below)) {
        const nEnd = n.index + n[0].length;
        if (Math.abs(nEnd - end) > 1 || n.index < m.index) continue;
        // The figure grows by the decimals' width, taken from the spaces after it where there are some.
        const rest = out[i]!.slice(end);
        const room = Math.min(n[0].length, /^ */.exec(rest)![0].length - 1);
        out[i] = out[i]!.slice(0, end) + n[0] + rest.slice(Math.max(0, room));
        out[i + 1] = below.slice(0, n.index) + ' '.repeat(n[0].length) + below.slice(nEnd);
        re.lastIndex = end + n[0].length;
        break;
      }
    }
  }
  return out;
}

/**
 * One row printed on two dated lines: a posting date with part of the narration (and sometimes the
 * balance) above, the value date indented below it with the figures. The lower line's money joins the
 * upper line's and the lower line reads as narration. A marker alone on a line (`CR`, `DR`), under a
 * figure that wrapped without it, is that figure's marker. Mutates `dates` and `money`.
 */
export function stackedDateLines(lines: string[], dates: DateToken[][], money: MoneyToken[][]): void {
  for (let i = 0; i + 1 < lines.length; i++) {
    const top = dates[i]![0];
    const below = dates[i + 1]![0];
    if (!top || !below) continue;
    // both dates open their lines (a date inside a narration is not a row's)
    if (lines[i]!.slice(0, top.start).trim() || lines[i + 1]!.slice(0, below.start).trim()) continue;
    if (below.start <= top.start + 4 || dates[i + 1]!.some((d) => Math.abs(d.start - top.start) <= 4)) continue;
    // the lower date stands where no upper date does, and the upper line carries at most the balance
    if (dates[i]!.some((d) => Math.abs(d.start - below.start) <= 4) || money[i]!.length > 1 || !money[i + 1]!.length) continue;
    money[i] = [...money[i]!, ...money[i + 1]!].sort((a, b) => a.start - b.start);
    money[i + 1] = [];
    // the value date stays the row's (header labels choose between the two columns)
    dates[i] = [...dates[i]!, ...dates[i + 1]!].sort((a, b) => a.start - b.start);
    dates[i + 1] = [];
    for (let j = i + 2; j < lines.length && j <= i + 3; j++) {
      const m = /^(\s*)(CR|DR|Cr|Dr)\s*$/.exec(lines[j]!);
      if (!m) continue;
      const at = m[1]!.length;
      const bare = money[i]!.filter((t) => t.marker === null && Math.abs(at - t.digitsEnd) <= 8);
      const t = bare.sort((a, b) => Math.abs(at - a.digitsEnd) - Math.abs(at - b.digitsEnd))[0];
      if (t) t.marker = m[2]!.toLowerCase() as MoneyMarker;
      lines[j] = '';
      break;
    }
    i++;
  }
}

interface DateLabel {
  /** Column where the label starts. */
  column: number;
  /** 3 transaction date, 2 plain date, 1 value date, 0 posting / ledger / booking date. */
  rank: number;
}

const HEADER_WORDS = /balance|description|particulars|narration|details|amount|debit|credit|withdrawal|deposit|money/i;

/** The date columns named by the first table header (labels may stand on two lines). */
export function headerDateLabels(lines: string[]): DateLabel[] {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!/(date|dt)\b/i.test(line)) continue;
    const block = [lines[i - 1] ?? '', line, lines[i + 1] ?? ''];
    if (!block.some((l) => HEADER_WORDS.test(l))) continue;
    const labels: DateLabel[] = [];
    for (const m of line.matchAll(/(date|dt)\b/gi)) {
      // The label's words: on the same line just before, and stacked above or below in its column.
      const from = Math.max(0, m.index - 16);
      const at = Math.max(0, m.index - 2);
      const words = [line.slice(from, m.index), block[0]!.slice(at, m.index + 8), block[2]!.slice(at, m.index + 8)].join(' ');
      const own =
        line
          .slice(from, m.index)
          .split(/\s{2,}/)
          .pop() ?? '';
      const text = `${own} ${/\S/.test(own) ? '' : words}`;
      const rank = /trans|txn|tran\b/i.test(text) ? 3 : /value|val\b/i.test(text) ? 1 : /post|gl\b|book|ledger/i.test(text) ? 0 : 2;
      labels.push({ column: own.trim() ? m.index - own.trimStart().length : m.index, rank });
    }
    // Stacked headers: a lone `Date` under `Transaction`.
    if (labels.length < 2) {
      for (const other of [block[0]!, block[2]!]) {
        for (const m of other.matchAll(/(date|dt)\b/gi)) {
          if (labels.some((l) => Math.abs(l.column - m.index) < 6)) continue;
          const at = Math.max(0, m.index - 2);
          const stacked = [lines[i - 2] ?? '', block[0]!, line].map((l) => l.slice(at, m.index + 8)).join(' ');
          const text = `${other.slice(Math.max(0, m.index - 16), m.index)} ${stacked}`;
          labels.push({
            column: m.index,
            rank: /trans|txn|tran\b/i.test(text) ? 3 : /value|val\b/i.test(text) ? 1 : /post|gl\b|book|ledger/i.test(text) ? 0 : 2,
          });
        }
      }
    }
    if (labels.length >= 2) return labels;
  }
  return [];
}

/** The row's date printed under the best-ranked date label (within a few columns of it). */
/** Of one date per date label, the date under the best-ranked label, matched left to right. */
function byOrder(candidates: DateToken[], labels: DateLabel[]): DateToken {
  const cols = [...labels].sort((a, b) => a.column - b.column);
  const top = cols.reduce((best, l) => (l.rank > best.rank ? l : best), cols[0]!);
  return [...candidates].sort((a, b) => a.start - b.start)[cols.indexOf(top)]!;
}

function pickDateColumn(candidates: DateToken[], labels: DateLabel[]): DateToken | null {
  for (const label of [...labels].sort((a, b) => b.rank - a.rank)) {
    const near = candidates
      .map((c) => ({ c, gap: Math.abs(c.start - label.column) }))
      .filter((x) => x.gap <= 10)
      .sort((a, b) => a.gap - b.gap)[0];
    if (near) return near.c;
  }
  return null;
}

/**
 * A statement prints its row dates in one column: rows whose date stands where few other rows' dates
 * do (a due date in the header, a date inside a narration) are dropped.
 */
function inDateColumn(rows: TextRow[]): TextRow[] {
  if (rows.length < 3) return rows;
  const near = (a: number, b: number) => Math.abs(a - b) <= 3;
  const support = (r: TextRow) => rows.filter((x) => near(x.dateColumn, r.dateColumn)).length;
  const min = Math.max(2, Math.ceil(rows.length * 0.1));
  return rows.filter((r) => support(r) >= min);
}

/**
 * Where a page prints two tables side by side (a card's rows in two columns): the start column of the
 * right-hand table's dates, when at least two lines carry a dated row on each side: a date, text, a
 * figure, a gap, then another date opening text and a figure. Null when the page has one table.
 */
export function sideBySideColumn(lines: string[]): number | null {
  const starts: number[] = [];
  for (const line of lines) {
    const dates = findDates(line);
    const money = findMoney(line);
    for (const d of dates.slice(1)) {
      const left = money.filter((m) => m.end <= d.start);
      const right = money.filter((m) => m.start >= d.end);
      if (!left.length || !right.length || dates[0]!.end > left[0]!.start) continue;
      if (!/^\s{3,}$/.test(line.slice(left[left.length - 1]!.end, d.start))) continue;
      // The right side is a row: a description between its date and its figure (a value date between two figures is not).
      if (!/[A-Za-z]{2}/.test(line.slice(d.end, right[0]!.start))) continue;
      starts.push(d.start);
      break;
    }
  }
  const best = [...new Set(starts)]
    .map((c) => ({ c, n: starts.filter((x) => Math.abs(x - c) <= 2).length }))
    .sort((a, b) => b.n - a.n || a.c - b.c)[0];
  if (!best || best.n < 2) return null;
  return Math.min(...starts.filter((x) => Math.abs(x - best.c) <= 2));
}

/**
 * Two tables side by side on a page are read one after the other: from the first line of the
 * two-column block (and a few header lines above it) to the page's end, the left halves first, then the
 * right halves. Pages with one table are left as they are.
 */
export function splitSideBySide(text: string): string {
  return text
    .split('\f')
    .map((page) => {
      const lines = page.split('\n');
      const column = sideBySideColumn(lines);
      if (column === null) return page;
      const first = lines.findIndex((l) => sideBySideColumn([l, l]) !== null && Math.abs(sideBySideColumn([l, l])! - column) <= 2);
      const from = Math.max(0, first - 3);
      const left = lines.slice(from).map((l) => l.slice(0, column).trimEnd());
      const right = lines.slice(from).map((l) => l.slice(column));
      return [...lines.slice(0, from), ...left, ...right].join('\n');
    })
    .join('\f');
}
