import { weekdayNumber } from '../extraction/date-scan';
import { monthNumber } from '../extraction/month-names';

/**
 * OCR misreads a letter of a month name as a digit or a symbol ("18-8ep-2023", "18-Oc1-2023") and a digit
 * of the day as a letter ("l8-Sep-2023"), and the engine then cannot read the row's date. In a token shaped
 * like a date (day, month word, year, one separator), a month word that names no month is replaced by the
 * one month name a single changed character gives, when exactly one does; a day's look-alike letters become
 * the digits they resemble.
 */
const DATE_TOKEN = /^([0-9OoIlLSB|]{1,2})([-/. ])(\S{3,9}?)\2(\d{2,4})$/;
const DAY_DIGITS: Record<string, string> = { O: '0', o: '0', I: '1', l: '1', L: '1', '|': '1', S: '5', B: '8' };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/**
 * A digit or symbol OCR read in place of a letter is one of the letters it looks like ("Oc1" is "Oct", never
 * Turkish "Oca"): month words of many languages are one letter apart.
 */
const LOOKALIKE: Record<string, string> = { '0': 'o', '1': 'ilt', '2': 'z', '5': 's', '6': 'gb', '7': 't', '8': 'bs', '|': 'il', $: 's' };

/** A day OCR read with a digit and a letter it takes for one ("i3", "0l"). */
const LOOKALIKE_DAY = /^(?=.*\d)(?=.*[OoIil|])[0-9OoIil|]{2}$/;

