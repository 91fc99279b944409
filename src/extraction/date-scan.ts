import WEEKDAY_DATA from './language/weekdays.json';
import { MONTH_WORD, monthNumber } from './month-names';
import { isSolarHijriYear, solarHijriToGregorian } from './solar-hijri';

/**
 * Reading one printed date without deciding anything that needs the rest of the statement: the
 * day/month order of `05/01/2024` and the year of `05 Jan` are settled later, once per statement
 * (see `resolveDates`).
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
  /** The weekday printed before the date ("Mon 03/02/2025"), 0 = Monday … 6 = Sunday (`language/weekdays.json`). */
  weekday?: number;
}

const ORDINAL = '(?:st|nd|rd|th|er)?';
/** Between the day and a month name: "03-Jan", "3 Jan", "3. März" (German), "3Jan". */
const DAY_SEP = String.raw`(?:\.\s|[-/. ])?`;
/** Long dates: "3 de fevereiro de 2025", "5th of January 2025", "3 de enero de 2025". */
const DE = String.raw`(?:(?:de|of)\s+)?`;
/** An optional time after the date: "12:30", "12:30:45", "12:30 PM", "T12:30:45.123", "12h30". */
const TIME = String.raw`(?:[\sT,]+(\d{1,2})[:hH](\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([AaPp]\.?[Mm]\.?)?)?`;
const YMD = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)${TIME}`);
/** Year, month and day each followed by its unit, as Chinese, Japanese and Korean print them: "2025年03月04日", "2025년 3월 4일". */
const UNITS = new RegExp(String.raw`^(\d{4})\s?[年년]\s?(\d{1,2})\s?[月월]\s?(\d{1,2})\s?[日일]?(?!\d)${TIME}`);
/** Day and month without a year keep the dot that closes the month when dots separate them ("03.03.", German statements). */
const NUMERIC = new RegExp(String.raw`^(\d{1,2})([-/.])(\d{1,2})(?:\2(\d{4}|\d{2})|(?<=\d\.\d{1,2})\.(?=\s|$))?(?![\d/.-])${TIME}`);
/** A two-digit number is no year when a four-digit year follows it ("17 Aug 10 2023": a row number stacked beside the year). */
const NOT_BEFORE_YEAR = String.raw`(?!\s+\d{4}(?!\d))`;
const DAY_NAME = new RegExp(
  String.raw`^(\d{1,2})${ORDINAL}${DAY_SEP}${DE}(${MONTH_WORD})(?:[-/., ]*${DE}(\d{4})|[-/. ]?(\d{2})(?![\d:hH])${NOT_BEFORE_YEAR})?(?!\d)${TIME}`,
);
const NAME_DAY = new RegExp(
  String.raw`^(${MONTH_WORD})[ -]?(\d{1,2})${ORDINAL}(?:,?[ -]?(\d{4})|[ -](\d{2})(?![\d:hH])${NOT_BEFORE_YEAR})?(?!\d)${TIME}`,
);
const COMPACT = new RegExp(String.raw`^((?:19|20)\d{2})(\d{2})(\d{2})(?!\d)${TIME}`);
/** A leading word before the day number ("Mon,", "Lundi", "Seg."), or a known weekday before a month ("Thursday, January 4"). */
const WEEKDAY = /^([A-Za-z\u00c0-\u024f]{2,9})(?:-feira)?\.?,?\s+(?=\d)/;
const WEEKDAY_NAME =
  /^(?:mon|monday|tue|tues|tuesday|wed|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday|lun|lundi|mardi|mer|mercredi|jeu|jeudi|ven|vendredi|sam|samedi|dim|dimanche|seg|segunda|ter|ter[çc]a|qua|quarta|qui|quinta|sex|sexta|s[áa]b|s[áa]bado|dom|domingo|jumatatu|jumanne|jumatano|alhamisi|ijumaa|jumamosi|jumapili)(?:-feira)?\.?,?\s+/iu;
const SPACED = /^(\d{1,2}) ([-/.]) (\d{1,2}) \2 (\d{4})(?!\d)/;
/**
 * A row number printed in the date cell before the date ("0: 02-jan-2022", "12) 05/01/2024"): a number, a
 * colon or closing bracket, and a space. Not a day ("12. 03" may be a German date), never a time ("12:30").
 */
const ROW_ORDINAL = /^\d{1,4}[:)]\s+(?=\d)/;
const STANDALONE_TIME = /^(\d{1,2})[:hH](\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([AaPp]\.?[Mm]\.?)?$/;

const DIGIT = /\d/;

export function scanDate(text: string): DateParts | null {
  return scan(text)?.parts ?? null;
}

/**
 * A date that is the whole text ("Monday, 05 January 2024", "05/01/2024 12:30"): a heading that dates
 * the rows below it, where `scanDate` also accepts a date followed by other words.
 */
export function scanDateOnly(text: string): DateParts | null {
  const hit = scan(text, true);
  if (!hit) return null;
  // The weekday may follow the date instead ("04/03/2025 - Terça-feira", "3 mars 2025 (lundi)").
  const rest = hit.rest
    .trim()
    .replace(/^[.:,]$/, '')
    .replace(/^[-–—,(\s]*/, '')
    .replace(/[)\s.]*$/, '');
  const weekday = rest === '' ? null : WEEKDAY_NAME.exec(`${rest} `);
  return rest === '' || (weekday !== null && weekday[0].length > rest.length) ? hit.parts : null;
}

/** `weekdaysOnly`: only a weekday name may precede the date ("Total 05/01/2024" is a row, not a heading). */
function scan(text: string, weekdaysOnly = false): { parts: DateParts; rest: string } | null {
  // Every date form holds a digit: most texts asked (narration, labels) hold none.
  if (!DIGIT.test(text)) return null;
  // "23 / 06 / 2025": separators set apart by spaces, read as printed tight (only with a full year).
  let s = text.trim().replace(SPACED, '$1$2$3$2$4');
  if (!weekdaysOnly) s = s.replace(ROW_ORDINAL, '');
  const wd = weekdaysOnly ? WEEKDAY_NAME.exec(s) : (WEEKDAY.exec(s) ?? WEEKDAY_NAME.exec(s));
  let weekday: number | undefined;
  if (wd && (wd[1] === undefined || monthNumber(wd[1]) === null)) {
    weekday = weekdayNumber(wd[0]);
    s = s.slice(wd[0].length);
  }
  const done = (p: DateParts | null, m: RegExpExecArray) =>
    p ? { parts: weekday === undefined ? p : { ...p, weekday }, rest: s.slice(m[0].length) } : null;
  let m = YMD.exec(s) ?? UNITS.exec(s) ?? COMPACT.exec(s);
  if (m) return done(valid(yearFirst(+m[1]!, +m[2]!, +m[3]!, time(m, 4))), m);
  m = NUMERIC.exec(s);
  if (m) return done(valid({ a: +m[1]!, b: +m[3]!, year: m[4] ? toYear(m[4]) : null, fixed: false, time: time(m, 5) }), m);
  m = DAY_NAME.exec(s);
  if (m) {
    const month = monthNumber(m[2]!);
    if (month) return done(valid({ a: +m[1]!, b: month, year: yearOf(m[3] ?? m[4]), fixed: true, time: time(m, 5) }), m);
  }
  m = NAME_DAY.exec(s);
  if (m) {
    const month = monthNumber(m[1]!);
    if (month) return done(valid({ a: +m[2]!, b: month, year: yearOf(m[3] ?? m[4]), fixed: true, time: time(m, 5) }), m);
  }
  return null;
}

/** Each weekday word of `language/weekdays.json` → its day (0 = Monday), when every language agrees on it. */
const WEEKDAYS: ReadonlyMap<string, number> = (() => {
  const seen = new Map<string, Set<number>>();
  for (const days of Object.values(WEEKDAY_DATA.languages))
    days.forEach((names, day) => {
      for (const w of names.split(' ')) seen.set(w, (seen.get(w) ?? new Set()).add(day));
    });
  return new Map([...seen].filter(([, days]) => days.size === 1).map(([w, days]) => [w, [...days][0]!]));
})();

/**
 * A date cell that also holds the start of the row's narration, as one piece of text ("14 Nov |FNB App Payment",
 * OCR reading a row's date and description as one phrase, or a producer printing them in one string): the date
 * and the narration apart. Null when the cell is a date alone, or what follows it is no narration (a weekday, a
 * time, a number or another date, a mark or two).
 */
export function splitDateNarration(cell: string): { date: string; narration: string } | null {
  const text = cell.trim();
  const hit = scan(text);
  if (!hit) return null;
  const narration = hit.rest.replace(LEADING_MARKS, '');
  if (!NARRATION_START.test(narration) || (narration.match(/\p{L}/gu)?.length ?? 0) < MIN_NARRATION_LETTERS) return null;
  // A weekday, or a month word (of a second date whose day was read as the first one's year: "14 Nov 15 Nov").
  if (WEEKDAY_NAME.test(`${narration} `) || monthNumber(narration.split(/[\s.,]/)[0]!) !== null) return null;
  return { date: text.slice(0, text.length - hit.rest.length).trim(), narration };
}

/** Rules and specks OCR reads between a date and the narration ("14 Nov |FNB", "15 Nov J|ADT"), and separators. */
const LEADING_MARKS = /^(?:\s|[|[\]!:;,.\-–—]|[A-Z](?=\|))*/u;
const NARRATION_START = /^\p{L}/u;
const MIN_NARRATION_LETTERS = 3;

/** The day a printed weekday word names ("Mon,", "Terça-feira", "Jumatatu"), or undefined. */
export function weekdayNumber(word: string): number | undefined {
  const w = word
    .trim()
    .replace(/[.,]+$/, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
  return WEEKDAYS.get(w) ?? WEEKDAYS.get(w.replace(/-feira$/, ''));
}

/** A time printed on its own ("12:30:45", "12:30 PM", "14h05"), e.g. on the line below its date. */
export function scanTime(text: string): string | null {
  const m = STANDALONE_TIME.exec(text.trim());
  if (!m || +m[1]! > 23 || +m[2]! > 59) return null;
  return time(m, 1);
}

/** A year-first date; a Solar Hijri year (`1405/03/05`, see `solar-hijri.ts`) reads as the Gregorian day it names. */
function yearFirst(year: number, month: number, day: number, at: string | null): DateParts | null {
  if (!isSolarHijriYear(year)) return { a: day, b: month, year, fixed: true, time: at };
  const g = solarHijriToGregorian(year, month, day);
  return g ? { a: g[2], b: g[1], year: g[0], fixed: true, time: at } : null;
}

function valid(p: DateParts | null): DateParts | null {
  if (!p) return null;
  if (p.a < 1 || p.b < 1 || p.a > 31 || p.b > 31) return null;
  if (p.fixed && p.b > 12) return null;
  if (!p.fixed && p.a > 12 && p.b > 12) return null;
  if (p.year !== null && p.year >= BUDDHIST_ERA.from && p.year <= BUDDHIST_ERA.to) p = { ...p, year: p.year - BUDDHIST_ERA.offset };
  if (p.year !== null && (p.year < 1970 || p.year > 2100)) return null;
  return p;
}

/**
 * Thai (and Lao, Cambodian, Sri Lankan) statements print the Buddhist-era year, 543 years ahead of the
 * Gregorian one ("04/01/2568" is 4 January 2025): a four-digit year in this range is never a Gregorian one.
 */
const BUDDHIST_ERA = { from: 2513, to: 2643, offset: 543 };

function yearOf(s: string | undefined): number | null {
  return s === undefined ? null : toYear(s);
}

/** Two-digit years are 1970–2069. */
export function toYear(s: string): number {
  const y = +s;
  return s.length === 4 ? y : y < 70 ? 2000 + y : 1900 + y;
}

function time(m: RegExpExecArray, i: number): string | null {
  if (m[i] === undefined) return null;
  let h = +m[i]!;
  const ampm = m[i + 3]?.[0]?.toLowerCase();
  if (ampm === 'p' && h < 12) h += 12;
  if (ampm === 'a' && h === 12) h = 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(h)}:${m[i + 1]}:${m[i + 2] ?? '00'}`;
}

