import { isTableFooter } from './balance-rows';
import type { HeaderMatch } from './columns';
import { lineKey, type Line } from './layout';
import { numericClusters, placeMoneyColumns, withoutNarrationFigures } from './numeric-columns';

/** Fewer money cells than this under a header and its pages: the document's clusters are used instead. */
const MIN_CELLS = 8;

/**
 * The table's columns: the header's labels name them, the values place them. Numeric columns are
 * clustered over the table lines each header governs (its page and the pages without a header of
 * their own that follow; page furniture, totals and closing lines left out), so a page printed with a different layout keeps
 * its own columns, and each header's money labels are moved onto them.
 */
export function placeColumns(headers: HeaderMatch[], pages: Line[][], repeated: Set<string>): HeaderMatch[] {
  if (!headers.length) return headers;
  const region = (from: number, to: number) => {
    const lines: Line[] = [];
    for (let p = from; p < to; p++) {
      const h = headers.find((x) => x.page === p);
      // Totals and closing lines under the table print their figures where they like: they place no column.
      for (const l of pages[p]!.slice(h ? h.lineIndex + 1 : 0)) if (!repeated.has(lineKey(l)) && !isTableFooter(l.text)) lines.push(l);
    }
    return lines;
  };
  let all: ReturnType<typeof numericClusters> | null = null;
  return headers.map((h, i) => {
    const own = numericClusters(region(h.page, headers[i + 1]?.page ?? pages.length), undefined, h.columns);
    const clusters = own.reduce((s, c) => s + c.count, 0) >= MIN_CELLS ? own : (all ??= numericClusters(region(headers[0]!.page, pages.length)));
    return { ...h, columns: placeMoneyColumns(h.columns, withoutNarrationFigures(h.columns, clusters)) };
  });
}
