import { looksLikeDecimalMoney } from './amounts';
import type { Column } from './columns';
import type { Line, Word } from './layout';
import { DEFAULT_SETTINGS } from './settings';

const MONEY_ROLES = new Set(['debit', 'credit', 'amount', 'balance']);

/**
 * The cells of a table line with the small-font marks that follow a figure in a money column removed.
 * Only words after the cell's figure, in a font much smaller than the line's and not themselves money,
 * are dropped: a marker ("CR", "Dr") printed at the figure's size stays. Words printed in a font under
 * `marginMarkFont` of their line's size (`settings.cells`) are no part of a figure: the control marks some
 * print engines draw beside each row in the margin (OMR or barcode glyphs in a tiny font, often with digits
 * in them) land in the last money column and would turn "18,890.85" into an unreadable cell.
 */
export function withoutMarginMarks(line: Line, cells: Word[][], columns: Column[], marginMarkFont = DEFAULT_SETTINGS.cells.marginMarkFont): Word[][] {
  return cells.map((words, i) => {
    if (!MONEY_ROLES.has(columns[i]?.role ?? '') || words.length < 2) return words;
    const figure = words.findIndex((w) => looksLikeDecimalMoney(w.text));
    if (figure < 0) return words;
    const small = (w: Word) => w.size < marginMarkFont * line.size && !looksLikeDecimalMoney(w.text);
    const kept = words.filter((w, k) => k <= figure || !small(w));
    return kept.length === words.length ? words : kept;
  });
}
