import { normaliseLabel } from './columns';
import LABELS from './language/rtl-total-labels.json';
import type { Line } from './layout';
import { moneyCells } from './money-cells';
import type { PrintedTotal } from './summary-lines';

const KINDS = (['debits', 'credits'] as const).map((kind) => ({ kind, labels: LABELS[kind].map((l) => normaliseLabel(l).split(' ')) }));
const ARABIC = /\p{Script=Arabic}/u;

/**
 * Totals printed in a right-to-left script ("جمع کل واریز: 1,350,130,466"): the figure is read after the
 * label, so it stands to the label's left, the nearest money cell there. The label's words are matched in
 * reading order or as laid out left to right (a producer may place each word by its own position).
 */
export function rightToLeftTotals(line: Line): PrintedTotal[] {
  if (!ARABIC.test(line.text)) return [];
  const words = line.words.map((w) => normaliseLabel(w.text));
  const out: PrintedTotal[] = [];
  for (const { kind, labels } of KINDS)
    for (const label of labels) {
      const at = findRun(words, label) ?? findRun(words, [...label].reverse());
      if (at === null) continue;
      const left = line.words[at]!.x0;
      const right = line.words[at + label.length - 1]!.x1;
      const cells = moneyCells(line);
      // Words in Latin letters between a figure and the label belong to another label ("Total Debits
      // إجمالي المدين 106,842.34 Dr  Total Credits إجمالي الدائن 82,699.90 Cr": a bilingual summary laid out left
      // to right), so that figure is not this label's: the one right after the label is, when nothing worded
      // stands between them.
      const wordsBetween = (x0: number, x1: number, word: RegExp) => line.words.some((w) => w.x0 >= x0 && w.x1 <= x1 && word.test(w.text));
      const before = cells.filter((c) => c.x1 <= left).at(-1);
      const after = cells.find((c) => c.x0 >= right);
      const figure =
        before && !wordsBetween(before.x1, left, /\p{Script=Latin}{3,}/u)
          ? before
          : after && !wordsBetween(right, after.x0, /\p{L}{3,}/u)
            ? after
            : undefined;
      if (figure) out.push({ label: LABELS[kind][labels.indexOf(label)]!, kind, value: Math.abs(figure.money.minor) });
      break;
    }
  return out;
}

/** Index of the first word of `run` in `words` (a word may carry trailing punctuation, dropped by normaliseLabel). */
function findRun(words: string[], run: string[]): number | null {
  for (let i = 0; i + run.length <= words.length; i++) if (run.every((r, k) => words[i + k] === r)) return i;
  return null;
}
