import type { Line } from './layout';
import { lineCells, type Cell } from './line-cells';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/** One value of a summary grid with the label printed over it. */
export interface GridEntry {
  label: string;
  value: string;
  page: number;
  y: number;
}

/** A figure of a summary: money or a count, after an optional currency glyph ("`2,093.20", "$75.79", "€ 3.482,15", ".00", "6"). */
const FIGURE = /^[^\s\d().,+−-]{0,3}\s?[-−(]?(?:\d{1,3}(?:[,.' ]\d{2,3})*|\d+)?(?:[.,]\d{2})?\)?(?:\s?(?:CR|DR|Cr|Dr))?$/;
/** A numeric date printed in a label. */
const LABEL_DATE = /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/g;
/** A line of operators between the labels and the values ("=   +   +   -"): no letters, no digits. */
const OPERATORS = /^[^\p{L}\p{N}]+$/u;

/**
 * A summary printed as a grid: a line (or up to three stacked lines) of labels over a line of figures,
 * each figure under its label ("BALANCE / LAST STATEMENT | NO OF / DEBITS / PAID | ... " over
 * "217.00  6  168.21 ..."). Words of the stacked label lines join into one label by horizontal overlap;
 * each figure takes the label whose extent it overlaps (the nearest by centre when several do). A
 * figure two labels claim, or a label two figures claim, is left out: nothing is guessed. Distances
 * (`settings.totals`): value cells within `gridSameRow` type sizes of each other's baseline are one value
 * line; the labels' last line is at most `gridLineGap` above the values, stacked label lines at most
 * `gridLabelLineGap` apart (a title further up is not part of it), at most `gridLabelLines` of them.
 */
export function summaryGrid(lines: readonly Line[], s: ReadingSettings['totals'] = DEFAULT_SETTINGS.totals): GridEntry[] {
  const out: GridEntry[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!figureLine(line)) continue;
    // Figures of one value line printed a little off each other's baselines (a larger total) are one line.
    const values = lineCells(line);
    let j = i + 1;
    for (; j < lines.length && figureLine(lines[j]!); j++) {
      const next = lines[j]!;
      const cells = lineCells(next);
      if (next.page !== line.page || next.y - line.y > s.gridSameRow * Math.max(line.size, next.size)) break;
      if (cells.some((c) => values.some((v) => c.x0 < v.x1 && v.x0 < c.x1))) break;
      values.push(...cells);
    }
    const last = j - 1;
    values.sort((a, b) => a.x0 - b.x0);
    const labelLines = values.length >= 2 ? labelsAbove(lines, i, s) : [];
    if (labelLines.length) {
      const columns = labelColumns(labelLines);
      const claims = values.map((v) => nearest(v, columns));
      claims.forEach((col, k) => {
        if (col === null || claims.filter((c) => c === col).length > 1) return;
        const label = columns[col]!.text.replace(/\s*:$/, '');
        out.push({ label, value: cleanFigure(values[k]!.text), page: line.page, y: line.y });
      });
    }
    i = last;
  }
  return out;
}

/** A line of figures only (each cell one figure). */
function figureLine(line: Line): boolean {
  const cells = lineCells(line);
  return cells.length > 0 && cells.every((c) => isFigure(c.text));
}

/**
 * The grid's entries as text lines for the readers of printed totals: a grid's figure is the total of
 * what its label names ("Purchases / Charges" over 11,993.20), so a label that does not say so reads
 * as "Total Purchases / Charges: 11,993.20".
 */
export function gridTotalLines(entries: readonly GridEntry[]): Line[] {
  return entries.map((e) => ({
    page: e.page,
    y: e.y,
    size: 0,
    words: [],
    text: `${/^\s*(?:totals?|no\.?|number|count)\b/i.test(e.label) ? '' : 'Total '}${e.label}: ${e.value}`,
  }));
}

function isFigure(text: string): boolean {
  return /\d/.test(text) && FIGURE.test(text.trim());
}

/** The figure without a currency glyph before it (a rupee printed as "`"). */
function cleanFigure(text: string): string {
  return text.trim().replace(/^[^\s\d().,+−-]{1,3}\s?(?=[-−(]?[\d.])/, '');
}

/** The label lines over a value line (an operators line between them is stepped over), top first. */
function labelsAbove(lines: readonly Line[], at: number, s: ReadingSettings['totals']): Line[] {
  const out: Line[] = [];
  let below = lines[at]!;
  let operators = 0;
  for (let j = at - 1; j >= 0 && out.length < s.gridLabelLines; j--) {
    const l = lines[j]!;
    const gap = out.length ? s.gridLabelLineGap : s.gridLineGap;
    if (l.page !== below.page || below.y - l.y > gap * Math.max(l.size, below.size)) break;
    if (!out.length && operators === 0 && OPERATORS.test(l.text.trim())) {
      operators++;
      below = l;
      continue;
    }
    // Labels carry words and no figures; a line with digits is a row, a value line or prose. A date inside a
    // label ("Beginsaldo 01-01-2026 | Eindsaldo 31-01-2026") names the figure's day and is no figure.
    if (/\d/.test(l.text.replace(LABEL_DATE, '')) || !/\p{L}{2}/u.test(l.text)) break;
    out.unshift(l);
    below = l;
  }
  return out;
}

interface Column {
  text: string;
  x0: number;
  x1: number;
}

/** Cells of the stacked label lines joined into columns where they overlap horizontally. */
function labelColumns(labelLines: Line[]): Column[] {
  const rows = labelLines.map((l) => lineCells(l));
  const cells: (Cell & { row: number })[] = labelLines.flatMap((l, row) =>
    splitCells(l, rows[row]!, rows.filter((_, r) => r !== row).flat()).map((c) => ({ ...c, row })),
  );
  const parent = cells.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  for (let a = 0; a < cells.length; a++)
    for (let b = a + 1; b < cells.length; b++)
      if (cells[a]!.row !== cells[b]!.row && cells[a]!.x0 < cells[b]!.x1 && cells[b]!.x0 < cells[a]!.x1) parent[find(a)] = find(b);
  const groups = new Map<number, (Cell & { row: number })[]>();
  cells.forEach((c, i) => groups.set(find(i), [...(groups.get(find(i)) ?? []), c]));
  const columns: Column[] = [];
  for (const g of groups.values()) {
    // Two cells of one line in one column: the stacking is ambiguous, the column is not a label.
    if (new Set(g.map((c) => c.row)).size !== g.length) continue;
    g.sort((a, b) => a.row - b.row);
    columns.push({ text: g.map((c) => c.text).join(' '), x0: Math.min(...g.map((c) => c.x0)), x1: Math.max(...g.map((c) => c.x1)) });
  }
  return columns.sort((a, b) => a.x0 - b.x0);
}

/** The column a value sits under: overlapping it (within a character), the nearest by centre when several do. */
function nearest(value: Cell, columns: Column[]): number | null {
  const slack = value.size;
  const centre = (c: { x0: number; x1: number }) => (c.x0 + c.x1) / 2;
  let best: number | null = null;
  columns.forEach((col, i) => {
    if (value.x1 < col.x0 - slack || value.x0 > col.x1 + slack) return;
    if (best === null || Math.abs(centre(value) - centre(col)) < Math.abs(centre(value) - centre(columns[best]!))) best = i;
  });
  return best;
}

/**
 * A line's label cells, each cut where its words stand over (or under) two different cells of the
 * other label lines ("OF DEPOSITS MADE CHARGES" under "TOTAL AMOUNT" and "SERVICE": two labels set
 * closer than a column gap).
 */
function splitCells(line: Line, cells: Cell[], others: Cell[]): Cell[] {
  const out: Cell[] = [];
  const over = (w: { x0: number; x1: number }) => others.filter((o) => o.x0 < w.x1 && w.x0 < o.x1);
  for (const cell of cells) {
    const words = line.words.filter((w) => w.x0 >= cell.x0 - 0.01 && w.x1 <= cell.x1 + 0.01 && !/^[|•·]$/.test(w.text));
    let cur: typeof words = [];
    const flush = () => {
      if (cur.length) out.push({ text: cur.map((w) => w.text).join(' '), x0: cur[0]!.x0, x1: cur[cur.length - 1]!.x1, size: cell.size });
      cur = [];
    };
    words.forEach((w, k) => {
      const prev = words[k - 1];
      if (prev) {
        const a = over(prev);
        const b = over(w);
        if (a.length && b.length && !a.some((o) => b.includes(o))) flush();
      }
      cur.push(w);
    });
    flush();
  }
  return out;
}
