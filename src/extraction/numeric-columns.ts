import { MONEY_ROLES, type Column } from './columns';
import type { Line, Word } from './layout';
import { moneyCells, type MoneyCell } from './money-cells';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/** A numeric column found from the values: money cells whose right (or left) edges line up. */
export interface NumericCluster {
  x0: number;
  x1: number;
  /** The shared edge. */
  edge: number;
  count: number;
  /** Cells of the cluster that are the only money on their line (a figure quoted in a narration line). */
  alone?: number;
  /** Cells of the cluster that read as a year-less day and month ("06.12", "31/01"). */
  dates?: number;
  /** Made of whole numbers only (`withWholeNumbers`): a reference or count column may print the same. */
  wholeNumbers?: true;
}

/** A year-less date printed as two two-digit numbers ("06.12", "31/01", "12-05"): it also reads as money. */
const DAY_MONTH = /^(\d{2})[./-](\d{2})$/;
function dayMonthShaped(text: string): boolean {
  const m = DAY_MONTH.exec(text);
  if (!m) return false;
  const [a, b] = [+m[1]!, +m[2]!];
  return a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
}

type ColumnSettings = ReadingSettings['columns'];

/**
 * A cluster of figures nearly all of which read as a day and month ("06.12" … "31.12", the `dd.mm`
 * dates of a line-printer statement) is a date column: amounts whose whole part is at most 31 and
 * whose cents at most 12, on every row, do not happen. At least `dateColumnMin` cells, `dateColumnShare`
 * of them day and month (`settings.columns`: a few amounts may happen to read as dates).
 */
function dateColumn(c: NumericCluster, s: ColumnSettings): boolean {
  return c.count >= s.dateColumnMin && (c.dates ?? 0) >= c.count * s.dateColumnShare;
}

/**
 * Clusters money cells of table lines by their right edges (numbers are right-aligned); when the
 * right edges do not line up, by their left edges (tables printed from HTML often left-align).
 * Clusters too sparse to be a column (an amount quoted in a narration) are dropped: fewer than
 * `minSupport` cells (default: 2, or 2% of the lines), unless they sit under a money label of the header
 * (then `minLabelledCells`, however many lines the table has).
 */
export function numericClusters(
  lines: Line[],
  minSupport?: number,
  labels: Column[] = [],
  s: ColumnSettings = DEFAULT_SETTINGS.columns,
): NumericCluster[] {
  const cells = lines.flatMap((l) => {
    const own = moneyCells(l);
    return own.map((c) => ({ c, size: l.size, alone: own.length === 1 }));
  });
  if (!cells.length) return [];
  const money = labels.filter((c) => MONEY_ROLES.has(c.role));
  const right = withWholeNumbers(
    cluster(cells, (c) => c.x1),
    lines,
    (w) => w.x1,
    money,
    s.wholeNumberReach,
  );
  const left = withWholeNumbers(
    cluster(cells, (c) => c.x0),
    lines,
    (w) => w.x0,
    money,
    s.wholeNumberReach,
  );
  const covered = (cs: NumericCluster[]) => cs.reduce((s, c) => s + c.count, 0);
  const support = minSupport ?? Math.max(2, Math.ceil(lines.length * s.supportShare));
  // A sparse column right under its own money label (the few credits of a table of debits, among pages
  // of narration) is a column all the same: the label vouches for it where the count alone does not.
  // Whole numbers alone (payment references under a "Payment reference" label) need the count.
  const labelled = (c: NumericCluster) => !c.wholeNumbers && c.count >= s.minLabelledCells && money.some((m) => c.x1 > m.x0 && c.x0 < m.x1);
  const strongOf = (cs: NumericCluster[]) => cs.filter((c) => (c.count >= support || labelled(c)) && !dateColumn(c, s));
  // Left edges win when they cover clearly more cells, or as many cells in fewer columns.
  const beats = (a: NumericCluster[], b: NumericCluster[]) =>
    covered(a) > covered(b) * s.edgeBeats || (covered(a) >= covered(b) * s.edgeTie && a.length < b.length);
  const [l, r] = [strongOf(left), strongOf(right)];
  const leftWins = beats(l, r);
  let best = leftWins ? left : right;
  let strong = leftWins ? l : r;
  // Figures centred in their column (widths vary, neither edge lines up): their centres do, and win
  // the same way over the better of the edges.
  const centred = cluster(cells, (c) => (c.x0 + c.x1) / 2);
  const m = strongOf(centred);
  if (beats(m, strong)) [best, strong] = [centred, m];
  if (strong.length) return mergeOverlapping(strong, s.sameColumnOverlap);
  const figures = best.filter((c) => !dateColumn(c, s));
  return mergeOverlapping(
    figures.filter((c) => c.count === Math.max(...figures.map((b) => b.count))),
    s.sameColumnOverlap,
  );
}

