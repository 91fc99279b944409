import type { ExtractedStatement } from '../domain/statement';
import { isoDate } from '../extraction/dates';
import type { PdfText } from '../pdf/types';
import { outOfOrderDates } from './date-order';
import type { RowPlace } from './row-bands';
import { onOneLine } from './row-confidence';

/**
 * OCR misreads a digit of a date as one that looks like it ("11/03/2028" for 2026, "19/09/2026" for 19/03,
 * "41/03/2026" for 11/03): the row is then dated outside the printed period or out of the order of the rows
 * around it, and flagged (`date-order.ts`). Where exactly one date that a single look-alike digit gives lies
 * inside the printed period and between the dates of the rows before and after it, that is the date printed:
 * the row's date token is replaced by it and the document read again. Two or more such dates (a "00" that may
 * be 08 or 09 between the 8th and the 9th) leave the row as read, flagged: nothing is guessed.
 */

/** Digits OCR confuses, each with those it is read as (both ways). */
const LOOKALIKE_DIGITS: Record<string, string> = {
  '0': '689',
  '1': '472',
  '2': '1',
  '3': '589',
  '4': '1',
  '5': '36',
  '6': '058',
  '7': '1',
  '8': '0369',
  '9': '038',
};

/** A numeric date token (day, month and year in either order, or year first; or day and month alone, "05.12."), as rows print them. */
const NUMERIC_DATE = /^(?:\d{1,4}([/.-])\d{1,2}\1\d{1,4}|\d{1,2}([/.-])\d{1,2}\2?)$/;

export interface DateRepair {
  text: PdfText;
  /** Per repaired row of the first reading: the token as read and as taken. */
  repairs: Array<{ read: string; taken: string; page: number; iso: string; amount: number; balance: number | null }>;
}

/**
 * The document's text with the date tokens of doubtful rows repaired as above, or null when none could be.
 * `places`: where each row was found on its page (`row-confidence.ts`), parallel to the rows.
 */
export function repairMisreadDates(
  statement: ExtractedStatement,
  text: PdfText,
  places: ReadonlyArray<RowPlace | undefined>,
  ocrPages: readonly number[],
): DateRepair | null {
  const rows = statement.transactions;
  const period = statement.printed_period ?? null;
  const doubtful = outOfOrderDates(statement, ocrPages);
  const doubted = new Set(doubtful);
  const repairs: DateRepair['repairs'] = [];
  const replace = new Map<number, Map<number, string>>();
  for (const i of doubtful) {
    const place = places[i];
    const page = place && text.pages.find((p) => p.number === place.page);
    if (!place || !page) continue;
    // The neighbours the date must lie between: the nearest rows not doubtful themselves, as printed on the page
    // (the rows are in date order, where a misread date has moved its row away from them), else in the rows' order.
    const [prev, next] = printedNeighbours(i, places, doubted, statement) ?? arrayNeighbours(i, doubted, statement);
    if ((prev === undefined || next === undefined) && !period) continue;
    const line = page.items
      .map((it, k) => ({ it, k }))
      .filter(({ it }) => onOneLine(it, place) && /\d/.test(it.str))
      .sort((p, q) => p.it.x - q.it.x);
    const first = line[0];
    const token = first?.it.str.split(' ')[0] ?? '';
    if (!first) continue;
    // A date with a separator lost ("1101/2026") is read as its digits with the separators in their places.
    const candidates = NUMERIC_DATE.test(token) ? oneDigitAway(token) : separatorsRestored(token);
    if (!candidates.length) continue;
    const read = rows[i]!.date;
    const impossible = statement.details[i]?.impossible_date === token;
    const order = fieldOrder(NUMERIC_DATE.test(token) ? token : candidates[0]!, read, impossible, statement.reconciliation.reading?.dates?.format);
    if (!order) continue;
    const fits = new Map<string, string>();
    for (const candidate of candidates)
      for (const iso of isoOf(candidate, order, read)) {
        // An impossible date was dated as the row above: that date is a candidate like any other.
        if (!iso || (!impossible && iso === read)) continue;
        if (period && (iso < period.start_date || iso > period.end_date)) continue;
        if ((prev !== undefined && iso < prev) || (next !== undefined && iso > next)) continue;
        fits.set(iso, candidate);
      }
    if (fits.size !== 1) continue;
    const [iso, taken] = [...fits.entries()][0]!;
    const onPage = replace.get(page.number) ?? new Map<number, string>();
    onPage.set(first.k, taken + first.it.str.slice(token.length));
    replace.set(page.number, onPage);
    repairs.push({ read: token, taken, page: page.number, iso, amount: rows[i]!.amount, balance: rows[i]!.balance });
  }
  if (!repairs.length) return null;
  return {
    repairs,
    text: {
      ...text,
      pages: text.pages.map((p) => {
        const onPage = replace.get(p.number);
        return onPage ? { ...p, items: p.items.map((it, k) => (onPage.has(k) ? { ...it, str: onPage.get(k)! } : it)) } : p;
      }),
    },
  };
}

