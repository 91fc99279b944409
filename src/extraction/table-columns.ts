import type { HeaderMatch } from './columns';
import { lineKey, type Line } from './layout';
import { numericClusters, placeMoneyColumns } from './numeric-columns';

/**
 * The table's columns: the header's labels name them, the values place them. Numeric columns are
 * clustered over every table line of the document (below the first header, page furniture left out)
 * and each header's money labels are moved onto them.
 */
export function placeColumns(headers: HeaderMatch[], pages: Line[][], repeated: Set<string>): HeaderMatch[] {
  if (!headers.length) return headers;
  const first = headers[0]!;
  const lines: Line[] = [];
  for (let p = first.page; p < pages.length; p++) {
    const h = headers.find((x) => x.page === p);
    for (const l of pages[p]!.slice(h ? h.lineIndex + 1 : 0)) if (!repeated.has(lineKey(l))) lines.push(l);
  }
  const clusters = numericClusters(lines);
  return headers.map((h) => ({ ...h, columns: placeMoneyColumns(h.columns, clusters) }));
}