/**
 * Clusters whose spans overlap (by more than `sameColumnOverlap` of the narrower span) are one column: the values of a left-aligned (or centred) column end at
 * different right edges, so clustering by right edges cuts it by the widths of its figures (`506.25` for
 * six digits, `512.63` for seven), and a balance column's values may end on two edges when some carry a
 * marker the others lack ("985.28 Cr" beside "328.12"), while two columns never print over each other.
 */
function mergeOverlapping(clusters: NumericCluster[], sameColumnOverlap: number): NumericCluster[] {
  const sorted = [...clusters].sort((a, b) => a.x0 - b.x0);
  const out: NumericCluster[] = [];
  for (const c of sorted) {
    const prev = out[out.length - 1];
    const overlap = prev ? Math.min(prev.x1, c.x1) - Math.max(prev.x0, c.x0) : 0;
    if (prev && overlap > sameColumnOverlap * Math.min(prev.x1 - prev.x0, c.x1 - c.x0)) {
      out[out.length - 1] = {
        x0: Math.min(prev.x0, c.x0),
        x1: Math.max(prev.x1, c.x1),
        edge: prev.count >= c.count ? prev.edge : c.edge,
        count: prev.count + c.count,
        alone: (prev.alone ?? 0) + (c.alone ?? 0),
        dates: (prev.dates ?? 0) + (c.dates ?? 0),
      };
    } else out.push({ ...c });
  }
  return out.sort((a, b) => a.edge - b.edge);
}

/** A whole number as an amount column may print it ("20", "2800", "1,930"): no leading zero, no decimals. */
const WHOLE_NUMBER = /^[-−]?(?:[1-9]\d{0,2}(?:,\d{3})+|[1-9]\d{0,6}|0)$/;

/**
 * Whole numbers printed on the edge of a column of decimal money ("20" above "0.97" and "0.00") are
 * that column's values too: a column some rows print without decimals is still found where it is.
 * Whole numbers alone make a column only where they line up under a money label ("Debit Amount" over
 * "30", "110", "2800"), never elsewhere (a reference or count column).
 */
function withWholeNumbers(
  clusters: NumericCluster[],
  lines: Line[],
  edge: (w: Word) => number,
  money: Column[],
  wholeNumberReach: number,
): NumericCluster[] {
  const out = clusters.map((c) => ({ ...c }));
  const left: { w: Word; size: number }[] = [];
  for (const l of lines)
    for (const w of l.words) {
      if (!WHOLE_NUMBER.test(w.text) || !standsAlone(l, w)) continue;
      const near = out.find((c) => Math.abs(edge(w) - c.edge) <= Math.max(1.5, 0.3 * l.size));
      if (!near) {
        left.push({ w, size: l.size });
        continue;
      }
      near.count++;
      near.x0 = Math.min(near.x0, w.x0);
      near.x1 = Math.max(near.x1, w.x1);
    }
  if (!money.length || left.length < 2) return out;
  const sorted = left.sort((a, b) => edge(a.w) - edge(b.w));
  let run: typeof sorted = [];
  const flush = () => {
    const e = run.length >= 2 ? edge(run[run.length >> 1]!.w) : null;
    const tol = Math.max(...run.map((r) => r.size), 0) * wholeNumberReach;
    if (e !== null && money.some((m) => e >= m.x0 - tol && e <= m.x1 + tol) && !out.some((c) => e >= c.x0 && e <= c.x1))
      out.push({ x0: Math.min(...run.map((r) => r.w.x0)), x1: Math.max(...run.map((r) => r.w.x1)), edge: e, count: run.length, wholeNumbers: true });
    run = [];
  };
  for (const r of sorted) {
    const prev = run[run.length - 1];
    if (prev && edge(r.w) - edge(prev.w) > Math.max(1.5, 0.3 * r.size)) flush();
    run.push(r);
  }
  flush();
  return out.sort((a, b) => a.edge - b.edge);
}