export function repairDateToken(token: string): string {
  // A speck read as a quote mark before a month word or a date ("‘Jan", "'12/03/2026") is no part of it.
  const bare = /^[‘’'"`´~]+(.+)$/u.exec(token)?.[1];
  if (bare && (monthNumber(bare) !== null || /^\d{1,4}[/.-]\d/.test(bare))) return repairDateToken(bare);
  // A month word run into its day ("jani3" for "Jan13"): the day's look-alike letters are the digits they resemble.
  for (const k of [3, 4]) {
    const [month, day] = [token.slice(0, k), token.slice(k)];
    if (/^\p{L}+$/u.test(month) && LOOKALIKE_DAY.test(day) && monthNumber(month) !== null)
      return month + day.replace(/[OoIil|]/g, (c) => (c === 'O' || c === 'o' ? '0' : '1'));
  }
  const glued = dayGluedToMonth(token);
  if (glued) return glued;
  const m = DATE_TOKEN.exec(token);
  if (!m) return token;
  const [, day, sep, month, year] = m;
  const fixedDay = day!.replace(/[OoIlLSB|]/g, (c) => DAY_DIGITS[c]!);
  const fixedMonth = monthNumber(month!) !== null ? month! : nearestMonth(month!);
  if (fixedMonth === null) return token;
  return `${fixedDay}${sep}${fixedMonth}${sep}${year}`;
}

/**
 * A day run into its month word, and maybe its year ("80ct" for "8 Oct", "Boct2023", "LNov"): OCR lost the space
 * and read a digit or letter as its look-alike on either side of it. Split where the day's part reads as a day
 * (its look-alike letters as digits) and the rest as a month word (as in a date token: one changed character,
 * one month); null when no split reads so, or the token is a word, a figure or a date already.
 */
function dayGluedToMonth(printed: string): string | null {
  // A table's rule read as a bar before the day ("|1Nov") is no digit of it.
  const token = printed.replace(/^\|(?=\d)/, '');
  const m = GLUED_DAY_MONTH.exec(token);
  if (!m) return null;
  const [, head, year] = m;
  for (const k of [1, 2]) {
    const [day, word] = [head!.slice(0, k), head!.slice(k)];
    const digits = day.replace(/[OoIlLSB|]/g, (c) => DAY_DIGITS[c]!);
    if (!/^\p{L}/u.test(word.replace(/^0/, 'O')) || !/^\d{1,2}$/.test(digits) || Number(digits) < 1 || Number(digits) > 31) continue;
    const month = monthNumber(word) !== null ? word : nearestMonth(word);
    if (month === null || monthNumber(month) === null) continue;
    // "Sep" read alone is a month; a whole word of letters ("Boat") is left alone unless a digit was in it.
    if (!/\d/.test(token) && monthNumber(word) === null) continue;
    return year ? `${digits} ${month} ${year}` : `${digits} ${month}`;
  }
  return null;
}
/** Day (1-2 digits or their look-alikes), month word (3-9 characters ending in a letter, a digit allowed for a misread letter), then a 4-digit year or nothing. */
const GLUED_DAY_MONTH = /^([0-9OoIlLSB|]{1,2}[0-9\p{L}]{2,8}\p{L})(\d{4})?$/u;

/**
 * An item that starts with a month word OCR misread before or after its day ("Dee 25", "25 Dee" for Dec): the month
 * word is repaired as in a date token (one changed character, one month). A weekday ("Sun 12") is none.
 */
export function repairLeadingMonth(words: readonly string[]): string[] {
  const at = /^\d{1,2}[.,]?$/.test(words[0] ?? '') ? 1 : 0;
  const word = words[at] ?? '';
  const day = at === 1 ? words[0]! : (words[1] ?? '');
  if (!/^\p{L}{3,9}\.?$/u.test(word) || !/^\d{1,2}[.,]?$/.test(day)) return [...words];
  const bare = word.replace(/\.$/, '');
  if (monthNumber(bare) !== null || weekdayNumber(bare) !== undefined) return [...words];
  const month = nearestMonth(bare);
  if (month === null) return [...words];
  const out = [...words];
  out[at] = month + word.slice(bare.length);
  return out;
}

/** The month word one substituted character away from `word`, when all such words name the same month. */
function nearestMonth(word: string): string | null {
  if (word.length < 3) return null;
  let found: { spelling: string; month: number } | null = null;
  for (let i = 0; i < word.length; i++) {
    for (const letter of LOOKALIKE[word[i]!] ?? LETTERS) {
      const upper = i === 0 || word[i - 1] === word[i - 1]!.toUpperCase() ? letter.toUpperCase() : letter;
      const candidate = word.slice(0, i) + (i === 0 ? upper : letter) + word.slice(i + 1);
      const month = monthNumber(candidate);
      if (month === null) continue;
      if (found && found.month !== month) return null;
      found ??= { spelling: candidate, month };
    }
  }
  return found?.spelling ?? null;
}

/** A full numeric date run into the time after it ("2026-02-2117:18:04", the space between them lost). */
const DATE_THEN_TIME = /^(\d{4}([-/.])\d{2}\2\d{2}|\d{2}([-/.])\d{2}\3\d{4})(\d{1,2}:\d{2}(?::\d{2})?)$/;

/** `token` with the space OCR lost between a date and its time put back ("2026-02-21 17:18:04"), or as read. */
export function splitDateTime(token: string): string {
  const m = DATE_THEN_TIME.exec(token);
  return m ? `${m[1]} ${m[4]}` : token;
}

/** A numeric date as rows print it: `12/22`, `12-22-25`, `22.12.2025`, `2025-12-22` (never money: `1.50`). */
const NUMERIC_DATE = /^(?:\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?|\d{1,2}\.\d{1,2}\.\d{2,4}|\d{4}[/.-]\d{1,2}[/.-]\d{1,2})$/;

/**
 * Dates OCR ran together with specks between and after them ("12/22.«12/22,~-:" for a transaction and a posting
 * date): each date on its own, the specks dropped. A token whose parts are not all dates (money, a signed
 * figure) is left as read.
 */
export function separateDates(token: string): string {
  if (!/\d/.test(token) || NUMERIC_DATE.test(token)) return token;
  const parts = token
    .split(/[«»~]+/)
    .map((p) => p.replace(/^[‘’'"`´]+|[.,:;_~-]+$/g, ''))
    .filter(Boolean);
  return parts.length && parts.every((p) => NUMERIC_DATE.test(p)) ? parts.join(' ') : token;
}

/** One separator of a numeric date read as a look-alike mark ("03;06/24", "03/06:24", "03,06-24"); the other is clear. */
const ONE_SEPARATOR_MISREAD = /^(\d{1,2})(?:([/-])(\d{1,2})[;:,]|[;:,](\d{1,2})([/-]))(\d{2,4})$/;

/** `token` with a date's misread separator made the same as its clear one ("03/06/24"), or as read. */
export function restoreDateSeparator(token: string): string {
  const m = ONE_SEPARATOR_MISREAD.exec(token);
  if (!m) return token;
  const sep = m[2] ?? m[5]!;
  return `${m[1]}${sep}${m[3] ?? m[4]}${sep}${m[6]}`;
}
