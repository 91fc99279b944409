import { joinWords, type Line } from './layout';
import { DEFAULT_SETTINGS } from './settings';

/** A figure cut right after its decimal separator ("3,00,000."): its decimals went to the next line. */
const CUT_FIGURE = /^[-(]?\d[\d,.' ]*[.,]$/;
/** The decimals printed alone below it ("00"). */
const DECIMALS = /^\d{1,3}$/;

/**
 * Figures wrapped inside a narrow right-aligned cell: a figure ending in its decimal separator, and
 * on the line right below it a run of digits alone whose right edge meets its own, are one number
 * ("3,00,000." over "00" is 3,00,000.00). The digits join the figure; the line below keeps the rest.
 * A figure's own line only: a date or a reference never ends in a separator. Lines further apart than
 * `wrapGap` type sizes (`settings.lines.wrapGap`) are not one wrapped cell.
 */
export function joinBrokenNumbers(lines: readonly Line[], wrapGap = DEFAULT_SETTINGS.lines.wrapGap): Line[] {
  const out = lines.map((l) => ({ ...l, words: [...l.words] }));
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i]!;
    const below = out[i + 1]!;
    if (below.page !== line.page || below.y - line.y > Math.max(line.size, below.size) * wrapGap) continue;
    let changed = false;
    line.words.forEach((w, k) => {
      if (!CUT_FIGURE.test(w.text)) return;
      const j = below.words.findIndex((b) => DECIMALS.test(b.text) && Math.abs(b.x1 - w.x1) <= w.size && b.x0 >= w.x0);
      if (j < 0) return;
      line.words[k] = { ...w, text: w.text + below.words[j]!.text };
      below.words.splice(j, 1);
      changed = true;
    });
    if (!changed) continue;
    line.text = joinWords(line.words);
    below.text = joinWords(below.words);
  }
  return out.filter((l) => l.words.length > 0);
}