/** A word set apart from its neighbours by a column gap (a cell), not a number inside a phrase ("3 March 2025"). */
function standsAlone(line: Line, w: Word): boolean {
  const i = line.words.indexOf(w);
  const prev = line.words[i - 1];
  const next = line.words[i + 1];
  return (!prev || w.x0 - prev.x1 > line.size) && (!next || next.x0 - w.x1 > line.size);
}

type Cell = { c: MoneyCell; size: number; alone: boolean };

function cluster(cells: Cell[], edge: (c: MoneyCell) => number): NumericCluster[] {
  const sorted = [...cells].sort((a, b) => edge(a.c) - edge(b.c));
  const out: NumericCluster[] = [];
  let cur: Cell[] = [];
  const flush = () => {
    if (!cur.length) return;
    const edges = cur.map((e) => edge(e.c));
    out.push({
      x0: Math.min(...cur.map((e) => e.c.x0)),
      x1: Math.max(...cur.map((e) => e.c.x1)),
      edge: edges[edges.length >> 1]!,
      count: cur.length,
      alone: cur.filter((e) => e.alone).length,
      dates: cur.filter((e) => e.c.words.length === 1 && dayMonthShaped(e.c.words[0]!.text)).length,
    });
    cur = [];
  };
  for (const e of sorted) {
    const prev = cur[cur.length - 1];
    if (prev && edge(e.c) - edge(prev.c) > Math.max(1.5, 0.3 * e.size)) flush();
    cur.push(e);
  }
  flush();
  return out;
}

/**
 * Under a header with a running balance, where rows print their amount beside their balance: a
 * cluster of figures each alone on its line is quoted in wrapped narration ("IN080369INR 1526.40"
 * under "CASH W/D"), not a money column, as long as another cluster's figures share their lines.
 */
export function withoutNarrationFigures(columns: Column[], clusters: NumericCluster[]): NumericCluster[] {
  if (!columns.some((c) => c.role === 'balance')) return clusters;
  const paired = clusters.filter((c) => (c.alone ?? 0) < c.count);
  if (paired.length < 2) return clusters;
  return clusters.filter((c) => (c.alone ?? 0) < c.count);
}

/**
 * Moves the header's money columns onto the numeric columns the values form, so a value is read in
 * its column wherever the label was printed. Labels name clusters by order: as many clusters as
 * money labels map one to one; more clusters keep those under a money label, then the best supported; fewer map each cluster
 * to the nearest label, in order. Labels left without values keep their printed place.
 */
