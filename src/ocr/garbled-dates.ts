/**
 * OCR garbles a numeric date's separators and digits into look-alike letters ("1foef25" for "1/06/25",
 * "O3/O6/25"), and the engine then cannot date the row: its amounts and balance are lost with it. In a scan
 * whose rows start with clear numeric dates of one shape, an item starting with a token of that shape's
 * length whose every character is either the clear date's own or one of its look-alikes is read as the clear
 * date of the row above or below it (statements list rows in date order, many to a day), when exactly one
 * of the two fits. A clear digit that differs rules a date out: nothing is invented.
 */

/** A numeric date as rows print it: day, month, year (two or four digits), one separator. */
const CLEAR_DATE = /^\d{1,2}([/.-])\d{1,2}\1(?:\d{2}|\d{4})$/;

/** What OCR reads each digit and the separators as. */
const LOOKALIKES: Record<string, string> = {
  '0': 'oOQDU',
  '1': 'lIi|!]j',
  '2': 'zZ',
  '5': 'sS$§',
  '6': 'eGb',
  '8': 'B&',
  '9': 'gq',
  '/': 'fFlI|1ijt()\\7',
  '.': ',:;',
  '-': '~—–_',
};

/** Whether `token` is `date` with some characters replaced by their look-alikes (and at least one replaced). */
export function garbledFrom(token: string, date: string): boolean {
  if (token.length !== date.length || token === date) return false;
  for (let i = 0; i < token.length; i++) {
    const [t, d] = [token[i]!, date[i]!];
    if (t !== d && !(LOOKALIKES[d] ?? '').includes(t)) return false;
  }
  return true;
}

interface Placed {
  str: string;
  x: number;
  y: number;
  height: number;
}

/**
 * Each page's `items` (pages in order, items in any order) with each garbled leading date replaced by the
 * neighbouring clear date it was printed as (the row before a page's first row is the last one of the page
 * before). Only items starting near the left edge where the clear dates start count.
 */
export function repairGarbledDates<T extends Placed>(pages: readonly (readonly T[])[]): T[][] {
  const first = (s: string) => s.split(' ')[0] ?? '';
  const all = pages.flat();
  const dated = all.filter((it) => CLEAR_DATE.test(first(it.str)));
  if (dated.length < MIN_CLEAR_DATES) return pages.map((p) => [...p]);
  const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
  const x = median(dated.map((it) => it.x));
  const size = median(dated.map((it) => it.height));
  const order = pages.flatMap((p) => p.filter((it) => Math.abs(it.x - x) <= size * 2).sort((a, b) => a.y - b.y));
  const tokens = order.map((it) => first(it.str));
  const clear = tokens.map((t) => CLEAR_DATE.test(t));
  // The nearest clear date above and below each item, in one pass each way.
  const above: (string | undefined)[] = [];
  for (let k = 0, last: string | undefined; k < order.length; k++) {
    above.push(last);
    if (clear[k]) last = tokens[k];
  }
  const below: (string | undefined)[] = new Array(order.length);
  for (let k = order.length - 1, next: string | undefined; k >= 0; k--) {
    below[k] = next;
    if (clear[k]) next = tokens[k];
  }
  const fixed = new Map<T, string>();
  order.forEach((it, k) => {
    const token = tokens[k]!;
    if (clear[k]) return;
    const fits = [...new Set([above[k], below[k]].filter((d) => d !== undefined))].filter((d) => garbledFrom(token, d));
    if (fits.length === 1) fixed.set(it, `${fits[0]}${it.str.slice(token.length)}`);
  });
  return pages.map((p) => p.map((it) => (fixed.has(it) ? { ...it, str: fixed.get(it)! } : it)));
}

/** Clear dates a document must print before its garbled ones are read by them. */
const MIN_CLEAR_DATES = 3;
