import { directionMarker, parseCellMoney } from './amounts';
import { MONEY_ROLES, type Column } from './columns';
import { ISO_CODES } from './currency-symbols';
import type { Word } from './layout';

/** A figure has a decimal part or thousands groups: a bare "4" (a page number) is none. */
const FIGURE = /\d[.,]\d{2}(?!\d)|\d{1,3}(?:[,.' ]\d{3})+/;
/** A word of narration: letters (and the punctuation names carry), no digit. */
const TEXT_WORD = /^[\p{L}][\p{L}'’&.,/()*-]*$/u;

/**
 * Where the figure of a money cell starts: the longest run of up to three words at its end that
 * reads as money ("KES 100.00", "12.00 CR"), set apart from the words before it by a column gap
 * (a split currency mark such as "GH ₵ 12.00" sits tight against its figure and stays).
 */
function moneyTail(words: Word[]): number {
  for (let k = Math.max(0, words.length - 3); k < words.length; k++) {
    const text = words
      .slice(k)
      .map((w) => w.text)
      .join(' ');
    const m = parseCellMoney(text);
    // "REF 500.00": three capitals that are no ISO code are a word of narration, not a currency.
    const first = words[k]!.text;
    if (/^[A-Z]{3}$/.test(first) && !ISO_CODES.has(first)) continue;
    if (m === null || m === 'blank' || !FIGURE.test(text)) continue;
    const spread = words.slice(k + 1).some((w, i) => w.x0 - words[k + i]!.x1 >= Math.max(w.size, words[k + i]!.size) * 1.5);
    if (!spread) return k;
  }
  return words.length;
}

/**
 * Narration that runs past its column into a money column ("… WESTLANDS BRANCH NAIROBI" reaching
 * under the debit label) goes back to the narration: in a money cell, the words of text left of its
 * figure (or a cell of text alone) that run on from the description's last word belong to the
 * description. Direction markers and currency marks stay, they are part of the figure.
 */
function figureElsewhere(cells: Word[][], columns: Column[], k: number): boolean {
  return columns.some((c, i) => i !== k && MONEY_ROLES.has(c.role) && FIGURE.test(cells[i]!.map((w) => w.text).join(' ')));
}

export function returnOverflow(cells: Word[][], columns: Column[]): Word[][] {
  const description = columns.findIndex((c) => c.role === 'description');
  if (description < 0) return cells;
  let out = cells;
  columns.forEach((c, k) => {
    if (!MONEY_ROLES.has(c.role) || k < description) return;
    const words = out[k]!;
    if (!words.length) return;
    const tail = moneyTail(words);
    const head = words.slice(0, tail);
    if (!head.length) return;
    // Words cut from the same text run as the description's last word are its continuation whatever they
    // print ("… REF:742825839667" of a narration drawn whole past its fixed cell).
    const lastWord = out[description]![out[description]!.length - 1];
    const sameRun = lastWord?.item !== undefined && head.every((w) => w.item === lastWord.item);
    if (!sameRun && !head.every((w) => TEXT_WORD.test(w.text) && directionMarker(w.text) === null && parseCellMoney(w.text) === null)) return;
    // Only narration that actually continues the description's text: nothing sits between them, and the
    // words run on from the description's last word with no column gap (a note at the page's edge does not).
    if (columns.slice(description + 1, k).some((_, i) => out[description + 1 + i]!.length)) return;
    // An empty description takes the words only on a line that prints a figure elsewhere: the row's
    // label printed off its column ("Opening Balance … 3,191.57"), not a note on a line of its own.
    const last = out[description]![out[description]!.length - 1];
    if (last ? head[0]!.x0 - last.x1 > Math.max(last.size, head[0]!.size) * 1.5 : !figureElsewhere(out, columns, k)) return;
    if (out === cells) out = cells.map((x) => [...x]);
    out[description] = [...out[description]!, ...head].sort((a, b) => a.x0 - b.x0);
    out[k] = words.slice(tail);
  });
  return out;
}