export function placeMoneyColumns(columns: Column[], clusters: NumericCluster[]): Column[] {
  const money = columns.filter((c) => MONEY_ROLES.has(c.role));
  if (!money.length || !clusters.length) return columns;
  let cs = [...clusters].sort((a, b) => a.edge - b.edge);
  // More clusters than labels: those under a money label first (figures of a fiscal summary or a
  // narration elsewhere on the page may outnumber a column of few credits), then the best supported.
  // Whole numbers alone do not count as under a label: references line up under labels too.
  const overlaps = (c: NumericCluster, l: Column) => c.x1 > l.x0 && c.x0 < l.x1;
  const under = (c: NumericCluster) => (!c.wholeNumbers && money.some((m) => overlaps(c, m)) ? 1 : 0);
  // As well supported, figures under a label of no money role ("International amount", "Reward Points")
  // come after the others, then the cluster nearer a money label.
  const labelled = columns.filter((c) => c.role === 'other' && c.label);
  const detail = (c: NumericCluster) => (labelled.some((d) => overlaps(c, d)) ? 1 : 0);
  const gap = (c: NumericCluster) => Math.min(...money.map((m) => Math.max(0, m.x0 - c.x1, c.x0 - m.x1)));
  if (cs.length > money.length)
    cs = [...cs]
      .sort((a, b) => under(b) - under(a) || b.count - a.count || detail(a) - detail(b) || gap(a) - gap(b))
      .slice(0, money.length)
      .sort((a, b) => a.edge - b.edge);
  const assign = new Map<Column, NumericCluster>();
  if (cs.length === money.length) money.forEach((m, i) => assign.set(m, cs[i]!));
  else for (const [m, c] of alignInOrder(money, cs)) assign.set(m, c);
  // A narration or reference label that a placed cluster only grazes (most of the label lies past the cluster's edge:
  // figures placed by character count inside a text run that also holds the next cell run a few points long)
  // keeps its column; the cluster ends where that label starts.
  const others = columns.filter((c) => !assign.has(c) && (c.role === 'description' || c.role === 'reference'));
  const trimmed = new Map<NumericCluster, { x0: number; x1: number }>();
  for (const [, k] of assign) {
    let { x0, x1 } = k;
    for (const o of others) {
      const overlap = Math.min(o.x1, x1) - Math.max(o.x0, x0);
      if (overlap <= 0 || overlap * 2 >= o.x1 - o.x0) continue;
      if (o.x0 > x0 && o.x1 > x1) x1 = o.x0 - 0.5;
      else if (o.x1 < x1 && o.x0 < x0) x0 = o.x1 + 0.5;
    }
    if (x1 > x0) trimmed.set(k, { x0, x1 });
  }
  const placed = columns.map((c) => {
    const k = assign.get(c);
    return k ? { ...c, ...(trimmed.get(k) ?? { x0: k.x0, x1: k.x1 }) } : c;
  });
  // A label left without values must not sit inside a placed column (it would split its values). One the column
  // only grazes (most of the label lies past the figures' edge: "Amount Service Fee" printed as one run, the
  // amounts ending a point into "Service") heads a column of its own.
  const spans = [...assign.values()].map((k) => trimmed.get(k) ?? k);
  const grazes = (c: Column, s: { x0: number; x1: number }) => c.x0 >= s.x1 - GRAZE || c.x1 <= s.x0 + GRAZE;
  const inside = (c: Column, s: { x0: number; x1: number }) => c.x1 > s.x0 && c.x0 < s.x1 && !grazes(c, s);
  const kept = placed.filter((c) => assign.has(columns[placed.indexOf(c)]!) || !spans.some((s) => inside(c, s)));
  // A non-money column the values moved past keeps its order only if it does not overlap them.
  return kept.sort((a, b) => a.x0 - b.x0);
}

/** Points a label may overlap the edge of a placed column and still head a column of its own (a character's width or so). */
const GRAZE = 3;

/** Order-preserving assignment of fewer clusters to labels, minimising the distance between them. */
function alignInOrder(labels: Column[], cs: NumericCluster[]): [Column, NumericCluster][] {
  const n = labels.length;
  const m = cs.length;
  const dist = (l: Column, c: NumericCluster) => Math.max(0, l.x0 - c.x1, c.x0 - l.x1) + Math.abs((l.x0 + l.x1) / 2 - (c.x0 + c.x1) / 2) * 0.1;
  // best[i][j]: minimal cost placing the first j clusters among the first i labels.
  const best: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(Infinity));
  for (let i = 0; i <= n; i++) best[i]![0] = 0;
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= Math.min(i, m); j++) best[i]![j] = Math.min(best[i - 1]![j]!, best[i - 1]![j - 1]! + dist(labels[i - 1]!, cs[j - 1]!));
  const out: [Column, NumericCluster][] = [];
  for (let i = n, j = m; j > 0; i--) {
    if (best[i]![j] === best[i - 1]![j - 1]! + dist(labels[i - 1]!, cs[j - 1]!) && i - 1 >= j - 1) {
      out.push([labels[i - 1]!, cs[j - 1]!]);
      j--;
    }
  }
  return out;
}
