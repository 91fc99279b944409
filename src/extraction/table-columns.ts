import { isTableFooter } from './balance-rows';
import type { HeaderMatch } from './columns';
import { lineKey, type Line } from './layout';
import { MONEY_ROLES, type Column } from './columns';
import { moneyCells } from './money-cells';
import { withoutBalancesBelowRows } from './balance-below';
import { numericClusters, placeMoneyColumns, withoutNarrationFigures, type NumericCluster } from './numeric-columns';
import { DEFAULT_SETTINGS, type ReadingSettings } from './settings';

/**
 * The table's columns: the header's labels name them, the values place them. Numeric columns are
 * clustered over the table lines each header governs (its page and the pages without a header of
 * their own that follow; page furniture, totals and closing lines left out), so a page printed with a different layout keeps
 * its own columns, and each header's money labels are moved onto them. With fewer money cells than
 * `minHeaderCells` (`settings.columns`) under a header and its pages, the document's clusters are used instead.
 */
export function placeColumns(
  headers: HeaderMatch[],
  pages: Line[][],
  repeated: Set<string>,
  s: ReadingSettings['columns'] = DEFAULT_SETTINGS.columns,
): HeaderMatch[] {
  if (!headers.length) return headers;
  // `end`: a header further down the same page (one header per section) ends the region there.
  const region = (from: number, to: number, end?: HeaderMatch) => {
    const lines: Line[] = [];
    for (let p = from; p < to; p++) {
      const h = headers.find((x) => x.page === p);
      const stop = end && end.page === p ? end.lineIndex + 1 - end.span : undefined;
      // Totals and closing lines under the table print their figures where they like: they place no column.
      for (const l of pages[p]!.slice(h ? h.lineIndex + 1 : 0, stop)) if (!repeated.has(lineKey(l)) && !isTableFooter(l.text)) lines.push(l);
    }
    return lines;
  };
  // A section's own lines: from its header to the next header (same page) or to the next header's page.
  const own = (h: HeaderMatch, next: HeaderMatch | undefined) =>
    next?.page === h.page
      ? pages[h.page]!.slice(h.lineIndex + 1, next.lineIndex + 1 - next.span).filter((l) => !repeated.has(lineKey(l)) && !isTableFooter(l.text))
      : region(h.page, next?.page ?? pages.length);
  const sectioned = headers.some((h, i) => headers[i + 1]?.page === h.page);
  let all: ReturnType<typeof numericClusters> | null = null;
  return headers.map((h, i) => {
    const lines = own(h, headers[i + 1]);
    const mine = numericClusters(lines, sectioned ? 1 : undefined, h.columns, s);
    // A short section is placed by its own figures: the other sections print theirs in other columns.
    const enough = mine.reduce((s, c) => s + c.count, 0) >= s.minHeaderCells || (sectioned && mine.length > 0);
    const clusters = enough ? mine : (all ??= numericClusters(region(headers[0]!.page, pages.length), undefined, [], s));
    const kept = withoutBalancesBelowRows(h.columns, withoutNarrationFigures(h.columns, clusters), lines);
    return { ...h, columns: placeMoneyColumns(balanceOnTheRight(h.columns, kept, lines, s.balanceFill), kept) };
  });
}

/**
 * A header whose Balance label has no figures under it, while the rightmost column of figures holds
 * one on nearly every line that prints money (`balanceFill` of them; balances printed left of their label, under the
 * neighbouring "Credits"): that column is the balance; the label is moved onto it before the money
 * labels are placed, and the running balance still checks the reading.
 */
function balanceOnTheRight(columns: Column[], clusters: NumericCluster[], lines: Line[], balanceFill: number): Column[] {
  const balance = columns.find((c) => c.role === 'balance');
  const money = columns.filter((c) => MONEY_ROLES.has(c.role));
  if (!balance || clusters.length < 2 || clusters.length >= money.length) return columns;
  if (clusters.some((c) => c.x1 > balance.x0 && c.x0 < balance.x1)) return columns;
  const last = [...clusters].sort((a, b) => a.edge - b.edge)[clusters.length - 1]!;
  if (last.x0 > balance.x0 || last.x1 < money.filter((c) => c !== balance).reduce((x, c) => Math.min(x, c.x1), Infinity)) return columns;
  const withMoney = lines.filter((l) => moneyCells(l).length > 0);
  const filled = withMoney.filter((l) => moneyCells(l).some((m) => m.x1 > last.x0 && m.x0 < last.x1)).length;
  if (!withMoney.length || filled < withMoney.length * balanceFill) return columns;
  return columns.map((c) => (c === balance ? { ...c, x0: last.x0, x1: last.x1 } : c));
}