export function isoDate(y: number, m: number, d: number): string | null {
  if (m < 1 || m > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > days) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A date found in free text, with where it was printed. */
export interface DateInText {
  index: number;
  end: number;
  text: string;
  parts: DateParts;
}

/**
 * Candidates for a date inside prose: full numeric dates, and dates with a month name with or
 * without a year. Year-less numeric ones ("05/01") are not looked for in prose: too many other
 * things print like them.
 */
const IN_TEXT = new RegExp(
  String.raw`(?<![\p{L}\d])(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{4}\s?[年년]\s?\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일]?|\d{1,2}[-/.]\d{1,2}[-/.](?:\d{4}|\d{2})|\d{1,2}${ORDINAL}${DAY_SEP}${DE}${MONTH_WORD}(?:[-/., ]*${DE}\d{4}|[-/. ]?\d{2}(?![\d:hH]))?|${MONTH_WORD}[ -]?\d{1,2}${ORDINAL}(?:,?[ -]?\d{4})?)(?![\p{L}\d])`,
  'gu',
);

/**
 * A yearless date whose two-digit "year" is the day of the next date ("29 Aug - 26 Nov 27 Nov - 24 Feb", two
 * ranges side by side): the number is no year when a month name follows it.
 */
const DAY_MONTH_YY = /(?<=^\d{1,2}\D*\p{L}{3,10}\.?)[-/. ]?\d{2}$/u;
const MONTH_DAY_YY = /(?<=^\p{L}{3,10}\.?[ -]?\d{1,2}(?:st|nd|rd|th)?,?)[ -]\d{2}$/u;
function withoutNextDay(date: string, after: string): string {
  const day = DAY_MONTH_YY.exec(date) ?? MONTH_DAY_YY.exec(date);
  if (!day) return date;
  const next = /^\s+([\p{L}]{3,10}\.?)(?![\p{L}\d])/u.exec(after);
  return next && monthNumber(next[1]!) !== null ? date.slice(0, day.index) : date;
}

export function findDatesInText(text: string): DateInText[] {
  const out: DateInText[] = [];
  const re = new RegExp(IN_TEXT.source, IN_TEXT.flags);
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const own = withoutNextDay(m[0], text.slice(m.index + m[0].length));
    if (own !== m[0]) re.lastIndex = m.index + own.length;
    const parts = scanDate(own);
    if (parts) out.push({ index: m.index, end: m.index + own.length, text: own, parts });
    // A word that only looked like a month ("Period 01") must not swallow the date after it.
    else re.lastIndex = m.index + 1;
  }
  return out;
}
