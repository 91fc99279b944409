import { normaliseLabel, type HeaderMatch } from './columns';
import type { Line } from './layout';

/**
 * The table's header misread on the pages before the first one that prints it legibly (OCR's "rans pon
 * Description Amount" for "Trans Date | Post Date | Description | Amount" on a scanned first page): a line
 * there printing, at the header's own places, the words of at least `share` of its labelled columns (and at
 * least two) heads that page's rows with the header's columns. Without it the first page's rows would be
 * read as preamble and lost.
 */
export function garbledRepeats(headers: HeaderMatch[], pages: Line[][], isData: (line: Line) => boolean, share = 0.5): HeaderMatch[] {
  const first = headers[0];
  if (!first || first.page === 0) return headers;
  const labelled = first.columns.filter((c) => c.label.trim());
  if (labelled.length < 2) return headers;
  const wordsOf = labelled.map(
    (c) =>
      new Set(
        c.label
          .split(/\s+/)
          .map(normaliseLabel)
          .filter((w) => w.length >= 3),
      ),
  );
  const before: HeaderMatch[] = [];
  for (let p = 0; p < first.page; p++) {
    const lines = pages[p] ?? [];
    const at = lines.findIndex((line) => {
      if (isData(line)) return false;
      const matched = labelled.filter((c, k) =>
        line.words.some((w) => wordsOf[k]!.has(normaliseLabel(w.text)) && w.x1 >= c.x0 - w.size && w.x0 <= c.x1 + w.size),
      ).length;
      return matched >= 2 && matched >= share * labelled.length;
    });
    if (at < 0) continue;
    before.push({ ...first, page: p, lineIndex: at, span: 1, y: lines[at]!.y });
  }
  return before.length ? [...before, ...headers] : headers;
}
