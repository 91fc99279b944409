import { MONEY_ROLES, type Column } from './columns';
import type { Line } from './layout';
import { moneyCells, type MoneyCell } from './money-cells';

/** A numeric column found from the values: money cells whose right (or left) edges line up. */
export interface NumericCluster {
  x0: number;
  x1: number;
  /** The shared edge. */
  edge: number;
  count: number;
}

/**
 * Clusters money cells of table lines by their right edges (numbers are right-aligned); when the
 * right edges do not line up, by their left edges (tables printed from HTML often left-align).
 * Clusters too sparse to be a column (an amount quoted in a narration) are dropped: fewer than
 * `minSupport` cells (default: 2, or 2% of the lines).
 */
export function numericClusters(lines: Line[], minSupport?: number): NumericCluster[] {
  const cells = lines.flatMap((l) => moneyCells(l).map((c) => ({ c, size: l.size })));
  if (!cells.length) return [];
  const right = cluster(cells, (c) => c.x1);
  const left = cluster(cells, (c) => c.x0);
  const covered = (cs: NumericCluster[]) => cs.reduce((s, c) => s + c.count, 0);
  const support = minSupport ?? Math.max(2, Math.ceil(lines.length * 0.02));
  const strongOf = (cs: NumericCluster[]) => cs.filter((c) => c.count >= support);
  // Left edges win when they cover clearly more cells, or as many cells in fewer columns.
  const [l, r] = [strongOf(left), strongOf(right)];
  const leftWins = covered(l) > covered(r) * 1.3 || (covered(l) >= covered(r) * 0.95 && l.length < r.length);
  const best = leftWins ? left : right;
  const strong = leftWins ? l : r;
  return strong.length ? strong : best.filter((c) => c.count === Math.max(...best.map((b) => b.count)));
}

function cluster(cells: { c: MoneyCell; size: number }[], edge: (c: MoneyCell) => number): NumericCluster[] {
  const sorted = [...cells].sort((a, b) => edge(a.c) - edge(b.c));
  const out: NumericCluster[] = [];
  let cur: { c: MoneyCell; size: number }[] = [];
  const flush = () => {
    if (!cur.length) return;
    const edges = cur.map((e) => edge(e.c));
    out.push({
      x0: Math.min(...cur.map((e) => e.c.x0)),
      x1: Math.max(...cur.map((e) => e.c.x1)),
      edge: edges[edges.length >> 1]!,
      count: cur.length,
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
 * Moves the header's money columns onto the numeric columns the values form, so a value is read in
 * its column wherever the label was printed. Labels name clusters by order: as many clusters as
 * money labels map one to one; more clusters keep the best supported ones; fewer map each cluster
 * to the nearest label, in order. Labels left without values keep their printed place.
 */
export function placeMoneyColumns(columns: Column[], clusters: NumericCluster[]): Column[] {
  const money = columns.filter((c) => MONEY_ROLES.has(c.role));
  if (!money.length || !clusters.length) return columns;
  let cs = [...clusters].sort((a, b) => a.edge - b.edge);
  if (cs.length > money.length)
    cs = [...cs]
      .sort((a, b) => b.count - a.count)
      .slice(0, money.length)
      .sort((a, b) => a.edge - b.edge);
  const assign = new Map<Column, NumericCluster>();
  if (cs.length === money.length) money.forEach((m, i) => assign.set(m, cs[i]!));
  else for (const [m, c] of alignInOrder(money, cs)) assign.set(m, c);
  const placed = columns.map((c) => {
    const k = assign.get(c);
    return k ? { ...c, x0: k.x0, x1: k.x1 } : c;
  });
  // A label left without values must not sit inside a placed column (it would split its values).
  const spans = [...assign.values()];
  const kept = placed.filter((c) => assign.has(columns[placed.indexOf(c)]!) || !spans.some((s) => c.x1 > s.x0 && c.x0 < s.x1));
  // A non-money column the values moved past keeps its order only if it does not overlap them.
  return kept.sort((a, b) => a.x0 - b.x0);
}

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
