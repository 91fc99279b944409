import type { Column } from './columns';
import type { Line, Word } from './layout';

/**
 * Column boundaries from the data: between two neighbouring labels, the widest vertical strip that
 * no word of the table crosses (left-aligned text runs right past its label, right-aligned numbers
 * run left past theirs, but the two never meet). Falls back to the least-crossed strip.
 */
export function columnBoundaries(columns: Column[], lines: Line[], labelTouch = 1): number[] {
  const words = lines.flatMap((l) => l.words);
  const bounds: number[] = [];
  for (let k = 0; k + 1 < columns.length; k++) {
    const L = columns[k]!;
    const R = columns[k + 1]!;
    const lo = L.x1;
    const hi = R.x0;
    if (hi - lo <= 1) {
      bounds.push((lo + hi) / 2);
      continue;
    }
    const step = 0.5;
    const n = Math.ceil((hi - lo) / step);
    // How many words cross each strip: +1 where a word starts, −1 where it ends, then a running sum.
    const cover = new Int32Array(n + 1);
    for (const w of words) {
      if (w.x1 <= lo || w.x0 >= hi) continue;
      const a = Math.max(0, Math.floor((w.x0 - lo) / step));
      const b = Math.min(n, Math.ceil((w.x1 - lo) / step));
      if (a >= b) continue;
      cover[a]!++;
      cover[b]!--;
    }
    for (let i = 1; i <= n; i++) cover[i]! += cover[i - 1]!;
    let min = Infinity;
    for (let i = 0; i < n; i++) min = Math.min(min, cover[i]!);
    let bestStart = 0;
    let bestLen = -1;
    for (let i = 0; i < n;) {
      if (cover[i] !== min) {
        i++;
        continue;
      }
      let j = i;
      while (j < n && cover[j] === min) j++;
      if (j - i > bestLen) {
        bestLen = j - i;
        bestStart = i;
      }
      i = j;
    }
    bounds.push(alignedUnder(L, R, words, lo + (bestStart + bestLen / 2) * step, labelTouch));
  }
  return bounds;
}

/**
 * A boundary learnt inside a column of values: where no strip between two labels is free, values
 * that start together under the left label (left-aligned, wider than it: "Value Date" over
 * `26-04-2024`) or end together under the right one (right-aligned figures) keep together on their
 * label's side, the boundary moved past them. Only a column of them counts (at least two words sharing
 * the edge within `touch`), and only when the other side claims none.
 */
function alignedUnder(L: Column, R: Column, words: Word[], bound: number, touch: number): number {
  const lo = L.x1;
  const hi = R.x0;
  const left = aligned(
    words.filter((w) => w.x0 >= L.x0 - touch && w.x0 <= L.x1 && w.x1 > bound && w.x1 <= hi + touch),
    (w) => w.x0,
    touch,
  );
  const right = aligned(
    words.filter((w) => w.x1 >= R.x0 && w.x1 <= R.x1 + touch && w.x0 < bound && w.x0 >= lo - touch),
    (w) => w.x1,
    touch,
  );
  if (left.length >= 2 && right.length < 2) return Math.max(bound, Math.min(hi, Math.max(...left.map((w) => w.x1))));
  if (right.length >= 2 && left.length < 2) return Math.min(bound, Math.max(lo, Math.min(...right.map((w) => w.x0))));
  return bound;
}

/** The largest set of words whose edge agrees within `touch`. */
function aligned(words: Word[], edge: (w: Word) => number, touch: number): Word[] {
  const sorted = [...words].sort((a, b) => edge(a) - edge(b));
  let best: Word[] = [];
  for (let i = 0, j = 0; j < sorted.length; j++) {
    while (edge(sorted[j]!) - edge(sorted[i]!) > touch) i++;
    if (j - i + 1 > best.length) best = sorted.slice(i, j + 1);
  }
  return best;
}
/** Splits a line's words into the table's columns by the boundaries (a word goes where its centre is). */
export function assignCells(line: Line, bounds: number[], count: number): Word[][] {
  const cells: Word[][] = Array.from({ length: count }, () => []);
  for (const w of line.words) {
    const c = (w.x0 + w.x1) / 2;
    let k = 0;
    while (k < bounds.length && c > bounds[k]!) k++;
    cells[k]!.push(w);
  }
  return cells;
}