/** The dates of the nearest rows not doubtful before and after row `i` in the rows' order. */
function arrayNeighbours(i: number, doubted: ReadonlySet<number>, statement: ExtractedStatement): [string | undefined, string | undefined] {
  const rows = statement.transactions;
  let a = i - 1;
  while (a >= 0 && doubted.has(a)) a--;
  let b = i + 1;
  while (b < rows.length && doubted.has(b)) b++;
  return [rows[a]?.date, rows[b]?.date];
}

/**
 * The dates of the rows printed right above and below row `i` on its page (not doubtful themselves), earlier
 * first; null unless both are found (a row at a page's edge takes its neighbours in the rows' order).
 */
function printedNeighbours(
  i: number,
  places: ReadonlyArray<RowPlace | undefined>,
  doubted: ReadonlySet<number>,
  statement: ExtractedStatement,
): [string, string] | null {
  const at = places[i];
  if (!at) return null;
  const onPage = places.flatMap((p, k) =>
    p && k !== i && !doubted.has(k) && p.page === at.page ? [{ y: p.y, date: statement.transactions[k]!.date }] : [],
  );
  const above = onPage.filter((p) => p.y < at.y).sort((a, b) => b.y - a.y)[0];
  const below = onPage.filter((p) => p.y > at.y).sort((a, b) => a.y - b.y)[0];
  if (!above || !below) return null;
  return above.date <= below.date ? [above.date, below.date] : [below.date, above.date];
}

/** Tokens one look-alike digit away from `token`. */
function oneDigitAway(token: string): string[] {
  const out: string[] = [];
  for (let k = 0; k < token.length; k++) for (const d of LOOKALIKE_DIGITS[token[k]!] ?? '') out.push(token.slice(0, k) + d + token.slice(k + 1));
  return out;
}

/**
 * The date a token with a separator lost or doubled prints ("1101/2026", "11//01/2026"): its 6 or 8 digits cut as
 * day, month and year (or year first) with the separator it prints.
 */
function separatorsRestored(token: string): string[] {
  const sep = /[/.-]/.exec(token)?.[0];
  const digits = token.replace(/[/.-]/g, '');
  if (!sep || !/^[\d/.-]+$/.test(token) || (digits.length !== 6 && digits.length !== 8)) return [];
  const cut = (...at: number[]) => [digits.slice(0, at[0]), digits.slice(at[0], at[1]), digits.slice(at[1])].join(sep);
  return digits.length === 8 ? [cut(2, 4), cut(4, 6)] : [cut(2, 4)];
}

type Order = 'day-month' | 'month-day' | 'year-first';

/**
 * How the row's token maps onto the date the engine gave the row: which number is the day. A token that names
 * no day (`impossible`: the engine dated the row as the one above) takes the order the document's other dates show,
 * which its date as given cannot tell; day first is taken where the token's first number cannot be a month, else
 * the order the document's dates were read in (`format`).
 */
function fieldOrder(token: string, iso: string, impossible: boolean, format?: 'day first' | 'month first' | 'unambiguous'): Order | null {
  const [x, y] = token.split(/[/.-]/).map(Number) as [number, number, number];
  if (token.split(/[/.-]/)[0]!.length === 4) return 'year-first';
  if (impossible)
    return x > 12 ? 'day-month' : y > 12 ? 'month-day' : format === 'day first' ? 'day-month' : format === 'month first' ? 'month-day' : null;
  const [, m, d] = iso.split('-').map(Number) as [number, number, number];
  if (x === d && y === m) return 'day-month';
  if (x === m && y === d) return 'month-day';
  return null;
}

/**
 * The ISO dates `token` names in `order`: its year as printed (two digits in the century of `like`); a token
 * printing no year ("05.12.") in the year of `like` or either next to it (a period across a year's end).
 */
function isoOf(token: string, order: Order, like: string): Array<string | null> {
  const [p, q, r] = token.split(/[/.-]/);
  const century = Math.floor(Number(like.slice(0, 4)) / 100) * 100;
  const year = (s: string) => (s.length === 4 ? Number(s) : s.length === 2 ? century + Number(s) : NaN);
  if (order === 'year-first') return [isoDate(year(p!), Number(q), Number(r))];
  const [day, month] = order === 'day-month' ? [Number(p), Number(q)] : [Number(q), Number(p)];
  if (r) return [isoDate(year(r), month, day)];
  const near = Number(like.slice(0, 4));
  return [near - 1, near, near + 1].map((y) => isoDate(y, month, day));
}
