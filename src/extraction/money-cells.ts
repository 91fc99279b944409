import { MARKER_SUFFIX, looksLikeDecimalMoney, parseMoney, type Money } from './amounts';
import type { Line, Word } from './layout';
import { DEFAULT_SETTINGS } from './settings';

/** A run of words on one line that reads as money ("1,234.56", "(50.00)", "KES 1 234,56", "12.00 CR"). */
export interface MoneyCell {
  words: Word[];
  x0: number;
  x1: number;
  money: Money;
}

/**
 * Money with a decimal part or thousands groups (lakh groups too; point groups of a currency printed whole,
 * "7.432.150" and "25.000"): never a year, a count or an id.
 */
const MONEY_SHAPE = /\d[.,]\d{2}(?!\d)|^\(?[-−]?\d{1,3}(?:(?:[, ]\d{3})+|(?:\.\d{3})+)\)?$|^\(?[-−]?\d{1,2}(?:,\d{2})+,\d{3}\)?$/;
const MARKER_AT_END = new RegExp(MARKER_SUFFIX);
const FILLER = /^(?:0+[.,]0{2}|[-–—]{1,2})$/;

const DIGIT = /\d/;
const WHOLE = /^\d+$/;

/** Words closer than this (in font sizes) belong to one cell (`settings.cells.cellGap`, at its default: cells are cached per line). */
const CELL_GAP = DEFAULT_SETTINGS.cells.cellGap;

function phrases(line: Line): Word[][] {
  const out: Word[][] = [];
  let cur: Word[] = [];
  for (const w of line.words) {
    const prev = cur[cur.length - 1];
    if (prev && w.x0 - prev.x1 > Math.max(prev.size, w.size) * CELL_GAP) {
      out.push(cur);
      cur = [];
    }
    cur.push(w);
  }
  if (cur.length) out.push(cur);
  return out;
}

function asMoney(words: Word[]): Money | null {
  const text = words.map((w) => w.text).join(' ');
  if (!MONEY_SHAPE.test(text.replace(MARKER_AT_END, '').replace(/^[^\d(−-]+/, ''))) return null;
  const m = parseMoney(text);
  return m === null || m === 'blank' ? null : m;
}

/**
 * The money cells of a line, left to right. A cell is the longest tail of a word run that parses as
 * money (so "Paid to shop 12.50" yields "12.50"), taking up to three words for split markers and
 * currency codes. Zero fillers ("0.00") count: they show where an unused column sits.
 */
export function moneyCells(line: Line): MoneyCell[] {
  let cached = CELLS.get(line);
  if (!cached) CELLS.set(line, (cached = readCells(line)));
  return cached;
}

/** Lines are read by several passes (clustering, headings, summaries): their cells are found once. */
const CELLS = new WeakMap<Line, MoneyCell[]>();

function readCells(line: Line): MoneyCell[] {
  const out: MoneyCell[] = [];
  for (const [r, run] of phrases(line).entries()) {
    let i = run.length;
    const found: MoneyCell[] = [];
    while (i > 0) {
      // Money ends in a digit, or in a marker or currency code right after one: anything else is text.
      if (!DIGIT.test(run[i - 1]!.text) && !(i > 1 && DIGIT.test(run[i - 2]!.text))) break;
      let hit: MoneyCell | null = null;
      for (let k = Math.max(0, i - 3); k < i && !hit; k++) {
        const words = run.slice(k, i);
        const money = asMoney(words);
        if (money) hit = { words, x0: words[0]!.x0, x1: words[words.length - 1]!.x1, money };
      }
      if (!hit) {
        // A decimal figure that runs into a bare whole number drawn in the same phrase (a cheque or
        // reference number printed in the next column, "1,388,737.46 000000000"): the figure is a cell,
        // the number is not money. Passed over once, at the end of the phrase only.
        if (i === run.length && i > 1 && WHOLE.test(run[i - 1]!.text) && looksLikeDecimalMoney(run[i - 2]!.text)) {
          i--;
          continue;
        }
        break;
      }
      found.unshift(hit);
      i -= hit.words.length;
    }
    // An amount printed before its narration ("12/31   27.00 FUNDS TRANSFER CR", a line printer's
    // DATE....AMOUNT.DESCRIPTION): a figure opening a phrase that ends in words and does not open the line.
    const head = !found.length && r > 0 && run.length > 1 && !DIGIT.test(run[1]!.text) ? asMoney([run[0]!]) : null;
    if (head) found.push({ words: [run[0]!], x0: run[0]!.x0, x1: run[0]!.x1, money: head });
    out.push(...found);
  }
  return out;
}

/** True for a cell printed as a placeholder of an unused column ("0.00", "-", "--"). */
export function isFillerText(text: string): boolean {
  return FILLER.test(text.trim());
}
